"""The card table around a hand: the opponent, the trick, the piles. Each part shows one
seat's ``PlayerView`` (R17) and nothing else, so it cannot show what that seat may not see.

Every part is composed once, when its screen is, and lives as long as the screen:
``show(seen, names)`` draws another moment of the game in it, ``clear()`` empties it
(before the screen is shown to anybody else). Nothing is mounted while a game is played.

- ``OpponentSeat``: the opponent's hand as backs with the count, their followers and prizes.
- ``TrickArea``: the draw pile (a back with its count), the prize face up, the trick's
  cards as they are played (an empty place for the card still to come), who leads and why.
- ``PilesArea`` (``piles.py``): the follower piles, then the score piles, face up.
- ``CardTable``: all of them, as a turn screen shows them above the hand.
- ``AidsPanel``: the memory aids (``claim2.engine.aids``), only for the seat's own eyes:
  the cards not seen yet and what is known of the opponent's cards (the seat's own draws
  and Seer peeks are with its follower pile, ``table.own_followers_lines``).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content
from textual.geometry import Size

from claim2.engine import PlayerView
from claim2.engine.events import PrizeTaken, TrickWon
from claim2.engine.ruleset import next_seat
from claim2.engine.state import HAND_SIZE
from claim2.game.public import PublicView
from claim2.game.steps import TrickResult
from claim2.present.phrase import Phrase, plain
from claim2.present.scenes.memory import GROUP_BREAK, memory_lines, memory_title
from claim2.present.scenes.turn import (
    last_trick_line,
    lead_status,
    opponent_lines,
    own_followers_lines,
)
from claim2.text.i18n import pgettext
from claim2.tui.narrate import content, content_lines
from claim2.tui.text import phase_trick
from claim2.tui.widgets.card import CardSpec, room_for_labels
from claim2.tui.widgets.card_row import CardRow
from claim2.tui.widgets.more import ScrollPart
from claim2.tui.widgets.piles import PilesArea
from claim2.tui.widgets.steady import SteadyHorizontal, SteadyStatic, SteadyVertical
from claim2.tui.widgets.text import show_text

Names = tuple[str, str]


class OpponentSeat(SteadyHorizontal):
    """Across the table: the opponent's hand as backs, with what is known of their piles."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._backs = CardRow(fan=True, room=HAND_SIZE, classes="hand-backs")
        self._hand = SteadyStatic(classes="seat-hand")
        # their followers and prizes: the followers box below says the same, and a small
        # terminal shows it there only (turn.tcss)
        self._piles = SteadyStatic(classes="seat-piles")

    def compose(self) -> ComposeResult:
        yield self._backs
        with SteadyVertical(classes="seat-text"):
            yield self._hand
            yield self._piles

    def show(self, seen: PlayerView, names: Names) -> None:
        other = seen.opponent
        count = seen.hand_sizes[other]
        backs = [CardSpec.back() for _ in range(count - 1)] + [CardSpec.back(count=count)]
        self._backs.show(backs if count else [])
        hand, *piles = opponent_lines(seen, names)
        show_text(self._hand, content(hand))
        # phase two: no followers. Hidden inline, not by a class: a class changed restyles
        # the widget (once, the phase-two step); with followers the style sheet says again
        # whether it shows (not on a short terminal: turn.tcss)
        self._piles.styles.display = None if piles else "none"
        show_text(self._piles, content_lines(piles))

    def clear(self) -> None:
        self._backs.show([])
        show_text(self._hand, "")
        show_text(self._piles, "")


def trick_specs(
    seen: PublicView, finished: TrickWon | None = None
) -> tuple[list[CardSpec], list[str]]:
    """The places of the trick area and their labels: draw pile and prize (phase one), then the
    leader's card and the other's, each face up once played; ``finished``: the trick that
    has just ended, shown whole (the computer's answer on the screen for a moment)."""
    specs: list[CardSpec] = []
    labels: list[str] = []
    if seen.phase == 1 and not seen.finished and finished is None:
        specs.append(CardSpec.back(count=seen.draw_pile_size))
        labels.append(pgettext("card table", "draw pile"))
        if seen.prize is not None:
            specs.append(CardSpec.face(seen.prize, gap=5))
            labels.append(pgettext("card table", "prize"))
    played = finished.cards if finished is not None else seen.played
    for position in (0, 1):
        gap = 8 if position == 0 and specs else 5 if position else 0
        if position < len(played):
            specs.append(CardSpec.face(played[position], gap=gap))
        else:
            specs.append(CardSpec.slot(gap=gap))
        labels.append(
            pgettext("card table", "led") if position == 0 else pgettext("card table", "answer")
        )
    return specs, labels


def result_cards(result: TrickResult, names: tuple[str, str]) -> tuple[list[CardSpec], list[str]]:
    """The trick's cards as the table showed them, each with a label: the leader's card and
    the answer under their players' names, then the face-up prize and who took it (public:
    a card drawn face down is never among them)."""
    trick = result.trick
    lead, answer = trick.cards
    specs = [CardSpec.face(lead), CardSpec.face(answer, gap=5)]
    labels = [names[trick.leader], names[next_seat(trick.leader)]]
    for event in result.events:
        if isinstance(event, PrizeTaken):
            specs.append(CardSpec.face(event.card, gap=9))
            labels.append(f"→ {names[event.player]}")
    return room_for_labels(specs, labels), labels  # names whole, the cards apart for them


LABEL_NAME = 10  # characters of a name under a card: the labels never run into each other


def short(name: str) -> str:
    """``name`` cut to fit under a card (with an ellipsis)."""
    return name if len(name) <= LABEL_NAME else name[: LABEL_NAME - 1] + "…"


class TrickArea(SteadyVertical):
    """The middle of the table: draw pile, prize, the trick's cards, who leads and why."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._cards = CardRow(classes="trick-cards")
        self._status = SteadyStatic(classes="lead-status")

    def compose(self) -> ComposeResult:
        yield self._cards
        yield self._status

    def show(
        self,
        seen: PublicView,
        names: Names,
        status: Phrase | None = None,
        finished: TrickWon | None = None,
    ) -> None:
        """``status``: what to say under the cards instead of who leads and why (a public
        view says nothing then: who leads is said to the seat whose view it is);
        ``finished``: the trick that has just ended, its cards still on the table."""
        if finished is not None:  # the trick's own heading, its cards alone
            self.border_title = phase_trick(finished.phase, finished.trick)
        else:
            self.border_title = phase_trick(seen.phase, seen.trick)
        specs, labels = trick_specs(seen, finished)
        self._cards.show(specs, labels)
        if status is None and isinstance(seen, PlayerView):
            status = lead_status(seen, names)
        show_text(self._status, content(status) if status is not None else "")

    def clear(self) -> None:
        self._cards.show([])
        show_text(self._status, "")


def aids_lines(seen: PlayerView, names: Names) -> list[Content]:
    """The memory aids, a line each (for the seat's own eyes only)."""
    return [content(line) for line in memory_lines(seen, names)]


def wrap_groups(line: Content, width: int) -> list[Content]:
    """``line`` in lines of at most ``width`` cells, broken between its groups only (Textual
    would break inside a faction's values). A group wider than ``width`` gets a line of its
    own, which the panel then wraps as any text."""
    lines: list[Content] = []
    for group in line.split(GROUP_BREAK):
        if lines and lines[-1].cell_length + len(GROUP_BREAK) + group.cell_length <= width:
            lines[-1] = lines[-1] + GROUP_BREAK + group
        else:
            lines.append(group)
    return lines


class AidsPanel(SteadyStatic):
    """The memory aids, in a box that says they are only for this player; a line of them
    breaks between factions, never inside one."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines: list[Content] = []

    def on_mount(self) -> None:
        self.border_title = plain(memory_title())

    def show(self, seen: PlayerView, names: Names) -> None:
        self.border_title = plain(memory_title())
        self._keep(aids_lines(seen, names))

    def clear(self) -> None:
        self._keep([])

    def _keep(self, lines: list[Content]) -> None:
        if len(lines) != len(self._lines) or any(
            not new.is_same(old) for new, old in zip(lines, self._lines, strict=False)
        ):
            self._lines = lines
            self.refresh(layout=True)

    def wrapped(self, width: int) -> Content:
        """The aids, their lines broken between groups at ``width``."""
        return Content("\n").join(
            part for line in self._lines for part in wrap_groups(line, max(width, 1))
        )

    def render(self) -> Content:
        return self.wrapped(self.content_size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.wrapped(width).wrap(width)) if width else 0


class CardTable(ScrollPart):
    """The whole table above a hand: the opponent, the trick, the piles and the memory aids,
    the last trick. Small terminals get it stacked, large ones spread (turn.tcss). Where it
    is as high as the room above the hand (small and large terminals), it scrolls when it
    holds more (late in phase one at 80×24): laid out once, not measured from its parts
    first."""

    DEFAULT_CSS = """
    CardTable { height: auto; overflow-x: hidden; overflow-y: auto; scrollbar-size-vertical: 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._opponent = OpponentSeat(id="opponent")
        self._trick = TrickArea(id="table")
        self._piles = PilesArea(id="piles")
        self._aids = AidsPanel(id="aids")
        self._last_trick = SteadyStatic(id="last-trick")

    def compose(self) -> ComposeResult:
        yield self._opponent
        yield self._trick
        with SteadyHorizontal(id="middle"):
            yield self._piles
            yield self._aids
        yield self._last_trick

    def show(
        self,
        seen: PlayerView,
        names: Names,
        *,
        aids: bool = True,
        status: Phrase | None = None,
        last_trick: bool = True,
        finished: TrickWon | None = None,
    ) -> None:
        """The table as ``seen.seat`` sees it; ``aids``: the memory aids shown; ``status``:
        what to say under the trick instead of who leads; ``last_trick``: the line of the
        last trick shown (a hint takes its place)."""
        self._opponent.show(seen, names)
        self._trick.show(seen, names, status, finished)
        extra = (
            [content(line) for line in own_followers_lines(seen, names)] if seen.phase == 1 else []
        )
        self._piles.show(seen, names, extra)
        self._aids.display = aids
        if aids:
            self._aids.show(seen, names)
        line = self._last_trick
        line.set_class(not last_trick, "-hidden")
        show_text(line, content(last_trick_line(seen.last_trick, names)))

    def clear(self) -> None:
        """Nothing of any seat on the table (before a hand-off)."""
        self._opponent.clear()
        self._trick.clear()
        self._aids.clear()
        self._piles.clear_own()
        show_text(self._last_trick, "")
