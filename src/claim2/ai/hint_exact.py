"""What a hint says once the exact solver has played phase two out (``Analysis.exact``).

In phase two every card not played yet is in the opponent's hand, so the solver's value
of each card is what best play from here gives, against every answer. A hint claims no
more than that: a win or a draw holds only if the player goes on playing well ("with best
play from here"), never "however you play". Then it says what the player can check on
the table: the votes already certain by the count of cards left (``decided``).
"""

from __future__ import annotations

from claim2.ai.decided import decided_votes
from claim2.ai.strong import Analysis
from claim2.engine import Card, Faction, PlayerView
from claim2.text.i18n import _, ngettext
from claim2.text.wording import faction_name

WIN, DRAW = 1.0, 0.5  # the scores of an exact analysis (a loss is 0)


MAJORITY = 3  # certain votes that win the game whatever is played (R16: 5 factions)


def exact_reason(seen: PlayerView, card: Card, analysis: Analysis) -> str:
    """The claim best play supports for ``card`` (the best card), then the decided votes;
    or, when three votes are certain already, that the game is decided."""
    mine, theirs = decided_votes(seen)
    if len(mine) >= MAJORITY:
        return _(
            "You have won already, with {card} or any card: the votes of {factions} are "
            "certainly yours by the count of cards left, whatever is played."
        ).format(factions=_factions(mine), card=card.code)
    if len(theirs) >= MAJORITY:
        return _(
            "Your opponent has won already: the votes of {factions} are certainly theirs by "
            "the count of cards left, whatever is played; {card} is as good as any card."
        ).format(factions=_factions(theirs), card=card.code)
    return f"{exact_claim(card, analysis)} {votes_line(mine, theirs)}"


def exact_claim(card: Card, analysis: Analysis) -> str:
    """What best play from here gives with ``card``, and only that."""
    scores = analysis.scores
    best = scores[card]
    if best == WIN:
        if all(score == WIN for score in scores.values()):
            return _(
                "You can no longer lose if you play well: with best play from here every "
                "card wins, {card} too."
            ).format(card=card.code)
        return _(
            "With {card} and best play from here you win, whatever your opponent does."
        ).format(card=card.code)
    if best == DRAW:
        return _(
            "No card wins against best play any more; with {card} and best play from here "
            "you draw at least."
        ).format(card=card.code)
    count = analysis.playouts.get(card, 0)
    if not count:
        return _("If your opponent plays well from here, no card wins or draws any more.")
    return ngettext(
        "If your opponent plays well from here, no card wins or draws; {card} did best in "
        "{count} game played out from here.",
        "If your opponent plays well from here, no card wins or draws; {card} did best in "
        "{count} games played out from here.",
        count,
    ).format(card=card.code, count=count)


def votes_line(mine: tuple[Faction, ...], theirs: tuple[Faction, ...]) -> str:
    """The votes already certain by the count of cards left (R15, ``decided``), which the
    player can check on the table."""
    if not mine and not theirs:
        return _("No vote is certain yet by the count of cards left.")
    return _(
        "Votes certain by the count of cards left: {mine} for you, {theirs} for your opponent."
    ).format(mine=_factions(mine), theirs=_factions(theirs))


def _factions(factions: tuple[Faction, ...]) -> str:
    return ", ".join(faction_name(faction) for faction in factions) or _("none")
