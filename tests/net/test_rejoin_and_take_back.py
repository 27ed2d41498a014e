"""A guest dropped mid-trick joins again with the same code and finishes the game; the
take-back asks the other player; the check of messages catches a leak."""

from __future__ import annotations

import asyncio

import pytest

from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.sitting.guest.news import Status, TakeBackAnswer, TakeBackQuestion
from claim2.sitting.remote.agreement import TakeBackAnswered, TakeBackAsked
from claim2.sitting.remote.table import RemoteTable

from .helpers import (
    Hosting,
    HostPlayer,
    Player,
    answer_message,
    hosting,
    play_message,
    run,
    take_back_message,
    until,
)

pytestmark = pytest.mark.usefixtures("clean_environment")


def test_a_guest_dropped_mid_trick_joins_again_and_finishes_the_game() -> None:
    async def play() -> None:
        async with hosting(21) as host:
            guest = Player(21, clock=host.clock)
            me = HostPlayer(host.sitting, 21)
            me.attach()
            table = host.start(first_leader=0)
            me.act()
            task = asyncio.create_task(guest.connect(host.port).run())

            # mid-trick: Ann has led, Bob is to play and does not yet
            def mid_trick(player: Player) -> None:
                scene = player.game.scene
                seen = scene.seen if scene is not None and scene.acts else None
                if seen is not None and seen.trick >= 5 and len(seen.played) == 1:
                    player.playing = False

            guest.on_scene = mid_trick
            await until(lambda: not guest.playing)
            guest.on_scene = None
            assert guest.connection is not None and guest.connection.socket is not None
            await guest.connection.socket.close()  # the line drops (the guest did not leave)
            await until(lambda: not host.sitting.remote.connected)
            assert host.sitting.warning() == "Bob has left — waiting for Bob"
            moves = table.session.moves
            guest.playing = True
            guest.answered.clear()
            await until(lambda: host.sitting.remote.connected)  # joined again by itself
            me.act()
            await until(lambda: guest.ended and table.session.finished)
            assert table.session.moves > moves
            assert guest.game.record == table.session.record
            await guest.line.stop()
            await task

    run(play())


def test_the_take_back_asks_the_other_player() -> None:
    async def play() -> None:
        async with hosting(22) as host:
            table = host.start(first_leader=1)  # Bob leads
            told: list[tuple[int, object]] = []
            table.listen(on_tell=lambda seat, tell: told.append((seat, tell)))
            guest = Player(22)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None and guest.game.scene.acts)
            own = guest.scene
            assert own.seen is not None
            card = own.seen.legal_actions[0]
            assert isinstance(card, Card)  # Bob leads a card (no seer's choice yet)
            guest.line.send(play_message(card, own.shown))
            await until(lambda: table.scene.acts)
            await until(lambda: guest.scene.take_back is not None)
            assert table.take_back_offer() is None  # Ann led nothing
            guest.line.send(take_back_message(guest.scene.shown))
            await until(lambda: table.question is not None)
            assert told == [(0, TakeBackAsked(1, card))]
            assert table.answer_take_back(0, allowed=True)
            await until(lambda: any(isinstance(news, TakeBackAnswer) for news in guest.game.news))
            assert guest.game.take_news() == [TakeBackAnswer(1, card, True, False)]
            assert (0, TakeBackAnswered(1, card, True)) in told
            await until(lambda: guest.scene.acts)
            assert table.session.moves == 0 and table.session.record.take_backs == 1
            # Ann asks now, after her own card; Bob says no
            guest.line.send(play_message(card, guest.scene.shown))
            await until(lambda: table.scene.acts)
            scene = table.scene
            assert scene.seen is not None
            table.play(scene.seen.legal_actions[0], scene.shown)  # the trick is done
            await until(lambda: guest.scene.kind is ScreenKind.TRICK_RESULT)
            assert table.take_back_offer() is None  # a follower's card never goes back
            await guest.line.stop()
            await task

    run(play())


def test_the_host_asks_and_the_guest_says_no() -> None:
    async def play() -> None:
        async with hosting(23) as host:
            table = host.start(first_leader=0)
            guest = Player(23)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None)
            scene = table.scene
            assert scene.seen is not None
            table.play(scene.seen.legal_actions[0], scene.shown)
            note = table.take_back(table.scene.shown)
            assert "Bob is asked" in note.text
            await until(lambda: bool(guest.game.news))
            question = guest.game.take_news()[0]
            assert isinstance(question, TakeBackQuestion) and question.seat == 0
            guest.line.send(answer_message(False))
            await until(lambda: table.question is None)
            assert table.session.moves == 1
            await guest.line.stop()
            await task

    run(play())


def test_the_check_of_messages_catches_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug that shows the guest the host's view is caught by the tests' check."""
    own = RemoteTable.scene_for

    def leaky(self: RemoteTable, seat: int) -> object:
        return own(self, 1 - seat)

    monkeypatch.setattr(RemoteTable, "scene_for", leaky)

    async def play() -> None:
        with pytest.raises(AssertionError, match=r"not the seat's own|holds unseen"):  # noqa: PT012
            async with hosting(24) as host:
                host.start(first_leader=0)
                guest = Player(24)
                guest.playing = False
                task = asyncio.create_task(guest.connect(host.port).run())
                await until(lambda: bool(host.check.problems))
                await guest.line.stop()
                await task

    run(play())


def test_the_guest_is_told_when_the_host_quits() -> None:
    async def play() -> None:
        async with hosting(25) as host:
            host.start()
            guest = Player(25)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None)
            host.service.closing()
            await task
            from claim2.sitting.guest.news import Status

            assert guest.game.status is Status.HOST_LEFT

    run(play())


def test_a_guest_joining_again_mid_game_is_never_told_to_wait_for_a_game() -> None:
    """The host's welcome comes before the game it goes on with: in between, the guest is
    still joining again (its screen keeps the game), not in the lobby waiting for the host
    to start one (its screen would flash that, and the game screen be made again)."""

    async def play() -> None:
        async with hosting(26) as host:
            host.start()
            guest = Player(26)
            guest.playing = False
            task = asyncio.create_task(guest.connect(host.port).run())
            await until(lambda: guest.game.scene is not None)
            socket = guest.line.socket
            assert socket is not None
            statuses: list[Status] = []
            guest.on_scene = lambda player: statuses.append(player.game.status)
            await socket.close()  # the line drops: the guest joins again by itself
            await until(lambda: host.sitting.remote.connected and guest.game.scenes == 2)
            assert statuses[0] is Status.LOST and statuses[-1] is Status.PLAYING
            assert Status.LOBBY not in statuses, statuses
            await guest.line.stop()
            await task

    run(play())


def _a_saved_game_of_ann_and_bob(host: Hosting) -> None:
    """Ann and Bob's game with a move made, left as the host's save (as on quitting)."""
    table = host.start(first_leader=0)
    scene = table.scene
    assert scene.acts and scene.seen is not None
    table.play(scene.seen.legal_actions[0], scene.shown)
    host.sitting.leave()
    assert host.sitting.look_for_save().resume is not None


def test_a_resumed_game_refuses_a_guest_of_another_name_and_says_whom_it_waits_for() -> None:
    """The saved game goes on with Bob only: Carol is refused (naming Bob), and Bob (typed
    in another case) takes his seat."""

    async def play() -> None:
        async with hosting(27) as host:
            _a_saved_game_of_ann_and_bob(host)
            assert host.sitting.resume()
            carol = Player(27, name="Carol")
            carol.playing = False
            task = asyncio.create_task(carol.connect(host.port).run())
            await task
            assert carol.game.status is Status.REFUSED
            assert carol.game.problem_code == "wrong_player"
            assert carol.game.problem == "this game goes on with Bob: join as Bob"
            assert not host.sitting.remote.connected
            bob = Player(27, name=" bob ")
            bob.playing = False
            task = asyncio.create_task(bob.connect(host.port).run())
            await until(lambda: bob.game.scene is not None)
            assert host.sitting.remote.connected
            await bob.line.stop()
            await task

    run(play())


def test_a_game_resumed_before_its_first_move_is_kept_for_its_own_guest() -> None:
    """Saved just after the deal (no move yet) and resumed: it is still Ann and Bob's game,
    so Carol, joining first, is refused, and the host tells Bob it goes on from before."""

    async def play() -> None:
        async with hosting(30) as host:
            host.start(first_leader=0)
            host.sitting.leave()
            assert host.sitting.look_for_save().resume is not None
            assert host.sitting.resume()
            table = host.sitting.network_table
            assert table is not None and table.session.moves == 0
            carol = Player(30, name="Carol")
            carol.playing = False
            await asyncio.create_task(carol.connect(host.port).run())
            assert carol.game.status is Status.REFUSED
            assert carol.game.problem == "this game goes on with Bob: join as Bob"
            bob = Player(30, name="Bob")
            bob.playing = False
            task = asyncio.create_task(bob.connect(host.port).run())
            await until(lambda: bob.game.scene is not None)
            assert bob.game.game is not None and bob.game.game.resumed
            await bob.line.stop()
            await task

    run(play())


def test_a_guest_of_another_name_waiting_in_the_lobby_is_refused_when_the_game_resumes() -> None:
    async def play() -> None:
        async with hosting(28) as host:
            _a_saved_game_of_ann_and_bob(host)
            carol = Player(28, name="Carol")
            carol.playing = False
            task = asyncio.create_task(carol.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            assert host.sitting.resume()
            await task
            assert carol.game.status is Status.REFUSED
            assert carol.game.problem == "this game goes on with Bob: join as Bob"
            assert carol.game.scene is None  # never shown a scene of Bob's

    run(play())


def test_a_new_game_is_played_by_whoever_joined_and_rejoined_under_that_name() -> None:
    """A new game keeps the seat for the guest who joined (the host may have typed another
    name for them): that guest joins again; somebody else is refused."""

    async def play() -> None:
        async with hosting(29) as host:
            robert = Player(29, name="Robert")
            robert.playing = False
            task = asyncio.create_task(robert.connect(host.port).run())
            await until(lambda: host.sitting.remote.connected)
            host.start()  # Ann – Bob: Robert plays as Bob
            await until(lambda: robert.game.scene is not None)
            await robert.line.stop()
            await task
            await until(lambda: not host.sitting.remote.connected)
            carol = Player(29, name="Carol")
            carol.playing = False
            await carol.connect(host.port).run()
            assert carol.game.problem == "this game goes on with Robert: join as Robert"
            again = Player(29, name="Robert")
            again.playing = False
            task = asyncio.create_task(again.connect(host.port).run())
            await until(lambda: again.game.scene is not None)
            await again.line.stop()
            await task

    run(play())
