"""The guest's side of a game over the network, as a table: the scenes the host sends for
the guest's seat, and the player's answers, sent back to the host.

The guest's machine holds no game: the host's engine decides, and ``GuestTable`` keeps
what the host has said (the guest's own scene, the public log, the record once the game
has ended) and turns the player's answers (a card, going on, a take-back) into
``Answer`` values for the connection to send (``claim2.net.guest`` decodes the host's
messages into calls here and encodes the answers). A front-end draws its scenes as it
draws a local game's (``Table``'s); ``guest_words`` says what the guest is told.

While the host's player chooses, the guest's scene is its own view, of kind
``ScreenKind.WAITING``. No Textual and no sockets here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from claim2.engine import Action, Card
from claim2.engine.events import Event
from claim2.game.steps import NextScreen, ScreenKind
from claim2.records.record import GameRecord
from claim2.sitting.guest import words as guest_words
from claim2.sitting.guest.news import (
    Again,
    Answer,
    AnswerTakeBack,
    AskTakeBack,
    GameInfo,
    News,
    Play,
    Proceed,
    Refused,
    Standing,
    Status,
    TakeBackAnswer,
)
from claim2.sitting.notes import Note, Severity
from claim2.sitting.scene import Mode, Scene


def _not_connected(answer: Answer) -> bool:
    return False


class GuestTable:
    """What the guest knows, from the host's messages alone, and its answers."""

    mode = Mode.NETWORK

    def __init__(self, code: str, name: str) -> None:
        self.code = code
        self.name = name
        self.status = Status.CONNECTING
        self.problem: str | None = None  # why the host refused us or closed (English)
        self.problem_code: str | None = None  # which rule (docs/protocol.md)
        self.problem_name: str | None = None  # the player a ``wrong_player`` refusal expects
        self.seat: int | None = None
        self.host_name = ""
        self.game: GameInfo | None = None
        self.standing: Standing | None = None
        self.log: list[Event] = []
        self.record: GameRecord | None = None
        self.news: list[News] = []  # to tell the player once
        self.scenes = 0  # scenes received (a benchmark and the tests count them)
        #: sends an answer to the host (False: not connected); the connection sets it
        self.outbox: Callable[[Answer], bool] = _not_connected
        #: a card in a note's words: its code on a terminal ("Se9"); a page names it in words
        self.card_text: Callable[[Card], str] = _code
        self._scene: Scene | None = None  # as the host sent it
        self._announced: GameInfo | None = None
        self._asked_for: GameInfo | None = None  # the game after which another was asked for

    # What the host said (claim2.net.guest) ---------------------------------------------------

    def welcomed(self, seat: int, host_name: str) -> None:
        self.seat, self.host_name = seat, host_name
        if self.game is None:  # joining again mid-game: still joining until it comes
            self.status = Status.LOBBY

    def in_lobby(self, host_name: str | None = None) -> None:
        """No game (yet, or any more): the host is choosing."""
        if host_name is not None:
            self.host_name = host_name
        self.status, self.game, self._scene, self.standing = Status.LOBBY, None, None, None

    def game_began(self, game: GameInfo) -> None:
        self.game, self._scene, self.standing, self.record = game, None, None, None
        self.host_name = game.names[1 - game.seat] or self.host_name
        self.log = []
        self.status = Status.PLAYING

    def scene_came(
        self, scene: Scene, log_from: int, events: Sequence[Event], standing: Standing | None
    ) -> None:
        """The guest's own scene now, the public log from ``log_from`` on (what the guest
        had from there is dropped: a take-back shortens the log)."""
        self._scene = scene
        self.log = [*self.log[:log_from], *events]
        self.standing = standing
        self.scenes += 1

    def told(self, news: News) -> None:
        self.news.append(news)

    def record_came(self, record: GameRecord) -> None:
        self.record = record

    def refused_us(self, code: str, problem: str, name: str | None = None) -> None:
        """The host closed the connection with an error (``code``: docs/protocol.md;
        ``problem``: its English text, never shown; ``name``: the player a ``wrong_player``
        refusal expects)."""
        self.status, self.problem_code, self.problem = Status.REFUSED, code, problem
        self.problem_name = name

    def host_left(self) -> None:
        self.status = Status.HOST_LEFT

    def lost(self) -> None:
        """The connection dropped: joining again."""
        self.status = Status.LOST

    @property
    def ended(self) -> bool:
        """Whether nothing more will come: refused, or the host has left."""
        return self.status in (Status.REFUSED, Status.HOST_LEFT)

    # What the guest's screen shows -----------------------------------------------------------

    @property
    def scene(self) -> Scene | None:
        """The guest's scene as the host sent it, with the public log and, after a game of
        a match, where the match stands."""
        scene = self._scene
        if scene is None:
            return None
        scene = replace(scene, log=tuple(self.log))
        if self.standing is not None:
            scene = replace(scene, match_line=guest_words.standing_line(scene.names, self.standing))
        if scene.kind is ScreenKind.END and self.game is not None and self._asked_for is self.game:
            scene = replace(scene, again_asked=self._again_words())
        return scene

    @property
    def playing(self) -> bool:
        """Whether a game is on the screen (or lost for a moment: joining again)."""
        return self.status in (Status.PLAYING, Status.LOST) and self._scene is not None

    def status_words(self, address: str) -> str:
        """Where the joining stands (joining ``address``), for the screen that shows no
        game."""
        scene = self._scene
        over = self.record is not None or (scene is not None and scene.kind is ScreenKind.END)
        refused = guest_words.refusal_text(self.problem_code, self.name, self.problem_name)
        return guest_words.status_text(
            self.status,
            self.host_name,
            address,
            refused=refused,
            resumable=self.game is not None and not over,
        )

    def announcement(self) -> list[str] | None:
        """A new game's names, first leader and match, once (None: nothing new)."""
        game = self.game
        if game is None or game is self._announced:
            return None
        self._announced = game
        return guest_words.announcement(game)

    def take_news(self) -> list[News]:
        news, self.news = self.news, []
        return news

    def note_for(self, news: News) -> Note | None:
        """What the player is told of ``news`` (None: a question, asked by the front-end
        with ``question_for``)."""
        names = self.game.names if self.game is not None else ("", "")
        if isinstance(news, Refused):
            return Note(guest_words.refused_move(news.error, names), Severity.ERROR)
        if isinstance(news, TakeBackAnswer):
            if news.seat != self.seat:
                return None
            return guest_words.answer_note(news, names, self.card_text(news.card))
        return None

    # The player's answers --------------------------------------------------------------------

    def thinking(self) -> None:
        return None  # the host's player is a person at their own screen

    def computer_moved(self, action: Action, shown: NextScreen) -> bool:
        return False

    def hint_request(self, shown: NextScreen) -> None:
        return None  # no hints over the network

    def reveal(self, shown: NextScreen) -> bool:
        return False  # each player has their own screen: there is no hand-off

    def hold(self, shown: NextScreen) -> bool:
        return False  # over the network nothing goes on by itself

    def proceed(self, shown: NextScreen) -> bool:
        """A public scene dismissed (its next scene comes from the host)."""
        self.outbox(Proceed(shown))
        return False

    def play(self, action: Action, shown: NextScreen) -> Note | None:
        if self.outbox(Play(action, shown)):
            return None
        return Note(guest_words.not_connected(), Severity.WARNING)

    def take_back(self, shown: NextScreen) -> Note:
        scene = self._scene
        offer = scene.take_back if scene is not None else None
        if offer is None or offer.card is None:
            return Note(guest_words.nothing_to_take_back(), Severity.WARNING)
        if not self.outbox(AskTakeBack(shown)):
            return Note(guest_words.not_connected(), Severity.WARNING)
        other = self.game.names[1 - offer.seat] if self.game is not None else ""
        return Note(guest_words.take_back_asked(other, self.card_text(offer.card)))

    def answer(self, allow: bool) -> None:
        """The answer to the other player's take-back question."""
        self.outbox(AnswerTakeBack(allow))

    def again(self) -> Note:
        """Ask the host for another game (the host decides), once a game: from then on the
        end says so (``Scene.again_asked``), and asking again only says it again."""
        game = self.game
        if game is None or self._asked_for is not game:
            if not self.outbox(Again()):
                return Note(guest_words.not_connected(), Severity.WARNING)
            self._asked_for = game
        return Note(self._again_words())

    def _again_words(self) -> str:
        other = self.game.names[1 - (self.seat or 0)] if self.game is not None else ""
        return guest_words.again_asked(other)

    def farewell(self, address: str) -> str | None:
        """What the terminal says once the guest has left a game still in play."""
        scene = self._scene
        in_play = scene is not None and scene.kind is not ScreenKind.END
        if self.status in (Status.PLAYING, Status.LOST) and self.game is not None and in_play:
            return guest_words.farewell(address, self.code)
        return None


def _code(card: Card) -> str:
    return card.code
