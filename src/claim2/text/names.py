"""What a player's name may be: something visible, printable, and short on the screen.

The same rule holds for names typed in the app and names read from a record:
at least one visible character (a letter, digit, punctuation or symbol), no
control, format (bidi overrides, zero-width characters), private-use or
surrogate characters (Unicode categories Cc, Cf, Co, Cs) and no line breaks,
and at most ``MAX_NAME_CELLS`` terminal cells (a wide character takes two).
"""

from __future__ import annotations

import unicodedata
from typing import Final

from rich.cells import cell_len

from claim2.text.i18n import _

MAX_NAME_CELLS: Final = 32
_FORBIDDEN: Final = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})
_VISIBLE: Final = frozenset("LNPS")  # first letter of the categories of visible characters


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (one line for the user), or None if it can."""
    if len(name) > MAX_NAME_CELLS or cell_len(name) > MAX_NAME_CELLS:
        return _("must be at most {cells} characters wide").format(cells=MAX_NAME_CELLS)
    categories = [unicodedata.category(character) for character in name]
    if any(category in _FORBIDDEN for category in categories):
        return _("must be a name without line breaks or other control characters")
    if not any(category[0] in _VISIBLE for category in categories):
        return _("must be a name, not empty or blank")
    return None


def check_name(name: str) -> str:
    """``name`` if it can be a player's name; raises ValueError saying why not (pydantic)."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    return name


def name_key(name: str) -> str:
    """What makes two names the same person's: compared ignoring case, spacing and the
    Unicode form a character was typed in (``"Ann"``, ``"ANN"`` and ``" ann "`` are one)."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def same_person(first: str, second: str) -> bool:
    """Whether ``first`` and ``second`` name the same person (see ``name_key``)."""
    return name_key(first) == name_key(second)


def players_problem(players: tuple[str, str]) -> str | None:
    """Why ``players`` cannot play one game together (one line), or None if they can."""
    if same_person(*players):
        return _("the two players must have different names")
    return None
