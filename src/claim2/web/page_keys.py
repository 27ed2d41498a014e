"""The page's keys: the terminal's, from the one keymap (``claim2.present.keymap``).

A page plays with the keys the terminal plays with (a card's value key, Esc to choose again,
the keys of a Seer choice, the key that plays the card chosen), so a key rebound in the
keymap is rebound on the page too. The page is sent the keys it listens for, as a browser
names them (``KeyboardEvent.key``: ``"5"``, ``"Escape"``, ``"Enter"``); it sends back the
key pressed, and ``meaning`` says what that key does, by the keymap's ids. Keys with a
modifier (Ctrl+Q) and keys the page has no name for are the terminal's alone.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from claim2.present.keymap import KEYMAP

#: What a key does on the page (the keymap's ids): a card's value, a Seer choice, the card
#: chosen played or forgotten.
VALUES: Mapping[int, str] = {value: f"hand.value_{value}" for value in range(10)}
PRIZE, TOP, PLAY, CANCEL = "game.prize", "game.top", "hand.play", "hand.cancel"
PAGE_IDS = (*VALUES.values(), PRIZE, TOP, PLAY, CANCEL)

#: Textual's names of keys -> a browser's (``KeyboardEvent.key``); a single character is
#: its own name in both.
_BROWSER: Mapping[str, str] = {
    "enter": "Enter",
    "escape": "Escape",
    "space": " ",
    "tab": "Tab",
    "backspace": "Backspace",
    "delete": "Delete",
    "insert": "Insert",
    "home": "Home",
    "end": "End",
    "pageup": "PageUp",
    "pagedown": "PageDown",
    "up": "ArrowUp",
    "down": "ArrowDown",
    "left": "ArrowLeft",
    "right": "ArrowRight",
    "question_mark": "?",
    "plus": "+",
    "minus": "-",
    "comma": ",",
    "full_stop": ".",
    "slash": "/",
}


def browser_key(key: str) -> str | None:
    """One key in Textual's spelling as a browser names it; None: not a page's key (a
    modifier with it, or a key the page has no name for)."""
    if "+" in key and key != "+":
        return None
    if len(key) == 1:
        return key
    if key[0] == "f" and key[1:].isdigit():
        return key.upper()
    return _BROWSER.get(key)


def _keys_of(binding_id: str) -> list[str]:
    names = (browser_key(key.strip()) for key in KEYMAP[binding_id].split(","))
    return [name for name in names if name is not None]


def page_keys() -> list[str]:
    """Every key the page listens for, as a browser names it (the keymap's, now)."""
    return sorted({key for binding_id in PAGE_IDS for key in _keys_of(binding_id)})


def page_keys_json() -> str:
    """``page_keys`` as the page reads them (a JSON list, in the shell page's data)."""
    return json.dumps(page_keys(), ensure_ascii=False)


def meaning(key: object) -> frozenset[str]:
    """What the key ``key`` from the page does: the keymap's ids it is bound to (none for
    anything else, whatever the page sent)."""
    if not isinstance(key, str) or len(key) > 20:
        return frozenset()
    return frozenset(binding_id for binding_id in PAGE_IDS if key in _keys_of(binding_id))


def value_of(ids: frozenset[str]) -> int | None:
    """The card value a key with these ids chooses, if any."""
    return next((value for value, binding_id in VALUES.items() if binding_id in ids), None)
