"""The start screens: the hot-seat one and the host's, and what they show (the words of the
games waiting, the link for a browser)."""
