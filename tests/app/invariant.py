"""The hot-seat invariant, checked after every key driven through the app on a fake clock.

- A private view of seat S is on the screen only while S holds the laptop: S confirmed a
  hand-off addressed to S with Enter, and that Enter followed a quiet spell (no key at
  all, on any screen, for ``QUIET`` seconds, the hand-off on the screen ``SETTLE``
  seconds); a game resumed starts with nobody holding it.
- No card is ever played by a key pressed on another seat's screen: a move of seat S is
  made by a key pressed while S's own turn (or Seer choice) was on the screen.
- No screen shows a card its viewer cannot know of (R17): a private view none of the
  other hand, the other's face-down draws or the draw pile; a public scene none that
  either seat cannot know of.
- No card of the leader's current trick is on any screen (the game's, the log or another
  over it) while the hand-off to the follower waits for the follower (issue 41): the
  follower may be holding the laptop, and the leader may still take the card back.
- At the end, the record saved replays and is the game's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, load_record, replay_states
from claim2.sitting.gate import QUIET, SETTLE

from .driving import Run, current_save
from .games import CARD_CODE, hidden_from

EPSILON = 1e-6


@dataclass(frozen=True)
class Look:
    """What is on the screen after a key: the scene, and whose cards are shown."""

    on_game: bool
    kind: ScreenKind
    seat: int | None
    viewer: int | None  # whose own cards are on the screen (None: nobody's)
    move: int
    actions: tuple[str, ...]


def look(run: Run) -> Look:
    scene = run.scene
    return Look(
        on_game=run.on_game,
        kind=scene.kind,
        seat=scene.seat,
        viewer=scene.viewer,
        move=scene.shown.move,
        actions=tuple(run.table.session.record.actions),
    )


@dataclass
class Watch:
    """Keeps what the invariant needs between keys and checks each key's outcome."""

    run: Run
    last: Look
    holder: int | None = None  # who holds the laptop (confirmed the last hand-off)
    last_key: float = float("-inf")  # when the last key (any, anywhere) was pressed
    shown_since: float = float("-inf")  # since when the scene on the screen is there
    log: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, run: Run) -> Watch:
        watch = cls(run, look(run), shown_since=run.clock.now())
        watch.check_screen()
        return watch

    def key(self, key: str, at: float) -> None:
        """Before ``key`` is handled at ``at``: nothing to do but remember (see ``after``)."""
        self.log.append(f"{at - 1000:.3f} {key} on {self.last.kind.value}/{self.last.seat}")

    def after(self, key: str, at: float, quiet_before: float) -> None:
        """``key`` pressed at ``at`` (``quiet_before``: seconds since the key before it) was
        handled: check what changed."""
        now = look(self.run)
        before = self.last
        context = "\n".join(self.log[-12:])
        if now.viewer is not None and now.viewer != before.viewer:
            confirmed = (
                before.kind is ScreenKind.HANDOFF and before.seat == now.viewer and key == "enter"
            )
            if now.viewer != self.holder:
                assert confirmed, (
                    f"seat {now.viewer}'s cards shown without its hand-off:\n{context}"
                )
                assert quiet_before >= QUIET - EPSILON, (
                    f"a hand-off confirmed {quiet_before:.3f} s after another key:\n{context}"
                )
                shown_for = at - self.shown_since
                assert shown_for >= SETTLE - EPSILON, (
                    f"a hand-off confirmed {shown_for:.3f} s after it showed:\n{context}"
                )
                self.holder = now.viewer
        if now.viewer is not None:
            assert now.viewer == self.holder, f"seat {now.viewer}'s cards, not its laptop"
        if len(now.actions) > len(before.actions):
            assert len(now.actions) == len(before.actions) + 1, f"two moves by one key:\n{context}"
            states = replay_states(self.run.table.session.record)
            mover = states[-2].to_move
            assert before.on_game and before.kind in (ScreenKind.TURN, ScreenKind.SEER), (
                f"a move made from {before.kind.value}:\n{context}"
            )
            assert before.viewer == mover, f"seat {mover}'s move from another screen:\n{context}"
        if (now.kind, now.seat, now.move, now.actions) != (
            before.kind,
            before.seat,
            before.move,
            before.actions,
        ):
            self.shown_since = at
        self.last = now
        self.check_screen()

    def check_screen(self) -> None:
        """R17 on the terminal: no card the viewer of the screen cannot know of."""
        run = self.run
        self.check_lead_unseen()
        if not run.on_game:
            return
        record = run.table.session.record
        shown = set(CARD_CODE.findall(run.text()))
        viewer = self.last.viewer
        if viewer is None:
            hidden = hidden_from(record, 0) | hidden_from(record, 1)
        else:
            hidden = hidden_from(record, viewer)
        assert not shown & hidden, f"{sorted(shown & hidden)} on {self.last}"

    def check_lead_unseen(self) -> None:
        """On the follower's hand-off (and any screen over it), nothing the leader played."""
        run = self.run
        table = run.table
        public = table.session.public()
        handoff = table.scene.kind is ScreenKind.HANDOFF and table.scene.result is None
        if not handoff or not public.played:
            return
        led = public.played[0].code
        if run.on_game:  # the hand-off names no card at all
            assert not CARD_CODE.findall(run.text()), f"{run.text()}\n" + "\n".join(self.log)
        else:  # the log (l) over it: the trick so far is not told
            leader = table.names[public.leader]
            assert not run.shows(f"{leader} plays {led}."), "\n".join(self.log[-12:])


def check_saved(data_dir: Path, record: GameRecord) -> None:
    """The record saved is the game's, and it replays."""
    path = current_save(data_dir)
    if not path.exists():  # the game ended and was kept under its own name
        return
    saved = load_record(path)
    replay_states(saved)
    assert saved.actions == record.actions
