"""The app tests' fixtures: a data folder of each test's own (never the user's), English,
a ``ManualClock``, and ``app_at``: the app resumed at a saved moment of a game."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Protocol

import pytest

from claim2.records.record import GameRecord
from claim2.sitting.clock import ManualClock
from claim2.sitting.notes import COMPUTER_PAUSE
from claim2.text.i18n import LOCALE_VARIABLES, set_language

from .driving import SIZE, Run, running


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The test's own data folder (``CLAIM2_DATA_DIR``); English, with colours, before and
    after (a test that switches to Dutch does not leak into the next)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language("en")
    yield folder
    set_language("en")


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are written as always but not flushed to the disk (``fsync``): these tests are
    about the screen; tests/hostile write for real."""
    monkeypatch.setattr(os, "fsync", lambda descriptor: None)


@pytest.fixture
def clock() -> ManualClock:
    """The app's clock: time moves only when the test says so."""
    return ManualClock()


class AppAt(Protocol):
    """``app_at(record, size=...)``: ``async with`` it to drive the app resumed at
    ``record`` (None: at the start screen)."""

    def __call__(
        self,
        record: GameRecord | None = None,
        *,
        size: tuple[int, int] = SIZE,
        seed: int | None = 7,
        pause: float = COMPUTER_PAUSE,
        resume: bool = True,
    ) -> AbstractAsyncContextManager[Run]: ...


@pytest.fixture
def app_at(data_dir: Path, clock: ManualClock) -> AppAt:
    """The app on the test's data folder, resumed at a saved record: the first app on the
    test's ``clock``, any later one on a clock of its own (an app listens to its clock as
    long as the clock lives: two apps on one clock would both hear it move)."""
    clocks = iter([clock])

    def at(
        record: GameRecord | None = None,
        *,
        size: tuple[int, int] = SIZE,
        seed: int | None = 7,
        pause: float = COMPUTER_PAUSE,
        resume: bool = True,
    ) -> AbstractAsyncContextManager[Run]:
        own = next(clocks, None) or ManualClock()
        return running(
            data_dir, record, size=size, seed=seed, clock=own, pause=pause, resume=resume
        )

    return at
