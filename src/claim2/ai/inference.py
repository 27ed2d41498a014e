"""A model of the opponent: how likely their observed phase-one plays are in a sampled world.

Sampling (``sampling``) makes every placement of the hidden cards that fits
the view equally likely. But the opponent chose their cards knowing their
hand: someone who lets a valuable prize go while following suit probably had
no card to beat the lead; someone who gives away a trick with a middling card
probably had no lower one; a Seer winner who took the hidden top card
probably saw something better than the prize. ``Observations`` collects those
decisions from the view (and the prizes the policy's ``Memory`` saw: the
view shows the prizes sorted, not by trick) and ``weight`` says how well a
sampled world explains them, from the rules of thumb of the normal level as
a soft model (each surprising choice multiplies the weight by a factor below
one, never zero: people and other programs play differently).
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.ai.heuristics import AVERAGE_WORTH, WANT_MARGIN, WORTH
from claim2.ai.knowledge import Memory
from claim2.ai.sim import INT_OF_CARD, to_int, trick_result
from claim2.engine import GameState, PlayerView
from claim2.engine.ruleset import PEEKS, lead_passes, next_seat

DECLINED = 0.35  # followed suit, let a prize worth having go, yet held a card that beats
OVERSPENT = 0.7  # gave a trick away (or led for a poor prize) with a card while holding a lower one
CHEAPER_WIN = 0.8  # beat the lead while holding a cheaper card that beats it too
UNWANTED_WIN = 0.6  # beat the lead for a poor prize while able to let it go
SEER_TOP = 0.25  # took the hidden top card, yet none of their hidden draws beats the prize
WANTED = AVERAGE_WORTH + WANT_MARGIN  # a prize is worth having above this (``heuristics.wants``)


@dataclass(frozen=True)
class Play:
    trick: int  # phase-one trick number, 1..13
    card: int
    lead: int | None  # the card led, when the opponent followed
    prize: int | None  # None when the policy did not see this trick's prize


@dataclass(frozen=True)
class Observations:
    """The opponent's phase-one decisions visible from one view."""

    plays: tuple[Play, ...]  # most recent first
    seer_tops: tuple[int, ...]  # prizes the opponent turned down for the hidden top card

    @property
    def empty(self) -> bool:
        return not self.plays and not self.seer_tops


def _leaders(seen: PlayerView) -> list[int]:
    """The leader of every finished phase-one trick, in order (R4, R5 from the discards)."""
    pairs = [
        (to_int(seen.discards[i]), to_int(seen.discards[i + 1]))
        for i in range(0, len(seen.discards) - 1, 2)
    ]
    if not pairs or seen.last_trick is None:
        return []
    leaders = [0] * len(pairs)
    leader = seen.last_trick.leader
    for index in range(len(pairs) - 1, -1, -1):
        leaders[index] = leader
        if index:
            lead, second = pairs[index - 1]
            if lead_passes(lead // 10, lead % 10, second // 10, second % 10):
                leader = next_seat(leader)
    return leaders


def observe(seen: PlayerView, memory: Memory | None) -> Observations:
    """What the opponent did in phase one so far, as far as this player can tell."""
    if seen.phase != 1 or seen.finished:
        return Observations((), ())
    them = seen.opponent
    known = memory.trick_prizes(seen) if memory is not None else {}
    current = len(seen.discards) // 2 + 1  # the trick being played
    if seen.prize is not None and seen.seer_pending is None:
        known[current] = (seen.prize, len(seen.prizes[seen.seat]))
    plays: list[Play] = []
    if seen.played and seen.leader == them and seen.prize is not None:
        plays.append(Play(current, to_int(seen.played[0]), None, to_int(seen.prize)))
    leaders = _leaders(seen)
    tops: list[int] = []
    for index in range(len(leaders) - 1, -1, -1):
        trick = index + 1
        lead = to_int(seen.discards[2 * index])
        second = to_int(seen.discards[2 * index + 1])
        entry = known.get(trick)
        prize = to_int(entry[0]) if entry is not None else None
        if leaders[index] == them:
            plays.append(Play(trick, lead, None, prize))
            second_wins = trick_result(0, lead, second)[0] == 1
            winner_is_them = not second_wins
        else:
            plays.append(Play(trick, second, lead, prize))
            second_wins = trick_result(0, lead, second)[0] == 1
            winner_is_them = second_wins
        won_with = second if second_wins else lead
        after = known.get(trick + 1)
        if (
            winner_is_them
            and PEEKS[won_with // 10]
            and entry is not None
            and after is not None
            and after[1] == entry[1] + 1
        ):
            tops.append(to_int(entry[0]))  # the prize came to this player: they took the top
    return Observations(tuple(plays), tuple(tops))


def weight(observed: Observations, world: GameState, them: int, known_draws: int) -> float:
    """How well ``world`` explains the opponent's observed choices (1 when fully)."""
    if observed.empty:
        return 1.0
    hand = list(map(INT_OF_CARD.__getitem__, world.hands[them]))
    factor = 1.0
    for play in observed.plays:  # most recent first: the hand grows back as we go
        hand.append(play.card)
        factor *= _play_factor(play, hand)
    if observed.seer_tops:
        hidden = world.draws[them][known_draws:] if known_draws else world.draws[them]
        best = max((WORTH[to_int(card)] for card in hidden), default=0.0)
        for prize in observed.seer_tops:
            if best <= WORTH[prize]:
                factor *= SEER_TOP
    return factor


def _play_factor(play: Play, hand: list[int]) -> float:
    """How much ``play`` surprises from ``hand`` (the hand it was made from, its card in it).

    Written for every sampled world: cards of the led faction are the ints from
    ``low`` to ``low + 9``, so a card beats the lead when it lies above it and below
    ``high``."""
    card = play.card
    lead = play.lead
    prize = play.prize
    if lead is None:
        if prize is None or WORTH[prize] > WANTED:
            return 1.0
        value = card % 10
        return OVERSPENT if any(other % 10 < value for other in hand) else 1.0
    low = lead - lead % 10
    high = low + 10
    legal = [other for other in hand if low <= other < high] or hand
    if all(other == card for other in legal):
        return 1.0
    beaters = [other for other in legal if lead < other < high]
    factor = 1.0
    if lead < card < high:  # the lead beaten
        if prize is not None and WORTH[prize] <= WANTED and len(beaters) < len(legal):
            factor *= UNWANTED_WIN
        if any(other < card for other in beaters):
            factor *= CHEAPER_WIN
        return factor
    if beaters and prize is not None and WORTH[prize] > WANTED:
        factor *= DECLINED
    value = card % 10
    if any(other % 10 < value and other not in beaters for other in legal):
        factor *= OVERSPENT
    return factor
