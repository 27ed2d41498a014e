"""What the start of a sitting says about games: the unfinished one and those kept aside
(all public: the start is seen by anyone at the laptop)."""

from __future__ import annotations

from enum import Enum

from claim2.present.narrator import trick_heading
from claim2.present.phrase import Phrase, said
from claim2.sitting.lobby import Lobby, ResumeInfo, ShelvedInfo, Unfinished
from claim2.sitting.notes import Question
from claim2.text.i18n import _

#: The wins that take a match, as records allow (``claim2.records.parts.MATCH_LENGTHS``;
#: not imported, so the start screen loads no pydantic; a test holds them the same).
MATCH_LENGTHS = (2, 3)


def no_game_here(problem: str) -> str:
    """Plain lines: the data folder cannot hold a game (read-only, not ours to write), said in
    one line before anything is dealt (a game that could never be saved is not begun)."""
    return _(
        "{problem}: no game could be saved there, so none starts. Give another folder with "
        "CLAIM2_DATA_DIR."
    ).format(problem=problem[:1].upper() + problem[1:])


def one_game() -> str:
    return _("One game")


def match_to(wins: int) -> str:
    return _("Match to {wins} wins").format(wins=wins)


def match_choices() -> list[tuple[int | None, str]]:
    """What may be played: one game (None), or a match to each length."""
    return [(None, one_game()), *((wins, match_to(wins)) for wins in MATCH_LENGTHS)]


def where_line(game: ResumeInfo) -> Phrase:
    """Where a game stands, and when it was kept if another reads alike."""
    where = trick_heading(game.phase, game.trick)
    if game.when:
        return Phrase("{where} · {when}", {"where": where, "when": game.when})
    return where


def shelved_line(game: ResumeInfo) -> Phrase:
    """An unfinished game in a line: who plays (with the tally, in a match), where it
    stands, and when it was kept if another reads alike."""
    if game.match is not None:
        return said(
            _("Match game {number}: {tally} · {where}"),
            number=game.match.game,
            tally=game.match.tally,
            where=where_line(game),
        )
    return said(
        _("{first} and {second} · {where}"),
        first=game.names[0],
        second=game.names[1],
        where=where_line(game),
    )


def resume_line(resume: ResumeInfo) -> Phrase:
    """The unfinished game (a match's, as in the list of games kept aside)."""
    if resume.match is not None:
        return shelved_line(resume)
    return said(
        _("Unfinished game: {first} and {second} · {where}"),
        first=resume.names[0],
        second=resume.names[1],
        where=trick_heading(resume.phase, resume.trick),
    )


def unfinished_question(question: Unfinished) -> Phrase:
    """Asked before a new game over an unfinished one: resume it, or keep it aside."""
    return said(
        _(
            "{first} and {second} have not finished their game ({where}). "
            "Resume it, or keep it aside (the start screen lists it) and start "
            "the new game?"
        ),
        first=question.names[0],
        second=question.names[1],
        where=question.where,
    )


def resuming_line(resume: ResumeInfo) -> Phrase:
    """The unfinished game is the one the command line asked for: it goes on."""
    return said(
        _("Resuming the unfinished game of {first} and {second} ({where})."),
        first=resume.names[0],
        second=resume.names[1],
        where=trick_heading(resume.phase, resume.trick),
    )


def waiting_differs(resume: ResumeInfo) -> Phrase:
    """The command line asked for another game than the unfinished one: nothing is done."""
    return said(
        _(
            "An unfinished game of {first} and {second} ({where}) is waiting, not the game "
            "asked for: add --resume to play it, or --new to keep it aside and start the "
            "new one."
        ),
        first=resume.names[0],
        second=resume.names[1],
        where=trick_heading(resume.phase, resume.trick),
    )


def nothing_to_resume() -> Phrase:
    """``--resume`` with no unfinished game."""
    return said(_("There is no unfinished game to resume."))


class Begin(Enum):
    """What the start offers besides a game kept aside (``ShelvedInfo``): the unfinished
    game, a new game, or leaving."""

    RESUME = "resume"
    NEW = "new"
    QUIT = "quit"


def start_menu(lobby: Lobby, *, shelved: bool = True) -> list[tuple[Begin | ShelvedInfo, Phrase]]:
    """The start's choices, in order: resume the unfinished game (if there is one), a new
    game, each game kept aside (``shelved``), quit."""
    menu: list[tuple[Begin | ShelvedInfo, Phrase]] = []
    if lobby.resume is not None:
        menu.append((Begin.RESUME, said(_("Resume it"))))
    menu.append((Begin.NEW, said(_("New game"))))
    if shelved:
        menu += [
            (info, said(_("Resume {game}"), game=shelved_line(info.game))) for info in lobby.shelved
        ]
    menu.append((Begin.QUIT, said(_("Quit"))))
    return menu


class UnfinishedChoice(Enum):
    """The answers to ``unfinished_question``."""

    RESUME = "resume"
    KEEP_ASIDE = "keep-aside"
    CANCEL = "cancel"


def unfinished_choices() -> list[tuple[UnfinishedChoice, str]]:
    """The answers to ``unfinished_question``, in order, with their words."""
    return [
        (UnfinishedChoice.RESUME, _("Resume it")),
        (UnfinishedChoice.KEEP_ASIDE, _("Keep it aside, start")),
        (UnfinishedChoice.CANCEL, _("Cancel")),
    ]


def names_refusal(
    names: tuple[str, str], *, computer: bool, phones: bool = False
) -> tuple[int, Phrase] | None:
    """Why a new game cannot start with ``names`` (against the computer, the second is the
    computer's): the seat whose name to change and what to say; None when it can.
    ``phones``: a name not given is typed on that player's phone (the couch)."""
    from claim2.text.names import name_problem, same_person

    if computer and not names[0] and not phones:
        return 0, said(_("Please enter your name."))
    if (not names[0] or not names[1]) and not phones:
        return (0 if not names[0] else 1), said(_("Please enter both players' names."))
    if all(names) and same_person(*names):  # as records check it (claim2.text.names)
        return 1, said(_("Please use two different names."))
    for seat, name in enumerate(names):
        wrong = name_problem(name) if name else None
        if wrong is not None:  # pasted control characters, bidi overrides, too wide
            return seat, said(_("Please choose another name: it {problem}."), problem=wrong)
    return None


def hosted_names(host: str, guest_typed: str, guest_joined: str) -> tuple[str, str]:
    """The names of a game hosted over the network: the host's as typed (or "Host"); the
    guest's as they joined, for a name is its player's own (the host never renames a guest
    who is there, who would not be told), else as the host typed it for the guest still to
    come (or "Guest")."""
    return host or _("Host"), guest_joined or guest_typed or _("Guest")


def hosted_names_refusal(
    names: tuple[str, str], *, guest_joined: bool
) -> tuple[int, Phrase] | None:
    """``names_refusal`` for a game hosted over the network: a guest who joined keeps their
    name, so a name that clashes with theirs is the host's to change."""
    refusal = names_refusal(names, computer=False)
    if refusal is not None and guest_joined and refusal[0] == 1:
        return 0, refusal[1]
    return refusal


def name_after_enter(names: tuple[str, str], seat: int, *, computer: bool) -> int | None:
    """Enter in ``seat``'s name field: the seat whose name is still to be typed (the other
    player's, while it is empty and this one is not), or None: start the game (or say,
    with ``names_refusal``, why it cannot start)."""
    other = 1 - seat
    if not computer and names[seat] and not names[other]:
        return other
    return None


def quit_with_a_game_waiting() -> Question:
    """Leaving from the start while an unfinished game waits to be resumed: asked first
    (a key pressed by accident never closes the app), though the game stays saved."""
    return Question(
        _("Quit"),
        _("The unfinished game stays saved: 'claim2 play' offers to resume it. Quit now?"),
        _("Quit"),
        _("Stay"),
    )


def leader_question() -> str:
    """Asked before a new game (R2: the youngest player leads, or it is drawn)."""
    return _("Who leads the first trick? The youngest player, or pick at random.")


def seat_name(seat: int, *, computer: bool = False) -> str:
    """A seat whose name is not given yet (``computer``: the person plays seat 0 against
    the computer)."""
    if computer and seat == 0:
        return _("You")
    return _("First player") if seat == 0 else _("Second player")


def leader_line(names: tuple[str, str], leader: int | None, *, computer: bool) -> Phrase:
    """The leader chosen, in words, with the names as typed (None: drawn at random)."""
    if leader is None:
        return said(_("→ Who leads the first trick is drawn at random."))
    if leader == 0 and computer and not names[0]:
        return said(_("→ You lead the first trick."))  # the choice says "You"
    return said(_("→ {name} leads the first trick."), name=names[leader] or seat_name(leader))
