"""Driving the couch's app (``claim2 play --phones``) as the tests of the app drive any game:
the laptop's app through Textual's Pilot on a ``ManualClock``, each phone through its seat
(``PhoneSeat``: what its page would call), with no page server (the links are given)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from claim2.engine import Card
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, save_record
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.couch import CouchSitting
from claim2.sitting.remote.phone import PhoneSeat
from claim2.sitting.remote.table import RemoteTable
from claim2.tui.couch_app import CouchApp
from claim2.tui.screens.start.phones import PhonesScreen
from sitting.tables import first_card

from .driving import SIZE, Run, current_save, screen_text
from .games import CARD_CODE

LINKS = (
    "http://192.168.1.20:7344/?t=Ann0000000000000000000",
    "http://192.168.1.20:7344/?t=Bob1111111111111111111",
)


class CouchRun(Run):
    """The laptop's app and the phones of the couch."""

    @property
    def couch(self) -> CouchSitting:
        app = self.app
        assert isinstance(app, CouchApp)
        return app.couch

    @property
    def couch_table(self) -> RemoteTable:
        table = self.couch.couch_table
        assert table is not None, "no game on the phones"
        return table

    def phone(self, seat: int) -> PhoneSeat:
        return self.couch.phone_seats[seat]

    async def phones_arrive(self) -> None:
        """Every person's phone opens its link (the game then begins)."""
        for phone in self.couch.phone_seats:
            phone.arrived()
        await self.wait_until(lambda: self.couch.couch_table is not None, "the phones")
        await self.wait_until(lambda: self.drawn, "the public table")
        await self.settle()

    async def tap(self) -> bool:
        """One move from whichever phone (or the computer) may make one; False: none."""
        table = self.couch_table
        for phone in self.couch.phone_seats:
            if phone.seat not in table.people:
                continue
            scene = phone.now().scene
            if scene is not None and scene.acts and scene.seen is not None:
                assert phone.play(first_card(scene.seen), scene.shown) is None
                await self.settle()
                return True
        if table.scene.kind is ScreenKind.COMPUTER:
            await self.settle()  # the laptop's worker works it out
            return True
        return False

    def secret_codes_shown(self) -> set[str]:
        """The codes of cards on the laptop's screen that are in a hand and were never
        public (none may be: it shows the public table only)."""
        table = self.couch_table
        session = table.session
        public = session.public()
        known = set(public.played) | set(public.discards) | set(public.trolls_aside)
        known |= set(public.smashed)
        for seat in (0, 1):
            known |= set(public.prizes[seat]) | set(public.score_piles[seat])
            known |= set(public.gnomes_in_front[seat])
        if public.prize is not None:
            known.add(public.prize)
        known |= {card for event in table.scene.log for card in _cards_of(event)}
        hidden = set()
        for seat in (0, 1):
            seen = session.view_for(seat)
            hidden |= set(seen.hand) | set(seen.my_draws)
        secret = {card.code for card in hidden - known}
        return secret & set(CARD_CODE.findall(screen_text(self.app)))


def _cards_of(event: object) -> list[Card]:
    found: list[Card] = []
    for value in getattr(event, "_asdict", dict)().values():
        if isinstance(value, Card):
            found.append(value)
        elif isinstance(value, tuple):
            found += [item for item in value if isinstance(item, Card)]
    return found


def couch_app(clock: ManualClock, seed: int = 7) -> CouchApp:
    return CouchApp(CouchSitting(seed=seed, clock=clock, phones=True), links=LINKS)


@asynccontextmanager
async def couch_running(
    data_dir: Path, record: GameRecord | None = None, *, size: tuple[int, int] = SIZE
) -> AsyncIterator[CouchRun]:
    """The couch's app on a ``ManualClock``, its start screen up; with ``record`` saved as
    the game in play and resumed (its phones then awaited: ``phones_arrive``)."""
    if record is not None:
        save_record(record, current_save(data_dir))
    clock = ManualClock()
    app = couch_app(clock)
    async with app.run_test(size=size, notifications=True) as pilot:
        run = CouchRun(app, pilot, clock, data_dir)
        await run.wait_until(lambda: app.sitting.found is not None, "the save looked at")
        await run.settle()
        if record is not None:
            await run.press("enter")  # Resume
            await run.wait_until(lambda: isinstance(app.screen, PhonesScreen), "the phones")
        yield run
