"""The ``claim2`` command. Keep imports light: Textual loads only for the app commands."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from claim2 import __version__
from claim2.present.argparse_i18n import argparse_in_current_language
from claim2.records.levels import LEVELS
from claim2.settings.options import DEFAULT_LEVEL
from claim2.text.i18n import LANGUAGES, _, language_from_environment, set_language
from claim2.text.quoting import number_text, printable

EXIT_USAGE = 2
PAGE_SIZE = 50  # claim2 history's games a page (present.history_text.PAGE_SIZE)
MAX_NUMBER = 1_000_000  # a page number or size larger than this is refused
MAX_MESSAGE = 300  # characters of a usage error's message, what was typed included
MAX_PORT = 65535  # claim2 host --port
LONG_NUMBER = re.compile(r"\d{15,}")  # cut short in messages


APP_COMMANDS = frozenset({"play", "walkthrough", "host", "join"})


def say_notices() -> None:
    """One line on stderr for each file set aside while starting (a settings file, say)."""
    from claim2.storage.files import take_notices

    for notice in take_notices():
        print(printable(_("claim2: note: {notice}").format(notice=notice)), file=sys.stderr)


class UsageError(Exception):
    """Bad input from the user: reported in one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One clear line instead of argparse's usage dump (what was typed cut short)."""
        message = LONG_NUMBER.sub(lambda found: number_text(found.group()), message)
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "…"
        line = _("{prog}: error: {message} (see '{prog} --help')").format(
            prog=self.prog, message=message
        )
        self.exit(EXIT_USAGE, printable(line) + "\n")


def _whole_number(text: str, largest: int) -> int:
    """A whole number from 1 to ``largest`` (argparse reports the error in one line)."""
    try:
        number = int(text) if len(text) <= 12 else 0
    except ValueError:
        number = 0
    if not 1 <= number <= largest:
        raise argparse.ArgumentTypeError(
            _("must be a whole number from 1 to {largest}").format(largest=largest)
        )
    return number


def _positive(text: str) -> int:
    """A whole number from 1 to ``MAX_NUMBER``."""
    return _whole_number(text, MAX_NUMBER)


def _port(text: str) -> int:
    """A port from 1 to 65535 (the system refuses any other: the host's app would crash)."""
    return _whole_number(text, MAX_PORT)


def _language_option(argv: Sequence[str]) -> str | None:
    """The value of --lang, read before the parser is built (its help is translated)."""
    for index, argument in enumerate(argv):
        if argument == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if argument.startswith("--lang="):
            return argument.partition("=")[2]
    return None


def choose_language(argv: Sequence[str]) -> str:
    """--lang, else the remembered choice, else the locale variables, else English."""
    from claim2.settings.remembered import load_settings

    asked = _language_option(argv)
    if asked in LANGUAGES:
        return asked
    remembered = load_settings().language
    if remembered in LANGUAGES:
        return remembered
    return language_from_environment() or "en"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="claim2",
        description=_("Claim 2, the card game for two players, in your terminal."),
        epilog=_("Start with 'claim2 play', or learn the game with 'claim2 walkthrough'."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"claim2 {__version__}",
        help=_("show the version of claim2 and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help=_(
            "language of the game (default: as chosen in the app, else your locale, else English)"
        ),
    )
    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=_Parser)
    play = commands.add_parser(
        "play",
        help=_("play a game: two people on one laptop, or against the computer"),
        description=_(
            "Play Claim 2: two people share this terminal; the screen hides between turns."
        ),
    )
    play.add_argument("--seed", type=int, help=_("deal reproducibly from this number"))
    play.add_argument(
        "--vs",
        choices=["computer"],
        help=_("play against the computer (you can also choose this on the start screen)"),
    )
    play.add_argument(
        "--level",
        choices=tuple(LEVELS),
        help=_("the computer's level, with --vs computer (default: {level})").format(
            level=DEFAULT_LEVEL
        ),
    )
    play.add_argument(
        "--hints",
        action="store_true",
        help=_("start with hints on: h on your turn suggests a move (also on the start screen)"),
    )
    play.add_argument(
        "--name",
        action="append",
        default=[],
        metavar=_("NAME"),
        help=_(
            "a player's name: twice for two players, once against the computer (a new game "
            "starts without questions)"
        ),
    )
    _plain_option(play)
    _network_commands(commands)
    walkthrough = commands.add_parser(
        "walkthrough",
        help=_("learn the game step by step"),
        description=_("Short interactive lessons that teach every rule by playing."),
    )
    _plain_option(walkthrough)
    rules = commands.add_parser(
        "rules", help=_("show the rules"), description=_("Print the rules of Claim 2.")
    )
    rules.add_argument("--plain", action="store_true", help=_("print the Markdown text as it is"))
    replay = commands.add_parser(
        "replay",
        help=_("show a recorded game trick by trick"),
        description=_("Show a game record trick by trick, then the result."),
    )
    replay.add_argument("file", metavar=_("FILE"), help=_("a game record (JSON)"))
    replay.add_argument(
        "--json", action="store_true", help=_("print one JSON object instead of text")
    )
    replay.add_argument(
        "--reveal",
        action="store_true",
        help=_(
            "a game still being played: show all of it, both hands and the draw pile too "
            "(without it, only what both players have seen)"
        ),
    )
    replay.add_argument(
        "--analyse",
        "--analyze",
        action="store_true",
        help=_(
            "review the game: the exact result with best play before and after each move of "
            "phase two, the strong level's estimates for phase one"
        ),
    )
    history = commands.add_parser(
        "history",
        help=_("list the finished games and the players' statistics"),
        description=_(
            "List the finished games in the saves folder, newest first, and each player's "
            "games, wins and draws."
        ),
    )
    history.add_argument(
        "--json",
        action="store_true",
        help=_("print one JSON object instead of tables (every game, unless --page is given)"),
    )
    history.add_argument(
        "--page",
        type=_positive,
        metavar=_("N"),
        help=_("show the N-th page of games, the newest first (default: the first)"),
    )
    history.add_argument(
        "--per-page",
        type=_positive,
        default=PAGE_SIZE,
        metavar=_("N"),
        help=_("games on a page (default: {count})").format(count=PAGE_SIZE),
    )
    return parser


def _plain_option(command: argparse.ArgumentParser) -> None:
    """``--plain`` (and ``--no-plain``): the game in plain lines, for screen readers,
    braille displays and scripts."""
    command.add_argument(
        "--plain",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_(
            "plain lines instead of the full-screen app: for screen readers, braille displays "
            "and scripts (default: as chosen on the start screen, or ACCESSIBLE=1)"
        ),
    )


def _network_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    """``claim2 host`` and ``claim2 join``: a game between two computers."""
    from claim2.net.ports import DEFAULT_PORT, DEFAULT_WEB_PORT

    host = commands.add_parser(
        "host",
        help=_("host a game over the network: the other player joins from their computer"),
        description=_(
            "Host a game for two computers: this one holds the game; the other player "
            "joins with 'claim2 join ADDRESS CODE'."
        ),
    )
    host.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=_("the port to listen on (default: {port})").format(port=DEFAULT_PORT),
    )
    host.add_argument(
        "--bind",
        metavar=_("ADDRESS"),
        help=_("listen on this address only (default: every address of this computer)"),
    )
    host.add_argument("--seed", type=int, help=_("deal reproducibly from this number"))
    host.add_argument(
        "--web",
        action="store_true",
        help=_(
            "let the other player join from a browser, with a secret link (and its QR code) "
            "that the screen shows"
        ),
    )
    host.add_argument(
        "--web-port",
        type=_port,
        metavar=_("N"),
        help=_("with --web, the port browsers join on (default: {port})").format(
            port=DEFAULT_WEB_PORT
        ),
    )
    join = commands.add_parser(
        "join",
        help=_("join a game hosted on another computer"),
        description=_("Join a game hosted with 'claim2 host', with its address and join code."),
    )
    join.add_argument("address", metavar=_("ADDRESS"), help=_("the host's address (HOST[:PORT])"))
    join.add_argument("code", metavar=_("CODE"), help=_("the join code the host's screen shows"))
    join.add_argument("--name", default="", help=_("your name, as the host will see it"))


def _web_port(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int | None:
    """``claim2 host --web [--web-port N]``: the port browsers join on (None: no --web)."""
    from claim2.net.ports import DEFAULT_WEB_PORT

    if not options.web:
        if options.web_port is not None:
            _Parser(prog=f"{parser.prog} host").error(_("--web-port goes with --web"))
        return None
    port = options.web_port or DEFAULT_WEB_PORT
    if port == options.port:
        _Parser(prog=f"{parser.prog} host").error(_("--web-port must differ from --port"))
    return int(port)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    set_language(choose_language(arguments))
    if not APP_COMMANDS & set(arguments):  # the app shows them itself
        say_notices()
    with argparse_in_current_language():
        parser = build_parser()
        options = parser.parse_args(arguments)
    if options.lang:
        set_language(options.lang)
    try:
        return _run(options, parser)
    except UsageError as error:
        print(printable(_("claim2: error: {message}").format(message=error)), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def _check_name(name: str) -> None:
    """``claim2 join --name``: a player's name by the one rule (the host refuses others)."""
    from claim2.text.names import name_problem

    wrong = name_problem(name.strip(" ")) if name.strip(" ") else None
    if wrong is not None:
        raise UsageError(_("Please choose another name: it {problem}.").format(problem=wrong))


def _play(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``claim2 play``: the app, or plain lines (``--plain``, ``ACCESSIBLE=1`` or the start
    screen's setting)."""
    play = _Parser(prog=f"{parser.prog} play")
    if options.level is not None and options.vs != "computer":
        play.error(_("--level goes with --vs computer"))
    names = tuple(" ".join(name.split()) for name in options.name)
    computer = options.vs == "computer"
    if names and len(names) != (1 if computer else 2):
        play.error(
            _("--name goes once with --vs computer")
            if computer
            else _("--name goes twice, once for each player (or once with --vs computer)")
        )
    level = options.level or DEFAULT_LEVEL
    if names or plain_wanted(options.plain):
        from claim2.plain.launch import run_play as run_plain

        return run_plain(
            seed=options.seed,
            computer=level if computer else None,
            hints=options.hints,
            names=names,
            opponent_given=options.vs is not None or bool(names),
            level_given=options.level is not None,
        )
    from claim2.tui.launch import run_play

    return run_play(seed=options.seed, computer=level if computer else None, hints=options.hints)


def plain_wanted(asked: bool | None) -> bool:
    """``--plain`` or ``--no-plain``, else ``ACCESSIBLE`` in the environment, else the
    setting remembered from the start screen."""
    if asked is not None:
        return asked
    from claim2.plain.launch import accessible_environment

    if accessible_environment():
        return True
    from claim2.settings.remembered import load_settings

    return load_settings().plain


def _run(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if options.command == "rules":
        from claim2.present.rules_text import rules_markdown

        text = rules_markdown()
        if options.plain:
            print(text)
            return 0
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
        return 0
    if options.command == "replay":
        from claim2.present.replay import run_replay

        return run_replay(
            options.file, as_json=options.json, reveal=options.reveal, analyse=options.analyse
        )
    if options.command == "history":
        from claim2.present.history_text import run_history

        return run_history(as_json=options.json, page=options.page, per_page=options.per_page)
    if options.command == "play":
        return _play(options, parser)
    if options.command in ("host", "join"):
        from claim2.net.ports import DEFAULT_PORT
        from claim2.tui.net_launch import run_host, run_join

        if options.command == "host":
            web_port = _web_port(options, parser)
            return run_host(options.port, options.bind, options.seed, web_port=web_port)
        _check_name(options.name)
        return run_join(options.address, options.code, options.name, DEFAULT_PORT)
    if options.command == "walkthrough":
        if plain_wanted(options.plain):
            from claim2.plain.launch import run_walkthrough as run_plain_walkthrough

            return run_plain_walkthrough()
        from claim2.tui.launch import run_walkthrough

        return run_walkthrough()
    parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
