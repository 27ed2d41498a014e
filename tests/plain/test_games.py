"""Whole games in plain lines, in-process: against the computer and between two people,
answered by a script ("1" to every question: a card of value 1, else the first card), in
brief lines (at most 1,500 words a game against the computer; each player of two hears at
most as many) and in full (``--verbose``); the end says who won first; with names given and
without; a game left at the end of the input, then resumed (``--resume``, or by the same
game asked for again), refused (another game asked for) or kept aside (``--new``); in
Dutch; an output closed by its reader and Ctrl+C leave the game saved. Each is played to its
end, its record kept and finished, its output lines only."""

from __future__ import annotations

import asyncio
import io
import re
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
WORDS = 1500  # issue 53: a whole game against the computer, read aloud in under 10 minutes
VERDICT = re.compile(r"^(You win|.+ wins)(, \d votes? to \d\.| on cards)|^A draw: ")


def finished_once(result: Played, folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One whole game was played and kept, and nothing is left to resume."""
    assert result.code == 0
    clean(result.text)
    (kept,) = kept_games(folder)
    assert replays_finished(kept, capsys)
    assert not (folder / "saves" / "current.json").exists()


def the_end(result: Played) -> list[str]:
    """The end's lines: from the verdict (said right after the last trick) to the question."""
    start = next(index for index, line in enumerate(result.lines) if VERDICT.match(line))
    return result.lines[start:]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_whole_game_against_the_computer_in_brief_lines(
    level: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    result = played(ONES, names=("Ann",), computer=level)
    finished_once(result, data_dir, capsys)
    assert result.words <= WORDS, result.words
    assert result.lines[0] == "Claim 2 in plain lines. At any question, type help for the commands."
    assert result.lines[1].startswith("Trick 1, prize ")
    assert result.count("Trick 1. ") == 1  # phase two's first trick
    assert result.said("Phase 2 begins: each player's followers are now their hand.")
    assert not any("Computer (" in line for line in result.lines)  # "the computer"
    end = the_end(result)
    assert end[1:6] == [line for line in end[1:6] if re.match(r"^[A-Z][a-z]+s: ", line)]
    assert end[6].startswith("Your rating: ")
    assert re.fullmatch(r"Saved in your history as the game of \d\d:\d\d\.", end[7])
    assert end[8:] == ["What now: 1 Quit, 2 Play again, 3 New game."]
    assert "" not in result.lines  # nothing to hide from anybody: no blank lines


def test_the_same_game_in_full_with_verbose(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    brief = played(ONES, names=("Ann",), computer="easy")
    (data_dir / "saves" / kept_games(data_dir)[0].name).unlink()
    full = played(ONES, names=("Ann",), computer="easy", verbose=True)
    finished_once(full, data_dir, capsys)
    assert full.words > 2 * brief.words
    assert full.said("Ann's turn. Phase 1; trick 1 of 13.")
    assert full.count("Ann's turn. Phase 2;") == 13
    assert "(easy)" not in full.text  # "Computer": its level said once, when chosen
    end = the_end(full)
    assert end[1].startswith("Ann's score pile; ")
    assert any(line.startswith("Your rating: ") for line in end)
    assert any(re.fullmatch(r"The game was saved as .*game-[-\d]+\.json\.", line) for line in end)


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
    assert result.lines[8].startswith("Trick 1, prize ")  # the name typed: "1", said once


def test_two_players_each_turn_behind_blank_lines(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Between two people, what each player hears is behind a screenful of blank lines:
    their own turns only, at most 1,500 words each."""
    result = played(ONES, names=("Ann", "Bob"), seed=5)
    finished_once(result, data_dir, capsys)
    assert "scroll-back still holds every line" in result.lines[1]
    assert result.said(
        "On the next player's hand-off, the leader may type undo to take their card back."
    )
    parts: list[list[str]] = [[]]
    blank = 0
    for line in result.lines:
        blank = blank + 1 if line == "" else 0
        if blank == ROWS:
            parts.append([])
        elif line:
            parts[-1].append(line)
    heard: dict[str, int] = {"Ann": 0, "Bob": 0}
    holder = None  # who holds the laptop: the player the last hand-off was to
    turns = 0
    for part in parts:
        asked = sum(line.startswith("Play a card: ") for line in part)
        assert asked <= 1  # the screen is filled with blank lines after every move
        if holder is not None:
            turns += asked
            heard[holder] += len(" ".join(part).split())
        handed = [line for line in part if line.endswith(", press Enter.")]
        if handed:
            holder = handed[-1].split("; ")[-1].removesuffix(", press Enter.")
    assert turns == 52  # every turn after its player's hand-off, alone on the screen
    assert max(heard.values()) <= WORDS, heard
    assert result.said("Ann, look away; Bob, press Enter.")


def test_the_end_of_the_input_saves_the_game_and_claim2_play_resumes_it(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = played(["1"] * 15, names=("Ann",), computer="normal")
    assert first.code == 0
    current = data_dir / "saves" / "current.json"
    assert first.lines[-1] == "The game is saved: 'claim2 play --plain' resumes it."
    again = played(ONES, seed=None)
    assert again.lines[1].startswith("Unfinished game: Ann and Computer (normal); Phase 2")
    assert again.lines[2] == "What now: 1 Resume it, 2 New game, 3 Quit. An empty line chooses 1."
    finished_once(again, data_dir, capsys)
    assert not current.exists()


def test_a_game_asked_for_never_resumes_another(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With a game waiting: the same game asked for (the names, the level, the seed) resumes
    it, and says so; another is refused in one line (exit code 2, nothing changed, nothing
    asked); ``--new`` keeps it aside and starts the one asked for; ``--resume`` resumes it
    whatever else is asked; with none waiting, ``--resume`` is refused."""
    game = {"names": ("Ann",), "computer": "normal", "seed": 3}
    assert played(["1"] * 4, **game).code == 0  # type: ignore[arg-type]
    current = data_dir / "saves" / "current.json"
    kept = current.read_bytes()
    for other in ({"seed": 4}, {"computer": "easy"}, {"names": ("Bob",)}):
        refused = played(ONES, **{**game, **other})  # type: ignore[arg-type]
        assert refused.code == 2
        assert refused.lines[1:] == [
            "An unfinished game of Ann and Computer (normal) (Phase 1; trick 5 of 13) is "
            "waiting, not the game asked for: add --resume to play it, or --new to keep it "
            "aside and start the new one."
        ]
        assert current.read_bytes() == kept
    again = played(["1"] * 2, **game)  # type: ignore[arg-type]
    assert again.lines[1] == (
        "Resuming the unfinished game of Ann and Computer (normal) (Phase 1; trick 5 of 13)."
    )
    assert again.lines[2].startswith("Trick 5, prize ")
    new = played(["quit"], names=("Bob",), computer="easy", seed=4, new=True)
    assert new.lines[1].startswith("The unfinished game was kept as ")
    assert new.lines[2].startswith("Trick 1, prize ")
    resumed = played(ONES, names=("Eve",), computer="expert", seed=9, resume=True)
    assert resumed.lines[1].startswith("Resuming the unfinished game of Bob and Computer (easy)")
    finished_once(resumed, data_dir, capsys)
    nothing = played(ONES, resume=True)
    assert (nothing.code, nothing.lines[1:]) == (2, ["There is no unfinished game to resume."])


def test_a_game_in_dutch(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    set_language("nl")
    result = played(ONES, names=("Ann",), computer="easy")
    finished_once(result, data_dir, capsys)
    assert result.words <= WORDS
    assert (
        result.lines[0] == "Claim 2 als platte tekst. Typ bij elke vraag hulp voor de opdrachten."
    )
    assert result.lines[1].startswith("Slag 1, prijs ")
    assert result.lines[2].startswith("Speel een kaart: Trol ")
    assert not any(" Gnome " in line or "Troll 1" in line for line in result.lines)
    assert any(re.match(r"(Jij wint|De computer wint) met \d stem", line) for line in result.lines)


def test_the_leader_takes_the_card_back_on_the_hand_off() -> None:
    result = played(["", "gn5", "undo", "", "quit"], names=("Ann", "Bob"), seed=5)
    said = [line for line in result.lines if line]
    handoff = said.index("Ann, look away; Bob, press Enter.")
    assert (
        said[handoff - 1]
        == "Play a card: Gnome 5, 7; Giant 3, 9; Dragon 1, 3, 4, 6; Troll 4; Seer 1, 2, 3, 6."
    )
    assert said[handoff + 1 : handoff + 5] == [
        "Ann took back the card they led.",  # not the card
        "Pass the laptop back to Ann.",
        "Bob, look away; Ann, press Enter.",
        "Trick 1, prize Giant 1. You lead.",
    ]
    back = result.lines.index("Trick 1, prize Giant 1. You lead.", handoff + 2)
    assert result.lines[back - ROWS : back] == [""] * ROWS


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
    assert leaving(sitting, talk, verbose=True) == 0
    current = data_dir / "saves" / "current.json"
    assert current.exists()
    assert out.getvalue().splitlines()[-1] == (
        f"The game is saved as {current}: 'claim2 play --plain' resumes it."
    )


def test_a_data_folder_that_cannot_hold_a_game_is_said_in_one_line_before_dealing(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from claim2.storage import data_folder

    monkeypatch.setattr(
        data_folder, "write_problem", lambda folder: f"the data folder '{folder}' is read-only"
    )
    result = played(["gn5"], names=("Ann",), computer="normal")
    assert result.code == 2
    assert result.lines == [
        f"The data folder '{data_dir}' is read-only: no game could be saved there, so none "
        "starts. Give another folder with CLAIM2_DATA_DIR."
    ]
