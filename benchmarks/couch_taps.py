"""Keys and taps a whole game between two people takes: at one laptop (hot-seat) and at the
couch (``claim2 play --phones``: the laptop the table, each person's hand on their phone).

    python benchmarks/couch_taps.py [--games 5] [--level normal] [--size 80x24]

Both seats are played by a computer player of ``--level`` choosing from its own seat's view,
the same choices in both modes for a seed (the same deal, the same players).

Hot-seat: the app headless (``App.run_test``, a manual clock), every key pressed as in
``keys_per_game.py`` (the fewest keys that play a card, 1 or 2 then Enter for a Seer choice,
Enter to show a hand and to go on after a trick's result), counted by what it was for.

The couch: the game at the sitting layer (``CouchSitting`` and its two ``PhoneSeat``s, what
the phones' pages call), with the taps a page takes: a card (or a Seer choice) is tapped to
choose it and tapped again to play it, nothing else is waited for (a trick's result goes on
by itself on the phones). The laptop takes no key during the game (``--name`` twice starts
it at once; the names typed on the phones add a Join tap each). tests/web/test_couch_browser.py
counts the same taps on real pages in chromium (``artifacts/couch/taps.txt``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
from collections import Counter
from typing import Any

from keys_per_game import Player, fewest_keys, settle

HOT_SEAT_STEPS = ("handoff", "card", "seer", "continue", "other")


async def hot_seat(seed: int, level: str, size: tuple[int, int]) -> Counter[str]:
    """The keys of one hot-seat game (by what each was for)."""
    from claim2.engine import SeerChoice
    from claim2.game.steps import ScreenKind
    from claim2.settings.options import GameOptions
    from claim2.sitting.clock import ManualClock
    from claim2.sitting.lobby import NewGame
    from claim2.sitting.seats import ComputerPlayer
    from claim2.sitting.sitting import Sitting
    from claim2.tui.app import Claim2App
    from claim2.tui.messages import StartGame
    from claim2.tui.widgets.hand import Hand

    clock = ManualClock()
    app = Claim2App(Sitting(seed=seed, clock=clock))
    people = [ComputerPlayer(level, seed=seed + 1000 + seat) for seat in (0, 1)]
    async with app.run_test(size=size) as pilot:
        player = Player(app, pilot, clock)
        await settle(pilot)
        app.post_message(StartGame(NewGame(("Ann", "Bob"), seed % 2, GameOptions())))
        await settle(pilot)
        table = app.sitting.table
        assert table is not None
        for _ in range(2000):
            scene = table.scene
            kind, seen = scene.kind, scene.seen
            if kind is ScreenKind.END:
                return player.keys
            if kind is ScreenKind.SEER and seen is not None:
                choice = people[seen.seat].choose(seen)
                await player.press("1" if choice is SeerChoice.PRIZE else "2", "seer")
                while table.scene.shown == scene.shown:
                    await player.press("enter", "seer")
            elif kind is ScreenKind.TURN and seen is not None:
                card = people[seen.seat].choose(seen)
                for key in fewest_keys(app.screen.query_one(Hand), card):
                    await player.press(key, "card")
                while table.scene.shown == scene.shown:  # a second Enter (the setting)
                    await player.press("enter", "card")
            elif kind is ScreenKind.HANDOFF:
                await player.press("enter", "handoff")
            elif kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
                await player.press("enter", "continue")
            else:
                await player.press("enter", "other")
    raise SystemExit(f"hot-seat game {seed} did not end")


def couch(seed: int, level: str, *, typed: bool) -> Counter[str]:
    """The taps of one game at the couch, per phone (``typed``: the names typed on the
    phones, a Join tap each; else given with ``--name``)."""
    from claim2.sitting.clock import ManualClock
    from claim2.sitting.remote.couch import CouchSitting

    clock = ManualClock()
    sitting = CouchSitting(seed=seed, clock=clock, phones=True)
    try:
        return _couch_game(sitting, clock, seed, level, typed=typed)
    finally:
        sitting.close()  # the data folder free for the next game


def _couch_game(sitting: Any, clock: Any, seed: int, level: str, *, typed: bool) -> Counter[str]:
    from claim2.engine import SeerChoice
    from claim2.settings.options import GameOptions
    from claim2.sitting.lobby import NewGame
    from claim2.sitting.seats import ComputerPlayer

    sitting.look_for_save()
    names = ("", "") if typed else ("Ann", "Bob")
    assert sitting.start_now(NewGame(names, seed % 2, GameOptions()))
    taps: Counter[str] = Counter()
    for phone, name in zip(sitting.phone_seats, ("Ann", "Bob"), strict=True):
        phone.arrived()
        if typed:
            phone.choose_name(name)
            taps[f"phone {phone.seat + 1}: join"] += 1
    table = sitting.couch_table
    assert table is not None, "the game did not begin"
    people = [ComputerPlayer(level, seed=seed + 1000 + seat) for seat in (0, 1)]
    for _ in range(2000):
        if table.session.finished:
            return taps
        for phone in sitting.phone_seats:
            scene = phone.now().scene
            if scene is None or not scene.acts or scene.seen is None:
                continue
            action: Any = people[phone.seat].choose(scene.seen)
            kind = "seer" if isinstance(action, SeerChoice) else "card"
            assert phone.play(action, scene.shown) is None
            taps[f"phone {phone.seat + 1}: {kind}"] += 2  # chosen, then played
            break
        else:
            clock.advance(5.0)  # a trick's result goes on by itself
    raise SystemExit(f"couch game {seed} did not end")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--size", default="80x24")
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    hot: list[int] = []
    sofa: list[int] = []
    with tempfile.TemporaryDirectory(prefix="claim2-couch-taps-") as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        for seed in range(1, options.games + 1):
            keys = asyncio.run(hot_seat(seed, options.level, (width, height)))
            parts = ", ".join(f"{step} {keys[step]}" for step in HOT_SEAT_STEPS if keys[step])
            hot.append(sum(keys.values()))
            taps = couch(seed, options.level, typed=True)
            sofa.append(sum(taps.values()))
            each = ", ".join(f"{what} {count}" for what, count in sorted(taps.items()))
            print(
                f"game {seed}: hot-seat {hot[-1]} keys on the laptop ({parts}); "
                f"couch {sofa[-1]} taps on the phones ({each}), 0 keys on the laptop"
            )
    print(
        f"{len(hot)} games between two people ({options.level} choices): hot-seat mean "
        f"{statistics.mean(hot):.1f} keys (min {min(hot)}, max {max(hot)}), all on the one "
        f"laptop passed between them; couch mean {statistics.mean(sofa):.1f} taps "
        f"(min {min(sofa)}, max {max(sofa)}), about half on each phone, no key on the laptop"
    )


if __name__ == "__main__":
    main()
