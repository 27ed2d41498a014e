"""The card table around a hand: the opponent, the trick, the piles. Each part is built from
one seat's ``PlayerView`` (R17) and nothing else, so it cannot show what that seat may not see.

- ``OpponentSeat``: the opponent's hand as backs with the count, their followers and prizes.
- ``TrickArea``: the draw pile (a back with its count), the prize face up, the trick's
  cards as they are played (an empty place for the card still to come), who leads and why.
- ``PilesArea``: phase one, each follower pile as a stack with its count and the prizes in
  it; phase two, the score piles (``ScoreTable``, and each as a stack with its count), the
  gnomes in front and the trolls set aside as cards. Stacks and cards only where cards are
  drawn large (turn.tcss); at 80×24 the same as text rows.
- ``CardTable``: all of them, as a turn screen shows them above the hand.
- ``AidsPanel``: the memory aids (``claim2.engine.aids``), only for the seat's own eyes:
  the cards not seen yet and what is known of the opponent's cards (the seat's own draws
  and Seer peeks are with its follower pile, ``table.own_followers_lines``).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from claim2.engine import Faction, PlayerView
from claim2.engine.aids import memory_aids
from claim2.engine.events import PrizeTaken
from claim2.engine.ruleset import next_seat
from claim2.game.i18n import _, ngettext, pgettext
from claim2.game.public import public_view
from claim2.game.steps import TrickResult
from claim2.tui.text import NAME_FIELDS, cards_markup, phase_trick, with_names
from claim2.tui.widgets.card import CardRow, CardSize, CardSpec
from claim2.tui.widgets.score_table import ScoreTable
from claim2.tui.widgets.scoreboard import aside_line
from claim2.tui.widgets.table import last_trick_line, lead_status, own_followers_lines

Names = tuple[str, str]


class SeatView(Widget):
    """A part of the table, built from one seat's view and the players' names. Put it after
    the container it is (``class TrickArea(Vertical, SeatView)``): Textual takes a widget's
    styles and type names from its first base only."""

    def __init__(self, seen: PlayerView, names: Names, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seen = seen
        self.names = names


class OpponentSeat(Horizontal, SeatView):
    """Across the table: the opponent's hand as backs, with what is known of their piles."""

    def compose(self) -> ComposeResult:
        seen = self.seen
        other = seen.opponent
        count = seen.hand_sizes[other]
        backs = [CardSpec.back() for _ in range(count - 1)] + [CardSpec.back(count=count)]
        yield CardRow(backs if count else [], fan=True, classes="hand-backs")
        lines = [
            ngettext(
                "[b]{name}[/b] · {count} card in hand",
                "[b]{name}[/b] · {count} cards in hand",
                count,
            ).format(name=NAME_FIELDS[other], count=count)
        ]
        if seen.phase == 1:
            followers = seen.follower_counts[other]
            lines.append(
                ngettext(
                    "{count} follower · prizes: {cards}",
                    "{count} followers · prizes: {cards}",
                    followers,
                ).format(count=followers, cards=cards_markup(seen.prizes[other]))
            )
        yield Static(with_names("\n".join(lines), self.names), classes="seat-text")


def trick_specs(seen: PlayerView) -> tuple[list[CardSpec], list[str]]:
    """The places of the trick area and their labels: draw pile and prize (phase one), then the
    leader's card and the other's, each face up once played."""
    specs: list[CardSpec] = []
    labels: list[str] = []
    if seen.phase == 1 and not seen.finished:
        specs.append(CardSpec.back(count=seen.draw_pile_size))
        labels.append(pgettext("card table", "draw pile"))
        if seen.prize is not None:
            specs.append(CardSpec.face(seen.prize, gap=5))
            labels.append(pgettext("card table", "prize"))
    for position in (0, 1):
        gap = 8 if position == 0 and specs else 5 if position else 0
        if position < len(seen.played):
            specs.append(CardSpec.face(seen.played[position], gap=gap))
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
    prize = pgettext("card table", "prize")
    for event in result.events:
        if isinstance(event, PrizeTaken):
            specs.append(CardSpec.face(event.card, gap=9))
            labels.append(f"{prize} → {names[event.player]}")
    return specs, labels


def pile_specs(count: int) -> list[CardSpec]:
    """A pile as a small stack: up to three backs fanned, the count on the top one."""
    return [CardSpec.back() for _ in range(min(count, 3) - 1)] + [CardSpec.back(count=count)]


class TrickArea(Vertical, SeatView):
    """The middle of the table: draw pile, prize, the trick's cards, who leads and why."""

    def compose(self) -> ComposeResult:
        specs, labels = trick_specs(self.seen)
        yield CardRow(specs, labels, classes="trick-cards")
        yield Static(lead_status(self.seen, self.names), classes="lead-status")


class PilesArea(Vertical, SeatView):
    """The piles that decide the votes, face up for both, as the seat sees them."""

    def __init__(
        self,
        seen: PlayerView,
        names: Names,
        *,
        extra: list[Content] | None = None,
        id: str | None = None,
    ) -> None:
        """``extra``: lines below (the seat's own follower pile, say)."""
        super().__init__(seen, names, id=id)
        self.extra = extra or []

    def stacks(self, piles: list[tuple[int, list[str]]]) -> ComposeResult:
        """Large terminals (turn.tcss): each seat's pile as a small stack of backs with its
        count, the seat's name and ``piles``' lines (markup, no name in it) beside it."""
        with Horizontal(classes="pile-stacks"):
            for seat, (count, lines) in enumerate(piles):
                with Horizontal(classes="pile-group"):
                    yield CardRow(
                        pile_specs(count), size=CardSize.SMALL, fan=True, classes="pile-stack"
                    )
                    text = [Content.styled(self.names[seat], "bold")]
                    text += [Content.from_markup(line) for line in lines]
                    yield Static(Content("\n").join(text), classes="pile-stack-text")

    def compose(self) -> ComposeResult:
        seen = self.seen
        if seen.phase == 1 and not seen.finished:
            self.border_title = _("Followers")
            yield from self.stacks(
                [
                    (
                        count,
                        [
                            ngettext("{count} follower", "{count} followers", count).format(
                                count=count
                            ),
                            _("prizes: {cards}").format(cards=cards_markup(seen.prizes[seat])),
                        ],
                    )
                    for seat, count in enumerate(seen.follower_counts)
                ]
            )
            for seat in (0, 1):
                count = seen.follower_counts[seat]
                with Horizontal(classes="pile-row"):
                    yield Static(Content(self.names[seat]), classes="pile-name")
                    yield Static(
                        ngettext(
                            "{count} follower · prizes: {cards}",
                            "{count} followers · prizes: {cards}",
                            count,
                        ).format(count=count, cards=cards_markup(seen.prizes[seat])),
                        classes="pile-text",
                    )
            if self.extra:
                yield Static(Content("\n").join(self.extra), classes="own-text")
            return
        self.border_title = _("Score piles")
        yield ScoreTable(public_view(seen), self.names)
        yield Static(aside_line(public_view(seen), self.names), classes="aside-text")
        yield from self.stacks(
            [
                (
                    len(pile),
                    [
                        ngettext(
                            "{count} card in score pile", "{count} cards in score pile", len(pile)
                        ).format(count=len(pile))
                    ],
                )
                for pile in seen.score_piles
            ]
        )
        with Horizontal(classes="aside-cards"):
            for seat in (0, 1):
                with Vertical(classes="aside-group"):
                    label = _("In front of {name}").format(name="$name")
                    yield Static(
                        Content.from_markup(label, name=self.names[seat]), classes="aside-label"
                    )
                    gnomes = [CardSpec.face(c) for c in seen.gnomes_in_front[seat]]
                    yield CardRow(gnomes, size=CardSize.SMALL)
            with Vertical(classes="aside-group"):
                yield Static(_("Trolls set aside"), classes="aside-label")
                trolls = [CardSpec.face(c) for c in seen.trolls_aside]
                yield CardRow(trolls, size=CardSize.SMALL)
        if self.extra:
            yield Static(Content("\n").join(self.extra), classes="own-text")


def aids_lines(seen: PlayerView, names: Names) -> list[Content]:
    """The memory aids, a line each (for the seat's own eyes only)."""
    aids = memory_aids(seen)
    other = NAME_FIELDS[seen.opponent]
    lines = []
    if seen.phase == 1:
        parts = []
        for faction in Faction:
            values = " ".join(str(card.value) for card in aids.unseen_of(faction))
            parts.append(f"{faction.code} {values or '—'}")
        lines.append(_("Not seen yet: {cards}").format(cards=" · ".join(parts)))
        peeked = list(aids.opponent_known)
        for card in seen.prizes[seen.opponent]:
            peeked.remove(card)  # the prizes are on the table for both to see
        if peeked:
            lines.append(
                _("In {name}'s follower pile, seen with your Seer: {cards}").format(
                    name=other, cards=cards_markup(peeked)
                )
            )
    else:
        lines.append(
            _("{name} holds, worked out: {cards}").format(
                name=other, cards=cards_markup(aids.opponent_known)
            )
        )
    return [with_names(line, names) for line in lines]


class AidsPanel(Static):
    """The memory aids, in a box that says they are only for this player."""

    def __init__(self, seen: PlayerView, names: Names, *, id: str | None = None) -> None:
        super().__init__(Content("\n").join(aids_lines(seen, names)), id=id)
        self.border_title = _("Your memory (only you)")


class CardTable(Vertical, SeatView):
    """The whole table above a hand: the opponent, the trick, the piles and the memory aids,
    the last trick. Small terminals get it stacked, large ones spread (turn.tcss)."""

    DEFAULT_CSS = """
    CardTable { height: auto; }
    """

    def __init__(
        self, seen: PlayerView, names: Names, *, aids: bool = True, id: str | None = None
    ) -> None:
        """``aids``: whether the memory aids are shown (``m`` toggles them)."""
        super().__init__(seen, names, id=id)
        self.aids = aids

    def compose(self) -> ComposeResult:
        seen = self.seen
        yield OpponentSeat(seen, self.names, id="opponent")
        table = TrickArea(seen, self.names, id="table")
        table.border_title = phase_trick(seen.phase, seen.trick)
        yield table
        with Horizontal(id="middle"):
            extra = own_followers_lines(seen, self.names) if seen.phase == 1 else []
            yield PilesArea(seen, self.names, extra=extra, id="piles")
            aids = AidsPanel(seen, self.names, id="aids")
            aids.display = self.aids
            yield aids
        yield Static(last_trick_line(seen.last_trick, self.names), id="last-trick")
