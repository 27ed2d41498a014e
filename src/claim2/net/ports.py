"""The port a host listens on unless told otherwise (light: the command line reads it)."""

from __future__ import annotations

DEFAULT_PORT = 7342
DEFAULT_WEB_PORT = 7343  # claim2 host --web: where browsers join
DEFAULT_PHONES_PORT = 7344  # claim2 play --phones: where the phones open their seats' pages
