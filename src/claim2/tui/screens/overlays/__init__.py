"""Screens shown over another: questions (quitting, an unfinished game, saving elsewhere, the
game open in another window), the rules, every key, the log and the discards; and the one
shown while the terminal is too small."""
