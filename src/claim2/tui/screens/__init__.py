"""The app's screens. Private ones are built from one player's view only."""
