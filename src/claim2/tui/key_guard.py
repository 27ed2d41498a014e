"""The app's guard between the keyboard and the game screen, and its clock's deadlines.

``KeyGuard`` holds the sitting's key gate (``claim2.sitting.gate``: a held key, a burst or
a stuck key never confirms anything) and the deadlines the app keeps on the sitting's clock
(the gate opening, a scene that goes on by itself): ``TimedDeadlines``, waiting with one of
the app's Textual timers (on a clock moved by hand, moving it runs them). It decides nothing
about the game: the game screen it lights up comes from the app, and which scenes need a
quiet spell before each key from the scene (``one_key_each``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual import events
from textual.timer import Timer

from claim2.present.keymap import key_list
from claim2.sitting.clock import Clock, TimedDeadlines
from claim2.sitting.gate import KeyGate

if TYPE_CHECKING:
    from claim2.tui.screens.table.game import GameScreen

#: Taken even while the game screen's gate is closed: quitting and the language.
ALWAYS_KEYS = frozenset(key_list("app.quit") + key_list("app.language"))
SetTimer = Callable[[float, Callable[[], None]], Timer]


class KeyGuard:
    """The key gate in front of the game screen ``game_screen()`` returns (None: no game
    screen), and the deadlines on ``clock`` (``deadlines``), run by a timer ``set_timer``
    makes (the app's)."""

    def __init__(
        self, clock: Clock, set_timer: SetTimer, game_screen: Callable[[], GameScreen | None]
    ) -> None:
        self.clock = clock
        self.gate = KeyGate()
        self.deadlines = TimedDeadlines(clock, lambda wait, run: set_timer(wait, run).stop)
        self._game_screen = game_screen

    def admit(self, event: events.Key | events.MouseDown, on_game: bool) -> bool:
        """Whether the key or click ``event`` goes on (``on_game``: the game screen is on
        top); one kept back lights nothing up and says the keys are held."""
        if not self._gated(event, on_game):
            if isinstance(event, events.Key) and not event.is_forwarded:
                self.gate.heard(self.clock.now())  # a key to another screen breaks the quiet
            return True
        screen = self._game_screen()
        if not self.gate.admit(self.clock.now()):
            self.watch()
            if screen is not None:  # said at once: the key was seen, and when one is taken
                screen.keys_held(self.gate.ready_at() - self.clock.now())
            return False
        scene = screen.scene if screen is not None else None
        if scene is not None and scene.one_key_each:  # the sitting's decision (a hand-off)
            self.gate.close()
            self.watch()
        return True

    def _gated(self, event: events.Key | events.MouseDown, on_game: bool) -> bool:
        if isinstance(event, events.Key) and event.key in ALWAYS_KEYS:
            return False
        return on_game and not event.is_forwarded and self._game_screen() is not None

    def new_scene(self, settle: float) -> None:
        """Another scene is on the game screen: its keys wait for a quiet spell
        (``settle`` seconds at least), and the screen lights up when the gate opens."""
        self.gate.show(self.clock.now(), settle=settle)
        screen = self._game_screen()
        if screen is not None:
            screen.set_ready(False)
        self.watch()

    def watch(self) -> None:
        """Light the game screen up when its gate opens (if no key comes first)."""
        if self._game_screen() is not None:
            self.deadlines.at(self.gate.ready_at(), self._gate_open, "gate")

    def _gate_open(self) -> None:
        screen = self._game_screen()
        if screen is not None and self.gate.ready(self.clock.now()):
            screen.set_ready(True)
