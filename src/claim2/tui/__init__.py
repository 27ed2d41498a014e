"""The Textual app: hot-seat play, the walkthrough, and their screens."""
