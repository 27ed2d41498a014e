"""Lines beside the network (``claim2.plain.live``): the input is read only as far as the
game asks (an endless pipe waits in its own buffer while the other player chooses), and the
end of the input stops a host or a guest that waits for the other player to join or to
start a game (issue 49, case 11), while lines kept before the end still answer a game's
next question."""

from __future__ import annotations

import asyncio
import io
import sys
from pathlib import Path

import pytest

from claim2.plain.hosting import PlainHost
from claim2.plain.lines import EndOfInput, Listener, Speaker
from claim2.plain.live import AHEAD, LineFeed, LiveTalk
from claim2.plain.questions import Option, Question
from claim2.present.phrase import said
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.hosting import HostSitting
from net.helpers import CODE, run, until


class Endless(io.StringIO):
    """``yes 1``: a line "1" at every read, counted."""

    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
        self.reads += 1
        return "1\n"


def question() -> Question[int]:
    return Question(said("Pick"), (Option("one", 1), Option("two", 2)))


def test_an_endless_input_is_read_only_as_far_as_the_game_asks() -> None:
    talk = LiveTalk(Speaker(io.StringIO()))
    source = Endless()

    async def waiting() -> list[int]:
        LineFeed(Listener(source), asyncio.get_running_loop(), talk).start()
        talk.wait(None, playing=True)  # the other player chooses: nothing is asked
        await until(lambda: len(talk.lines) == AHEAD)
        assert not talk.room.acquire(blocking=False)  # no room: the feed reads no more
        assert source.reads == AHEAD
        talk.waited()
        answers = [await talk.ask(question()) for _ in range(3)]
        await until(lambda: len(talk.lines) == AHEAD)
        assert not talk.room.acquire(blocking=False)
        assert source.reads == AHEAD + 3  # one line more for each line taken
        return answers

    assert run(waiting()) == [1, 1, 1]


def test_the_end_of_the_input_while_waiting_to_join_stops_the_talk() -> None:
    talk = LiveTalk(Speaker(io.StringIO()))

    async def waiting() -> object:
        talk.wait(None, playing=False)
        talk.heard("Ann")  # kept for a question that will never come
        talk.heard(None)
        return await talk.stopped

    assert isinstance(run(waiting()), EndOfInput)


def test_lines_kept_before_the_end_still_answer_the_games_next_question() -> None:
    talk = LiveTalk(Speaker(io.StringIO()))

    async def playing() -> tuple[int, bool]:
        talk.wait(None, playing=True)
        talk.heard("2")
        talk.heard(None)
        await asyncio.sleep(0)
        assert not talk.stopped.done()  # the other player moves, then a question comes
        talk.waited()
        answer = await talk.ask(question())
        await asyncio.sleep(0)
        return answer, talk.stopped.done()

    assert run(playing()) == (2, True)


def test_a_host_whose_input_ends_while_nobody_has_joined_leaves(data_dir: Path) -> None:
    """``printf 'Ann\\n' | claim2 host --plain`` ends, and lets the data folder go."""
    out = io.StringIO()
    talk = LiveTalk(Speaker(out))
    sitting = HostSitting(seed=1)
    host = PlainHost(sitting, talk, code=CODE, port=0, bind="127.0.0.1", clock=ManualClock())

    async def hosting() -> int:
        LineFeed(Listener(io.StringIO("Ann\n")), asyncio.get_running_loop(), talk).start()
        return await host.run()

    assert run(hosting()) == 0
    assert out.getvalue().splitlines()[-1] == "Waiting for the other player to join…"
    again = HostSitting(seed=1)
    again.open()
    try:
        assert not again.elsewhere  # the lock was let go
    finally:
        again.close()


def test_a_host_whose_data_folder_cannot_hold_a_game_says_so_before_opening_a_port(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from claim2.storage import data_folder

    monkeypatch.setattr(
        data_folder, "write_problem", lambda folder: f"the data folder '{folder}' is read-only"
    )
    out = io.StringIO()
    talk = LiveTalk(Speaker(out))
    host = PlainHost(HostSitting(seed=1), talk, code=CODE, port=0, clock=ManualClock())
    assert run(host.run()) == 2
    assert out.getvalue().splitlines() == [
        f"The data folder '{data_dir}' is read-only: no game could be saved there, so none "
        "starts. Give another folder with CLAIM2_DATA_DIR."
    ]
    assert host.server is None


def test_a_guest_whose_input_ends_before_the_game_starts_leaves(data_dir: Path) -> None:
    """``printf '1\\n' | claim2 join --plain ...``: the host has not started a game, and the
    guest's line would only answer one: the guest leaves."""
    from claim2.plain.joining import PlainGuest
    from net.helpers import hosting

    out = io.StringIO()
    talk = LiveTalk(Speaker(out))

    async def joining() -> int:
        async with hosting(2) as host:
            guest = PlainGuest(talk, f"ws://127.0.0.1:{host.port}", CODE, "Bob", address="here")
            playing = asyncio.create_task(guest.run())
            await until(lambda: host.sitting.remote.connected)
            LineFeed(Listener(io.StringIO("1\n")), asyncio.get_running_loop(), talk).start()
            return await playing

    assert run(joining()) == 0
    assert "You have joined. Waiting for Ann to start the game…" in out.getvalue().splitlines()


class Terminal(io.StringIO):
    """A terminal's input: nothing typed (its "^C" is the terminal's own)."""

    def isatty(self) -> bool:
        return True


def test_ctrl_c_at_a_terminal_says_its_last_words_on_a_line_of_their_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The terminal writes "^C" where the cursor is: the last line starts a line anew."""
    from claim2.plain import launch

    monkeypatch.setattr(sys, "stdin", Terminal())
    out = io.StringIO()
    talk = LiveTalk(Speaker(out))

    async def interrupted() -> int:
        raise KeyboardInterrupt

    code = launch.run_live(interrupted, talk, lambda: talk.say("The game is saved."))
    assert (code, out.getvalue()) == (130, "\nThe game is saved.\n")
