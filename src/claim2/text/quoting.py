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


NUMBER_DIGITS = 12  # digits of a number from a file shown before it is cut short


def number_text(value: int | float | str) -> str:
    """A number from a file (or its digits, typed) as a message shows it: whole when short,
    else its first digits and how many there are (``123456789012…(300 digits)``); never
    thousands of digits."""
    text = value if isinstance(value, str) else str(value)
    if len(text) <= NUMBER_DIGITS + 2:
        return text
    sign = "-" if text.startswith("-") else ""
    digits = text.lstrip("-")
    if not digits.isdigit():  # a float: its short scientific form
        return f"{value:.6g}" if isinstance(value, float) else text[:NUMBER_DIGITS] + "…"
    return f"{sign}{digits[:NUMBER_DIGITS]}…({len(digits)} digits)"
