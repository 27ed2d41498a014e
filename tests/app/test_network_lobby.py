"""Before and after a game over the network (issue 49, case 14), at 80×24 and 120×40: a
guest who joins keeps the name they gave (the host's typing, in "Their name" until then,
renamed them without a word to them); the guest's "Play again" says, and keeps saying on
the end, that the host is asked; the game that follows is announced as a new one. Who
names whom, and what is announced, are decided below Textual
(``tests/sitting/test_lobby.py``, ``tests/sitting/test_network_table.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.game.steps import ScreenKind
from claim2.sitting.guest.news import Status
from claim2.tui.widgets.in_order import NameInput
from net.helpers import hosting

from .games import last_card, record_until
from .net_driving import drawn, guest_app, guest_to_the_end, host_app, noted, start_at

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES)
async def test_a_guest_who_joins_keeps_their_name_while_the_host_types_on(
    data_dir: Path, size: tuple[int, int]
) -> None:
    async with host_app(data_dir, size=size) as run:
        screen = run.top
        theirs = screen.query_one("#guest-name", NameInput)
        await run.press(*"Ann", "tab", *"Ro")  # the host names the guest still to come
        assert theirs.has_focus and theirs.value == "Ro"
        bob = await run.join("Bob")
        await run.wait_until(lambda: run.shows("Bob has joined. Choose the game and start it."))
        assert theirs.value == "Bob" and theirs.disabled and not theirs.has_focus
        focused = run.app.focused
        assert focused is not None and focused.id == "start"  # Enter starts the game
        await run.press(*"bert")  # typed on: nothing renames Bob
        assert theirs.value == "Bob"
        await run.press("ctrl+s")
        await drawn(run)
        game = bob.player.game
        await run.wait_until(lambda: game.game is not None, "Bob told of the game")
        assert game.game is not None and game.game.names == ("Ann", "Bob")


@pytest.mark.parametrize("size", SIZES)
async def test_the_guests_play_again_is_said_until_the_next_game_which_is_a_new_one(
    data_dir: Path, size: tuple[int, int]
) -> None:
    async with hosting(3) as host, guest_app(data_dir, host, size=size) as run:
        await run.wait_until(lambda: run.guest.guest.status is Status.LOBBY, "joined")
        start_at(host, record_until(last_card))
        await drawn(run)
        await noted(run, "The game goes on where it was.")  # resumed from the host's save
        await guest_to_the_end(run)
        await run.clear_notes()
        await run.after_quiet("n")
        await noted(run, "Ann is asked for another game.")
        await run.clear_notes()
        assert run.shows("Ann is asked for another game.")  # on the end, not only a note
        assert host.sitting.play_again()
        await run.wait_until(lambda: run.kind() is not ScreenKind.END, "the next game")
        await noted(run, "Ann leads first.")
        assert not run.says("goes on where it was")
        assert not run.shows("Ann is asked for another game.")
