"""The addresses of this computer that another one may join, for the host's screen (and any
other front-end of a host: ``machine_addresses`` is the one to call).

Read from the machine's network interfaces (``ifaddr``), not from the host name: on Debian
and Ubuntu the host name maps to 127.0.1.1, which no other computer can reach.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable

import ifaddr

#: Interfaces that are not the local network's (containers, virtual machines, VPNs): their
#: addresses come after the others'.
VIRTUAL = (
    "docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "lxd", "podman", "cni",
    "flannel", "tun", "tap", "wg", "tailscale", "zt", "utun", "awdl", "llw", "bridge",
)  # fmt: skip

Found = tuple[str, str]  # an interface's name, one of its addresses


def _interfaces() -> list[Found]:
    found: list[Found] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            address = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            found.append((str(adapter.nice_name or adapter.name), str(address)))
    return found


def machine_addresses(interfaces: Callable[[], Iterable[Found]] = _interfaces) -> list[str]:
    """Every address of this machine's network interfaces another machine could reach (no
    loopback, no link-local), the local network's first: IPv4 before IPv6, the private
    ranges of a home or office network (192.168.x, 10.x, 172.16-31.x, fd00::/8) before
    other addresses, real interfaces before virtual ones (``VIRTUAL``)."""
    try:
        found = list(interfaces())
    except OSError:
        found = []
    ranked: list[tuple[tuple[int, int, int, int], str]] = []
    seen: set[str] = set()
    for order, (interface, text) in enumerate(found):
        try:
            parsed = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        address = str(parsed)
        if parsed.is_loopback or parsed.is_link_local or parsed.is_unspecified:
            continue
        if parsed.is_multicast or address in seen:
            continue
        seen.add(address)
        virtual = interface.lower().startswith(VIRTUAL)
        rank = (parsed.version, int(virtual), int(not parsed.is_private), order)
        ranked.append((rank, address))
    return [address for _rank, address in sorted(ranked)]


def local_addresses(
    port: int,
    bind: str | None = None,
    interfaces: Callable[[], Iterable[Found]] = _interfaces,
) -> list[str]:
    """``ADDRESS:PORT`` for each address of this computer a guest could use, the local
    network's first (``machine_addresses``); the one given to ``--bind``, if any; this
    computer's own loopback only when it has no other."""
    if bind not in (None, "", "0.0.0.0", "::"):
        return [_with_port(str(bind), port)]
    found = machine_addresses(interfaces) or ["127.0.0.1"]
    return [_with_port(address, port) for address in found]


def _with_port(address: str, port: int) -> str:
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
