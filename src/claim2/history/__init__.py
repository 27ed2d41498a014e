"""The history of games: the index of the saves folder, each game's entry, the players'
statistics.
"""
