"""What a seat's page says whatever table the seat is at (the network guest's, a phone at the
couch): a browser new to a seat asked before the seat is shown to it. Plain text in the page's
language (current when asked); names are data, never markup."""

from __future__ import annotations

from claim2.text.i18n import _


def phone_busy_title() -> str:
    """A phone's link opened in a browser while another phone plays that seat (the couch has
    no guests: each seat is a person's phone)."""
    return _("This seat's phone is already here")


def phone_busy() -> str:
    return _(
        "Another phone is playing this seat. Only one phone at a time can play it: close the "
        "game there first, then reload this page."
    )


def newcomer_question(name: str) -> str:
    """Another browser than the one that played this seat opened its link: nothing of the
    seat is shown until the person says they are its player."""
    return _(
        "This game goes on with {name}, who played it in another browser. If you are "
        "{name}, join as {name}; if not, close this page."
    ).format(name=name)


def join_as(name: str) -> str:
    """The button that says yes to ``newcomer_question``."""
    return _("Join as {name}").format(name=name)
