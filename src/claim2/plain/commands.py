"""The commands of a game, at any of its questions: ``hand``, ``table``, ``score``,
``piles``, ``votes``, ``why``, ``log``, ``rules`` (``rules seers``), ``hint``, ``undo``,
``repeat``, ``where``, ``help`` and ``quit``. The brief lines say each event in a sentence;
every fact they leave out is one of these away (``repeat``: the scene in full).

Each is answered from the scene on the screen: ``hand`` and the seat's own lines of
``table`` and ``piles`` from its private view only (a public scene between two people has
none), the rest from what both players see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from claim2.ai.hints import Hint
from claim2.engine.events import CardPlayed, Event, PhaseTwoBegan, PrizeRevealed
from claim2.game.steps import NextScreen
from claim2.plain.brief import brief_of, spoken
from claim2.plain.lines import Speaker, codes_in_words
from claim2.plain.piles import pile_lines, score_lines, table_lines, votes_lines
from claim2.plain.questions import Command, OnCommand, command_word
from claim2.plain.rules import contents, section_lines
from claim2.present.phrase import Joined, Phrase, said
from claim2.present.scenes.piles import kept_line
from claim2.present.scenes.public import log_lines, result_heading, result_lines
from claim2.present.scenes.turn import hint_line, hints_off
from claim2.sitting.notes import Note
from claim2.sitting.scene import Scene
from claim2.text.i18n import N_, _


class Leave(Exception):
    """``quit`` was asked for: the game (saved) is left."""


#: What each command does, for ``help``.
COMMAND_HELP: dict[Command, str] = {
    Command.HAND: N_("your cards"),
    Command.TABLE: N_("what lies where: prizes, followers, score piles, cards aside"),
    Command.SCORE: N_("how the factions would vote now"),
    Command.PILES: N_("the cards of each pile"),
    Command.VOTES: N_("each faction's cards on both sides, and its vote"),
    Command.WHY: N_("the last trick in full: who won it and why, who leads"),
    Command.LOG: N_("every trick so far"),
    Command.RULES: N_("the rules, for example 'rules seers'"),
    Command.HINT: N_("a suggested move, when hints are on"),
    Command.UNDO: N_("take your last card back, when that is allowed"),
    Command.REPEAT: N_("say the scene again, in full"),
    Command.WHERE: N_("the file the game is saved in"),
    Command.HELP: N_("these commands"),
    Command.QUIT: N_("leave; the game is saved"),
}


def help_line() -> Phrase:
    """The commands and what each does, in one line."""
    parts = tuple(
        said(_("{command} ({what})"), command=command_word(command), what=_(what))
        for command, what in COMMAND_HELP.items()
    )
    return said(_("At any question you can type: {commands}."), commands=Joined(parts, ", "))


def rules_lines(asked: str) -> list[str | Phrase]:
    """``rules``: the contents, or the part asked for."""
    return [*contents()] if not asked else section_lines(asked)


class Seated(Protocol):
    """The table a player's commands act on: a game at this screen (``Table``), the host's
    or the guest's side of a game over the network (``RemoteTable``, ``GuestTable``)."""

    @property
    def scene(self) -> Scene | None: ...

    def hint_request(self, shown: NextScreen) -> Callable[[], Hint] | None: ...

    def take_back(self, shown: NextScreen) -> Note: ...


class Commands:
    """The commands at the questions of the game on ``table()`` (None: no game), said on
    ``speaker``; ``repeat`` says a scene again."""

    def __init__(
        self,
        table: Callable[[], Seated | None],
        speaker: Speaker,
        repeat: Callable[[Scene], None],
    ) -> None:
        self.table = table
        self.speaker = speaker
        self.repeat = repeat
        #: where the game is saved on this computer (None: it is not, e.g. a guest's)
        self.saved_at: Callable[[], str | None] = lambda: None
        #: the seat of this screen over the network (see ``brief.brief_of``)
        self.you: Callable[[], int | None] = lambda: None

    def on(self, scene: Scene) -> OnCommand:
        """The commands at a question of ``scene``."""
        return lambda command, rest: self.do(scene, command, rest)

    def do(self, scene: Scene, command: Command, rest: str) -> bool:
        """Do ``command``; whether ``scene`` is still the one on the screen."""
        say = self.speaker.say_all
        told = spoken(scene, self.you())  # the names said: "Computer" for the computer
        if command is Command.QUIT:
            raise Leave
        if command is Command.HAND:
            say(hand_lines(told))
        elif command is Command.TABLE:
            say(table_lines(told.public, told.names, told.seen))
        elif command is Command.SCORE:
            say(score_lines(told.public, brief_of(told, self.you())))
        elif command is Command.PILES:
            say(pile_lines(told.public, told.names, told.seen))
        elif command is Command.VOTES:
            say(votes_lines(told.public, told.names))
        elif command is Command.WHY:
            say(why_lines(told))
        elif command is Command.WHERE:
            say([where_line(scene, self.saved_at())])
        elif command is Command.LOG:
            lines = [phrase for _indent, phrase in log_lines(told.log, told.names)]
            say(lines or [said(_("Nothing has been played yet."))])
        elif command is Command.RULES:
            say(rules_lines(rest))
        elif command is Command.HINT:
            say([self._hint(scene)])
        elif command is Command.UNDO:
            return self._undo(scene)
        elif command is Command.REPEAT:
            self.repeat(scene)
        else:
            say([help_line()])
        return True

    def _hint(self, scene: Scene) -> Phrase:
        table = self.table()
        if table is None or not scene.acts:
            return said(_("A hint is for your own turn."))
        request = table.hint_request(scene.shown)
        if request is None:
            return hints_off()
        hint = request()
        return hint_line(hint._replace(reason=codes_in_words(hint.reason)))

    def _undo(self, scene: Scene) -> bool:
        table = self.table()
        if table is None:
            return True
        note = table.take_back(scene.shown)
        self.speaker.say(codes_in_words(note.text))  # "Ann took Troll 7 back."
        return table.scene is scene


def hand_lines(scene: Scene) -> list[Phrase]:
    """``hand``: the cards of the player whose screen it is (none on a public scene)."""
    seen = scene.seen
    if seen is None:
        return [said(_("No hand is shown now: nobody's cards are on the screen."))]
    return [
        said(
            _("Your hand, {name}: {cards}."),
            name=scene.names[seen.seat],
            cards=seen.hand,
        )
    ]


def why_lines(scene: Scene) -> list[Phrase]:
    """``why``: the last trick in full, from the public log: its cards, who won it and why
    (R4), what each player took, who leads next and why (R5)."""
    last = scene.public.last_trick
    if last is None:
        return [said(_("No trick has been played yet."))]
    log = list(scene.log)
    at = max((number for number, event in enumerate(log) if event == last), default=len(log))
    after: list[Event] = []
    for event in log[at + 1 :]:
        if isinstance(event, PrizeRevealed | CardPlayed | PhaseTwoBegan):
            break
        after.append(event)
    return [result_heading(last), *result_lines(last, after, scene.names)]


def where_line(scene: Scene, path: str | None) -> Phrase:
    """``where``: the file of a finished game kept for replay, or of the game being played
    (saved after every move), or that none on this computer holds it."""
    if scene.kept is not None:
        return kept_line(scene.kept)
    if path is None:
        return said(_("This game is not saved on this computer."))
    return said(_("The game is saved as {path} after every move."), path=path)
