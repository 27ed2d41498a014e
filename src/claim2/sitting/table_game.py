"""What every table holds, wherever its players look: the game's session, the computer's
players and the hints, and the one place where a ``Scene`` of it is made.

A table where two people share one screen (``Table``, with its hand-offs) and a table
where each seat has a screen of its own (``claim2.sitting.remote.table.RemoteTable``: a
game over the network, or the couch with a phone per seat) each decide which scene a
screen shows; both have it made here (``scene``), so a scene holds the same facts
whichever table made it. No Textual here.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from claim2.ai.hints import Hint
from claim2.engine import Action, PlayerView
from claim2.game.again import MatchStanding, match_goes_on, standing
from claim2.game.public import PublicView
from claim2.game.session import GameSession, NextScreen, ScreenKind
from claim2.sitting.hints import Hints
from claim2.sitting.keeping import quote_path
from claim2.sitting.play_table import Thinking
from claim2.sitting.scene import Mode, Scene, Shown
from claim2.sitting.seats import ComputerPlayer

if TYPE_CHECKING:
    from claim2.present.rating_words import RatingsAfter


class TableGame:
    """The game at one table (``session``), the hints of its people and the match's line."""

    def __init__(
        self,
        session: GameSession,
        *,
        hints: Hints | None = None,
        match_line: Callable[[GameSession], str | None] | None = None,
    ) -> None:
        self.session = session
        self.hints = hints
        self.match_line = match_line
        self.number = next(_TABLES)  # in every stamp of its scenes (``Shown``)
        self._rating: tuple[RatingsAfter | None] | None = None  # the end's ratings, once read

    @property
    def names(self) -> tuple[str, str]:
        return self.session.players

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people (not the computer)."""
        return tuple(seat for seat in (0, 1) if self.session.is_human(seat))

    def stamped(self, shown: NextScreen) -> Shown:
        """``shown`` stamped with this table: an answer from another table is never current."""
        return Shown(
            shown.kind, shown.seat, shown.result, shown.move, shown.taken_back, table=self.number
        )

    def scene(
        self,
        mode: Mode,
        shown: NextScreen,
        *,
        seen: PlayerView | None = None,
        public: PublicView | None = None,
        here: bool = True,
        pause: float | None = None,
        back_to: bool = False,
        computer_move: Action | None = None,
        hints: bool | None = None,
    ) -> Scene:
        """The scene of ``shown`` (stamped here) with ``seen``, the one seat's view on it
        (None: a public scene), and ``public``, the table as both may see it (by default
        as it is now). ``here``: the scene is for this machine's screen, so the end says the
        match's line, where the game was kept and the ratings (a screen elsewhere words its
        own); ``hints``: the scene offers hints (by default: the game has hints)."""
        session = self.session
        stamp = shown if isinstance(shown, Shown) else self.stamped(shown)
        match_line, goes_on, kept, rating = None, False, None, None
        after: MatchStanding | None = None
        if stamp.kind is ScreenKind.END:
            goes_on = match_goes_on(session.record)
            if here and session.kept_as is not None:
                kept = quote_path(session.kept_as)
                rating = self._rating_after(session.kept_as)
            if here and self.match_line is not None:
                match_line = self.match_line(session)
                after = standing(session.record) if match_line is not None else None
        computer = session.record.computer
        return Scene(
            mode=mode,
            shown=stamp,
            players=session.record.players,
            public=session.public() if public is None else public,
            seen=seen,
            back_to=back_to,
            hints=self.hints is not None if hints is None else hints,
            computer_move=computer_move,
            pause=pause,
            match_line=match_line,
            standing=after,
            in_match=session.record.match is not None,
            match_goes_on=goes_on,
            log=session.log(),
            kept=kept,
            rating=rating,
            computer=None if computer is None else (computer.seat, computer.level),
        )

    # The people's moves and hints ----------------------------------------------------------

    def played(self, before: PlayerView, action: Action) -> None:
        """A person took ``action`` on their view ``before``: their hinter remembers it."""
        if self.hints is not None:
            self.hints.played(before, action)

    def hint(self, seen: PlayerView | None) -> Callable[[], Hint] | None:
        """The hint for the player of ``seen``, to work out off the app's thread (None: no
        hints in this game, or no view to hint on)."""
        hints = self.hints
        if hints is None or seen is None or seen.seat not in hints.seats:
            return None
        return lambda: hints.suggest(seen)

    def taken_back(self) -> None:
        """A card was taken back: the computer and the hinters forget what went with it."""
        session = self.session
        for computer_seat, player in enumerate(session.policies):
            if isinstance(player, ComputerPlayer):
                player.relearn(session.record, computer_seat)
        if self.hints is not None:
            self.hints = Hints(self.hints.seats)
            self.hints.remember(session.record)

    # The computer's seat -------------------------------------------------------------------

    def thinking(self, shown: NextScreen) -> Thinking:
        """The computer's choice on its turn ``shown``, to work out off the app's thread."""
        assert shown.seat is not None
        player = self.session.policies[shown.seat]
        assert player is not None
        return Thinking(player, self.session.view_for(shown.seat), shown)

    # The end ---------------------------------------------------------------------------------

    def _rating_after(self, kept: Path) -> RatingsAfter | None:
        """The people's ratings after the game kept as ``kept`` and the change it made (the
        history of the data folder, read once; None for a game kept elsewhere)."""
        from claim2.present.rating_words import rating_after_game
        from claim2.storage.files import data_folder

        if self._rating is None:
            data = data_folder()
            line = None
            if kept.parent == data / "saves":
                line = rating_after_game(data, self.names, list(self.people), kept)
            self._rating = (line,)
        return self._rating[0]


_TABLES = itertools.count(1)  # each table's number
