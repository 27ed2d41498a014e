"""Driving the application layer as the app would, without Textual: sittings on the test's
own data folder, the people's answers to each scene, the computer's moves, resuming."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from claim2.engine import Action, Card, PlayerView, SeerChoice, view
from claim2.engine.events import CardPlayed
from claim2.engine.ruleset import next_seat
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, save_record
from claim2.settings.options import GameOptions, computer_name
from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table

NAMES = ("Ann", "Bob")
HOT_SEAT = GameOptions()
EASY = GameOptions(computer="easy")
Choose = Callable[[PlayerView], Action]


def first_card(seen: PlayerView) -> Action:
    """The first legal action (a Seer winner keeps the prize)."""
    if seen.seer_pending is not None:
        return SeerChoice.PRIZE
    return seen.legal_actions[0]


def seers_first(seen: PlayerView) -> Action:
    """The highest Seer if allowed, else the first legal card; a Seer winner takes the top
    card (Seer choices come often)."""
    if seen.seer_pending is not None:
        return SeerChoice.TOP
    cards = [action for action in seen.legal_actions if isinstance(action, Card)]
    seers = [card for card in cards if card.code.startswith("Se")]
    return seers[-1] if seers else cards[0]


def new_game(
    options: GameOptions = HOT_SEAT,
    *,
    first_leader: int | None = 0,
    first_to: int | None = None,
    names: tuple[str, str] = NAMES,
) -> NewGame:
    """A new game as the start screen asks for it (against the computer, the computer's
    seat named as the start screen names it)."""
    if options.computer is not None:
        person = names[0]
        computer = computer_name(options.computer)
        names = (computer, person) if options.computer_seat == 0 else (person, computer)
    return NewGame(names, first_leader, options, first_to=first_to)


class Sittings:
    """Sittings on the test's data folder (``CLAIM2_DATA_DIR``), each with a manual clock;
    every one is closed (its folder lock let go) when the test ends."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.opened: list[Sitting] = []

    def __call__(
        self,
        *,
        seed: int | None = 1,
        options: GameOptions | None = None,
        save_path: Path | None = None,
        clock: ManualClock | None = None,
    ) -> Sitting:
        sitting = Sitting(
            seed=seed, options=options, save_path=save_path, clock=clock or ManualClock()
        )
        self.opened.append(sitting)
        return sitting

    def started(
        self,
        options: GameOptions = HOT_SEAT,
        *,
        seed: int | None = 1,
        first_leader: int | None = 0,
        first_to: int | None = None,
        save_path: Path | None = None,
    ) -> Sitting:
        """A sitting with a new game started on an empty folder."""
        sitting = self(seed=seed, options=options, save_path=save_path)
        sitting.look_for_save()
        assert (
            sitting.start(new_game(options, first_leader=first_leader, first_to=first_to)) is None
        )
        assert sitting.table is not None
        return sitting

    def resumed(self, sitting: Sitting, *, seed: int | None = 1) -> Sitting:
        """Quit ``sitting`` (its folder lock let go) and resume its game in a new one."""
        sitting.close()
        again = self(seed=seed, save_path=sitting.save_path)
        lobby = again.look_for_save()
        assert lobby.resume is not None
        assert again.resume()
        return again

    def resuming(self, record: GameRecord, *, seed: int | None = 1) -> Sitting:
        """A sitting resuming ``record``, saved as the current game on an empty folder (a
        game near its end is played out in a moment)."""
        save_record(record, self.folder / "saves" / "current.json")
        sitting = self(seed=seed)
        assert sitting.look_for_save().resume is not None
        assert sitting.resume()
        return sitting

    def close(self) -> None:
        for sitting in self.opened:
            sitting.close()


def table_of(sitting: Sitting) -> Table:
    table = sitting.table
    assert isinstance(table, Table)
    return table


def answer(table: Table, choose: Choose = seers_first) -> None:
    """Do what the people at the screen (or the computer) would do on the current scene:
    confirm a hand-off, play, go on; the computer thinks and moves, its move is passed."""
    scene = table.scene
    shown = scene.shown
    if scene.kind is ScreenKind.HANDOFF:
        assert table.reveal(shown)
    elif scene.computer_move is not None:
        assert table.proceed(shown)  # the computer's move has been on the screen long enough
    elif scene.kind is ScreenKind.COMPUTER:
        thinking = table.thinking()
        assert thinking is not None
        assert table.computer_moved(thinking.run(), thinking.shown)
    elif scene.acts:
        assert scene.seen is not None
        assert table.play(choose(scene.seen), shown) is None
        assert table.scene.shown != shown
    else:
        assert scene.kind is not ScreenKind.END
        assert table.proceed(shown)


def scenes(table: Table, choose: Choose = seers_first) -> Iterator[Scene]:
    """Every scene until the end (the end included), answered as ``answer`` does."""
    while True:
        yield table.scene
        if table.scene.kind is ScreenKind.END:
            return
        answer(table, choose)


def play_until(table: Table, stop: Callable[[Scene], bool], choose: Choose = seers_first) -> Scene:
    """Answer scenes until ``stop`` holds for one (returned); fails at the end of the game."""
    for scene in scenes(table, choose):
        if stop(scene):
            return scene
    raise AssertionError("the game ended first")


def play_to_end(table: Table, choose: Choose = seers_first) -> Scene:
    return play_until(table, lambda scene: scene.kind is ScreenKind.END, choose)


def is_turn(seat: int) -> Callable[[Scene], bool]:
    """A stop for ``play_until``: ``seat``'s own turn to play a card."""
    return lambda scene: scene.kind is ScreenKind.TURN and scene.seat == seat


def public_scene(scene: Scene) -> bool:
    return scene.seen is None


def mode_of(options: GameOptions) -> Mode:
    return Mode.HOT_SEAT if options.computer is None else Mode.VS_COMPUTER


class Watch:
    """Who is looking at the screen, kept from what the people did (not from the layer's
    own bookkeeping), and the checks every scene must pass:

    - between two people, a private scene of seat S comes only after a hand-off addressed
      to S was confirmed, or while S was already looking (only public scenes between);
      a hand-off on the screen means the laptop is being passed: nobody is looking yet;
    - against the computer there is no hand-off, and every scene holds the person's view;
    - a scene holds the view of its viewer exactly as the rules give it to that seat
      (``view(state, viewer)``), and the public view of the game as it stands.
    """

    def __init__(self, table: Table) -> None:
        self.looking: int | None = None
        self.table = table
        self.shown: list[Scene] = []
        self.check()

    def confirmed(self, scene: Scene) -> None:
        """The hand-off ``scene`` was confirmed by its player: they are looking now."""
        assert scene.kind is ScreenKind.HANDOFF
        self.looking = scene.seat

    def resumed(self, table: Table) -> None:
        """The game was quit and resumed: nobody is looking at a hand yet."""
        self.table = table
        self.looking = None
        self.check()

    def check(self) -> None:
        """Check the table's scene (call after every step)."""
        table, scene = self.table, self.table.scene
        if self.shown and self.shown[-1] is scene:
            return
        self.shown.append(scene)
        state = table.session.states[-1]
        public = table.session.public()
        if scene.mode is Mode.HOT_SEAT and scene.kind is ScreenKind.HANDOFF and public.played:
            assert scene.seat != public.leader and scene.result is None
            self.check_veiled(scene, public.played)
            public = replace(public, played=())
        assert scene.public == public
        if scene.seen is not None:
            assert scene.seen == view(state, scene.seen.seat)
        if scene.mode is Mode.VS_COMPUTER:
            assert scene.kind is not ScreenKind.HANDOFF
            assert table.person is not None and scene.viewer == table.person
            return
        if scene.kind is ScreenKind.HANDOFF:
            self.looking = None
            assert scene.seen is None
        elif scene.kind in (ScreenKind.TURN, ScreenKind.SEER):
            assert scene.viewer == scene.seat
            assert scene.seat is not None and scene.seat == self.looking, (
                f"{scene.kind.value} of seat {scene.seat} shown while "
                f"{'nobody' if self.looking is None else f'seat {self.looking}'} is looking"
            )
        else:
            assert scene.seen is None  # public: whoever may be looking

    def check_veiled(self, scene: Scene, played: tuple[Card, ...]) -> None:
        """The follower's hand-off between two people: the card the leader has just led is
        nowhere in the scene (the follower may be holding the laptop, and the leader may
        still take it back), and the scene says a card was led."""
        assert scene.lead_veiled and scene.seen is None
        led = played[-1]
        log = self.table.session.log()
        assert scene.log == log[: len(scene.log)] and log[len(scene.log) :] == (
            CardPlayed(next_seat(scene.seat or 0), led),
        )
        assert scene.take_back is None or scene.take_back.card is None


def answer_watched(table: Table, watch: Watch, choose: Choose = seers_first) -> None:
    """``answer``, telling ``watch`` who confirmed a hand-off, then checking the next scene."""
    scene = table.scene
    answer(table, choose)
    if scene.kind is ScreenKind.HANDOFF:
        watch.confirmed(scene)
    watch.check()
