"""``claim2 replay --analyse FILE``: the replay with the review's summary, chart and marks.

The summary comes first, then the chart of the chance of winning; then the game is told
as ``claim2 replay`` tells it (a game still being played only as far as both players
have seen it), with a note after each move the review grades an inaccuracy or worse: a
phase-two move that changed the exact result, with a move that would have kept it, and
an estimated move with the strong level's better one (an estimate, and said to be one).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import pairwise

from rich.console import Console, Group, RenderableType
from rich.text import Text

from claim2.engine import GameState, outcome
from claim2.game.shared import SharedGame
from claim2.present.hanging import ByWidth, Hanging
from claim2.present.phrase import Phrase, text
from claim2.present.replay_result import print_end, result_renderables, vote_reasons
from claim2.present.replay_shared import print_shared_standing, shared_lines
from claim2.present.replay_text import Narrator, line
from claim2.present.review_chart import chart
from claim2.present.review_words import (
    best_play,
    estimate_note,
    losers_first,
    move_note,
    summary,
)
from claim2.review.grading import Grade
from claim2.review.model import GameReview


def review_notes(review: GameReview, *, dark: bool = True) -> dict[int, list[Text]]:
    """The notes to show after each action (by its index in the record)."""
    players = review.players
    notes: dict[int, list[Text]] = {}

    def add(index: int, phrase: Phrase, style: str) -> None:
        notes.setdefault(index, []).append(line(phrase, style=style, dark=dark))

    for estimate in review.estimates:
        if estimate.grade in _NOTED:
            add(estimate.index, estimate_note(estimate, players), "italic")
    if review.tricks:  # after the last move of phase one, who wins phase two with best play
        add(review.tricks[0].index - 1, best_play(review.tricks[0].lead.before, players), "bold")
    for trick in review.tricks:
        for offset, move in enumerate(trick.moves):
            if move.changed:
                add(trick.index + offset, move_note(move, players), "bold")
                add(trick.index + offset, best_play(move.after, players), "")
    return notes


_NOTED = (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)


def opening_notes(review: GameReview, *, dark: bool = True) -> list[Text]:
    """The summary at the top, then the chart: the chance of the player the summary names
    first (the loser), as they could know it, with their graded moves where they fell."""
    lines = [text(phrase, "bold", dark=dark) for phrase in summary(review)]
    drawn = chart(review, whose=losers_first(review)[0])
    if drawn:
        lines += [Text(), *(text(phrase, dark=dark) for phrase in drawn)]
    return lines


def review_lines(
    players: Sequence[str], states: Sequence[GameState], review: GameReview, *, dark: bool = True
) -> Iterator[Text]:
    """The reviewed game told trick by trick: the summary, then each step and its notes."""
    yield from opening_notes(review, dark=dark)
    yield Text()
    notes = review_notes(review, dark=dark)
    narrator = Narrator(players, dark=dark)
    yield from narrator.opening(states[0])
    for index, (before, after) in enumerate(pairwise(states)):
        yield from narrator.step(before, after)
        yield from notes.get(index, ())


WIDE = 100  # cells across from which the vote table has its column of reasons


def result_lines(players: Sequence[str], final: GameState) -> list[RenderableType]:
    """The votes (R15) and who won (R16), the table whole at any width: narrower than
    ``WIDE``, the reasons are said under it."""
    result = outcome(final)
    wide = result_renderables(players, result)
    table, *rest = result_renderables(players, result, why=False)
    narrow = Group(table, *vote_reasons(result), *rest)
    return [ByWidth(Group(*wide), narrow, WIDE)]


def print_review(
    console: Console, players: Sequence[str], states: Sequence[GameState], review: GameReview
) -> None:
    """The whole ``claim2 replay --analyse`` of a finished (or revealed) game."""
    for shown in review_lines(players, states, review):
        console.print(Hanging(shown))
    if not states[-1].finished:
        print_end(console, players, states[-1])
        return
    console.print()
    for shown_result in result_lines(players, states[-1]):
        console.print(shown_result)


def print_shared_review(
    console: Console, players: Sequence[str], shared: SharedGame, review: GameReview
) -> None:
    """``claim2 replay --analyse`` of a game still being played: what both have seen."""
    for shown in opening_notes(review):
        console.print(Hanging(shown))
    console.print()
    notes: Mapping[int, list[Text]] = review_notes(review)
    for shown in shared_lines(players, shared, notes):
        console.print(Hanging(shown))
    console.print()
    print_shared_standing(console, players, shared)
