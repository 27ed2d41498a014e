"""The rules for players (``claim2/data/rules.md``, ``rules.nl.md``), read as package data.

``docs/rules.md`` and ``docs/rules.nl.md`` in a checkout are links to the same files.
"""

from __future__ import annotations

import re
from importlib.resources import files
from importlib.resources.abc import Traversable

from claim2.text.i18n import _, current_language

_DATA = files("claim2") / "data"


def rules_file(language: str | None = None) -> Traversable:
    """The rules file for ``language`` (default: the current one), English if none."""
    language = language or current_language()
    names = [f"rules.{language}.md", "rules.md"] if language != "en" else ["rules.md"]
    for name in names:
        resource = _DATA / name
        if resource.is_file():
            return resource
    raise FileNotFoundError(_("the rules file is missing from this installation"))


def rules_markdown(language: str | None = None) -> str:
    """The rules as Markdown text."""
    return rules_file(language).read_text(encoding="utf-8")


HEADING = re.compile(r"(?m)^(?=#{1,3} )")


def rule_pages(markdown: str) -> list[tuple[str, str]]:
    """The rules split before every heading of level 2 and 3: (title, text) pages.

    The title and introduction (level 1), and a heading followed directly by a
    subheading, join the next page.
    """
    pages: list[tuple[str, str]] = []
    waiting = ""
    for part in HEADING.split(markdown):
        if not part.strip():
            continue
        lines = part.strip("\n").splitlines()
        if part.startswith("# ") or all(not line.strip() for line in lines[1:]):
            waiting += part
            continue
        title = lines[0].lstrip("# ").strip()
        pages.append((title, waiting + part))
        waiting = ""
    if waiting:
        pages.append((waiting.strip("# \n"), waiting))
    return pages
