"""What a learnt phase-two value looks at: the two hands at the start of phase two.

At the start of phase two (R10) the score piles, the gnomes in front and the trolls set
aside are empty, so the position is the two hands of 13 cards and who leads. These are
the numbers ``phase_two_value`` weighs, each seat 0's minus seat 1's (so the value of the
position seen from seat 1 is the value seen from seat 0 turned round), per faction:

- the cards held (R15: more cards win the vote), and the same squared with its sign
  (a lead of three cards is far safer than three leads of one);
- the values held, a ninth a point (R4: the higher card wins a trick of its faction);
- the cards higher than every card of that faction in the other hand (tricks won for sure
  when led or answered);
- who holds the highest card of the faction (+1, -1, 0 when equal or nobody);
- the pairs won when both hands' values meet rank by rank, the highest first;
- the cards held where the other hand has none (they win every trick they lead);
- the fewer cards held, signed by who leads (the leader's side of the tricks both follow);

and the Gnomes of each hand that a Giant of the same value in the other hand can destroy
(R12), who leads the first trick (+1 seat 0, -1 seat 1; R5) and the Dragons in both
hands signed by who leads (R5).
"""

from __future__ import annotations

from claim2.ai.sim import DRAGONS, FACTIONS, GIANTS, GNOMES

COUNT = 8 * FACTIONS + 3  # the features' number


def _faction_stats(hand: list[int]) -> tuple[list[int], list[int], list[int]]:
    """Per faction: the cards held, their values' sum, the highest value (-1: none)."""
    held = [0] * FACTIONS
    values = [0] * FACTIONS
    top = [-1] * FACTIONS
    for card in hand:
        faction, value = divmod(card, 10)
        held[faction] += 1
        values[faction] += value
        top[faction] = max(top[faction], value)
    return held, values, top


def _beyond(hand: list[int], tops: list[int]) -> list[int]:
    """Per faction: the cards of ``hand`` higher than ``tops`` (the other hand's highest)."""
    out = [0] * FACTIONS
    for card in hand:
        faction, value = divmod(card, 10)
        if value > tops[faction]:
            out[faction] += 1
    return out


def _matched(mine: list[int], theirs: list[int]) -> int:
    """Pairs won minus pairs lost when both players' values of a faction, each sorted from
    the highest, meet rank by rank (as far as the shorter list goes)."""
    out = 0
    for a, b in zip(sorted(mine, reverse=True), sorted(theirs, reverse=True), strict=False):
        out += (a > b) - (b > a)
    return out


def _exposed(gnomes: list[int], giants: list[int]) -> int:
    """The Gnomes among ``gnomes`` with a Giant of their value among ``giants`` (R12)."""
    values = {card % 10 for card in giants if card // 10 == GIANTS}
    return sum(1 for card in gnomes if card // 10 == GNOMES and card % 10 in values)


def features(hand0: list[int], hand1: list[int], leader: int) -> list[float]:
    """The features of a phase-two start (see the module), seat 0's side."""
    by0: list[list[int]] = [[] for _ in range(FACTIONS)]
    by1: list[list[int]] = [[] for _ in range(FACTIONS)]
    for card in hand0:
        by0[card // 10].append(card % 10)
    for card in hand1:
        by1[card // 10].append(card % 10)
    sign = 1 if leader == 0 else -1
    held0, values0, top0 = _faction_stats(hand0)
    held1, values1, top1 = _faction_stats(hand1)
    beyond0 = _beyond(hand0, top1)
    beyond1 = _beyond(hand1, top0)
    out: list[float] = []
    for faction in range(FACTIONS):
        ahead = held0[faction] - held1[faction]
        out.append(ahead)
        out.append(ahead * abs(ahead) / 4)
        out.append((values0[faction] - values1[faction]) / 9)
        out.append(beyond0[faction] - beyond1[faction])
        out.append((top0[faction] > top1[faction]) - (top1[faction] > top0[faction]))
        out.append(_matched(by0[faction], by1[faction]))
        out.append(held0[faction] * (held1[faction] == 0) - held1[faction] * (held0[faction] == 0))
        out.append(sign * min(held0[faction], held1[faction]))
    out.append(_exposed(hand1, hand0) - _exposed(hand0, hand1))
    out.append(sign)
    out.append(sign * (held0[DRAGONS] + held1[DRAGONS]))
    return out
