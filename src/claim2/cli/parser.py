"""The ``claim2`` command's parser: its commands and their options, translated."""

from __future__ import annotations

import argparse

from claim2 import __version__
from claim2.cli.arguments import Parser, port, positive
from claim2.records.levels import LEVELS
from claim2.settings.options import DEFAULT_LEVEL
from claim2.text.i18n import LANGUAGES, _

PAGE_SIZE = 50  # claim2 history's games a page (history.games.PAGE_SIZE)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
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
    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=Parser)
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
    play.add_argument(
        "--phones",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_(
            "each player plays on their own phone (a link and a QR code each), this screen "
            "shows the table (default: as chosen on the start screen)"
        ),
    )
    _plain_option(play)
    begin = play.add_mutually_exclusive_group()
    begin.add_argument(
        "--resume",
        action="store_true",
        help=_("in plain lines: resume the unfinished game (exit code 2 when there is none)"),
    )
    begin.add_argument(
        "--new",
        action="store_true",
        help=_(
            "in plain lines: start a new game, keeping an unfinished one aside (without it, "
            "a game asked for with --name, --vs or --seed resumes the unfinished game only "
            "when it is that game)"
        ),
    )
    _verbose_option(play)
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
        type=positive,
        metavar=_("N"),
        help=_("show the N-th page of games, the newest first (default: the first)"),
    )
    history.add_argument(
        "--per-page",
        type=positive,
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


def _verbose_option(command: argparse.ArgumentParser) -> None:
    """``--verbose``: every scene in full in plain lines (brief by default)."""
    command.add_argument(
        "--verbose",
        action="store_true",
        help=_(
            "in plain lines: say every scene in full (each trick's cards and why it was won, "
            "each pile, each vote's reason) instead of a short sentence per event"
        ),
    )


def _network_commands(commands: argparse._SubParsersAction[Parser]) -> None:
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
        type=port,
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
        type=port,
        metavar=_("N"),
        help=_("with --web, the port browsers join on (default: {port})").format(
            port=DEFAULT_WEB_PORT
        ),
    )
    host.add_argument(
        "--name",
        metavar=_("NAME"),
        help=_(
            "in plain lines, your name: the game starts without questions once the other "
            "player has joined"
        ),
    )
    _plain_option(host)
    _verbose_option(host)
    join = commands.add_parser(
        "join",
        help=_("join a game hosted on another computer"),
        description=_("Join a game hosted with 'claim2 host', with its address and join code."),
    )
    join.add_argument("address", metavar=_("ADDRESS"), help=_("the host's address (HOST[:PORT])"))
    join.add_argument("code", metavar=_("CODE"), help=_("the join code the host's screen shows"))
    join.add_argument("--name", default="", help=_("your name, as the host will see it"))
    _plain_option(join)
    _verbose_option(join)
