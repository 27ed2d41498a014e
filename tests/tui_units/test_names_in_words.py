"""Hostile names stay whole in every sentence of whole games, as the app renders them
(issue 40, case 1, below the app): every scene of whole games between two people named
with markup (a closing tag, an action, a tag, a style) is said in the scenes' own words
(``claim2.present.scenes``, the table's words of ``claim2.sitting``) and turned into
Textual's ``Content`` by the one function the app uses (``claim2.tui.narrate.content``);
each name shows whole in them, never eaten, styled or cut. The app's screens are visited
once per kind with the same names (tests/app/test_names_on_screens.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from claim2.engine import Faction, outcome
from claim2.game.steps import ScreenKind
from claim2.plain.scenes import scene_lines
from claim2.present.phrase import Phrase
from claim2.present.scenes import memory, piles, public, seer, titles, turn
from claim2.sitting import table_words
from claim2.sitting.scene import Scene
from claim2.tui.narrate import content
from sitting.tables import Sittings, new_game, scenes, seers_first, table_of

PAIRS = [
    (("Bob[/]", "Bob"), ("[@click=app.quit]Eve", "Eve")),
    (("[Bob]", "Bob"), ("Ann[b]", "Ann")),
]


@pytest.fixture
def sittings(data_folder: Path, no_flush_to_disk: None) -> Iterator[Sittings]:
    """Sittings on the test's own data folder, closed afterwards."""
    opened = Sittings(data_folder)
    yield opened
    opened.close()


def said(scene: Scene) -> Iterator[Phrase | str]:
    """What the parts of the app say of ``scene``: the scene's sentences, the table's words
    of a hand-off, a turn's table and memory aids, a Seer's choices, the piles, the end's
    votes and log."""
    names = scene.names
    yield from scene_lines(scene)
    seat = scene.seat if scene.seat is not None else 0
    yield titles.scene_title(scene.kind, seat, names)
    if scene.kind is ScreenKind.HANDOFF:
        yield table_words.handoff_title(scene)
        yield table_words.look_away(scene)
        yield table_words.handoff_context(scene)
        led = table_words.led_line(scene)
        if led is not None:
            yield led
    seen = scene.seen
    if seen is not None:
        yield from turn.table_lines(seen, names)
        yield from turn.opponent_lines(seen, names)
        yield from turn.own_followers_lines(seen, names)
        yield from memory.memory_lines(seen, names, full_names=True)
        yield turn.hand_title(names[seen.seat])
        last = turn.last_trick_line(seen.last_trick, names)
        if last is not None:
            yield last
        if scene.kind is ScreenKind.SEER:
            yield from seer.seer_choices(seen, names)
    if scene.take_back is not None:
        yield table_words.take_back_line(scene.take_back, names)
    yield piles.aside_line(scene.public, names)
    yield piles.phase_one_prizes(scene.public, names)
    if scene.kind is ScreenKind.END:
        for _indent, line in public.log_lines(scene.log, names):
            yield line


def check(text: str, pair: tuple[tuple[str, str], tuple[str, str]], where: str) -> int:
    """Each name's visible word stands only inside the whole name; how many whole names."""
    wholes = 0
    for name, word in pair:
        alone = len(re.findall(rf"(?<![A-Za-z]){word}(?![a-z])", text))
        whole = text.count(name)
        assert alone == whole, f"{where}: {word!r} {alone}×, {name!r} {whole}×: {text}"
        wholes += whole
    return wholes


@pytest.mark.parametrize("pair", PAIRS, ids=["close-tag-and-action", "tag-and-style"])
def test_every_sentence_of_a_whole_game_keeps_hostile_names_whole(
    sittings: Sittings, pair: tuple[tuple[str, str], tuple[str, str]]
) -> None:
    names = (pair[0][0], pair[1][0])
    sitting = sittings(seed=3)
    sitting.look_for_save()
    assert sitting.start(new_game(names=names)) is None
    table = table_of(sitting)
    kinds: dict[ScreenKind, int] = {}
    for scene in scenes(table, seers_first):
        for line in said(scene):
            text = content(line).plain if isinstance(line, Phrase) else line
            kinds[scene.kind] = kinds.get(scene.kind, 0) + check(text, pair, scene.kind.value)
    final = outcome(table.session.states[-1])
    for faction in Faction:
        text = content(piles.vote_text(final.factions[faction], names)).plain
        check(text, pair, "votes")
    named = {kind for kind, wholes in kinds.items() if wholes}
    assert named >= {
        ScreenKind.HANDOFF,
        ScreenKind.TURN,
        ScreenKind.SEER,
        ScreenKind.PHASE_TWO,
        ScreenKind.END,
    }, kinds
