"""What the couch says (``claim2 play --phones``): on each phone before and around the game,
and on the laptop while it waits for the phones. Plain text in the current language (a
phone's page makes its own language current before it asks); names are data, never markup.
"""

from __future__ import annotations

from claim2.sitting.lobby_words import seat_name
from claim2.text.i18n import _
from claim2.text.names import name_problem, same_person


def no_game_yet() -> str:
    """A phone opened its link while no game is chosen on the laptop."""
    return _("No game yet: choose one on the laptop, with the phones.")


def waiting_for_phones(names: tuple[str, str], missing: tuple[int, ...]) -> str:
    """Before the game: the phones still to come (``missing``: their seats)."""
    if len(missing) == 1:
        seat = missing[0]
        return _("Waiting for {name}'s phone…").format(name=names[seat] or seat_name(seat))
    return _("Waiting for the phones…")


def phone_here(name: str) -> str:
    """The laptop, before the game: a player's phone is there."""
    return _("{name}'s phone is here.").format(name=name)


def phone_away(name: str) -> str:
    """The laptop: a player's phone has not come yet, or has gone (the game waits)."""
    return _("Waiting for {name}'s phone…").format(name=name)


def open_your_link(name: str) -> str:
    """Above a player's link and its code on the laptop."""
    return _("{name}: open this link on your phone, or scan the code").format(name=name)


def phone_left(name: str) -> str:
    """A player's phone has gone (asleep, reloaded, no network): the game waits for it."""
    return _("{name}'s phone has gone — open the same link again to go on.").format(name=name)


def phone_back(name: str) -> str:
    return _("{name}'s phone is back.").format(name=name)


def laptop_closed() -> str:
    """The laptop has closed the game (the phone's page says so and offers nothing more)."""
    return _("The laptop has closed the game. It is saved: 'claim2 play' on the laptop resumes it.")


def game_left() -> str:
    """The laptop has left the game for its start screen (saved: it can be resumed there)."""
    return _("The game was left on the laptop. Wait for the next one to be chosen there.")


def your_name() -> str:
    return _("Your name")


def name_refusal(name: str, other: str | None) -> str | None:
    """Why a phone's player cannot be called ``name`` (``other``: the name the other player
    chose, if any): the one rule for names, and two players never alike; None: they can."""
    if not name:
        return _("Please enter your name.")
    problem = name_problem(name)
    if problem is not None:
        return _("Please choose another name: it {problem}.").format(problem=problem)
    if other and same_person(name, other):
        return _("Please use two different names.")
    return None


def again_button(goes_on: bool) -> str:
    """At the end: the button that asks for another game."""
    return _("Next game") if goes_on else _("Play again")


def again_waiting(other: str) -> str:
    """This phone asked for another game; the other player has not yet."""
    return _("{name} is asked for another game.").format(name=other)


def wants_again(name: str) -> str:
    """The other player asked for another game (on this phone, and on the laptop)."""
    return _("{name} would like to play again.").format(name=name)


def phones_cannot_join(port: int, reason: str) -> str:
    return _("The phones cannot join on port {port}: {reason}").format(port=port, reason=reason)


def phones_title() -> str:
    return _("On phones")


def seat_status(name: str, *, here: bool) -> str:
    """On the laptop before the game: whether a player's phone is there."""
    return phone_here(name) if here else phone_away(name)


def unnamed_status(seat: int, *, here: bool) -> str:
    """The same for a player whose name is not known yet (typed on their phone)."""
    if seat == 0:
        return (
            _("The first player's phone is here.")
            if here
            else _("Waiting for the first player's phone…")
        )
    return (
        _("The second player's phone is here.")
        if here
        else _("Waiting for the second player's phone…")
    )
