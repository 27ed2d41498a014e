"""A game's review in words: the summary at the top, and a note on each move it marks.

Phase two's values are exact (the result with best play from both sides); phase
one's are the strong level's estimates and always say so. Every sentence is a
``Phrase`` (names as written, cards as cards), for the command line and the app.
"""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine import Action, Card, SeerChoice
from claim2.present.phrase import Arg, Phrase
from claim2.review.model import DRAW, LOSS, WIN, Estimate, ExactMove, GameReview, for_seat
from claim2.text.i18n import _, ngettext

# What a move did, for the player who made it: (value before, value after), theirs.
_TURNED = {
    (WIN, DRAW): "win_draw",
    (WIN, LOSS): "win_loss",
    (DRAW, LOSS): "draw_loss",
}


def _decided(trick: int, move: ExactMove, name: str) -> Phrase:
    args: dict[str, Arg] = {
        "trick": trick,
        "name": name,
        "card": move.card,
        "better": move.better,
    }
    turned = _TURNED[(for_seat(move.before, move.seat), for_seat(move.after, move.seat))]
    if turned == "win_loss":
        text = _(
            "The game was decided at trick {trick} of phase two: {name} played {card} instead "
            "of {better}, which turned a win into a loss."
        )
    elif turned == "win_draw":
        text = _(
            "The game was decided at trick {trick} of phase two: {name} played {card} instead "
            "of {better}, which turned a win into a draw."
        )
    else:
        text = _(
            "The game was decided at trick {trick} of phase two: {name} played {card} instead "
            "of {better}, which turned a draw into a loss."
        )
    return Phrase(text, args)


def best_play(value: int, players: Sequence[str]) -> Phrase:
    """Who wins with best play from both sides from here (``value`` for seat 0)."""
    if value == DRAW:
        return Phrase(_("With best play from both sides from here, the game is a draw."))
    winner = 0 if value == WIN else 1
    return Phrase(
        _("With best play from both sides from here, {name} wins."), {"name": players[winner]}
    )


def summary(review: GameReview) -> list[Phrase]:
    """The lines at the top of a review: where the game was decided, then phase one."""
    players = review.players
    lines: list[Phrase] = []
    if not review.whole:
        lines.append(
            Phrase(
                _(
                    "This game is still being played: only what both players have seen is "
                    "reviewed, phase two exactly and phase one not at all."
                )
            )
        )
    turning = review.turning
    if turning is not None:
        decided = _decided(turning.trick, turning.move, players[turning.move.seat])
        if review.whole:
            lines.append(decided)
        else:
            lines.append(Phrase(_("So far: {said}"), {"said": decided.plain}))
    elif review.start is not None:
        value = review.start
        if value == DRAW:
            lines.append(
                Phrase(_("Phase two began as a draw with best play, and no move changed that."))
            )
        else:
            lines.append(
                Phrase(
                    _(
                        "The game was decided before phase two: {name} would win it with best "
                        "play from its first trick, and no move changed that."
                    ),
                    {"name": players[0 if value == WIN else 1]},
                )
            )
    if review.whole:
        lines.append(phase_one_summary(review))
    return lines


def phase_one_summary(review: GameReview) -> Phrase:
    """How many phase-one moves the strong level marks, said to be an estimate."""
    flagged = len(review.flagged)
    if not flagged:
        return Phrase(
            _(
                "Phase one (the strong level's estimates, {count} decisions rated): no move "
                "clearly worse."
            ),
            {"count": len(review.estimates)},
        )
    return Phrase(
        ngettext(
            "Phase one (the strong level's estimates, {count} decisions rated): {flagged} "
            "move clearly worse, marked below.",
            "Phase one (the strong level's estimates, {count} decisions rated): {flagged} "
            "moves clearly worse, marked below.",
            flagged,
        ),
        {"count": len(review.estimates), "flagged": flagged},
    )


def move_note(move: ExactMove, players: Sequence[str]) -> Phrase:
    """The mark on a phase-two move that changed the result, with a move that kept it."""
    args: dict[str, Arg] = {"name": players[move.seat], "card": move.card, "better": move.better}
    turned = _TURNED[(for_seat(move.before, move.seat), for_seat(move.after, move.seat))]
    if turned == "win_loss":
        text = _("✗ {name}'s {card} turned a win into a loss; {better} would have kept the win.")
    elif turned == "win_draw":
        text = _("✗ {name}'s {card} turned a win into a draw; {better} would have kept the win.")
    else:
        text = _("✗ {name}'s {card} turned a draw into a loss; {better} would have kept the draw.")
    return Phrase(text, args)


def action_words(action: Action) -> Phrase:
    """A card, or a Seer winner's choice in words."""
    if action is SeerChoice.PRIZE:
        return Phrase(_("keeping the prize"))
    if action is SeerChoice.TOP:
        return Phrase(_("taking the top card"))
    assert isinstance(action, Card)
    return Phrase("{card}", {"card": action})


def _percent(share: float) -> str:
    return f"{round(100 * share)}%"


def estimate_note(estimate: Estimate, players: Sequence[str]) -> Phrase:
    """The mark on a phase-one move the strong level rates clearly worse: an estimate."""
    played, best = estimate.action, estimate.best
    args: dict[str, Arg] = {
        "name": players[estimate.seat],
        "played_share": _percent(estimate.score),
        "best_share": _percent(estimate.best_score),
    }
    if isinstance(played, Card) and isinstance(best, Card):
        return Phrase(
            _(
                "≈ Estimate: the strong level rates {best} clearly better than {name}'s "
                "{played} here ({best_share} against {played_share} of its sampled games, a "
                "draw counting half)."
            ),
            {**args, "best": best, "played": played},
        )
    return Phrase(
        _(
            "≈ Estimate: the strong level rates {best} clearly better than {name}'s choice, "
            "{played} ({best_share} against {played_share} of its sampled games, a draw "
            "counting half)."
        ),
        {**args, "best": action_words(best).plain, "played": action_words(played).plain},
    )
