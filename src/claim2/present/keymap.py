"""Every key of claim2, by what it does: the one place where a key is chosen.

``KEYMAP`` maps what a key does (a binding's id, e.g. ``"game.take_back"``) to its keys, in
Textual's spelling of keys (``"u"``, ``"enter"``, ``"escape,l"``, ``"f1"``,
``"question_mark"``, ``"ctrl+s"``) though nothing here imports Textual. The app's bindings
take their keys and ids from it (``claim2.tui.keys.bound``; with the ids, Textual's
``App.set_keymap`` can rebind them too), and every sentence that names a key takes the
key's name from here (``key_name``), so a key changed here is bound and named everywhere.
``tests/tui_units/test_keymap.py`` holds the bindings to it, and the README's table of keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

#: Named keys as keyboards label them (Textual spells them ``home``, ``escape``, ``f3``).
KEY_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "home": "Home",
        "end": "End",
        "escape": "Esc",
        "pageup": "PgUp",
        "pagedown": "PgDn",
        "tab": "Tab",
        "insert": "Ins",
        "delete": "Del",
        "backspace": "Backspace",
        "space": "Space",
    }
)

#: The names of keys a sentence names that keyboards label otherwise than Textual spells them.
_SAID: Mapping[str, str] = MappingProxyType(
    {
        **KEY_LABELS,
        "enter": "Enter",
        "question_mark": "?",
        "up": "↑",
        "down": "↓",
        "left": "←",
        "right": "→",
    }
)

_KEYS: dict[str, str] = {
    # every screen (the shell), and the screens that show the same key in their footer
    "app.quit": "ctrl+q,ctrl+c",  # Ctrl+C too: the quit people reach for (the game saved)
    "app.language": "f3",
    "app.rules": "f1",
    "app.lessons": "f2",
    "app.history": "f4",
    "app.keys": "question_mark",
    # the start screen (the host's shares its fields' keys and Start)
    "start.two_players": "f5",
    "start.computer": "f6",
    "start.start": "ctrl+s",
    "start.next_field": "tab",
    "start.previous_field": "shift+tab",
    "start.name_typed": "enter",
    "host.web_link": "f4",
    "host.quit": "escape",
    "host.quit_letter": "q",
    "web_link.close": "escape,enter,f4",
    "phones.back": "escape",
    "phones.back_letter": "p",
    # the game screen
    "game.reveal": "enter",
    "game.proceed": "enter",
    "game.again": "n",
    "game.next_game": "n",
    "game.start_screen": "s",
    "game.hint": "h",
    "game.hints_off": "h",
    "game.prize": "1",
    "game.top": "2",
    "game.aids": "m",
    "game.take_back": "u",
    "game.quit": "q",
    "game.review": "r",
    "game.log": "l",
    "game.discards": "d",
    "game.phones": "p",
    "game.scroll_down": "down",
    "game.scroll_up": "up",
    "game.page_down": "pagedown",
    "game.page_up": "pageup",
    # the hand (the cursor, playing, the value keys)
    "hand.left": "left",
    "hand.right": "right",
    "hand.up": "up",
    "hand.down": "down",
    "hand.first": "home",
    "hand.last": "end",
    "hand.play": "enter",
    "hand.cancel": "escape",
    **{f"hand.value_{value}": str(value) for value in range(10)},
    # a list of choices (a Seer choice): Textual's OptionList binds these keys itself
    "choices.up": "up",
    "choices.down": "down",
    "choices.select": "enter",
    # a table of rows (the games of the history): Textual's DataTable binds it itself
    "table.select": "enter",
    # a field typed in (a file to save in): Textual's Input binds it itself
    "field.submit": "enter",
    # a row of choices on the start screen
    "choice_row.next": "right,down",
    "choice_row.previous": "left,up",
    # over another screen
    "log.close": "escape,l",
    "discards.close": "escape,d",
    "keys.close": "escape,question_mark",
    "confirm.yes": "y",
    "confirm.yes_dutch": "j",
    "confirm.no": "n,escape",
    "rules.close": "escape",
    "rules.previous": "left",
    "rules.next": "right",
    "rules.contents": "t",
    "elsewhere.quit": "q",
    "unfinished.resume": "r",
    "unfinished.keep_aside": "k",
    "unfinished.cancel": "escape",
    "save_elsewhere.keep_playing": "escape",
    # past games
    "past.back": "escape",
    "history.next_page": "n",
    "history.previous_page": "p",
    "history.statistics": "s",
    "replay.back": "left",
    "replay.next": "right",
    "replay.first": "home",
    "replay.last": "end",
    "replay.review": "r",
    # the lessons
    "lessons.open": "enter",
    "lessons.first": "home",
    "lessons.last": "end",
    "lessons.skip": "s",
    "lessons.start_over": "r",
    "lessons.back": "escape,q",
    "lesson.proceed": "enter",
    "lesson.hint": "h",
    "lesson.show_me": "s",
    "lesson.cancel": "escape",
    "lesson.leave": "q",
    "lesson.choose": "down",
    "lesson.confirm": "enter",
    **{f"lesson.point_{number}": str(number) for number in range(1, 4)},
    "lesson.answer": "enter",
    # the network guest's app
    "guest.leave": "q,escape",
}

KEYMAP: Mapping[str, str] = MappingProxyType(_KEYS)
"""What a key does (a binding's id) -> its keys, comma-separated, in Textual's spelling."""


def keys(binding_id: str) -> str:
    """The keys of ``binding_id``, comma-separated as a binding takes them."""
    return KEYMAP[binding_id]


def key_list(binding_id: str) -> tuple[str, ...]:
    """The keys of ``binding_id``, one by one, as a key event names them."""
    return tuple(key.strip() for key in keys(binding_id).split(","))


def said_name(key: str) -> str:
    """One key (Textual's spelling) as a sentence names it: ``Enter``, ``Esc``, ``F1``,
    ``Ctrl+Q``, ``?``, ``↑``, ``u``."""
    *modifiers, name = key.split("+")
    function_key = len(name) in (2, 3) and name[0] == "f" and name[1:].isdigit()
    upper = function_key or (modifiers and len(name) == 1)  # F1; Ctrl+Q
    name = name.upper() if upper else _SAID.get(name, name)
    return "+".join([*(modifier.capitalize() for modifier in modifiers), name])


def key_names(binding_id: str) -> tuple[str, ...]:
    """Each key of ``binding_id`` as a sentence names it, in the keymap's order."""
    return tuple(said_name(key) for key in key_list(binding_id))


def key_name(binding_id: str) -> str:
    """The (first) key of ``binding_id`` as a sentence names it: "Press {key} to ..."."""
    return key_names(binding_id)[0]
