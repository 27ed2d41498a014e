"""What a move cost, graded, and each player's accuracy.

A move's *loss* is the chance of winning it gave away (a win 1, a draw 1/2, a loss 0):
the best move's value minus its own, never below 0. Phase two's values are exact, so a
move there loses nothing, half (a win turned into a draw, a draw into a loss) or all;
phase one's are the strong level's estimates, which vary between runs of its search.
The grades' thresholds are chosen from that noise, as measured by
``benchmarks/review_looks.py`` (docs/performance.md): the loss of a move looked at
closely (both moves played on ``estimates.MEASURE_WORLDS`` fresh sampled games, the same
for both) varies between runs with a standard deviation of about ``NOISE``, and on the
confirming look's games added to them (``estimates.CONFIRM_WORLDS`` more) of about
``CONFIRMED_NOISE``.

- **best**: the best move found, or within one ``NOISE`` of it (no loss the search can tell);
- **good**: a loss under ``INACCURACY`` (two ``NOISE``: it may well be no loss at all);
- **inaccuracy**: a loss the search can tell on one closer look (at most one chance in
  forty that a move losing nothing is called one), not confirmed as a mistake;
- **mistake**: at least ``MISTAKE`` (three ``CONFIRMED_NOISE``), on all the games of both
  looks: confirmed, a loss beyond reasonable doubt (a move losing nothing gets there about
  once in 740 looks: three standard deviations, one-sided);
- **blunder**: at least ``BLUNDER``, confirmed likewise; in phase two, any move that turns
  a win into a draw or a loss, or a draw into a loss.

A player's accuracy is the mean of their rated moves' accuracies: each 100 for a loss
within the noise (under ``BEST``), down to 0 for a loss of ``BLUNDER`` or more, in a
straight line between.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

# The standard deviations of a loss between looks (benchmarks/review_looks.py: the closer and
# the confirming look of 580 moves, the playouts ending with the learnt phase-two value):
# 0.017 on 512 games a move; on 1,024, as sampling goes, by the square root of the games.
NOISE = 0.017  # a closer look: ``estimates.MEASURE_WORLDS`` (512) games a move
CONFIRMED_NOISE = 0.012  # with the confirming look's games: 1,024 a move
BEST = NOISE
INACCURACY = 2 * NOISE
MISTAKE = 3 * CONFIRMED_NOISE  # 0.036
BLUNDER = 0.2


class Grade(Enum):
    """A move's grade by its loss, from the best to the worst."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def serious(self) -> bool:
        """A mistake or a blunder: confirmed before it is given, and named in the summary."""
        return self in (Grade.MISTAKE, Grade.BLUNDER)


def at_least(loss: float, threshold: float) -> bool:
    """``loss`` reaches ``threshold`` (an average of sampled games: 0.6 - 0.4 is 0.2)."""
    return loss >= threshold - 1e-9


def grade(loss: float, *, exact: bool = False) -> Grade:
    """The grade of a move that lost ``loss`` (exact: phase two's values, where any loss is
    a blunder)."""
    if exact:
        return Grade.BLUNDER if loss > 0 else Grade.BEST
    for threshold, found in _THRESHOLDS:
        if at_least(loss, threshold):
            return found
    return Grade.BEST


_THRESHOLDS = (
    (BLUNDER, Grade.BLUNDER),
    (MISTAKE, Grade.MISTAKE),
    (INACCURACY, Grade.INACCURACY),
    (BEST, Grade.GOOD),
)


def move_accuracy(loss: float) -> float:
    """100 for a loss within the noise (under ``BEST``), 0 for ``BLUNDER`` or more."""
    beyond = min(max(loss - BEST, 0.0), BLUNDER - BEST)
    return 100 * (1 - beyond / (BLUNDER - BEST))


def accuracy(losses: Iterable[float]) -> float | None:
    """The mean of the moves' accuracies (None without a rated move), rounded to one place."""
    found = [move_accuracy(loss) for loss in losses]
    if not found:
        return None
    return round(sum(found) / len(found), 1)
