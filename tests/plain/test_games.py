"""Whole games in plain lines, in-process: against the computer and between two people,
answering "1" to every question (with names given, and without: then every setting is
asked), a game left at the end of the input and resumed, and in Dutch; an output closed by
its reader and Ctrl+C leave the game saved. Each is played to
its end, its record kept and finished, its output lines only."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from claim2.plain.lines import Speaker
from claim2.plain.live import LiveTalk
from claim2.plain.play import leaving, play
from claim2.plain.start import Asked
from claim2.settings.options import GameOptions
from claim2.sitting.clock import ManualClock
from claim2.sitting.sitting import Sitting
from claim2.text.i18n import set_language
from net.helpers import until

from .lines import ROWS, Played, clean, kept_games, played, playing, replays_finished

ONES = ["1"] * 400


def finished_once(result: Played, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One whole game was played and kept, and nothing is left to resume."""
    assert result.code == 0
    clean(result.text)
    (kept,) = kept_games(folder)
    assert replays_finished(kept, capsys)
    assert not (folder / "saves" / "current.json").exists()


def test_against_the_computer_answering_1_to_everything(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = played(ONES, names=("Ann",), computer="easy")
    finished_once(result, data_dir, capsys)
    assert result.lines[0].startswith("Claim 2 in plain lines.")
    assert result.said("Ann's turn. Phase 1; trick 1 of 13.")
    assert result.count("Ann's turn. Phase 2;") == 13
    assert result.said("Game over.")
    assert result.lines[-1] == "What now: 1 Quit, 2 Play again, 3 New game."
    assert "" not in result.lines  # nothing to hide from anybody: no blank lines


def test_every_setting_is_asked_without_names(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = played(ONES)
    finished_once(result, data_dir, capsys)
    asked = [line.partition(":")[0] for line in result.lines[:8]]
    assert asked[1:] == [
        "What now",
        "Who plays",
        "The computer's level",
        "Hints",
        "Your name (an empty line chooses First player)",
        "Who leads the first trick",
        "How many games",
    ]
    assert result.said("1's turn. Phase 1; trick 1 of 13.")  # the name typed: "1"


def turns_of(part: list[str]) -> set[str]:
    """The players whose turn a part of the output (between screenfuls of blank lines) says."""
    return {line.partition("'s turn.")[0] for line in part if "'s turn. Phase" in line}


def test_two_players_each_turn_behind_blank_lines(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = played(ONES, names=("Ann", "Bob"), seed=5)
    finished_once(result, data_dir, capsys)
    assert "scroll-back still holds every line" in result.lines[1]
    parts: list[list[str]] = [[]]
    blank = 0
    for line in result.lines:
        blank = blank + 1 if line == "" else 0
        if blank == ROWS:
            parts.append([])
        elif line:
            parts[-1].append(line)
    assert all(len(turns_of(part)) <= 1 for part in parts)
    assert sum(len(turns_of(part)) for part in parts) == 52  # a part for every turn
    assert result.said("Ann, please look away. Bob, press Enter when only you can see the screen.")


def test_the_end_of_the_input_saves_the_game_and_claim2_play_resumes_it(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = played(["1"] * 15, names=("Ann",), computer="normal")
    assert first.code == 0
    current = data_dir / "saves" / "current.json"
    assert first.lines[-1] == (f"The game is saved as {current}: 'claim2 play --plain' resumes it.")
    again = played(ONES)
    assert again.lines[1].startswith(
        "Unfinished game: Ann and Computer (normal); Phase 2; trick 3 of 13"
    )
    assert again.lines[2] == "What now: 1 Resume it, 2 New game, 3 Quit. An empty line chooses 1."
    finished_once(again, data_dir, capsys)


def test_a_game_in_dutch(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_language("nl")
    result = played(ONES, names=("Ann",), computer="easy")
    finished_once(result, data_dir, capsys)
    assert result.lines[0] != "Claim 2 in plain lines. At any question, type help for the commands."
    assert any(line.startswith("Ann legt") or "Trol" in line for line in result.lines)
    assert not any(" Gnome " in line or "Troll 1" in line for line in result.lines)


def test_the_leader_takes_the_card_back_on_the_hand_off() -> None:
    result = played(["", "1", "undo", "", "quit"], names=("Ann", "Bob"), seed=5)
    said = [line for line in result.lines if line]
    handoff = said.index("Pass the laptop to Bob.")
    assert said[handoff : handoff + 7] == [
        "Pass the laptop to Bob.",
        "Phase 1; trick 1 of 13: Ann has led a card; Bob answers it.",  # not the card
        "Ann: changed your mind? Type undo to take your card back.",
        "Ann, please look away. Bob, press Enter when only you can see the screen.",
        "Ann took back the card they led.",
        "Pass the laptop back to Ann.",
        "Phase 1; trick 1 of 13: Ann leads.",
    ]
    back = result.lines.index("Pass the laptop back to Ann.")
    turn = result.lines.index("Ann's turn. Phase 1; trick 1 of 13.", back)
    assert result.lines[turn - ROWS : turn] == [""] * ROWS


class ClosingOutput(io.StringIO):
    """An output whose reader goes away after ``lines`` lines (``claim2 ... | head``)."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.left = lines

    def write(self, text: str) -> int:
        if self.left <= 0:
            raise BrokenPipeError(32, "Broken pipe")
        self.left -= text.count("\n")
        return super().write(text)


def sitting_against_the_computer() -> tuple[Sitting, Asked]:
    options = GameOptions(computer="easy")
    return Sitting(seed=3, options=options, clock=ManualClock()), Asked(("Ann",), options)


def test_an_output_closed_by_its_reader_leaves_the_game_saved(data_dir: Path) -> None:
    sitting, asked = sitting_against_the_computer()
    talk = LiveTalk(Speaker(ClosingOutput(lines=20)))
    assert playing(sitting, talk, asked, ["1"] * 400) == 0
    assert talk.speaker.gone
    assert (data_dir / "saves" / "current.json").exists()


def test_ctrl_c_leaves_the_game_saved_and_says_so(data_dir: Path) -> None:
    """Ctrl+C cancels the game where it waits (``asyncio.run`` does so), and the last line
    says where it is saved (``claim2.plain.launch.run_play``)."""
    sitting, asked = sitting_against_the_computer()
    out = io.StringIO()
    talk = LiveTalk(Speaker(out))

    async def interrupted() -> None:
        for _line in range(6):
            talk.heard("1")
        game = asyncio.create_task(play(sitting, talk, asked))
        await until(lambda: talk.asking.waiting and not talk.lines)
        game.cancel()
        with pytest.raises(asyncio.CancelledError):
            await game

    asyncio.run(interrupted())
    assert leaving(sitting, talk) == 0
    current = data_dir / "saves" / "current.json"
    assert current.exists()
    assert out.getvalue().splitlines()[-1] == (
        f"The game is saved as {current}: 'claim2 play --plain' resumes it."
    )
