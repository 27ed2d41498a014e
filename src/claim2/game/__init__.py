"""A game below its user interface: sessions, the public view, records, saves, settings, storage.

Imports only ``claim2.engine`` (and the standard library, pydantic, platformdirs):
the computer players, the words and the app sit above it.
"""
