"""``claim2 replay --analyse --json``: the replay's JSON with the review in it.

Each phase-two trick carries ``"analysis"``: for its lead and its reply the exact
result for seat 0 with best play before and after the card (1 seat 0 wins, 0 a
draw, -1 seat 1 wins), and ``"better"``, a card that would have kept the result
when this one changed it (else null). Phase-one tricks (and phase-two tricks too long
to solve) carry ``"estimate"`` for the decisions the strong level rated: the share of
its sampled games each did (a win 1, a draw 1/2), never exact. Every move rated has its
``"loss"`` and ``"grade"`` (``claim2.review.grading``). The top-level ``"review"`` says
what was reviewed, where the game was decided, each seat's accuracy and the chart's
points (docs/formats.md).
"""

from __future__ import annotations

from claim2.engine import action_code
from claim2.present.review_words import summary
from claim2.review.model import ChartPoint, Estimate, ExactMove, GameReview

JsonObject = dict[str, object]


def _exact(move: ExactMove) -> JsonObject:
    found: JsonObject = {
        "before": move.before,
        "after": move.after,
        "better": None if move.better is None else move.better.code,
    }
    if not move.forced:
        found.update(loss=move.loss, grade=move.grade.value)
    return found


def _estimate(estimate: Estimate) -> JsonObject:
    return {
        "played": action_code(estimate.action),
        "score": round(estimate.score, 3),
        "best": action_code(estimate.best),
        "best_score": round(estimate.best_score, 3),
        "loss": round(estimate.loss, 3),
        "grade": estimate.grade.value,
        "confirmed": estimate.confirmed,
        "clearly_worse": estimate.clearly_worse,
    }


def _points(points: tuple[ChartPoint, ...]) -> list[JsonObject]:
    return [
        {
            "phase": point.phase,
            "trick": point.trick,
            "chance": round(point.chance, 3),
            "exact": point.exact,
        }
        for point in points
    ]


def with_review(summary_json: JsonObject, review: GameReview) -> JsonObject:
    """``claim2 replay --json``'s object (``summary_json``) with the review added."""
    exact = {trick.trick: trick for trick in review.tricks}
    estimates: dict[tuple[int, int], JsonObject] = {}
    for estimate in review.estimates:
        key = (estimate.phase, estimate.trick)
        estimates.setdefault(key, {})[estimate.move.value] = _estimate(estimate)
    tricks = summary_json["tricks"]
    assert isinstance(tricks, list)
    for trick in tricks:
        key = (trick["phase"], trick["trick"])
        if key[0] == 2 and key[1] in exact:
            found = exact[key[1]]
            trick["analysis"] = {"lead": _exact(found.lead), "reply": _exact(found.reply)}
        elif key in estimates:
            trick["estimate"] = estimates[key]
    turning = review.turning
    decided: JsonObject | None = None
    if turning is not None:
        decided = {"phase": 2, "trick": turning.trick, "seat": turning.move.seat}
        decided.update(card=turning.move.card.code, **_exact(turning.move))
    summary_json["review"] = {
        "whole": review.whole,
        "reviewed_actions": review.actions,
        "start": review.start,
        "result": review.result,
        "decided": decided,
        "accuracy": list(review.accuracy),
        "chart": _points(review.chart_of(0)),
        "charts": [_points(review.chart_of(0)), _points(review.chart_of(1))],
        "summary": [phrase.plain for phrase in summary(review)],
    }
    return summary_json
