"""What a player can infer from their view (R3, R17), and worlds drawn to fit it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from claim2.ai.knowledge import Memory, knowledge, phase_one_voids
from claim2.ai.sampling import sample_world
from claim2.engine import (
    DECK,
    Card,
    Faction,
    SeerChoice,
    deal_from,
    legal_actions,
    new_game,
    step,
    view,
)

from .positions import random_states


def test_phase_two_opponent_hand_is_known_exactly() -> None:
    for state in random_states(40, seed=1, phase=2):
        for seat in (0, 1):
            known = knowledge(view(state, seat))
            assert known.opponent_hand == state.hands[1 - seat]


def test_unseen_cards_are_the_hidden_places_in_phase_one() -> None:
    for state in random_states(60, seed=2, phase=1):
        for seat in (0, 1):
            seen = view(state, seat)
            known = knowledge(seen)
            hidden = list(state.hands[1 - seat]) + list(state.draws[1 - seat])
            hidden += list(state.draw_pile)
            if seen.seer_peek is not None:
                hidden.remove(seen.seer_peek)
            assert Counter(known.unseen) == Counter(hidden)
            assert known.opponent_hand_size == len(state.hands[1 - seat])
            assert known.opponent_hidden_draws == len(state.draws[1 - seat])


def test_voids_come_from_failing_to_follow_and_are_true() -> None:
    """R3: a player who did not follow a faction holds none of it (for the rest of phase one)."""
    found = 0
    for state in random_states(150, seed=3, phase=1):
        for seat in (0, 1):
            voids = phase_one_voids(view(state, seat))
            found += len(voids)
            assert not [card for card in state.hands[1 - seat] if card.faction in voids]
    assert found > 20


def test_a_known_void_from_a_hand_made_deal() -> None:
    hands = [
        ["Gn1", "Gn1", "Gn1", "Gn3", "Gn3", "Gn3", "Gn5", "Gn5", "Gn5", "Gn7", "Gn7", "Gn7", "Gn9"],
        ["Dr0", "Dr1", "Dr2", "Dr3", "Dr4", "Dr5", "Dr6", "Dr7", "Dr8", "Dr9", "Tr0", "Tr1", "Tr2"],
    ]
    rest = [card.code for card in DECK if card.faction.code in ("Gi", "Se")]
    rest += [f"Tr{value}" for value in range(3, 10)]
    state = deal_from(hands, rest, first_leader=0)
    state = step(step(state, Card.parse("Gn1")), Card.parse("Dr0"))  # seat 1 cannot follow
    assert names(phase_one_voids(view(state, 0))) == {"GNOMES"}
    assert phase_one_voids(view(state, 1)) == frozenset()


def names(factions: frozenset[Faction]) -> set[str]:
    return {faction.name for faction in factions}


def test_memory_remembers_a_peeked_card_left_to_the_opponent() -> None:
    """R8: choosing the prize sends the peeked top card into the opponent's follower pile."""
    rng = random.Random(4)
    checked = 0
    for game in range(200):
        state = new_game(seed=game)
        memory = Memory()
        while state.phase == 1 and not state.finished:
            if state.seer is not None:
                seen = view(state, state.seer.winner)
                memory.note(seen, SeerChoice.PRIZE)
                state = step(state, SeerChoice.PRIZE)
                if state.phase == 2:  # the opponent's hand is known exactly then anyway
                    break
                after = view(state, seen.seat)
                known = knowledge(after, memory)
                assert seen.seer_peek in known.known_opponent_draws
                assert seen.seer_peek in state.draws[1 - seen.seat]
                checked += 1
                break
            state = step(state, rng.choice(legal_actions(state)))
    assert checked > 10


@pytest.mark.parametrize("phase", [1, 2])
def test_sampled_worlds_give_back_the_same_view(phase: int) -> None:
    rng = random.Random(5)
    for state in random_states(80, seed=6 + phase, phase=phase):
        for seat in (0, 1):
            seen = view(state, seat)
            known = knowledge(seen)
            world = sample_world(seen, rng)
            assert view(world, seat) == seen
            assert not [card for card in world.hands[1 - seat] if card.faction in known.voids]
            assert (
                Counter(world.hands[0] + world.hands[1] + world.draw_pile)
                + Counter(world.prizes[0] + world.prizes[1] + world.draws[0] + world.draws[1])
                + Counter(world.discards + world.played)
                + Counter((world.prize,) if world.prize else ())
                == Counter(DECK)
                or phase == 2
            )


def test_sampling_varies_the_hidden_cards_only() -> None:
    state = next(random_states(1, seed=9, phase=1))
    seen = view(state, 0)
    rng = random.Random(1)
    worlds = [sample_world(seen, rng) for _ in range(20)]
    assert len({world.hands[1] for world in worlds}) > 1
    assert all(world.hands[0] == state.hands[0] for world in worlds)
