"""The start screen's two name fields, side by side: the players' names as typed (names
remembered are offered as one types), one field only against the computer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.suggester import SuggestFromList
from textual.widget import Widget

from claim2.text.i18n import _
from claim2.text.names import NAME_FIELD_LENGTH
from claim2.tui.widgets.in_order import NameInput

NAME_LENGTH = NAME_FIELD_LENGTH  # the name rule's: a name too long is refused with a word


class NameFields(Horizontal):
    """``#name-0`` and ``#name-1``, filled with ``names``; ``known``: the names offered."""

    def __init__(self, names: tuple[str, str], known: tuple[str, ...]) -> None:
        super().__init__(classes="names")
        self.given = names
        self.known = known

    def compose(self) -> ComposeResult:
        suggester = SuggestFromList(self.known, case_sensitive=False)
        placeholders = (_("First player's name"), _("Second player's name"))
        for seat, placeholder in enumerate(placeholders):
            yield NameInput(
                self.given[seat],
                placeholder=placeholder,
                max_length=NAME_LENGTH,
                restrict=r"[^\\]*",
                suggester=suggester,
                id=f"name-{seat}",
            )

    def field(self, seat: int) -> NameInput:
        return self.query_one(f"#name-{seat}", NameInput)

    def values(self) -> tuple[str, str]:
        """What the fields hold, as typed."""
        return (self.field(0).value, self.field(1).value)

    def seat_of(self, widget: Widget | None) -> int:
        """Whose name ``widget`` is (the second player's field, else the first's)."""
        return 1 if widget is self.field(1) else 0

    def show_opponent(self, *, computer: bool) -> None:
        """Against the computer, only the person's name is asked for."""
        self.field(1).display = not computer
        self.field(0).placeholder = _("Your name") if computer else _("First player's name")
