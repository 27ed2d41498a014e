"""Every sentence below the app that names a key takes it from the keymap (issue 54, change
4: keys as data): rebinding a key in ``claim2.present.keymap`` is the one change, and the
sentences say the new key, in English and Dutch alike. The keys as they are bound today are
named as before."""

from __future__ import annotations

import pytest

from claim2.engine import Card, Faction, SeerChoice
from claim2.present import keymap
from claim2.present.phrase import plain
from claim2.present.scenes.keys import (
    card_prompt,
    confirm_card,
    seer_nothing_chosen,
    seer_prompt,
    several_of_value,
)
from claim2.sitting import switches
from claim2.sitting.guest.words import leave_line
from claim2.sitting.remote.host_words import where_to_join
from claim2.sitting.scene import TakeBackOffer
from claim2.sitting.table_words import take_back_line
from claim2.text.i18n import speaking

GNOME_3 = Card(Faction.GNOMES, 3)
GIANT_3 = Card(Faction.GIANTS, 3)
NAMES = ("Ann", "Bob")


def sentences() -> list[str]:
    """The sentences that name a key, as a player reads them."""
    return [
        plain(take_back_line(TakeBackOffer(0, None), NAMES)),
        plain(card_prompt(GNOME_3, value_key=True)),
        plain(several_of_value(GNOME_3, GIANT_3, 2)),
        plain(confirm_card(GNOME_3)),
        plain(seer_prompt(None, confirm=False)),
        plain(seer_prompt(None, confirm=True)),
        plain(seer_prompt(SeerChoice.PRIZE, confirm=True)),
        plain(seer_nothing_chosen(confirm=False)),
        plain(seer_nothing_chosen(confirm=True)),
        leave_line(),
        where_to_join("428-193-075", ["192.168.1.20:7342"], "http://x")[3],
        switches.confirm_cards_note(True, remembered=True).text,
        switches.confirm_cards_command(False)[1],
        switches.auto_continue_note(False, remembered=True).text,
    ]


def test_the_keys_bound_today_are_named_as_before() -> None:
    assert sentences() == [
        "Ann: changed your mind? Press u to take your card back.",
        "Gnome 3: press Enter (or 3) to play it.",
        "2 cards of value 3: press 3 again for Giant 3, or Enter for Gnome 3.",
        "Play Gnome 3? Press Enter again to play it, Esc to choose again.",
        "Press 1 or 2 (or choose with ↑↓ and press Enter).",
        "Choose with ↑↓ (or 1, 2) and press Enter.",
        "Take the prize? Press Enter again to confirm, Esc to choose again.",
        "Nothing is chosen yet: press 1 for the prize or 2 for the top card.",
        "Nothing is chosen yet: choose with ↑↓ (or 1, 2), then press Enter.",
        "Press q or Esc to leave.",
        "Or opens this link in a browser (F4: as a QR code):",
        "Every card now takes a second Enter to play.",
        "Play every card with two presses of Enter, the first to raise it.",
        "A trick's result now waits for Enter.",
    ]


@pytest.fixture
def rebound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys rebound in the keymap, and only there."""
    for binding_id, keys in {
        "game.take_back": "t",
        "hand.play": "space",
        "hand.cancel": "backspace",
        "choices.select": "space",
        "choices.up": "k",
        "choices.down": "j",
        "game.prize": "a",
        "game.top": "b",
        "guest.leave": "ctrl+x,f10",
        "host.web_link": "f7",
        "game.proceed": "space",
    }.items():
        monkeypatch.setitem(keymap._KEYS, binding_id, keys)


@pytest.mark.usefixtures("rebound")
def test_a_key_rebound_in_the_keymap_is_named_so_by_every_sentence() -> None:
    assert sentences() == [
        "Ann: changed your mind? Press t to take your card back.",
        "Gnome 3: press Space (or 3) to play it.",
        "2 cards of value 3: press 3 again for Giant 3, or Space for Gnome 3.",
        "Play Gnome 3? Press Space again to play it, Backspace to choose again.",
        "Press a or b (or choose with kj and press Space).",
        "Choose with kj (or a, b) and press Space.",
        "Take the prize? Press Space again to confirm, Backspace to choose again.",
        "Nothing is chosen yet: press a for the prize or b for the top card.",
        "Nothing is chosen yet: choose with kj (or a, b), then press Space.",
        "Press Ctrl+X or F10 to leave.",
        "Or opens this link in a browser (F7: as a QR code):",
        "Every card now takes a second Space to play.",
        "Play every card with two presses of Space, the first to raise it.",
        "A trick's result now waits for Space.",
    ]


@pytest.mark.usefixtures("rebound")
def test_in_dutch_too() -> None:
    with speaking("nl"):
        said = sentences()
    assert said[0] == "Ann: toch een andere kaart? Druk op t om je kaart terug te nemen."
    assert said[4] == "Druk op a of b (of kies met kj en druk op Space)."
    assert said[9] == "Druk op Ctrl+X of F10 om weg te gaan."


def test_a_key_is_named_as_keyboards_label_it() -> None:
    assert [
        keymap.said_name(key) for key in ("enter", "escape", "f1", "ctrl+q", "question_mark")
    ] == [
        "Enter",
        "Esc",
        "F1",
        "Ctrl+Q",
        "?",
    ]
    assert keymap.said_name("shift+tab") == "Shift+Tab"
    assert keymap.key_names("log.close") == ("Esc", "l")
