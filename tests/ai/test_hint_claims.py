"""Every sentence a hint can say, checked against what then holds (issue 41, case 4).

A hint may only claim what is true for every hidden arrangement its player cannot rule
out. Each sentence is recognised by its words and checked on positions where it is said:

- what best play gives (phase two, solved exactly) against a minimax of the engine over
  every line to the end (``brute_force``, which does not use the solver);
- the votes certain by the count of cards left, against the vote of that faction at the end
  of every line;
- what the card does in its trick (wins it, keeps the lead, loses it...), against every
  answer the opponent may make in the real deal and in other deals the hinted player
  cannot tell from it (``sample_world``);
- what the search found ("did best in N games played out") only as a count.

Hypothesis picks the games; the sentences every kind of position gives are listed so a
sentence that is never checked shows up (``test_every_sentence_is_checked_somewhere``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from claim2.ai.exact import ExactSolver, Spot
from claim2.ai.hints import CHEAP, Hinter, reason
from claim2.ai.sampling import sample_world
from claim2.ai.sim import from_state
from claim2.ai.strong import Analysis
from claim2.engine import (
    Action,
    Card,
    Faction,
    GameState,
    SeerChoice,
    legal_actions,
    new_game,
    outcome,
    step,
    view,
)
from claim2.engine.events import PrizeTaken
from claim2.text.wording import faction_name
from engine.scenario import card, deal, play

from .positions import play_to
from .test_solver import brute_force

FACTION_NAMES = {faction_name(faction): faction for faction in Faction}
EXAMPLES = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


# Positions -------------------------------------------------------------------------------------


def endgame(seed: int, tricks_left: int, answering: bool) -> GameState:
    """A phase-two position with ``tricks_left`` tricks to play (the solver's reach),
    with the leader's card already on the table when ``answering``."""
    rng = random.Random(seed)
    state = play_to(new_game(seed=seed, first_leader=seed % 2), rng, 2, 14 - tricks_left)
    if answering:
        state = step(state, rng.choice(legal_actions(state)))
    return state


def anywhere(seed: int, moves: int) -> GameState | None:
    """The game dealt from ``seed`` after ``moves`` random moves (None if it ended)."""
    rng = random.Random(seed)
    state = new_game(seed=seed, first_leader=seed % 2)
    for _ in range(moves):
        if state.finished:
            return None
        state = step(state, rng.choice(legal_actions(state)))
    return None if state.finished else state


def ends(state: GameState) -> Iterator[GameState]:
    """The end of every line of play from ``state`` near the end; further away, of 40
    random lines."""
    if state.finished:
        yield state
    elif 14 - state.trick <= SMALL:
        for action in legal_actions(state):
            yield from ends(step(state, action))
    else:
        rng = random.Random(repr(state))
        for _ in range(40):
            line = state
            while not line.finished:
                line = step(line, rng.choice(legal_actions(line)))
            yield line


SMALL = 3  # tricks left at most for a minimax of the engine over every line


def exact_value(state: GameState) -> int:
    """Best play from ``state`` (phase two): 1 seat 0 wins, -1 seat 1 wins, 0 a draw. A
    minimax of the engine over every line near the end; further away the solver (which
    ``test_solver`` checks against that minimax)."""
    if state.finished or 14 - state.trick <= SMALL:
        return brute_force(state)
    if state.played:  # the answer to a card on the table, then the solver
        values = [exact_value(step(state, answer)) for answer in legal_actions(state)]
        return max(values) if state.to_move == 0 else min(values)
    sim, _lead = from_state(state)
    return ExactSolver().value(Spot.from_sim(sim))


def mover_value(state: GameState, seat: int) -> int:
    """Best play from ``state`` for ``seat``: 1 a win, 0 a draw, -1 a loss."""
    value = exact_value(state)
    return value if seat == 0 else -value


def worlds(state: GameState, seat: int, count: int = 6) -> list[GameState]:
    """The real deal and ``count`` others ``seat`` cannot tell from it."""
    seen = view(state, seat)
    rng = random.Random(repr(seen))
    return [state, *(sample_world(seen, rng) for _ in range(count))]


# The sentences ------------------------------------------------------------------------------


def check(state: GameState) -> set[str]:
    """Ask the hint for the player to move in ``state`` and check what it says; returns
    the kinds of sentence it said."""
    seat = state.to_move
    hint = Hinter().suggest(view(state, seat))
    assert hint.action in legal_actions(state)
    return check_reason(state, hint.action, hint.reason)


def check_reason(state: GameState, action: Action, text: str) -> set[str]:
    """Check each sentence of the reason ``text`` for ``action`` in ``state``; the kinds
    of sentence said (each sentence must be one of them)."""
    seat = state.to_move
    said = set()
    for kind, pattern, checker in SENTENCES:
        found = re.search(pattern, text)
        if found is not None:
            checker(state, seat, action, found)
            said.add(kind)
    assert said, f"a sentence no test knows: {text}"
    return said


def _won_already(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert all(outcome(end).winner == seat for end in ends(state))


def _lost_already(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert all(outcome(end).winner == 1 - seat for end in ends(state))


def _values(state: GameState, seat: int) -> dict[object, int]:
    return {action: mover_value(step(state, action), seat) for action in legal_actions(state)}


def _no_longer_lose(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert set(_values(state, seat).values()) == {1}


def _wins(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert isinstance(action, Card) and found["card"] == action.code
    assert mover_value(step(state, action), seat) == 1


def _draws(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    values = _values(state, seat)
    assert max(values.values()) == 0 and values[action] == 0


def _loses(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert max(_values(state, seat).values()) == -1


def _certain(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    claimed = {seat: found["mine"], 1 - seat: found["theirs"]}
    for owner, names in claimed.items():
        if names == "none":
            continue
        for name in names.split(", "):
            faction = FACTION_NAMES[name]
            assert all(outcome(end).vote_of(faction) == owner for end in ends(state)), name


def _none_certain(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    """By the count: no player leads a faction by more cards than are still in play."""
    left = [*state.hands[0], *state.hands[1], *state.played]
    for faction in Faction:
        won = [
            sum(c.faction is faction for c in (*state.score_piles[s], *state.gnomes_in_front[s]))
            for s in (0, 1)
        ]
        room = sum(c.faction is faction for c in left)
        room += sum(c.faction is Faction.GIANTS for c in left) if faction is Faction.GNOMES else 0
        room += len(state.trolls_aside) if faction is Faction.TROLLS else 0
        assert abs(won[0] - won[1]) <= room, faction


def _trick(state: GameState, first: Card, second: Card) -> GameState:
    """The state after ``first`` then ``second`` (the trick's two cards, in play order)."""
    return step(step(state, first), second)


def _answers(world: GameState, seat: int, card: Card) -> Iterator[tuple[GameState, bool]]:
    """The tricks ``card`` makes in ``world``: led, against every legal answer; answered,
    the one trick. Each with whether ``seat`` won it."""
    if world.played:
        after = step(world, card)
        assert after.last_trick is not None
        yield after, after.last_trick.winner == seat
        return
    for answer in legal_actions(step(world, card)):
        assert isinstance(answer, Card)
        after = _trick(world, card, answer)
        assert after.last_trick is not None
        yield after, after.last_trick.winner == seat


def _each_trick(state: GameState, seat: int, card: object) -> Iterator[tuple[GameState, bool]]:
    assert isinstance(card, Card)
    for world in worlds(state, seat):
        yield from _answers(world, seat, card)


def _next_leader(after: GameState) -> int:
    """Who leads the trick after the one just won (a Seer choice may be pending)."""
    assert after.last_trick is not None
    return after.last_trick.next_leader


def _prize_won(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    """The prize goes to ``seat`` (or its Seer choice, which may take it)."""
    prize = found["prize"]
    for after, won in _each_trick(state, seat, action):
        assert won
        taken = [e for e in after.events if isinstance(e, PrizeTaken) and e.player == seat]
        seer = after.seer is not None and after.seer.winner == seat
        assert seer or [e.card.code for e in taken] == [prize]


def _wins_and_leads(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    for after, won in _each_trick(state, seat, action):
        assert won and _next_leader(after) == seat


def _wins_trick(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    for _after, won in _each_trick(state, seat, action):
        assert won


def _loses_trick(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    for _after, won in _each_trick(state, seat, action):
        assert not won


def _gives_away_leads(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    for after, won in _each_trick(state, seat, action):
        assert not won and _next_leader(after) == seat


def _cheapest(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    _loses_trick(state, seat, action, found)
    assert isinstance(action, Card)
    cards = [c for c in legal_actions(state) if isinstance(c, Card)]
    assert all(c.faction is action.faction and c.value >= action.value for c in cards)


def _lower_loses_too(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    _loses_trick(state, seat, action, found)
    lower = Card.parse(found["cheaper"])
    assert isinstance(action, Card) and lower in legal_actions(state)
    assert lower.faction is action.faction and lower.value < action.value
    _loses_trick(state, seat, lower, found)


def _only_beaters(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    named = set(found["cards"].split(", "))
    for after, won in _each_trick(state, seat, action):
        assert after.last_trick is not None
        assert won or after.last_trick.cards[1].code in named


def _cheap_lead(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert isinstance(action, Card) and not state.played and action.value <= CHEAP


def _only_card(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert set(legal_actions(state)) == {action}


def _played_out(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert int(found["count"]) >= 1


def _seer(state: GameState, seat: int, action: Action, found: re.Match[str]) -> None:
    assert isinstance(action, SeerChoice) and int(found["count"]) >= 1


C = r"(?P<card>(?:Gn|Gi|Dr|Tr|Se)\d)"
CARD = r"\w\w\d"
Checker = Callable[[GameState, int, Action, re.Match[str]], None]
SENTENCES: list[tuple[str, str, Checker]] = [
    ("won already", r"^You have won already, with " + C, _won_already),
    ("lost already", r"^Your opponent has won already", _lost_already),
    ("no longer lose", r"^You can no longer lose if you play well", _no_longer_lose),
    ("wins with best play", r"^With " + C + r" and best play from here you win", _wins),
    ("draws with best play", r"^No card wins against best play any more", _draws),
    ("no card wins or draws", r"^If your opponent plays well from here, no card wins", _loses),
    (
        "certain votes",
        r"Votes certain by the count of cards left: (?P<mine>.+) for you, "
        r"(?P<theirs>.+) for your opponent\.$",
        _certain,
    ),
    ("none certain", r"No vote is certain yet", _none_certain),
    ("only card", r"^" + C + r" is the only card you may play\.$", _only_card),
    (
        "beats for the prize",
        C + r" beats " + CARD + r" and wins you the prize (?P<prize>" + CARD + ")",
        _prize_won,
    ),
    ("wins and leads", C + r" wins this trick and you lead (?:next|again)\.$", _wins_and_leads),
    ("a dragon leads next", C + r" gives this trick away, but as a Dragon", _gives_away_leads),
    ("let the prize go", r"is not worth a good card: let it go with " + C, _loses_trick),
    ("lead the cheap", r"is not worth a good card: lead the cheap " + C, _cheap_lead),
    ("the cheapest", "^" + C + r" is the cheapest card to give up this trick with", _cheapest),
    ("loses, search", "^" + C + r" loses this trick; the search chose it", _loses_trick),
    (
        "lower loses too",
        C + r" loses this trick, and so would the lower (?P<cheaper>" + CARD + ")",
        _lower_loses_too,
    ),
    ("cannot be beaten", r"^Your opponent cannot beat " + C + ": this trick is yours", _wins_trick),
    (
        "no beater",
        r"^Lead " + C + r": no card your opponent may hold beats it, so it wins you the prize "
        r"(?P<prize>" + CARD + ")",
        _prize_won,
    ),
    (
        "only beaters",
        r"^Lead " + C + r": only (?P<cards>[\w, ]+), not seen yet, would beat it",
        _only_beaters,
    ),
    ("played out", r"did best in (?P<count>\d+) games? played out", _played_out),
    ("seer", r"in the (?P<count>\d+) games? played out from here\.$", _seer),
]


# The checks ----------------------------------------------------------------------------------


@EXAMPLES
@given(seed=st.integers(0, 10**6), tricks_left=st.sampled_from([2, 3]), answering=st.booleans())
def test_what_best_play_gives_is_what_a_hint_in_the_endgame_says(
    seed: int, tricks_left: int, answering: bool
) -> None:
    check(endgame(seed, tricks_left, answering))


@EXAMPLES
@pytest.mark.slow  # whole hint searches on random positions (Hypothesis): the claims' proof
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 60))
def test_what_a_card_does_in_its_trick_is_what_a_hint_says(seed: int, moves: int) -> None:
    state = anywhere(seed, moves)
    if state is not None:
        check(state)


# Every sentence, on positions where it is said --------------------------------------------

GAMES = [  # (seed, moves) of games where each kind of sentence is said (found by a search)
    (0, 0), (0, 5), (0, 13), (0, 21), (0, 30), (0, 36), (0, 40), (0, 46), (0, 52), (2, 5),
    (2, 46), (3, 13), (3, 52), (9, 30), (25, 36), (50, 5), (70, 20), (1, 0), (7, 30), (95, 21),
]  # fmt: skip
DRAWN = (1332, 2, False)  # an endgame that best play draws


def _searched_without_playouts() -> list[tuple[GameState, Analysis]]:
    """Answers whose reason names no playouts (a search that played none out)."""
    gnomes = play(deal("Gn9", "Gn1 Gn5", top="Dr9", void1="Gn"), "Gn9")
    others = play(deal("Gi3", "Gn3 Gn5 Dr2 Tr9", top="Dr9", void1="Gi"), "Gi3")
    return [(gnomes, Analysis(card("Gn5"))), (others, Analysis(card("Gn3")))]


def test_every_sentence_a_hint_can_say_is_checked_where_it_is_said() -> None:
    said = check(endgame(*DRAWN))
    for seed, moves in GAMES:
        state = anywhere(seed, moves)
        assert state is not None
        said |= check(state)
    for state, analysis in _searched_without_playouts():
        said |= check_reason(state, analysis.action, reason(view(state, state.to_move), analysis))
    assert said == {kind for kind, _pattern, _check in SENTENCES}
