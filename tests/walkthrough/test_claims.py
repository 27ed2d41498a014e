"""A false claim is caught (LessonBug); the lessons show what issue 4 asks, by the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from claim2.engine import Card, LeadReason, SeerChoice, VoteDecider, WinDecider, score
from claim2.engine.events import (
    Event,
    GnomeSmashed,
    PhaseTwoBegan,
    SeerChose,
    TrickWon,
    TrollsSetAside,
    TrollTaken,
)
from claim2.walkthrough import Lesson, LessonBug, LessonRun

from .helpers import intended, lesson, lessons, run_to


def _with_step(base: Lesson, index: int, **changes: Any) -> Lesson:
    """``base`` with step ``index`` changed; ``claims`` / ``score_claims`` entries are merged."""
    step = base.steps[index]
    update: dict[str, Any] = {}
    for name in ("claims", "score_claims"):
        if name in changes:
            update[name] = getattr(step, name).model_copy(update=changes.pop(name))
    steps = list(base.steps)
    steps[index] = step.model_copy(update={**update, **changes})
    return base.model_copy(update={"steps": steps})


def _play(each: Lesson) -> None:
    run = LessonRun(each)
    while not run.done:
        run.try_action(intended(run))


FALSE_CLAIMS: dict[str, Callable[[], Lesson]] = {
    "trick winner": lambda: _with_step(lesson("winning"), 1, claims={"trick_winner": "opponent"}),
    "next leader": lambda: _with_step(lesson("dragons"), 0, claims={"next_leader": "opponent"}),
    "lead reason": lambda: _with_step(lesson("dragons"), 1, claims={"lead_reason": "won_trick"}),
    "prize taken": lambda: _with_step(
        lesson("prize"), 0, claims={"prize_taken": {"opponent": Card.parse("Dr9")}}
    ),
    "drawn card": lambda: _with_step(lesson("prize"), 1, claims={"drawn_card": Card.parse("Tr9")}),
    "seer peek": lambda: _with_step(lesson("seers"), 0, claims={"seer_peek": Card.parse("Dr8")}),
    "smashed": lambda: _with_step(lesson("giants"), 0, claims={"smashed": []}),
    "troll taken": lambda: _with_step(
        lesson("trolls"), 1, claims={"trolls_taken": {"opponent": [Card.parse("Tr3")]}}
    ),
    "trolls aside": lambda: _with_step(
        lesson("trolls"), 3, claims={"trolls_aside": [Card.parse("Tr1")]}
    ),
    "gnomes in front": lambda: _with_step(lesson("gnomes"), 0, claims={"gnomes_in_front": {}}),
    "scored": lambda: _with_step(lesson("phase-two"), 0, claims={"scored": {"opponent": []}}),
    "phase": lambda: _with_step(lesson("phase-two-begins"), 0, claims={"phase": 1}),
    "vote answer": lambda: _with_step(lesson("votes"), 0, answer="learner"),
    "vote decider": lambda: _with_step(lesson("votes"), 1, score_claims={"decided_by": "count"}),
    "winner decider": lambda: _with_step(lesson("winner"), 1, score_claims={"decided_by": "votes"}),
    "finished": lambda: _with_step(lesson("short-game"), 4, claims={"finished": False}),
}


@pytest.mark.parametrize("make", FALSE_CLAIMS.values(), ids=FALSE_CLAIMS.keys())
def test_a_false_claim_is_a_lesson_bug(make: Callable[[], Lesson]) -> None:
    with pytest.raises(LessonBug):
        _play(make())


def test_a_false_start_claim_is_a_lesson_bug() -> None:
    base = lesson("giants")
    assert base.position is not None
    claims = base.position.start_claims.model_copy(update={"gnomes_in_front": {}})
    position = base.position.model_copy(update={"start_claims": claims})
    with pytest.raises(LessonBug):
        LessonRun(base.model_copy(update={"position": position}))


def test_an_illegal_scripted_reply_is_a_lesson_bug() -> None:
    broken = _with_step(lesson("winning"), 1, reply=[Card.parse("Se9")])  # holds Giants
    with pytest.raises(LessonBug, match="reply"):
        _play(broken)


def test_an_expected_move_that_is_not_legal_is_a_lesson_bug() -> None:
    with pytest.raises(LessonBug, match="not legal"):
        LessonRun(_with_step(lesson("follow"), 0, expect=[Card.parse("Gn1")]))


# The lessons, as the engine saw them --------------------------------------------


def _all_events(each: Lesson) -> list[Event]:
    run = LessonRun(each)
    events = list(run.events_since_last())
    while not run.done:
        run.try_action(intended(run))
        events += run.events_since_last()
    return events


def _tricks(each: Lesson) -> dict[tuple[str, str], TrickWon]:
    return {
        (event.cards[0].code, event.cards[1].code): event
        for event in _all_events(each)
        if isinstance(event, TrickWon)
    }


def test_the_manuals_two_dragon_examples_are_played() -> None:
    tricks = _tricks(lesson("dragons"))
    for cards in (("Dr7", "Dr3"), ("Gi5", "Dr4")):  # the leader wins, the second player leads
        trick = tricks[cards]
        assert trick.winner == trick.leader
        assert trick.next_leader == 1 - trick.leader
        assert trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON


def test_the_lead_carries_over_into_phase_two() -> None:
    events = _all_events(lesson("phase-two-begins"))
    (trick,) = [event for event in events if isinstance(event, TrickWon)]
    (began,) = [event for event in events if isinstance(event, PhaseTwoBegan)]
    assert trick.trick == 13 and trick.phase == 1
    assert trick.winner != trick.next_leader == began.leader


def test_the_seer_lesson_makes_both_choices_and_shows_the_losers_seer() -> None:
    run = LessonRun(lesson("seers"))
    events = _all_events(lesson("seers"))
    chose = [(e.player, e.choice) for e in events if isinstance(e, SeerChose)]
    learner, opponent = run.learner_seat, run.opponent_seat
    assert (learner, SeerChoice.TOP) in chose and (learner, SeerChoice.PRIZE) in chose
    assert any(player == opponent for player, _ in chose)


def test_the_manuals_three_giant_examples_smash() -> None:
    events = _all_events(lesson("giants"))
    smashes = [event for event in events if isinstance(event, GnomeSmashed)]
    tricks = _tricks(lesson("giants"))
    for lead, second, giant in (
        ("Gi3", "Gi5", "Gi3"),
        ("Gi1", "Tr4", "Gi1"),
        ("Dr4", "Gi3", "Gi3"),
    ):
        trick = tricks[(lead, second)]
        assert any(
            s.player == trick.winner and s.giant == Card.parse(giant) and s.victim != trick.winner
            for s in smashes
        ), (lead, second)
    assert len(smashes) == 3  # and the Gi5 of the first example found no Gn5


def test_the_troll_lesson_sets_aside_accumulates_takes_the_highest_and_sweeps() -> None:
    events = _all_events(lesson("trolls"))
    aside = [event.cards for event in events if isinstance(event, TrollsSetAside)]
    assert any(len(cards) >= 2 for cards in aside)  # trolls accumulate
    tricks = [event for event in events if isinstance(event, TrickWon)]
    troll_free = [t for t in tricks if all(c.code[:2] != "Tr" for c in t.cards)]
    taken = [event for event in events if isinstance(event, TrollTaken)]
    assert troll_free and any(
        take.player == troll_free[0].winner for take in taken
    )  # a waiting troll goes to the next winner
    last = tricks[-1]
    assert last.phase == 2 and last.trick == 13
    assert sum(1 for take in taken[-2:] if take.player == last.winner) == 2  # the last trick sweeps


def test_the_scoring_lessons_show_every_tie_break() -> None:
    votes: set[VoteDecider] = set()
    wins: set[WinDecider] = set()
    for each in (lesson("votes"), lesson("winner")):
        run = LessonRun(each)
        while not run.done:
            step = run.step
            assert step is not None and run.board is not None
            result = score(run.board)
            if step.ask == "game":
                wins.add(result.decided_by)
            else:
                assert step.ask is not None
                votes.add(next(f for f in result.factions if f.faction.key == step.ask).decided_by)
            run.try_action(intended(run))
    assert votes >= {VoteDecider.COUNT, VoteDecider.VALUES, VoteDecider.IDENTICAL}
    assert wins == {WinDecider.VOTES, WinDecider.CARDS, WinDecider.DRAW}


def test_every_lesson_ends_where_it_says() -> None:
    for each in lessons():
        run = run_to(each, len(each.steps))
        assert run.done
