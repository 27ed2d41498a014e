"""The addresses of this computer that another one may join, for the host's screen."""

from __future__ import annotations

import ipaddress
import socket


def local_addresses(port: int, bind: str | None = None) -> list[str]:
    """``ADDRESS:PORT`` for each address of this computer a guest could use (the local
    network's first, this computer's own loopback last)."""
    if bind not in (None, "", "0.0.0.0", "::"):
        return [_with_port(str(bind), port)]
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, proto=socket.IPPROTO_TCP)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0]).split("%")[0]
        try:
            parsed = ipaddress.ip_address(address)
        except ValueError:
            continue
        if parsed.is_loopback or parsed.is_link_local or address in found:
            continue
        found.append(address)
    found.sort(key=lambda address: ":" in address)  # IPv4 first: easier to read out
    return [_with_port(address, port) for address in [*found, "127.0.0.1"]]


def _with_port(address: str, port: int) -> str:
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
