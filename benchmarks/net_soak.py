"""A soak of the host (issue 40): two scripted guests play whole games, one after the other,
against one host, while another process floods the host with connections that never say
hello (from 127.0.0.2) and hellos with wrong codes (from 127.0.0.3). Nothing may be lost
(every game ends, its record the guest's and kept in the saves folder) and the host's
memory and descriptors stay flat. Not in the test suite: run it through /work/bin/slot.

    python benchmarks/net_soak.py [--games 100]

Only loopback addresses are used; the flood stops by itself (``--seconds``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.net.guest import GuestConnection, GuestGame
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting

CODE = "111-222-333"


class FastClock:
    """The host's clock, 100 times faster than the wall: the scripted players answer at
    once, far faster than people, and must not be refused as a flood."""

    def now(self) -> float:
        return time.monotonic() * 100


def resident_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return -1


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


async def one_game(sitting: HostSitting, port: int, name: str, seed: int) -> bool:
    """``name`` joins, plays a whole game at random against the host's player and leaves;
    whether it ended with the guest holding the host's very record."""
    rng = random.Random(seed)
    game = GuestGame(CODE, name)
    done = asyncio.Event()

    def guest_update() -> None:
        scene = game.scene
        if scene is None:
            return
        if scene.kind is ScreenKind.END and game.record is not None:
            done.set()
        elif scene.acts and scene.seen is not None:
            line.send(game.play_message(rng.choice(scene.seen.legal_actions), scene.shown))
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            line.send(game.proceed_message(scene.shown))

    line = GuestConnection(f"ws://127.0.0.1:{port}", game, guest_update, retry_after=(0.05,))
    task = asyncio.create_task(line.run())
    while not (sitting.remote.connected and sitting.remote.name == name):  # noqa: ASYNC110
        await asyncio.sleep(0.002)
    sitting.start_now(NewGame(("Ann", name), first_leader=seed % 2))
    table = sitting.network_table
    assert table is not None
    host_acts(sitting, rng)
    await asyncio.wait_for(done.wait(), 120)
    ok = game.record == table.session.record and table.session.finished
    await line.stop()
    await task
    sitting.leave()
    return ok


def host_acts(sitting: HostSitting, rng: random.Random) -> None:
    table = sitting.network_table
    if table is None:
        return
    scene = table.scene
    if scene.acts and scene.seen is not None:
        table.play(rng.choice(scene.seen.legal_actions), scene.shown)
    elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        table.proceed(scene.shown)


async def soak(games: int, seconds: float) -> int:
    sitting = HostSitting(seed=1)
    sitting.open()
    sitting.host_name = "Ann"
    service = HostService(sitting, CODE, FastClock())
    server = await start_server(service, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    rng = random.Random(7)
    loop = asyncio.get_running_loop()

    def changed() -> None:
        loop.call_soon(host_acts, sitting, rng)

    sitting.listen(on_change=changed)
    flood = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--flood", str(port), "--seconds", str(seconds)
    )
    lost = 0
    print("games  RSS (KiB)  descriptors  waiting  dropped  opened  seconds", flush=True)
    start = time.monotonic()
    try:
        await asyncio.sleep(1.0)  # the flood under way
        for number in range(1, games + 1):
            if not await one_game(sitting, port, ("Bob", "Cy")[number % 2], number):
                lost += 1
            if number % 10 == 0 or number == 1:
                door = service.door
                print(
                    f"{number:5}  {resident_kib():9}  {descriptors():11}  {len(door.waiting):7}"
                    f"  {door.dropped:7}  {door.opened_count:6}  {time.monotonic() - start:7.0f}",
                    flush=True,
                )
    finally:
        flood.terminate()
        await flood.wait()
        service.closing()
        server.close()
        await server.wait_closed()
    assert sitting.folder is not None
    kept = len(list((sitting.folder.folder / "saves").glob("game-*.json")))
    sitting.close()
    print(f"games lost: {lost}; finished games kept in the saves folder: {kept}")
    return lost


async def flood(port: int, seconds: float) -> None:
    """Idle connections (127.0.0.2) and wrong codes (127.0.0.3), bounded in time."""
    end = time.monotonic() + seconds
    idle: deque[asyncio.StreamWriter] = deque()
    wrong: deque[asyncio.StreamWriter] = deque()
    hello = json.dumps({"type": "hello", "protocol": 2, "code": "000-000-000", "name": "Eve"})
    upgrade = (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n"
    ).encode()
    frame = bytes([0x81, 0x80 | 126]) + len(hello).to_bytes(2, "big") + bytes(4) + hello.encode()
    while time.monotonic() < end:
        with contextlib.suppress(OSError):
            _reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=("127.0.0.2", 0)
            )
            idle.append(writer)
            _reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=("127.0.0.3", 0)
            )
            writer.write(upgrade + frame)  # a masked text frame (a zero mask)
            wrong.append(writer)
        for kept in (idle, wrong):
            while len(kept) > 100:
                kept.popleft().close()
        await asyncio.sleep(0.01)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=3600.0, help="the flood's time, at most")
    parser.add_argument("--flood", type=int, help=argparse.SUPPRESS)  # the flooding process
    options = parser.parse_args()
    if options.flood is not None:
        asyncio.run(flood(options.flood, options.seconds))
        return
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        lost = asyncio.run(soak(options.games, options.seconds))
    sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()
