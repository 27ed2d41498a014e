"""The port a host listens on unless told otherwise (light: the command line reads it)."""

from __future__ import annotations

DEFAULT_PORT = 7342
