"""How each faction looks: its colours and its symbol, in one table (``FACTION_STYLES``).

The colours are the Okabe–Ito palette, which people with any colour vision tell
apart, and no two factions share one. Dark themes get the lighter members of the
palette (yellow, sky blue), light themes the darker ones (orange, blue), so the
colours stay readable on either background. The app hands them to the
stylesheets as theme variables (``$faction-gnomes`` …; a theme may set its own);
the replay (``phrase.text``) prints cards in the same colours, bold as in the app.
The symbol (from fonts every terminal has) tells the faction without colour, as
the card's code does. A new faction adds its row here.

Without colour (``NO_COLOR``) every faction is written in the terminal's own
foreground colour, bold: the app turns each colour into a grey of the same
brightness (Textual's rule: ``NO_COLOR`` set at all), and the Dragons' or the
Gnomes' grey would be dark on a dark background, so the app's faction variables
become the default foreground. The commands print with Rich, which drops the
colours and keeps the bold (its rule: ``NO_COLOR`` set and not empty, as
no-color.org says).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import NamedTuple

from claim2.engine import Faction


class FactionStyle(NamedTuple):
    dark: str  # its colour on a dark background
    light: str  # its colour on a light background
    symbol: str


FACTION_STYLES: dict[Faction, FactionStyle] = {
    Faction.GNOMES: FactionStyle("#009E73", "#009E73", "♣"),  # bluish green
    Faction.GIANTS: FactionStyle("#F0E442", "#E69F00", "▲"),  # yellow / orange
    Faction.DRAGONS: FactionStyle("#D55E00", "#D55E00", "♦"),  # vermillion
    Faction.TROLLS: FactionStyle("#56B4E9", "#0072B2", "■"),  # sky blue / blue
    Faction.SEERS: FactionStyle("#CC79A7", "#CC79A7", "◉"),  # reddish purple
}

DARK: dict[Faction, str] = {faction: style.dark for faction, style in FACTION_STYLES.items()}
LIGHT: dict[Faction, str] = {faction: style.light for faction, style in FACTION_STYLES.items()}
SYMBOLS: dict[Faction, str] = {faction: style.symbol for faction, style in FACTION_STYLES.items()}


def colour(faction: Faction, *, dark: bool = True) -> str:
    """A faction's colour for a dark or a light background."""
    return (DARK if dark else LIGHT)[faction]


def card_style(faction: Faction, *, dark: bool = True) -> str:
    """How a card's code is written outside the app (Rich): bold, in its faction's colour,
    as the app writes it with the theme variable (``$faction-gnomes``)."""
    return f"bold {colour(faction, dark=dark)}"


def variable(faction: Faction) -> str:
    """The theme variable of a faction's colour, e.g. ``faction-gnomes``."""
    return f"faction-{faction.key}"


DEFAULT_FOREGROUND = "ansi_default"  # the terminal's own text colour, for Textual


def no_color(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether the app draws without colour: ``NO_COLOR`` is set (with any value, as
    Textual reads it)."""
    return "NO_COLOR" in environ


def faction_variables(dark: bool, environ: Mapping[str, str] = os.environ) -> dict[str, str]:
    """The theme variables of the faction colours, for a dark or a light theme; without
    colour (``NO_COLOR``), the terminal's default foreground for every faction."""
    if no_color(environ):
        return {variable(faction): DEFAULT_FOREGROUND for faction in Faction}
    palette = DARK if dark else LIGHT
    return {variable(faction): colour for faction, colour in palette.items()}
