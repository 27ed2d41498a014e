"""What each of the ``claim2`` command's commands runs: the app, plain lines, the network
game, the rules, a replay, the history (each imported only when it runs)."""

from __future__ import annotations

import argparse

from claim2.cli.arguments import Parser, UsageError
from claim2.settings.options import DEFAULT_LEVEL
from claim2.text.i18n import _


def _web_port(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int | None:
    """``claim2 host --web [--web-port N]``: the port browsers join on (None: no --web)."""
    from claim2.net.ports import DEFAULT_WEB_PORT

    if not options.web:
        if options.web_port is not None:
            Parser(prog=f"{parser.prog} host").error(_("--web-port goes with --web"))
        return None
    port = options.web_port or DEFAULT_WEB_PORT
    if port == options.port:
        Parser(prog=f"{parser.prog} host").error(_("--web-port must differ from --port"))
    return int(port)


def _check_name(name: str) -> None:
    """``claim2 join --name``: a player's name by the one rule (the host refuses others)."""
    from claim2.text.names import name_problem

    wrong = name_problem(name.strip(" ")) if name.strip(" ") else None
    if wrong is not None:
        raise UsageError(_("Please choose another name: it {problem}.").format(problem=wrong))


def _play(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``claim2 play``: the app, or plain lines (``--plain``, ``ACCESSIBLE=1`` or the start
    screen's setting)."""
    play = Parser(prog=f"{parser.prog} play")
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
    players = None
    if names:  # a new game at once, its names by the start screen's rule, whichever screen
        from claim2.present.phrase import plain
        from claim2.settings.options import computer_name
        from claim2.sitting.lobby_words import names_refusal

        players = (names[0], computer_name(level) if computer else names[1])
        refusal = names_refusal(players, computer=computer)
        if refusal is not None:
            play.error(plain(refusal[1]))
    if options.phones and options.plain:
        play.error(_("--phones goes with the full-screen app, not --plain"))
    if plain_wanted(options.plain) and not options.phones:
        from claim2.plain.launch import run_play as run_plain

        return run_plain(
            seed=options.seed,
            computer=level if computer else None,
            hints=options.hints,
            names=names,
            opponent_given=options.vs is not None or bool(names),
            level_given=options.level is not None,
            verbose=options.verbose,
            resume=options.resume,
            new=options.new,
        )
    _plain_only(play, options, "--resume", "--new", "--verbose")
    from claim2.tui.launch import run_play

    return run_play(
        seed=options.seed,
        computer=level if computer else None,
        hints=options.hints,
        names=players,
        phones=phones_wanted(options.phones),
    )


def _plain_only(parser: Parser, options: argparse.Namespace, *flags: str) -> None:
    """A plain-line option given to the full-screen app: one line, exit code 2."""
    for flag in flags:
        if getattr(options, flag.removeprefix("--").replace("-", "_"), False):
            parser.error(_("{option} goes with plain lines (--plain)").format(option=flag))


def phones_wanted(asked: bool | None) -> bool:
    """``--phones`` or ``--no-phones``, else the start screen's choice as remembered."""
    if asked is not None:
        return asked
    from claim2.settings.remembered import load_settings

    return load_settings().phones


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


def _network(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``claim2 host`` and ``claim2 join``: the app, or plain lines (``--plain``,
    ``ACCESSIBLE=1``, the start screen's setting)."""
    from claim2.net.ports import DEFAULT_PORT

    if options.command == "host":
        web_port = _web_port(options, parser)
        name = " ".join((options.name or "").split())
        if name:
            _check_name(name)
        if plain_wanted(options.plain):
            from claim2.plain.launch import run_host as run_plain_host

            return run_plain_host(
                options.port,
                options.bind,
                options.seed,
                name=name or None,
                web_port=web_port,
                verbose=options.verbose,
            )
        _plain_only(Parser(prog=f"{parser.prog} host"), options, "--verbose")
        from claim2.tui.net_launch import run_host

        return run_host(options.port, options.bind, options.seed, web_port=web_port)
    _check_name(options.name)
    if plain_wanted(options.plain):
        from claim2.plain.launch import run_join as run_plain_join

        return run_plain_join(
            options.address, options.code, options.name, DEFAULT_PORT, verbose=options.verbose
        )
    _plain_only(Parser(prog=f"{parser.prog} join"), options, "--verbose")
    from claim2.tui.net_launch import run_join

    return run_join(options.address, options.code, options.name, DEFAULT_PORT)


def run(options: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
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
        from claim2.present.history_command import run_history

        return run_history(as_json=options.json, page=options.page, per_page=options.per_page)
    if options.command == "play":
        return _play(options, parser)
    if options.command in ("host", "join"):
        return _network(options, parser)
    if options.command == "walkthrough":
        if plain_wanted(options.plain):
            from claim2.plain.launch import run_walkthrough as run_plain_walkthrough

            return run_plain_walkthrough()
        from claim2.tui.launch import run_walkthrough

        return run_walkthrough()
    parser.print_help()
    return 0
