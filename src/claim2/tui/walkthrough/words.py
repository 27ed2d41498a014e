"""The walkthrough's own words: the learner is "you", the other side "your opponent".

The game's screens name both players in the third person ("Ann takes the
prize"); a lesson speaks to the learner, so its narration of events, the
verdict and the answers are worded in the second person here. Texts that
read well with a name (the table, the score columns) use ``names``:
"You" and "Opponent", by seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from claim2.engine import Faction, LeadReason, SeerChoice, WinDecider
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    CardsScored,
    Event,
    GameEnded,
    GnomesJoinedScore,
    GnomeSmashed,
    GnomesPlaced,
    PhaseTwoBegan,
    PrizeRevealed,
    PrizeTaken,
    SeerChose,
    SeerPeeked,
    TrickWon,
    TrollsSetAside,
    TrollTaken,
)
from claim2.engine.scoring import Outcome
from claim2.game.i18n import _, ngettext
from claim2.tui.narrate import effect_sentence
from claim2.tui.text import card_markup, cards_markup
from claim2.walkthrough import Answer


def seat_names(learner_seat: int) -> tuple[str, str]:
    """The two sides by seat, as the game's tables name players."""
    you, opponent = _("You"), _("Opponent")
    return (you, opponent) if learner_seat == 0 else (opponent, you)


def answer_label(answer: Answer, question: Faction | Literal["game"] | None) -> str:
    """An answer as offered: "nobody" reads "a draw" when the question is who wins."""
    if answer == "learner":
        return _("You")
    if answer == "opponent":
        return _("Your opponent")
    return _("A draw") if question == "game" else _("Nobody")


def rules_label(rules: Sequence[str]) -> str:
    """Rule ids written short, runs joined: R3 R4 R5 R10 → "R3–5 R10"."""
    numbers = sorted(int(rule.removeprefix("R")) for rule in rules)
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return " ".join(f"R{run[0]}" if len(run) == 1 else f"R{run[0]}–{run[-1]}" for run in runs)


def minutes_label(minutes: float) -> str:
    """Minutes to the nearest half: 1, 1½, 2½."""
    halves = max(1, round(minutes * 2))
    whole, half = divmod(halves, 2)
    return (str(whole) if whole else "") + ("½" if half else "")


def _trick(trick: TrickWon, learner: int) -> list[str]:
    """Who won the trick, and who leads the next one and why (R4, R5)."""
    mine = trick.winner == learner
    if trick.phase == 2 and trick.trick == 13:
        return [_("You win the last trick.") if mine else _("Your opponent wins the last trick.")]
    if trick.lead_reason is LeadReason.WON_TRICK:
        if mine:
            return [_("You win the trick and lead the next one.")]
        return [_("Your opponent wins the trick and leads the next one.")]
    won = _("You win the trick.") if mine else _("Your opponent wins the trick.")
    if trick.next_leader == learner:
        if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
            return [won, _("But you lead next: you played a Dragon as second player.")]
        return [won, _("You lead again: you led a Dragon.")]
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return [won, _("But your opponent leads next: they played a Dragon as second player.")]
    return [won, _("Your opponent leads again: they led a Dragon.")]


def _play_sentences(event: Event, mine: bool, learner: int) -> list[str] | None:
    """Cards played, tricks won, the prize and the draw pile (both phases)."""
    if isinstance(event, CardPlayed):
        text = _("You play {card}.") if mine else _("Your opponent plays {card}.")
        return [text.format(card=card_markup(event.card))]
    if isinstance(event, TrickWon):
        return _trick(event, learner)
    if isinstance(event, PrizeRevealed):
        return [_("The new prize is {card}.").format(card=card_markup(event.card))]
    if isinstance(event, SeerPeeked):
        if event.card is None:
            return [_("Your opponent looks at the top card of the draw pile.")]
        return [
            _("You look at the top card of the draw pile: {card}.").format(
                card=card_markup(event.card)
            )
        ]
    if isinstance(event, SeerChose):
        if event.choice is SeerChoice.PRIZE:
            return [_("You keep the prize.") if mine else _("Your opponent keeps the prize.")]
        if mine:
            return [_("You take the top card instead of the prize.")]
        return [_("Your opponent takes the top card instead of the prize.")]
    if isinstance(event, PrizeTaken):
        text = (
            _("You take the prize {card} as a follower.")
            if mine
            else _("Your opponent takes the prize {card} as a follower.")
        )
        return [text.format(card=card_markup(event.card))]
    if isinstance(event, CardDrawn):
        if event.card is None:
            return [_("Your opponent takes the top card of the draw pile face down.")]
        return [
            _("You take the top card of the draw pile face down: {card}.").format(
                card=card_markup(event.card)
            )
        ]
    return None


def _phase_two_sentences(event: Event, mine: bool) -> list[str] | None:
    """Scoring, Gnomes in front, smashing, Trolls (R10 to R13)."""
    if isinstance(event, CardsScored):
        text = _("You score {cards}.") if mine else _("Your opponent scores {cards}.")
        return [text.format(cards=cards_markup(event.cards))]
    if isinstance(event, GnomesPlaced):
        count = len(event.cards)
        text = (
            ngettext(
                "{cards} now lies face up in front of you.",
                "{cards} now lie face up in front of you.",
                count,
            )
            if mine
            else ngettext(
                "{cards} now lies face up in front of your opponent.",
                "{cards} now lie face up in front of your opponent.",
                count,
            )
        )
        return [text.format(cards=cards_markup(event.cards))]
    if isinstance(event, TrollTaken):
        text = (
            _("You take the Troll {card}.") if mine else _("Your opponent takes the Troll {card}.")
        )
        return [text.format(card=card_markup(event.card))]
    if isinstance(event, GnomesJoinedScore):
        text = (
            _("The Gnomes in front of you join your score pile: {cards}.")
            if mine
            else _("The Gnomes in front of your opponent join their score pile: {cards}.")
        )
        return [text.format(cards=cards_markup(sorted(event.cards, reverse=True)))]
    return None


def told_lines(events: Iterable[Event], learner: int) -> list[str]:
    """What happened, one sentence per event, as the learner may know it (R17)."""
    lines: list[str] = []
    for event in events:
        if isinstance(event, GnomeSmashed):
            text = (
                _("{giant} smashes {gnome} in front of you.")
                if event.victim == learner
                else _("{giant} smashes {gnome} in front of your opponent.")
            )
            lines.append(
                text.format(giant=card_markup(event.giant), gnome=card_markup(event.gnome))
            )
            continue
        if isinstance(event, PhaseTwoBegan):
            lines.append(_("[b]Phase two begins[/b]: the follower piles become the hands."))
            continue
        if isinstance(event, GameEnded):
            lines.append(_("The game is over."))
            continue
        if isinstance(event, TrollsSetAside):
            sentence = effect_sentence(event, ("", ""))
            lines += [sentence] if sentence else []
            continue
        seat = event.winner if isinstance(event, TrickWon) else getattr(event, "player", None)
        mine = seat == learner
        found = _play_sentences(event, mine, learner)
        if found is None:
            found = _phase_two_sentences(event, mine)
        lines += found or []
    return lines


def verdict_text(result: Outcome, learner: int) -> str:
    """Who won the game and why (R16), said to the learner."""
    other = 1 - learner
    votes, cards = result.votes, result.cards_in_won_factions
    numbers = {
        "mine": votes[learner],
        "theirs": votes[other],
        "my_cards": cards[learner],
        "their_cards": cards[other],
    }
    if result.decided_by is WinDecider.VOTES:
        if result.winner == learner:
            return _("You win, {mine} votes to {theirs}.").format(**numbers)
        return _("Your opponent wins, {theirs} votes to {mine}.").format(**numbers)
    if result.decided_by is WinDecider.CARDS:
        if result.winner == learner:
            return _(
                "The votes are tied {mine} to {theirs}. You win with more cards in the "
                "factions that voted for you: {my_cards} to {their_cards}."
            ).format(**numbers)
        return _(
            "The votes are tied {mine} to {theirs}. Your opponent wins with more cards in "
            "the factions that voted for them: {their_cards} to {my_cards}."
        ).format(**numbers)
    return _(
        "The votes are tied {mine} to {theirs}, and so are the cards in the factions that "
        "voted: {my_cards} to {their_cards}. The game is a draw."
    ).format(**numbers)
