"""A short list of numbered choices (a Seer choice, a lesson's answers) whose Enter, with no
choice pointed at, says so rather than doing nothing, silently."""

from __future__ import annotations

from textual.message import Message
from textual.widgets import OptionList


class Choices(OptionList):
    """An ``OptionList`` that posts ``NothingChosen`` for an Enter with nothing highlighted."""

    class NothingChosen(Message):
        """Enter came with no choice pointed at."""

    def action_select(self) -> None:
        if self.highlighted is None:
            self.post_message(self.NothingChosen())
            return
        super().action_select()
