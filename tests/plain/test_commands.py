"""The commands at any question of a game (``hand``, ``table``, ``score``, ``piles``,
``votes``, ``why``, ``log``, ``rules``, ``hint``, ``undo``, ``repeat``, ``where``, ``help``,
``quit``): every fact the brief lines leave out is one of them away; and at the start."""

from __future__ import annotations

from pathlib import Path

from .lines import Played, clean, played


def against_the_computer(answers: list[str], *, hints: bool = False, new: bool = False) -> Played:
    """Ann against the computer (normal), who leads Troll 0 first."""
    return played(answers, names=("Ann",), computer="normal", hints=hints, seed=3, new=new)


def test_each_command_answers_and_the_question_is_asked_again() -> None:
    result = against_the_computer(
        [
            "help",
            "hand",
            "table",
            "score",
            "piles",
            "votes",
            "why",
            "log",
            "rules",
            "rules seers",
            "rules R15",
            "rules dice",
            "hint",
            "undo",
            "repeat",
            "where",
            "quit",
        ]
    )
    assert result.code == 0
    clean(result.text)
    question = "Play a card: Troll 5, 6, 7."
    assert result.count(question) == 17  # once, then again after each command but quit
    text = result.text
    assert "At any question you can type: hand (your cards), table" in text
    assert result.said(
        "Your hand, Ann: Gnome 1, Gnome 3, Gnome 5, Gnome 5, Gnome 7, Giant 3, Giant 9, "
        "Dragon 2, Dragon 3, Troll 5, Troll 6, Troll 7, Seer 1."
    )
    assert result.said("Cards in hand: Ann 13; Computer 12")
    assert result.said("Discard pile (0 cards): none")
    assert any(line.startswith("Not seen yet: Gnomes ") for line in result.lines)
    assert result.said("Phase 1; trick 1 of 13; the prize is Seer 5")
    assert result.said("Computer plays Troll 0.")
    assert text.count("The rules in 15 parts: 1 What the game is, 2 The cards,") == 2
    assert result.said("Seers: a secret look (phase one only):")
    assert result.said("End of the game and scoring:")
    assert result.said("No part of the rules is called dice.")
    assert result.said("Hints are off in this game. Turn them on when you start a game.")
    assert result.said("There is no card to take back now.")
    assert result.said("No votes yet: the score piles fill in phase two.")
    assert result.said("Your follower pile: none; hidden from Computer: none")
    assert result.said("No trick has been played yet.")
    assert result.count("Trick 1, prize Seer 5. The computer leads Troll 0.") == 1
    assert result.said("Ann's turn. Phase 1; trick 1 of 13.")  # repeat: the scene in full
    assert any(
        line.startswith("The game is saved as ") and line.endswith(" after every move.")
        for line in result.lines
    )
    assert result.lines[-1] == "The game is saved: 'claim2 play --plain' resumes it."
    assert "(normal)" not in text  # the level said when chosen, not on every line


def test_why_votes_and_where_later_in_the_game(data_dir: Path) -> None:
    """After a trick: ``why`` says it in full (who won it and why, who leads and why); in
    phase two ``score`` says each faction's vote in a line, ``votes`` both sides' values;
    at the end ``where`` says the file the game was kept as."""
    result = against_the_computer(["tr7", "why", *["1"] * 16, "score", "votes", *["1"] * 20])
    assert result.said("Phase 1; trick 1 of 13: result")
    assert result.said("Computer led Troll 0, Ann played Troll 7.")
    assert result.said("Ann followed with a higher card and wins the trick.")
    assert any(line.startswith("Votes: Ann ") for line in result.lines)
    assert any(line.startswith("Gnomes: Ann ") and "; vote: " in line for line in result.lines)
    assert any(line.startswith("Gnomes: ") and "; vote" not in line for line in result.lines)
    end = against_the_computer(["1", "where"] * 40, new=True)  # "where" at each question
    saves = data_dir / "saves"
    assert any(f"The game was saved as {kept}." in end.lines for kept in saves.glob("game-*"))


def test_hint_and_undo_against_the_computer() -> None:
    result = against_the_computer(["hint", "Tr7", "undo", "quit"], hints=True)
    hint = result.lines.index("Play a card: Troll 5, 6, 7.") + 1
    assert result.lines[hint] == "Hint: Troll 7 beats Troll 0 and wins you the prize Seer 5."
    assert result.said("You took Troll 7 back.")
    assert result.count("Trick 1, prize Seer 5. The computer leads Troll 0.") == 2  # again


def test_a_wrong_answer_is_told_why_and_asked_again_at_a_terminal() -> None:
    """A person at a terminal: a card held but not allowed, a value not held, a faction
    with several cards on offer, no card at all: each told why, and the question asked
    again; then "6" plays the only 6 on offer."""
    result = played(
        ["Gi9", "giant 9", "4", "troll", "gn2", "12", "6", "quit"],
        names=("Ann",),
        computer="normal",
        terminal=True,
    )
    refusal = (
        "You cannot play Giant 9: you must follow Trolls while you hold one "
        "(Troll 5, Troll 6, Troll 7). (R3)"
    )
    assert result.count(refusal) == 2
    for said in (
        "You hold no 4 to play.",
        "Which Troll: Troll 5, Troll 6 or Troll 7?",
    ):
        assert result.said(said)
    assert result.count("Please type a card, like Troll 5 or tr5.") == 2  # no Gnome 2; 12
    assert result.count("Play a card: Troll 5, 6, 7.") == 7
    assert not any("instead" in line for line in result.lines)
    assert result.said("You win the trick and take Seer 5.")  # Troll 6 beats Troll 0


def test_commands_at_the_start(data_dir: Path) -> None:
    result = played(["hand", "rules 2", "help", "quit"])
    assert result.code == 0
    assert result.said("No game is being played yet.")
    assert result.said("The cards:")
    assert result.count("What now: 1 New game, 2 Quit. An empty line chooses 1.") == 4
    assert not (data_dir / "saves" / "current.json").exists()
