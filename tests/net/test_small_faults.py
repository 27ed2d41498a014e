"""The smaller faults of issue 40, case 9: the host's waiting screen has a way out (Esc,
and q where no name is typed); a guest whose host closes a finished game is not told to
join it again; the host's end screen keeps its three buttons apart and says where the
game was saved. (A refusal in the guest's own language: test_name_rule.py.)"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from textual.widgets import Button, Input

from app.driving import answer_key
from app.games import last_card, record_until
from app.net_driving import drawn, guest_app, host_app, start_at
from claim2.game.steps import ScreenKind
from claim2.records.record import save_record
from claim2.sitting.remote.hosting import NETWORK_SAVE
from net.helpers import HostPlayer, hosting


async def test_esc_and_q_leave_the_hosts_waiting_screen(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        screen = run.top
        assert run.shows("Esc Quit")  # the footer says how to leave
        assert screen.query_one("#host-name", Input).has_focus
        await run.press("q")  # typed into the name, as a name's letter
        assert screen.query_one("#host-name", Input).value == "q" and run.app.is_running
        await run.press("escape")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")


async def test_q_leaves_the_hosts_waiting_screen_where_no_name_is_typed(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        run.top.query_one("#leader").focus()
        await run.settle()
        await run.press("q")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")


async def test_a_finished_game_closed_by_its_host_is_not_offered_again(data_dir: Path) -> None:
    async with hosting(61) as host, guest_app(data_dir, host) as run:
        await run.wait_until(lambda: run.shows("You have joined."), "the lobby")
        table = start_at(host, record_until(last_card))  # the game's last card to play
        me = HostPlayer(host.sitting, 61)
        me.attach()
        me.act()
        await drawn(run)
        for _ in range(400):
            await run.settle()
            if run.kind() is ScreenKind.END:
                break
            host.clock.advance(0.5)
            if run.kind() is ScreenKind.COMPUTER:
                await run.wait_until(lambda: run.kind() is not ScreenKind.COMPUTER, "Ann")
            else:
                await run.after_quiet(answer_key(run.kind()))
        assert table.session.finished
        host.service.closing()
        await run.wait_until(lambda: run.shows("Ann has closed the game."), "told")
        assert not run.shows("join again")


async def test_the_hosts_end_screen_keeps_its_buttons_apart_and_says_where_it_is_saved(
    data_dir: Path,
) -> None:
    save_record(record_until(last_card), data_dir / "saves" / NETWORK_SAVE)  # its last card
    async with host_app(data_dir, size=(100, 40)) as run:
        await run.wait_until(lambda: run.shows("An unfinished game: Ann – Bob"), "the offer")
        bob = await run.join("Bob")
        bob.player.playing = True
        await run.pilot.click("#resume")
        await drawn(run)
        for _ in range(400):
            await run.settle()
            if run.kind() is ScreenKind.END:
                break
            if run.kind() is ScreenKind.COMPUTER:
                await run.wait_until(lambda: run.kind() is not ScreenKind.COMPUTER, "Bob")
            else:
                await run.after_quiet(answer_key(run.kind()))
        await drawn(run, ScreenKind.END)
        assert run.shows("The game was saved as")
        names = ("again", "start-screen", "quit")
        regions = [run.top.query_one(f"#{name}", Button).region for name in names]
        for left, right in pairwise(regions):
            assert left.right < right.x, (left, right)  # a gap between each two
