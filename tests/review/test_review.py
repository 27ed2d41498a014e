"""A game's review: exact values that chain from move to move and end at the result, the
marks on the moves that changed it, estimates for phase one, and what may be reviewed
of a game still being played."""

from __future__ import annotations

import math
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pytest

from claim2.ai.exact import ExactSolver, Spot
from claim2.ai.knowledge import Memory
from claim2.ai.sim import from_state, to_int
from claim2.ai.strong import Analysis
from claim2.engine import (
    Card,
    GameState,
    legal_actions,
    new_game,
    outcome,
    parse_action,
    step,
    view,
)
from claim2.game.shared import seen_by_both
from claim2.present.review_words import action_words
from claim2.records.record import GameRecord, load_record, replay_states
from claim2.review.estimates import RIVALS, Looks, _First, decisions, estimate_moves
from claim2.review.exact_moves import exact_trick, review_tricks, trick_starts
from claim2.review.game import result_of, review_record
from claim2.review.grading import Grade
from claim2.review.model import ExactMove, ExactTrick, GameReview, Move, for_seat

from .games import brute_force

RandomGame = Callable[[int], tuple[GameRecord, GameState]]


def tricks_of(record: GameRecord) -> tuple[list[GameState], tuple[ExactTrick, ...]]:
    states = replay_states(record)
    actions = [parse_action(code) for code in record.actions]
    tricks, unsolved = review_tricks(states, actions, len(actions))
    assert not unsolved
    return states, tricks


# Seeds whose phase two solves in well under a second (some random deals take seconds).
@pytest.mark.parametrize("seed", [1, 2, 4, 5, 6, 8])
def test_values_chain_from_move_to_move_and_end_at_the_result(
    random_game: RandomGame, seed: int
) -> None:
    record, final = random_game(seed)
    _, tricks = tricks_of(record)
    assert [trick.trick for trick in tricks] == list(range(1, 14))
    for trick, following in pairwise(tricks):
        assert trick.lead.after == trick.reply.before
        assert trick.reply.after == following.lead.before
    assert tricks[-1].reply.after == result_of(final)
    winner = outcome(final).winner
    assert tricks[-1].reply.after == (0 if winner is None else 1 - 2 * winner)


@pytest.mark.parametrize("seed", [10, 11, 15, 20, 28, 31])
def test_no_move_gains_and_each_change_names_a_move_that_keeps_the_value(
    random_game: RandomGame, seed: int
) -> None:
    record, _ = random_game(seed)
    states, tricks = tricks_of(record)
    solver = ExactSolver()
    for trick in tricks:
        start = states[trick.index]
        spot = Spot.from_sim(from_state(start)[0])
        for move in trick.moves:
            assert {move.before, move.after} <= {-1, 0, 1}
            assert for_seat(move.after, move.seat) <= for_seat(move.before, move.seat)
            assert (move.better is None) == (not move.changed)
        lead, reply = trick.lead, trick.reply
        assert lead.seat == start.leader and reply.seat == 1 - start.leader
        if lead.better is not None:
            assert lead.better in legal_actions(start)
            assert solver.after_lead(spot, to_int(lead.better))[0] == lead.before
        if reply.better is not None:
            after_lead = step(start, lead.card)
            assert reply.better in legal_actions(after_lead)
            assert solver.after_trick(spot, to_int(lead.card), to_int(reply.better)) == (
                reply.before
            )


def test_the_last_tricks_values_match_brute_force(random_game: RandomGame) -> None:
    for seed in range(12, 40):
        record, _ = random_game(seed)
        states = replay_states(record)
        actions = [parse_action(code) for code in record.actions]
        solver = ExactSolver()
        for index in trick_starts(states, len(actions))[-4:]:
            start = states[index]
            lead, reply = actions[index], actions[index + 1]
            assert isinstance(lead, Card) and isinstance(reply, Card)
            trick = exact_trick(solver, start, lead, reply, index)
            after_lead = states[trick.index + 1]
            assert trick.lead.before == brute_force(start)
            assert trick.lead.after == brute_force(after_lead)
            assert trick.reply.after == brute_force(states[trick.index + 2])


def _made_up(moves: list[tuple[int, int, int, int]]) -> GameReview:
    """A review with phase-two tricks of (leader, value before, value after each move)."""
    tricks = []
    for number, (leader, before, middle, after) in enumerate(moves, start=1):
        lead = ExactMove(leader, Card.parse("Gi3"), before, middle, Card.parse("Gi9"))
        reply = ExactMove(1 - leader, Card.parse("Dr1"), middle, after, Card.parse("Dr2"))
        tricks.append(ExactTrick(number, 26 + 2 * number, lead, reply))
    return GameReview(("Ann", "Bob"), True, 52, 52, (), tuple(tricks), tricks[-1].reply.after)


def test_the_turning_point_is_the_last_move_that_changed_the_result() -> None:
    review = _made_up([(0, 1, 1, 1), (1, 1, -1, -1), (0, -1, -1, 1), (0, 1, 1, 1), (0, 1, -1, -1)])
    turning = review.turning
    assert turning is not None
    assert (turning.trick, turning.move.card.code) == (5, "Gi3")
    changed = [trick.trick for trick in review.tricks for move in trick.moves if move.changed]
    assert changed == [2, 3, 5]


def test_the_summary_names_the_trick_the_card_and_the_better_card() -> None:
    from claim2.present.review_words import summary
    from claim2.text.i18n import set_language

    set_language("en")
    review = _made_up([(1, 1, 1, 1)] * 4 + [(0, 1, -1, -1)])
    lines = [line.plain for line in summary(review)]
    assert lines[0] == (  # the player who lost first: where, what, what would have been better
        "Ann lost most at trick 5 of phase two: leading Gi3 instead of Gi9 (blunder: a win "
        "turned into a loss)."
    )
    assert lines[1] == "Bob lost no ground: every move was best or good."
    assert lines[2].startswith("Accuracy: Ann 80, Bob 100")  # Ann: one move of five lost all
    assert (
        "The game was decided at trick 5 of phase two: Ann played Gi3 instead of Gi9, which "
        "turned a win into a loss."
    ) in lines


def test_phase_one_estimates_are_the_same_however_they_are_shared_out(
    random_game: RandomGame,
) -> None:
    record, _ = random_game(21)
    states = replay_states(record)
    actions = [parse_action(code) for code in record.actions]
    chosen = decisions(states, len(actions))[8:11]
    told: list[int] = []
    together = estimate_moves(
        states, actions, chosen, progress=told.append, looks=Looks(seconds=math.inf)
    )
    assert sorted(told) == sorted(chosen * 2)  # two steps a decision: first, closer looks
    assert told[: len(chosen)] == chosen  # the first looks in the order played
    apart = tuple(
        found
        for index in chosen
        for found in estimate_moves(states, actions, [index], looks=Looks(seconds=math.inf))
    )
    assert together == apart
    assert [estimate.index for estimate in together] == chosen
    for estimate in together:
        assert 0 <= estimate.score <= 1 and 0 <= estimate.best_score <= 1
        assert estimate.move in (Move.LEAD, Move.REPLY, Move.SEER)
        assert estimate.loss == max(0.0, estimate.best_score - estimate.score) or (
            estimate.action == estimate.best and estimate.loss == 0
        )
        assert estimate.confirmed or not estimate.grade.serious


def test_a_game_being_played_is_reviewed_only_as_far_as_both_have_seen(
    random_game: RandomGame, quick_estimates: None
) -> None:
    """What is reviewed, not the estimates' values (from fewer deals: 1.9 -> 0.5 s)."""
    record, _ = random_game(30)
    states = replay_states(record)
    # stop just after a lead in phase two: that card is not yet seen by both
    cut = next(  # the actions up to the lead of trick 4 of phase two
        index + 1 for index, state in enumerate(states) if state.phase == 2 and state.trick == 4
    )
    playing = record.model_copy(update={"actions": record.actions[:cut]})
    review = review_record(playing)
    assert not review.whole and review.result is None
    assert review.estimates == ()  # phase one comes from each player's own cards
    assert review.actions == seen_by_both(playing) == cut - 1
    assert [trick.trick for trick in review.tricks] == [1, 2, 3]
    revealed = review_record(playing, reveal=True, looks=Looks(0))  # first looks are enough
    assert revealed.whole and revealed.estimates
    assert [trick.trick for trick in revealed.tricks] == [1, 2, 3]


FIRST_CHOICE = Path(__file__).parent.parent / "data" / "first_choice_vs_strong.json"


def test_a_player_who_always_takes_the_first_choice_is_graded_below_the_strong_level() -> None:
    """Issue 52's case, on one whole game (a review of a whole game takes about 2 s of CPU:
    the one such review in tests/review; ``benchmarks/review_speed.py`` checks many games):
    Ann, always taking the first action offered, lost to the strong level; her accuracy is
    below its, at least one of her moves is a mistake or a blunder (confirmed), and the
    summary's first line says where she lost most and what would have been better."""
    from claim2.present.review_words import summary
    from claim2.text.i18n import set_language

    set_language("en")
    review = review_record(load_record(FIRST_CHOICE), looks=Looks(seconds=math.inf))
    assert review.result == -1  # the strong level won
    ann, computer = review.accuracy
    assert ann is not None and computer is not None and ann < computer
    serious = [move for move in review.moves if move.seat == 0 and move.grade.serious]
    assert serious
    assert all(estimate.confirmed for estimate in review.flagged)
    worst = review.lost_most(0)[0]
    first = summary(review)[0].plain
    if len(review.lost_most(0)) == 1:
        assert first.startswith(f"Ann lost most at trick {worst.trick} of phase ")
    else:  # her largest loss, then the next largest: by size, said so
        assert first.startswith(f"Ann's largest loss: trick {worst.trick} of phase ")
        assert "; the next largest: trick " in first
    assert worst.better is not None and worst.grade.value in first
    assert f"instead of {action_words(worst.better).plain}" in first or worst.move is Move.SEER


def test_a_review_s_estimates_are_graded_monotone_in_the_loss(
    random_game: RandomGame, quick_estimates: None
) -> None:
    """A random player's game, its looks cut short (some large losses left unconfirmed):
    within the review a larger loss is never graded below a smaller one, and every mistake
    and blunder was confirmed on fresh games (quick estimates: 0.5 s)."""
    record, _ = random_game(30)
    review = review_record(record, looks=Looks(8, seconds=math.inf))
    found = review.estimates
    assert any(estimate.confirmed for estimate in found)
    assert any(not estimate.confirmed and estimate.loss > 0 for estimate in found)
    ranks = list(Grade)
    for estimate in found:
        assert estimate.confirmed or not estimate.grade.serious
        for other in found:
            if estimate.loss > other.loss:
                assert ranks.index(estimate.grade) >= ranks.index(other.grade)


def test_a_closer_look_plays_the_rivals_that_could_matter() -> None:
    """The first look's best other action, and the next ones while they are ``SCREEN`` above
    the move, ``RIVALS`` at most; one that came out exactly as one taken is passed over."""
    state = new_game(seed=3, first_leader=0)
    seen = view(state, state.to_move)
    hand = list(seen.legal_actions)[:6]
    played, *others = hand
    scores = {played: 0.5, others[0]: 0.6, others[1]: 0.6, others[2]: 0.55, others[3]: 0.505}
    scores[others[4]] = 0.58
    playouts = dict.fromkeys(scores, 16)
    analysis = Analysis(others[0], scores, playouts)
    first = _First(state, seen, played, analysis, Memory())
    assert RIVALS == 3
    # others[1]: as others[0] (in effect the same move); others[3]: within the screen
    assert first.rivals() == [others[0], others[4], others[2]]
    playouts[others[1]] = 32  # more games, the same average: another move
    assert first.rivals() == [others[0], others[1], others[4]]
    scores.update(dict.fromkeys(others, 0.505))  # none above the screen: the best still
    assert first.rivals() == [others[0]]


def test_an_accuracy_is_said_to_one_place_so_a_lost_move_never_reads_100() -> None:
    from claim2.present.review_words import accuracy_text

    assert [accuracy_text(value) for value in (100.0, 99.5, 80.0, 0.0, 92.46)] == [
        "100",
        "99.5",
        "80",
        "0",
        "92.5",
    ]
