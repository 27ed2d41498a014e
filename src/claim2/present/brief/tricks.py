"""A trick in brief: the turn ("Trick 4, prize Giant 7. The computer leads Troll 7."), a
Seer's peek, the trick's result in one or two sentences, the winner first ("The computer
wins the trick with Gnome 7 and takes Dragon 8."), phase two's start, and whose turn it is
at another screen. Who leads next is said only when it is not the winner (a Dragon)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from claim2.engine import Card, PlayerView, SeerChoice
from claim2.engine import events as ev
from claim2.engine.ruleset import LeadReason, next_seat
from claim2.present.brief.teller import Brief
from claim2.present.narrator import is_effect, is_last_trick
from claim2.present.phrase import Phrase, said
from claim2.text.i18n import _, ngettext


def turn_line(seen: PlayerView, brief: Brief) -> Phrase:
    """Where the game stands and who leads, said to ``seen.seat`` ("you")."""
    if seen.phase == 1 and seen.prize is not None:
        where = said(_("Trick {trick}, prize {card}."), trick=seen.trick, card=seen.prize)
    else:
        where = said(_("Trick {trick}."), trick=seen.trick)
    if seen.played:
        lead = brief.say(
            seen.opponent, _("You lead {card}."), _("{name} leads {card}."), card=seen.played[0]
        )
    else:
        lead = brief.say(seen.seat, _("You lead."), _("{name} leads."))
    return Phrase("{where} {lead}", {"where": where, "lead": lead})


def drew_line(cards: Sequence[Card]) -> Phrase:
    """Cards drawn face down into the player's follower pile since they were last told."""
    return said(_("You drew {cards} face down."), cards=tuple(cards))


def seer_lines(seen: PlayerView, brief: Brief) -> list[Phrase]:
    """The Seer's winner, ``seen.seat``: the card the other answered with, if not said yet,
    the trick won, and the top card only this player sees."""
    lines: list[Phrase] = []
    last = seen.last_trick
    if last is not None and last.leader == seen.seat:
        lines.append(
            brief.say(
                seen.opponent,
                _("You play {card}."),
                _("{name} plays {card}."),
                card=last.cards[1],
            )
        )
    lines.append(said(_("You win the trick; the top card is {card}."), card=seen.seer_peek))
    return lines


def seer_question(prize: Card, top: Card, keep: str, take: str) -> Phrase:
    """The Seer's choice (R8), and the words that answer it (``keep``, ``take``)."""
    return said(
        _("Keep the prize {prize}, or take the top card {top}? Type {keep} or {take}."),
        prize=prize,
        top=top,
        keep=keep,
        take=take,
    )


def result_lines(trick: ev.TrickWon, events: Iterable[ev.Event], brief: Brief) -> list[Phrase]:
    """A trick's result as ``brief.you`` hears it (everybody, on a shared screen): the
    second card when this screen has not heard it, who won and what they took, then what
    else the trick did, and who leads next when it is not the winner."""
    effects = [event for event in events if is_effect(event)]
    chose = next((event for event in effects if isinstance(event, ev.SeerChose)), None)
    lines: list[Phrase] = []
    if chose is not None:
        if chose.player != brief.you:  # the Seer's own scene said the trick to its winner
            lines += _won(trick, brief, None)
        lines += _seer_chose(chose, effects, brief)
    else:
        first = effects[0] if effects else None
        merged = first if _merges(first, trick.winner) else None
        lines += _won(trick, brief, merged)
        for event in effects:
            if event is merged:
                continue
            if isinstance(event, ev.TrollsSetAside) and not set(event.cards) & set(trick.cards):
                continue  # the Trolls aside are as they were: nothing new to say
            lines += _effect(event, brief)
    lead = _next_lead(trick, brief)
    if lead is not None:
        lines.append(lead)
    return lines


def _merges(event: ev.Event | None, winner: int) -> bool:
    """Whether ``event`` is said in the winner's sentence ("... and take Gnome 3")."""
    taken = ev.PrizeTaken | ev.CardsScored | ev.TrollTaken
    return isinstance(event, taken) and event.player == winner


def _won(trick: ev.TrickWon, brief: Brief, taken: ev.Event | None) -> list[Phrase]:
    """Who won: with the second card when this screen has not heard it, and what the winner
    took (``taken``: a prize, or cards scored)."""
    second_seat = next_seat(trick.leader)
    unheard = second_seat != brief.you
    winner, second = trick.winner, trick.cards[1]
    lines: list[Phrase] = []
    with_card = unheard and winner == second_seat
    if unheard and not with_card:
        lines.append(
            brief.say(second_seat, _("You play {card}."), _("{name} plays {card}."), card=second)
        )
    if isinstance(taken, ev.PrizeTaken | ev.TrollTaken):
        if with_card:
            lines.append(
                brief.say(
                    winner,
                    _("You win the trick with {card} and take {prize}."),
                    _("{name} wins the trick with {card} and takes {prize}."),
                    card=second,
                    prize=taken.card,
                )
            )
        else:
            lines.append(
                brief.say(
                    winner,
                    _("You win the trick and take {prize}."),
                    _("{name} wins the trick and takes {prize}."),
                    prize=taken.card,
                )
            )
    elif isinstance(taken, ev.CardsScored):
        if with_card:
            lines.append(
                brief.say(
                    winner,
                    _("You win the trick with {card} and score {cards}."),
                    _("{name} wins the trick with {card} and scores {cards}."),
                    card=second,
                    cards=taken.cards,
                )
            )
        else:
            lines.append(
                brief.say(
                    winner,
                    _("You win the trick and score {cards}."),
                    _("{name} wins the trick and scores {cards}."),
                    cards=taken.cards,
                )
            )
    elif with_card:
        lines.append(
            brief.say(
                winner,
                _("You win the trick with {card}."),
                _("{name} wins the trick with {card}."),
                card=second,
            )
        )
    else:
        lines.append(brief.say(winner, _("You win the trick."), _("{name} wins the trick.")))
    return lines


def _seer_chose(chose: ev.SeerChose, effects: list[ev.Event], brief: Brief) -> list[Phrase]:
    """The Seer's winner kept the prize or took the top card (R8), and what "you" drew."""
    prize = next((event.card for event in effects if isinstance(event, ev.PrizeTaken)), None)
    seer, other = chose.player, next_seat(chose.player)
    drawn = next(
        (
            event.card
            for event in effects
            if isinstance(event, ev.CardDrawn) and event.player == brief.you
        ),
        None,
    )
    if chose.choice is SeerChoice.PRIZE:
        lines = [
            brief.say(
                seer,
                _("You keep the prize {prize}."),
                _("{name} looks at the top card and keeps the prize {prize}."),
                prize=prize,
            )
        ]
        if drawn is not None:  # the top card, which the Seer's winner saw (R8)
            lines.append(
                said(_("You draw {card}; {name} saw it."), card=drawn, name=brief.inside(seer))
            )
        return lines
    if seer == brief.you:
        return [
            said(
                _("You take the top card; {name} gets the prize {prize}."),
                name=brief.inside(other),
                prize=prize,
            )
        ]
    if other == brief.you:
        return [
            said(
                _("{name} looks at the top card and takes it; you get the prize {prize}."),
                name=brief.name(seer),
                prize=prize,
            )
        ]
    return [
        said(
            _("{name} looks at the top card and takes it; {other} gets the prize {prize}."),
            name=brief.name(seer),
            other=brief.inside(other),
            prize=prize,
        )
    ]


def _effect(event: ev.Event, brief: Brief) -> list[Phrase]:
    """What else a trick did, a short sentence each (a card "you" drew with its card)."""
    if isinstance(event, ev.PrizeTaken):
        return [
            brief.say(
                event.player, _("You take {card}."), _("{name} takes {card}."), card=event.card
            )
        ]
    if isinstance(event, ev.CardDrawn):
        if event.card is None or event.player != brief.you:
            return []  # the loser's card from the draw pile: every trick of phase one (R7)
        return [said(_("You draw {card}."), card=event.card)]
    if isinstance(event, ev.CardsScored):
        return [
            brief.say(
                event.player,
                _("You score {cards}."),
                _("{name} scores {cards}."),
                cards=event.cards,
            )
        ]
    if isinstance(event, ev.GnomesPlaced):
        count = len(event.cards)
        return [
            brief.say(
                event.player,
                ngettext("{cards} goes in front of you.", "{cards} go in front of you.", count),
                ngettext(
                    "{cards} goes in front of {name}.", "{cards} go in front of {name}.", count
                ),
                start=False,
                cards=event.cards,
            )
        ]
    if isinstance(event, ev.GnomeSmashed):
        return [
            brief.say(
                event.victim,
                _("{giant} smashes {gnome} in front of you."),
                _("{giant} smashes {gnome} in front of {name}."),
                start=False,
                giant=event.giant,
                gnome=event.gnome,
            )
        ]
    if isinstance(event, ev.TrollTaken):
        return [
            brief.say(
                event.player, _("You take {card}."), _("{name} takes {card}."), card=event.card
            )
        ]
    if isinstance(event, ev.TrollsSetAside):
        if not event.cards:
            return []
        return [said(_("Set aside for later tricks: {cards}."), cards=event.cards)]
    if isinstance(event, ev.GnomesJoinedScore):
        return [
            brief.say(
                event.player,
                _("Your Gnomes in front join your score pile."),
                _("The Gnomes in front of {name} join their score pile."),
                start=False,
            )
        ]
    return []


def _next_lead(trick: ev.TrickWon, brief: Brief) -> Phrase | None:
    """Who leads next, when it is not the trick's winner (a Dragon, R5)."""
    if trick.next_leader == trick.winner or is_last_trick(trick):
        return None
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return brief.say(
            trick.next_leader,
            _("You lead next: a Dragon played second."),
            _("{name} leads next: a Dragon played second."),
        )
    return brief.say(
        trick.next_leader,
        _("You lead again: a Dragon was led."),
        _("{name} leads again: a Dragon was led."),
    )


def phase_two_line() -> Phrase:
    """Phase two begins (R10)."""
    return said(_("Phase 2 begins: each player's followers are now their hand."))


def waiting_line(seen: PlayerView, brief: Brief) -> Phrase:
    """At this screen while the other player chooses at theirs."""
    other = seen.opponent
    if seen.seer_pending == other:
        return brief.say(
            other, _("Your Seer choice."), _("{name} chooses: the prize or the top card.")
        )
    return brief.say(other, _("Your turn."), _("{name}'s turn."))
