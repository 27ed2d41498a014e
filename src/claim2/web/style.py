"""The page's style sheet: ``static/page.css`` and the faction colours, taken from
``claim2.present.palette`` (the same Okabe-Ito colours as the terminal: the dark theme's:
the page is dark, as the terminal most often is)."""

from __future__ import annotations

from importlib.resources import files

from claim2.engine import Faction
from claim2.present.palette import DARK


def _colours(palette: dict[Faction, str]) -> str:
    return "\n".join(
        f".f-{faction.code.lower()} {{ --f: {palette[faction]}; }}" for faction in Faction
    )


def style_sheet() -> str:
    """The whole style sheet, as served."""
    base = (files("claim2.web") / "static" / "page.css").read_text(encoding="utf-8")
    return f"{base}\n/* The faction colours (claim2.present.palette). */\n{_colours(DARK)}\n"
