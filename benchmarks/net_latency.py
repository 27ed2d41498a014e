"""How long a move takes from one player's client to the other player's scene, over the
loopback interface: the guest plays a card and the host's screen has its next scene, and
the host plays one and the guest's client has its scene (median and 95th percentile).

    python benchmarks/net_latency.py [--games 3]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time

from claim2.game.steps import ScreenKind
from claim2.net.guest import GuestConnection, GuestGame
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.sitting.clock import MonotonicClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting

CODE = "111-222-333"


class FastClock(MonotonicClock):
    """The host's clock for its flood limit, 100 times faster than the wall: the two
    players here answer at once, far faster than people, and must not be refused."""

    def now(self) -> float:
        return time.monotonic() * 100


async def one_game(seed: int, to_host: list[float], to_guest: list[float]) -> None:
    sitting = HostSitting(seed=seed)
    sitting.open()
    service = HostService(sitting, CODE, FastClock())
    server = await start_server(service, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    rng = random.Random(seed)
    game = GuestGame(CODE, "Bob")
    sent: dict[str, float] = {}
    done = asyncio.Event()
    connection: GuestConnection

    def guest_update() -> None:
        scene = game.scene
        if "host" in sent and scene is not None:  # the host's move reached the guest
            to_guest.append(time.perf_counter() - sent.pop("host"))
        if scene is None:
            return
        if scene.kind is ScreenKind.END:
            done.set()
        elif scene.acts and scene.seen is not None:
            sent["guest"] = time.perf_counter()
            game.play(rng.choice(scene.seen.legal_actions), scene.shown)  # sent by the outbox
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            game.proceed(scene.shown)

    def host_changed() -> None:
        if "guest" in sent:  # the guest's move reached the host's screen
            to_host.append(time.perf_counter() - sent.pop("guest"))
        asyncio.get_running_loop().call_soon(host_acts)

    def host_acts() -> None:
        table = sitting.network_table
        if table is None:
            return
        scene = table.scene
        if scene.acts and scene.seen is not None:
            sent["host"] = time.perf_counter()
            table.play(rng.choice(scene.seen.legal_actions), scene.shown)
        elif scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            table.proceed(scene.shown)

    connection = GuestConnection(f"ws://127.0.0.1:{port}", game, guest_update)
    sitting.listen(on_change=host_changed)
    task = asyncio.create_task(connection.run())
    while not sitting.remote.connected:  # noqa: ASYNC110
        await asyncio.sleep(0.001)
    sitting.start_now(NewGame(("Ann", "Bob"), first_leader=seed % 2))
    host_acts()
    await asyncio.wait_for(done.wait(), 60)
    await connection.stop()
    await task
    service.closing()
    server.close()
    await server.wait_closed()
    sitting.close()


def report(name: str, times: list[float]) -> None:
    ms = sorted(1000 * value for value in times)
    p95 = ms[max(0, int(len(ms) * 0.95) - 1)]
    print(
        f"{name}: {len(ms)} moves, median {statistics.median(ms):.2f} ms, "
        f"p95 {p95:.2f} ms, max {ms[-1]:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    options = parser.parse_args()
    to_host: list[float] = []
    to_guest: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CLAIM2_DATA_DIR"] = folder
        for seed in range(options.games):
            asyncio.run(one_game(seed, to_host, to_guest))
    report("guest's move -> host's scene", to_host)
    report("host's move -> guest's scene", to_guest)
    report("both ways", to_host + to_guest)


if __name__ == "__main__":
    main()
