"""``claim2 host --plain --web``: the host in plain lines, the guest on the page served by
the same process (no process started for it); the host leaving tells the page."""

from __future__ import annotations

import asyncio
import io
import json
import re
from pathlib import Path

import aiohttp

from claim2.plain.hosting import PlainHost
from claim2.plain.lines import Speaker
from claim2.plain.live import LiveTalk
from claim2.sitting.clock import ManualClock
from claim2.sitting.remote.hosting import HostSitting
from net.helpers import CODE, run, until


def test_a_browser_joins_a_plain_host_and_is_told_when_it_leaves(data_dir: Path) -> None:
    out = io.StringIO()
    talk = LiveTalk(Speaker(out))

    async def play() -> int:
        host = PlainHost(
            HostSitting(seed=2),
            talk,
            code=CODE,
            port=0,
            bind="127.0.0.1",
            name="Ann",
            clock=ManualClock(),
            web_port=0,
        )
        hosting = asyncio.create_task(host.run())
        await until(lambda: "in a browser: http://" in out.getvalue())
        found = re.search(r"in a browser: (http://\S+)", out.getvalue())
        assert found is not None
        link = found.group(1)
        base = link.split("/?", 1)[0]
        jar = aiohttp.CookieJar(unsafe=True)
        async with aiohttp.ClientSession(cookie_jar=jar) as browser:
            async with browser.get(link) as response:
                assert response.status == 200
            token = link.rsplit("=", 1)[1]
            socket = await browser.ws_connect(
                base.replace("http", "ws") + f"/ws/{token}", origin=base
            )
            frame = json.loads((await socket.receive(timeout=5)).data)
            await socket.send_str(json.dumps({"do": "name", "v": frame["v"], "name": "Bob"}))
            await until(lambda: "Bob has joined." in out.getvalue())
            talk.heard("quit")
            last = ""
            while "closed the game" not in last:
                message = await socket.receive(timeout=5)
                assert message.type == aiohttp.WSMsgType.TEXT, message
                last = json.loads(message.data).get("html") or ""
            return await hosting

    assert run(play(), 30) == 0
