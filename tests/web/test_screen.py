"""The page's screens as HTML (``claim2.web.screen`` and its parts), without a browser: each
kind of scene laid out from the seat's view, cards as buttons named in words, the ones that
may not be played marked with their reason, names escaped, the page's language, and what a
press does (a card chosen, then played; a press on a scene gone since dropped)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

from claim2.ai.hints import Hint
from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.present.phrase import Phrase
from claim2.sitting.lobby import NewGame
from claim2.text.i18n import _, current_language, speaking
from claim2.text.wording import card_words
from claim2.web.html import phrase_html
from claim2.web.screen import Page
from claim2.web.seat import SeatNow
from web.seats import host_moves, seat_host, settle, until

BUTTON = re.compile(r"<button [^>]*>")


async def test_a_turn_shows_the_hand_as_buttons_named_by_their_cards() -> None:
    async with seat_host(seed=2) as host:
        await host.join()
        host.start(first_leader=1)  # the guest leads: its turn at once
        await until(lambda: host.seat.now().scene is not None)
        await settle()
        frame = host.frame()
        scene = host.seat.now().scene
        assert scene is not None and scene.kind is ScreenKind.TURN and scene.seen is not None
        html = frame.html or ""
        buttons = [b for b in BUTTON.findall(html) if 'data-do="card"' in b]
        assert len(buttons) == len(scene.seen.hand) == 13
        first = scene.seen.hand[0]
        assert f'aria-label="{first.faction.name.title()[:-1]} {first.value}"' in buttons[0]
        assert all('aria-pressed="false"' in b for b in buttons)  # all playable when leading
        assert frame.focus == "card-0"
        assert "You lead the first trick." in frame.say
        assert html.count("<h1") == 1


async def test_a_card_pressed_once_is_chosen_and_pressed_again_is_played() -> None:
    async with seat_host(seed=2) as host:
        table = await host.seated(first_leader=1)
        card = table.scene_for(1).seen.hand[3]  # type: ignore[union-attr]
        frame = host.press("card", card=card.code)
        assert f'data-card="{card.code}"' in (frame.html or "")
        assert 'aria-pressed="true"' in (frame.html or "")
        assert 'id="play"' in (frame.html or "")
        assert table.session.moves == 0
        stale = host.page.version
        host.page.press("card", {"card": card.code}, stale - 1)  # a scene gone since: dropped
        assert table.session.moves == 0
        host.press("card", card=card.code)
        await until(lambda: table.session.moves == 1)
        assert table.session.states[-1].played == (card,)


async def test_digit_keys_choose_a_card_of_that_value_as_the_terminal_does() -> None:
    async with seat_host(seed=2) as host:
        table = await host.seated(first_leader=1)
        hand = table.scene_for(1).seen.hand  # type: ignore[union-attr]
        values = [card.value for card in hand]
        single = next(card for card in hand if values.count(card.value) == 1)
        missing = next(value for value in range(10) if value not in values)
        frame = host.press("key", key=str(missing))
        assert f"You hold no card of value {missing}." in frame.say
        host.press("key", key=str(single.value))
        assert host.page.chosen == single.code
        host.press("key", key=str(single.value))
        await until(lambda: table.session.moves == 1)
        assert table.session.states[-1].played == (single,)


async def test_cards_that_may_not_be_played_are_marked_with_the_reason() -> None:
    rng = random.Random(1)
    async with seat_host(seed=6) as host:
        await host.join()
        table = host.start(first_leader=0)  # the host leads
        for _try in range(200):
            await settle()
            scene = host.seat.now().scene
            seen = scene.seen if scene is not None else None
            turn = scene is not None and scene.kind is ScreenKind.TURN and seen is not None
            if turn and seen is not None and len(seen.legal_actions) < len(seen.hand):
                break
            host_moves(host, rng)
            if scene is not None and scene.kind is ScreenKind.TURN and seen is not None:
                card = seen.legal_actions[0]
                assert isinstance(card, Card)
                host.press("card", card=card.code)
                host.press("card", card=card.code)
            elif scene is not None and scene.kind is ScreenKind.TRICK_RESULT:
                host.press("go")
        else:
            raise AssertionError("no turn with a card that may not be played")
        frame = host.frame()
        html = frame.html or ""
        off = [b for b in BUTTON.findall(html) if 'aria-disabled="true"' in b]
        assert off and all('aria-describedby="why"' in b and "off" in b for b in off)
        assert re.search(r'<p id="why" class="lead">[^<]*led', html)
        code = re.search(r'data-card="([A-Za-z0-9]+)"', off[0])
        assert code is not None
        moves = table.session.moves
        frame = host.press("card", card=code.group(1))
        assert "you must follow" in frame.say and table.session.moves == moves


async def test_names_are_escaped_and_the_page_speaks_its_own_language() -> None:
    async with seat_host(language="nl") as host:
        host.sitting.host_name = 'Ann<script>alert("x")</script>'
        host.seat.arrived()
        host.press("name", name="<b>Bob</b> & co")
        await until(lambda: host.sitting.remote.connected)
        host.sitting.start_now(
            NewGame(('Ann<img src=x onerror="1">', "<b>Bob</b> & co"), first_leader=1)
        )
        await until(lambda: host.seat.now().scene is not None)
        await settle()
        html = host.frame().html or ""
        assert "<b>Bob" not in html and "<img" not in html
        assert "&lt;b&gt;Bob&lt;/b&gt; &amp; co" in html
        assert "Jouw hand" in html  # Dutch on the page...
        assert current_language() == "en"  # ...and the host's screen still in English


def test_a_phrase_keeps_its_bold_and_escapes_everything_else() -> None:
    phrase = Phrase("[b]{name}[/b] · {count} <cards>", {"name": "<i>Eve</i>", "count": 3})
    assert phrase_html(phrase) == ("<strong>&lt;i&gt;Eve&lt;/i&gt;</strong> · 3 &lt;cards&gt;")
    assert phrase_html(Phrase("[b]{name}", {"name": "x"})) == "<strong>x</strong>"


def test_a_press_on_a_page_without_a_scene_does_nothing() -> None:
    class Empty:
        def now(self) -> SeatNow:
            return SeatNow(status="…")

        def take_notes(self) -> list[object]:
            return []

    page = Page(Empty(), "en")  # type: ignore[arg-type]
    frame = page.frame()
    assert frame.html is not None and "…" in frame.html
    for do in ("card", "play", "go", "back", "seer", "key", "again", "allow", "cancel"):
        page.press(do, {"card": "Gn5", "choice": "top", "key": "5"}, page.version)
    assert page.frame().html is None  # nothing changed


async def test_a_game_with_hints_has_a_hint_button_whose_hint_is_worked_out_off_the_page() -> None:
    async with seat_host(seed=2) as host:
        await host.join()
        host.start(first_leader=1)
        await until(lambda: host.seat.now().scene is not None)
        seat = host.seat

        class Hinted:  # the guest's seat, in a game with hints on (as a couch's may be)
            def __getattr__(self, name: str) -> object:
                return getattr(seat, name)

            def now(self) -> SeatNow:
                now = seat.now()
                scene = now.scene
                return replace(now, scene=None if scene is None else replace(scene, hints=True))

            def hint(self, shown: object) -> Callable[[], Hint]:
                card = self.now().scene.seen.legal_actions[0]  # type: ignore[union-attr]
                return lambda: Hint(card, _("Your hand, {name}").format(name="x"))

        page = Page(Hinted(), "nl")  # type: ignore[arg-type]
        html = page.frame().html or ""
        assert 'id="hint"' in html and ">Tip<" in html
        page.press("hint", {}, page.version)
        work = page.take_work()
        assert work is not None and page.take_work() is None
        with speaking("nl"):
            done = work(lambda: None)  # in a thread, with the page's language
        done()  # back on the loop
        frame = page.frame()
        assert "Tip: Jouw hand, x" in (frame.html or "") and "Tip: Jouw hand, x" in frame.say


async def test_a_tricks_result_is_said_winner_first_to_the_page_as_you() -> None:
    async with seat_host(seed=2) as host:
        await host.join()
        table = host.start(first_leader=0)  # the host leads, the guest answers
        scene = table.scene
        table.play(scene.seen.legal_actions[0], scene.shown)  # type: ignore[union-attr]
        await until(lambda: host.kind is ScreenKind.TURN)
        host.frame()
        card = host.seat.now().scene.seen.legal_actions[0]  # type: ignore[union-attr]
        assert isinstance(card, Card)
        host.press("card", card=card.code)
        host.press("card", card=card.code)
        await until(lambda: host.kind is ScreenKind.TRICK_RESULT)
        frame = host.frame()
        # who won and what they took, first: the guest is "you", its own card not said again
        assert re.match(r"(You win|Ann wins) the trick and takes? ", frame.say), frame.say
        assert "Bob" not in frame.say and card_words(card) not in frame.say
        assert frame.focus == "go"


async def test_the_other_players_answer_is_said_with_the_trick_it_lost_or_won() -> None:
    async with seat_host(seed=2) as host:
        table = await host.seated(first_leader=1)  # the guest leads, the host answers
        assert host.kind is ScreenKind.TURN
        card = host.seat.now().scene.seen.legal_actions[0]  # type: ignore[union-attr]
        host.press("card", card=card.code)
        host.press("card", card=card.code)
        await until(lambda: table.scene.acts)
        scene = table.scene
        answer = scene.seen.legal_actions[-1]  # type: ignore[union-attr]
        assert isinstance(answer, Card)
        table.play(answer, scene.shown)
        await until(lambda: host.kind in (ScreenKind.TRICK_RESULT, ScreenKind.SEER))
        said = host.frame().say  # her card first: with her win, or before the guest's
        words = card_words(answer)
        assert said.startswith((f"Ann plays {words}. You win", f"Ann wins the trick with {words}"))


async def test_digit_keys_go_through_the_cards_of_that_value_and_the_focus_follows() -> None:
    async with seat_host(seed=2) as host:
        table = await host.seated(first_leader=1)  # the guest leads: every card may be played
        assert host.kind is ScreenKind.TURN
        hand = table.scene_for(1).seen.hand  # type: ignore[union-attr]
        value = next(v for v in range(10) if len({c for c in hand if c.value == v}) > 1)
        first, second = sorted({card for card in hand if card.value == value})[:2]
        frame = host.press("key", key=str(value))
        assert host.page.chosen == first.code
        assert frame.focus == f"card-{hand.index(first)}"  # Enter there plays it
        assert f"press {value} again for {card_words(second)}" in frame.say
        assert f"or Enter for {card_words(first)}" in frame.say
        frame = host.press("key", key=str(value))
        assert host.page.chosen == second.code and frame.focus == f"card-{hand.index(second)}"
        assert table.session.moves == 0
        host.press("card", card=second.code)  # Enter on the focused card
        await until(lambda: table.session.moves == 1)
        assert table.session.states[-1].played == (second,)
