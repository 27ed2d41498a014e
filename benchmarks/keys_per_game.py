"""Keys a player presses in a whole game against the computer, with the default settings.

    python benchmarks/keys_per_game.py [--games 5] [--level normal] [--size 80x24]
                                       [--auto default|on|off]

Whole games are played headless through the app (Textual's ``App.run_test``, a manual
clock: nothing waits for the machine) in a data folder of their own, so the settings are
the defaults unless ``--auto`` sets the one that lets a trick's result (and phase two's
announcement) go on by itself against the computer (issue 46, case 6). The person's seat
is played by a computer player of ``--level`` choosing from the person's own view, and
its choices are pressed as a person would press them, with the fewest keys the table
offers: a card by Enter when the cursor is on it, its value key when it is the one
playable card of that value, else the value key or the arrows until the cursor is on it,
then Enter; a Seer choice by 1 or 2; a second Enter wherever the screen still waits for
it. A scene that goes on by itself is let be for its pause (no key); any other is answered
with Enter. Every key is counted, by what it was for.

On a version without the setting (before issue 46, case 6), ``--auto`` is ignored and the
game never goes on by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import statistics
import tempfile
from collections import Counter
from typing import Any

STEPS = ("card", "seer", "continue", "other")


async def settle(pilot: Any) -> None:
    """Let the app handle what it was sent, the computer's thread included."""
    done = asyncio.Event()
    pilot.app.call_later(done.set)
    await done.wait()
    await pilot.pause()
    busy = [w for w in pilot.app.workers if not w.is_finished]
    if busy:
        await pilot.app.workers.wait_for_complete(busy)
        await pilot.pause()


class Player:
    """The person at the app: presses keys after a quiet spell, and counts them."""

    def __init__(self, app: Any, pilot: Any, clock: Any) -> None:
        self.app, self.pilot, self.clock = app, pilot, clock
        self.keys: Counter[str] = Counter()

    async def press(self, key: str, what: str) -> None:
        app, clock = self.app, self.clock
        clock.advance(max(0.0, app.guard.gate.ready_at() - clock.now()) + 0.001)
        await settle(self.pilot)
        await self.pilot.press(key)
        await settle(self.pilot)
        self.keys[what] += 1

    async def wait(self, seconds: float) -> None:
        """Let the scene be for ``seconds`` (no key)."""
        self.clock.advance(seconds)
        await settle(self.pilot)


async def one_game(seed: int, level: str, size: tuple[int, int]) -> Counter[str]:
    """The keys of one game (by what each was for)."""
    from claim2.engine import SeerChoice
    from claim2.game.steps import ScreenKind
    from claim2.settings.options import GameOptions, computer_name
    from claim2.sitting.clock import ManualClock
    from claim2.sitting.lobby import NewGame
    from claim2.sitting.seats import ComputerPlayer
    from claim2.sitting.sitting import Sitting
    from claim2.tui.app import Claim2App
    from claim2.tui.messages import StartGame
    from claim2.tui.widgets.hand import Hand

    clock = ManualClock()
    app = Claim2App(Sitting(seed=seed, clock=clock))
    person = ComputerPlayer(level, seed=seed + 1000)  # chooses as a person might
    public = (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)
    async with app.run_test(size=size) as pilot:
        player = Player(app, pilot, clock)
        await settle(pilot)
        names = ("Ann", computer_name(level))
        app.post_message(StartGame(NewGame(names, seed % 2, GameOptions(computer=level))))
        await settle(pilot)
        table = app.sitting.table
        assert table is not None
        for _ in range(1000):
            scene = table.scene
            kind, seen = scene.kind, scene.seen
            if kind is ScreenKind.END:
                return player.keys
            if kind is ScreenKind.COMPUTER or (kind in public and scene.pause):
                await player.wait(scene.pause or 0.0)  # the computer's move; a result read
            elif kind is ScreenKind.SEER and seen is not None:
                choice = person.choose(seen)
                await player.press("1" if choice is SeerChoice.PRIZE else "2", "seer")
                while table.scene.shown == scene.shown:
                    await player.press("enter", "seer")
            elif kind is ScreenKind.TURN and seen is not None:
                card = person.choose(seen)
                for key in fewest_keys(app.screen.query_one(Hand), card):
                    await player.press(key, "card")
                while table.scene.shown == scene.shown:  # a second Enter (the setting)
                    await player.press("enter", "card")
            else:
                await player.press("enter", "continue" if kind in public else "other")
    raise SystemExit(f"game {seed} did not end")


def fewest_keys(hand: Any, card: Any) -> list[str]:
    """The fewest keys that play ``card`` from ``hand`` (the app's ``Hand``): Enter on it
    under the cursor; its value key when it is the one playable card of that value, else
    that key until the cursor is on it (each press moves to the next playable card of the
    value) and Enter; or the arrows to it (they wrap round) and Enter."""
    cards, at = list(hand.cards), hand.index
    if cards[at] == card:
        return ["enter"]
    value = str(card.value)
    same = sorted({other for other in cards if other.value == card.value} & set(hand.playable))
    if same == [card]:
        return [value]
    position = same.index(cards[at]) + 1 if cards[at] in same else 0
    by_value = [value] * ((same.index(card) - position) % len(same) + 1) + ["enter"]
    right = (cards.index(card) - at) % len(cards)
    left = len(cards) - right
    by_arrows = ["right"] * right + ["enter"] if right <= left else ["left"] * left + ["enter"]
    return min(by_value, by_arrows, key=len)


def with_auto(auto: str) -> None:
    """Write the setting ``auto`` into the data folder's settings (when the version has it)."""
    from claim2.settings.remembered import Settings, save_settings

    if auto == "default" or "auto_continue" not in {f.name for f in dataclasses.fields(Settings)}:
        return
    from claim2.storage.data_folder import open_data_folder

    folder = open_data_folder()
    try:
        save_settings(dataclasses.replace(Settings(), auto_continue=auto == "on"))
    finally:
        folder.release()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--size", default="80x24")
    parser.add_argument("--auto", choices=("default", "on", "off"), default="default")
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    totals: list[int] = []
    by_step: Counter[str] = Counter()
    with tempfile.TemporaryDirectory(prefix="claim2-keys-") as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        with_auto(options.auto)
        for seed in range(1, options.games + 1):
            keys = asyncio.run(one_game(seed, options.level, (width, height)))
            totals.append(sum(keys.values()))
            by_step.update(keys)
            parts = ", ".join(f"{step} {keys[step]}" for step in STEPS if keys[step])
            print(f"game {seed}: {sum(keys.values())} keys ({parts})")
    games = len(totals)
    parts = ", ".join(f"{step} {by_step[step] / games:.1f}" for step in STEPS if by_step[step])
    print(
        f"{games} games against the computer ({options.level}), --auto {options.auto}: "
        f"mean {statistics.mean(totals):.1f} keys a game (min {min(totals)}, max {max(totals)}); "
        f"per game: {parts}"
    )


if __name__ == "__main__":
    main()
