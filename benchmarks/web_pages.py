"""What the guest's page costs the host (issue 50): the host's memory per connected page and
no process started, and the time from a press on the page to the host's table (and from the
host's move to the page's next screen), over the loopback interface.

    python benchmarks/web_pages.py [--pages 20] [--games 2]

Memory: the host (sitting, service, page server with the guest's seat) runs in a process of
its own, which reports the memory Python has allocated (tracemalloc) and its resident size;
the page is an aiohttp websocket (no browser). Measured: a seated page's cost (the host with
the guest's page connected, mid-game, against the same host once it has closed), and what
``--pages`` pages opened and closed one after the other (reloads, one seated at a time)
leave behind. The host's child processes are counted from /proc.

Latency: in one process, the guest's press (its second press on a card: the play) to the
host's table having the move, and the host's move to the page's frame showing it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import aiohttp

from claim2.game.steps import ScreenKind
from claim2.net.host import HostService
from claim2.sitting.clock import MonotonicClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.web.guest_seat import GuestSeat
from claim2.web.server import PageServer

CODE = "111-222-333"


class FastClock(MonotonicClock):
    """The host's clock for its flood limits, 100 times faster than the wall: the scripted
    page presses at once, far faster than a person, and must not be refused."""

    def now(self) -> float:
        return time.monotonic() * 100


class Host:
    """A host of a game, its page server and the guest's seat; the host's moves random."""

    def __init__(self, seed: int) -> None:
        self.sitting = HostSitting(seed=seed)
        self.sitting.open()
        self.sitting.host_name = "Ann"
        clock = FastClock()
        self.service = HostService(self.sitting, CODE, clock)
        self.server = PageServer(clock=clock)
        self.seat = GuestSeat(self.service)
        self.token = self.server.add_seat(self.seat)
        self.rng = random.Random(seed)
        self.moved: list[float] = []  # when each move of the host's was made
        self.changed: list[float] = []  # when the table changed (any move)
        self.sitting.listen(on_change=self._changed, on_table=self._changed)

    def _changed(self) -> None:
        self.changed.append(time.perf_counter())
        asyncio.get_running_loop().call_soon(self.act)

    def act(self) -> None:
        table = self.sitting.network_table
        if table is None:
            return
        scene = table.scene
        if scene.acts and scene.seen is not None:
            self.moved.append(time.perf_counter())
            table.play(self.rng.choice(scene.seen.legal_actions), scene.shown)
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            table.proceed(scene.shown)

    def start(self) -> None:
        self.sitting.start_now(NewGame(("Ann", "Bob"), first_leader=1))
        self.act()


# The host in a process of its own (memory) ---------------------------------------------------


async def serve_host() -> None:
    """``--host``: print the port and token, then answer each line of input: ``start``
    (a game), ``mem`` (memory, children), anything else stops."""
    tracemalloc.start()
    host = Host(seed=5)
    port = await host.server.start("127.0.0.1", 0)
    say({"port": port, "token": host.token})
    loop = asyncio.get_running_loop()
    while True:
        line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
        if line == "start":
            host.start()
            say({"started": True})
        elif line == "mem":
            for _turn in range(5):
                await asyncio.sleep(0.05)
            gc.collect()
            traced = tracemalloc.get_traced_memory()[0]
            say({"traced": traced, "rss": rss(), "children": children()})
        else:
            break
    await host.server.close()
    host.sitting.close()


def say(answer: dict[str, object]) -> None:
    print(json.dumps(answer), flush=True)


def rss() -> int:
    """The process's resident memory in bytes (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def children() -> int:
    """Child processes of this process (Linux: every thread's children)."""
    count = 0
    for task in Path("/proc/self/task").iterdir():
        with contextlib.suppress(OSError):
            count += len((task / "children").read_text().split())
    return count


class Child:
    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def ask(self, line: str) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(line.encode() + b"\n")
        answer: dict[str, Any] = json.loads(await self.process.stdout.readline())
        return answer


async def open_page(
    session: aiohttp.ClientSession, base: str, token: str
) -> aiohttp.ClientWebSocketResponse:
    async with session.get(f"{base}/?t={token}") as response:
        assert response.status == 200, response.status
    return await session.ws_connect(f"{base.replace('http', 'ws')}/ws/{token}", origin=base)


async def frame_with(socket: aiohttp.ClientWebSocketResponse, text: str) -> dict[str, Any]:
    while True:
        message = await socket.receive(timeout=10)
        frame: dict[str, Any] = json.loads(message.data)
        if text in (frame.get("html") or "") + frame.get("say", ""):
            return frame


async def memory(pages: int) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--host",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    child = Child(process)
    assert process.stdout is not None
    served = json.loads(await process.stdout.readline())
    base, token = f"http://127.0.0.1:{served['port']}", served["token"]
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as browser:
        socket = await open_page(browser, base, token)
        frame = await frame_with(socket, 'id="name"')
        await socket.send_str(json.dumps({"do": "name", "v": frame["v"], "name": "Bob"}))
        await frame_with(socket, "Waiting for Ann")
        await child.ask("start")
        await frame_with(socket, 'data-do="card"')
        seated = await child.ask("mem")
        await socket.close()
        await asyncio.sleep(0.3)
        alone = await child.ask("mem")  # the same host, no page connected
        for _page in range(pages):  # reloads: opened, shown the game, closed
            socket = await open_page(browser, base, token)
            await frame_with(socket, 'data-do="card"')
            await socket.close()
        after = await child.ask("mem")
    assert process.stdin is not None
    process.stdin.write(b"stop\n")
    await process.wait()
    kib = 1024
    page = seated["traced"] - alone["traced"]
    print(f"a seated page, connected mid-game: {page / kib:.1f} KiB (Python's allocations)")
    left = (after["traced"] - alone["traced"]) / pages
    print(f"{pages} pages opened and closed: {left / kib:.1f} KiB left behind a page")
    print(
        f"resident: {alone['rss'] / kib / kib:.1f} MB without a page, "
        f"{after['rss'] / kib / kib:.1f} MB after {pages} pages"
    )
    print(f"child processes of the host: {max(seated['children'], after['children'])}")


# Latency, in one process -------------------------------------------------------------------


async def latency(games: int) -> None:
    to_host: list[float] = []
    to_page: list[float] = []
    for seed in range(games):
        host = Host(seed)
        port = await host.server.start("127.0.0.1", 0)
        base = f"http://127.0.0.1:{port}"
        rng = random.Random(seed)
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
            socket = await open_page(browser, base, host.token)
            frame = await frame_with(socket, 'id="name"')
            await socket.send_str(json.dumps({"do": "name", "v": frame["v"], "name": "Bob"}))
            await frame_with(socket, "Waiting for Ann")
            host.start()
            await play(host, socket, rng, to_host, to_page)
            await socket.close()
        await host.server.close()
        host.sitting.close()
    for name, values in (("press -> host's table", to_host), ("host's move -> page", to_page)):
        values.sort()
        p95 = values[int(len(values) * 0.95)]
        print(
            f"{name}: median {statistics.median(values) * 1000:.2f} ms, "
            f"95th percentile {p95 * 1000:.2f} ms ({len(values)} moves)"
        )


async def play(
    host: Host,
    socket: aiohttp.ClientWebSocketResponse,
    rng: random.Random,
    to_host: list[float],
    to_page: list[float],
) -> None:
    seat = host.seat
    table = host.sitting.network_table
    assert table is not None
    while not table.session.finished:
        message = await socket.receive(timeout=10)
        frame = json.loads(message.data)
        received = time.perf_counter()
        if frame.get("html") is None:
            continue
        if host.moved and host.moved[-1] > 0:
            to_page.append(received - host.moved[-1])
            host.moved[-1] = 0.0
        scene = seat.now().scene
        if scene is None:
            continue
        version = frame["v"]
        if scene.kind is ScreenKind.TURN and scene.seen is not None:
            card = rng.choice(scene.seen.legal_actions)
            press = {"do": "card", "v": version, "card": card.code}
            await socket.send_str(json.dumps(press))
            before = len(host.changed)
            sent = time.perf_counter()
            await socket.send_str(json.dumps(press))
            while len(host.changed) == before:  # noqa: ASYNC110 (the server moves it on)
                await asyncio.sleep(0)
            to_host.append(host.changed[before] - sent)
        elif scene.kind is ScreenKind.SEER:
            for _press in range(2):
                await socket.send_str(json.dumps({"do": "seer", "v": version, "choice": "top"}))
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            await socket.send_str(json.dumps({"do": "go", "v": version}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--host", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.host:
        asyncio.run(serve_host())
        return
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        asyncio.run(memory(options.pages))
        asyncio.run(latency(options.games))


if __name__ == "__main__":
    main()
