"""The rules in plain lines: ``rules`` lists the sections, ``rules seers`` (a word of a
section's title), ``rules 8`` (its number) or ``rules R8`` (a rule's id) says one, a
paragraph a line, without Markdown's marks; a table's rows are said as sentences."""

from __future__ import annotations

import re

from claim2.present.phrase import Joined, Phrase, said
from claim2.present.rules_text import rule_pages, rules_markdown
from claim2.text.i18n import _

_MARKS = re.compile(r"\*\*|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)|`")
_TABLE_RULE = re.compile(r"^\|?[\s|:-]+\|?$")
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+")


def sections() -> list[tuple[str, str]]:
    """The rules' sections in the current language: (title, Markdown text)."""
    return rule_pages(rules_markdown())


def contents() -> list[Phrase]:
    """What ``rules`` alone says: the sections, numbered, and how to hear one."""
    titles = Joined(
        tuple(
            said(_("{number} {choice}"), number=number, choice=title)
            for number, (title, _text) in enumerate(sections(), start=1)
        ),
        ", ",
    )
    return [
        said(_("The rules in {count} parts: {titles}."), count=len(sections()), titles=titles),
        said(
            _(
                "Type rules and a part's number or a word of its title, for example "
                "'rules seers'; or a rule's id, for example 'rules R8'."
            )
        ),
    ]


def find(asked: str) -> tuple[str, str] | None:
    """The section ``asked`` names: by its number, a rule's id (``R8``) or a word of its
    title (the first section whose title holds it)."""
    found = sections()
    asked = " ".join(asked.casefold().split())
    if asked.isdigit() and 1 <= int(asked) <= len(found):
        return found[int(asked) - 1]
    rule = re.fullmatch(r"r(\d{1,2})", asked)
    if rule is not None:
        tag = f"(R{int(rule.group(1))})"
        return next((section for section in found if tag in section[1]), None)
    for title, text in found:
        if asked and asked in title.casefold():
            return title, text
    return None


def section_lines(asked: str) -> list[str | Phrase]:
    """What ``rules WORD`` says: the section, a paragraph a line; or why there is none."""
    section = find(asked)
    if section is None:
        return [said(_("No part of the rules is called {asked}."), asked=asked), *contents()]
    return plain_lines(section[1])


def plain_lines(markdown: str) -> list[str | Phrase]:
    """Markdown as plain lines: a heading, a paragraph, a list item or a table row a line,
    without the marks (``**``, backquotes, ``#``)."""
    lines: list[str | Phrase] = []
    paragraph: list[str] = []
    header: list[str] = []

    def close() -> None:
        if paragraph:
            lines.append(_MARKS.sub("", " ".join(paragraph)))
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            close()
            header.clear()
            continue
        if line.startswith("|"):
            close()
            cells = [_MARKS.sub("", cell.strip()) for cell in line.strip("|").split("|")]
            if _TABLE_RULE.match(line):
                continue
            if not header:
                header[:] = cells
                continue
            lines.append(table_row(header, cells))
            continue
        if line.startswith("#"):
            close()
            lines.append(_MARKS.sub("", line.lstrip("#").strip()) + ":")
            continue
        if _ITEM.match(raw):
            close()
            paragraph.append(_ITEM.sub("", raw).strip())
            continue
        paragraph.append(line)
    close()
    return lines


def table_row(header: list[str], cells: list[str]) -> Phrase:
    """A table's row as a sentence: each cell after its column's heading."""
    parts = tuple(
        said(_("{heading}: {value}"), heading=heading, value=value)
        for heading, value in zip(header, cells, strict=False)
    )
    return Phrase("{parts}.", {"parts": Joined(parts, "; ")})
