"""The player's remembered choices: settings.json, the options of a game, and the legacy
options file.
"""
