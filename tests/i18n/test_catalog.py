"""The Dutch catalog: complete, with matching placeholders, compiled, and in step with the sources.

When a test here fails after you added or changed a user-facing string, run (from the
repository root; pyproject.toml's ``[tool.babel.*]`` tables hold the options)

    .venv/bin/pybabel extract && .venv/bin/pybabel update

translate what is new or fuzzy in src/claim2/locale/nl/LC_MESSAGES/claim2.po, then
``.venv/bin/pybabel compile`` (docs/translating.md).

Babel does the work: ``pybabel extract`` into a scratch file, ``pybabel update --check``
and ``pybabel compile`` (which runs Babel's own checks, the ``%`` conversions among
them). Babel has no check for ``{name}`` fields, so that one is ours.
"""

from __future__ import annotations

import gettext
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from claim2.text.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "src" / "claim2" / "locale" / f"{DOMAIN}.pot"
DUTCH_PO = ROOT / "src" / "claim2" / "locale" / "nl" / "LC_MESSAGES" / f"{DOMAIN}.po"
DUTCH_MO = DUTCH_PO.with_suffix(".mo")
HINT = "run pybabel extract, pybabel update, translate, pybabel compile (docs/translating.md)"
_CREATED = re.compile(r'^"POT-Creation-Date: .*$', re.MULTILINE)


def pybabel(*arguments: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Babel's own command, run where pyproject.toml's ``[tool.babel.*]`` tables apply."""
    command = [sys.executable, "-m", "babel.messages.frontend", *map(str, arguments)]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def read_catalog(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=DOMAIN)


@pytest.fixture(scope="module")
def dutch() -> Catalog:
    return read_catalog(DUTCH_PO, "nl")


@pytest.fixture(scope="module")
def template() -> Catalog:
    return read_catalog(TEMPLATE)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The template as the sources have it now, extracted by ``pybabel extract``."""
    output = tmp_path_factory.mktemp("extracted") / f"{DOMAIN}.pot"
    done = pybabel("extract", "-o", output)
    assert done.returncode == 0, done.stderr
    return output


def _texts(message: Message) -> list[str]:
    """The translation, one text per plural form."""
    text = message.string
    if text is None:
        return [""]
    return [text] if isinstance(text, str) else list(text)


def untranslated(catalog: Catalog) -> list[Message]:
    """Messages that still need a translation (empty, partly empty, or fuzzy)."""
    return [m for m in catalog if m.id and (m.fuzzy or not all(_texts(m)))]


def fields(text: str) -> frozenset[str]:
    """The ``{name}`` fields of a text, with their conversion and format spec."""
    try:
        return frozenset(
            f"{{{field}{'!' + conversion if conversion else ''}:{spec}}}"
            for _literal, field, spec, conversion in string.Formatter().parse(text)
            if field is not None
        )
    except ValueError:  # not a format string: lone braces are plain text
        return frozenset()


def placeholder_problems(message: Message) -> list[str]:
    """Babel's checks (``%`` conversions, plural forms) and ours (``{name}`` fields).

    The fields may move or repeat in a translation. Fuzzy entries are skipped: they are
    guesses that are not used until reviewed.
    """
    if message.fuzzy or not message.id:
        return []
    problems = [str(error) for error in message.check()]
    ids = [message.id] if isinstance(message.id, str) else list(message.id)
    for index, text in enumerate(_texts(message)):
        source = ids[min(index, len(ids) - 1)]
        if text and fields(text) != fields(source):
            problems.append(f"{source!r} -> {text!r}: fields {set(fields(text))}")
    return problems


def test_every_message_has_a_dutch_translation(dutch: Catalog) -> None:
    todo = untranslated(dutch)
    shown = "\n".join(repr(message.id) for message in todo)
    assert not todo, f"{len(todo)} without a (reviewed) Dutch translation; {HINT}:\n{shown}"


def test_the_template_is_in_step_with_the_sources(extracted: Path) -> None:
    fresh = _CREATED.sub("", extracted.read_text(encoding="utf-8"))
    assert fresh == _CREATED.sub("", TEMPLATE.read_text(encoding="utf-8")), HINT


def test_the_dutch_catalog_is_in_step_with_the_sources(extracted: Path) -> None:
    done = pybabel("update", "--check", "-i", extracted)
    assert done.returncode == 0, f"{HINT}\n{done.stderr}"


def test_the_compiled_catalog_is_compiled_from_the_po_file(tmp_path: Path) -> None:
    output = tmp_path / f"{DOMAIN}.mo"
    done = pybabel("compile", "-l", "nl", "-i", DUTCH_PO, "-o", output)
    assert done.returncode == 0, done.stderr  # Babel's own checks passed
    assert output.read_bytes() == DUTCH_MO.read_bytes(), HINT


def test_the_placeholders_of_every_translation_match(dutch: Catalog) -> None:
    problems = [problem for message in dutch for problem in placeholder_problems(message)]
    assert not problems, "\n".join(problems)


def test_messages_use_named_placeholders_only(template: Catalog) -> None:
    unnamed = []
    for message in template:
        for text in [message.id] if isinstance(message.id, str) else message.id:
            try:
                found = [field for _t, field, _s, _c in string.Formatter().parse(text)]
            except ValueError:
                continue
            if any(field is not None and not field.isidentifier() for field in found):
                unnamed.append(text)
    assert not unnamed, "use {name} placeholders, never {} or {0}:\n" + "\n".join(unnamed)


def test_dutch_has_two_plural_forms(dutch: Catalog) -> None:
    assert dutch.num_plurals == 2
    assert dutch.plural_expr == "(n != 1)"


def test_gettext_reads_the_installed_dutch_catalog() -> None:
    translation = gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=["nl"])
    assert translation.gettext("Gnomes") == "Gnomen"
    assert translation.ngettext("expected %s argument", "expected %s arguments", 2) == (
        "verwacht %s argumenten"
    )


FACTIONS = {
    "Gnomes": "Gnomen",
    "Giants": "Reuzen",
    "Dragons": "Draken",
    "Trolls": "Trollen",
    "Seers": "Zieners",
}
# English game words that must not survive in a Dutch text (codes like seer:top are lower case).
ENGLISH_TERMS = re.compile(
    r"\b(Gnomes?|Giants?|Dragons?|Trolls?|Seers?|tricks?|phase|followers?|leader|score pile)\b"
)

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)")


def test_the_factions_have_their_dutch_names(dutch: Catalog) -> None:
    for english, name in FACTIONS.items():
        message = dutch.get(english)
        assert message is not None, english
        assert message.string == name


def test_no_english_game_words_are_left_in_dutch(dutch: Catalog) -> None:
    leftovers = [
        text
        for message in dutch
        if message.id
        for text in _texts(message)
        if text and ENGLISH_TERMS.search(PLACEHOLDER.sub("", text))
    ]
    assert not leftovers, "\n".join(leftovers)


SPLIT_COMPOUNDS = ("volgelingen-stapel",)  # Dutch writes a compound as one word


def test_dutch_compounds_are_written_as_one_word(dutch: Catalog) -> None:
    split = [
        text
        for message in dutch
        if message.id
        for text in _texts(message)
        if any(word in text.lower() for word in SPLIT_COMPOUNDS)
    ]
    assert not split, "\n".join(split)


def test_the_lesson_texts_are_in_the_template(template: Catalog) -> None:
    from claim2.walkthrough.loader import load_lessons

    lessons = load_lessons()
    assert lessons
    texts = {text for lesson in lessons for _path, text in lesson.texts()}
    missing = sorted(texts - {message.id for message in template if message.id})
    assert not missing, f"{HINT}\n" + "\n".join(missing)


# --- the checks themselves ------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("{name} plays {card}.", "{name} speelt {card}."),
        ("{name} plays {card}.", "{card}: gespeeld door {name}, echt {name}."),
        ("usage: %(prog)s", "gebruik: %(prog)s"),
        ("%s of %d", "%s van %d"),
        ("100%% sure, {name}", "100%% zeker, {name}"),
        ("{{literal}} and {name}", "{{letterlijk}} en {name}"),
    ],
)
def test_matching_placeholders_pass(source: str, translation: str) -> None:
    assert placeholder_problems(Message(source, translation)) == []


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("{name} plays {card}.", "{naam} speelt {card}."),
        ("{name} plays {card}.", "{name} speelt."),
        ("{name} plays {card}.", "{name} speelt {card} {extra}."),
        ("{value!r}", "{value}"),
        ("%(prog)s: %(message)s", "%(prog)s: %(bericht)s"),
        ("%s of %d", "%d van %s"),
        ("%s", "%s %s"),
    ],
)
def test_mismatched_placeholders_are_found(source: str, translation: str) -> None:
    assert placeholder_problems(Message(source, translation))


def test_mismatched_plural_placeholders_are_found() -> None:
    good = Message(("{count} card", "{count} cards"), ("{count} kaart", "{count} kaarten"))
    bad = Message(("{count} card", "{count} cards"), ("{count} kaart", "{aantal} kaarten"))
    assert placeholder_problems(good) == []
    assert len(placeholder_problems(bad)) == 1


def test_fuzzy_and_empty_entries_count_as_untranslated() -> None:
    catalog = Catalog(locale="nl")
    catalog.add("Done", "Klaar")
    catalog.add("Empty", "")
    catalog.add("Guessed", "Geraden", flags=["fuzzy"])
    catalog.add(("one", "many"), ("een", ""))
    assert sorted(str(message.id) for message in untranslated(catalog)) == [
        "('one', 'many')",
        "Empty",
        "Guessed",
    ]


def test_extraction_finds_new_strings_and_skips_the_engine(tmp_path: Path) -> None:
    package = tmp_path / "src" / "claim2"
    (package / "engine").mkdir(parents=True)
    (package / "screen.py").write_text(
        "from claim2.text.i18n import N_, _, ngettext, pgettext\n"
        "LABEL = N_('Marked for later')\n"
        "def show(n: int) -> str:\n"
        "    # Translators: shown when a player wins\n"
        "    return _('New words') + ngettext('{n} card', '{n} cards', n)\n"
        "print(pgettext('menu', 'Play'))\n"
    )
    (package / "engine" / "rules.py").write_text("_('engine text')\n")
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text("utf-8"), "utf-8")
    (tmp_path / "babel.cfg").write_text((ROOT / "babel.cfg").read_text("utf-8"), "utf-8")
    done = pybabel("extract", "-o", "found.pot", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    found = read_catalog(tmp_path / "found.pot")
    assert {(message.id, message.context) for message in found if message.id} == {
        ("Marked for later", None),
        ("New words", None),
        (("{n} card", "{n} cards"), None),
        ("Play", "menu"),
    }
    words = found.get("New words")
    assert words is not None
    assert words.auto_comments == ["shown when a player wins"]
