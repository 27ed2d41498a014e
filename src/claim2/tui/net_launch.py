"""Entry points of ``claim2 host`` and ``claim2 join`` (imported only when wanted)."""

from __future__ import annotations


def run_host(
    port: int, bind: str | None = None, seed: int | None = None, *, web_port: int | None = None
) -> int:
    """``claim2 host``: the host's app; the game is held and saved here. ``web_port``:
    ``--web``, browsers may join too."""
    from claim2.net.codes import new_code
    from claim2.sitting.remote.hosting import HostSitting
    from claim2.tui.host_app import HostApp
    from claim2.tui.launch import run_app

    sitting = HostSitting(seed=seed)
    return run_app(HostApp(sitting, code=new_code(), port=port, bind=bind, web_port=web_port))


def run_join(address: str, code: str, name: str, port: int) -> int:
    """``claim2 join``: the guest's app, joining the game at ``address`` with ``code``."""
    from claim2.net.guest import url_of
    from claim2.settings.remembered import load_settings
    from claim2.tui.guest_app import GuestApp
    from claim2.tui.launch import run_app

    if not name.strip():
        known = load_settings().players
        name = known[0] if known else ""

    return run_app(GuestApp(url_of(address, port), code, name, address=address.strip()))
