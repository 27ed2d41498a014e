"""``claim2 replay --analyse --json``: the replay's JSON with the review in it.

Each phase-two trick carries ``"analysis"``: for its lead and its reply the exact
result for seat 0 with best play before and after the card (1 seat 0 wins, 0 a
draw, -1 seat 1 wins), and ``"better"``, a card that would have kept the result
when this one changed it (else null). Phase-one tricks carry ``"estimate"`` for
the decisions the strong level rated: the share of its sampled games each did
(a win 1, a draw 1/2), never exact. The top-level ``"review"`` says what was
reviewed and where the game was decided.
"""

from __future__ import annotations

from claim2.engine import action_code
from claim2.present.review_words import summary
from claim2.review.model import Estimate, ExactMove, GameReview

JsonObject = dict[str, object]


def _exact(move: ExactMove) -> JsonObject:
    return {
        "before": move.before,
        "after": move.after,
        "better": None if move.better is None else move.better.code,
    }


def _estimate(estimate: Estimate) -> JsonObject:
    return {
        "played": action_code(estimate.action),
        "score": round(estimate.score, 3),
        "best": action_code(estimate.best),
        "best_score": round(estimate.best_score, 3),
        "clearly_worse": estimate.clearly_worse,
    }


def with_review(summary_json: JsonObject, review: GameReview) -> JsonObject:
    """``claim2 replay --json``'s object (``summary_json``) with the review added."""
    exact = {trick.trick: trick for trick in review.tricks}
    estimates: dict[int, JsonObject] = {}
    for estimate in review.estimates:
        estimates.setdefault(estimate.trick, {})[estimate.move.value] = _estimate(estimate)
    tricks = summary_json["tricks"]
    assert isinstance(tricks, list)
    for trick in tricks:
        if trick["phase"] == 2 and trick["trick"] in exact:
            found = exact[trick["trick"]]
            trick["analysis"] = {"lead": _exact(found.lead), "reply": _exact(found.reply)}
        elif trick["phase"] == 1 and trick["trick"] in estimates:
            trick["estimate"] = estimates[trick["trick"]]
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
        "summary": [phrase.plain for phrase in summary(review)],
    }
    return summary_json
