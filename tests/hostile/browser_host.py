"""A host with its browser port (``claim2 host --web`` without its app), in a process whose
file descriptors are limited to ``argv[1]`` (as ``ulimit -n``): for
tests/hostile/test_browser_port.py. It says its ports and token in one line of JSON, then
answers each line of its input with one line of JSON:

- ``start``: starts a game with the guest who joined (which saves it): the save's problem
  (null: saved) and the descriptors held;
- ``count``: the descriptors held and the browser port's connections;
- anything else (or the end of input): stops.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys

from claim2.net.descriptors import open_descriptors
from claim2.net.host import HostService
from claim2.net.server import start_server
from claim2.sitting.clock import MonotonicClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.remote.hosting import HostSitting
from claim2.web.guest_seat import GuestSeat
from claim2.web.server import PageServer

CODE = "123-456-789"


async def host() -> None:
    sitting = HostSitting(seed=1)
    sitting.open()
    sitting.host_name = "Ann"
    service = HostService(sitting, CODE, MonotonicClock())
    server = await start_server(service, "127.0.0.1", 0)
    web = PageServer()
    token = web.add_seat(GuestSeat(service))
    web_port = await web.start("127.0.0.1", 0)
    game_port = server.sockets[0].getsockname()[1]
    say({"game": game_port, "web": web_port, "token": token, "code": CODE})
    loop = asyncio.get_running_loop()
    try:
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
            if line == "start":
                guest = sitting.remote.name or "Bob"
                sitting.start_now(NewGame(("Ann", guest), first_leader=0))
                say({"problem": sitting.save_problem(), "descriptors": open_descriptors()})
            elif line == "count":
                say({"descriptors": open_descriptors(), "connections": web.listener.connections})
            else:
                break
    finally:
        await web.close()
        service.closing()
        server.close()
        sitting.close()


def say(answer: dict[str, object]) -> None:
    print(json.dumps(answer), flush=True)


def main() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    limit = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    asyncio.run(host())


if __name__ == "__main__":
    main()
