"""How each faction looks: its colours and its symbol, in one table (``FACTION_STYLES``).

The colours are the Okabe–Ito palette, which people with any colour vision tell
apart, and no two factions share one. Dark themes get the lighter members of the
palette (yellow, sky blue), light themes the darker ones (orange, blue), so the
colours stay readable on either background. The app hands them to the
stylesheets as theme variables (``$faction-gnomes`` …; a theme may set its own);
the replay (``phrase.text``) prints cards in the same colours, bold as in the app.
The symbol (from fonts every terminal has) tells the faction without colour, as
the card's code does. A new faction adds its row here.
"""

from __future__ import annotations

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


def faction_variables(dark: bool) -> dict[str, str]:
    """The theme variables of the faction colours, for a dark or a light theme."""
    palette = DARK if dark else LIGHT
    return {variable(faction): colour for faction, colour in palette.items()}
