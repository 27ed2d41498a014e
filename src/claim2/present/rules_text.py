"""The rules for players (docs/rules.md, docs/rules.nl.md), found wherever claim2 runs from."""

from __future__ import annotations

from pathlib import Path

from claim2.game.i18n import _, current_language

_PACKAGE_DATA = Path(__file__).parents[1] / "data"  # where a wheel puts them
_SOURCE_DOCS = Path(__file__).resolve().parents[3] / "docs"  # a source checkout


def rules_file(language: str | None = None) -> Path:
    """The rules file for ``language`` (default: the current one), English if none."""
    language = language or current_language()
    names = [f"rules.{language}.md", "rules.md"] if language != "en" else ["rules.md"]
    for name in names:
        for folder in (_PACKAGE_DATA, _SOURCE_DOCS):
            path = folder / name
            if path.is_file():
                return path
    raise FileNotFoundError(_("the rules file is missing from this installation"))


def rules_markdown(language: str | None = None) -> str:
    """The rules as Markdown text."""
    return rules_file(language).read_text(encoding="utf-8")
