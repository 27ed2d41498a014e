"""Check a lesson's claims against the engine; a false claim is a LessonBug.

Play claims are checked against the true events of a step (nothing
redacted) and the true state after it; scoring claims against
``claim2.engine.score``. Cards are compared as multisets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from claim2.engine import Card, GameState, Outcome
from claim2.engine.events import (
    CardDrawn,
    CardsScored,
    Event,
    GnomeSmashed,
    GnomesPlaced,
    PrizeTaken,
    SeerChose,
    TrickWon,
    TrollTaken,
)
from claim2.engine.ruleset import next_seat
from claim2.walkthrough.errors import LessonBug
from claim2.walkthrough.schema import (
    FACTION_OF_ASK,
    ROLES,
    Answer,
    Claims,
    Role,
    ScoringClaims,
    Step,
)


class Seats:
    """Which seat each role sits in."""

    def __init__(self, learner_seat: int) -> None:
        self.learner = learner_seat

    def seat(self, role: Role) -> int:
        return self.learner if role == "learner" else next_seat(self.learner)

    def role(self, seat: int) -> Role:
        return "learner" if seat == self.learner else "opponent"

    def answer(self, seat: int | None) -> Answer:
        return "nobody" if seat is None else self.role(seat)


def _cards(cards: Iterable[Card]) -> list[str]:
    return sorted(card.code for card in cards)


def _per_role(seats: Seats, pairs: Iterable[tuple[int, Iterable[Card]]]) -> dict[Role, list[str]]:
    found: dict[Role, Counter[str]] = {role: Counter() for role in ROLES}
    for seat, cards in pairs:
        found[seats.role(seat)].update(card.code for card in cards)
    return {role: sorted(found[role].elements()) for role in ROLES}


def _claimed(claim: Mapping[Role, Sequence[Card]]) -> dict[Role, list[str]]:
    return {role: _cards(claim.get(role, ())) for role in ROLES}


class _Check:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def same(self, what: str, claimed: object, actual: object) -> None:
        if claimed is not None and claimed != actual:
            self.problems.append(f"{what}: the lesson says {claimed!r}, the engine {actual!r}")

    def done(self, where: str) -> None:
        if self.problems:
            raise LessonBug(f"{where}: " + "; ".join(self.problems))


def check_play(
    claims: Claims, events: Sequence[Event], state: GameState, seats: Seats, where: str
) -> None:
    """Raise LessonBug naming every claim the engine contradicts."""
    check = _Check()
    tricks = [event for event in events if isinstance(event, TrickWon)]
    trick = tricks[0] if len(tricks) == 1 else None
    if trick is None and (claims.trick_winner or claims.next_leader or claims.lead_reason):
        check.problems.append(f"a claim about the trick, but {len(tricks)} tricks were completed")
    if trick is not None:
        check.same("trick_winner", claims.trick_winner, seats.role(trick.winner))
        check.same("next_leader", claims.next_leader, seats.role(trick.next_leader))
        check.same("lead_reason", claims.lead_reason, trick.lead_reason.value)
    if claims.prize_taken is not None:
        taken = {seats.role(e.player): e.card.code for e in events if isinstance(e, PrizeTaken)}
        check.same("prize_taken", {r: c.code for r, c in claims.prize_taken.items()}, taken)
    draws = [event for event in events if isinstance(event, CardDrawn)]
    if claims.drawn_by is not None:
        check.same("drawn_by", [claims.drawn_by], [seats.role(event.player) for event in draws])
    if claims.drawn_card is not None:
        drawn = [event.card.code for event in draws if event.card is not None]
        check.same("drawn_card", [claims.drawn_card.code], drawn)
    seer = state.seer
    if claims.seer_pending is not None:
        pending = "nobody" if seer is None else seats.role(seer.winner)
        check.same("seer_pending", claims.seer_pending, pending)
    if claims.seer_peek is not None:
        peek = state.seer_peek
        check.same("seer_peek", claims.seer_peek.code, peek and peek.code)
    if claims.seer_chose is not None:
        chose = {seats.role(e.player): e.choice.value for e in events if isinstance(e, SeerChose)}
        check.same("seer_chose", dict(claims.seer_chose), chose)
    _check_phase_two_events(check, claims, events, seats)
    _check_state(check, claims, state, seats)
    check.done(where)


def _check_phase_two_events(
    check: _Check, claims: Claims, events: Sequence[Event], seats: Seats
) -> None:
    if claims.scored is not None:
        scored = [(e.player, e.cards) for e in events if isinstance(e, CardsScored)]
        check.same("scored", _claimed(claims.scored), _per_role(seats, scored))
    if claims.gnomes_placed is not None:
        placed = [(e.player, e.cards) for e in events if isinstance(e, GnomesPlaced)]
        check.same("gnomes_placed", _claimed(claims.gnomes_placed), _per_role(seats, placed))
    if claims.trolls_taken is not None:
        taken = [(e.player, (e.card,)) for e in events if isinstance(e, TrollTaken)]
        check.same("trolls_taken", _claimed(claims.trolls_taken), _per_role(seats, taken))
    if claims.smashed is not None:
        claimed = sorted((s.giant.code, s.gnome.code, s.victim) for s in claims.smashed)
        actual = sorted(
            (e.giant.code, e.gnome.code, seats.role(e.victim))
            for e in events
            if isinstance(e, GnomeSmashed)
        )
        check.same("smashed", claimed, actual)


def _check_state(check: _Check, claims: Claims, state: GameState, seats: Seats) -> None:
    check.same("phase", claims.phase, state.phase)
    check.same("trick", claims.trick, state.trick)
    check.same("draw_pile_size", claims.draw_pile_size, len(state.draw_pile))
    check.same("leader", claims.leader, seats.role(state.leader))
    check.same("finished", claims.finished, state.finished)
    if claims.trolls_aside is not None:
        check.same("trolls_aside", _cards(claims.trolls_aside), _cards(state.trolls_aside))
    if claims.gnomes_in_front is not None:
        front = enumerate(state.gnomes_in_front)
        check.same("gnomes_in_front", _claimed(claims.gnomes_in_front), _per_role(seats, front))
    if claims.score_pile is not None:
        piles = enumerate(state.score_piles)
        check.same("score_pile", _claimed(claims.score_pile), _per_role(seats, piles))
    if claims.hands is not None:
        hands = enumerate(state.hands)
        check.same("hands", _claimed(claims.hands), _per_role(seats, hands))
    if claims.hand_sizes is not None:
        sizes = {role: len(state.hands[seats.seat(role)]) for role in ROLES}
        check.same("hand_sizes", {r: claims.hand_sizes.get(r, 0) for r in ROLES}, sizes)


def engine_answer(step: Step, result: Outcome, seats: Seats) -> Answer:
    """The right answer to a question step, as the engine scores the board."""
    if step.ask == "game":
        return seats.answer(result.winner)
    assert step.ask is not None
    return seats.answer(result.vote_of(FACTION_OF_ASK[step.ask]))


def check_scoring(step: Step, result: Outcome, seats: Seats, where: str) -> None:
    """Raise LessonBug if the step's answer or scoring claims disagree with ``score``."""
    check = _Check()
    claims: ScoringClaims = step.score_claims
    check.same("answer", step.answer, engine_answer(step, result, seats))

    def by_role(pair: tuple[int, int] | None) -> dict[Role, int] | None:
        return None if pair is None else {role: pair[seats.seat(role)] for role in ROLES}

    if step.ask == "game":
        check.same("decided_by", claims.decided_by, result.decided_by.value)
        check.same("votes", claims.votes, by_role(result.votes))
        cards = by_role(result.cards_in_won_factions)
        check.same("cards_in_won_factions", claims.cards_in_won_factions, cards)
        if claims.counts is not None or claims.decisive_values is not None:
            check.problems.append("counts and decisive_values belong to a faction question")
    else:
        assert step.ask is not None
        faction = result.factions[FACTION_OF_ASK[step.ask]]
        check.same("decided_by", claims.decided_by, faction.decided_by.value)
        check.same("counts", claims.counts, by_role(faction.counts))
        check.same("decisive_values", claims.decisive_values, by_role(faction.decisive_values))
        if claims.votes is not None or claims.cards_in_won_factions is not None:
            check.problems.append("votes and cards_in_won_factions belong to the game question")
    check.done(where)
