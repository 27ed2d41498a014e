"""What a move cost, graded, and each player's accuracy.

A move's *loss* is the chance of winning it gave away (a win 1, a draw 1/2, a loss 0):
the best move's value minus its own, never below 0. Phase two's values are exact, so a
move there loses nothing, half (a win turned into a draw, a draw into a loss) or all;
phase one's are the strong level's estimates, which vary between runs of its search.
The grades' thresholds are chosen from that noise, as measured by
``benchmarks/review_looks.py`` (docs/performance.md): the loss of a move looked at
closely (the move and its rivals played on ``estimates.MEASURE_WORLDS`` fresh sampled
games, the same for all, with the same playouts after each) varies between runs with a
standard deviation of about ``NOISE``, and a confirming look's (the move and the best
rival on ``estimates.CONFIRM_WORLDS`` other fresh games) of about ``CONFIRMED_NOISE``.

Each loss is graded by the noise of the look it comes from: a move not confirmed by the
noise of a closer look (``NOISE``), a confirmed one by the confirming look's
(``CONFIRMED_NOISE``, ``CONFIRMED``: its thresholds):

- **best**: the best move found, or within one noise of it (no loss the search can tell);
- **good**: a loss under two noises (it may well be no loss at all);
- **inaccuracy**: a loss the search can tell on that look (at most one chance in forty that
  a move losing nothing is called one); a move not confirmed is at worst one;
- **mistake**: at least ``MISTAKE`` (three ``CONFIRMED_NOISE``) on the confirming look's
  games: confirmed, a loss beyond reasonable doubt (a move losing nothing gets there about
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

# The standard deviations of a loss between looks (benchmarks/review_looks.py, the playouts
# ending with the learnt phase-two value): a closer look's 0.017 on 512 games a move (580
# moves, 70e186e); a confirming look's 0.0088 on 2,048 (two confirming looks, on other
# deals, of the 370 moves of 80 games whose closer look lost ``estimates.CONFIRM_FROM`` or
# more: the moves a review confirms; 0.0068 over all 870 moves looked at twice).
NOISE = 0.017  # a closer look: ``estimates.MEASURE_WORLDS`` (512) games a move
CONFIRMED_NOISE = 0.0088  # a confirming look: ``estimates.CONFIRM_WORLDS`` (2,048) games
BEST = NOISE
INACCURACY = 2 * NOISE
MISTAKE = 3 * CONFIRMED_NOISE  # 0.0264
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


def grade(loss: float, *, exact: bool = False, confirmed: bool = False) -> Grade:
    """The grade of a move that lost ``loss`` (exact: phase two's values, where any loss is
    a blunder; confirmed: an estimate's loss on a confirming look, else on a closer or a
    first look, at worst an inaccuracy)."""
    if exact:
        return Grade.BLUNDER if loss > 0 else Grade.BEST
    for threshold, found in CONFIRMED if confirmed else _LOOKED:
        if at_least(loss, threshold):
            return found
    return Grade.BEST


# a confirmed loss: one, two and three confirming noises, and a blunder's worth
CONFIRMED = (
    (BLUNDER, Grade.BLUNDER),
    (MISTAKE, Grade.MISTAKE),
    (2 * CONFIRMED_NOISE, Grade.INACCURACY),
    (CONFIRMED_NOISE, Grade.GOOD),
)
_LOOKED = ((INACCURACY, Grade.INACCURACY), (BEST, Grade.GOOD))  # one and two closer noises


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
