"""The rules of play: the legal actions and ``step`` (R3-R14).

``step`` is pure: it returns a new state and never changes the old one.
"""

from __future__ import annotations

from typing import NamedTuple, TypeVar

from claim2.engine.actions import Action, IllegalAction, IllegalReason
from claim2.engine.cards import DECK_COUNTS, Card
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    CardsScored,
    Event,
    GameEnded,
    GnomesJoinedScore,
    GnomeSmashed,
    GnomesPlaced,
    LeadReason,
    PhaseTwoBegan,
    PrizeRevealed,
    PrizeTaken,
    SeerChoice,
    SeerChose,
    SeerPeeked,
    TrickWon,
    TrollsSetAside,
    TrollTaken,
)
from claim2.engine.ruleset import (
    DESTINATION,
    NEXT_SEAT,
    PEEKS,
    SMASHES,
    TRICKS_PER_PHASE,
    Destination,
    lead_passes,
    seats,
    trick_outcome,
    trolls_taken,
)
from claim2.engine.state import (
    GameState,
    PendingSeer,
    PerPlayer,
    Pile,
    SeerPeek,
)

# Events are named tuples; on the hot paths below the ones made once for the deck are
# built with tuple.__new__, which skips the Python-level __new__ of a named tuple. A new
# state is the old one with its changed fields named (``_replace``, type-checked).
_new = tuple.__new__
_SeatCard = TypeVar("_SeatCard", CardPlayed, PrizeTaken, CardDrawn, TrollTaken)

_SCORE = Destination.SCORE
_FRONT_OF_WINNER = Destination.FRONT
_SEER_CHOICES = (SeerChoice.PRIZE, SeerChoice.TOP)
_TAKE_PRIZE = SeerChoice.PRIZE


class _Trick(NamedTuple):
    """The ruleset's verdict on one pair of cards (R4, R5, R8)."""

    second_wins: bool
    second_leads: bool  # the second player leads the next trick
    reason: LeadReason
    peek: bool  # the winning card lets its player peek (in phase one)


def _trick_entry(lead: Card, second: Card) -> _Trick:
    second_wins, reason = trick_outcome(lead.faction, lead.value, second.faction, second.value)
    second_leads = lead_passes(lead.faction, lead.value, second.faction, second.value)
    return _Trick(
        second_wins, second_leads, reason, PEEKS[(second if second_wins else lead).faction]
    )


# The ruleset's trick rule for every pair of cards, worked out once: ``step`` looks it up.
_TRICKS: dict[Card, dict[Card, _Trick]] = {
    lead: {second: _trick_entry(lead, second) for second in DECK_COUNTS} for lead in DECK_COUNTS
}
# Where each card won in phase two goes (R10-R13), and the card of the loser's in front
# that it smashes (R12), by card: the ruleset's powers worked out once for the deck.
_DESTINATION: dict[Card, Destination] = {card: DESTINATION[card.faction] for card in DECK_COUNTS}
_SMASHES: dict[Card, Card] = {
    giant: gnome
    for giant in DECK_COUNTS
    if (target := SMASHES[giant.faction]) is not None
    for gnome in DECK_COUNTS
    if gnome.faction == target and gnome.value == giant.value
}


def _per_seat_and_card(kind: type[_SeatCard]) -> tuple[dict[Card, _SeatCard], ...]:
    return tuple({card: _new(kind, (seat, card)) for card in DECK_COUNTS} for seat in seats())


# Events are immutable and compare by value, so the ones that hold only a seat (or a trick
# number) and a card are made once for the whole deck: ``step`` looks them up.
_CARD_PLAYED = _per_seat_and_card(CardPlayed)
_PRIZE_TAKEN = _per_seat_and_card(PrizeTaken)
_CARD_DRAWN = _per_seat_and_card(CardDrawn)
_TROLL_TAKEN = _per_seat_and_card(TrollTaken)
_PRIZE_REVEALED = tuple(
    {card: _new(PrizeRevealed, (trick, card)) for card in DECK_COUNTS}
    for trick in range(TRICKS_PER_PHASE + 1)
)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """What the player to move may do: distinct playable cards (R3) or the Seer choices (R8).

    Cards come in deck order; interchangeable copies of a card are one action.
    """
    if state.finished:
        return ()
    if state.seer is not None:
        return _SEER_CHOICES
    played = state.played
    # Hands are sorted and hold canonical cards, so copies of a card are the
    # same object side by side: comparing identities finds the distinct ones.
    distinct: list[Card] = []
    previous = None
    if played:  # R3: follow the led faction if you can
        led = played[0].faction
        hand = state.hands[NEXT_SEAT[state.leader]]
        for card in hand:
            if card.faction is led and card is not previous:
                distinct.append(card)
                previous = card
        if distinct:
            return tuple(distinct)
    else:
        hand = state.hands[state.leader]
    for card in hand:
        if card is not previous:
            distinct.append(card)
            previous = card
    return tuple(distinct)


def step(state: GameState, action: Action) -> GameState:
    """The state after the player to move takes ``action``; raises IllegalAction."""
    if state.finished:
        raise IllegalAction("the game is over", IllegalReason.GAME_OVER)
    seer = state.seer
    if seer is not None:
        if not isinstance(action, SeerChoice):
            raise IllegalAction(
                "a Seer won the trick: choose seer:prize or seer:top first",
                IllegalReason.SEER_CHOICE_PENDING,
                seer.winner,
            )
        chose = (SeerChose(seer.winner, action),)
        return _hand_out_followers(
            state, state.hands, state.discards, seer.trick, action, chose, seer=True
        )
    played = state.played
    player = NEXT_SEAT[state.leader] if played else state.leader
    if action.__class__ is not Card:
        if isinstance(action, SeerChoice):
            raise IllegalAction(
                "there is no Seer choice to make now", IllegalReason.NO_SEER_CHOICE, player
            )
        raise IllegalAction(f"{action!r} is not an action", IllegalReason.NOT_AN_ACTION, player)
    hand = state.hands[player]
    try:
        index = hand.index(action)
    except ValueError:
        raise IllegalAction(
            f"player {player} does not hold {action}",
            IllegalReason.NOT_IN_HAND,
            player,
            None,
            (action,),
        ) from None
    if played:
        led = played[0].faction
        if action.faction is not led:
            must = tuple(card for card in hand if card.faction is led)
            if must:
                raise IllegalAction(
                    f"must follow {led.name.title()}: you hold {', '.join(map(str, must))}",
                    IllegalReason.MUST_FOLLOW,
                    player,
                    led,
                    must,
                )
    card = hand[index]  # the canonical object
    new_hand = hand[:index] + hand[index + 1 :]
    hands = (new_hand, state.hands[1]) if player == 0 else (state.hands[0], new_hand)
    played_event = _CARD_PLAYED[player][card]
    if played:
        return _finish_trick(state, hands, played[0], card, played_event)
    return state._replace(hands=hands, played=(card,), events=(played_event,))


def _finish_trick(
    state: GameState, hands: PerPlayer, lead: Card, second: Card, played_event: Event
) -> GameState:
    leader = state.leader
    other = NEXT_SEAT[leader]
    second_wins, second_leads, reason, peek = _TRICKS[lead][second]
    winner = other if second_wins else leader
    trick = _new(
        TrickWon,
        (
            state.phase,
            state.trick,
            leader,
            (lead, second),
            winner,
            other if second_leads else leader,
            reason,
        ),
    )
    if state.phase == 2:
        return _collect_phase_two(state, hands, trick, (played_event, trick))
    discards = (*state.discards, lead, second)
    if not peek:
        return _hand_out_followers(
            state, hands, discards, trick, _TAKE_PRIZE, (played_event, trick)
        )
    # R8: the winner peeks, then chooses; the next trick waits for the choice.
    peeked = SeerPeeked(winner, state.draw_pile[0])
    return _trick_done(state, hands, trick, (played_event, trick, peeked))._replace(
        trick=state.trick, leader=leader, discards=discards, seer=PendingSeer(winner, trick)
    )


def _trick_done(
    state: GameState, hands: PerPlayer, trick: TrickWon, events: tuple[Event, ...]
) -> GameState:
    """The state after ``trick``, to be finished by the caller: the hands, nothing played,
    the next trick led by its leader, no Seer choice waiting, and the events."""
    return state._replace(
        trick=state.trick + 1,
        leader=trick.next_leader,
        hands=hands,
        played=(),
        seer=None,
        events=events,
        last_trick=trick,
    )


def _add(piles: PerPlayer, seat: int, cards: Pile) -> PerPlayer:
    """The pair of piles with ``cards`` added to ``seat``'s pile."""
    return (piles[0] + cards, piles[1]) if seat == 0 else (piles[0], piles[1] + cards)


def _hand_out_followers(
    state: GameState,
    hands: PerPlayer,
    discards: Pile,
    trick: TrickWon,
    choice: SeerChoice,
    events: tuple[Event, ...],
    *,
    seer: bool = False,
) -> GameState:
    """R7, R8: the winner takes the prize (or the top card), the loser the other one;
    ``seer``: the winner chose after peeking at the top card (kept in ``peeks``)."""
    winner = trick.winner
    loser = NEXT_SEAT[winner]
    prize = state.prize
    assert prize is not None
    pile = state.draw_pile
    top = pile[0]
    if choice is _TAKE_PRIZE:
        prizes = _add(state.prizes, winner, (prize,))
        draws = _add(state.draws, loser, (top,))
        events += (_PRIZE_TAKEN[winner][prize], _CARD_DRAWN[loser][top])
    else:
        draws = _add(state.draws, winner, (top,))
        prizes = _add(state.prizes, loser, (prize,))
        events += (_CARD_DRAWN[winner][top], _PRIZE_TAKEN[loser][prize])
    peeks = (*state.peeks, SeerPeek(winner, trick.trick, top, choice)) if seer else state.peeks
    if state.trick < TRICKS_PER_PHASE:  # R6: the next prize is turned face up
        revealed = _PRIZE_REVEALED[state.trick + 1][pile[1]]
        return _trick_done(state, hands, trick, (*events, revealed))._replace(
            draw_pile=pile[2:],
            prize=pile[1],
            prizes=prizes,
            draws=draws,
            discards=discards,
            peeks=peeks,
        )
    # R9, R10: the follower piles become the hands; leadership carries over (R5).
    hands = (tuple(sorted(prizes[0] + draws[0])), tuple(sorted(prizes[1] + draws[1])))
    began = PhaseTwoBegan(trick.next_leader)
    return _trick_done(state, hands, trick, (*events, began))._replace(
        phase=2,
        trick=1,
        draw_pile=pile[1:],
        prize=None,
        prizes=prizes,
        draws=draws,
        discards=discards,
        peeks=peeks,
    )


def _collect_phase_two(
    state: GameState, hands: PerPlayer, trick: TrickWon, events: tuple[Event, ...]
) -> GameState:
    """R10-R13: the winner takes both cards, with the Gnome, Giant and Troll powers."""
    winner = trick.winner
    loser = NEXT_SEAT[winner]
    score_piles = state.score_piles
    front = state.gnomes_in_front
    smashed = state.smashed
    pool = state.trolls_aside
    scored: Pile = ()
    gnomes: Pile = ()
    for card in trick.cards:
        where = _DESTINATION[card]
        if where is _SCORE:
            scored += (card,)
        elif where is _FRONT_OF_WINNER:
            gnomes += (card,)
        else:
            pool += (card,)
    if scored:
        score_piles = _add(score_piles, winner, scored)
        events += (_new(CardsScored, (winner, scored)),)
    if gnomes:  # R11
        front = _add(front, winner, gnomes)
        events += (_new(GnomesPlaced, (winner, gnomes)),)
    for giant in scored:  # R12: a Giant won smashes one same-value Gnome of the loser
        gnome = _SMASHES.get(giant)
        if gnome is not None and gnome in front[loser]:
            victims = front[loser]
            index = victims.index(gnome)
            victims = victims[:index] + victims[index + 1 :]
            front = (victims, front[1]) if loser == 0 else (front[0], victims)
            smashed += (gnome,)
            events += (GnomeSmashed(winner, loser, giant, gnome),)
    last = state.trick == TRICKS_PER_PHASE
    if pool:  # R13: the winner takes the highest troll; after the last trick, all of them
        highest_first = sorted(pool, reverse=True)
        count = trolls_taken(len(pool), last)
        taken = tuple(highest_first[:count])
        pool = tuple(highest_first[: count - 1 : -1])  # the rest, lowest first
        score_piles = _add(score_piles, winner, taken)
        events += tuple([_TROLL_TAKEN[winner][troll] for troll in taken])
        if pool or state.trolls_aside:
            events += (TrollsSetAside(pool),)
    if last:
        score_piles, front, events = _gnomes_join_score(score_piles, front, events)
    after = _trick_done(state, hands, trick, events)._replace(
        score_piles=score_piles, gnomes_in_front=front, trolls_aside=pool, smashed=smashed
    )
    if last:  # the game is over: the last trick stays the last
        return after._replace(trick=state.trick, finished=True)
    return after


def _gnomes_join_score(
    score_piles: PerPlayer, front: PerPlayer, events: tuple[Event, ...]
) -> tuple[PerPlayer, PerPlayer, tuple[Event, ...]]:
    """R11: after the last trick, the gnomes still in front join their score piles (none
    are left in front); then the game ends."""
    for seat in seats():
        if front[seat]:
            score_piles = _add(score_piles, seat, front[seat])
            events += (GnomesJoinedScore(seat, front[seat]),)
    return score_piles, ((), ()), (*events, GameEnded())
