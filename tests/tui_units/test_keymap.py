"""Keys as data (issue 54, change 4): every binding of the app takes its keys and its id
from the one keymap (``claim2.present.keymap``), the keys Textual's own widgets bind are
the keymap's too, a binding can be rebound by its id (Textual's keymaps), and the README's
table of keys names the keys the keymap binds."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode
from textual.widgets import DataTable, Input, OptionList

import claim2.tui
from claim2.present.keymap import KEYMAP, key_list, key_names
from claim2.tui.bindings import shown
from claim2.tui.screens.table.game import GameScreen

README = Path(__file__).parents[2] / "README.md"

#: The keys Textual's own widgets bind (a Seer choice and the games kept aside are an
#: OptionList, the history's games a DataTable): named in sentences, bound by Textual.
TEXTUALS: dict[str, tuple[type[DOMNode], str]] = {
    "choices.up": (OptionList, "cursor_up"),
    "choices.down": (OptionList, "cursor_down"),
    "choices.select": (OptionList, "select"),
    "table.select": (DataTable, "select_cursor"),
    "field.submit": (Input, "submit"),
}


def declared() -> list[tuple[str, Binding]]:
    """Every binding a class of the app declares, with where."""
    for module in pkgutil.walk_packages(claim2.tui.__path__, "claim2.tui."):
        importlib.import_module(module.name)
    found: list[tuple[str, Binding]] = []
    stack: list[type[DOMNode]] = [DOMNode]
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        if cls.__module__.startswith("claim2.tui") and "BINDINGS" in vars(cls):
            for binding in cls.BINDINGS:
                assert isinstance(binding, Binding), f"{cls.__qualname__}: {binding!r}"
                found.append((f"{cls.__module__}.{cls.__qualname__}", binding))
    return found


def test_every_binding_of_the_app_has_an_id_and_the_keymaps_keys() -> None:
    bindings = declared()
    assert len(bindings) > 90
    for where, binding in bindings:
        assert binding.id is not None, f"{where}: {binding.action} has no id"
        assert binding.key == KEYMAP.get(binding.id), where


def test_every_key_of_the_keymap_is_bound() -> None:
    ids = {binding.id for _where, binding in declared()}
    assert set(KEYMAP) - ids == set(TEXTUALS)
    for binding_id, (widget, action) in TEXTUALS.items():
        keys = {b.key for b in widget.BINDINGS if isinstance(b, Binding) and b.action == action}
        assert keys == {KEYMAP[binding_id]}, binding_id


def test_a_binding_is_rebound_by_its_id_with_textuals_keymap() -> None:
    bindings = BindingsMap(GameScreen.BINDINGS)
    bindings.apply_keymap({"game.take_back": "t"})
    assert [binding.action for binding in bindings.key_to_bindings["t"]] == ["take_back"]
    assert "u" not in bindings.key_to_bindings


def test_the_footer_names_a_key_as_before() -> None:
    assert [shown(i) for i in ("game.reveal", "app.rules", "app.keys", "log.close")] == [
        "⏎",
        "F1",
        "?",
        "Esc",
    ]
    assert shown("hand.left", "hand.right", "hand.up", "hand.down") == "←→↑↓"


def readme_keys() -> dict[str, str]:
    """The README's table of keys: what a row says -> the keys it names."""
    text = README.read_text(encoding="utf-8").split("### Keys", 1)[1].split("\n### ", 1)[0]
    rows = re.findall(r"^\| (.+?) \| (.+?) \|$", text, re.MULTILINE)
    return {words: keys for keys, words in rows[2:]}


def named(binding_id: str) -> str:
    """A key as the README names it: a letter, digit or sign as code, a named key as is."""
    name = key_names(binding_id)[0]
    return f"`{name}`" if len(name) == 1 and name not in "←→↑↓" else name


#: Each row of the README's keys (by the start of what it says) and the keys it names.
ROWS = {
    "plays the card under the cursor": (
        f"{shown('hand.left', 'hand.right', 'hand.up', 'hand.down')}, then {named('hand.play')}"
    ),
    "what Enter does on the card of that value": f"{named('hand.value_0')}–{named('hand.value_9')}",
    "shows your cards on a hand-off": named("game.reveal"),
    "a Seer winner takes the prize": f"{named('game.prize')}, {named('game.top')}",
    "takes back the leader's card": named("game.take_back"),
    "a hint": f"{named('game.hint')}, {named('game.aids')}",
    "the game's log": f"{named('game.log')}, {named('game.discards')}",
    "on the end screen": f"{named('game.again')}, {named('game.start_screen')}",
    "the rules;": f"{named('app.rules')}, {named('app.keys')}, {named('game.quit')}",
    "quit at once from any screen": ", ".join(key_names("app.quit")),
    "on the start screen: the lessons": (
        f"{named('app.lessons')}, {named('app.language')}, {named('app.history')}"
    ),
    "on the start screen: two players": (
        f"{named('start.two_players')}, {named('start.computer')}, {named('start.name_typed')}"
    ),
}


@pytest.mark.parametrize("row", ROWS)
def test_the_readme_names_the_keys_of_the_keymap(row: str) -> None:
    rows = readme_keys()
    matching = [words for words in rows if words.startswith(row)]
    assert len(matching) == 1, row
    assert rows[matching[0]] == ROWS[row]
    if row == "on the start screen: two players":
        assert f"({key_names('start.start')[0]} too)" in matching[0]
    assert key_list("game.proceed") == key_list("game.reveal")  # one Enter row for both
