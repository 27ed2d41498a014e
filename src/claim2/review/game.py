"""The review of a recorded game, as far as it may be shown.

A finished game is over: every card may be used. A game still being played is
reviewed only as far as both players have seen it (``claim2.game.shared``, the rule
of ``claim2 replay``): its phase-two tricks get their exact values, which both
players can know (in phase two each knows both hands), but phase one gets no
estimates, since those come from one player's own cards. ``reveal`` reviews the
whole record all the same (``claim2 replay --reveal``).

Phase two is solved first, from its last trick back (``exact_moves``, within a budget);
then phase one's decisions are rated, and phase two's in any trick left unsolved
(``estimates``). The time is bounded by those budgets: at most about 5 s of one core.
"""

from __future__ import annotations

from collections.abc import Callable

from claim2.engine import GameState, outcome, parse_action
from claim2.game.shared import seen_by_both
from claim2.records.record import GameRecord, replay_states
from claim2.review.estimates import Looks, decisions, estimate_moves
from claim2.review.exact_moves import BUDGET, review_tricks, trick_starts
from claim2.review.model import GameReview

Progress = Callable[[int, int], None]  # (steps done, steps in all)


def result_of(state: GameState) -> int | None:
    """The result of a finished game for seat 0 (1, 0, -1); None if it is not finished."""
    if not state.finished:
        return None
    winner = outcome(state).winner
    return 0 if winner is None else 1 - 2 * winner


def review_record(
    record: GameRecord,
    *,
    reveal: bool = False,
    states: list[GameState] | None = None,
    progress: Progress | None = None,
    budget: int = BUDGET,
    looks: Looks | None = None,
) -> GameReview:
    """Review ``record`` (see the module); raises RecordError for a record that cannot be
    replayed. ``progress`` is told how far the work is, a step per trick solved and two per move
    estimated (its first look, then its closer looks, taken after every first look);
    ``budget``: the positions phase two's exact search may visit; ``looks``: the closer
    looks phase one's estimates may take (``estimates.Looks``)."""
    looks = looks or Looks()  # from now: phase two's search counts against its time too
    states = states if states is not None else replay_states(record)
    whole = reveal or states[-1].finished
    count = len(record.actions) if whole else seen_by_both(record, states)
    actions = [parse_action(code) for code in record.actions]
    rated = decisions(states, count) if whole else []
    total = 2 * len(rated) + len(trick_starts(states, count))  # two steps a decision
    done = 0

    def step(_: int) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    exact, unsolved = review_tricks(states, actions, count, step, budget=budget)
    if unsolved:  # their decisions are rated instead, a step each
        later = decisions(states, count, phase=2)
        ends = {start: start + 2 for start in unsolved}
        rated += [index for index in later if any(s <= index < ends[s] for s in unsolved)]
        total = done + 2 * len(rated)
    estimates = estimate_moves(states, actions, rated, step, looks)
    return GameReview(
        players=(record.players[0], record.players[1]),
        whole=whole,
        actions=count,
        recorded=len(record.actions),
        estimates=estimates,
        tricks=exact,
        result=result_of(states[-1]) if whole else None,
    )
