"""The brief sentences (``claim2.present.brief``): a trick's result in one or two
sentences, the winner first, the second card said only to whoever has not heard it, who
leads next only when it is not the winner; the Seer's choice once; phase two's powers
without repeating what lies aside; the end's verdict first and one line a faction; the
kept game by a short name, never a path read aloud."""

from __future__ import annotations

import pytest

from claim2.engine import Card, LeadReason, SeerChoice
from claim2.engine import events as ev
from claim2.engine.scoring import score
from claim2.game.again import MatchStanding
from claim2.game.matches import match_result, tally_after
from claim2.present.brief.ending import end_lines, kept_short, match_line
from claim2.present.brief.teller import Brief
from claim2.present.brief.tricks import result_lines
from claim2.present.phrase import plain
from claim2.records.parts import RecordMatch
from claim2.text.i18n import set_language

NAMES = ("Ann", "Computer (normal)")
ANN = Brief(NAMES, you=0, computer=1)  # Ann against the computer, at her screen
SHARED = Brief(("Ann", "Bob"))  # a screen two people share: nobody is "you"


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes)


def trick(
    leader: int,
    played: tuple[str, str],
    winner: int,
    *,
    phase: int = 1,
    number: int = 4,
    next_leader: int | None = None,
    reason: LeadReason = LeadReason.WON_TRICK,
) -> ev.TrickWon:
    lead, second = cards(*played)
    return ev.TrickWon(
        phase, number, leader, (lead, second), winner,
        winner if next_leader is None else next_leader, reason,
    )  # fmt: skip


def said(won: ev.TrickWon, events: list[ev.Event], brief: Brief = ANN) -> list[str]:
    return [plain(line) for line in result_lines(won, events, brief)]


def test_the_winner_first_and_what_they_took() -> None:
    """The computer led: Ann heard its card and chose hers, so neither is said again."""
    won = trick(1, ("Tr0", "Tr9"), 0)
    events: list[ev.Event] = [won, ev.PrizeTaken(0, Card.parse("Gn3")), ev.CardDrawn(1, None)]
    assert said(won, events) == ["You win the trick and take Gnome 3."]


def test_the_second_card_is_said_to_whoever_has_not_heard_it() -> None:
    """Ann led: the computer's answer is new to her, with the win or before it."""
    won = trick(0, ("Gn5", "Gn7"), 1)
    taken: list[ev.Event] = [won, ev.PrizeTaken(1, Card.parse("Dr8")), ev.CardDrawn(0, None)]
    assert said(won, taken) == ["The computer wins the trick with Gnome 7 and takes Dragon 8."]
    lost = trick(0, ("Gi3", "Tr2"), 0)
    assert said(lost, [lost, ev.PrizeTaken(0, Card.parse("Tr1"))]) == [
        "The computer plays Troll 2.",
        "You win the trick and take Troll 1.",
    ]
    assert said(lost, [lost, ev.PrizeTaken(0, Card.parse("Tr1"))], SHARED) == [
        "Bob plays Troll 2.",
        "Ann wins the trick and takes Troll 1.",
    ]


def test_who_leads_next_only_when_a_dragon_decides_it() -> None:
    won = trick(1, ("Gi5", "Dr4"), 1, next_leader=0, reason=LeadReason.SECOND_PLAYED_DRAGON)
    assert said(won, [won, ev.PrizeTaken(1, Card.parse("Se4"))])[-1] == (
        "You lead next: a Dragon played second."
    )


@pytest.mark.parametrize(
    ("seer", "choice", "expected"),
    [
        (0, SeerChoice.PRIZE, ["You keep the prize Gnome 1."]),
        (0, SeerChoice.TOP, ["You take the top card; the computer gets the prize Gnome 1."]),
        (
            1,
            SeerChoice.PRIZE,
            [
                "The computer wins the trick with Seer 5.",
                "The computer looks at the top card and keeps the prize Gnome 1.",
                "You draw Gnome 3; the computer saw it.",
            ],
        ),
        (
            1,
            SeerChoice.TOP,
            [
                "The computer wins the trick with Seer 5.",
                "The computer looks at the top card and takes it; you get the prize Gnome 1.",
            ],
        ),
    ],
)
def test_the_seers_choice_is_said_once(seer: int, choice: SeerChoice, expected: list[str]) -> None:
    """Ann's own choice was asked on her Seer's scene, which said the trick: only what
    she chose follows; the computer's is said with the trick it won."""
    won = trick(0, ("Se0", "Se5") if seer == 1 else ("Se5", "Se0"), seer)
    loser = 1 - seer
    prize_to = seer if choice is SeerChoice.PRIZE else loser
    drawn = Card.parse("Gn3") if loser == 0 and choice is SeerChoice.PRIZE else None
    events: list[ev.Event] = [
        won,
        ev.SeerChose(seer, choice),
        ev.PrizeTaken(prize_to, Card.parse("Gn1")),
        ev.CardDrawn(1 - prize_to, drawn),
    ]
    assert said(won, events) == expected


def test_phase_two_scores_with_the_win_and_trolls_aside_only_when_new() -> None:
    won = trick(0, ("Tr7", "Gi5"), 0, phase=2)
    events: list[ev.Event] = [
        won,
        ev.CardsScored(0, cards("Gi5")),
        ev.GnomeSmashed(0, 1, Card.parse("Gi5"), Card.parse("Gn5")),
        ev.TrollTaken(0, Card.parse("Tr7")),
        ev.TrollsSetAside(cards("Tr4")),  # set aside by an earlier trick: nothing new
    ]
    assert said(won, events) == [
        "The computer plays Giant 5.",
        "You win the trick and score Giant 5.",
        "Giant 5 smashes Gnome 5 in front of the computer.",
        "You take Troll 7.",
    ]
    aside = trick(1, ("Tr4", "Tr5"), 0, phase=2)
    assert said(
        aside, [aside, ev.TrollTaken(0, Card.parse("Tr5")), ev.TrollsSetAside(cards("Tr4"))]
    ) == [
        "You win the trick and take Troll 5.",
        "Set aside for later tricks: Troll 4.",
    ]


def test_the_end_says_who_won_first_then_a_line_a_faction() -> None:
    piles = (
        cards("Gi7", "Gi5", "Gi1", "Dr9", "Dr7", "Tr7", "Se7", "Se6", "Se4", "Se2"),
        cards("Gn5", "Gn3", "Gn3", "Gn1", "Gi5", "Gi3", "Gi1", "Dr8", "Dr0", "Tr6", "Tr5"),
    )
    assert [plain(line) for line in end_lines(score(piles), ANN)] == [
        "You win, 3 votes to 2.",
        "Gnomes: the computer, 4 cards to 0.",
        "Giants: you, 3 cards each, 7 beats 5.",
        "Dragons: you, 2 cards each, 9 beats 8.",
        "Trolls: the computer, 2 cards to 1.",
        "Seers: you, 4 cards to 0.",
    ]
    set_language("nl")
    assert plain(end_lines(score(piles), Brief(("Ann", "Bob"), 1))[0]) == (
        "Ann wint met 3 stemmen tegen 2."
    )


def test_the_kept_game_by_the_time_it_was_kept_not_its_path() -> None:
    assert plain(kept_short("/home/ann/.local/share/claim2/saves/game-20261207-042520.json")) == (
        "Saved in your history as the game of 04:25."
    )
    assert plain(kept_short("/elsewhere/odd.json")) == "Saved as odd.json."


def test_names_once_where_the_context_is_clear() -> None:
    """In a list of choices the person is "You" and the computer "The computer"; the full
    sentences (``--verbose``, the commands) call the computer "Computer", not its level."""
    assert [ANN.called(seat) for seat in (0, 1)] == ["You", "The computer"]
    assert [SHARED.called(seat) for seat in (0, 1)] == ["Ann", "Bob"]
    assert ANN.full_names() == ("Ann", "Computer")
    assert SHARED.full_names() == ("Ann", "Bob")
    set_language("nl")
    assert [ANN.called(seat) for seat in (0, 1)] == ["Jij", "De computer"]


def after_game(game: int, tally: tuple[int, int], winner: int | None) -> MatchStanding:
    """A match to 2 wins after its game ``game`` (``tally``: the wins before it)."""
    match = RecordMatch(id="m", first_to=2, game=game, tally=tally)
    result = match_result(match, winner)
    return MatchStanding(match, tally_after(match, winner), result.winner, result.over)


@pytest.mark.parametrize(
    ("game", "tally", "winner", "expected"),
    [
        (
            1, (0, 0), 0,
            "Match: you 1, the computer 0. The match goes on: game 2 of at most 5 is next.",
        ),
        (3, (1, 1), 0, "Match: you 2, the computer 1. You win the match!"),
        (3, (1, 1), 1, "Match: you 1, the computer 2. The computer wins the match!"),
        (
            5, (0, 1), None,
            "Match: you 0, the computer 1. The computer wins the match: after 5 games, the most "
            "wins (the draw-out rule).",
        ),
        (
            5, (0, 0), None,
            "Match: you 0, the computer 0. The match is drawn: after 5 games, as many wins each "
            "(the draw-out rule).",
        ),
    ],
)  # fmt: skip
def test_a_match_after_a_game_with_names_said_once(
    game: int, tally: tuple[int, int], winner: int | None, expected: str
) -> None:
    """Issue 53: not "Ann 1 – Computer (normal) 0 · The match goes on"."""
    assert plain(match_line(after_game(game, tally, winner), winner, ANN)) == expected


def test_a_match_between_two_people_at_one_screen_by_name_and_in_dutch() -> None:
    assert plain(match_line(after_game(3, (1, 1), 1), 1, SHARED)) == (
        "Match: Ann 1, Bob 2. Bob wins the match!"
    )
    set_language("nl")
    assert plain(match_line(after_game(3, (1, 1), 0), 0, ANN)).startswith(
        "Match: jij 2, de computer 1. Jij wint"
    )
