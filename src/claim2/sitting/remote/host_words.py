"""What the host of a game over the network is told: where the other player joins, their
comings and goings, wrong join codes tried, a port that cannot be opened, the game waiting
to be resumed. Plain text (names and addresses are data, never markup)."""

from __future__ import annotations

from collections.abc import Sequence

from claim2.present.keymap import key_name
from claim2.sitting.lobby import ResumeInfo
from claim2.sitting.notes import Note, Severity
from claim2.text.i18n import _, ngettext


def host_title() -> str:
    return _("Claim 2 over the network")


def join_code_title(code: str) -> str:
    return _("Join code: {code}").format(code=code)


def opening() -> str:
    """Before the game's port is open."""
    return _("Opening the game to the network…")


def where_to_join(
    code: str,
    addresses: Sequence[str],
    web_link: str | None = None,
    web_problem: str | None = None,
) -> list[str]:
    """The lines that tell the other player how to join (``addresses``: this computer's, the
    local network's first; ``web_link``: with ``claim2 host --web``, or why there is none)."""
    lines = [
        _("The other player runs:"),
        f"  claim2 join {addresses[0]} {code}",
        _("Addresses of this computer: {addresses}").format(addresses=", ".join(addresses)),
    ]
    if web_link is not None:
        lines.append(
            _("Or opens this link in a browser ({key}: as a QR code):").format(
                key=key_name("host.web_link")
            )
        )
        lines.append(f"  {web_link}")
    elif web_problem is not None:
        lines.append(web_problem)
    return lines


def guest_left(name: str) -> str:
    """The other player, ``name``, has gone: the game waits for them."""
    return _("{name} has left — waiting for {name}").format(name=name)


def guest_status(name: str | None, *, here: bool, left: bool) -> str:
    """Before a game: whether the other player (``name``, if known) has joined, or left."""
    who = name or _("the other player")
    if here:
        return _("{name} has joined. Choose the game and start it.").format(name=who)
    if left:
        return guest_left(who)
    return _("Waiting for the other player to join…")


def guest_moved(name: str, *, here: bool) -> Note:
    """The other player joined (``here``) or left."""
    if here:
        return Note(_("{name} has joined.").format(name=name))
    return Note(guest_left(name), Severity.WARNING)


def wrong_codes(recent: int) -> str:
    """Wrong join codes were tried: ``recent`` in the last minute."""
    return ngettext(
        "A wrong join code was tried ({count} in the last minute): keep the code between you.",
        "Wrong join codes are being tried ({count} in the last minute): keep the code between you.",
        recent,
    ).format(count=recent)


def wants_again(name: str) -> Note:
    """The other player asks for another game, once a game has ended."""
    return Note(_("{name} would like to play again (n).").format(name=name))


def cannot_open(port: int, reason: str) -> str:
    return _("The game cannot be opened to the network on port {port}: {reason}").format(
        port=port, reason=reason
    )


def browser_link(link: str) -> str:
    """In plain lines (``claim2 host --plain --web``): the link for a browser."""
    return _("Or the other player opens this link in a browser: {link}").format(link=link)


def browsers_cannot_join(port: int, reason: str) -> str:
    return _("Browsers cannot join on port {port}: {reason}").format(port=port, reason=reason)


def unfinished_game(resume: ResumeInfo) -> str:
    """The game saved with this host, offered to be resumed."""
    return _("An unfinished game: {first} – {second}, {where}.").format(
        first=resume.names[0], second=resume.names[1], where=resume.where
    )


def join_with(address: str, code: str) -> str:
    """How the other player joins, in one line (plain lines)."""
    return _("The other player joins with: claim2 join {address} {code}").format(
        address=address, code=code
    )


def wants_another_game(name: str) -> str:
    """The guest asked for another game; the host chooses at the end of the game (plain
    lines: no key to press)."""
    return _("{name} would like to play again.").format(name=name)


def host_saved(name: str, path: str | None = None) -> str:
    """The host left a game in play (``quit``, the end of the input): that it is kept, and
    (``path``: with ``--verbose``; else the command ``where`` says it) where."""
    if path is None:
        return _(
            "The game is saved: 'claim2 host --plain' resumes it, and {name} can join again."
        ).format(name=name)
    return _(
        "The game is saved as {path}: 'claim2 host --plain' resumes it, and {name} can join again."
    ).format(path=path, name=name)
