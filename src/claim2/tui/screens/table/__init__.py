"""The game screen and its parts: a seat's private view, the public scenes, the end."""
