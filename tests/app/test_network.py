"""The apps of a game over the network, driven through Textual's Pilot over 127.0.0.1.

The host's app (``claim2 host``) with a scripted guest; the guest's app (``claim2 join``)
against a host service played by the test; on each screen, never a card its player
cannot know of (R17). The command line's ``host`` and ``join`` and the addresses shown.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from dataclasses import replace
from functools import partial
from pathlib import Path

import pytest
from textual.widgets import Input

from claim2.cli import main
from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.net.addresses import local_addresses, machine_addresses
from claim2.net.ports import DEFAULT_PORT
from claim2.net.server import start_server
from claim2.records.parts import RecordMatch
from claim2.records.record import GameRecord, save_record, upgraded
from claim2.settings.remembered import load_settings, save_settings, with_players
from claim2.sitting.guest.news import Status, TakeBackAnswer, TakeBackQuestion
from claim2.sitting.remote.hosting import NETWORK_SAVE
from claim2.text.i18n import set_language
from claim2.tui import launch, net_launch
from claim2.tui.guest_app import GuestApp
from claim2.tui.host_app import HostApp
from claim2.tui.messages import PlayAction
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.start.host import HostScreen
from claim2.tui.widgets.choice_row import ChoiceRow
from net.helpers import CODE, again_message, hosting
from one_line import usage_error

from .driving import Run
from .games import last_card, leading, record_until
from .net_driving import (
    GuestRun,
    HostRun,
    ann_plays,
    drawn,
    guest_app,
    guest_to_the_end,
    host_app,
    in_header,
    leaked,
    noted,
    start_at,
)


async def click_choice(run: HostRun, row: str, key: str) -> None:
    """A click on the choice ``key`` of the row of choices ``row``, as a person clicks it."""
    choices = run.top.query_one(row, ChoiceRow)
    start, _end = choices.spans(choices.size.width)[choices.keys().index(key)]
    await run.pilot.click(row, offset=(start + 1, 0))


def hand_codes(run: HostRun) -> list[str]:
    seen = run.scene.seen
    assert seen is not None
    return [card.code for card in seen.hand]


def nothing_hidden_on_the_hosts_screen(run: HostRun) -> None:
    table = run.sitting.network_table
    if table is not None:
        assert not leaked(run, table, 0)


# The host's app, with a scripted guest ---------------------------------------------------------


async def test_the_host_waits_for_bob_starts_the_game_and_sees_bobs_moves(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        assert run.shows("Join code: 123-456-789")
        assert run.shows(f"claim2 join 127.0.0.1:{run.port} 123-456-789")
        assert run.shows(f"Addresses of this computer: 127.0.0.1:{run.port}")
        assert run.shows("Waiting for the other player to join…")
        bob = await run.join("Bob")
        await run.wait_until(lambda: run.shows("Bob has joined. Choose the game and start it."))
        await noted(run, "Bob has joined.")
        assert bob.status is Status.LOBBY
        # the start screen: Ann's name typed, Bob's filled in, Ann leads, a match to 2
        await run.press(*"Ann", "enter")  # Enter: past Bob's name (his own) to who leads
        screen = run.top
        assert screen.query_one("#leader", ChoiceRow).has_focus
        assert screen.query_one("#guest-name", Input).value == "Bob"
        await click_choice(run, "#match", "2")
        await run.press("ctrl+s")
        await drawn(run)
        game = bob.player.game
        await run.wait_until(lambda: game.scene is not None, "Bob's first scene")
        assert game.game is not None and game.game.names == ("Ann", "Bob")
        assert game.game.first_leader == 0 and game.game.match is not None
        assert game.game.match.first_to == 2
        # Ann's own turn: her hand, no hand-off
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        for code in hand_codes(run):
            assert run.shows(code)
        nothing_hidden_on_the_hosts_screen(run)
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.WAITING
        assert run.shows("Waiting for Bob…")
        led = run.network_table.session.record.actions[-1]
        # Bob's card arrives: the trick's result on Ann's screen
        await run.wait_until(lambda: bob.player.scene.acts, "Bob's turn")
        card = bob.play()
        assert isinstance(card, Card) and card.code != led
        await drawn(run, ScreenKind.TRICK_RESULT)
        assert run.shows(card.code)
        nothing_hidden_on_the_hosts_screen(run)
        await run.clear_notes()
        await run.after_quiet("l")  # the game log, as on every screen
        await run.wait_until(lambda: run.shows("Phase 1 · trick 1 of 13 · the prize is"), "log")
        assert run.shows(f"Ann led {led}, Bob played {card.code}.")
        await run.press("escape")
        # Bob leaves: the header says so until he is back
        await bob.leave()
        await run.wait_until(lambda: not run.sitting.remote.connected, "Bob gone")
        await in_header(run, "Bob has left — waiting for Bob")
        again = await run.join("Bob")
        await run.wait_until(lambda: again.player.game.scene is not None, "Bob's scene again")
        await in_header(run, "has left", there=False)
        assert again.player.scene.kind is ScreenKind.TRICK_RESULT  # where he was
        await run.after_quiet("enter")
        assert run.kind() in (ScreenKind.TURN, ScreenKind.WAITING)
        nothing_hidden_on_the_hosts_screen(run)


async def test_the_hosts_take_backs_ask_bob(data_dir: Path) -> None:
    """u after Ann's lead asks Bob: he agrees (the card is back), or does not (and that
    card is not asked of him again)."""
    async with host_app(data_dir) as run:
        bob = await run.join("Bob")
        await run.press(*"Ann")
        await run.pilot.click("#start")
        await drawn(run, ScreenKind.TURN)

        async def ann_asks() -> TakeBackQuestion:
            await run.after_quiet("u")
            await noted(run, "Bob is asked whether you may take")
            (question,) = await run.told(bob)
            assert isinstance(question, TakeBackQuestion) and question.seat == 0
            return question

        await run.after_quiet("enter")
        question = await ann_asks()
        bob.answer(True)
        await drawn(run, ScreenKind.TURN)
        await noted(run, f"Bob agreed: {question.card.code} is back in your hand.")
        assert await run.told(bob) == [TakeBackAnswer(0, question.card, True, False)]
        await run.clear_notes()
        await run.after_quiet("enter")
        question = await ann_asks()
        bob.answer(False)
        await noted(run, f"Bob did not agree: {question.card.code} stays on the table.")
        assert await run.told(bob) == [TakeBackAnswer(0, question.card, False, False)]
        await run.clear_notes()
        assert "u" not in run.app.screen.active_bindings  # asked once (issue 40, case 5)
        await run.after_quiet("u")
        assert run.network_table.question is None and not bob.player.game.news
        assert run.network_table.session.record.take_backs == 1


async def test_bob_asks_to_take_back_and_the_host_answers(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        bob = await run.join("Bob")
        await click_choice(run, "#leader", "guest")
        await run.press("ctrl+s")
        await drawn(run)
        await run.wait_until(lambda: bob.player.game.scene is not None, "Bob's scene")
        assert bob.player.game.game is not None and bob.player.game.game.first_leader == 1
        assert run.shows("Waiting for Bob…")
        for allow in (True, False):
            await run.wait_until(lambda: bob.player.scene.acts, "Bob leads")
            led = bob.play()
            await run.wait_until(lambda: bob.player.scene.take_back is not None, "an offer")
            assert bob.ask_take_back() == led
            assert isinstance(led, Card)
            question = f"Bob asks to take {led.code} back. Allow it?"
            await run.wait_until(partial(run.shows, question), "the question")
            assert isinstance(run.top, ConfirmScreen)
            await run.press("y" if allow else "n")
            assert run.on_game
            assert await run.told(bob) == [TakeBackAnswer(1, led, allow, False)]
        assert run.network_table.session.record.take_backs == 1
        assert run.kind() is ScreenKind.TURN  # Ann answers the card Bob kept on the table
        await run.press("ctrl+q")
        await run.wait_until(lambda: bob.status is Status.HOST_LEFT, "Bob told")
        assert run.host.farewell == "The game is saved: 'claim2 host' offers to resume it."


async def test_the_guest_joining_while_the_rules_are_open_is_shown_after(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        await run.press("f1")
        assert not isinstance(run.top, HostScreen)
        await run.join("Bob")
        await run.press("escape")
        assert isinstance(run.top, HostScreen)
        await run.wait_until(lambda: run.shows("Bob has joined. Choose the game and start it."))


async def test_the_host_has_the_theme_remembered_and_a_theme_chosen_is_remembered(
    data_dir: Path,
) -> None:
    """The network apps share the hot-seat app's look: the theme and the settings."""
    save_settings(replace(load_settings(), theme="nord"))
    async with host_app(data_dir) as run:
        assert run.app.theme == "nord"
        run.app.theme = "gruvbox"  # what the palette's theme list does
        await run.settle()
        assert load_settings().theme == "gruvbox"


async def test_the_host_screen_in_dutch_at_80_by_24_shows_its_labels_whole(
    data_dir: Path,
) -> None:
    set_language("nl")
    async with host_app(data_dir, size=(80, 24)) as run:
        for label in ("Je naam:", "Naam van de ander:", "Speelt eerst uit:"):
            assert run.shows(label), f"{label!r} cut: {run.text()}"
        line = next(line for line in run.text().splitlines() if "Speelt eerst uit:" in line)
        for choice in ("Jij", "De ander", "Willekeurig"):
            assert choice in line
        for field in ("#host-name", "#guest-name"):
            assert run.top.query_one(field, Input).region.width >= 20


async def test_the_host_screen_in_another_language_keeps_the_choices_and_the_focus(
    data_dir: Path,
) -> None:
    async with host_app(data_dir) as run:
        await click_choice(run, "#leader", "guest")
        await click_choice(run, "#match", "3")
        assert run.app.focused is not None and run.app.focused.id == "match"
        await run.press("f3")
        line = next(line for line in run.text().splitlines() if "Spelen:" in line)
        assert "▐●▌ Match tot 3 zeges" in line
        assert "▐●▌ De ander" in next(
            line for line in run.text().splitlines() if "Speelt eerst uit:" in line
        )
        assert run.app.focused is not None and run.app.focused.id == "match"
        await run.press("left")  # the match, not the leader
        assert run.top.query_one("#match", ChoiceRow).chosen == "2"
        assert run.top.query_one("#leader", ChoiceRow).chosen == "guest"


async def test_the_leader_choices_on_the_host_screen_show_which_is_chosen_by_shape(
    data_dir: Path,
) -> None:
    """One ● (the choice) and ○ for the others, as on the hot-seat start screen, also
    without colour."""
    async with host_app(data_dir) as run:
        line = next(line for line in run.text().splitlines() if "Leads first:" in line)
        assert "▐●▌ You" in line and "▐○▌ They" in line and "▐○▌ At random" in line
        await click_choice(run, "#leader", "random")
        await run.settle()
        line = next(line for line in run.text().splitlines() if "Leads first:" in line)
        assert "▐○▌ You" in line and "▐○▌ They" in line and "▐●▌ At random" in line
        assert run.top.query_one("#leader", ChoiceRow).chosen == "random"


async def test_the_host_quits_and_bob_is_told(data_dir: Path) -> None:
    async with host_app(data_dir) as run:
        bob = await run.join("Bob")
        await run.press(*"Ann")
        await run.press("ctrl+s")
        await drawn(run, ScreenKind.TURN)
        await run.after_quiet("q")
        question = "'claim2 host' offers to resume it, and the other player can join again"
        await run.wait_until(partial(run.shows, question), "the question")
        assert isinstance(run.top, ConfirmScreen)
        await run.press("y")
        await run.wait_until(lambda: bob.status is Status.HOST_LEFT, "Bob told")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        assert run.host.farewell == "The game is saved: 'claim2 host' offers to resume it."


# The guest's app, against a host service ------------------------------------------------------


def nothing_hidden_on_bobs_screen(run: GuestRun) -> None:
    assert not leaked(run, run.network_table, 1)


async def test_bob_joins_plays_and_sees_anns_moves_as_they_come(data_dir: Path) -> None:
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        await run.wait_until(
            lambda: run.shows("You have joined. Waiting for Ann to start the game…"), "lobby"
        )
        table = host.start(first_leader=1)
        await drawn(run, ScreenKind.TURN)
        for words in ("Ann – Bob", "Bob leads first.", "One game"):
            await noted(run, words)
        seen = run.scene.seen
        assert seen is not None and seen == table.session.view_for(1)
        for card in seen.hand:
            assert run.shows(card.code)
        nothing_hidden_on_bobs_screen(run)
        await run.after_quiet("enter")  # Bob leads his first card
        await drawn(run, ScreenKind.WAITING)
        assert run.shows("Waiting for Ann…")
        (led,) = table.session.record.actions
        answer = ann_plays(table, -1)
        await drawn(run, ScreenKind.TRICK_RESULT)
        assert run.shows(answer.code)
        nothing_hidden_on_bobs_screen(run)
        await run.clear_notes()
        await run.after_quiet("l")  # the game log the host sent
        await run.wait_until(lambda: run.shows("the prize is"), "the log")
        assert run.shows(f"Bob led {led}, Ann played {answer.code}.")
        await run.press("escape")
        await run.after_quiet("enter")
        await run.wait_until(lambda: run.kind() is not ScreenKind.TRICK_RESULT, "on")
        nothing_hidden_on_bobs_screen(run)
        # the host quits: Bob is told, in words
        host.service.closing()
        await run.wait_until(
            lambda: run.shows(
                "Ann has closed the game. It is saved on their computer: "
                "join again when they host it."
            ),
            "the host gone",
        )
        assert not run.on_game


async def test_bob_quitting_a_game_in_play_is_told_how_to_join_again(data_dir: Path) -> None:
    """q then yes in a game in play: the terminal says, once the app has closed, that the
    game is on the host's computer and the command that joins it again."""
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        host.start(first_leader=1)
        await drawn(run, ScreenKind.TURN)
        await run.after_quiet("q")
        assert isinstance(run.top, ConfirmScreen)
        await run.press("y")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        assert run.app.farewell == (
            "The game is kept on the host's computer: join again with "
            f"claim2 join 127.0.0.1:{host.port} {CODE}"
        )


@pytest.mark.parametrize("key", ["q", "escape", "ctrl+q"])
async def test_bob_leaves_with_q_esc_or_ctrl_q_after_the_host_closed(
    data_dir: Path, key: str
) -> None:
    """Once the host has closed the game, the guest's screen says how to leave, and q,
    Esc and Ctrl+Q each close the app."""
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        host.start(first_leader=1)
        await drawn(run, ScreenKind.TURN)
        host.service.closing()
        await run.wait_until(lambda: run.shows("Ann has closed the game."), "the host gone")
        assert run.shows("Press q or Esc to leave.")
        await run.press(key)
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        assert run.app.farewell is None  # the screen said what there is to say


async def test_ann_asks_bob_to_take_back_and_a_move_the_host_refuses(data_dir: Path) -> None:
    """Ann's question on Bob's screen (yes, then no); then a move of Bob's that the
    host's engine refuses is told with its reason, and he plays another."""
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        table = host.start(first_leader=0)
        await drawn(run)
        for yes in (True, False):
            led = ann_plays(table)  # Gn1: Bob must follow with a Gnome
            assert isinstance(led, Card)
            table.take_back(table.scene.shown)
            question = f"Ann asks to take {led.code} back. Allow it?"
            await run.wait_until(partial(run.shows, question), "Ann's question")
            assert isinstance(run.top, ConfirmScreen)
            await run.press("y" if yes else "n")
            assert run.on_game
            await run.wait_until(lambda: table.question is None, "Bob's answer")
        assert table.session.record.take_backs == 1 and table.session.moves == 1
        await drawn(run, ScreenKind.TURN)
        seen = run.scene.seen
        assert seen is not None
        wrong = next(card for card in seen.hand if card not in seen.legal_actions)
        run.app.post_message(PlayAction(wrong, run.scene.shown))
        own = ", ".join(c.code for c in seen.hand if c in seen.legal_actions)
        await noted(run, f"That move is not allowed: must follow Gnomes: you hold {own}.")
        assert table.session.moves == 1 and run.kind() is ScreenKind.TURN
        await run.after_quiet("enter")  # a card he may play
        await run.wait_until(lambda: table.session.moves == 2, "Bob's card taken")


async def test_bob_asks_to_take_back_his_card(data_dir: Path) -> None:
    """u after Bob's lead asks Ann: she agrees, or plays on (refusing: test_questions)."""
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        table = host.start(first_leader=1)
        await drawn(run, ScreenKind.TURN)
        assert not offers_u(run)  # nothing played yet: no u in the footer
        await run.after_quiet("enter")
        await run.wait_until(lambda: table.scene.acts, "Ann's turn")
        await run.wait_until(lambda: offers_u(run), "u offered")
        card = table.session.record.actions[-1]
        for answer in (True, None):  # (refused once, a card is not asked again)
            await run.clear_notes()
            await run.after_quiet("u")
            await noted(run, f"Ann is asked whether you may take {card} back…")
            await run.wait_until(lambda: table.question is not None, "Ann asked")
            if answer is None:
                ann_plays(table)
                said = "Too late: the game has moved on."
            else:
                table.answer_take_back(0, answer)
                said = (
                    f"Ann agreed: {card} is back in your hand."
                    if answer
                    else f"Ann did not agree: {card} stays on the table."
                )
            await noted(run, said)
            if answer:
                await drawn(run, ScreenKind.TURN)
                await run.after_quiet("enter")
                await run.wait_until(lambda: table.scene.acts, "Ann's turn")
        assert table.session.record.take_backs == 1
        await drawn(run, ScreenKind.TRICK_RESULT)
        assert not offers_u(run)  # the trick is over: nothing to take back


def offers_u(run: Run) -> bool:
    """Whether the game screen's keys (its footer, the ? list) offer u now."""
    return "u" in run.app.screen.active_bindings


async def test_bob_in_dutch_waits_plays_and_goes_back_to_waiting(data_dir: Path) -> None:
    set_language("nl")
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        await run.wait_until(lambda: run.shows("Je doet mee. Wachten tot Ann het spel begint…"))
        table = host.start(first_leader=0)
        await drawn(run)
        assert run.shows("Wachten op Ann…")
        ann_plays(table)
        await drawn(run, ScreenKind.TURN)
        assert run.shows("Jouw hand, Bob")
        nothing_hidden_on_bobs_screen(run)
        host.sitting.leave()  # the host goes back to its start screen
        await run.wait_until(
            lambda: run.shows("Je doet mee. Wachten tot Ann het spel begint…"), "waiting"
        )
        assert not run.on_game


async def test_a_wrong_join_code_is_refused_in_words(data_dir: Path) -> None:
    async with hosting(3) as host, guest_app(data_dir, host, code="999-999-999") as run:
        await run.wait_until(lambda: run.shows("The host did not let you in: wrong join code"))
        await run.press("ctrl+q")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")


async def test_a_dropped_line_is_joined_again_and_the_game_goes_on(data_dir: Path) -> None:
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        run.guest.connection.retry_after = (0.05,)
        table = host.start(first_leader=1)
        await drawn(run, ScreenKind.TURN)
        screen = run.app.game_screen
        host.server.close()  # the line drops, and the host cannot be reached for a while
        await host.server.wait_closed()
        await run.wait_until(lambda: run.guest.guest.status is Status.LOST, "the line lost")
        await in_header(run, "Connection lost — joining again…")
        assert run.kind() is ScreenKind.TURN  # the game stays on the screen
        await run.after_quiet("enter")
        await noted(run, "Not connected: joining again…")
        assert table.session.moves == 0
        host.server = await start_server(host.service, "127.0.0.1", host.port)
        await run.wait_until(lambda: host.sitting.remote.connected, "Bob back")
        await run.wait_until(lambda: run.guest.guest.status is Status.PLAYING, "the game again")
        await in_header(run, "Connection lost", there=False)
        assert run.app.game_screen is screen and run.kind() is ScreenKind.TURN
        await run.after_quiet("enter")
        await run.wait_until(lambda: table.session.moves == 1, "Bob's card taken")
        await run.clear_notes()
        await run.after_quiet("q")  # Bob quits: asked in the words of a guest
        question = "The game is kept on the host's computer: you can join again."
        await run.wait_until(partial(run.shows, question), "Bob's own question")
        await run.press("y")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        await run.wait_until(lambda: not host.sitting.remote.connected, "Bob gone")


def last_game_of_a_match(record: GameRecord) -> GameRecord:
    """``record`` as the third game of a match to 2 wins, at one win each."""
    return upgraded(
        record, match=RecordMatch(id="20261201-101500", first_to=2, game=3, tally=(1, 1))
    )


async def test_bob_plays_the_last_game_of_a_match_to_its_end(data_dir: Path) -> None:
    async with hosting(3) as host, guest_app(data_dir, host) as run:
        await run.wait_until(lambda: run.guest.guest.status is Status.LOBBY, "joined")
        table = start_at(host, last_game_of_a_match(record_until(leading(12, phase=2))))
        await drawn(run)
        await noted(run, "Match (first to 2 wins) · game 3")
        await noted(run, "The game goes on where it was.")
        await guest_to_the_end(run, steps=60)
        await run.wait_until(lambda: run.guest.guest.record is not None, "the record")
        assert run.guest.guest.record == table.session.record
        assert run.shows("Ann 1 – Bob 2 · Bob wins the match!")  # worded on Bob's screen
        await run.after_quiet("n")
        await noted(run, "Ann is asked for another game.")
        await run.after_quiet("s")
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        assert run.app.farewell is None  # the game is over: nothing to join again


# The host's app: resuming, the end, back to its start screen --------------------------------------


async def test_the_host_resumes_plays_to_the_end_and_goes_back_to_its_start_screen(
    data_dir: Path,
) -> None:
    save_record(record_until(leading(12, phase=2)), data_dir / "saves" / NETWORK_SAVE)
    async with host_app(data_dir) as run:
        await run.wait_until(lambda: run.shows("An unfinished game: Ann – Bob"), "the offer")
        bob = await run.join("Bob")
        bob.player.playing = True  # Bob answers each of his scenes at once
        await run.pilot.click("#resume")
        await drawn(run)
        await run.wait_until(lambda: bob.player.game.game is not None, "Bob told")
        assert bob.player.game.game is not None and bob.player.game.game.resumed
        await run.play_to_end()
        await run.wait_until(lambda: bob.player.ended, "Bob at the end")
        assert bob.player.game.record == run.network_table.session.record
        bob.player.line.send(again_message())
        await noted(run, "Bob would like to play again (n).")
        await run.after_quiet("s")
        await run.wait_until(lambda: isinstance(run.top, HostScreen), "the host's start screen")
        await run.wait_until(lambda: bob.player.game.game is None, "Bob back in the lobby")
        assert bob.status is Status.LOBBY
        await run.wait_until(lambda: run.shows(f"claim2 join 127.0.0.1:{run.port}"), "where")
        await run.clear_notes()
        assert run.shows("Bob has joined. Choose the game and start it.")
        assert run.top.query_one("#host-name", Input).value == "Ann"  # as in the game
        assert run.top.query_one("#guest-name", Input).value == "Bob"
        assert bob.player.game.host_name == "Ann"
        await run.press("ctrl+q")
        await run.wait_until(lambda: bob.status is Status.HOST_LEFT, "Bob told")
        assert run.host.farewell is None  # no game left to resume


async def test_q_at_the_end_of_a_hosted_game_quits_at_once(data_dir: Path) -> None:
    save_record(record_until(last_card), data_dir / "saves" / NETWORK_SAVE)  # one card to go
    async with host_app(data_dir) as run:
        await run.wait_until(lambda: run.shows("An unfinished game: Ann – Bob"), "the offer")
        bob = await run.join("Bob")
        bob.player.playing = True
        await run.pilot.click("#resume")
        await drawn(run)
        await run.play_to_end()
        await run.after_quiet("q")
        assert not isinstance(run.top, ConfirmScreen)
        await run.wait_until(lambda: run.app.return_code is not None, "the app closed")
        assert run.host.farewell is None


async def test_a_port_in_use_is_said_on_the_host_screen(data_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        async with host_app(data_dir, port=port) as run:
            assert run.shows(f"The game cannot be opened to the network on port {port}:")
            assert run.shows("Join code: 123-456-789")
            await run.press("f3")  # the start screen in Dutch, then English again
            assert run.shows("Toegangscode: 123-456-789") and run.shows(
                "Wachten tot de ander meedoet…"
            )
            await run.press("f3")
            assert run.shows("Waiting for the other player to join…")


# Where to join, and the command line ------------------------------------------------------------


def test_the_addresses_shown_are_the_local_networks_first_and_loopback_only_alone() -> None:
    """Issue 40, case 6: the machine's interfaces, not its host name (which Debian maps to
    127.0.1.1): the local network's IPv4 address first, in the join command shown."""
    found = [
        ("lo", "127.0.0.1"), ("lo", "::1"), ("docker0", "172.17.0.1"),
        ("eth0", "fe80::1%eth0"), ("eth0", "fd00::5"), ("wlan0", "192.168.1.20"),
        ("eth0", "192.168.1.20"), ("tailscale0", "100.101.102.103"), ("eth1", "93.184.216.34"),
        ("eth0", "not-an-address"), ("eth2", "10.0.0.7"),
    ]  # fmt: skip
    assert local_addresses(7342, interfaces=lambda: found) == [
        "192.168.1.20:7342",
        "10.0.0.7:7342",
        "93.184.216.34:7342",
        "172.17.0.1:7342",
        "100.101.102.103:7342",
        "[fd00::5]:7342",
    ]
    assert machine_addresses(lambda: found)[0] == "192.168.1.20"
    assert local_addresses(7342, "0.0.0.0", lambda: found) == local_addresses(
        7342, interfaces=lambda: found
    )
    assert local_addresses(7342, interfaces=lambda: found[:2]) == ["127.0.0.1:7342"]


def test_this_machines_own_addresses_are_found() -> None:
    for address in machine_addresses():
        assert not ipaddress.ip_address(address).is_loopback


def test_a_bound_address_is_the_only_one_shown() -> None:
    assert local_addresses(7400, "192.168.1.20") == ["192.168.1.20:7400"]
    assert local_addresses(7400, "fd00::5") == ["[fd00::5]:7400"]

    def fails() -> list[tuple[str, str]]:
        raise OSError("no interfaces")

    assert local_addresses(7400, interfaces=fails) == ["127.0.0.1:7400"]


class Launched:
    """``run_app`` replaced: the app it was given, not run."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.apps: list[object] = []
        monkeypatch.setattr(launch, "run_app", self.run_app)

    def run_app(self, app: object) -> int:
        self.apps.append(app)
        return 0


def test_run_host_makes_the_hosts_app(monkeypatch: pytest.MonkeyPatch) -> None:
    launched = Launched(monkeypatch)
    assert net_launch.run_host(7400, "127.0.0.1", seed=5) == 0
    (app,) = launched.apps
    assert isinstance(app, HostApp)
    assert (app.port, app.bind_address, app.sitting.seed) == (7400, "127.0.0.1", 5)
    assert re.fullmatch(r"\d{3}-\d{3}-\d{3}", app.code)


def test_run_join_makes_the_guests_app_named_as_remembered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    launched = Launched(monkeypatch)
    save_settings(with_players(load_settings(), ["Zoe"]))
    assert net_launch.run_join("192.168.1.20", "123-456-789", " ", 7342) == 0
    assert net_launch.run_join("[fd00::5]:7400", "123456789", "Bob", 7342) == 0
    first, second = launched.apps
    assert isinstance(first, GuestApp) and isinstance(second, GuestApp)
    assert (first.url, first.guest.name, first.guest.code) == (
        "ws://192.168.1.20:7342",
        "Zoe",
        "123-456-789",
    )
    assert (second.url, second.guest.name) == ("ws://[fd00::5]:7400", "Bob")
    assert (first.address, second.address) == ("192.168.1.20", "[fd00::5]:7400")  # as typed


def test_claim2_host_and_join_start_their_apps(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[object, ...]] = []

    def run_host(*arguments: object, web_port: int | None = None) -> int:
        calls.append(("host", *arguments))
        return 0

    def run_join(*arguments: object) -> int:
        calls.append(("join", *arguments))
        return 3

    monkeypatch.setattr(net_launch, "run_host", run_host)
    monkeypatch.setattr(net_launch, "run_join", run_join)
    assert main(["host"]) == 0
    assert main(["host", "--port", "7400", "--bind", "127.0.0.1", "--seed", "4"]) == 0
    assert main(["join", "10.0.0.2:7400", "123-456-789", "--name", "Bob"]) == 3
    assert calls == [
        ("host", DEFAULT_PORT, None, None),
        ("host", 7400, "127.0.0.1", 4),
        ("join", "10.0.0.2:7400", "123-456-789", "Bob", DEFAULT_PORT),
    ]


@pytest.mark.parametrize(
    "arguments",
    [
        ["join"],
        ["join", "10.0.0.2"],
        ["join", "10.0.0.2", "123-456-789", "extra"],
        ["join", "10.0.0.2", "123", "--name"],
        ["host", "--port", "seven"],
        ["host", "--port", "70000"],
        ["host", "--port", "0"],
        ["host", "--port=-1"],
        ["host", "--web-port", "8000"],
        ["host", "--web", "--web-port", "7342"],
        ["host", "--web", "--port", "8000", "--web-port", "8000"],
        ["host", "--web", "--web-port", "0"],
    ],
)
def test_bad_host_or_join_arguments_give_one_line_and_exit_2(
    arguments: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(net_launch, "run_host", lambda *arguments: pytest.fail("started"))
    monkeypatch.setattr(net_launch, "run_join", lambda *arguments: pytest.fail("started"))
    assert usage_error(arguments, capsys).startswith("claim2")
