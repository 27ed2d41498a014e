"""What the host's app needs to invite a browser: the link to show, and the command that
runs the guest's app (``claim2 join``) for each browser, pointed at this host."""

from __future__ import annotations

import sys

ANY_ADDRESS = (None, "", "0.0.0.0")


def browser_link(address: str, token: str) -> str:
    """The link for a browser: ``address`` (``HOST:PORT`` of the web server, as
    ``net.addresses.local_addresses`` gives it) and the token."""
    return f"http://{address}/?t={token}"


def join_address(bind: str | None, port: int) -> str:
    """Where the guest's process, on this computer, joins the host's game server listening
    on ``bind`` (None: every address) and ``port``."""
    if bind in ANY_ADDRESS:
        return f"127.0.0.1:{port}"
    if bind == "::":
        return f"[::1]:{port}"
    assert bind is not None
    return f"[{bind}]:{port}" if ":" in bind else f"{bind}:{port}"


def guest_command(address: str, code: str, name: str, language: str) -> list[str]:
    """``claim2 join`` as the browser guest's process runs it (this Python, this claim2)."""
    return [
        sys.executable, "-m", "claim2", "--lang", language,
        "join", address, code, "--name", name,
    ]  # fmt: skip
