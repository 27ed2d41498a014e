"""The search's compact simulator plays by the engine's rules (R3-R16)."""

from __future__ import annotations

import random

from claim2.ai.sim import from_state, ints, pack, result, to_card, to_int, unpack
from claim2.engine import DECK, Card, SeerChoice, legal_actions, new_game, outcome, score, step


def test_card_ints_round_trip_and_sort_in_deck_order() -> None:
    assert [to_card(to_int(card)) for card in DECK] == list(DECK)
    assert ints(DECK) == [to_int(card) for card in DECK]
    assert unpack(pack(ints(DECK))) == ints(DECK)


def test_random_games_match_the_engine_trick_by_trick() -> None:
    rng = random.Random(2)
    for game in range(60):
        state = new_game(seed=game, first_leader=game % 2)
        sim, _ = from_state(state)
        while not state.finished:
            if state.seer is None and not state.played:
                fresh, lead = from_state(state)
                assert lead is None
                assert (fresh.phase, fresh.trick, fresh.leader) == (
                    sim.phase,
                    sim.trick,
                    sim.leader,
                )
                assert fresh.hands == sim.hands
                assert fresh.pile == sim.pile and fresh.prize == sim.prize
                assert (fresh.score, fresh.front, fresh.aside) == (sim.score, sim.front, sim.aside)
                assert [sorted(pile) for pile in fresh.followers] == [
                    sorted(pile) for pile in sim.followers
                ]
            action = rng.choice(legal_actions(state))
            if not state.played:
                state = step(state, action)
                continue
            assert isinstance(action, Card)  # a reply (the seer's choice is made below, after it)
            lead, second = to_int(state.played[0]), to_int(action)
            state = step(state, action)
            choice = None
            if state.seer is not None:
                choice = rng.choice(legal_actions(state))
                state = step(state, choice)
            take_top = choice is SeerChoice.TOP
            sim.play_trick(lead, second, lambda *_, top=take_top: top)
        winner = outcome(state).winner
        assert sim.finished
        assert sim.final_result() == {None: 0, 0: 1, 1: -1}[winner]
        assert sim.score[0] + sim.front[0] == pack(ints(state.score_piles[0]))


def test_packed_scoring_agrees_with_the_engine_on_random_piles() -> None:
    rng = random.Random(3)
    for _ in range(1000):
        cards = list(DECK)
        rng.shuffle(cards)
        size0, size1 = rng.randrange(0, 20), rng.randrange(0, 20)
        piles = (tuple(cards[:size0]), tuple(cards[size0 : size0 + size1]))
        if rng.random() < 0.3:  # equal counts in a faction, values decide (R15)
            piles = (piles[0], tuple(card for card in piles[0] if card.faction) + piles[1][:2])
        winner = score(piles).winner
        assert result(pack(ints(piles[0])), pack(ints(piles[1]))) == {None: 0, 0: 1, 1: -1}[winner]


def test_a_closed_faction_vote_cannot_change_hands() -> None:
    """rollout.closed_factions: whoever leads a closed faction now still wins its vote (R15)."""
    from claim2.ai.heuristics import Playout
    from claim2.ai.rollout import closed_factions
    from claim2.ai.sim import faction_count, from_state

    from .positions import random_states

    rng = random.Random(4)
    checked = 0
    for state in random_states(40, seed=31, phase=2):
        if state.played:
            continue
        sim, _ = from_state(state)
        closed = closed_factions(sim)
        for _ in range(3):
            end = sim.copy()
            Playout(random.Random(rng.random())).run(end)
            for faction, is_closed in enumerate(closed):
                if not is_closed:
                    continue
                shift = 20 * faction
                now = [
                    faction_count(((sim.score[s] + sim.front[s]) >> shift) & 0xFFFFF)
                    for s in (0, 1)
                ]
                final = [
                    faction_count(((end.score[s] + end.front[s]) >> shift) & 0xFFFFF)
                    for s in (0, 1)
                ]
                assert (now[0] > now[1]) == (final[0] > final[1]) and final[0] != final[1]
                checked += 1
    assert checked
