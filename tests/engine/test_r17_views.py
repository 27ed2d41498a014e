"""R17: a player's view shows everything public and their own secrets, nothing else."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim2.engine import (
    DECK,
    Card,
    GameState,
    PlayerView,
    SeerChoice,
    deal_from,
    legal_actions,
    new_game,
    state_seen_as,
    step,
    view,
)
from claim2.engine.views import PublicView

from .hidden import GAMES, random_game, twin_games
from .scenario import card, cards, deal, fill, play

UNIQUE = frozenset(c for c, n in Counter(DECK).items() if n == 1)


def cards_in(value: object) -> list[Card]:
    """Every card mentioned anywhere in a view (fields, events, nested tuples)."""
    if isinstance(value, Card):
        return [value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: list[Card] = []
        for field in dataclasses.fields(value):
            found += cards_in(getattr(value, field.name))
        return found
    if isinstance(value, tuple | list):
        return [c for item in value for c in cards_in(item)]
    return []


def secret_from(state: GameState, player: int) -> set[Card]:
    """The one-of-a-kind cards ``player`` may not see (by R17), worked out from the state."""
    opponent = 1 - player
    if state.phase == 1:
        secret = set(state.hands[opponent]) | set(state.draws[opponent]) | set(state.draw_pile)
        if state.seer is not None and state.seer.winner == player:
            secret.discard(state.draw_pile[0])  # the player is peeking at it
    else:
        secret = set(state.hands[opponent]) - set(state.prizes[opponent])
    # a card the player peeked at with a Seer, even once the opponent drew it (R8)
    secret -= {peek.card for peek in state.peeks if peek.player == player}
    return secret & UNIQUE


# ---------------------------------------------------------------- pairs by hand


def test_R17_opponents_hand_and_the_draw_pile_can_swap_unseen() -> None:
    # The same deal, except that Tr0 and Se8 trade places between player 1's hand
    # and the draw pile (below the prize).
    # (The filler completes both deals alike: the same cards are named in both.)
    first = deal(["Dr7"], ["Dr3", "Tr0"], ["Tr5", "Se8"])
    other = deal(["Dr7"], ["Dr3", "Se8"], ["Tr5", "Tr0"])
    assert first != other
    assert view(first, 0) == view(other, 0)
    assert view(first, 1) != view(other, 1)
    # Player 0 wins the first trick; player 1 draws Se8 in one game, Tr0 in the other.
    first, other = play(first, "Dr7", "Dr3"), play(other, "Dr7", "Dr3")
    assert first.draws[1] != other.draws[1]
    assert view(first, 0) == view(other, 0)
    assert view(first, 1) != view(other, 1)


def test_R17_the_draw_pile_order_is_hidden_from_both() -> None:
    hand0, hand1, pile = fill()
    reordered = [pile[0], *reversed(pile[1:])]  # the prize stays on top
    first, other = deal_from((hand0, hand1), pile), deal_from((hand0, hand1), reordered)
    assert first != other
    for seat in (0, 1):
        assert view(first, seat) == view(other, seat)


def test_R17_the_opponents_seer_peek_is_hidden() -> None:
    # Player 1 wins with Se5 and peeks at Gi9 in one game, at Tr0 in the other.
    def game(top_card: str, in_hand: str) -> GameState:
        return play(deal(["Se2"], ["Se5", in_hand], ["Tr5", top_card]), "Se2", "Se5")

    first, other = game("Gi9", "Tr0"), game("Tr0", "Gi9")
    assert first.seer_peek == card("Gi9")
    assert other.seer_peek == card("Tr0")
    assert view(first, 0) == view(other, 0)
    assert view(first, 1) != view(other, 1)
    # Taking the top card keeps it hidden from player 0 ...
    assert view(play(first, "seer:top"), 0) == view(play(other, "seer:top"), 0)
    # ... keeping the prize hands it to player 0, who then sees it.
    assert view(play(first, "seer:prize"), 0) != view(play(other, "seer:prize"), 0)
    assert view(play(first, "seer:prize"), 0).my_draws == cards("Gi9")


def test_R17_a_seer_winner_remembers_the_peek_and_the_loser_knows_what_was_seen() -> None:
    """R8, R17: the peek stays known to the Seer winner; the loser who drew the peeked card
    (the winner kept the prize) knows the winner saw it; taking the top card keeps it secret."""
    state = play(deal(["Se2"], ["Se5", "Tr0"], ["Tr5", "Gi9"]), "Se2", "Se5")
    kept = play(state, "seer:prize")
    winner, loser = view(kept, 1), view(kept, 0)
    assert [(p.trick, p.card, p.choice.value) for p in winner.my_peeks] == [
        (1, card("Gi9"), "prize")
    ]
    assert winner.peeked_draws == ()
    assert loser.my_peeks == () and loser.peeked_draws == cards("Gi9")
    taken = play(state, "seer:top")
    assert tuple(p.card for p in view(taken, 1).my_peeks) == cards("Gi9")
    assert view(taken, 1).my_draws == cards("Gi9")
    assert view(taken, 0).my_peeks == () and view(taken, 0).peeked_draws == ()
    later = step(kept, legal_actions(kept)[0])
    assert view(later, 1).my_peeks == winner.my_peeks  # remembered after the trick


def test_R17_the_prize_and_played_cards_are_public() -> None:
    state = play(deal(["Dr7"], ["Dr3"], ["Tr5"]), "Dr7")
    assert view(state, 1).played == view(state, 0).played == cards("Dr7")
    assert view(state, 1).prize == view(state, 0).prize == card("Tr5")


def test_R17_only_the_player_to_move_gets_legal_actions() -> None:
    state = deal(["Dr7"], ["Dr3"])
    assert view(state, 0).legal_actions == legal_actions(state)
    assert view(state, 1).legal_actions == ()
    assert view(state, 0).my_turn and not view(state, 1).my_turn


def test_R17_a_view_holds_only_that_players_hand() -> None:
    state = deal(["Dr7"], ["Dr3"])
    for seat in (0, 1):
        seen = view(state, seat)
        assert seen.hand == state.hands[seat]
        assert seen.hand_sizes == (13, 13)
        assert seen.draw_pile_size == 25
        assert not set(cards_in(seen)) & secret_from(state, seat)


def test_R17_phase_two_view_hides_the_opponents_drawn_cards() -> None:
    state = new_game(seed=4)
    while state.phase == 1:
        state = step(state, legal_actions(state)[0])
    for seat in (0, 1):
        seen = view(state, seat)
        secret = secret_from(state, seat)
        assert secret  # there is something to hide
        assert not set(cards_in(seen)) & secret
        assert seen.prizes == (tuple(sorted(state.prizes[0])), tuple(sorted(state.prizes[1])))
        assert seen.my_draws == tuple(sorted(state.draws[seat]))


def test_R17_view_rejects_a_seat_that_does_not_exist() -> None:
    with pytest.raises(ValueError, match="player must be 0 or 1"):
        view(deal(["Dr7"], ["Dr3"]), 2)


# --------------------------------------------------------- random games (hypothesis)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shuffle=st.randoms(use_true_random=False), **GAMES)
def test_R17_games_a_player_cannot_tell_apart_look_the_same(
    seed: int, choices: int, length: int, player: int, shuffle: random.Random
) -> None:
    for mine, theirs in twin_games(seed, choices, length, player, shuffle):
        assert view(mine, player) == view(theirs, player)


@settings(max_examples=60, deadline=None)
@given(**GAMES)
def test_R17_a_view_never_shows_the_opponents_secrets(
    seed: int, choices: int, length: int, player: int
) -> None:
    _, states = random_game(seed, choices, length)
    for state in states:
        seen: PlayerView = view(state, player)
        assert not set(cards_in(seen)) & secret_from(state, player)
        assert seen.hand == state.hands[player]
        assert Counter(seen.followers) == Counter(state.prizes[player] + state.draws[player])


@settings(max_examples=60, deadline=None)
@given(**GAMES)
def test_R17_both_players_see_the_same_public_facts_of_the_game(
    seed: int, choices: int, length: int, player: int
) -> None:
    _, states = random_game(seed, choices, length + 20)
    public = [field.name for field in dataclasses.fields(PublicView)]
    for state in states:
        mine, theirs = view(state, player), view(state, 1 - player)
        assert [getattr(mine, name) for name in public] == [
            getattr(theirs, name) for name in public
        ]
        assert (mine.phase, mine.trick, mine.leader) == (state.phase, state.trick, state.leader)
        assert mine.finished is state.finished
        assert mine.last_trick == state.last_trick
        assert mine.follower_counts == tuple(
            len(state.prizes[seat]) + len(state.draws[seat]) for seat in (0, 1)
        )


def check_filled_in(state: GameState, player: int) -> None:
    """``state_seen_as`` with the true hidden cards: a state ``player`` cannot tell from
    ``state``, which plays on alike."""
    opponent = 1 - player
    seen = view(state, player)
    filled = state_seen_as(seen, state.hands[opponent], state.draws[opponent], state.draw_pile)
    assert view(filled, player) == seen
    assert filled.hands == state.hands
    assert filled.draws[opponent] == state.draws[opponent]
    assert Counter(filled.draws[player]) == Counter(state.draws[player])
    assert filled.draw_pile == state.draw_pile
    assert filled.seer == state.seer
    assert filled.finished is state.finished
    # the peeks: this seat's own as they were; of the opponent's, those that showed a
    # card this seat then drew, with no trick (0: this seat cannot tell which)
    assert [p for p in filled.peeks if p.player == player] == [
        p for p in state.peeks if p.player == player
    ]
    theirs = [p for p in filled.peeks if p.player == opponent]
    assert all(p.trick == 0 and p.choice is SeerChoice.PRIZE for p in theirs)
    assert Counter(p.card for p in theirs) == Counter(
        p.card for p in state.peeks if p.player == opponent and p.choice is SeerChoice.PRIZE
    )
    if not state.finished:
        action = legal_actions(state)[0]
        assert legal_actions(filled) == legal_actions(state)
        # (the events aside: the filled-in piles are the view's, sorted, so an event
        # listing such a pile, e.g. GnomesJoinedScore, may list it in another order)
        after = view(step(filled, action), player)
        assert dataclasses.replace(after, events=()) == dataclasses.replace(
            view(step(state, action), player), events=()
        )


def test_R17_a_state_filled_in_from_a_view_while_a_seer_choice_waits() -> None:
    state = play(deal(["Se2"], ["Se5", "Tr0"], ["Tr5", "Gi9"]), "Se2", "Se5")
    assert state.seer is not None
    for seat in (0, 1):
        check_filled_in(state, seat)
    kept = play(state, "seer:prize")
    for seat in (0, 1):
        check_filled_in(kept, seat)


@settings(max_examples=60, deadline=None)
@given(**GAMES)
def test_R17_a_state_filled_in_from_a_view_gives_the_view_back(
    seed: int, choices: int, length: int, player: int
) -> None:
    _, states = random_game(seed, choices, length + 20)
    for state in states:
        check_filled_in(state, player)
