"""The commands at any question of a game (``hand``, ``table``, ``score``, ``log``,
``rules``, ``hint``, ``undo``, ``repeat``, ``help``, ``quit``), and at the start."""

from __future__ import annotations

from pathlib import Path

from .lines import Played, clean, played


def against_the_computer(answers: list[str], *, hints: bool = False) -> Played:
    """Ann against the computer (normal), who leads Troll 0 first."""
    return played(answers, names=("Ann",), computer="normal", hints=hints, seed=3)


def test_each_command_answers_and_the_question_is_asked_again() -> None:
    result = against_the_computer(
        [
            "help",
            "hand",
            "table",
            "score",
            "log",
            "rules",
            "rules seers",
            "rules R15",
            "rules dice",
            "hint",
            "undo",
            "repeat",
            "quit",
        ]
    )
    assert result.code == 0
    clean(result.text)
    question = "Play a card: 1 Troll 5, 2 Troll 6, 3 Troll 7."
    assert result.count(question) == 13  # once, then again after each command but quit
    text = result.text
    assert "At any question you can type: hand (your cards), table" in text
    assert result.said(
        "Your hand, Ann: Gnome 1, Gnome 3, Gnome 5, Gnome 5, Gnome 7, Giant 3, Giant 9, "
        "Dragon 2, Dragon 3, Troll 5, Troll 6, Troll 7, Seer 1."
    )
    assert result.said("Cards in hand: Ann 13; Computer (normal) 12")
    assert result.said("Discard pile (0 cards): none")
    assert any(line.startswith("Not seen yet: Gnomes ") for line in result.lines)
    assert result.said("Phase 1; trick 1 of 13; the prize is Seer 5")
    assert result.said("Computer (normal) plays Troll 0.")
    assert text.count("The rules in 15 parts: 1 What the game is, 2 The cards,") == 2
    assert result.said("Seers: a secret look (phase one only):")
    assert result.said("End of the game and scoring:")
    assert result.said("No part of the rules is called dice.")
    assert result.said("Hints are off in this game. Turn them on when you start a game.")
    assert result.said("There is no card to take back now.")
    assert result.count("Ann's turn. Phase 1; trick 1 of 13.") == 2  # repeat
    assert result.lines[-1].startswith("The game is saved as ")


def test_hint_and_undo_against_the_computer() -> None:
    result = against_the_computer(["hint", "Tr7", "", "undo", "quit"], hints=True)
    hint = result.lines.index("Play a card: 1 Troll 5, 2 Troll 6, 3 Troll 7.") + 1
    assert result.lines[hint] == "Hint: Troll 7 beats Troll 0 and wins you the prize Seer 5."
    assert result.said("Ann took Troll 7 back.")
    assert result.count("Ann's turn. Phase 1; trick 1 of 13.") == 2  # the turn again


def test_a_card_that_may_not_be_played_is_refused_with_the_rule() -> None:
    result = against_the_computer(["Gi9", "giant 9", "0", "4", "seer", "2"])
    refusal = (
        "You cannot play Giant 9: you must follow Trolls while you hold one "
        "(Troll 5, Troll 6, Troll 7). (R3)"
    )
    assert result.count(refusal) == 2
    assert result.count("Please answer with a number from 1 to 3.") == 3
    assert result.said("Computer (normal) led Troll 0, Ann played Troll 6.")


def test_commands_at_the_start(data_dir: Path) -> None:
    result = played(["hand", "rules 2", "help", "quit"])
    assert result.code == 0
    assert result.said("No game is being played yet.")
    assert result.said("The cards:")
    assert result.count("What now: 1 New game, 2 Quit. An empty line chooses 1.") == 4
    assert not (data_dir / "saves" / "current.json").exists()
