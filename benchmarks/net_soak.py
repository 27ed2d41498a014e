"""A soak of the host (issues 40 and 49): two scripted guests play whole games, one after
the other, against one host, while another process floods the host with connections that
never say hello (from 127.0.0.2), hellos with wrong codes (from 127.0.0.3), and, on the
browser port (``claim2 host --web``'s page server), slow request heads that never end
(from 127.0.0.4 to 127.0.0.11, a byte a second each, 300 at a time). Nothing may be lost
(every game ends, its record the guest's and kept in the saves folder, no save fails),
the page answers all along, and the host's memory and descriptors stay flat.
``--descriptors N`` runs the host as ``ulimit -n N`` would. Not in the test suite: run it
through /work/bin/slot.

    python benchmarks/net_soak.py [--games 100] [--descriptors 256]

Only loopback addresses are used; the flood stops by itself (``--seconds``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.net.guest import GuestConnection, GuestGame
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.sitting.clock import MonotonicClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.web.guest_seat import GuestSeat
from claim2.web.listener import Listener
from claim2.web.server import PageServer

CODE = "111-222-333"


class FastClock(MonotonicClock):
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
            game.play(rng.choice(scene.seen.legal_actions), scene.shown)  # sent by the outbox
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            game.proceed(scene.shown)

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


async def page_answers(port: int, token: str) -> str:
    """How the page answers now: its status with the token and without (and the time)."""
    start = time.monotonic()
    statuses = []
    for query in (f"?t={token}", "?t=wrong"):
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 10)
            writer.write(f"GET /{query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            line = await asyncio.wait_for(reader.readline(), 10)
            statuses.append(line.split()[1].decode() if line else "closed")
            writer.close()
        except (OSError, TimeoutError, IndexError):
            statuses.append("none")
    return f"{'/'.join(statuses)} {1000 * (time.monotonic() - start):.0f}ms"


async def soak(games: int, seconds: float) -> int:
    sitting = HostSitting(seed=1)
    sitting.open()
    sitting.host_name = "Ann"
    service = HostService(sitting, CODE, FastClock())
    server = await start_server(service, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    pages = PageServer(listener=Listener())  # the listener on the wall's clock: 5 s heads
    token = pages.add_seat(GuestSeat(service))
    web_port = await pages.start("127.0.0.1", 0)
    listener = pages.listener
    rng = random.Random(7)
    loop = asyncio.get_running_loop()

    def changed() -> None:
        loop.call_soon(host_acts, sitting, rng)

    sitting.listen(on_change=changed)
    flood = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--flood",
        str(port),
        "--web",
        str(web_port),
        "--seconds",
        str(seconds),
    )
    lost = not_saved = 0
    every = max(10, games // 15)  # a line every so many games
    print(
        "games  RSS (KiB)  descriptors  waiting  dropped  opened  web held  web dropped"
        "  web opened  page (token/none)  seconds",
        flush=True,
    )
    start = time.monotonic()
    try:
        await asyncio.sleep(3.0)  # the flood under way
        for number in range(1, games + 1):
            if not await one_game(sitting, port, ("Bob", "Cy")[number % 2], number):
                lost += 1
            if sitting.save_problem() is not None:
                not_saved += 1
            if number % every == 0 or number == 1:
                door, web_door = service.door, listener.door
                print(
                    f"{number:5}  {resident_kib():9}  {descriptors():11}  {len(door.waiting):7}"
                    f"  {door.dropped:7}  {door.opened_count:6}  {listener.connections:8}"
                    f"  {web_door.dropped:11}  {web_door.opened_count:10}"
                    f"  {await page_answers(web_port, token):>17}"
                    f"  {time.monotonic() - start:7.0f}",
                    flush=True,
                )
    finally:
        flood.terminate()
        await flood.wait()
        service.closing()
        await pages.close()
        server.close()
        await server.wait_closed()
    assert sitting.folder is not None
    kept = len(list((sitting.folder.folder / "saves").glob("game-*.json")))
    sitting.close()
    print(
        f"games lost: {lost}; games not saved: {not_saved}; "
        f"finished games kept in the saves folder: {kept}"
    )
    return lost + not_saved


async def flood(port: int, web_port: int, seconds: float) -> None:
    """Idle connections (127.0.0.2) and wrong codes (127.0.0.3) on the game's port, slow
    request heads on the browser port (127.0.0.4 to 127.0.0.11), bounded in time."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # the host's limit is not ours
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    end = time.monotonic() + seconds
    idle: deque[asyncio.StreamWriter] = deque()
    wrong: deque[asyncio.StreamWriter] = deque()
    slow: deque[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = deque()
    hello = json.dumps({"type": "hello", "protocol": 2, "code": "000-000-000", "name": "Eve"})
    upgrade = (
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n"
    ).encode()
    frame = bytes([0x81, 0x80 | 126]) + len(hello).to_bytes(2, "big") + bytes(4) + hello.encode()
    head = f"GET /?t=guess HTTP/1.1\r\nHost: 127.0.0.1:{web_port}\r\n".encode()
    trickled = time.monotonic()
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
            for _ in range(3):  # slow heads come faster than the others
                source = f"127.0.0.{4 + len(slow) % 8}"
                reader, writer = await asyncio.open_connection(
                    "127.0.0.1", web_port, local_addr=(source, 0)
                )
                writer.write(head)
                slow.append((reader, writer))
        if time.monotonic() - trickled >= 1.0:  # a byte a second on each: never a whole head
            trickled = time.monotonic()
            for reader, writer in list(slow):
                if reader.at_eof() or writer.is_closing():  # closed by the host
                    slow.remove((reader, writer))
                    writer.close()
                else:
                    writer.write(b"X")
        for kept, most in ((idle, 100), (wrong, 100)):
            while len(kept) > most:
                kept.popleft().close()
        while len(slow) > 300:
            slow.popleft()[1].close()
        await asyncio.sleep(0.01)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=3600.0, help="the flood's time, at most")
    parser.add_argument(
        "--descriptors", type=int, help="the host's limit of open files (as ulimit -n)"
    )
    parser.add_argument("--flood", type=int, help=argparse.SUPPRESS)  # the flooding process
    parser.add_argument("--web", type=int, help=argparse.SUPPRESS)  # and the browser port
    options = parser.parse_args()
    if options.flood is not None:
        asyncio.run(flood(options.flood, options.web, options.seconds))
        return
    if options.descriptors is not None:
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (options.descriptors, hard))
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        lost = asyncio.run(soak(options.games, options.seconds))
    sys.exit(1 if lost else 0)


if __name__ == "__main__":
    main()
