"""The yardstick of ``ui_speed.py`` and ``first_screen.py``: a bare Textual app that swaps
two tables as large as a turn of the game (13 bordered cards, 13 backs, 6 text panels) in
a ``ContentSwitcher`` when Enter is pressed. Run as it is, it opens on its first table."""

from __future__ import annotations

import time

from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import ContentSwitcher, Static


def card(text: str) -> Static:
    box = Static(text, classes="card")
    return box


class BareTable(Vertical):
    """13 bordered cards, 13 backs and 6 text panels, like a turn of the game."""

    def compose(self) -> ComposeResult:
        for number in range(6):
            yield Static(f"panel {number}: some words about the game " * 2, classes="panel")
        with Horizontal(classes="row"):
            for number in range(13):
                yield card(f"B{number}")
        with Horizontal(classes="row"):
            for number in range(13):
                yield card(f"C{number}")


class BareApp(App[None]):
    """Two tables in a ``ContentSwitcher``; Enter swaps them. Its cards are as large as the
    game's at that terminal size (5×3, from 118×34 7×5, from 180×46 9×7)."""

    CSS = """
    .card { width: 5; height: 3; border: round $primary; }
    .row { height: auto; }
    .panel { height: auto; border: round $secondary; }
    """
    BINDINGS = [("enter", "swap", "Swap")]  # noqa: RUF012

    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        card = (9, 7) if width >= 180 and height >= 46 else (7, 5) if width >= 118 else (5, 3)
        for box in self.query(".card"):
            box.styles.width, box.styles.height = card

    def compose(self) -> ComposeResult:
        with ContentSwitcher(initial="one"):
            yield BareTable(id="one")
            yield BareTable(id="two")

    def action_swap(self) -> None:
        switcher = self.query_one(ContentSwitcher)
        switcher.current = "two" if switcher.current == "one" else "one"
        for panel in self.query(".panel").results(Static):
            panel.update(f"panel at {time.perf_counter():.6f}")


if __name__ == "__main__":
    BareApp().run()
