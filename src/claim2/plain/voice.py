"""A scene said in plain lines, once as it comes, briefly (``brief``) unless ``verbose``,
and in full again on ``repeat``: its own lines (``scenes``), a hand-off's or the end's, and
on a seat's own scene in phase one the cards drawn into its follower pile face down since
it was last told (said to its owner only). In full, over the network, the other player's
Seer choice is said too when the scene after it comes (at this screen the computer's scene
says it)."""

from __future__ import annotations

from claim2.engine.events import PrizeTaken, SeerChose
from claim2.engine.state import Pile
from claim2.game.steps import ScreenKind
from claim2.plain.brief import Draws, brief_lines, brief_of, spoken
from claim2.plain.ending import end_lines
from claim2.plain.handoff import handoff_lines
from claim2.plain.lines import Speaker
from claim2.plain.scenes import scene_lines
from claim2.present.phrase import Phrase
from claim2.present.scenes.seer import seer_move_line
from claim2.present.scenes.turn import own_followers_lines
from claim2.sitting.scene import Mode, Scene


class SceneVoice:
    """Says scenes on ``speaker``, briefly unless ``verbose``; ``you``: the seat of this
    screen in a game over the network (told "you" on every scene)."""

    def __init__(self, speaker: Speaker, *, verbose: bool = False, you: int | None = None) -> None:
        self.speaker = speaker
        self.verbose = verbose
        self.you = you
        self._drawn: dict[int, Pile] = {}  # each seat's hidden draws as last said to it
        self._draws = Draws()
        self._log = 0  # the public events told so far (over the network)

    def say(self, scene: Scene, *, again: bool = True) -> None:
        """Every line of ``scene`` (``again``: asked for by ``repeat``, said in full)."""
        if again or self.verbose:
            self.say_full(spoken(scene, self.you), again=again)
            return
        brief = brief_of(scene, self.you)
        seen = scene.seen
        drawn = self._draws.new(seen, brief) if scene.acts and seen is not None else []
        self.speaker.say_all(brief_lines(scene, brief, drawn))

    def say_full(self, scene: Scene, *, again: bool) -> None:
        say = self.speaker.say_all
        if scene.mode is Mode.NETWORK and not again:
            say(self._others_seer_choice(scene))
        say(scene_lines(scene))
        if scene.kind is ScreenKind.HANDOFF:
            say(handoff_lines(scene))
        elif scene.kind is ScreenKind.END:
            say(end_lines(scene))
        seen = scene.seen
        if not scene.acts or seen is None or seen.phase != 1 or not seen.my_draws:
            return
        if again or self._drawn.get(seen.seat, ()) != seen.my_draws:
            self._drawn[seen.seat] = seen.my_draws
            say(own_followers_lines(seen, scene.names))

    def _others_seer_choice(self, scene: Scene) -> list[Phrase]:
        """The other player's Seer choices since the last scene, from the public log: the
        prize each took (R8)."""
        log, told = scene.log, self._log
        self._log = len(log)
        seen = scene.seen
        if seen is None or told > len(log):  # a take-back shortened the log
            return []
        lines = []
        for number, event in enumerate(log[told:], start=told):
            if not isinstance(event, SeerChose) or event.player == seen.seat:
                continue
            taken = next(
                (later.card for later in log[number + 1 :] if isinstance(later, PrizeTaken)), None
            )
            if taken is not None:
                lines.append(seer_move_line(scene.names[event.player], event.choice, taken))
        return lines
