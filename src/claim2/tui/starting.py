"""Starting, resuming and ending games in the app: what the start screen says about the
save and the games kept aside, the question before a new game over an unfinished one,
the computer's seat and the hints of a game, and keeping a finished game's record.

Functions of the app (``Claim2App``), which alone holds the session; imported with the
start screen, they import the game's modules only when a game starts.
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING

from textual.content import Content

from claim2.game.i18n import _
from claim2.game.options import GameOptions
from claim2.tui.keeping import folder_notice
from claim2.tui.messages import StartGame
from claim2.tui.screens.start import MatchInfo, ResumeInfo, ShelvedInfo, StartScreen

if TYPE_CHECKING:
    from pathlib import Path

    from claim2.engine import GameState
    from claim2.game.records import GameRecord, RecordMatch
    from claim2.game.saves import SaveCheck
    from claim2.game.session import GameSession, SeatPlayer
    from claim2.tui.app import Claim2App
    from claim2.tui.hinting import Hints


def first_leader_at_random(seed: int | None) -> int:
    """0 or 1 at random; reproducible when the game has a seed."""
    if seed is None:
        return random.SystemRandom().randrange(2)
    return random.Random(f"claim2 first leader {seed}").randrange(2)


def _capitalized(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


def shelved_games() -> list[ShelvedInfo]:
    """The unfinished games kept aside, for the start screen (none when the data folder
    cannot be used)."""
    from claim2.game.saves import shelved_games as kept_aside
    from claim2.game.storage import DataFolderError

    try:
        games = kept_aside()
    except (DataFolderError, OSError):
        return []
    return [ShelvedInfo(game.path, resume_info(game.record, game.state)) for game in games]


def resume_info(record: GameRecord, state: GameState) -> ResumeInfo:
    """What the start screen says about an unfinished game: who plays, where it stands, and
    which game of a match it is, with the tally before it."""
    from claim2.game.matches import tally_text

    players = (record.players[0], record.players[1])
    match = None
    if record.match is not None:
        match = MatchInfo(record.match.game, tally_text(players, record.match.tally))
    return ResumeInfo(players, state.phase, state.trick, match)


def look_for_save(app: Claim2App) -> None:
    """Offer to resume the saved game, or say why it could not be read (once)."""
    from claim2.game.legacy_options import check_options
    from claim2.game.saves import SaveCheck, check_current_save

    if app.found is not None:
        return
    assert app.save_path is not None
    if app.elsewhere:
        app.found = SaveCheck()
        return
    app.found = found = check_current_save(app.save_path)
    if found.record is not None:
        app.found_options = check_options(found.record, app.save_path)
    shelved = shelved_games()
    for screen in app.screen_stack:
        if isinstance(screen, StartScreen):
            screen.show_found(*resume_and_notice(app, found))
            screen.show_shelved(shelved)


def resume_and_notice(app: Claim2App, found: SaveCheck) -> tuple[ResumeInfo | None, Content | None]:
    """What the start screen says about the save: text from files is plain text."""
    resume = None
    if found.record is not None and found.state is not None:
        resume = resume_info(found.record, found.state)
    notice = None
    if found.problem is not None:
        where = str(found.moved_to) if found.moved_to else str(app.save_path)
        notice = Content(
            _(
                "The saved game could not be read ({problem}). It was kept as {path}. "
                "You can start a new game."
            ).format(problem=found.problem, path=where)
        )
    options = app.found_options
    if resume is not None and options is not None and options.problem is not None:
        notice = Content(
            _(
                "{problem}: it was kept as {path}. Resuming goes on as a game for two people."
            ).format(problem=_capitalized(options.problem), path=options.moved_to or "?")
        )
    if app.data_folder is not None and app.data_folder.problem is not None:
        notice = folder_notice(app.data_folder.problem)
    return resume, notice


def ask_new_game(app: Claim2App, message: StartGame) -> None:
    """A new game; over an unfinished one, ask first (resume it, keep it aside, cancel)."""
    from claim2.game.saves import save_exists
    from claim2.tui.screens.unfinished import Unfinished, UnfinishedScreen
    from claim2.tui.text import phase_trick

    app.look_for_save()
    assert app.save_path is not None
    if app.elsewhere:  # never start a game over the one open in another window
        return
    if not save_exists(app.save_path):
        start_game(app, message)
        return
    found = app.found
    names, where = ("?", "?"), "?"
    if found is not None and found.record is not None and found.state is not None:
        names = (found.record.players[0], found.record.players[1])
        where = phase_trick(found.state.phase, found.state.trick)

    def answered(choice: Unfinished | None) -> None:
        if choice is Unfinished.RESUME:
            resume_game(app)
        elif choice is Unfinished.KEEP_ASIDE:
            start_game(app, message)

    app.push_screen(UnfinishedScreen(names, where), answered)


def start_game(app: Claim2App, message: StartGame) -> None:
    """Start the game ``message`` asks for; an unfinished one is kept aside first."""
    from claim2.engine import shuffled_deal
    from claim2.game.saves import SaveCheck, save_exists
    from claim2.game.session import GameSession

    save_path = app.save_path
    assert save_path is not None
    if save_exists(save_path) and not _keep_aside(app):  # the players chose to keep it aside
        return
    app.found = SaveCheck()
    remember_players(message)
    leader = message.first_leader
    if leader is None:
        leader = first_leader_at_random(app.seed)
    app.options = options = message.options
    session = GameSession.new(
        message.names,
        shuffled_deal(app.seed, leader),
        save_path=save_path,
        policies=policies(app),
        on_finished=lambda session: game_finished(app, session),
        hints=options.hints,
        match=match_of(message),
    )
    app.play(session, hints(app))


def resume_game(app: Claim2App) -> None:
    """Continue the saved game (if there is one and it is not open in another window)."""
    from claim2.game.legacy_options import options_of, remove_old_options, with_options
    from claim2.game.saves import SaveCheck
    from claim2.game.session import GameSession

    record = app.found.record if app.found is not None else None
    if record is None or app.elsewhere:
        return
    app.found = SaveCheck()
    found = app.found_options
    if record.version >= 2:
        app.options = options_of(record)
    else:  # an old save: its options file (if any) moves into its record
        app.options = found.options if found is not None else GameOptions()
        record = with_options(record, app.options)
    session = GameSession.resume(
        record,
        save_path=app.save_path,
        policies=policies(app, record),
        on_finished=lambda session: game_finished(app, session),
    )
    if found is not None and found.legacy and session.save_path is not None:
        session.save()  # the record holds the options now: the old file goes
        if session.save_problem is None:
            remove_old_options(session.save_path)
    app.play(session, hints(app, record))


def resume_shelved(app: Claim2App, path: Path) -> None:
    """Resume a game kept aside; the current unfinished game, if any, is kept aside."""
    from claim2.game.legacy_options import check_options
    from claim2.game.saves import check_current_save, shelve, unshelve

    assert app.save_path is not None
    try:
        if app.save_path.exists():
            kept = shelve(app.save_path)
            app.notify(_("The unfinished game was kept as {path}.").format(path=kept))
        unshelve(path, app.save_path)
    except OSError as error:
        app.notify(
            _("Could not resume the game kept as {path} ({reason}).").format(
                path=path, reason=error.strerror or error
            ),
            severity="error",
        )
        return
    app.found = check_current_save(app.save_path)
    if app.found.record is not None:
        app.found_options = check_options(app.found.record, app.save_path)
    resume_game(app)


def play_again(app: Claim2App, finished: GameSession) -> None:
    """The game after ``finished`` at once: the same players, seats and options; the loser
    (after a draw, the player who did not lead first) leads first; in a match that goes on,
    its next game (the one kept ready as the current save, if it is there).

    Whatever else is in the current save is never written over: a finished game is kept
    for the history, an unfinished one kept aside."""
    from claim2.game.again import next_record
    from claim2.game.saves import SaveCheck, check_current_save
    from claim2.game.session import GameSession

    if app.session is not finished or app.elsewhere:
        return
    assert app.save_path is not None
    following = next_record(finished.record, app.seed)
    found = check_current_save(app.save_path)  # a finished game there is kept, not resumed
    if found.record is not None and _same_game(found.record, following):
        app.found, app.found_options = found, None
        resume_game(app)
        return
    if found.record is not None and not _keep_aside(app):
        return
    app.found = SaveCheck()
    session = GameSession.resume(
        following,
        save_path=app.save_path,
        policies=policies(app),
        on_finished=lambda session: game_finished(app, session),
    )
    session.save()
    app.play(session, hints(app))


def _same_game(ready: GameRecord, following: GameRecord) -> bool:
    """Whether ``ready`` (the current save) is the game ``following`` stands for: the next
    game of the same match, kept ready when the last one ended."""
    return ready.match is not None and (ready.match, ready.players) == (
        following.match,
        following.players,
    )


def _keep_aside(app: Claim2App) -> bool:
    """Keep the unfinished current save aside (listed on the start screen); False (and
    the player told) when that fails: it is never written over."""
    from claim2.game.saves import shelve

    assert app.save_path is not None
    try:
        kept = shelve(app.save_path)
    except OSError as error:
        app.notify(
            _("Could not keep the saved game {path} ({reason}): no new game.").format(
                path=app.save_path, reason=error.strerror or error
            ),
            severity="error",
            markup=False,
        )
        return False
    app.notify(_("The unfinished game was kept as {path}.").format(path=kept), markup=False)
    return True


def policies(
    app: Claim2App, record: GameRecord | None = None
) -> tuple[SeatPlayer | None, SeatPlayer | None]:
    """The computer's seat, if any, with its memory of ``record`` (a resumed game)."""
    from claim2.tui.computer import ComputerPlayer

    level = app.options.computer
    if level is None:
        return (None, None)
    seat = app.options.computer_seat
    player = ComputerPlayer(level, app.seed)
    if record is not None:
        player.remember(record, seat)
    return (player, None) if seat == 0 else (None, player)


def hints(app: Claim2App, record: GameRecord | None = None) -> Hints | None:
    """The hinters of the people playing, if hints are on."""
    from claim2.tui.hinting import Hints

    if not app.options.hints:
        return None
    found = Hints(app.options.human_seats)
    if record is not None:
        found.remember(record)
    return found


def game_finished(app: Claim2App, session: GameSession) -> None:
    """Keep the finished game's record for ``claim2 replay``; the next game starts afresh."""
    from claim2.game.saves import keep_as

    if session.save_problem is not None:  # the file is behind the game: it stays, and
        return  # leaving offers to save the game elsewhere
    if session.save_path is not None and session.save_path.exists():
        try:
            kept = keep_as(session.save_path, "game")
        except OSError:  # it stays where it is, finished: it is not offered to resume
            kept = session.save_path
        save_path, session.save_path = session.save_path, None
        app.notify(_("The game was saved as {path}.").format(path=kept), timeout=8, markup=False)
        from claim2.game.again import keep_next_match_game

        keep_next_match_game(session.record, save_path, app.seed)  # a match goes on


def match_of(message: StartGame) -> RecordMatch | None:
    """The match the game ``message`` starts belongs to: its own, a new one, or none."""
    from datetime import datetime

    from claim2.game.matches import match_id, new_match

    if message.match is not None or message.first_to is None:
        return message.match
    return new_match(message.first_to, match_id(datetime.now()))


def remember_players(message: StartGame) -> None:
    """The people of a new game are offered on the next start screen (not the computer)."""
    from claim2.game.settings import load_settings, save_settings, with_players

    people = [message.names[seat] for seat in message.options.human_seats]
    with contextlib.suppress(OSError):  # the game goes on; the names are not remembered
        save_settings(with_players(load_settings(), people))
