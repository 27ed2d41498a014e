"""The join code: nine digits made with ``secrets``, easy to read out (``428-193-075``).

A guest types it with or without the dashes or spaces; it is compared in constant time.
About 30 bits; each wrong code makes its sender wait longer before its next try is
checked (``claim2.net.door``), so it cannot be guessed in the time a game takes
(docs/protocol.md works it out).
"""

from __future__ import annotations

import secrets

DIGITS = 9


def new_code() -> str:
    """A fresh join code, e.g. ``428-193-075``."""
    number = f"{secrets.randbelow(10**DIGITS):0{DIGITS}d}"
    return "-".join(number[index : index + 3] for index in range(0, DIGITS, 3))


def normal(code: str) -> str:
    """The digits of a code as typed (dashes and spaces left out)."""
    return "".join(char for char in code if char not in "- ")


def same_code(typed: str, code: str) -> bool:
    """Whether ``typed`` is ``code`` (in constant time)."""
    return secrets.compare_digest(normal(typed).encode(), normal(code).encode())
