"""A game played in plain lines at one screen: the sitting's table (``claim2.sitting.table``)
played scene by scene (``seat``), with the commands at every question (``commands``), until
its end, where the players quit, play again or set up another game.

Between two people at one screen, a screenful of blank lines follows every private scene
(the move made) and every hand-off (Enter pressed), so that the screen never shows one
player's cards to the other; the terminal's scroll-back still holds them, and the game
says so when it starts.
"""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.plain.ending import end_question
from claim2.plain.handoff import hot_seat_warning, take_back_offer
from claim2.plain.live import LiveTalk
from claim2.plain.questions import CHANGED
from claim2.plain.seat import Seat
from claim2.sitting.keeping import quote_path
from claim2.sitting.play_table import HeldTable
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.sitting import Sitting
from claim2.sitting.table_words import AfterGame


class PlainGame:
    """The sitting's game, played at this screen in lines until the players leave it."""

    def __init__(self, sitting: Sitting, talk: LiveTalk, *, verbose: bool = False) -> None:
        self.sitting = sitting
        self.talk = talk
        self.verbose = verbose
        self.seat = Seat(talk, lambda: sitting.table, verbose=verbose)
        self.seat.commands.saved_at = lambda: quote_path(sitting.save_path)

    @property
    def table(self) -> HeldTable:
        table = self.sitting.table
        assert table is not None, "a game is being played"
        return table

    async def play(self) -> AfterGame:
        """Play the game on the table, and the next ones the players ask for at its end,
        until they leave (raises ``EndOfInput`` or ``Leave`` on the way)."""
        self._begin()
        while True:
            self.sitting.check_saved()
            scene = self.table.scene
            if scene.kind is not ScreenKind.END:
                await self.seat.step(scene)
                self._notes()
                continue
            after = await self._end(scene)
            if after is AfterGame.AGAIN:
                if self.sitting.play_again():
                    self._notes()
                    self._begin()
                    continue
                self._notes()
                return AfterGame.START
            return after

    def _begin(self) -> None:
        self.seat.new_game()
        if self.table.mode is Mode.HOT_SEAT:
            self.talk.say(hot_seat_warning())
            if not self.verbose:
                self.talk.say(take_back_offer())

    async def _end(self, scene: Scene) -> AfterGame:
        self.seat.say_if_new(scene)
        self._notes()
        chosen = await self.talk.ask(end_question(scene), self.seat.commands.on(scene))
        return AfterGame.START if chosen is CHANGED else chosen

    def _notes(self) -> None:
        for note in self.sitting.take_notes():
            self.talk.say(note.text)
