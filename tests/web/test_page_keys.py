"""The page's keys are the terminal's (``claim2.web.page_keys``, from the one keymap,
``claim2.present.keymap``): the shell page is sent the keys the page listens for, the
page's script names no key of the game itself, a key from the page means what the keymap
says, and a key rebound in the keymap is rebound on the page, in the keys it listens for,
in what they do and in the sentences that name them."""

from __future__ import annotations

import json
import re
from importlib.resources import files

import pytest

from claim2.game.steps import ScreenKind
from claim2.present import keymap
from claim2.present.keymap import key_list
from claim2.text.wording import card_words
from claim2.web import page_keys
from claim2.web.pages import shell_page
from web.seats import seat_host, until

SCRIPT = (files("claim2.web") / "static" / "page.js").read_text(encoding="utf-8")


def served_keys() -> set[str]:
    """The keys the shell page tells its script to listen for."""
    page = shell_page(language="en", socket_path="/ws/x")
    found = re.search(r'data-keys="([^"]*)"', page)
    assert found is not None, page
    return set(json.loads(found[1].replace("&quot;", '"')))


def test_the_page_listens_for_the_keymaps_keys() -> None:
    expected = {str(value) for value in range(10)} | {"Escape", "Enter"}
    assert served_keys() == expected
    for binding_id in page_keys.PAGE_IDS:  # each as a browser names it
        for key in key_list(binding_id):
            assert page_keys.browser_key(key) in expected, (binding_id, key)
    assert page_keys.meaning("5") == {"hand.value_5"}
    assert page_keys.meaning("1") == {"hand.value_1", "game.prize"}
    assert page_keys.meaning("Escape") == {"hand.cancel"}
    assert page_keys.meaning("Enter") == {"hand.play"}
    for nothing in ("x", "ctrl+q", "", None, 5, "Escape" * 10):
        assert page_keys.meaning(nothing) == frozenset()


def test_the_pages_script_names_no_key_of_the_game() -> None:
    """Only the keys a focused button or fold acts on itself (Enter, Space) are named in
    it, to leave them to the button."""
    assert not re.search(r'"[0-9]"|Escape|Arrow|key\.length', SCRIPT)
    assert "dataset.keys" in SCRIPT


def test_keys_with_a_modifier_or_no_browser_name_stay_the_terminals() -> None:
    assert page_keys.browser_key("ctrl+q") is None
    assert page_keys.browser_key("shift+tab") is None
    assert page_keys.browser_key("question_mark") == "?"
    assert page_keys.browser_key("f4") == "F4"
    assert page_keys.browser_key("up") == "ArrowUp"
    assert page_keys.browser_key("no_such_key") is None


async def test_a_key_rebound_in_the_keymap_is_rebound_on_the_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with seat_host(seed=2) as host:
        table = await host.seated(first_leader=1)  # the guest leads: every card may be played
        assert host.kind is ScreenKind.TURN
        hand = table.scene_for(1).seen.hand  # type: ignore[union-attr]
        value = next(v for v in range(3, 10) if len({c for c in hand if c.value == v}) > 1)
        first, second = sorted({card for card in hand if card.value == value})[:2]
        monkeypatch.setitem(keymap._KEYS, f"hand.value_{value}", "v")
        monkeypatch.setitem(keymap._KEYS, "hand.play", "p")
        monkeypatch.setitem(keymap._KEYS, "hand.cancel", "z")
        keys = served_keys()
        assert {"v", "p", "z"} <= keys and not {str(value), "Enter", "Escape"} & keys
        host.press("key", key=str(value))  # its old key: nothing
        assert host.page.chosen is None
        frame = host.press("key", key="v")
        assert host.page.chosen == first.code
        assert f"press v again for {card_words(second)}" in frame.say
        assert f"or p for {card_words(first)}" in frame.say
        host.press("key", key="Escape")  # the old cancel key: still chosen
        assert host.page.chosen == first.code
        host.press("key", key="z")
        assert host.page.chosen is None
        host.press("key", key="v")
        assert table.session.moves == 0
        host.press("key", key="p")  # the play key plays the card chosen
        await until(lambda: table.session.moves == 1)
        assert table.session.states[-1].played == (first,)
