"""The rules for players (``claim2/data/rules.md``, ``rules.nl.md``), read as package data.

``docs/rules.md`` and ``docs/rules.nl.md`` in a checkout are links to the same files.
"""

from __future__ import annotations

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
