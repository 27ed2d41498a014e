"""``claim2 replay`` of a game still being played: only what both players have seen.

Built from ``claim2.game.shared.SharedGame`` alone (public views and public events):
the tricks so far with the cards played, the prizes and who won them; the cards drawn
face down without their cards; then where the game stands, with the hands, follower
piles and draw pile as counts. ``--reveal`` shows the whole record instead
(``replay.run_replay``, with a warning).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from claim2.engine import Card
from claim2.engine.cards import sorted_codes
from claim2.engine.events import (
    CardDrawn,
    CardPlayed,
    Event,
    PhaseTwoBegan,
    PrizeRevealed,
    SeerPeeked,
    TrickWon,
)
from claim2.engine.views import PublicView
from claim2.game.shared import SharedGame
from claim2.present import narrator
from claim2.present.phrase import Phrase, Teller, Voice, text
from claim2.present.replay_text import line
from claim2.text.i18n import _

JsonObject = dict[str, object]


def _heading(phrase: Phrase) -> Text:
    return text(phrase, "bold underline")


def shared_lines(
    players: Sequence[str], shared: SharedGame, notes: Mapping[int, Sequence[Text]] | None = None
) -> Iterator[Text]:
    """The game as both players have seen it, trick by trick (hidden cards left out);
    ``notes``: lines to show after an action (by its index), e.g. a review's marks."""
    teller = Teller(Voice.REPLAY, players)
    public = Teller(Voice.PUBLIC, players)  # a card drawn face down: without its card
    first = shared.views[0]
    yield _heading(
        Phrase(
            _("Claim 2: {first} against {second}"),
            {"first": teller.name(0), "second": teller.name(1)},
        )
    )
    yield line(Phrase(_("{name} leads the first trick."), {"name": teller.name(first.leader)}))
    prize: Card | None = None
    next_lead: Text | None = None
    for index, events in enumerate(shared.events):
        before = shared.views[index - 1] if index else first
        leads = index > 0 and not before.played
        for event in events:
            if isinstance(event, PrizeRevealed):
                prize = event.card
                continue
            if isinstance(event, SeerPeeked):
                continue  # never public (public_events leaves it out already)
            if isinstance(event, CardPlayed) and leads:
                yield Text()
                yield _heading(narrator.trick_heading(before.phase, before.trick))
                if before.phase == 1 and prize is not None:
                    yield line(Phrase(_("Prize: {card}"), {"card": prize}))
            if isinstance(event, PhaseTwoBegan):
                if next_lead is not None:
                    yield next_lead
                    next_lead = None
                yield Text()
            voice = public if isinstance(event, CardDrawn) else teller
            for phrase in narrator.tell(event, voice, leads=leads):
                yield _heading(phrase) if isinstance(event, PhaseTwoBegan) else line(phrase)
            if isinstance(event, TrickWon):
                lead = narrator.next_lead(event, teller)
                next_lead = None if lead is None else line(lead)
        if next_lead is not None and shared.views[index].seer_pending is None:
            yield next_lead
            next_lead = None
        if notes and index:
            yield from notes.get(index - 1, ())


def print_shared(console: Console, players: Sequence[str], shared: SharedGame) -> None:
    """The whole ``claim2 replay`` of a game being played: its tricks, then where it stands."""
    for shown in shared_lines(players, shared):
        console.print(shown)
    console.print()
    print_shared_standing(console, players, shared)


def print_shared_standing(console: Console, players: Sequence[str], shared: SharedGame) -> None:
    """Where the game stands as both players have seen it: counts for what is hidden."""
    last = shared.last
    console.print(
        text(
            Phrase(
                _(
                    "The game is still being played (phase {phase}, trick {trick}): only what "
                    "both players have seen is shown, {shown} of {recorded} moves."
                ),
                {
                    "phase": last.phase,
                    "trick": last.trick,
                    "shown": shared.actions,
                    "recorded": shared.recorded,
                },
            ),
            "bold",
        )
    )
    if last.seer_pending is not None:
        console.print(
            text(
                Phrase(
                    _("{name} has still to choose between the prize and the top card."),
                    {"name": players[last.seer_pending]},
                )
            )
        )
    console.print(standing_table(players, last))
    if last.phase == 1:
        console.print(
            text(
                Phrase(
                    _("Prize: {card}; cards left in the draw pile: {count}"),
                    {"card": last.prize, "count": last.draw_pile_size},
                )
            )
        )
    else:
        console.print(text(Phrase(_("Trolls set aside: {cards}"), {"cards": last.trolls_aside})))
        console.print(
            text(Phrase(_("Smashed Gnomes: {cards}"), {"cards": tuple(sorted(last.smashed))}))
        )


def standing_table(players: Sequence[str], last: PublicView) -> Table:
    """The piles as both players see them: the hidden ones as counts."""
    table = Table(title=_("The piles as both players see them"), title_justify="left")
    table.add_column("")
    for name in players:
        table.add_column(Text(name))

    def cards(pile: tuple[Card, ...]) -> Text:
        return text(Phrase("{cards}", {"cards": tuple(sorted(pile))}))

    table.add_row(_("Cards in hand"), *(str(count) for count in last.hand_sizes))
    if last.phase == 1:
        table.add_row(_("Followers"), *(str(count) for count in last.follower_counts))
        table.add_row(_("Prizes taken"), *(cards(pile) for pile in last.prizes))
    table.add_row(_("Score pile"), *(cards(pile) for pile in last.score_piles))
    if last.phase == 2:
        table.add_row(_("Gnomes in front"), *(cards(pile) for pile in last.gnomes_in_front))
    return table


def tricks_json(events: Iterable[Event]) -> list[JsonObject]:
    """The tricks won among ``events``, as ``--json`` lists them."""
    return [
        {
            "phase": event.phase,
            "trick": event.trick,
            "leader": event.leader,
            "cards": [card.code for card in event.cards],
            "winner": event.winner,
            "next_leader": event.next_leader,
        }
        for event in events
        if isinstance(event, TrickWon)
    ]


def shared_json(shared: SharedGame) -> JsonObject:
    """``claim2 replay --json`` of a game being played: the public part only."""
    last = shared.last
    tricks = tricks_json(event for events in shared.events for event in events)
    return {
        "finished": False,
        "shown_actions": shared.actions,
        "recorded_actions": shared.recorded,
        "phase": last.phase,
        "trick": last.trick,
        "tricks": tricks,
        "hand_sizes": list(last.hand_sizes),
        "follower_counts": list(last.follower_counts),
        "prizes_taken": [sorted_codes(pile) for pile in last.prizes],
        "draw_pile_size": last.draw_pile_size,
        "prize": None if last.prize is None else last.prize.code,
        "score_piles": [sorted_codes(pile) for pile in last.score_piles],
        "gnomes_in_front": [sorted_codes(pile) for pile in last.gnomes_in_front],
        "trolls_aside": sorted_codes(last.trolls_aside),
        "smashed": sorted_codes(last.smashed),
        "votes": None,
        "winner": None,
    }
