"""The player's remembered choices (language, theme, players, confirming every card,
the memory aids, plain lines, going on by itself against the computer, playing on
phones), in
settings.json in the data folder.

Read at every start through ``file_reading`` (size limit, any nesting, a FIFO or folder
refused at once). The model of the file is ``settings.file.SettingsFile``
(pydantic); a file whose entries plainly have its types (as every file claim2
writes) is taken without importing it (``plain_entries``), as the first frame waits for
the settings. Reading never writes: a
file that cannot be read gives a notice (``storage.take_notices``) and the
defaults, and never stops a command; it is kept aside (never written over) when
the app next saves the settings, under the data folder's lock. Unknown entries
are ignored (a newer claim2 may add some).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Final, cast

from claim2.storage.files import add_notice, data_dir, data_folder, set_aside, write_atomically
from claim2.text.i18n import _, set_language
from claim2.text.names import MAX_NAME_CELLS
from claim2.text.quoting import quote

SETTINGS_FILE: Final = "settings.json"
SETTINGS_LIMIT: Final = 64_000  # bytes; the file holds a few short words
KNOWN_PLAYERS: Final = 12  # names remembered, the most recent first
PLAYER_NAME_LENGTH: Final = MAX_NAME_CELLS  # the name rule's (claim2.text.names)

_told: set[Path] = set()  # unreadable settings files already noted in this run


@dataclass(frozen=True)
class Settings:
    """``players``: the names of the people who played, the last game's first (in its
    seat order), then the others, the most recent first."""

    language: str | None = None
    theme: str | None = None
    players: tuple[str, ...] = ()
    confirm_cards: bool = False  # every card (and Seer choice) takes a second Enter
    memory_aids: bool = True  # the turn screens show the memory aids (m toggles them)
    plain: bool = False  # claim2 play in plain lines (claim2.plain), chosen on the start screen
    auto_continue: bool = True  # against the computer a trick's result goes on by itself
    phones: bool = False  # each person plays on their own phone (claim2 play --phones)


@dataclass(frozen=True)
class FileEntries:
    """What a readable settings file holds (absent entries: None)."""

    language: str | None = None
    theme: str | None = None
    players: tuple[object, ...] = ()
    confirm_cards: bool | None = None
    memory_aids: bool | None = None
    plain: bool | None = None
    auto_continue: bool | None = None
    phones: bool | None = None


# The file's entries and the types SettingsFile (strict) accepts for each (None too, but
# for the players); its players list holds at most 1000 items (SettingsFile's max_length).
KINDS: Final[dict[str, type]] = {
    "language": str,
    "theme": str,
    "players": list,
    "confirm_cards": bool,
    "memory_aids": bool,
    "plain": bool,
    "auto_continue": bool,
    "phones": bool,
}
PLAYERS_ENTRY_LIMIT: Final = 1000


def plain_entries(found: object) -> FileEntries | None:
    """The entries of ``found`` (a settings file's parsed JSON) when each plainly has the
    type that ``SettingsFile`` accepts, else None: the pydantic model then says what is wrong.

    Every start reads the settings before its first frame, and importing pydantic-settings
    for five plain entries took about 100 ms of it (``benchmarks/first_screen.py``).
    ``tests/hostile/test_settings_reading.py`` checks that this accepts exactly what
    ``SettingsFile`` accepts, with the same values."""
    if not isinstance(found, dict):
        return None
    for name, kind in KINDS.items():
        if name not in found:
            continue
        value = found[name]
        if value is None and kind is not list:
            continue
        if type(value) is not kind:  # exactly: strict, so never 1 for true
            return None
        if isinstance(value, list) and len(value) > PLAYERS_ENTRY_LIMIT:
            return None
    return FileEntries(
        language=cast("str | None", found.get("language")),
        theme=cast("str | None", found.get("theme")),
        players=tuple(cast("list[object]", found.get("players", []))),
        confirm_cards=cast("bool | None", found.get("confirm_cards")),
        memory_aids=cast("bool | None", found.get("memory_aids")),
        plain=cast("bool | None", found.get("plain")),
        auto_continue=cast("bool | None", found.get("auto_continue")),
        phones=cast("bool | None", found.get("phones")),
    )


def usable_names(names: Iterable[object]) -> tuple[str, ...]:
    """The names in ``names`` a player can have, each person once (``name_key``), in order,
    at most ``KNOWN_PLAYERS``: anything else in the file is left out."""
    from claim2.text.names import name_key, name_problem

    kept: dict[str, str] = {}
    for name in names:
        if (
            isinstance(name, str)
            and len(name) <= PLAYER_NAME_LENGTH
            and name == " ".join(name.split())
            and name_problem(name) is None
        ):
            kept.setdefault(name_key(name), name)
    return tuple(kept.values())[:KNOWN_PLAYERS]


def with_players(settings: Settings, names: Iterable[str]) -> Settings:
    """``settings`` remembering ``names`` (a game's people, in seat order) first."""
    return replace(settings, players=usable_names([*names, *settings.players]))


def settings_path() -> Path:
    return data_folder() / SETTINGS_FILE


def load_settings() -> Settings:
    """The saved settings; the defaults when there are none or they cannot be read.

    Only reads: a file that cannot be read is left where it is, with a notice (once a
    run); ``save_settings`` keeps it aside before it writes new settings.
    """
    path = settings_path()
    try:
        if not path.exists():
            return Settings()
    except OSError:  # a data folder under a file, say: nothing can be remembered there
        return Settings()
    content = _read(path)
    if content is None:
        return Settings()
    return Settings(
        language=content.language,
        theme=content.theme,
        players=usable_names(content.players),
        confirm_cards=bool(content.confirm_cards),
        memory_aids=content.memory_aids is not False,
        plain=bool(content.plain),
        auto_continue=content.auto_continue is not False,
        phones=bool(content.phones),
    )


def _read(path: Path) -> FileEntries | None:
    """The settings file at ``path``, or None (with a notice, once) when it cannot be read."""
    content, problem = _try_reading(path)
    if problem is not None and path not in _told:
        _told.add(path)
        add_notice(
            _("{path} could not be read ({problem}); the defaults are used.").format(
                path=quote(str(path), limit=200), problem=problem
            )
        )
    return content


def _try_reading(path: Path) -> tuple[FileEntries | None, str | None]:
    """The settings file at ``path``, or why it cannot be read."""
    from claim2.storage.reading import FileProblem, parse_json, read_text

    try:
        found = parse_json(read_text(path, SETTINGS_LIMIT))
        entries = plain_entries(found)
        if entries is None:
            entries = _validated(found)
    except FileProblem as problem:
        return None, problem.reason
    return entries, None


def _validated(found: object) -> FileEntries:
    """``found`` validated by ``SettingsFile``; raises FileProblem saying what is wrong."""
    from claim2.settings.file import SettingsFile

    model = SettingsFile.validate_found(found)
    return FileEntries(
        model.language,
        model.theme,
        tuple(model.players),
        model.confirm_cards,
        model.memory_aids,
        model.plain,
        model.auto_continue,
        model.phones,
    )


def save_settings(settings: Settings) -> None:
    """Remember ``settings``; raises OSError when the data folder cannot be written (or its
    lock is not held). A settings file that cannot be read is kept aside first (with a
    notice), never written over."""
    path = data_dir() / SETTINGS_FILE
    if os.path.lexists(path):
        problem = _try_reading(path)[1]
        if problem is not None:
            set_aside(path, problem)
    write_atomically(path, json.dumps(asdict(settings), indent=2) + "\n")


def remember_language(language: str) -> None:
    """Switch to ``language`` now and keep it as the player's choice for later starts.

    For the app's language switch: the next ``claim2`` (without ``--lang``)
    starts in this language.
    """
    set_language(language)
    save_settings(replace(load_settings(), language=language))
