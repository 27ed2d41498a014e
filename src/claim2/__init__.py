"""claim2: the card game Claim 2 for two players, in the terminal."""

__version__ = "0.1.0"
