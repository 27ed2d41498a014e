"""The app's narration without Textual running: a phrase as content (names as written, our
tags applied, cards in their faction's style) and the public log of a whole game (phase
two's heading and tricks, never a Seer's peek nor the end)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from textual.content import Content

from app.games import seers_first
from claim2.engine import Card, shuffled_deal, start, step, view
from claim2.engine.events import Event, GameEnded, SeerPeeked
from claim2.present.phrase import Joined, Phrase
from claim2.present.scenes import public as told
from claim2.tui.narrate import _markup, content, markup
from claim2.tui.text import card_style

NAMES = ("Ann", "Bob")


def log_lines(events: Sequence[Event], names: tuple[str, str]) -> list[str]:
    """The log as markup, each line indented as the screen shows it."""
    return ["  " * indent + markup(phrase) for indent, phrase in told.log_lines(events, names)]


def whole_game_events(seed: int = 7) -> list[Event]:
    """Every event of a game dealt from ``seed`` and played by a fixed policy (a Seer winner
    always looks at the top card and takes it)."""
    state = start(shuffled_deal(seed, 0))
    events = list(state.events)
    while not state.finished:
        state = step(state, seers_first(view(state, state.to_move)))
        events += state.events
    return events


def test_a_phrase_as_content_keeps_names_as_written_and_styles_tags_and_cards() -> None:
    gn3 = Card.parse("Gn3")
    phrase = Phrase("[b]Prize[/b] for {name}: {card}", {"name": "[i]Ann[/i]", "card": gn3})
    shown = content(phrase)
    assert shown.plain == "Prize for [i]Ann[/i]: Gn3"  # the name is no markup
    styles = {shown.plain[span.start : span.end]: str(span.style) for span in shown.spans}
    assert styles["Prize"] == "b"
    assert styles["Gn3"] == card_style(gn3)
    assert not any("[i]Ann" in part for part in styles)  # nothing styles the name


def test_the_log_of_a_whole_game_tells_phase_two_and_never_a_peek() -> None:
    events = whole_game_events()
    assert any(isinstance(event, SeerPeeked) for event in events)
    lines = log_lines(events, NAMES)
    begins = lines.index("[b]Phase two begins[/b]: the follower piles become the hands.")
    assert lines[begins + 1] == "[b]Phase 2 · trick 1 of 13[/b]"
    assert lines[begins - 1].startswith("  ")  # after phase one's last trick and its lead
    assert sum(line.startswith("[b]Phase 2 · trick") for line in lines) == 13
    assert sum(" · the prize is " in line for line in lines) == 13  # phase one's tricks
    # a peek and the end add nothing: the log is the same without them
    public = [e for e in events if not isinstance(e, SeerPeeked | GameEnded)]
    assert log_lines(public, NAMES) == lines


def test_a_trick_being_played_is_told_last() -> None:
    state = start(shuffled_deal(7, 0))
    events = list(state.events)
    state = step(state, seers_first(view(state, state.to_move)))
    events += state.events
    lines = log_lines(events, NAMES)
    assert lines[0].startswith("[b]Phase 1 · trick 1 of 13[/b] · the prize is ")
    assert lines[-1].startswith("  Ann plays ")  # not yet "led": the trick is not over


@pytest.mark.parametrize(
    "phrase",
    [
        Phrase("{name} leads", {"name": "[i]Ann[/i] $v0 \\[b]"}),  # a name is never markup
        Phrase(
            "{who}: {n} left, {none}",
            {"who": Phrase("{a}", {"a": "Bob\x1b[31m"}), "n": 3, "none": None},
        ),
        Phrase(
            "{both} ({cards})",
            {"both": Joined((Phrase("x"), Phrase("{y}", {"y": "é"}))), "cards": ()},
        ),
        Phrase("a\nb {{braces}} {c}", {"c": ""}),
    ],
)
def test_a_phrase_without_tags_or_cards_is_the_content_its_markup_makes(phrase: Phrase) -> None:
    """Such a phrase skips the markup's parsing (every step draws many): the same content."""
    variables: dict[str, object] = {}
    parsed = Content.from_markup(_markup(phrase, variables, " "), **variables)
    assert content(phrase) == parsed
    assert list(content(phrase).spans) == list(parsed.spans)
