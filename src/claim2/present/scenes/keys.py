"""What the table says about the keys themselves: a key that came too soon (the key gate's
quiet spell, ``claim2.sitting.gate``), what a card's value key does, and how a Seer choice
is made (in a game and in a lesson alike)."""

from __future__ import annotations

import math

from claim2.engine import Card, SeerChoice
from claim2.present.keymap import key_name
from claim2.present.phrase import Phrase, said
from claim2.text.i18n import _, pgettext


def seconds(wait: float) -> str:
    """``wait`` seconds in tenths, rounded up (never "0.0" while something is still to
    wait for), with the language's decimal sign."""
    tenths = max(1, math.ceil(round(wait * 10, 6)))
    whole, tenth = divmod(tenths, 10)
    # Translators: the decimal sign in a number of seconds ("0.6 s").
    sign = pgettext("decimal sign", ".")
    return f"{whole}{sign}{tenth}"


def too_soon(wait: float) -> Phrase:
    """On the screen's main button (or the line under the hand), at once when the key gate
    drops a key: the key was seen, and in how long the screen takes one."""
    return said(_("Too soon: press again in {seconds} s"), seconds=seconds(wait))


def card_prompt(card: Card, *, value_key: bool) -> Phrase:
    """Under the hand, for a playable card under the cursor: what plays it (its value key
    too, when it is the one playable card of that value)."""
    if value_key:
        return said(
            _("{card}: press {play} (or {key}) to play it."),
            card=card,
            play=key_name("hand.play"),
            key=value_key_name(card.value),
        )
    return said(_("{card}: press {play} to play it."), card=card, play=key_name("hand.play"))


def value_key_name(value: int) -> str:
    """The key that chooses a card of ``value``, as a sentence names it (the keymap's)."""
    return key_name(f"hand.value_{value}")


def several_of_value(card: Card, following: Card, count: int) -> Phrase:
    """A value key went to ``card``, one of ``count`` different playable cards of that value:
    which one the same key goes to next, and that Enter plays this one."""
    return said(
        _(
            "{count} cards of value {value}: press {key} again for {following}, "
            "or {play} for {card}."
        ),
        count=count,
        play=key_name("hand.play"),
        key=value_key_name(card.value),
        value=card.value,
        following=following,
        card=card,
    )


def no_card_of_value(value: int) -> Phrase:
    """A value key for a value the hand does not hold."""
    return said(_("You hold no card of value {value}."), value=value)


def confirm_card(card: Card) -> Phrase:
    """Under the hand, once a card is chosen and a second Enter is asked for."""
    return said(
        _("Play {card}? Press {play} again to play it, {cancel} to choose again."),
        card=card,
        play=key_name("hand.play"),
        cancel=key_name("hand.cancel"),
    )


def cannot_play_now(card: Card) -> Phrase:
    """Under the hand, for a card under the cursor that may not be played now."""
    return said(_("{card} cannot be played now."), card=card)


def seer_prompt(armed: SeerChoice | None, *, confirm: bool) -> Phrase:
    """Under a Seer choice: the choice waiting for its second Enter (``armed``), or how to
    choose (``confirm``: every choice asks for a second Enter)."""
    keys = _seer_keys()
    if armed is SeerChoice.PRIZE:
        return said(
            _("Take the prize? Press {select} again to confirm, {cancel} to choose again."), **keys
        )
    if armed is SeerChoice.TOP:
        return said(
            _("Take the top card? Press {select} again to confirm, {cancel} to choose again."),
            **keys,
        )
    if confirm:
        return said(_("Choose with {up}{down} (or {prize}, {top}) and press {select}."), **keys)
    return said(_("Press {prize} or {top} (or choose with {up}{down} and press {select})."), **keys)


def _seer_keys() -> dict[str, str]:
    """The keys a Seer choice's sentences name."""
    return {
        "select": key_name("choices.select"),
        "cancel": key_name("hand.cancel"),
        "up": key_name("choices.up"),
        "down": key_name("choices.down"),
        "prize": key_name("game.prize"),
        "top": key_name("game.top"),
    }


def seer_answers(chosen: SeerChoice, armed: SeerChoice | None, *, confirm: bool) -> bool:
    """Whether choosing ``chosen`` (its number, or Enter on it) makes a Seer choice now: at
    once, unless every choice asks for a second Enter (``confirm``) and ``chosen`` is not
    the one raised already (``armed``). A game and a lesson alike (a lesson took three keys
    where a game took one)."""
    return not confirm or armed is chosen


def seer_nothing_chosen(*, confirm: bool) -> Phrase:
    """Enter on a Seer choice with neither choice pointed at (none is, until the player
    points or presses 1 or 2: a bare Enter in the rhythm of the hand-offs chooses nothing)."""
    keys = _seer_keys()
    if confirm:
        return said(
            _(
                "Nothing is chosen yet: choose with {up}{down} (or {prize}, {top}), "
                "then press {select}."
            ),
            **keys,
        )
    return said(
        _("Nothing is chosen yet: press {prize} for the prize or {top} for the top card."), **keys
    )
