"""A game being played, below its user interface: the session (record, states, what comes
next), the public view, take-backs, matches, playing again and the hot-seat save.

Imports the engine and the layers of files below it (records, history, settings,
storage, text); the computer players, the words and the app sit above it.
"""
