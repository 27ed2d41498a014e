"""The network guest's seat in the host's process (``GuestSeat``), without sockets: a host
sitting and its service on a ``ManualClock``, the guest's ``Page`` pressed by the test, and
the checks of what the page holds against the guest seat's view (R17)."""

from __future__ import annotations

import asyncio
import html
import random
import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from claim2.engine import Card, view
from claim2.engine.aids import memory_aids
from claim2.game.steps import ScreenKind
from claim2.net.host import HostService
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.remote.table import RemoteTable
from claim2.text.wording import card_words
from claim2.web.guest_seat import GuestSeat
from claim2.web.screen import Frame, Page
from net.helpers import CODE, SeatCheck, cards_in
from web.serving import Serving

CARD_ATTRIBUTE = re.compile(r'data-card="([A-Za-z]{2}[0-9])"')


@dataclass
class SeatHost:
    """A host, its service and the guest's seat with one page on it."""

    sitting: HostSitting
    service: HostService
    seat: GuestSeat
    page: Page
    check: SeatCheck
    clock: ManualClock
    frames: list[Frame] = field(default_factory=list)
    updates: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def table(self) -> RemoteTable:
        table = self.sitting.network_table
        assert table is not None, "no game"
        return table

    @property
    def kind(self) -> ScreenKind | None:
        """The kind of the guest's scene now (None: no game on its page)."""
        scene = self.seat.now().scene
        return None if scene is None else scene.kind

    async def join(self, name: str = "Bob") -> None:
        """The guest's page opened and ``name`` typed on it: joined to the host."""
        self.seat.arrived()
        self.press("name", name=name)
        await until(lambda: self.sitting.remote.connected)

    async def seated(self, first_leader: int) -> RemoteTable:
        """Joined as Bob and a game begun, its first scene on the guest's page."""
        await self.join()
        table = self.start(first_leader=first_leader)
        await until(lambda: self.seat.now().scene is not None)
        self.frame()
        return table

    async def guest_leads(self) -> tuple[RemoteTable, Card]:
        """Seated, the guest leads the first card of its hand (pressed twice on the page)."""
        table = await self.seated(first_leader=1)
        card = table.scene_for(1).seen.hand[0]  # type: ignore[union-attr]
        self.press("card", card=card.code)
        self.press("card", card=card.code)
        await until(lambda: table.session.moves == 1)
        await settle()
        self.frame()
        return table, card

    def start(self, first_leader: int = 0, first_to: int | None = None) -> RemoteTable:
        self.sitting.start_now(
            NewGame(("Ann", self.seat.name or "Bob"), first_leader=first_leader, first_to=first_to)
        )
        return self.table

    def frame(self) -> Frame:
        """The page's frame now (kept for the privacy check)."""
        frame = self.page.frame()
        self.frames.append(frame)
        return frame

    def press(self, do: str, **data: object) -> Frame:
        self.page.press(do, dict(data), self.page.version)
        return self.frame()


@asynccontextmanager
async def seat_host(seed: int = 1, language: str = "en") -> AsyncIterator[SeatHost]:
    sitting = HostSitting(seed=seed)
    sitting.open()
    sitting.host_name = "Ann"
    check = SeatCheck(sitting, sitting.remote.seat)
    clock = ManualClock()
    service = HostService(sitting, CODE, clock, tap=check.tap)
    seat = GuestSeat(service)
    page = Page(seat, language)
    host = SeatHost(sitting, service, seat, page, check, clock)
    stop = seat.listen(host.updates.set)
    try:
        yield host
        assert not check.problems, check.problems
    finally:
        stop()
        service.closing()
        sitting.close()


async def settle(turns: int = 20) -> None:
    """Let the connection in memory carry what was said (it goes through the loop)."""
    for _turn in range(turns):
        await asyncio.sleep(0)


async def until(done: Callable[[], bool], limit: int = 2000) -> None:
    for _turn in range(limit):
        if done():
            return
        await asyncio.sleep(0)
    raise AssertionError("still waiting")


def host_moves(host: SeatHost | Serving, rng: random.Random) -> bool:
    """The host's person plays a random legal move, or goes on (whether it did)."""
    table = host.sitting.network_table
    if table is None:
        return False
    scene = table.scene
    if scene.acts and scene.seen is not None:
        return table.play(rng.choice(scene.seen.legal_actions), scene.shown) is None
    if scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        return table.proceed(scene.shown)
    return False


def page_moves(host: SeatHost, rng: random.Random) -> bool:
    """The guest presses on its page: a card twice (choose, then play), a Seer choice
    twice, or Continue (whether it pressed anything)."""
    now = host.seat.now()
    scene = now.scene
    if scene is None:
        return False
    if scene.kind is ScreenKind.TURN and scene.seen is not None:
        card = rng.choice(scene.seen.legal_actions)
        assert isinstance(card, Card)
        host.press("card", card=card.code)
        host.press("card", card=card.code)
        return True
    if scene.kind is ScreenKind.SEER:
        choice = rng.choice(["prize", "top"])
        host.press("seer", choice=choice)
        host.press("seer", choice=choice)
        return True
    if scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        host.press("go")
        return True
    return False


def unseen_by_guest(host: SeatHost | Serving) -> set[Card]:
    """Every card of the game the guest's seat has not seen by now (R17)."""
    table = host.sitting.network_table
    assert table is not None
    seat = host.sitting.remote.seat
    seen: set[Card] = set()
    for state in table.session.states:
        seen_now = view(state, seat)
        seen.update(cards_in(seen_now))
        seen.update(memory_aids(seen_now).opponent_known)  # worked out from its own view
    state = table.session.states[-1]
    every = set(cards_in(state.hands)) | set(cards_in(state.draw_pile))
    every |= set(cards_in(state.draws))
    return every - seen


def cards_on(text: str) -> set[str]:
    """The card codes a frame's HTML holds in its buttons, and the card words it says."""
    return set(CARD_ATTRIBUTE.findall(text))


def leaks(text: str, hidden: set[Card]) -> list[str]:
    """The hidden cards that ``text`` (a frame's HTML or words) names, by code or words."""
    plain = html.unescape(text)
    found = []
    for card in hidden:
        words = re.compile(rf"(?<![A-Za-z]){re.escape(card_words(card))}(?![0-9])")
        if f'data-card="{card.code}"' in plain or words.search(plain):
            found.append(card.code)
    return found
