"""The couch (``claim2 play --phones``): two people at one laptop, each holding their own
phone. The laptop is the table everybody sees (the public view only, never a hand); each
phone is its player's own screen (``PhoneSeat``): the hand, the choices, the memory aids and
hints. Against the computer there is one phone, and the computer's seat is the laptop's.

``CouchSitting`` is the laptop's ``Sitting``: its games are saved, resumed, kept and rated
as any game at this laptop (the same save, ``saves/current.json``; a game begun on phones
may be resumed hot-seat and the other way round). With ``phones`` on, a game chosen (or
resumed) first gathers the phones (``gathering``): each person opens their seat's link, types
their name if the game has none for them yet, and the game begins once every person's
phone is there; its table is a ``RemoteTable`` whose screen here is the public one. A phone
that sleeps or reloads comes back through the same link; the game does not wait for it
anywhere but on its own turn. No Textual, no sockets here; the game's own modules are
imported when a game begins (the start screen comes first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from claim2.sitting.lobby import NewGame, StartChoices
from claim2.sitting.remote import couch_words
from claim2.sitting.remote.phone import PhoneSeat
from claim2.sitting.seating import match_line
from claim2.sitting.sitting import Sitting

if TYPE_CHECKING:
    from claim2.game.session import GameSession
    from claim2.sitting.hints import Hints
    from claim2.sitting.remote.agreement import Tell
    from claim2.sitting.remote.table import RemoteTable


@dataclass(frozen=True, slots=True)
class Gathering:
    """A game waiting for the phones: ``game`` to start (None: the saved game, resumed) and
    its names as known (an empty one is typed on that seat's phone); ``people``: the seats
    played by people, each on a phone."""

    game: NewGame | None
    names: tuple[str, str]
    people: tuple[int, ...]


class CouchSitting(Sitting):
    """Claim 2 at this laptop whose games may be played with a phone per person
    (``phones``), the laptop showing the public table."""

    def __init__(self, *, phones: bool = False, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.phones = phones
        self.gathering: Gathering | None = None
        self.closed = False  # the laptop has closed: the phones are told, nothing follows
        self.phone_seats = (PhoneSeat(self, 0), PhoneSeat(self, 1))
        self.known_players: tuple[str, ...] = ()  # remembered names, offered on the phones
        self.couch_table: RemoteTable | None = None
        self._on_change: list[Callable[[], None]] = []

    def listen(self, on_change: Callable[[], None]) -> None:
        """``on_change()`` whenever the laptop's screen may show something else: a phone came
        or went, a game began, a step was taken on a phone."""
        self._on_change.append(on_change)

    def changed(self) -> None:
        """The laptop and every phone look again at what they show."""
        for listener in list(self._on_change):
            listener()
        for phone in self.phone_seats:
            phone.changed()

    # Gathering the phones ------------------------------------------------------------------

    def start_now(self, game: NewGame) -> bool:
        """With phones: ``game`` waits for them (then begins); else as any sitting."""
        if not self.phones:
            return super().start_now(game)
        if self.elsewhere:
            return False
        from claim2.settings.remembered import load_settings

        self.known_players = load_settings().players
        self._gather(Gathering(game, game.names, game.options.human_seats))
        return True

    def resume(self) -> bool:
        """With phones: the saved game waits for them (then goes on); else as any sitting."""
        if not self.phones:
            return super().resume()
        record = self.found.record if self.found is not None else None
        if record is None or self.elsewhere:
            return False
        computer = record.computer.seat if record.computer is not None else None
        people = tuple(seat for seat in (0, 1) if seat != computer)
        self._gather(Gathering(None, record.players, people))
        return True

    def _gather(self, gathering: Gathering) -> None:
        self.table = self.couch_table = None
        self.gathering = gathering
        for phone in self.phone_seats:
            phone.new_game()
        self._begin_if_ready()

    def gathered_names(self) -> tuple[str, str]:
        """The names of the game gathering: as given, else as typed on each phone."""
        gathering = self.gathering
        if gathering is None:
            return ("", "")
        first, second = (gathering.names[seat] or self.phone_seats[seat].name for seat in (0, 1))
        return (first, second)

    def missing(self) -> tuple[int, ...]:
        """The people's seats whose phone is not there yet (or has no name yet)."""
        gathering = self.gathering
        if gathering is None:
            return ()
        names = self.gathered_names()
        return tuple(
            seat for seat in gathering.people if not self.phone_seats[seat].here or not names[seat]
        )

    def named(self, seat: int) -> None:
        """A name was typed and taken on ``seat``'s phone."""
        self._begin_if_ready()

    def phone_moved(self, seat: int) -> None:
        """``seat``'s phone came or went: before the game it may begin now; during the game
        the laptop says so."""
        phone = self.phone_seats[seat]
        table = self.couch_table
        if self.gathering is None and table is not None and seat in table.people:
            name = table.names[seat]
            if phone.here:
                self.say(couch_words.phone_back(name))
            else:
                from claim2.sitting.notes import Severity

                self.say(couch_words.phone_left(name), Severity.WARNING)
        self._begin_if_ready()

    def _begin_if_ready(self) -> None:
        gathering = self.gathering
        if gathering is None or self.missing():
            self.changed()
            return
        names = self.gathered_names()
        self.gathering = None
        if gathering.game is None:
            began = super().resume()
        else:
            began = super().start_now(replace(gathering.game, names=names))
        if not began:  # the unfinished game could not be kept aside: a note says why
            self.gathering = gathering
        self.changed()

    # The game -----------------------------------------------------------------------------------

    def _play(self, session: GameSession, hints: Hints | None) -> None:
        if not self.phones:
            self.couch_table = None
            super()._play(session, hints)
            return
        from claim2.sitting.remote.table import RemoteTable

        table = RemoteTable(session, here=None, hints=hints, match_line=match_line)
        table.listen(on_change=self.changed, on_tell=self._told)
        self.table = self.couch_table = table
        self._save_problem = None
        self.check_saved()
        for phone in self.phone_seats:
            phone.new_game()

    def _told(self, seat: int, tell: Tell) -> None:
        self.phone_seats[seat].told(tell)

    def again_asked(self, seat: int) -> None:
        """``seat``'s phone asked for another game at the end: it begins once every person
        asked (the laptop and the other phone are told who waits)."""
        table = self.couch_table
        if table is None:
            return
        waiting = [other for other in table.people if not self.phone_seats[other].asked_again()]
        if waiting:
            name = table.names[seat]
            self.say(couch_words.wants_again(name))
            for other in waiting:
                self.phone_seats[other].note(_note(couch_words.wants_again, name))
            self.changed()
            return
        self.play_again()
        self.changed()

    def leave(self) -> StartChoices:
        """Back to the start screen: a game gathering its phones is dropped, the phones say
        the game was left."""
        self.gathering = None
        choices = super().leave()
        self.couch_table = None
        self.changed()
        return choices

    def close(self) -> None:
        """The laptop closes: each phone says so, and nothing follows."""
        self.closed = True
        self.changed()
        super().close()


def _note(words: Callable[[str], str], name: str) -> Callable[[], Note]:
    from claim2.sitting.notes import Note

    return lambda: Note(words(name))


if TYPE_CHECKING:
    from claim2.sitting.notes import Note
