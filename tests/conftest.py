"""Fixtures shared by several test modules."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import settings

from claim2.engine import GameState, legal_actions, shuffled_deal, start, step
from claim2.records.record import GameRecord, new_record, record_with
from claim2.text.i18n import LOCALE_VARIABLES, set_language
from claim2.tui import terminal_watch
from claim2.tui.terminal_watch import Gone, TerminalWatch
from parsed_styles import ParsedStyles

RandomGame = Callable[[int], tuple[GameRecord, GameState]]

# Mutation testing (docs/testing.md) runs the suite once per mutant with
# ``--hypothesis-profile=mutation``: the same examples every time and no example
# database, so whether a mutant is killed does not depend on luck or on the
# failures found for other mutants.
settings.register_profile("mutation", derandomize=True, database=None)


def play_random_game(seed: int) -> tuple[GameRecord, GameState]:
    """A whole game of random legal actions dealt from ``seed``: its record and its last state."""
    deal = shuffled_deal(seed, first_leader=seed % 2)
    record = new_record(("Ann", "Bob"), deal)
    state = start(deal)
    choose = random.Random(seed).choice
    while not state.finished:
        action = choose(legal_actions(state))
        state = step(state, action)
        record = record_with(record, action)
    return record, state


@pytest.fixture(scope="session")
def random_game() -> RandomGame:
    """``random_game(seed)`` plays a random legal game and returns (record, final state)."""
    return play_random_game


@pytest.fixture(autouse=True, scope="session")
def _styles_parsed_once() -> Iterator[None]:
    """Textual's style sheets parsed once for the run, not once for each app (parsed_styles.py)."""
    from textual.css import stylesheet
    from textual.css.parse import parse

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stylesheet, "parse", ParsedStyles(parse))  # fails if Textual renames it
        yield


@pytest.fixture(autouse=True)
def _no_notices_left_over() -> Iterator[None]:
    """Notices of files set aside (a bad settings file) belong to the test that made them."""
    from claim2.storage.files import discard_notices

    discard_notices()
    yield
    discard_notices()


@pytest.fixture(autouse=True)
def _no_data_folder_left_open() -> Iterator[None]:
    """The data folders an app opened (and guards) belong to the test that opened them."""
    from claim2.storage.write_guard import forget_folders

    forget_folders()
    yield
    forget_folders()


@pytest.fixture
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """A data folder of the test's own, no locale variables, no ``ACCESSIBLE``; English
    again afterwards."""
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("ACCESSIBLE", raising=False)  # it would choose plain lines
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    yield
    set_language("en")


@pytest.fixture
def data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """An empty data folder (with its saves folder) that claim2 uses, English words and a
    terminal 120 columns wide: for the history and the commands that read it."""
    set_language("en")
    folder = tmp_path / "data"
    (folder / "saves").mkdir(parents=True)
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.setenv("COLUMNS", "120")
    return folder


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of the test's own (``CLAIM2_DATA_DIR``, never the user's; not made
    yet), no colour, locale or ``ACCESSIBLE`` from the environment, English before and after
    (a test that switches to Dutch does not leak into the next). Every test of tests/app,
    tests/tui_shell, tests/sitting, tests/plain and tests/web has one (their conftest); any
    other test may ask for it (or for ``data_folder``: the same, made)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(folder))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("ACCESSIBLE", raising=False)  # it would choose plain lines
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    set_language("en")
    yield folder
    set_language("en")


@pytest.fixture
def data_folder(data_dir: Path) -> Path:
    """``data_dir``, made (an empty folder)."""
    data_dir.mkdir()
    return data_dir


@pytest.fixture
def english() -> Iterator[None]:
    """English words before and after the test (for a test that needs no data folder)."""
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves are written as always, but not flushed to the disk (``fsync``): for the tests
    of the screen, the game and its life (tests/app, game, sitting, plain), not of
    surviving a power cut (tests/hostile write for real); a hundred flushes a game would
    make each whole game take a quarter of a second."""
    monkeypatch.setattr(os, "fsync", _no_flush)


def _no_flush(descriptor: int) -> None:
    """``os.fsync`` that does nothing."""


class QuietWatch(TerminalWatch):
    """The terminal watch without signals or descriptors (the test run's own terminal is
    never watched: under CI its input is /dev/null, which a real watch takes for the end
    of input and answers by ending the process), and a process that is never ended: the
    watches made, and what would have ended."""

    made: ClassVar[list[QuietWatch]] = []
    ended: ClassVar[list[int]] = []

    def __init__(self, on_gone: Callable[[Gone], object]) -> None:
        super().__init__(on_gone, descriptors=(), signals=False, force_exit=self.ended.append)
        self.made.append(self)


@pytest.fixture(autouse=True)
def watches(monkeypatch: pytest.MonkeyPatch) -> list[QuietWatch]:
    """Every app run in the tests' own process (``launch.run_app``) gets a ``QuietWatch``
    (tests/test_terminal_watch.py tests the real one on descriptors of its own)."""
    QuietWatch.made, QuietWatch.ended = [], []
    monkeypatch.setattr(terminal_watch, "TerminalWatch", QuietWatch)
    return QuietWatch.made


@pytest.fixture
def quick_estimates(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review's phase-one estimates from fewer sampled deals (a finished game's review
    takes 2.8 s of CPU, 0.55 s so), for a test about what is done with a review (a screen,
    a command's output), not about the estimates themselves (tests/review/)."""
    from claim2.review import estimates

    monkeypatch.setattr(estimates, "REVIEW", replace(estimates.REVIEW, playouts=24))
    monkeypatch.setattr(estimates, "MEASURE_WORLDS", 16)
    monkeypatch.setattr(estimates, "CONFIRM_WORLDS", 16)


# The suite's cost (docs/testing.md) ------------------------------------------------------------

SLOW = 2.0  # seconds of CPU (the test's process and its children) a test may take unmarked
COSTLIEST = 15  # tests named at the end of a run, the costliest first


def _cpu_seconds() -> float:
    """CPU seconds of this process and of its children that have ended."""
    try:
        import resource
    except ImportError:  # not on POSIX: this process only
        return time.process_time()
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Each test's CPU, kept with its report (read by ``pytest_terminal_summary``, also from
    pytest-xdist's workers)."""
    began = _cpu_seconds()
    yield
    item.user_properties.append(("cpu", _cpu_seconds() - began))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The tests' CPU in all, and every test over ``SLOW`` seconds not marked ``slow``."""
    reports = [
        report
        for kind in ("passed", "failed")
        for report in terminalreporter.stats.get(kind, [])
        if getattr(report, "when", "") == "call"
    ]
    spent = {report.nodeid: dict(report.user_properties).get("cpu", 0.0) for report in reports}
    if not spent:
        return
    terminalreporter.write_line(f"tests' CPU: {sum(spent.values()):.0f} s (tests/conftest.py)")
    by_folder: dict[str, list[float]] = {}
    for nodeid, seconds in spent.items():
        path = nodeid.split("::")[0].split("/")
        folder = "/".join(path[:2]) + "/" if len(path) > 2 else "tests/test_*.py"
        by_folder.setdefault(folder, []).append(seconds)
    terminalreporter.write_line(
        "  by folder: "
        + ", ".join(
            f"{folder} {sum(times):.0f} s ({len(times)})"
            for folder, times in sorted(by_folder.items(), key=lambda item: -sum(item[1]))
        )
    )
    costliest = sorted(spent.items(), key=lambda item: -item[1])[:COSTLIEST]
    terminalreporter.write_line(
        f"  the {len(costliest)} costliest: "
        + ", ".join(f"{nodeid} {seconds:.1f} s" for nodeid, seconds in costliest)
    )
    unmarked = [
        (seconds, report.nodeid)
        for report in reports
        if (seconds := spent[report.nodeid]) > SLOW and "slow" not in report.keywords
    ]
    for seconds, nodeid in sorted(unmarked, reverse=True):
        terminalreporter.write_line(
            f"over {SLOW:.0f} s of CPU, not marked slow: {seconds:.1f} s {nodeid}"
        )
