"""Playing in plain lines in-process: answers given as lines, what was said read back, and
the checks every output passes (no escape byte, no box drawing)."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from claim2.plain.lines import Speaker
from claim2.plain.live import LiveTalk
from claim2.plain.play import play
from claim2.plain.start import Asked
from claim2.present.replay import run_replay
from claim2.settings.options import GameOptions
from claim2.sitting.clock import ManualClock
from claim2.sitting.sitting import Sitting

ROWS = 5  # blank lines of a hand-off in these tests


@dataclass
class Played:
    code: int
    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def said(self, line: str) -> bool:
        return line in self.lines

    def count(self, start: str) -> int:
        return sum(line.startswith(start) for line in self.lines)

    @property
    def words(self) -> int:
        """The words said, as ``wc -w`` counts them."""
        return len(self.text.split())


def played(
    answers: list[str] | str,
    *,
    names: tuple[str, ...] = (),
    computer: str | None = None,
    hints: bool = False,
    seed: int | None = 3,
    terminal: bool = False,
    **asked: bool,
) -> Played:
    """``claim2 play --plain`` given ``answers`` (a line each, then the end of the input),
    typed by a script unless at a ``terminal``; ``asked``: ``verbose``, ``resume``,
    ``new``."""
    source = answers if isinstance(answers, str) else "".join(f"{line}\n" for line in answers)
    out = io.StringIO()
    options = GameOptions(computer=computer, hints=hints)
    command_line = Asked(
        names,
        options,
        opponent_given=bool(names) or computer is not None,
        level_given=computer is not None,
        hints_given=hints,
        seed=seed,
        **asked,
    )
    sitting = Sitting(seed=seed, options=options, clock=ManualClock())
    talk = LiveTalk(Speaker(out, rows=ROWS), terminal=terminal)
    code = playing(sitting, talk, command_line, source.splitlines())
    return Played(code, out.getvalue().splitlines())


def playing(sitting: Sitting, talk: LiveTalk, asked: Asked, lines: Iterable[str]) -> int:
    """``play`` at ``sitting`` on ``talk``, given ``lines`` (then the end of the input)."""

    async def run() -> int:
        for line in lines:
            talk.heard(line)
        talk.heard(None)
        return await play(sitting, talk, asked)

    return asyncio.run(run())


def clean(text: str) -> None:
    """Lines only: no escape byte or other control character (but the line break), no box
    drawing."""
    assert "\x1b" not in text
    assert not [ch for ch in text if ch != "\n" and not ch.isprintable()]
    assert not [ch for ch in text if 0x2500 <= ord(ch) <= 0x259F]


def kept_games(folder: Path) -> list[Path]:
    return sorted((folder / "saves").glob("game-*.json"))


def replays_finished(path: Path, capsys: object) -> bool:
    """Whether ``claim2 replay --json`` reads the record as a finished game."""
    import pytest

    assert isinstance(capsys, pytest.CaptureFixture)
    capsys.readouterr()
    assert run_replay(str(path), as_json=True) == 0
    return bool(json.loads(capsys.readouterr().out)["finished"])
