"""The Dutch catalog: complete, with matching placeholders, compiled, and in step with the sources.

When a test here fails after you added or changed a user-facing string, run

    .venv/bin/python -m claim2.game.i18n_tools

translate what it lists in src/claim2/locale/nl/LC_MESSAGES/claim2.po, and run it again.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message

from claim2.game import i18n_tools
from claim2.game.i18n import DOMAIN, LOCALE_DIR
from claim2.game.i18n_tools import (
    COMMAND,
    Placeholders,
    catalog_path,
    compiled,
    extract_template,
    keys,
    placeholder_problems,
    read_catalog,
    read_compiled,
    translations,
    untranslated,
)

HINT = f"run {COMMAND}, then translate what it lists (docs/translating.md)"


@pytest.fixture(scope="module")
def dutch() -> Catalog:
    return read_catalog(catalog_path("nl"), "nl")


@pytest.fixture(scope="module")
def template() -> Catalog:
    return read_catalog(i18n_tools.TEMPLATE_FILE)


def _shown(messages: list[Message]) -> str:
    return "\n".join(repr(message.id) for message in messages)


def test_every_message_has_a_dutch_translation(dutch: Catalog) -> None:
    todo = untranslated(dutch)
    assert not todo, f"{len(todo)} messages without a (reviewed) Dutch translation; {HINT}:\n" + (
        _shown(todo)
    )


def test_the_dutch_catalog_holds_exactly_the_templates_messages(
    dutch: Catalog, template: Catalog
) -> None:
    assert keys(dutch) == keys(template), HINT


def test_the_placeholders_of_every_translation_match(dutch: Catalog) -> None:
    problems = [problem for message in dutch for problem in placeholder_problems(message)]
    assert not problems, "\n".join(problems)


def test_messages_use_named_placeholders_only(template: Catalog) -> None:
    unnamed = []
    for message in template:
        for text in [message.id] if isinstance(message.id, str) else message.id:
            try:
                fields = [field for _t, field, _s, _c in string.Formatter().parse(text)]
            except ValueError:
                continue
            if any(field is not None and not field.isidentifier() for field in fields):
                unnamed.append(text)
    assert not unnamed, "use {name} placeholders, never {} or {0}:\n" + "\n".join(unnamed)


def test_dutch_has_two_plural_forms(dutch: Catalog) -> None:
    assert dutch.num_plurals == 2
    assert dutch.plural_expr == "(n != 1)"


def test_the_compiled_catalog_matches_the_po_file(dutch: Catalog) -> None:
    mo_file = catalog_path("nl", ".mo")
    assert translations(read_compiled(mo_file)) == compiled(dutch), HINT


def test_the_template_is_in_step_with_the_sources(template: Catalog) -> None:
    current = keys(extract_template())
    written = keys(template)
    new = sorted(str(message_id) for message_id, _context in current - written)
    gone = sorted(str(message_id) for message_id, _context in written - current)
    assert not new and not gone, f"{HINT}\nnew in the sources: {new}\nno longer used: {gone}"


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
        for text in ([message.string] if isinstance(message.string, str) else message.string)
        if text and ENGLISH_TERMS.search(PLACEHOLDER.sub("", text))
    ]
    assert not leftovers, "\n".join(leftovers)


# --- the checks themselves ------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("{name} plays {card}.", "{name} speelt {card}."),
        ("{name} plays {card}.", "{card}: gespeeld door {name}, echt {name}."),
        ("usage: %(prog)s %s", "gebruik: %(prog)s %s"),
        ("100%% sure, {name}", "100%% zeker, {name}"),
        ("{{literal}} and {name}", "{{letterlijk}} en {name}"),
    ],
)
def test_matching_placeholders_pass(source: str, translation: str) -> None:
    assert Placeholders.of(source) == Placeholders.of(translation)
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


def test_extraction_finds_new_strings_and_skips_the_engine(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "claim2"
    (package / "engine").mkdir(parents=True)
    (package / "screen.py").write_text(
        "from claim2.game.i18n import N_, _, ngettext, pgettext\n"
        "LABEL = N_('Marked for later')\n"
        "def show(n: int) -> str:\n"
        "    # Translators: shown when a player wins\n"
        "    return _('New words') + ngettext('{n} card', '{n} cards', n)\n"
        "print(pgettext('menu', 'Play'))\n"
    )
    (package / "engine" / "rules.py").write_text("_('engine text')\n")
    monkeypatch.setattr(i18n_tools, "SOURCE_ROOT", tmp_path)
    found = extract_template()
    assert keys(found) == {
        ("Marked for later", None),
        ("New words", None),
        (("{n} card", "{n} cards"), None),
        ("Play", "menu"),
    }
    assert found.get("New words").auto_comments == ["shown when a player wins"]


def test_the_lesson_texts_are_in_the_template(template: Catalog) -> None:
    from claim2.walkthrough.loader import load_lessons

    lessons = load_lessons()
    assert lessons
    texts = {text for lesson in lessons for _path, text in lesson.texts()}
    missing = sorted(texts - {message_id for message_id, _context in keys(template)})
    assert not missing, f"{HINT}\n" + "\n".join(missing)
