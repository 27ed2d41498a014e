"""What the guest of a game over the network is told, in the guest's own language: where
the joining stands, a new game's announcement, the host's answers and refusals.

Plain text (names as written): a front-end shows it as text, never as markup.
"""

from __future__ import annotations

from claim2.engine import IllegalAction
from claim2.game.matches import tally_text
from claim2.present.keymap import key_names
from claim2.sitting.guest.news import GameInfo, Standing, Status, TakeBackAnswer
from claim2.sitting.lobby_words import one_game
from claim2.sitting.notes import Note, Question, take_back_answered
from claim2.text.i18n import _
from claim2.text.names import name_problem
from claim2.text.wording import illegal_action_text


def leave_line() -> str:
    """The line under a status that ends the joining."""
    first, second = key_names("guest.leave")[:2]
    return _("Press {key} or {other} to leave.").format(key=first, other=second)


def refusal_text(code: str | None, name: str, expected: str | None) -> str:
    """Why the host did not let the guest (who gave ``name``) in, or closed its connection,
    from the error's ``code`` (docs/protocol.md; ``expected``: the player a
    ``wrong_player`` refusal names): the host's English text is never shown."""
    code = code or ""
    if code == "bad_name":
        problem = name_problem(name) or _("must be a name, not empty or blank")
        return _("your name {problem}").format(problem=problem)
    if code == "wrong_player":
        expected = expected or "?"
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


def status_text(
    status: Status, host_name: str, address: str, *, refused: str, resumable: bool
) -> str:
    """Where the connection to the host at ``address`` stands, in one or two sentences
    (``refused``: why the host refused, ``refusal_text``; ``resumable``: a game the host
    left is still in play, to be joined again)."""
    host = host_name or _("the host")
    if status is Status.CONNECTING:
        return _("Joining the game at {address}…").format(address=address)
    if status is Status.LOBBY:
        return _("You have joined. Waiting for {name} to start the game…").format(name=host)
    if status is Status.LOST:
        return _("The connection to {name} was lost. Joining again…").format(name=host)
    if status is Status.REFUSED:
        return _("The host did not let you in: {problem}").format(problem=refused)
    if status is Status.HOST_LEFT:
        if not resumable:
            return _("{name} has closed the game.").format(name=host)  # nothing to resume
        return _(
            "{name} has closed the game. It is saved on their computer: "
            "join again when they host it."
        ).format(name=host)
    return _("The game is about to begin…")


def announcement(game: GameInfo) -> list[str]:
    """A new game: its names, who leads first and the match, before the deal."""
    lines = [
        _("{first} – {second}").format(first=game.names[0], second=game.names[1]),
        _("{name} leads first.").format(name=game.names[game.first_leader]),
    ]
    if game.match is not None:
        lines.append(
            _("Match (first to {wins} wins) · game {number}").format(
                wins=game.match.first_to, number=game.match.game
            )
        )
        lines.append(tally_text(game.names, game.match.tally))
    else:
        lines.append(one_game())
    if game.resumed:
        lines.append(_("The game goes on where it was."))
    return lines


def announcement_title() -> str:
    return _("The game")


def standing_line(names: tuple[str, str], standing: Standing) -> str:
    """After a game of a match: the tally and whether the match goes on."""
    if standing.winner is not None:
        state = _("{name} wins the match!").format(name=names[standing.winner])
    else:
        state = _("The match goes on: game {number} is next.").format(number=standing.next_game)
    return _("{tally} · {state}").format(tally=tally_text(names, standing.tally), state=state)


def refused_move(error: IllegalAction, names: tuple[str, str]) -> str:
    return _("That move is not allowed: {reason}.").format(reason=illegal_action_text(error, names))


def answer_note(answer: TakeBackAnswer, names: tuple[str, str], card: str) -> Note:
    """The other player's answer to the guest's take-back question about ``card`` (as the
    screen writes a card)."""
    return take_back_answered(
        names[1 - answer.seat], card, allowed=answer.allowed, lapsed=answer.lapsed
    )


def take_back_asked(other: str, card: str) -> str:
    return _("{name} is asked whether you may take {card} back…").format(name=other, card=card)


def nothing_to_take_back() -> str:
    return _("There is no card to take back now.")


def not_connected() -> str:
    return _("Not connected: joining again…")


def again_asked(other: str) -> str:
    return _("{name} is asked for another game.").format(name=other)


def connection_lost() -> str:
    return _("Connection lost — joining again…")


def quit_question() -> Question:
    return Question(
        _("Quit"),
        _("The game is kept on the host's computer: you can join again. Quit now?"),
        _("Quit"),
        _("Keep playing"),
    )


def farewell(address: str, code: str) -> str:
    """Once the guest has left a game still in play: how to join it again."""
    return _(
        "The game is kept on the host's computer: join again with claim2 join {address} {code}"
    ).format(address=address, code=code)
