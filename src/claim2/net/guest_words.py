"""What a guest's screen says of its connection, in its player's language: joining, waiting
for the host, lost, refused (from the error's code: the host's English text is never
shown), the host gone. Words only, for every front-end of a guest (the terminal's, a
browser's)."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.net.guest import GuestGame, Status
from claim2.text.i18n import _
from claim2.text.names import name_problem


def refusal_text(game: GuestGame) -> str:
    """Why the host did not let ``game``'s player in, or closed its connection."""
    code = game.problem_code or ""
    if code == "bad_name":
        problem = name_problem(game.name) or _("must be a name, not empty or blank")
        return _("your name {problem}").format(problem=problem)
    if code == "wrong_player":
        expected = game.problem_name or "?"
        return _("this game goes on with {name}: join as {name}").format(name=expected)
    words = {
        "wrong_code": _("wrong join code"),
        "version": _("the host plays another version of claim2"),
        "replaced": _("you joined again from elsewhere"),
        "no_hello": _("your computer did not say who you are in time"),
        "too_frequent": _("this game sent too many messages at once"),
        "out_of_turn": _("this game sent a move out of turn"),
        "unreadable": _("the host sent what this game cannot read"),
        "bad_address": _("that is not an address to join"),
    }
    return words.get(code, _("the host could not read what this game sent"))


def status_text(game: GuestGame, address: str) -> str:
    """Where the connection to the host at ``address`` stands, in one or two sentences."""
    status = game.status
    host = game.host_name or _("the host")
    if status is Status.CONNECTING:
        return _("Joining the game at {address}…").format(address=address)
    if status is Status.LOBBY:
        return _("You have joined. Waiting for {name} to start the game…").format(name=host)
    if status is Status.LOST:
        return _("The connection to {name} was lost. Joining again…").format(name=host)
    if status is Status.REFUSED:
        return _("The host did not let you in: {problem}").format(problem=refusal_text(game))
    if status is Status.HOST_LEFT:
        scene = game.scene
        if game.game is None or (scene is not None and scene.kind is ScreenKind.END):
            return _("{name} has closed the game.").format(name=host)  # nothing to resume
        return _(
            "{name} has closed the game. It is saved on their computer: "
            "join again when they host it."
        ).format(name=host)
    return _("The game is about to begin…")
