"""The simplest players: ``random`` and ``first`` (for benchmarks and the review's checks)
and ``easy`` (rules of thumb)."""

from __future__ import annotations

import random

from claim2.ai.policy import check_turn
from claim2.engine import Action, Card, PlayerView, SeerChoice

GOOD_PRIZE = 5  # easy goes for prizes of at least this value


class RandomPolicy:
    """Any legal action, uniformly."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        actions = check_turn(view)
        return actions[rng.randrange(len(actions))]


class FirstChoicePolicy:
    """The first legal action offered, always: a player who does not think at all (the
    review's benchmarks grade such games against the strong level's)."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return check_turn(view)[0]


class EasyPolicy:
    """A beginner's rules of thumb; they look at nothing but the trick and the prize.

    Phase one: go for a prize of value 5 or more (lead your highest card, or
    beat the lead with your lowest card that does); otherwise play your
    lowest card. A Seer winner takes the top card when it is higher than the
    prize. Phase two: lead your highest card; win the trick when you can with
    your lowest winning card, else play your lowest card.
    """

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        actions = check_turn(view)
        if view.seer_peek is not None and view.prize is not None:
            return SeerChoice.TOP if view.seer_peek.value > view.prize.value else SeerChoice.PRIZE
        cards = [action for action in actions if isinstance(action, Card)]
        low = min(cards, key=lambda card: (card.value, card))
        high = max(cards, key=lambda card: (card.value, card))
        go = view.phase == 2 or (view.prize is not None and view.prize.value >= GOOD_PRIZE)
        if not view.played:
            return high if go else low
        lead = view.played[0]
        winners = [c for c in cards if c.faction is lead.faction and c.value > lead.value]
        if go and winners:
            return min(winners, key=lambda card: card.value)
        return low
