"""Keep the translations in step with the sources (needs Babel: the ``test`` extra).

One command does everything, from the repository root::

    python -m claim2.game.i18n_tools          # extract, update each .po, compile each .mo
    python -m claim2.game.i18n_tools --check  # change nothing; exit 1 if anything is stale

The first form rewrites ``locale/claim2.pot`` from the sources (``babel.cfg``
says which files), merges it into every ``locale/<lang>/LC_MESSAGES/claim2.po``,
compiles the ``.mo`` files and lists the messages that still need a
translation. Translate those in the ``.po`` file, then run it again.
"""

from __future__ import annotations

import argparse
import io
import re
import string
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

from claim2 import __version__
from claim2.game.i18n import DEFAULT_LANGUAGE, DOMAIN, LANGUAGES, LOCALE_DIR

SOURCE_ROOT = Path(__file__).resolve().parents[2]  # src/ in a checkout
PROJECT_ROOT = SOURCE_ROOT.parent
MAPPING_FILE = PROJECT_ROOT / "babel.cfg"
TEMPLATE_FILE = LOCALE_DIR / f"{DOMAIN}.pot"
COMMENT_TAGS = ("Translators:",)
TRANSLATIONS = tuple(language for language in LANGUAGES if language != DEFAULT_LANGUAGE)
COMMAND = "python -m claim2.game.i18n_tools"
_WIDTH = 100
_HEADER = (
    "# {what} for claim2.\n"
    "# Do not edit the list of messages by hand: run {command} (docs/translating.md).\n"
    "# This file is distributed under the same license as the claim2 project."
)
_TEAM = "The claim2 developers"
_BUGS = "the claim2 issue tracker"
_DATE_HEADERS = re.compile(r'^"(POT-Creation-Date|PO-Revision-Date): .*$', re.MULTILINE)

Key = tuple[str | tuple[str, ...], str | None]


def catalog_path(language: str, suffix: str = ".po") -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def key(message: Message) -> Key:
    """What identifies a message: its msgid (with the plural, if any) and context."""
    identity = message.id if isinstance(message.id, str) else tuple(message.id)
    return identity, message.context


def keys(catalog: Catalog) -> set[Key]:
    return {key(message) for message in catalog if message.id}


def extract_template() -> Catalog:
    """The template as the sources have it now (nothing is written)."""
    with MAPPING_FILE.open(encoding="utf-8") as file:
        method_map, options_map = parse_mapping_cfg(file, str(MAPPING_FILE))  # type: ignore[no-untyped-call]
    template = Catalog(
        project="claim2",
        version=__version__,
        copyright_holder=_TEAM,
        msgid_bugs_address=_BUGS,
        header_comment=_HEADER.format(what="Translations template", command=COMMAND),
        charset="utf-8",
        fuzzy=False,
    )
    found = extract_from_dir(
        SOURCE_ROOT,
        method_map,
        options_map,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        template.add(
            message,
            None,
            [(f"src/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


def merged(template: Catalog, existing: Catalog | None, language: str) -> Catalog:
    """``existing`` (or a new catalog) brought in line with ``template``."""
    if existing is None:
        name = Locale.parse(language).english_name or language
        existing = Catalog(
            locale=language,
            domain=DOMAIN,
            project=template.project,
            version=template.version,
            copyright_holder=_TEAM,
            msgid_bugs_address=_BUGS,
            last_translator=_TEAM,
            language_team=name,
            header_comment=_HEADER.format(what=f"{name} translations", command=COMMAND),
            fuzzy=False,
        )
    existing.update(template)
    existing.fuzzy = False
    return existing


def render_po(catalog: Catalog) -> str:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=_WIDTH, ignore_obsolete=True, include_lineno=False)
    return buffer.getvalue().decode("utf-8")


def compile_mo(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def translations(catalog: Catalog) -> dict[Key, str | tuple[str, ...]]:
    """The translated messages of a catalog, as a compiled .mo holds them."""
    found: dict[Key, str | tuple[str, ...]] = {}
    for message in catalog:
        if not message.id or message.fuzzy or not _translated(message):
            continue
        texts = _texts(message)
        found[key(message)] = texts[0] if isinstance(message.string, str) else tuple(texts)
    return found


def compiled(catalog: Catalog) -> dict[Key, str | tuple[str, ...]]:
    """What the .mo compiled from ``catalog`` holds (compiled in memory)."""
    return translations(read_mo(io.BytesIO(compile_mo(catalog))))


def mo_is_current(mo_file: Path, catalog: Catalog) -> bool:
    """Whether ``mo_file`` holds exactly the translations of ``catalog``."""
    return mo_file.is_file() and translations(read_compiled(mo_file)) == compiled(catalog)


def read_catalog(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=DOMAIN)


def read_compiled(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_mo(file)


def _texts(message: Message) -> list[str]:
    """The translation, one text per plural form."""
    text = message.string
    if text is None:
        return [""]
    return [text] if isinstance(text, str) else list(text)


def _translated(message: Message) -> bool:
    return all(_texts(message))


def untranslated(catalog: Catalog) -> list[Message]:
    """Messages that still need a translation (empty, partly empty, or fuzzy)."""
    return [m for m in catalog if m.id and (m.fuzzy or not _translated(m))]


# --- placeholders ------------------------------------------------------------------

_PERCENT = re.compile(r"%(?:\((?P<name>[^)]*)\))?[-#0 +]*(?:\*|\d+)?(?:\.\d+)?(?P<kind>[a-zA-Z%])")


@dataclass(frozen=True)
class Placeholders:
    """The fields a message fills in.

    ``{name}`` fields (with their conversion and format spec) and named
    ``%(name)s`` conversions may repeat or move in a translation; unnamed
    ``%s`` conversions must keep their number and order.
    """

    fields: frozenset[str]
    positional: tuple[str, ...]

    @classmethod
    def of(cls, text: str) -> Placeholders:
        fields: set[str] = set()
        try:
            for _literal, field, spec, conversion in string.Formatter().parse(text):
                if field is not None:
                    fields.add(f"{{{field}{'!' + conversion if conversion else ''}:{spec}}}")
        except ValueError:  # not a format string: lone braces are plain text
            fields.clear()
        positional = []
        for found in _PERCENT.finditer(text):
            if found["kind"] == "%":
                continue
            if found["name"] is None:
                positional.append(found.group())
            else:
                fields.add(found.group())
        return cls(frozenset(fields), tuple(positional))


def placeholder_problems(message: Message) -> list[str]:
    """How the placeholders of each translation differ from those of the msgid.

    Fuzzy entries are skipped: they are guesses that are not used until reviewed.
    """
    if message.fuzzy:
        return []
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    problems = []
    for index, text in enumerate(_texts(message)):
        if not text:
            continue
        source = ids[min(index, len(ids) - 1)]
        expected, found = Placeholders.of(source), Placeholders.of(text)
        if expected != found:
            problems.append(f"{source!r} -> {text!r}: placeholders {found} instead of {expected}")
    return problems


# --- the command ---------------------------------------------------------------------


def _write_if_changed(path: Path, text: str) -> bool:
    old = path.read_text(encoding="utf-8") if path.is_file() else None
    if old is not None and _DATE_HEADERS.sub("", old) == _DATE_HEADERS.sub("", text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def update() -> list[str]:
    """Extract, merge and compile; returns what it did and what is left to translate."""
    lines: list[str] = []
    template = extract_template()
    if _write_if_changed(TEMPLATE_FILE, render_po(template)):
        lines.append(f"wrote {TEMPLATE_FILE.relative_to(PROJECT_ROOT)}")
    for language in TRANSLATIONS:
        po_file = catalog_path(language)
        existing = read_catalog(po_file, language) if po_file.is_file() else None
        catalog = merged(template, existing, language)
        if _write_if_changed(po_file, render_po(catalog)):
            lines.append(f"wrote {po_file.relative_to(PROJECT_ROOT)}")
        catalog = read_catalog(po_file, language)
        mo_file = catalog_path(language, ".mo")
        if not mo_is_current(mo_file, catalog):
            mo_file.write_bytes(compile_mo(catalog))
            lines.append(f"wrote {mo_file.relative_to(PROJECT_ROOT)}")
        lines.extend(_language_report(language, catalog))
    return lines


def _language_report(language: str, catalog: Catalog) -> list[str]:
    todo = untranslated(catalog)
    lines = [f"{language}: {len(keys(catalog))} messages, {len(todo)} to translate"]
    for message in todo:
        state = "fuzzy" if message.fuzzy else "untranslated"
        where = ", ".join(sorted({path for path, _line in message.locations}))
        lines.append(f"  [{state}] {message.id!r}  ({where})")
    for message in catalog:
        lines.extend(f"  [placeholders] {problem}" for problem in placeholder_problems(message))
    return lines


def check() -> list[str]:
    """Everything that is out of date or incomplete; empty when all is well."""
    problems: list[str] = []
    template = extract_template()
    wanted = keys(template)
    if not TEMPLATE_FILE.is_file():
        return [f"{TEMPLATE_FILE.name} is missing: run {COMMAND}"]
    problems.extend(_differences("the template", keys(read_catalog(TEMPLATE_FILE)), wanted))
    for language in TRANSLATIONS:
        po_file = catalog_path(language)
        mo_file = catalog_path(language, ".mo")
        if not po_file.is_file() or not mo_file.is_file():
            problems.append(f"{language}: the .po or .mo file is missing: run {COMMAND}")
            continue
        catalog = read_catalog(po_file, language)
        problems.extend(_differences(f"{language}.po", keys(catalog), wanted))
        problems.extend(
            f"{language}: not translated{' (fuzzy)' if m.fuzzy else ''}: {m.id!r}"
            for m in untranslated(catalog)
        )
        for message in catalog:
            problems.extend(f"{language}: {problem}" for problem in placeholder_problems(message))
        if not mo_is_current(mo_file, catalog):
            problems.append(f"{language}: the .mo file is older than the .po: run {COMMAND}")
    return problems


def _differences(name: str, have: set[Key], wanted: set[Key]) -> list[str]:
    lines = [f"{name} lacks {message_id!r}" for message_id, _c in sorted(wanted - have, key=str)]
    lines += [
        f"{name} has a message no source uses: {i!r}" for i, _c in sorted(have - wanted, key=str)
    ]
    if lines:
        lines.append(f"{name} is out of date with the sources: run {COMMAND}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=COMMAND, description="Extract, merge and compile the translations."
    )
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if anything is out of date"
    )
    options = parser.parse_args(argv)
    lines = check() if options.check else update()
    for line in lines:
        print(line)
    if options.check:
        print("translations are up to date" if not lines else f"{len(lines)} problems")
        return 1 if lines else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
