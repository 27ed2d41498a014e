"""What the browser guest's page says that a terminal guest is not told: joining from the
page, the host closing (a page cannot join again by itself: the next link is new), and the
page's own short pages. Plain text, names as written: the page escapes them."""

from __future__ import annotations

from claim2.text.i18n import _


def joining() -> str:
    return _("Joining the game…")


def host_closed(host_name: str, *, resumable: bool) -> str:
    """The host has quit: what happens to the game, and nothing to press."""
    host = host_name or _("the host")
    if not resumable:
        return _("{name} has closed the game.").format(name=host)
    return _(
        "{name} has closed the game. It is saved on their computer: when they host it "
        "again, ask them for the new link."
    ).format(name=host)


def server_closed() -> str:
    """The page's server has stopped (the host's program has ended)."""
    return _("The host has closed the game. Ask the host for a new link to play again.")


def connection_lost() -> str:
    """The page lost its connection to the host's computer; it tries again by itself."""
    return _("The connection to the host's computer was lost. Trying again…")


def connection_gone() -> str:
    """The page gave up trying: the host's computer cannot be reached."""
    return _(
        "The host's computer cannot be reached. The game is kept there: ask the host for "
        "the link again."
    )


def other_tab() -> str:
    """This page was opened again in another tab or window of this browser."""
    return _("This game is now open in another tab or window of this browser.")


def join_again() -> str:
    return _("Join again")


def no_token_title() -> str:
    return _("This link does not open a game")


def no_token() -> str:
    """A link without its token, or with an old one."""
    return _(
        "This link is not (or no longer) the host's. Ask the host for the link again: "
        "it changes each time they start hosting."
    )


def busy_title() -> str:
    return _("A guest is already playing")


def busy() -> str:
    """Another browser holds the seat."""
    return _(
        "Another browser has joined this game. Only one browser at a time can play this "
        "seat: close the game there first, then reload this page."
    )


def needs_script() -> str:
    """The page's script did not run (switched off in the browser)."""
    return _("This game needs JavaScript: allow it for this page, then reload.")


def misread() -> str:
    """A message from the page that the host could not read (dropped)."""
    return _("The page sent something the game cannot read; it was ignored.")
