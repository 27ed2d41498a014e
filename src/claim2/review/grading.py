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
rival on ``estimates.CONFIRM_WORLDS`` other fresh games) of about ``CONFIRMED_NOISE``; a
confirming look cut short (on as many games as a closer look: ``short``) of about ``NOISE``.

Each loss is graded by the noise of the look it comes from: a move not confirmed by the
noise of a closer look (``NOISE``), a confirmed one by the confirming look's
(``CONFIRMED_NOISE``, ``CONFIRMED``: its thresholds; cut short: ``NOISE``, ``SHORT``):

- **best**: the best move found, or within one noise of it (no loss the search can tell);
- **good**: a loss under two noises (it may well be no loss at all);
- **inaccuracy**: a loss the search can tell on that look (at most one chance in forty that
  a move losing nothing is called one); a move not confirmed is at worst one;
- **mistake**: at least three noises of the confirming look (``MISTAKE``, three
  ``CONFIRMED_NOISE``; ``SHORT_MISTAKE``, three ``NOISE``, cut short) on its games:
  confirmed, a loss beyond reasonable doubt (a move losing nothing gets there about once
  in 740 looks: three standard deviations, one-sided);
- **blunder**: at least ``BLUNDER``, confirmed likewise; in phase two, any move that turns
  a win into a draw or a loss, or a draw into a loss.

Then a review's grades are made monotone in the loss (``monotone``): its looks differ in
their noise and not every move gets every look, so a larger loss could be graded below a
smaller one (a confirmed 0.02 an inaccuracy, a closer look's 0.03 good; a loss left
unconfirmed when the review ran out of looks, at worst an inaccuracy, above a confirmed
mistake). Each move is raised to the highest grade of any smaller loss (never to a
mistake or a blunder unless confirmed), and where a larger loss is still graded lower
(left unconfirmed), the smaller ones are lowered to its grade.

A player's accuracy is the mean of their rated moves' accuracies: each 100 for a loss
within the noise (under ``BEST``), down to 0 for a loss of ``BLUNDER`` or more, in a
straight line between.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
SHORT_MISTAKE = 3 * NOISE  # 0.051: a mistake on a short confirming look
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


def grade(
    loss: float, *, exact: bool = False, confirmed: bool = False, short: bool = False
) -> Grade:
    """The grade of a move that lost ``loss`` by the noise of its look (exact: phase two's
    values, where any loss is a blunder; confirmed: an estimate's loss on a confirming look of
    ``estimates.CONFIRM_WORLDS`` games a move, or ``short``: of a closer look's number; else on
    a closer or a first look, at worst an inaccuracy). A review then makes its grades
    monotone in the loss (``monotone``)."""
    if exact:
        return Grade.BLUNDER if loss > 0 else Grade.BEST
    table = (SHORT if short else CONFIRMED) if confirmed else _LOOKED
    for threshold, found in table:
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
# a loss confirmed on as many games as a closer look: one, two and three closer noises
SHORT = (
    (BLUNDER, Grade.BLUNDER),
    (SHORT_MISTAKE, Grade.MISTAKE),
    (2 * NOISE, Grade.INACCURACY),
    (NOISE, Grade.GOOD),
)
_LOOKED = ((INACCURACY, Grade.INACCURACY), (BEST, Grade.GOOD))  # one and two closer noises


def monotone(moves: Sequence[tuple[float, Grade, bool]]) -> list[Grade]:
    """The grades of one review's moves, each given as (its loss, its grade by its own look,
    whether it was confirmed), made monotone in the loss: a larger loss is never graded below
    a smaller one. Each move is raised to the highest grade of any loss no larger than its
    own, though never above an inaccuracy unless confirmed; then, where a larger loss still
    has a lower grade (one left unconfirmed), each is lowered to the lowest grade of any loss
    no smaller. A review's grades already in order are kept as they are."""
    raised = [
        min(
            max((_RANK[own] for other, own, _ in moves if other <= loss), default=0),
            _RANK[Grade.BLUNDER if confirmed else Grade.INACCURACY],
        )
        for loss, _, confirmed in moves
    ]
    return [
        _GRADES[
            min(rank for (other, _, _), rank in zip(moves, raised, strict=True) if other >= loss)
        ]
        for loss, _, _ in moves
    ]


_GRADES = list(Grade)
_RANK = {found: rank for rank, found in enumerate(_GRADES)}


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
