"""The rules of play: the legal actions and ``step`` (R3-R14).

``step`` is pure: it returns a new state and never changes the old one.
"""

from __future__ import annotations

from claim2.engine.actions import Action, IllegalAction, IllegalReason
from claim2.engine.cards import DECK_COUNTS, Card, Faction
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

# States and events are named tuples. On the hot paths below they are built
# with tuple.__new__, which skips the Python-level __new__ of a named tuple and
# makes random play about a third faster; the field order is the class's.
_new = tuple.__new__

_FACTIONS = tuple(Faction)
_SCORE = Destination.SCORE
_FRONT = Destination.FRONT
_SEER_CHOICES = (SeerChoice.PRIZE, SeerChoice.TOP)
_PRIZE = SeerChoice.PRIZE
_WON_TRICK = LeadReason.WON_TRICK
_LEADER_DRAGON = LeadReason.LEADER_PLAYED_DRAGON


def _trick_entry(lead: Card, second: Card) -> tuple[bool, LeadReason, bool]:
    """R4, R5, R8 for one pair of cards: whether the second wins, why who leads next
    leads, and whether the winning card lets its player peek (in phase one)."""
    second_wins, reason = trick_outcome(lead.faction, lead.value, second.faction, second.value)
    return second_wins, reason, PEEKS[(second if second_wins else lead).faction]


# The ruleset's trick rule for every pair of cards, worked out once: ``step`` looks it up.
_TRICKS: dict[Card, dict[Card, tuple[bool, LeadReason, bool]]] = {
    lead: {second: _trick_entry(lead, second) for second in DECK_COUNTS} for lead in DECK_COUNTS
}


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
    if state.seer is not None:
        seer = state.seer
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
    played_event = _new(CardPlayed, (player, card))
    if not played:
        return _new(  # built directly: the engine's hottest paths
            GameState,
            (
                state.phase,
                state.trick,
                state.leader,
                hands,
                state.draw_pile,
                state.prize,
                (card,),
                state.prizes,
                state.draws,
                state.discards,
                state.score_piles,
                state.gnomes_in_front,
                state.trolls_aside,
                state.smashed,
                None,
                False,
                (played_event,),
                state.last_trick,
                state.peeks,
            ),
        )
    return _finish_trick(state, hands, played[0], card, played_event)


def _finish_trick(
    state: GameState, hands: PerPlayer, lead: Card, second: Card, played_event: Event
) -> GameState:
    leader = state.leader
    other = NEXT_SEAT[leader]
    second_wins, reason, peek = _TRICKS[lead][second]
    winner = other if second_wins else leader
    next_leader = winner if reason is _WON_TRICK else leader if reason is _LEADER_DRAGON else other
    trick = _new(
        TrickWon, (state.phase, state.trick, leader, (lead, second), winner, next_leader, reason)
    )
    if state.phase == 2:
        return _collect_phase_two(state, hands, trick, (played_event, trick))
    discards = (*state.discards, lead, second)
    if peek:  # R8: peek, then choose
        return state._replace(
            hands=hands,
            played=(),
            discards=discards,
            seer=PendingSeer(winner, trick),
            events=(played_event, trick, SeerPeeked(winner, state.draw_pile[0])),
            last_trick=trick,
        )
    return _hand_out_followers(state, hands, discards, trick, _PRIZE, (played_event, trick))


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
    peeks = (*state.peeks, SeerPeek(winner, trick.trick, top, choice)) if seer else state.peeks
    if choice is _PRIZE:
        prizes = _add(state.prizes, winner, (prize,))
        draws = _add(state.draws, loser, (top,))
        events += (_new(PrizeTaken, (winner, prize)), _new(CardDrawn, (loser, top)))
    else:
        draws = _add(state.draws, winner, (top,))
        prizes = _add(state.prizes, loser, (prize,))
        events += (CardDrawn(winner, top), PrizeTaken(loser, prize))
    next_leader = trick.next_leader
    if state.trick < TRICKS_PER_PHASE:  # R6: the next prize is turned face up
        next_prize = pile[1]
        return _new(
            GameState,
            (
                1,
                state.trick + 1,
                next_leader,
                hands,
                pile[2:],
                next_prize,
                (),
                prizes,
                draws,
                discards,
                state.score_piles,
                state.gnomes_in_front,
                state.trolls_aside,
                state.smashed,
                None,
                False,
                (*events, _new(PrizeRevealed, (state.trick + 1, next_prize))),
                trick,
                peeks,
            ),
        )
    # R9, R10: the follower piles become the hands; leadership carries over (R5).
    return state._replace(
        phase=2,
        trick=1,
        leader=next_leader,
        hands=(tuple(sorted(prizes[0] + draws[0])), tuple(sorted(prizes[1] + draws[1]))),
        draw_pile=pile[1:],
        prize=None,
        played=(),
        prizes=prizes,
        draws=draws,
        discards=discards,
        seer=None,
        events=(*events, PhaseTwoBegan(next_leader)),
        last_trick=trick,
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
        where = DESTINATION[card.faction]
        if where is _SCORE:
            scored += (card,)
        elif where is _FRONT:
            gnomes += (card,)
        else:
            pool += (card,)
    if scored:
        score_piles = _add(score_piles, winner, scored)
        events += (_new(CardsScored, (winner, scored)),)
    if gnomes:  # R11
        front = _add(front, winner, gnomes)
        events += (GnomesPlaced(winner, gnomes),)
    for giant in scored:  # R12: a Giant won smashes one same-value Gnome of the loser
        target = SMASHES[giant.faction]
        if target is not None:
            victims = front[loser]
            gnome = Card(_FACTIONS[target], giant.value)
            if gnome in victims:
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
        events += tuple([_new(TrollTaken, (winner, troll)) for troll in taken])
        if pool or state.trolls_aside:
            events += (TrollsSetAside(pool),)
    if not last:
        return _new(
            GameState,
            (
                2,
                state.trick + 1,
                trick.next_leader,
                hands,
                state.draw_pile,
                None,
                (),
                state.prizes,
                state.draws,
                state.discards,
                score_piles,
                front,
                pool,
                smashed,
                None,
                False,
                events,
                trick,
                state.peeks,
            ),
        )
    for seat in seats():  # R11: the gnomes still in front join the score pile
        if front[seat]:
            score_piles = _add(score_piles, seat, front[seat])
            events += (GnomesJoinedScore(seat, front[seat]),)
    return state._replace(
        leader=trick.next_leader,
        hands=hands,
        played=(),
        score_piles=score_piles,
        gnomes_in_front=((), ()),
        trolls_aside=(),
        smashed=smashed,
        finished=True,
        events=(*events, GameEnded()),
        last_trick=trick,
    )
