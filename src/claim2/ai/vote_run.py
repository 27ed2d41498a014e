"""The strong level's playout (``rollout.VotePlayout``) played to the end in one loop.

A playout is most of the strong level's work and of a review's: millions of tricks.
Played through ``Sim.run`` each trick costs a dozen calls (the lead and follow callbacks,
the phase's rule of thumb, the trick's rules, the open votes worked out from the packed
piles). Here the whole game is one function over local variables: the same rules of
thumb (``heuristics`` in phase one, ``rollout.lead_two`` and ``follow_two`` in phase two),
the same rules as ``Sim`` (R3-R16), and the same random draws in the same order, so a
seed gives the same result, card for card (the tests play both ways and compare). The
cards won in each faction and the Gnomes in front are counted as they come rather than
counted again from the packed piles every trick.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right

from claim2.ai.heuristics import WORTH, wants
from claim2.ai.rollout import VotePlayout, follow_two, gains, lead_and_reply
from claim2.ai.sim import (
    CARD_INTS,
    FACTIONS,
    FIELD,
    OUTCOMES,
    SMASHED,
    TRICKS,
    TROLLS,
    WHERE,
    Sim,
    result,
)
from claim2.engine.ruleset import PEEKS, Destination, LeadReason, trolls_taken

_FRONT = Destination.FRONT
_ASIDE = Destination.ASIDE
_WON_TRICK = LeadReason.WON_TRICK
_LEADER_DRAGON = LeadReason.LEADER_PLAYED_DRAGON
_WANTS = [wants(card) for card in range(CARD_INTS)]
_PEEKS = [bool(PEEKS[card // 10]) for card in range(CARD_INTS)]
_VALUE = [card % 10 for card in range(CARD_INTS)]
_FACTION = [card // 10 for card in range(CARD_INTS)]
_FIELDS = 0xFFFFF


def _count(field: int) -> int:
    """The cards in a packed field (two-bit counts)."""
    return (field & FIELD).bit_count() + 2 * ((field >> 1) & FIELD).bit_count()


# The cards' gains by open votes: bit ``f`` of the index set when faction ``f``'s is closed.
_GAINS = [
    gains(tuple(bool(mask >> faction & 1) for faction in range(FACTIONS)))
    for mask in range(1 << FACTIONS)
]


def _lead_one(hand: list[int], theirs: list[int], prize: int) -> int:
    """``heuristics.lead_phase_one``: the cheapest sure winner for a prize worth having
    (a card none of ``theirs`` beats), else the lowest card (the first among equals)."""
    value = _VALUE
    if _WANTS[prize]:
        best = -1
        size = len(theirs)
        for card in hand:
            above = bisect_right(theirs, card)
            if above < size and theirs[above] < card - value[card] + 10:
                continue  # they hold a higher card of its faction
            if best < 0 or value[card] < value[best]:
                best = card
        if best >= 0:
            return best
    return min(hand, key=value.__getitem__)


def phase_one(sim: Sim, rng: random.Random, noise: float) -> None:  # noqa: PLR0915 (one loop)
    """``VotePlayout(rng, noise)`` plays the rest of phase one on ``sim`` (changed in place:
    at the end, the start of phase two)."""
    if sim.phase != 1:
        return
    draw = rng.random
    value = _VALUE
    hands = sim.hands
    leader = sim.leader
    trick = sim.trick
    pile = sim.pile
    followers = sim.followers
    prize = sim.prize
    while True:
        other = 1 - leader
        hand, theirs = hands[leader], hands[other]
        if noise and draw() < noise:
            lead = hand[int(draw() * len(hand))]
        else:
            lead = _lead_one(hand, theirs, prize)
        base = lead - value[lead]  # the first card int of the led faction
        start = bisect_left(theirs, base)
        end = bisect_left(theirs, base + 10, start)
        if noise and draw() < noise:
            if start == end:
                second = theirs[int(draw() * len(theirs))]
            else:
                second = theirs[start + int(draw() * (end - start))]
        else:
            above = bisect_right(theirs, lead, start, end)
            if above < end and _WANTS[prize]:
                second = theirs[above]  # the cheapest card that beats the lead
            elif start == end:
                second = min(theirs, key=value.__getitem__)
            else:
                second = theirs[start]
        hand.remove(lead)
        theirs.remove(second)
        second_wins, reason = OUTCOMES[lead * CARD_INTS + second]
        winner = other if second_wins else leader
        if reason is _WON_TRICK:
            leader = winner
        elif reason is not _LEADER_DRAGON:
            leader = other
        top = pile.pop()
        if _PEEKS[second if second_wins else lead] and WORTH[top] > WORTH[prize]:
            prize, top = top, prize  # R8: the Seer's winner takes the top card
        followers[winner].append(prize)
        followers[1 - winner].append(top)
        if trick < TRICKS:
            trick += 1
            prize = pile.pop()
        else:  # R10: the follower piles become the hands
            break
    sim.phase, sim.trick, sim.leader, sim.prize = 2, 1, leader, -1
    sim.hands = [sorted(followers[0]), sorted(followers[1])]


def run_votes(sim: Sim, rng: random.Random, noise: float) -> int:
    """``VotePlayout(rng, noise).run(sim)``: the game finished, its result for seat 0."""
    phase_one(sim, rng, noise)
    return phase_two(sim, rng, noise)


def phase_two(sim: Sim, rng: random.Random, noise: float) -> int:  # noqa: PLR0915 (one loop)
    """``VotePlayout(rng, noise)`` plays phase two to the end on ``sim``: its result."""
    draw = rng.random
    value = _VALUE
    hands = sim.hands
    leader = sim.leader
    trick = sim.trick
    score, front, aside = sim.score, sim.front, sim.aside
    hand0, hand1 = hands
    # What ``rollout.faction_totals`` and ``closed_votes`` count, kept up to date.
    if score[0] or score[1]:
        won = [
            [_count((pile >> (20 * faction)) & _FIELDS) for faction in range(FACTIONS)]
            for pile in score
        ]
    else:  # the start of phase two: nothing won yet
        won = [[0] * FACTIONS, [0] * FACTIONS]
    totals = [won[0][faction] + won[1][faction] for faction in range(FACTIONS)]
    for hand in hands:  # each faction's cards in the hands, found by bisection
        start = 0
        for faction in range(FACTIONS):
            end = bisect_left(hand, 10 * faction + 10, start)
            totals[faction] += end - start
            start = end
    totals[TROLLS] += len(aside)
    in_front = [_count(front[0]), _count(front[1])]
    gnomes_giants = bisect_left(hand0, 20) + bisect_left(hand1, 20)
    # The votes of factions 1-4 once certain stay so (cards won are never lost): a bit
    # of ``closed`` for each, set when a seat has won more than half the faction.
    closed = 0
    for faction in (1, 2, 3, 4):
        if 2 * max(won[0][faction], won[1][faction]) > totals[faction]:
            closed |= 1 << faction
    while True:
        gain = _GAINS[closed | (abs(in_front[0] - in_front[1]) > gnomes_giants)]
        other = 1 - leader
        hand, theirs = hands[leader], hands[other]
        reply = -1  # ``follow_two``'s answer to the lead, when ``lead_two`` worked it out
        if noise and draw() < noise:
            lead = hand[int(draw() * len(hand))]
        elif len(hand) == 1:
            lead = hand[0]
        else:
            lead, reply = lead_and_reply(hand, theirs, gain)
        if noise and draw() < noise:
            base = lead - value[lead]
            start = bisect_left(theirs, base)
            end = bisect_left(theirs, base + 10, start)
            if start == end:
                second = theirs[int(draw() * len(theirs))]
            else:
                second = theirs[start + int(draw() * (end - start))]
        elif len(theirs) == 1:
            second = theirs[0]
        elif reply >= 0:
            second = reply
        else:
            second = follow_two(theirs, lead, gain)
        hand.remove(lead)
        theirs.remove(second)
        gnomes_giants -= (lead < 20) + (second < 20)
        second_wins, reason = OUTCOMES[lead * CARD_INTS + second]
        winner = other if second_wins else leader
        if reason is _WON_TRICK:
            leader = winner
        elif reason is not _LEADER_DRAGON:
            leader = other
        loser = 1 - winner
        mine = won[winner]
        for card in (lead, second):  # R10-R13 (``sim.collect_trick``)
            where = WHERE[card]
            if where is _FRONT:
                front[winner] += 1 << (2 * card)
                in_front[winner] += 1
            elif where is _ASIDE:
                aside.append(card)
            else:
                score[winner] += 1 << (2 * card)
                faction = card // 10
                mine[faction] += 1
                if 2 * mine[faction] > totals[faction]:
                    closed |= 1 << faction
                victim = SMASHED[card]
                if victim >= 0 and (front[loser] >> (2 * victim)) & 3:
                    front[loser] -= 1 << (2 * victim)
                    in_front[loser] -= 1
        last = trick == TRICKS
        if aside:
            aside.sort()
            for _ in range(trolls_taken(len(aside), last)):  # R13
                score[winner] += 1 << (2 * aside.pop())
                mine[TROLLS] += 1
                if 2 * mine[TROLLS] > totals[TROLLS]:
                    closed |= 1 << TROLLS
        if last:
            break
        trick += 1
    sim.phase, sim.trick, sim.leader = 3, TRICKS, leader
    return result(score[0] + front[0], score[1] + front[1])


class LoopPlayout(VotePlayout):
    """``VotePlayout`` whose games are played out by ``run_votes`` (the same results)."""

    def run(self, sim: Sim) -> int:
        return run_votes(sim, self.rng, self.noise)
