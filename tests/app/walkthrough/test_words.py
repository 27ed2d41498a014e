"""The walkthrough's own wording: rule ids, minutes, events told to "you", the verdict."""

from __future__ import annotations

from claim2.engine import Card, LeadReason, SeerChoice, score
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    GnomeSmashed,
    GnomesPlaced,
    SeerChose,
    SeerPeeked,
    TrickWon,
)
from claim2.tui.walkthrough.words import (
    answer_label,
    minutes_label,
    rules_label,
    seat_names,
    told_lines,
    verdict_text,
)
from claim2.walkthrough import LessonRun, load_lessons

C = Card.parse


def test_rule_ids_are_written_short_in_runs() -> None:
    assert rules_label(["R1", "R2", "R3"]) == "R1–3"
    assert rules_label(["R8"]) == "R8"
    assert rules_label(["R16", "R3", "R4", "R5", "R10", "R11", "R12", "R13", "R15"]) == (
        "R3–5 R10–13 R15–16"
    )
    assert rules_label(["R5", "R9", "R10"]) == "R5 R9–10"


def test_minutes_to_the_nearest_half() -> None:
    assert [minutes_label(m) for m in (0.5, 1, 1.5, 2.5, 0.1)] == ["½", "1", "1½", "2½", "½"]


def test_the_learner_is_you_in_either_seat() -> None:
    assert seat_names(0) == ("You", "Opponent")
    assert seat_names(1) == ("Opponent", "You")
    assert told_lines([CardPlayed(1, C("Tr5"))], learner=1) == [
        "You play [bold $faction-trolls]Tr5[/]."
    ]
    assert told_lines([CardPlayed(1, C("Tr5"))], learner=0) == [
        "Your opponent plays [bold $faction-trolls]Tr5[/]."
    ]


def test_a_card_hidden_from_the_learner_is_not_told() -> None:
    lines = told_lines([CardDrawn(1, None), SeerPeeked(1, None)], learner=0)
    assert lines == [
        "Your opponent takes the top card of the draw pile face down.",
        "Your opponent looks at the top card of the draw pile.",
    ]
    mine = told_lines([SeerPeeked(0, C("Dr9")), SeerChose(0, SeerChoice.TOP)], learner=0)
    assert mine == [
        "You look at the top card of the draw pile: [bold $faction-dragons]Dr9[/].",
        "You take the top card instead of the prize.",
    ]


def test_who_leads_next_and_why() -> None:
    def trick(winner: int, leader: int, reason: LeadReason, phase: int = 1) -> TrickWon:
        return TrickWon(phase, 5, 0, (C("Gi3"), C("Dr2")), winner, leader, reason)

    assert told_lines([trick(0, 0, LeadReason.WON_TRICK)], learner=0) == [
        "You win the trick and lead the next one."
    ]
    assert told_lines([trick(0, 1, LeadReason.SECOND_PLAYED_DRAGON)], learner=0) == [
        "You win the trick.",
        "But your opponent leads next: they played a Dragon as second player.",
    ]
    assert told_lines([trick(1, 0, LeadReason.SECOND_PLAYED_DRAGON)], learner=0)[1] == (
        "But you lead next: you played a Dragon as second player."
    )
    last = TrickWon(2, 13, 0, (C("Gi3"), C("Gi1")), 0, 0, LeadReason.WON_TRICK)
    assert told_lines([last], learner=1) == ["Your opponent wins the last trick."]


def test_gnomes_and_giants() -> None:
    one = told_lines([GnomesPlaced(0, (C("Gn3"),))], learner=0)
    two = told_lines([GnomesPlaced(1, (C("Gn3"), C("Gn5")))], learner=0)
    assert one == ["[bold $faction-gnomes]Gn3[/] now lies face up in front of you."]
    assert two[0].endswith("now lie face up in front of your opponent.")
    smash = GnomeSmashed(player=1, victim=0, giant=C("Gi1"), gnome=C("Gn1"))
    assert told_lines([smash], learner=0)[0].endswith("in front of you.")


def test_the_verdict_agrees_with_the_engine() -> None:
    winner = next(lesson for lesson in load_lessons() if lesson.id == "winner")
    run = LessonRun(winner)
    texts = []
    while not run.done:
        board = run.board
        assert board is not None
        texts.append(verdict_text(score(board), learner=0))
        solution = run.solution
        assert isinstance(solution, str)
        run.try_action(solution)
    assert texts == [
        "You win, 3 votes to 2.",
        "The votes are tied 2 to 2. Your opponent wins with more cards in the factions that "
        "voted for them: 12 to 11.",
        "The votes are tied 2 to 2, and so are the cards in the factions that voted: 11 to 11. "
        "The game is a draw.",
    ]


def test_nobody_reads_a_draw_only_when_the_game_is_asked_about() -> None:
    from claim2.engine import Faction

    assert answer_label("nobody", "game") == "A draw"
    assert answer_label("nobody", Faction.GNOMES) == "Nobody"
    assert answer_label("opponent", "game") == "Your opponent"
