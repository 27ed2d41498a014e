"""A Seer choice (R8), as the Seer's winner sees it, and the computer's or the other
person's turn as their one opponent sees it (R17)."""

from __future__ import annotations

from dataclasses import dataclass

from claim2.engine import Action, Card, PlayerView, SeerChoice
from claim2.engine.events import PrizeTaken, TrickWon
from claim2.present.narrator import trick_cards
from claim2.present.phrase import Phrase, said
from claim2.present.scenes.turn import Names, lead_status, public_teller
from claim2.text.i18n import _


def seer_lines(seen: PlayerView, names: Names) -> list[Phrase]:
    """What the Seer's winner is told: the trick, the prize and the top card it peeks at."""
    lines = []
    if seen.last_trick is not None:
        lines.append(trick_cards(seen.last_trick, public_teller(names)))
    lines += [
        said(_("You won with a Seer: you may look at the top card of the draw pile.")),
        said(_("The prize (face up): {card}"), card=seen.prize),
        said(_("The top card (only you see it): {card}"), card=seen.seer_peek),
    ]
    return lines


def seer_choices(seen: PlayerView, names: Names) -> tuple[Phrase, Phrase]:
    """The two choices, in the order of ``SeerChoice.PRIZE`` and ``SeerChoice.TOP``
    (without their numbers: a front-end numbers them)."""
    other = names[seen.opponent]
    return (
        said(
            _("Take the prize {prize}: {name} gets the hidden top card."),
            prize=seen.prize,
            name=other,
        ),
        said(
            _("Take the top card {top}: {name} gets the prize {prize}."),
            top=seen.seer_peek,
            prize=seen.prize,
            name=other,
        ),
    )


def waiting_status(seen: PlayerView, names: Names) -> Phrase:
    """What the table says of the trick while the other player moves."""
    name = names[seen.opponent]
    if seen.seer_pending == seen.opponent:
        return said(
            _("{name} won with a Seer and looks at the top card of the draw pile."), name=name
        )
    if seen.played and seen.leader == seen.seat:
        return said(_("You led {card}."), card=seen.played[0])
    return said(_("{name} leads this trick."), name=name)


def waiting_line(seen: PlayerView, names: Names, *, person: bool) -> Phrase:
    """While the other player chooses: a ``person`` at another screen, or the computer."""
    name = names[seen.opponent]
    if person:
        return said(_("Waiting for {name}…"), name=name)
    if seen.seer_pending == seen.opponent:
        return said(_("{name} chooses: the prize or the top card…"), name=name)
    return said(_("{name} is thinking…"), name=name)


def move_line(seen: PlayerView, names: Names, action: Action) -> Phrase:
    """What the other player did, as this seat may see it (R17); ``seen`` is the view
    after the move."""
    name = names[seen.opponent]
    # the prize of the trick the Seer won: taken by now, the view shows the next one's
    taken = next((event.card for event in seen.events if isinstance(event, PrizeTaken)), None)
    if isinstance(action, SeerChoice):
        return seer_move_line(name, action, taken)
    assert isinstance(action, Card)
    if seen.played == (action,):  # the view after the move: its card alone
        return said(_("{name} leads {card}."), name=name, card=action)
    return said(_("{name} plays {card}."), name=name, card=action)


@dataclass(frozen=True, slots=True)
class OtherTurn:
    """The other player's turn as this seat sees it: ``status``, the line under the trick;
    ``finished``, the trick their move ended, kept whole on the table (and not said again
    as the last trick) while their move is shown; ``line``, the line under the hand."""

    status: Phrase
    finished: TrickWon | None
    line: Phrase


def other_turn(seen: PlayerView, names: Names, move: Action | None, *, person: bool) -> OtherTurn:
    """While the other player (a ``person`` at another screen, or the computer) chooses
    (``move`` None), or once their ``move`` is made and shown: the table says the same as
    the line under the hand. A move that ended the trick leaves both its cards on the
    table, also while a Seer's winner is still to choose (the trick's slots stood empty
    while the line said the card just played, issue 49)."""
    if move is None:
        waiting = waiting_line(seen, names, person=person)
        return OtherTurn(waiting_status(seen, names), None, waiting)
    said_move = move_line(seen, names, move)
    if not seen.played and seen.last_trick is not None:
        return OtherTurn(said_move, seen.last_trick, said_move)
    return OtherTurn(lead_status(seen, names), None, said_move)


def choice_heading() -> Phrase:
    """Over the Seer winner's two choices."""
    return said(_("Your choice"))


def seer_move_line(name: str, choice: SeerChoice, prize: Card | None) -> Phrase:
    """The other player, ``name``, made a Seer choice: who got the prize (``prize``)."""
    if choice is SeerChoice.PRIZE:
        return said(
            _("{name} takes the prize {prize}; you get the top card of the draw pile."),
            name=name,
            prize=prize,
        )
    return said(
        _("{name} takes the top card of the draw pile; you get the prize {prize}."),
        name=name,
        prize=prize,
    )
