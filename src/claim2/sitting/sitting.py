"""A sitting at the table: the save, the options, and the games played, from the start
screen to the last game of the evening.

``Sitting`` is the application layer under the app. It owns everything about a game's
life that is not drawing it: finding the save, starting, resuming, keeping games aside,
playing again, matches, the computer's seat and hints (through its ``Table``). It stands
on a ``SittingFolder`` (``folder.py``: the data folder and its lock, the notes, whether
the game is saved). Each operation returns what the app must show or say; none imports
Textual.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from claim2.settings.options import GameOptions
from claim2.settings.remembered import load_settings
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.folder import SittingFolder
from claim2.sitting.keeping import (
    keep_aside,
    keep_finished,
    options_kept_notice,
    quote_path,
    unreadable_save_notice,
)
from claim2.sitting.lobby import (
    Lobby,
    NewGame,
    ShelvedInfo,
    StartChoices,
    Unfinished,
    first_leader_at_random,
    folder_notice,
    resume_info,
    shelved_infos,
)
from claim2.sitting.notes import COMPUTER_PAUSE, Severity
from claim2.sitting.seating import (
    computer_seats,
    hints_for,
    match_line,
    match_title,
    remember_players,
)
from claim2.text.i18n import _

# The game's own modules (pydantic records, the session, the computer) are imported when
# a game is looked for or played: the app's start screen is drawn before they are needed.
if TYPE_CHECKING:
    from claim2.game.saves import SaveCheck
    from claim2.game.session import GameSession
    from claim2.settings.legacy_options import OptionsCheck
    from claim2.sitting.hints import Hints


class Sitting(SittingFolder):
    """Claim 2 at one screen, from the start screen on."""

    hosting = False  # the host of a game over the network (``HostSitting``)

    def __init__(
        self,
        *,
        seed: int | None = None,
        options: GameOptions | None = None,
        save_path: Path | None = None,
        clock: Clock | None = None,
        pause: float = COMPUTER_PAUSE,
        auto_continue: bool | None = None,
    ) -> None:
        """``options``: chosen on the start screen at first (``claim2 play --vs computer``);
        ``save_path``: where the game is saved (by default ``saves/current.json`` in the data
        folder); ``pause``: seconds the computer's move stays on the screen;
        ``auto_continue``: against the computer, a trick's result goes on by itself (None:
        as the settings say when the first game starts)."""
        super().__init__(save_path=save_path)
        self.seed = seed
        self.options = options or GameOptions()
        self.clock = clock or MonotonicClock()
        self.pause = pause
        self.auto_continue = auto_continue
        self.found: SaveCheck | None = None  # None until the save has been looked at
        self.found_options: OptionsCheck | None = None  # the saved game's options
        self._next_game = False  # playing again: the saved game is the next one, kept ready

    # The start screen ----------------------------------------------------------------------

    def look_for_save(self) -> Lobby:
        """What the start screen offers: the unfinished game, the games kept aside and a
        notice (an unreadable save moved aside, a folder that cannot be used). The save is
        looked at once (a finished game found there is kept for the history)."""
        from claim2.game.saves import SaveCheck, check_current_save
        from claim2.settings.legacy_options import check_options

        path = self._save_path()
        if self.found is None:
            if self.elsewhere:
                self.found = SaveCheck()
            else:
                self.found = check_current_save(path)
                if self.found.record is not None:
                    self.found_options = check_options(self.found.record, path)
        return self.lobby()

    def lobby(self) -> Lobby:
        """The start screen's offer as last looked at (in the current language)."""
        from claim2.game.saves import SaveCheck

        found = self.found or SaveCheck()
        resume = None
        if found.record is not None and found.state is not None:
            resume = resume_info(found.record, found.state)
        notice = None
        if found.problem is not None:
            where = found.moved_to or self.save_path
            notice = unreadable_save_notice(found.problem, where)
        options = self.found_options
        if resume is not None and options is not None and options.problem is not None:
            notice = options_kept_notice(options.problem, options.moved_to)
        if self.folder is not None and self.folder.problem is not None:
            notice = folder_notice(self.folder.problem)
        return Lobby(resume, notice, self.shelved())

    def shelved(self) -> tuple[ShelvedInfo, ...]:
        """The unfinished games kept aside (none when the data folder cannot be used)."""
        from claim2.game.saves import shelved_games
        from claim2.storage.files import DataFolderError

        if self.elsewhere:
            return ()
        try:
            return shelved_infos(shelved_games(self._save_path().parent))
        except (DataFolderError, OSError):
            return ()

    def start(self, game: NewGame) -> Unfinished | None:
        """Start ``game``; over an unfinished game, ask first (None: started, or nothing to
        do in a window that does not hold the game)."""
        from claim2.game.saves import save_exists

        self.look_for_save()
        if self.elsewhere:
            return None
        if not save_exists(self._save_path()):
            self.start_now(game)
            return None
        found = self.found
        if found is not None and found.record is not None and found.state is not None:
            info = resume_info(found.record, found.state)
            return Unfinished(info.names, info.where)
        return Unfinished(("?", "?"), "?")

    def start_now(self, game: NewGame) -> bool:
        """Start ``game`` at once; an unfinished save is kept aside first (if that fails,
        nothing starts and a note says why)."""
        from claim2.engine import shuffled_deal
        from claim2.game.saves import SaveCheck, save_exists
        from claim2.game.session import GameSession

        save_path = self._save_path()
        if self.elsewhere:
            return False
        if save_exists(save_path) and not self._keep_aside():
            return False
        self.found = SaveCheck()
        remember_players(game)
        leader = game.first_leader
        if leader is None:
            leader = first_leader_at_random(self.seed)
        self.options = options = game.options
        session = GameSession.new(
            game.names,
            shuffled_deal(self.seed, leader),
            save_path=save_path,
            policies=computer_seats(self.options, self.seed),
            on_finished=self._finished,
            hints=options.hints,
            match=game.record_match(),
        )
        self._play(session, hints_for(self.options))
        return True

    def resume(self) -> bool:
        """Continue the saved game (if there is one and this window holds it)."""
        from claim2.game.saves import SaveCheck
        from claim2.game.session import GameSession
        from claim2.settings.legacy_options import options_of, remove_old_options, with_options

        record = self.found.record if self.found is not None else None
        if record is None or self.elsewhere:
            return False
        self.found = SaveCheck()
        found = self.found_options
        if record.version >= 2:
            self.options = options_of(record)
        else:  # an old save: its options file (if any) moves into its record
            self.options = found.options if found is not None else GameOptions()
            record = with_options(record, self.options)
        session = GameSession.resume(
            record,
            save_path=self._save_path(),
            policies=computer_seats(self.options, self.seed, record),
            on_finished=self._finished,
        )
        session.resumed = not self._next_game or session.moves > 0  # a guest is told which
        if found is not None and found.legacy and session.save_path is not None:
            session.save()  # the record holds the options now: the old file goes
            if session.save_problem is None:
                remove_old_options(session.save_path)
        self._play(session, hints_for(self.options, record))
        return True

    def resume_shelved(self, path: Path) -> bool:
        """Resume a game kept aside; the current unfinished game, if any, is kept aside."""
        from claim2.game.saves import check_current_save, save_exists, shelve, unshelve
        from claim2.settings.legacy_options import check_options
        from claim2.storage.files import reason_of

        save_path = self._save_path()
        if self.elsewhere:
            return False
        try:
            if save_exists(save_path):
                kept = shelve(save_path)
                self.say(_("The unfinished game was kept as {path}.").format(path=quote_path(kept)))
            unshelve(path, save_path)
        except OSError as error:
            self.say(
                _("Could not resume the game kept as {path} ({reason}).").format(
                    path=quote_path(path), reason=reason_of(error)
                ),
                Severity.ERROR,
            )
            return False
        self.found = check_current_save(save_path)
        if self.found.record is not None:
            self.found_options = check_options(self.found.record, save_path)
        return self.resume()

    def play_again(self) -> bool:
        """The game after the finished one at once: the same players, seats and options; the
        loser (after a draw, the player who did not lead first) leads first; in a match that
        goes on, its next game (the one kept ready as the current save, if it is there).
        Nothing in the current save is written over (a finished game is kept for the
        history, an unfinished one kept aside)."""
        from claim2.game.again import next_record, ready_for
        from claim2.game.saves import SaveCheck, check_current_save
        from claim2.game.session import GameSession

        table = self.table
        if table is None or not table.session.finished or self.elsewhere:
            return False
        finished = table.session
        save_path = self._save_path()
        following = next_record(finished.record, self.seed)
        found = check_current_save(save_path)  # a finished game there is kept, not resumed
        if found.record is not None and ready_for(found.record, following):
            self.found, self.found_options, self._next_game = found, None, True
            resumed, self._next_game = self.resume(), False  # a new game, unless it has moves
            return resumed
        if found.record is not None and not self._keep_aside():
            return False
        self.found = SaveCheck()
        session = GameSession.resume(
            following,
            save_path=save_path,
            policies=computer_seats(self.options, self.seed),
            on_finished=self._finished,
        )
        session.save()
        session.resumed = False  # a new game (a guest is told so), not one that goes on
        self._play(session, hints_for(self.options))
        return True

    def leave(self) -> StartChoices:
        """Back to the start screen: the game (saved) is left; the start screen is filled in
        with its players (against the computer, the person only) and options."""
        table = self.table
        names = table.names if table is not None else ("", "")
        if self.options.computer is not None:
            human = self.options.human_seats[0]
            names = (names[human], "")
        first_to = None
        if table is not None and table.session.record.match is not None:
            first_to = table.session.record.match.first_to
        self.table = None
        self._save_problem = None
        self.found = None  # looked at again: the next game of a match may be there
        return StartChoices(names, self.options, first_to)

    # The title -------------------------------------------------------------------------------

    def title(self, title: str) -> str:
        """``title`` with the tally of the match being played (after the game once its end
        is on the screen), e.g. ``Claim 2 · Ann 1 – Bob 0``."""
        table = self.table
        if table is None:
            return title
        from claim2.game.steps import ScreenKind

        return match_title(title, table.session, at_end=table.scene.kind is ScreenKind.END)

    # Inside ------------------------------------------------------------------------------------

    def set_auto_continue(self, on: bool) -> bool:
        """The setting switched, from the scene on the screen on (True: that scene changed)."""
        self.auto_continue = on
        return self.table is not None and self.table.set_auto_continue(on)

    def _play(self, session: GameSession, hints: Hints | None) -> None:
        from claim2.sitting.table import Table

        if self.auto_continue is None:
            self.auto_continue = load_settings().auto_continue
        auto = self.auto_continue
        self.table = Table(
            session, hints=hints, pause=self.pause, match_line=match_line, auto_continue=auto
        )
        self._save_problem = None
        self.check_saved()

    def _keep_aside(self) -> bool:
        """Keep the unfinished current save aside (listed on the start screen); False (and a
        note) when that fails: it is never written over."""
        kept, note = keep_aside(self._save_path())
        self._notes.append(note)
        return kept

    def _finished(self, session: GameSession) -> None:
        """Keep the finished game's record for ``claim2 replay`` (its end says where, not a
        note over it); the next game starts afresh."""
        keep_finished(session, self.seed)
