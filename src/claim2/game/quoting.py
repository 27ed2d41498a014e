"""Quoting text that came from a file or from typing, for messages on the command line.

Such text is data: quoted, cut short when long, and with every character that
is not printable (control codes, escape sequences, bidi overrides, line
breaks) written as an escape, so it can neither move the cursor, set the
window title or the clipboard, nor turn the line around.
"""

from __future__ import annotations

QUOTED_LENGTH = 60  # characters of quoted text shown before it is cut short


def _escape(character: str) -> str:
    if character.isprintable() or character == " ":
        return character
    point = ord(character)
    if point <= 0xFF:
        return f"\\x{point:02x}"
    if point <= 0xFFFF:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


def printable(text: str) -> str:
    """``text`` with every non-printable character written as an escape (``\\x1b``, ``\\u202e``)."""
    if text.isprintable():
        return text
    return "".join(_escape(character) for character in text)


def quote(text: str, limit: int = QUOTED_LENGTH) -> str:
    """``text`` in single quotes, non-printable characters escaped, cut to ``limit`` characters."""
    shown = text if len(text) <= limit else text[:limit] + "…"
    shown = printable(shown.replace("\\", "\\\\").replace("'", "\\'"))
    return f"'{shown}'"
