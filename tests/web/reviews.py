"""A review made up for the page's tests: what it says is known without reviewing a game."""

from __future__ import annotations

from claim2.engine import Card
from claim2.review.grading import CONFIRMED_NOISE
from claim2.review.model import Estimate, ExactMove, ExactTrick, GameReview, Move


def made_up(players: tuple[str, str] = ("Ann", "Bob")) -> GameReview:
    """Phase one: Ann's first lead a blunder (0.40 against 0.60), her third an inaccuracy,
    the rest best; phase two exact, seat 1 winning all along."""
    played, best = Card.parse("Gn5"), Card.parse("Se6")

    def estimate(index: int, score: float, best_score: float) -> Estimate:
        move = Move.LEAD if index % 2 == 0 else Move.REPLY
        return Estimate(
            index // 2 + 1, index, index % 2, move, played, score, best, best_score,
            confirmed=best_score > score,  # each loss confirmed, graded by that look's noise
        )  # fmt: skip

    inaccurate = 0.30 + 2.5 * CONFIRMED_NOISE  # between two and three confirming noises
    estimates = [estimate(0, 0.40, 0.60), estimate(1, 0.5, 0.5), estimate(2, 0.30, inaccurate)]
    estimates += [estimate(index, 0.5, 0.5) for index in range(3, 24)]
    tricks = []
    for number in range(1, 14):
        lead = ExactMove(number % 2, Card.parse("Tr4"), -1, -1)
        reply = ExactMove(1 - number % 2, Card.parse("Tr2"), -1, -1)
        tricks.append(ExactTrick(number, 26 + 2 * (number - 1), lead, reply))
    return GameReview(players, True, 52, 52, tuple(estimates), tuple(tricks), -1)
