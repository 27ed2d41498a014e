"""Reach a lesson's position with the real engine: a real deal, real actions.

A position says which cards each role holds when trick ``trick`` of phase
``phase`` begins, and who leads it. This module finds a deal and a list of
actions (the *setup*) that lead there, and plays them with ``step``:

* Cards the lesson leaves open are filled deterministically from the rest of
  the deck (a fixed shuffle), so a lesson always looks the same.
* Earlier tricks of the same phase are *filler tricks* that change nothing a
  lesson talks about: the leader leads a card and the other player answers
  with a lower (or equal) card of the same faction, so the leader wins and
  leads again. Phase one uses Gnomes, Giants and Trolls (powerless there,
  R14); phase two uses Seers and Giants (no Gnome lies in front, so no Giant
  smashes), then a Dragon led against a player without Dragons answered by
  a single Troll, which the winner takes at once (R13).
* For a phase-two position, phase one is played out first. Its play does not
  depend on the order of the draw pile (a Seer winner always keeps the
  prize), so the draw pile is arranged afterwards to give each player
  exactly the follower pile (= phase-two hand) the position needs, and a
  deal is searched whose last trick makes the right player lead phase two
  (R5).
* A ``seed`` position is a shuffled real game that the easy computer player
  plays for both sides up to the requested trick.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from claim2.ai import make_policy
from claim2.engine import (
    DECK,
    Action,
    Card,
    DealError,
    Faction,
    GameState,
    IllegalAction,
    SeerChoice,
    legal_actions,
    make_deal,
    new_game,
    start,
    step,
    view,
)
from claim2.engine.events import TrickWon
from claim2.engine.ruleset import next_seat
from claim2.walkthrough.errors import LessonError
from claim2.walkthrough.schema import Position

FILL_SEED = "claim2-walkthrough"
_SEARCH_ATTEMPTS = 400
_PHASE_ONE_FILLERS = (Faction.GNOMES, Faction.GIANTS, Faction.TROLLS)
_PHASE_TWO_FILLERS = (Faction.SEERS, Faction.GIANTS)


class Setup(NamedTuple):
    """The state at the start of the requested trick, and the actions that led there."""

    state: GameState
    actions: tuple[Action, ...]


def set_up(position: Position) -> Setup:
    """The position's state before its own prelude; raises LessonError if it cannot be reached."""
    try:
        if position.seed is not None:
            return _seeded(position)
        if position.phase == 1:
            return _phase_one(position)
        return _phase_two(position)
    except (DealError, IllegalAction) as error:
        raise LessonError(f"the position cannot be set up: {error}") from None


def play(state: GameState, actions: Iterable[Action]) -> GameState:
    """``step`` through ``actions``; IllegalAction propagates."""
    for action in actions:
        state = step(state, action)
    return state


def _seeded(position: Position) -> Setup:
    seed = position.seed
    assert seed is not None
    state = new_game(seed, first_leader=0)
    policies = (make_policy("easy"), make_policy("easy"))
    rng = random.Random(seed)
    actions: list[Action] = []
    target = (position.phase, position.trick)
    while (state.phase, state.trick) < target or state.played or state.seer is not None:
        if state.finished:
            raise LessonError(f"seed {seed}: the game ended before phase {target[0]}")
        seat = state.to_move
        action = policies[seat].choose(view(state, seat), rng)
        state = step(state, action)
        actions.append(action)
    return Setup(state, tuple(actions))


def _take(pool: Counter[Card], cards: Iterable[Card], what: str) -> None:
    for card in cards:
        if pool[card] <= 0:
            raise LessonError(f"{what}: {card} is used more often than the deck holds it")
        pool[card] -= 1


def _ordered(pool: Counter[Card], exclude: Sequence[Faction] = ()) -> list[Card]:
    """The pool's cards in a fixed shuffled order (the same every time)."""
    cards = sorted(card for card in pool.elements() if card.faction not in exclude)
    random.Random(FILL_SEED).shuffle(cards)
    return cards


def _fill(
    held: list[Card], size: int, pool: Counter[Card], exclude: Sequence[Faction] = ()
) -> None:
    missing = size - len(held)
    if missing <= 0:
        return
    extra = _ordered(pool, exclude)[:missing]
    if len(extra) < missing:
        raise LessonError("not enough cards left in the deck to fill the hands")
    _take(pool, extra, "filling a hand")
    held.extend(extra)


def _same_faction_pairs(
    pool: Counter[Card], factions: Sequence[Faction]
) -> list[tuple[Card, Card]]:
    """Pairs (high, low) of one faction: the leader leads high, the other answers low."""
    pairs: list[tuple[Card, Card]] = []
    for faction in factions:
        cards = sorted((c for c in pool.elements() if c.faction is faction), reverse=True)
        pairs += [(cards[i], cards[i + 1]) for i in range(0, len(cards) - 1, 2)]
    return pairs


def _seats(position: Position) -> tuple[int, int, list[list[Card]]]:
    """(leader seat, other seat, the given hands by seat)."""
    leader = position.seat_of(position.leader or "learner")
    hands: list[list[Card]] = [[], []]
    hands[position.seat_of("learner")] = list(position.hands.learner)
    hands[position.seat_of("opponent")] = list(position.hands.opponent)
    return leader, next_seat(leader), hands


def _phase_one(position: Position) -> Setup:
    leader, other, hands = _seats(position)
    pool = Counter(DECK)
    _take(pool, hands[0] + hands[1] + list(position.draw_pile), "the position")
    size = 14 - position.trick
    fillers = _same_faction_pairs(pool, _PHASE_ONE_FILLERS)[: position.trick - 1]
    if len(fillers) < position.trick - 1:
        raise LessonError("not enough Gnomes, Giants and Trolls left for the earlier tricks")
    _take(pool, [card for pair in fillers for card in pair], "the earlier tricks")
    _fill(hands[0], size, pool)
    _fill(hands[1], size, pool)
    rest = _ordered(pool)
    early, late = rest[: 2 * len(fillers)], rest[2 * len(fillers) :]
    hands[leader] += [high for high, _ in fillers]
    hands[other] += [low for _, low in fillers]
    deal = make_deal(hands, [*early, *position.draw_pile, *late], leader)
    actions = [card for pair in fillers for card in pair]
    return Setup(play(start(deal), actions), tuple(actions))


def _phase_two(position: Position) -> Setup:
    leader, other, hands = _seats(position)
    pool = Counter(DECK)
    _take(pool, hands[0] + hands[1], "the position")
    fillers = _phase_two_fillers(position.trick - 1, pool, hands[other])
    uses_dragons = any(high.faction is Faction.DRAGONS for high, _ in fillers)
    size = 14 - position.trick
    _fill(hands[leader], size, pool)
    _fill(hands[other], size, pool, (Faction.DRAGONS,) if uses_dragons else ())
    followers = [list(hands[0]), list(hands[1])]
    followers[leader] += [high for high, _ in fillers]
    followers[other] += [low for _, low in fillers]
    phase_one_cards = sorted(pool.elements())
    for attempt in range(_SEARCH_ATTEMPTS):
        found = _phase_one_for(phase_one_cards, followers, leader, attempt)
        if found is not None:
            state, actions = found
            filler_actions = [card for pair in fillers for card in pair]
            state = play(state, filler_actions)
            return Setup(state, (*actions, *filler_actions))
    raise LessonError("found no phase one after which the right player leads phase two")


def _phase_two_fillers(
    count: int, pool: Counter[Card], other_hand: Sequence[Card]
) -> list[tuple[Card, Card]]:
    """``count`` filler tricks for phase two (leader's card, other's card), taken out of ``pool``.

    Seer and Giant pairs first; then Dragons led against a player without
    Dragons, answered by one Troll; then Troll pairs, each followed by a
    Seer or Giant pair whose winner takes the Troll the pair set aside.
    """
    clean = _same_faction_pairs(pool, _PHASE_TWO_FILLERS)[:count]
    _take(pool, [card for pair in clean for card in pair], "the earlier tricks")
    dragon_led: list[tuple[Card, Card]] = []
    if len(clean) < count and not any(c.faction is Faction.DRAGONS for c in other_hand):
        dragons = sorted(c for c in pool.elements() if c.faction is Faction.DRAGONS)
        trolls = sorted(c for c in pool.elements() if c.faction is Faction.TROLLS)
        dragon_led = list(zip(dragons, trolls, strict=False))[: count - len(clean)]
        _take(pool, [card for pair in dragon_led for card in pair], "the earlier tricks")
    missing = count - len(clean) - len(dragon_led)
    troll_pairs = _same_faction_pairs(pool, (Faction.TROLLS,))[: max(0, min(missing, len(clean)))]
    _take(pool, [card for pair in troll_pairs for card in pair], "the earlier tricks")
    fillers: list[tuple[Card, Card]] = []
    for index, pair in enumerate(clean):
        fillers += [troll_pairs[index], pair] if index < len(troll_pairs) else [pair]
    fillers += dragon_led
    if len(fillers) < count:
        raise LessonError(f"found only {len(fillers)} of the {count} earlier tricks of phase two")
    return fillers


def _phase_one_for(
    cards: Sequence[Card], followers: Sequence[Sequence[Card]], leader: int, attempt: int
) -> tuple[GameState, list[Action]] | None:
    """A phase one with hands from ``cards`` that ends with ``leader`` to lead, if this try works.

    The play is chosen without looking at the draw pile, so the pile can be
    arranged afterwards: the winner of trick t takes card 2t-2 (the prize),
    the loser card 2t-1.
    """
    rng = random.Random(f"{FILL_SEED}:{attempt}")
    shuffled = list(cards)
    rng.shuffle(shuffled)
    hands = (shuffled[:13], shuffled[13:])
    placeholder = [*followers[0], *followers[1]]
    state = start(make_deal(hands, placeholder, attempt % 2))
    actions: list[Action] = []
    winners: list[int] = []
    while state.phase == 1:
        choices = legal_actions(state)
        action: Action = SeerChoice.PRIZE if state.seer is not None else rng.choice(choices)
        state = step(state, action)
        actions.append(action)
        winners += [event.winner for event in state.events if isinstance(event, TrickWon)]
    if state.leader != leader:
        return None
    wanted = [list(followers[0]), list(followers[1])]
    pile: list[Card] = []
    for winner in winners:
        pile += [wanted[winner].pop(), wanted[next_seat(winner)].pop()]
    state = play(start(make_deal(hands, pile, attempt % 2)), actions)
    return state, actions
