"""The application layer: a sitting at the table, from the start screen to the last game.

Below the app, above the game: ``Sitting`` (the data folder, the save, starting,
resuming, keeping aside, playing again), ``Table`` (one game: the seats, hints,
take-backs and every hand-off) and ``Scene`` (what the screen shows now, and to whom).
No Textual here; see docs/architecture.md.
"""
