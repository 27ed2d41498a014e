"""What a move cost and its grade (issue 52): the grades by loss, phase two's grades against
the exact values (brute force over the engine, Hypothesis over random games), each
player's accuracy, where each lost most, and the chart's points against the estimates
and the exact values they come from. No search of the strong level here: made-up
estimates, and endgames of a few tricks."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import Card, SeerChoice
from claim2.review import estimates, grading
from claim2.review.exact_moves import review_tricks
from claim2.review.grading import Grade, accuracy, grade, move_accuracy
from claim2.review.model import (
    ChartPoint,
    Estimate,
    ExactMove,
    ExactTrick,
    GameReview,
    Move,
    chance,
    for_seat,
)

from .games import brute_force, endgame_line


def test_the_grades_follow_the_loss_in_order() -> None:
    """A confirmed loss by the confirming look's noise (one, two, three of it: good,
    inaccuracy, mistake), any other by a closer look's (one, two: good, inaccuracy)."""
    noise = grading.CONFIRMED_NOISE
    losses = [0.0, noise, 2 * noise, grading.MISTAKE, grading.BLUNDER, 1.0]
    assert [grade(loss, confirmed=True) for loss in losses] == [
        Grade.BEST,
        Grade.GOOD,
        Grade.INACCURACY,
        Grade.MISTAKE,
        Grade.BLUNDER,
        Grade.BLUNDER,
    ]
    assert 3 * noise == grading.MISTAKE and grading.INACCURACY == 2 * grading.NOISE
    losses = [0.0, grading.BEST, grading.INACCURACY, grading.BLUNDER, 1.0]
    assert [grade(loss) for loss in losses] == [
        Grade.BEST,
        Grade.GOOD,
        Grade.INACCURACY,
        Grade.INACCURACY,  # never a mistake or a blunder without a confirming look
        Grade.INACCURACY,
    ]
    assert 0 < noise < grading.BEST < grading.INACCURACY and grading.MISTAKE < grading.BLUNDER
    # a move left with its first look's loss (under the screen) is at most good, and one
    # a closer look calls an inaccuracy is confirmed (if the review may take the look)
    assert estimates.SCREEN <= grading.INACCURACY
    assert estimates.CONFIRM_FROM <= grading.INACCURACY
    assert [g.serious for g in Grade] == [False, False, False, True, True]


def test_an_exact_loss_of_any_size_is_a_blunder() -> None:
    assert grade(0.0, exact=True) is Grade.BEST
    assert grade(0.5, exact=True) is Grade.BLUNDER
    move = ExactMove(1, Card.parse("Dr3"), before=-1, after=0)  # seat 1: a win into a draw
    assert (move.loss, move.grade) == (0.5, Grade.BLUNDER)
    assert ExactMove(0, Card.parse("Dr3"), 0, -1).loss == 0.5  # a draw into a loss
    assert ExactMove(0, Card.parse("Dr3"), 1, -1).loss == 1.0
    assert ExactMove(1, Card.parse("Dr3"), 1, 1).grade is Grade.BEST  # lost already: no loss


def test_accuracy_is_the_mean_of_each_moves_from_100_down_to_0_at_a_blunder() -> None:
    assert move_accuracy(0) == 100 == move_accuracy(grading.BEST)  # within the noise
    assert move_accuracy(grading.BLUNDER) == 0 == move_accuracy(1)
    middle = (grading.BEST + grading.BLUNDER) / 2
    assert round(move_accuracy(middle), 6) == 50
    assert accuracy([0, middle]) == 75
    assert accuracy([]) is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), tricks_left=st.sampled_from([2, 3]))
def test_phase_two_grades_agree_with_the_exact_values(seed: int, tricks_left: int) -> None:
    """A move of phase two is a blunder exactly when it made the mover's result with best
    play worse (by brute force over the engine), and its loss is by how much."""
    states, actions = endgame_line(seed, tricks_left)
    tricks, unsolved = review_tricks(states, actions, len(actions))
    assert not unsolved and len(tricks) == tricks_left
    for trick in tricks:
        for offset, move in enumerate(trick.moves):
            index = trick.index + offset
            before, after = brute_force(states[index]), brute_force(states[index + 1])
            lost = (for_seat(before, move.seat) - for_seat(after, move.seat)) / 2
            assert move.loss == lost
            assert move.grade is (Grade.BLUNDER if lost > 0 else Grade.BEST)
            assert (move.better is None) == (lost == 0)


def _estimate(index: int, seat: int, score: float, best_score: float, **more: object) -> Estimate:
    played, best = Card.parse("Gn5"), Card.parse("Se6")
    fields: dict[str, object] = {
        "trick": index // 2 + 1,
        "index": index,
        "seat": seat,
        "move": Move.LEAD if index % 2 == 0 else Move.REPLY,
        "action": played,
        "score": score,
        "best": best,
        "best_score": best_score,
        "confirmed": best_score - score >= estimates.CONFIRM_FROM,  # as a review confirms
    }
    fields.update(more)
    return Estimate(**fields)  # type: ignore[arg-type]


# a confirmed loss in the middle of each grade (a confirming look may find less than the
# closer look's ``CONFIRM_FROM`` that sent the move to it)
GOOD = 1.5 * grading.CONFIRMED_NOISE
INACCURATE = 2.5 * grading.CONFIRMED_NOISE
MISTAKEN = (grading.MISTAKE + grading.BLUNDER) / 2


def _made_up() -> GameReview:
    """Phase one: tricks 1 to 12 rated (trick 13 forced); phase two: tricks 1 and 2 too long
    to solve (estimated), 3 to 13 exact, seat 1 winning all along."""
    estimates = [
        _estimate(0, 0, 0.40, 0.60),  # Ann leads Gn5 instead of Se6: a blunder
        _estimate(1, 1, 0.50, 0.50 + GOOD, confirmed=True),  # Bob: good
        _estimate(2, 0, 0.30, 0.30 + INACCURATE, confirmed=True),  # Ann: an inaccuracy
        *(_estimate(index, index % 2, 0.5, 0.5) for index in range(3, 24)),
        _estimate(26, 1, 0.7, 0.7, phase=2, trick=1),
        _estimate(28, 0, 0.2, 0.2 + MISTAKEN, phase=2, trick=2),  # Ann: a mistake
    ]
    tricks = []
    for number in range(3, 14):
        index = 26 + 2 * (number - 1)
        lead = ExactMove(number % 2, Card.parse("Tr4"), -1, -1)
        reply = ExactMove(1 - number % 2, Card.parse("Tr2"), -1, -1, forced=number > 11)
        tricks.append(ExactTrick(number, index, lead, reply))
    return GameReview(("Ann", "Bob"), True, 52, 52, tuple(estimates), tuple(tricks), -1)


def test_the_moves_of_both_phases_graded_in_the_order_played() -> None:
    review = _made_up()
    moves = review.moves
    assert [move.index for move in moves] == sorted(move.index for move in moves)
    assert len(moves) == 24 + 2 + 11 * 2 - 2  # the forced replies are not rated
    first = moves[0]
    assert (first.phase, first.trick, first.grade, first.exact) == (1, 1, Grade.BLUNDER, False)
    assert first.better == Card.parse("Se6") and round(first.loss, 6) == 0.2
    assert (first.before, first.after) == (0.6, 0.4)  # seat 0's chance
    bob = moves[1]
    assert (bob.seat, bob.grade, bob.better) == (1, Grade.GOOD, Card.parse("Se6"))
    assert (bob.before, bob.after) == (1 - (0.5 + GOOD), 0.5)  # turned round for seat 0
    assert moves[2].grade is Grade.INACCURACY
    assert all(move.exact for move in moves if move.phase == 2 and move.trick > 2)


def test_accuracy_and_where_each_lost_most() -> None:
    review = _made_up()
    ann, bob = review.accuracy
    assert ann is not None and bob is not None and ann < bob
    worst = review.lost_most(0)
    assert [move.index for move in worst] == [0, 28]  # a blunder, then a mistake
    assert [move.index for move in review.lost_most(0, count=3)] == [0, 28, 2]
    assert review.lost_most(1) == ()  # Bob's one loss is only good


def test_the_chart_has_a_point_after_every_trick_from_what_was_rated() -> None:
    review = _made_up()
    for seat in (0, 1):  # each player's own chance, from their own estimates
        points = {(point.phase, point.trick): point for point in review.chart_of(seat)}
        assert len(points) == 26
        own = [move for move in review.moves if move.seat == seat or move.exact]
        for phase in (1, 2):
            for number in range(1, 14):
                point = points[(phase, number)]
                inside = [move for move in own if (move.phase, move.trick) == (phase, number)]
                solved = [t for t in review.tricks if phase == 2 and t.trick == number]
                if solved:
                    after = chance(solved[0].reply.after)
                    assert point == ChartPoint(2, number, after if seat == 0 else 1 - after, True)
                elif inside:  # the chance after the player's last rated move of the trick
                    after = inside[-1].after if seat == 0 else 1 - inside[-1].after
                    assert (point.chance, point.exact) == (after, False)
        assert points[(2, 13)].chance == (chance(-1) if seat == 0 else 1 - chance(-1))
    assert review.chart == review.chart_of(0)
    # phase one's last trick had no choice: the chance before the player's next rated move
    assert review.chart_of(0)[12] == ChartPoint(1, 13, 0.2 + MISTAKEN, False)  # Ann's, phase 2
    assert review.chart_of(1)[12] == ChartPoint(1, 13, 0.7, False)  # Bob's, phase two


def test_a_graded_move_falls_on_its_own_player_s_chart_at_its_trick() -> None:
    """A play-tester's game (issue 52): Bob rated Ann's chance 0.2 from trick 3 on while Ann
    rated it 0.58, until her blunder at trick 4 (0.58 -> 0.2). A chart of both players'
    estimates fell at trick 3 (Bob's reply rated last) and stayed flat at her blunder; her
    own chart falls at trick 4, under its mark."""
    estimates = (
        _estimate(0, 0, 0.6, 0.6, trick=1),
        _estimate(1, 1, 0.4, 0.4, trick=1),
        _estimate(2, 0, 0.58, 0.58, trick=2),
        _estimate(3, 1, 0.42, 0.42, trick=2),
        _estimate(4, 0, 0.58, 0.58, trick=3),
        _estimate(5, 1, 0.8, 0.8, trick=3),  # Bob's view: Ann at 0.2
        _estimate(6, 0, 0.2, 0.58, trick=4),  # Ann's blunder, in her view
        _estimate(7, 1, 0.8, 0.8, trick=4),
        _estimate(8, 0, 0.2, 0.2, trick=5),
        _estimate(9, 1, 0.8, 0.8, trick=5),
    )
    review = GameReview(("Ann", "Bob"), True, 52, 52, estimates, (), -1)
    (blunder,) = review.lost_most(0)
    assert (blunder.trick, blunder.grade) == (4, Grade.BLUNDER)
    ann = {point.trick: round(point.chance, 6) for point in review.chart_of(0)}
    assert [ann[trick] for trick in range(1, 6)] == [0.6, 0.58, 0.58, 0.2, 0.2]
    fall = review.fell_most(0)
    assert fall is not None and fall.trick == blunder.trick == 4
    bob = {point.trick: round(point.chance, 6) for point in review.chart_of(1)}
    assert [bob[trick] for trick in range(1, 6)] == [0.4, 0.42, 0.8, 0.8, 0.8]  # his own


def test_a_seer_choice_is_graded_like_a_card() -> None:
    estimate = _estimate(4, 0, 0.3, 0.5, move=Move.SEER, action=SeerChoice.PRIZE)
    estimate = Estimate(**{**_fields(estimate), "best": SeerChoice.TOP})  # type: ignore[arg-type]
    assert estimate.grade is Grade.BLUNDER and estimate.clearly_worse


def _fields(estimate: Estimate) -> dict[str, object]:
    return {name: getattr(estimate, name) for name in Estimate.__dataclass_fields__}


def _lost_without_a_graded_move() -> GameReview:
    """Ann (seat 0) lost with every move best or good: her chance fell with Bob's moves."""
    chances = [0.5, 0.45, 0.3, 0.35, 0.1, 0.05]  # Ann's chance after each trick
    estimates = []
    for number, after in enumerate(chances, start=1):
        index = 2 * (number - 1)
        estimates.append(_estimate(index, 0, after + 0.05, after + 0.05, trick=number))
        estimates.append(_estimate(index + 1, 1, 1 - after, 1 - after, trick=number))
    return GameReview(("Ann", "Bob"), True, 52, 52, tuple(estimates), (), -1)


def test_where_a_player_s_chance_fell_most_in_phase_one() -> None:
    review = _lost_without_a_graded_move()
    fall = review.fell_most(0)
    assert fall is not None and fall.trick == 5  # 0.35 -> 0.1: the largest fall
    assert (round(fall.before, 6), round(fall.after, 6)) == (0.4, 0.15)  # her own estimates
    bob = review.fell_most(1)  # Bob's chance fell only at trick 4 (0.7 -> 0.65)
    assert bob is not None and bob.trick == 4 and round(bob.size, 6) == 0.05
    assert GameReview(("Ann", "Bob"), True, 52, 52, (), (), -1).fell_most(0) is None


def test_a_loser_without_a_graded_move_is_told_where_their_chance_fell_most() -> None:
    from claim2.present.review_words import summary
    from claim2.text.i18n import set_language

    review = _lost_without_a_graded_move()
    assert review.lost_most(0) == ()
    set_language("en")
    lines = [line.plain for line in summary(review)]
    assert lines[0] == (
        "Ann lost most at trick 5 of phase one (their chance from 40% to 15%), though every "
        "move of theirs was best or good as far as the estimates can tell."
    )
    assert lines[1] == "Bob lost no ground: every move was best or good."  # Bob won
    set_language("nl")
    try:
        assert summary(review)[0].plain.startswith("Ann verloor het meest in slag 5 van fase één")
    finally:
        set_language("en")


def test_a_player_s_two_largest_losses_are_said_by_size_not_as_if_in_time_order() -> None:
    """Ann's blunder at trick 1 of phase one, then her mistake at trick 2 of phase two: her
    largest loss first, "the next largest" after it (not "then", which read as later)."""
    from claim2.present.review_words import summary
    from claim2.text.i18n import set_language

    review = _made_up()
    set_language("en")
    first = summary(review)[0].plain
    assert first.startswith(
        "Ann's largest loss: trick 1 of phase one, leading Gn5 instead of Se6 (blunder, −20%); "
        "the next largest: trick 2 of phase two, leading Gn5 instead of Se6 (mistake, "
    )
    set_language("nl")
    try:
        first = summary(review)[0].plain
        assert first.startswith("Grootste verlies van Ann: slag 1 van fase één, Gn5 uitkomen ")
        assert "; het op één na grootste: slag 2 van fase twee, " in first
    finally:
        set_language("en")


def test_each_player_s_chance_before_the_first_trick_is_their_own() -> None:
    review = _made_up()
    assert review.opening(0) == 0.6  # Ann's first lead's best, before her blunder
    assert review.opening(1) == 0.5 + GOOD  # Bob's own estimate, not 1 - Ann's
    assert GameReview(("Ann", "Bob"), True, 52, 52, (), (), -1).opening(0) is None


_RANKS = list(Grade)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from([0.0, 0.01, 0.02, 0.03, 0.05, 0.1, 0.3]),
            st.sampled_from(list(Grade)),
            st.booleans(),
        ).filter(lambda move: move[2] or not move[1].serious),  # unconfirmed: no mistake
        max_size=12,
    )
)
def test_a_review_s_grades_are_made_monotone_in_the_loss(
    moves: list[tuple[float, Grade, bool]],
) -> None:
    """Whatever the looks gave (a move left unconfirmed may have lost more than one
    confirmed), a larger loss is never graded below a smaller one, a mistake or a blunder
    only once confirmed, and grades already in order are kept."""
    grades = grading.monotone(moves)
    for (loss, _, confirmed), found in zip(moves, grades, strict=True):
        assert confirmed or not found.serious
        for (other, _, _), other_grade in zip(moves, grades, strict=True):
            if loss > other:
                assert _RANKS.index(found) >= _RANKS.index(other_grade)
            if loss == other:
                assert found is other_grade
    in_order = all(
        la > lb or (la < lb and _RANKS.index(a) <= _RANKS.index(b)) or (la == lb and a is b)
        for la, a, _ in moves
        for lb, b, _ in moves
    )
    if in_order:
        assert grades == [own for _, own, _ in moves]


def test_a_short_confirming_look_is_graded_by_its_own_noise() -> None:
    """Confirmed on as many games as a closer look (the review had no looks left to extend
    it): one, two, three closer noises (good, inaccuracy, mistake)."""
    noise = grading.NOISE
    losses = [0.0, noise, 2 * noise, 3 * noise, grading.BLUNDER]
    assert [grade(loss, confirmed=True, short=True) for loss in losses] == [
        Grade.BEST,
        Grade.GOOD,
        Grade.INACCURACY,
        Grade.MISTAKE,
        Grade.BLUNDER,
    ]
    assert 3 * noise == grading.SHORT_MISTAKE
    assert grade(3 * noise, short=True) is Grade.INACCURACY  # short but not confirmed
