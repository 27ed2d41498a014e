"""A game played in plain lines: the sitting's table (``claim2.sitting.table``) driven by
lines read, each scene said as it comes (``scenes``), the commands answered at every
question (``commands``).

Between two people at one screen, a screenful of blank lines follows every private scene
(the move made) and every hand-off (Enter pressed), so that the screen never shows one
player's cards to the other; the terminal's scroll-back still holds them, and the game
says so when it starts.
"""

from __future__ import annotations

from claim2.engine import Card, SeerChoice
from claim2.game.steps import ScreenKind
from claim2.plain.commands import Commands
from claim2.plain.conversation import Conversation
from claim2.plain.ending import After, end_question
from claim2.plain.handoff import handoff_wait, hot_seat_warning
from claim2.plain.questions import CHANGED
from claim2.plain.scenes import card_question, go_on, seer_question
from claim2.plain.voice import SceneVoice
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table


class PlainGame:
    """The sitting's game, played at this screen in lines until the players leave it."""

    def __init__(self, sitting: Sitting, talk: Conversation) -> None:
        self.sitting = sitting
        self.talk = talk
        self.commands = Commands(lambda: sitting.table, talk.speaker, self.say_scene)
        self.voice = SceneVoice(talk.speaker)
        self._said: Scene | None = None  # the scene whose lines were said last

    @property
    def table(self) -> Table:
        table = self.sitting.table
        assert table is not None, "a game is being played"
        return table

    def play(self) -> After:
        """Play the game on the table, and the next ones the players ask for at its end,
        until they leave (raises ``EndOfInput`` or ``Leave`` on the way)."""
        self._begin()
        while True:
            after = self._step()
            if after is After.AGAIN:
                if self.sitting.play_again():
                    self._notes()
                    self._begin()
                    continue
                self._notes()
                return After.START
            if after is not None:
                return after

    def _begin(self) -> None:
        self._said = None
        if self.table.mode is Mode.HOT_SEAT:
            self.talk.say(hot_seat_warning())

    def _step(self) -> After | None:
        """Say the scene if it is new, then answer it; at the end, what the players chose."""
        table = self.table
        scene = table.scene
        self.sitting.check_saved()
        if scene is not self._said:
            self._said = scene
            self.say_scene(scene, again=False)
        self._notes()
        kind, shown = scene.kind, scene.shown
        if kind is ScreenKind.COMPUTER:
            if scene.computer_move is not None:
                table.proceed(shown)  # said: the game goes on at once
                return None
            thinking = table.thinking()
            if thinking is not None:
                table.computer_moved(thinking.run(), thinking.shown)
            return None
        if kind is ScreenKind.END:
            return self._end(scene)
        if scene.acts:
            self._act(scene)
        elif kind is ScreenKind.HANDOFF:
            waited = self.talk.wait(handoff_wait(scene), self.commands.on(scene))
            if waited is not CHANGED and table.reveal(shown):
                self.talk.speaker.clear_screen()
        elif self.talk.wait(go_on(), self.commands.on(scene)) is not CHANGED:
            table.proceed(shown)
        return None

    def say_scene(self, scene: Scene, *, again: bool = True) -> None:
        """Every line of ``scene`` (``repeat`` says them again)."""
        self.voice.say(scene, again=again)

    def _act(self, scene: Scene) -> None:
        seen = scene.seen
        assert seen is not None
        on_command = self.commands.on(scene)
        answer: Card | SeerChoice | None
        if scene.kind is ScreenKind.SEER:
            chosen = self.talk.ask(seer_question(seen, scene.names), on_command)
            answer = None if chosen is CHANGED else chosen
        else:
            card = self.talk.ask(card_question(seen), on_command)
            answer = None if card is CHANGED else card
        if answer is None:
            return
        note = self.table.play(answer, scene.shown)
        if note is not None:
            self.talk.say(note.text)
        elif scene.mode is Mode.HOT_SEAT:
            self.talk.speaker.clear_screen()

    def _end(self, scene: Scene) -> After:
        chosen = self.talk.ask(end_question(scene), self.commands.on(scene))
        return After.START if chosen is CHANGED else chosen

    def _notes(self) -> None:
        for note in self.sitting.take_notes():
            self.talk.say(note.text)
