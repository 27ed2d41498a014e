"""A game's review in words: the summary at the top, and a note on each move it grades.

The summary's first lines say where each player lost ground (the moves that cost them
most, with a better one and the grade), then each player's accuracy; then where the game
was decided and how the moves were rated. Phase two's values are exact (the result with
best play from both sides); the estimates always say they are. Every sentence is a
``Phrase`` (names as written, cards as cards), for the command line, the app and a page.
"""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine import Action, Card, SeerChoice
from claim2.present.phrase import Arg, Joined, Phrase
from claim2.review.grading import Grade
from claim2.review.model import (
    DRAW,
    LOSS,
    WIN,
    Estimate,
    ExactMove,
    GameReview,
    GradedMove,
    Move,
    for_seat,
)
from claim2.text.i18n import N_, _, ngettext

# What a move did, for the player who made it: (value before, value after), theirs.
_TURNED = {
    (WIN, DRAW): "win_draw",
    (WIN, LOSS): "win_loss",
    (DRAW, LOSS): "draw_loss",
}

_GRADES = {
    Grade.BEST: N_("best"),
    Grade.GOOD: N_("good"),
    Grade.INACCURACY: N_("inaccuracy"),
    Grade.MISTAKE: N_("mistake"),
    Grade.BLUNDER: N_("blunder"),
}
_LABELS = {  # a grade at the start of a note
    Grade.BEST: N_("Best"),
    Grade.GOOD: N_("Good"),
    Grade.INACCURACY: N_("Inaccuracy"),
    Grade.MISTAKE: N_("Mistake"),
    Grade.BLUNDER: N_("Blunder"),
}


def grade_word(grade: Grade) -> str:
    """A grade's word, in the current language."""
    return _(_GRADES[grade])


def grade_label(grade: Grade) -> str:
    """A grade's word as the first word of a note."""
    return _(_LABELS[grade])


def _turned(move: ExactMove) -> str:
    return _TURNED[(for_seat(move.before, move.seat), for_seat(move.after, move.seat))]


def _decided(trick: int, move: ExactMove, name: str) -> Phrase:
    args: dict[str, Arg] = {
        "trick": trick,
        "name": name,
        "card": move.card,
        "better": move.better,
    }
    turned = _turned(move)
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


# --- where each player lost ground ----------------------------------------------------------


def where(move: GradedMove) -> Phrase:
    """At which trick of which phase."""
    if move.phase == 1:
        return Phrase(_("at trick {trick} of phase one"), {"trick": move.trick})
    return Phrase(_("at trick {trick} of phase two"), {"trick": move.trick})


def trick_of(move: GradedMove) -> Phrase:
    """Which trick of which phase: "trick 5 of phase one"."""
    if move.phase == 1:
        return Phrase(_("trick {trick} of phase one"), {"trick": move.trick})
    return Phrase(_("trick {trick} of phase two"), {"trick": move.trick})


def what(move: GradedMove) -> Phrase:
    """The move played and a better one: "leading Gn5 instead of Se6"."""
    if move.move is Move.SEER:
        if move.action is SeerChoice.TOP:
            return Phrase(_("taking the top card instead of keeping the prize"))
        return Phrase(_("keeping the prize instead of taking the top card"))
    args: dict[str, Arg] = {"card": _card(move.action), "better": _card(move.better)}
    if move.move is Move.LEAD:
        return Phrase(_("leading {card} instead of {better}"), args)
    return Phrase(_("answering with {card} instead of {better}"), args)


def _card(action: Action | None) -> Card | None:
    return action if isinstance(action, Card) else None


def cost(move: GradedMove) -> Phrase:
    """What the move cost: "mistake, −12%" (an estimate's chance of winning), or what an
    exact move turned into what."""
    grade = grade_word(move.grade)
    if not move.exact:
        return Phrase(_("{grade}, −{points}%"), {"grade": grade, "points": round(100 * move.loss)})
    mine = move.before if move.seat == 0 else 1 - move.before  # the mover's, before it
    turned = "win_loss" if move.loss >= 1 else "win_draw" if mine == 1 else "draw_loss"
    if turned == "win_loss":
        return Phrase(_("{grade}: a win turned into a loss"), {"grade": grade})
    if turned == "win_draw":
        return Phrase(_("{grade}: a win turned into a draw"), {"grade": grade})
    return Phrase(_("{grade}: a draw turned into a loss"), {"grade": grade})


def lost_ground(review: GameReview, seat: int) -> Phrase:
    """Where ``seat`` lost most, with a better move, or that they lost no ground: their
    largest loss and the next largest, in that order (by size, which the words say, not in
    the order played)."""
    name = review.players[seat]
    worst = review.lost_most(seat)
    if not worst:
        fall = review.fell_most(seat) if _lost(review, seat) else None
        if fall is None:
            return Phrase(_("{name} lost no ground: every move was best or good."), {"name": name})
        return Phrase(
            _(
                "{name} lost most at trick {trick} of phase one (their chance from {before} to "
                "{after}), though every move of theirs was best or good as far as the estimates "
                "can tell."
            ),
            {
                "name": name,
                "trick": fall.trick,
                "before": _percent(fall.before),
                "after": _percent(fall.after),
            },
        )
    first = worst[0]
    args: dict[str, Arg] = {
        "name": name,
        "where": where(first),
        "what": what(first),
        "cost": cost(first),
    }
    if len(worst) == 1:
        return Phrase(_("{name} lost most {where}: {what} ({cost})."), args)
    second = worst[1]  # by size, not by time: said so ("the next largest")
    args.update(where=trick_of(first), where2=trick_of(second), what2=what(second))
    args.update(cost2=cost(second))
    return Phrase(
        _(
            "{name}'s largest loss: {where}, {what} ({cost}); the next largest: {where2}, "
            "{what2} ({cost2})."
        ),
        args,
    )


def _lost(review: GameReview, seat: int) -> bool:
    return review.result == (LOSS if seat == 0 else WIN)


def accuracy_text(value: float) -> str:
    """An accuracy as the review says it: to one place, a whole number without it (99.5, 100),
    so that a player with a move graded below good never reads 100."""
    return f"{value:.1f}".removesuffix(".0")


def accuracy_line(review: GameReview) -> Phrase | None:
    """Each player's accuracy, or None when no move of either was rated."""
    shown = [
        Phrase(_("{name} {accuracy}"), {"name": name, "accuracy": accuracy_text(value)})
        for name, value in zip(review.players, review.accuracy, strict=True)
        if value is not None
    ]
    if not shown:
        return None
    return Phrase(
        _("Accuracy: {players} (100: every move as good as the best found)."),
        {"players": Joined(tuple(shown), ", ")},
    )


def losers_first(review: GameReview) -> tuple[int, int]:
    """The seats in the summary's order: the one who lost first (seat 0 first in a draw or
    a game still being played); the terminal's chart is the first one's."""
    if review.result == WIN:
        return (1, 0)
    return (0, 1)


# --- the summary ---------------------------------------------------------------------------


def summary(review: GameReview) -> list[Phrase]:
    """The lines at the top of a review: where each player lost ground (the one who lost
    first), their accuracy, where the game was decided, how the moves were rated."""
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
    if review.moves:
        lines += [lost_ground(review, seat) for seat in losers_first(review)]
    shown = accuracy_line(review)
    if shown is not None:
        lines.append(shown)
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
    lines += how_rated(review)
    return lines


def how_rated(review: GameReview) -> list[Phrase]:
    """How the moves were rated: estimates in phase one, exact values in phase two (and the
    tricks of phase two too long to solve, estimated too)."""
    lines: list[Phrase] = []
    ones = sum(1 for estimate in review.estimates if estimate.phase == 1)
    if review.whole:
        lines.append(
            Phrase(
                ngettext(
                    "Phase one: the strong level's estimates ({count} decision rated), "
                    "graded by the chance each move gave away; phase two: exact.",
                    "Phase one: the strong level's estimates ({count} decisions rated), "
                    "graded by the chance each move gave away; phase two: exact.",
                    ones,
                ),
                {"count": ones},
            )
        )
    unsolved = sorted({e.trick for e in review.estimates if e.phase == 2})
    if unsolved:
        lines.append(
            Phrase(
                ngettext(
                    "Trick {tricks} of phase two was too long to solve in the review's "
                    "time: its moves are estimated too.",
                    "Tricks {tricks} of phase two were too long to solve in the review's "
                    "time: their moves are estimated too.",
                    len(unsolved),
                ),
                {"tricks": _span(unsolved)},
            )
        )
    return lines


def _span(tricks: list[int]) -> str:
    if len(tricks) == 1:
        return str(tricks[0])
    return f"{tricks[0]}–{tricks[-1]}"


# --- notes on the moves ----------------------------------------------------------------------


def move_note(move: ExactMove, players: Sequence[str]) -> Phrase:
    """The mark on a phase-two move that changed the result, with a move that kept it."""
    args: dict[str, Arg] = {
        "grade": grade_label(move.grade),
        "name": players[move.seat],
        "card": move.card,
        "better": move.better,
    }
    turned = _turned(move)
    if turned == "win_loss":
        text = _(
            "✗ {grade}: {name}'s {card} turned a win into a loss; {better} would have kept the win."
        )
    elif turned == "win_draw":
        text = _(
            "✗ {grade}: {name}'s {card} turned a win into a draw; {better} would have kept the win."
        )
    else:
        text = _(
            "✗ {grade}: {name}'s {card} turned a draw into a loss; {better} would have kept "
            "the draw."
        )
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
    """The note on an estimated move graded an inaccuracy or worse: said to be an estimate."""
    played, best = estimate.action, estimate.best
    args: dict[str, Arg] = {
        "grade": grade_label(estimate.grade),
        "name": players[estimate.seat],
        "played_share": _percent(estimate.score),
        "best_share": _percent(estimate.best_score),
    }
    if isinstance(played, Card) and isinstance(best, Card):
        return Phrase(
            _(
                "≈ {grade} (an estimate): the strong level rates {best} better than {name}'s "
                "{played} here ({best_share} against {played_share} of its sampled games, a "
                "draw counting half)."
            ),
            {**args, "best": best, "played": played},
        )
    return Phrase(
        _(
            "≈ {grade} (an estimate): the strong level rates {best} better than {name}'s "
            "choice, {played} ({best_share} against {played_share} of its sampled games, a "
            "draw counting half)."
        ),
        {**args, "best": action_words(best).plain, "played": action_words(played).plain},
    )
