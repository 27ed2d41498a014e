"""What a player can work out from their own view (R17), and nothing more.

Everything here is computed from a ``PlayerView`` plus, optionally, a
``Memory`` that a policy object fills from the views it was shown. In phase
two the opponent's hand is known exactly: the 52 cards are the 26 dealt (all
discarded face up in phase one), the 13 prizes (face up) and the 13 draws, so
the unseen cards are exactly the opponent's remaining hand. In phase one the
unseen cards are split between the opponent's hand, the opponent's face-down
draws and the draw pile; a player who did not follow a faction holds none of
it for the rest of phase one (R3), which the discards show.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from claim2.engine import Action, Card, Faction, PlayerView, SeerChoice
from claim2.engine.cards import DECK_COUNTS
from claim2.engine.ruleset import lead_passes, next_seat


@dataclass
class Memory:
    """What a policy saw that a later view no longer shows.

    Only one such fact matters: a card this player peeked at with a Seer and
    then left to the opponent (choosing the prize) is one of the opponent's
    face-down draws. Each entry keeps the discards at that moment, so a memory
    carried into another game is ignored.
    """

    peeked_to_opponent: list[tuple[tuple[Card, ...], Card]] = field(default_factory=list)
    #: For the opponent model (``inference``): each phase-one trick's prize as
    #: the view showed it, with the discards then and how many prizes this
    #: player had taken (the view shows the prizes sorted, not by trick).
    tricks_seen: list[tuple[tuple[Card, ...], Card, int]] = field(default_factory=list)

    def note(self, seen: PlayerView, action: Action) -> None:
        """Record the decision ``action`` taken on ``seen``."""
        if seen.seer_peek is not None and action is SeerChoice.PRIZE:
            self.peeked_to_opponent.append((seen.discards, seen.seer_peek))
        self.note_view(seen)

    def note_view(self, seen: PlayerView) -> None:
        """Record what a phase-one view shows about the trick (its prize)."""
        if seen.phase != 1 or seen.prize is None or seen.seer_pending is not None:
            return
        entry = (seen.discards, seen.prize, len(seen.prizes[seen.seat]))
        if not self.tricks_seen or self.tricks_seen[-1][0] != seen.discards:
            self.tricks_seen.append(entry)

    def trick_prizes(self, seen: PlayerView) -> dict[int, tuple[Card, int]]:
        """Trick number -> (its prize, this player's prize count before it), for this game."""
        out: dict[int, tuple[Card, int]] = {}
        for discards, prize, mine in self.tricks_seen:
            if seen.discards[: len(discards)] == discards:
                out[len(discards) // 2 + 1] = (prize, mine)
        return out


@dataclass(frozen=True)
class Knowledge:
    """The hidden cards as ``seat`` knows them."""

    unseen: tuple[Card, ...]  # every card this player has not seen, sorted
    opponent_hand_size: int
    opponent_hidden_draws: int  # face-down draws of the opponent not known by name
    known_opponent_draws: tuple[Card, ...]
    draw_pile_size: int  # cards still face down in the draw pile
    top_card: Card | None  # the draw pile's top card, when a Seer peek shows it
    voids: frozenset[Faction]  # factions the opponent cannot hold in hand (phase one)

    @property
    def opponent_hand(self) -> tuple[Card, ...] | None:
        """The opponent's hand when it is known exactly (phase two)."""
        if self.draw_pile_size == 0 and self.opponent_hidden_draws == 0:
            return self.unseen
        return None


def _minus(counts: Counter[Card], cards: tuple[Card, ...]) -> None:
    for card in cards:
        counts[card] -= 1


def phase_one_voids(seen: PlayerView) -> frozenset[Faction]:
    """The factions the opponent failed to follow in phase one (R3).

    The discards hold each trick's cards in play order. Whether the lead
    changed hands after a trick depends only on its two cards (R4, R5), so the
    leader of every trick follows back from the last trick's leader.
    """
    if seen.phase != 1 or seen.last_trick is None:
        return frozenset()
    pairs = [
        (seen.discards[index], seen.discards[index + 1])
        for index in range(0, len(seen.discards) - 1, 2)
    ]
    leader = seen.last_trick.leader
    voids: set[Faction] = set()
    for index in range(len(pairs) - 1, -1, -1):
        lead, second = pairs[index]
        if leader == seen.seat and second.faction is not lead.faction:
            voids.add(lead.faction)
        if index:  # the leader of the trick before: undo that trick's change (R4, R5)
            lead, second = pairs[index - 1]
            if lead_passes(lead.faction, lead.value, second.faction, second.value):
                leader = next_seat(leader)
    return frozenset(voids)


def knowledge(seen: PlayerView, memory: Memory | None = None) -> Knowledge:
    """What ``seen.seat`` knows about the hidden cards."""
    them = seen.opponent
    counts = Counter(DECK_COUNTS)
    _minus(counts, seen.hand)
    _minus(counts, seen.discards)
    _minus(counts, seen.played)
    if seen.phase == 1 and not seen.finished:
        _minus(counts, seen.my_draws)
        _minus(counts, seen.prizes[0])
        _minus(counts, seen.prizes[1])
        if seen.prize is not None:
            _minus(counts, (seen.prize,))
        hidden_draws = seen.follower_counts[them] - len(seen.prizes[them])
        pile_size = seen.draw_pile_size
    else:
        for pile in (*seen.score_piles, *seen.gnomes_in_front):
            _minus(counts, pile)
        _minus(counts, seen.trolls_aside)
        _minus(counts, seen.smashed)
        hidden_draws = 0
        pile_size = 0
    known: list[Card] = []
    if memory is not None and seen.phase == 1:
        for discards, card in memory.peeked_to_opponent:
            if seen.discards[: len(discards)] == discards and counts[card] > 0:
                counts[card] -= 1
                known.append(card)
    top = seen.seer_peek
    if top is not None:
        counts[top] -= 1
    if any(count < 0 for count in counts.values()):
        raise ValueError("the view is not consistent with the deck")
    unseen = tuple(sorted(counts.elements()))
    return Knowledge(
        unseen=unseen,
        opponent_hand_size=seen.hand_sizes[them],
        opponent_hidden_draws=hidden_draws - len(known),
        known_opponent_draws=tuple(known),
        draw_pile_size=pile_size,
        top_card=top,
        voids=phase_one_voids(seen),
    )
