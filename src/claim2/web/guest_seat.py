"""The network guest's seat, for its page: a ``GuestGame`` in the host's own process, joined
to the host's ``HostService`` through a connection in memory (``claim2.net.memory``).

Why this way: the page is given what the guest's table knows and nothing else, and that
table knows only what the service sends the guest's seat (its own ``PlayerView``, R17), as
checked by the same decoder as a message from a socket. The service cannot tell this
guest from a ``claim2 join`` over the network: the same door (under a sender of its own,
never an address, so wrong codes from anywhere never hold it out), the same one-player
seat rule, the same refusals. No process is started, no secret goes on a command line, and
nothing is written in the host's data folder by the guest (its language is its page's).

The page asks the player's name first (``Naming``); a reload joins again under it. A browser
new to the seat (another than the one that played it) is shown nothing of the game until
the person says they are its player (``seat_words.newcomer_question``, the rejoin button).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from claim2.engine import Action
from claim2.game.steps import NextScreen, ScreenKind
from claim2.net.guest import GuestGame
from claim2.net.host import HostService
from claim2.net.memory import MemoryConnection
from claim2.sitting.guest import page_words
from claim2.sitting.guest import words as guest_words
from claim2.sitting.guest.news import GameInfo, News, Status, TakeBackQuestion
from claim2.sitting.notes import Note, Question, take_back_question
from claim2.sitting.remote import seat_words
from claim2.text.i18n import _
from claim2.text.names import name_problem
from claim2.text.wording import card_words
from claim2.web.seat import Naming, SeatNow

NAME_REFUSALS = ("bad_name", "wrong_player")  # the host's refusals answered by another name
MAX_TYPED = 200  # characters of a typed name looked at


class GuestSeat:
    """The guest's seat of the game ``service`` serves (a ``SeatSource``). ``suggested()``:
    the name to offer on the page (the saved game's guest, the last one), if any."""

    def __init__(
        self, service: HostService, suggested: Callable[[], str | None] | None = None
    ) -> None:
        self.service = service
        self.suggested = suggested or (lambda: None)
        self.name: str | None = None  # the name the guest joins under (chosen on the page)
        self.game: GuestGame | None = None
        self.connection: MemoryConnection | None = None
        self.present = False  # a browser's page is connected
        self._typed: str | None = None  # a name refused by the rule, before joining
        self._asking: str | None = None  # a newcomer is asked: join as this name?
        self._listeners: list[Callable[[], None]] = []
        self._news: list[News] = []  # to be worded once, in the page's language
        self._question: tuple[TakeBackQuestion, NextScreen | None] | None = None
        self._again_for: GameInfo | None = None

    # SeatSource --------------------------------------------------------------------------------

    def listen(self, changed: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(changed)

        def stop() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(changed)

        return stop

    def now(self) -> SeatNow:
        asking = self._asking
        if asking is not None:
            return SeatNow(
                status=seat_words.newcomer_question(asking), rejoin=seat_words.join_as(asking)
            )
        game = self.game
        if self.name is None or game is None:
            problem = name_problem(self._typed) if self._typed is not None else None
            return SeatNow(naming=Naming(self._suggestion(), problem))
        status = game.status
        if status is Status.REFUSED:
            return self._refused(game)
        scene = game.scene if game.playing or game.ended else None
        if status is Status.HOST_LEFT:
            over = game.record is not None or (scene is not None and scene.kind is ScreenKind.END)
            resumable = game.game is not None and not over
            return SeatNow(
                scene=scene,
                status=page_words.host_closed(game.host_name, resumable=resumable),
                closed=True,
                record=game.record if over else None,  # a review shown stays
            )
        if scene is None:
            words = (
                page_words.joining()
                if status is Status.CONNECTING
                else guest_words.status_text(
                    status, game.host_name, "", refused="", resumable=False
                )
            )
            return SeatNow(status=words)
        again = None
        if scene.kind is ScreenKind.END and self._again_for is not game.game:
            again = _("Next game") if scene.in_match and scene.match_goes_on else _("Play again")
        record = game.record if scene.kind is ScreenKind.END else None
        return SeatNow(
            scene=scene, question=self._open_question(scene.shown), again=again, record=record
        )

    def take_notes(self) -> list[Note]:
        if self._asking is not None:
            return []  # the seat's notes wait for its player
        game, news, self._news = self.game, self._news, []
        if game is None:
            return []
        return [note for item in news if (note := game.note_for(item)) is not None]

    def arrived(self, newcomer: bool = False) -> None:
        self.present = True
        if newcomer and self.name is not None:
            self._asking = self.name
        elif self.name is not None and self._asking is None:
            self._join()
        self._changed()

    def left(self) -> None:
        self.present = False
        connection = self.connection
        if connection is not None:
            connection.close()
        self._changed()

    def choose_name(self, name: str) -> None:
        typed = name[:MAX_TYPED].strip()
        if name_problem(typed) is not None:
            self._typed = typed
            self._changed()
            return
        self._typed, self._asking = None, None  # a name given: the host's seat rule decides
        self.name = typed
        self._new_game()
        self._join()
        self._changed()

    def rejoin(self) -> None:
        if self._asking is not None:  # the newcomer is the seat's player: joins as them
            self._asking = None
            self._join()
            self._changed()
            return
        game = self.game
        if game is None or game.status is not Status.REFUSED or self.name is None:
            return
        self._new_game()
        self._join()
        self._changed()

    def reveal(self, shown: NextScreen) -> bool:
        return False  # the guest has a screen of its own: no hand-offs

    def proceed(self, shown: NextScreen) -> bool:
        return self.game.proceed(shown) if self.game is not None else False

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        if self.game is None:
            return None
        return self.game.play(action, shown)

    def take_back(self, shown: NextScreen) -> Note:
        game = self.game
        if game is None:
            return Note(guest_words.nothing_to_take_back())
        return game.take_back(shown)

    def answer(self, allow: bool) -> None:
        game = self.game
        if game is not None and self._question is not None:
            self._question = None
            game.answer(allow)
            self._changed()

    def again(self) -> Note | None:
        game = self.game
        if game is None or game.game is None or self._again_for is game.game:
            return None
        self._again_for = game.game
        note = game.again()
        self._changed()
        return note

    def hint(self, shown: NextScreen) -> None:
        return None  # no hints over the network

    # Inside ----------------------------------------------------------------------------------

    def _suggestion(self) -> str:
        return self._typed or self.name or self.suggested() or ""

    def _refused(self, game: GuestGame) -> SeatNow:
        code = game.problem_code
        refusal = guest_words.refusal_text(code, game.name, game.problem_name)
        if code in NAME_REFUSALS:
            suggested = game.problem_name or game.name
            return SeatNow(naming=Naming(suggested, refusal))
        status = _("The host did not let you in: {problem}").format(problem=refusal)
        if code == "replaced":
            return SeatNow(status=status, rejoin=page_words.join_again())
        return SeatNow(status=status, closed=True)

    def _open_question(self, shown: NextScreen) -> Question | None:
        asked = self._question
        game = self.game
        if asked is None or game is None or game.game is None:
            return None
        question, when = asked
        if when is not None and when != shown:  # the game has moved on: it lapsed
            self._question = None
            return None
        name = game.game.names[question.seat]
        return take_back_question(name, card_words(question.card))

    def _new_game(self) -> None:
        old = self.connection
        if old is not None:
            old.close()
        assert self.name is not None
        self.game = GuestGame(self.service.code, self.name)
        self.game.card_text = card_words  # a card in a note in words, as on the rest of the page
        self.connection = MemoryConnection(self.service, self.game, self._heard)
        self._question = None
        self._news.clear()

    def _join(self) -> None:
        if self.game is None or self.game.ended:
            return
        if self.present and self.connection is not None:
            self.connection.open()

    def _heard(self) -> None:
        """A message from the host was read (or the connection ended)."""
        game = self.game
        if game is not None:
            for item in game.take_news():
                if isinstance(item, TakeBackQuestion):
                    scene = game.scene
                    self._question = (item, scene.shown if scene is not None else None)
                else:
                    self._news.append(item)
        self._changed()

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()
