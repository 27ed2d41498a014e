"""Keys still queued when the app closes (a key held down as the game is left) are dropped,
not handled against a screen stack that is already empty."""

from __future__ import annotations

import asyncio

from textual import events

from claim2.tui.app import Claim2App

from .driver import post_keys, started


def test_keys_queued_while_the_app_closes_are_dropped() -> None:
    app = Claim2App()

    async def play() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot)
            post_keys(pilot, *["enter", "down", "1"] * 20)
        # the app has closed and its screens are gone; a key that arrives late changes nothing
        assert not app.screen_stack
        for key, character in (("enter", "\r"), ("u", "u"), ("1", "1")):
            await app.on_event(events.Key(key, character))

    asyncio.run(play())
