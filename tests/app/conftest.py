"""The app tests' fixtures: a data folder of each test's own (never the user's), English,
a ``ManualClock``, and ``app_at``: the app resumed at a saved moment of a game."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Protocol

import pytest

from claim2.records.record import GameRecord
from claim2.sitting.clock import ManualClock
from claim2.sitting.notes import COMPUTER_PAUSE

from .driving import SIZE, Run, running


@pytest.fixture(autouse=True)
def _own_folder_unflushed(data_dir: Path, no_flush_to_disk: None) -> None:
    """Every test here has a data folder of its own, in English, and its saves are not
    flushed to the disk (both in tests/conftest.py): these tests are about the screen."""


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
