"""The faction colours: the Okabe–Ito palette, which people with any colour vision tell apart.

No two factions share a colour. Dark themes get the lighter members of the
palette (yellow, sky blue), light themes the darker ones (orange, blue), so
the colours stay readable on either background. The app hands them to the
stylesheets as theme variables (``$faction-gnomes`` …); a theme may set its own.
The replay (``phrase.text``) prints cards in the same colours, bold as in the app. This is the
one table of faction colours: a new faction adds its row here.
"""

from __future__ import annotations

from claim2.engine import Faction

DARK: dict[Faction, str] = {
    Faction.GNOMES: "#009E73",  # bluish green
    Faction.GIANTS: "#F0E442",  # yellow
    Faction.DRAGONS: "#D55E00",  # vermillion
    Faction.TROLLS: "#56B4E9",  # sky blue
    Faction.SEERS: "#CC79A7",  # reddish purple
}

LIGHT: dict[Faction, str] = {
    Faction.GNOMES: "#009E73",  # bluish green
    Faction.GIANTS: "#E69F00",  # orange
    Faction.DRAGONS: "#D55E00",  # vermillion
    Faction.TROLLS: "#0072B2",  # blue
    Faction.SEERS: "#CC79A7",  # reddish purple
}


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
