"""What one player may see (R17): the only input a private screen is built from."""

from __future__ import annotations

from dataclasses import dataclass

from claim2.engine.actions import Action
from claim2.engine.cards import Card
from claim2.engine.events import Event, SeerChoice, TrickWon, seen_by
from claim2.engine.rules import legal_actions
from claim2.engine.ruleset import next_seat, seats
from claim2.engine.state import GameState, PendingSeer, PerPlayer, Pile, SeerPeek


@dataclass(frozen=True, slots=True)
class PublicView:
    """What both players may see (R17): identical whichever seat it is seen from.

    Per-player fields are pairs indexed by seat, like in ``GameState``; hidden cards
    appear only as counts.
    """

    phase: int
    trick: int
    leader: int
    to_move: int
    finished: bool
    hand_sizes: tuple[int, int]
    draw_pile_size: int
    prize: Card | None
    played: Pile  # the current trick so far, in play order
    prizes: PerPlayer  # the face-up prizes each player put in their follower pile
    follower_counts: tuple[int, int]
    discards: Pile
    score_piles: PerPlayer
    gnomes_in_front: PerPlayer
    trolls_aside: Pile
    smashed: Pile
    seer_pending: int | None  # the seat that must make a Seer choice, if any
    last_trick: TrickWon | None


@dataclass(frozen=True, slots=True)
class PlayerView(PublicView):
    """Everything ``seat`` may know about the game, and nothing else (R17): the public
    view and this player's own cards (hand, face-down draws, Seer peeks)."""

    seat: int
    hand: Pile  # sorted in deck order
    my_draws: Pile  # the cards this player drew face down into their follower pile
    seer_peek: Card | None  # the top card, only when this player is that Seer winner
    legal_actions: tuple[Action, ...]  # empty unless this player is to move
    events: tuple[Event, ...]  # the last step's events, as this player may see them
    my_peeks: tuple[SeerPeek, ...] = ()  # this player's own Seer choices: what each peek showed
    peeked_draws: Pile = ()  # the cards of ``my_draws`` the opponent saw with a Seer peek

    @property
    def my_turn(self) -> bool:
        return not self.finished and self.to_move == self.seat

    @property
    def opponent(self) -> int:
        return next_seat(self.seat)

    @property
    def followers(self) -> Pile:
        """This player's own follower pile, sorted in deck order."""
        return tuple(sorted(self.prizes[self.seat] + self.my_draws))


def view(state: GameState, player: int) -> PlayerView:
    """The game as ``player`` (0 or 1) may see it."""
    if player not in seats():
        named = " or ".join(str(seat) for seat in seats())
        raise ValueError(f"player must be {named}, not {player!r}")
    to_move = state.to_move
    seer_winner = state.seer.winner if state.seer is not None else None
    return PlayerView(
        seat=player,
        phase=state.phase,
        trick=state.trick,
        leader=state.leader,
        to_move=to_move,
        finished=state.finished,
        hand=state.hands[player],
        hand_sizes=(len(state.hands[0]), len(state.hands[1])),
        draw_pile_size=len(state.draw_pile),
        prize=state.prize,
        played=state.played,
        my_draws=tuple(sorted(state.draws[player])),
        prizes=(tuple(sorted(state.prizes[0])), tuple(sorted(state.prizes[1]))),
        follower_counts=(
            len(state.prizes[0]) + len(state.draws[0]),
            len(state.prizes[1]) + len(state.draws[1]),
        ),
        discards=state.discards,
        score_piles=(tuple(sorted(state.score_piles[0])), tuple(sorted(state.score_piles[1]))),
        gnomes_in_front=(
            tuple(sorted(state.gnomes_in_front[0])),
            tuple(sorted(state.gnomes_in_front[1])),
        ),
        trolls_aside=state.trolls_aside,
        smashed=state.smashed,
        seer_pending=seer_winner,
        seer_peek=state.seer_peek if seer_winner == player else None,
        legal_actions=legal_actions(state) if to_move == player else (),
        events=tuple(seen_by(event, player) for event in state.events),
        last_trick=state.last_trick,
        my_peeks=tuple(peek for peek in state.peeks if peek.player == player),
        # kept the prize after peeking: the opponent saw the card this player then drew (R8)
        peeked_draws=tuple(
            sorted(
                peek.card
                for peek in state.peeks
                if peek.player != player and peek.choice is SeerChoice.PRIZE
            )
        ),
    )


def state_seen_as(
    seen: PlayerView, opponent_hand: Pile, opponent_draws: Pile, draw_pile: Pile
) -> GameState:
    """A whole game state that ``seen.seat`` cannot tell from the real one: ``seen`` with
    the hidden cards filled in (the opponent's hand and face-down draws, the draw pile,
    top card first). ``view`` of the result for ``seen.seat`` gives ``seen`` back, as far
    as the opponent's Seer peeks go: only those that ``seen`` shows are in it."""
    me, them = seen.seat, seen.opponent
    hands = [opponent_hand, opponent_hand]
    hands[me] = seen.hand
    draws = [opponent_draws, opponent_draws]
    draws[me] = seen.my_draws
    seer = None
    if seen.seer_pending is not None:
        assert seen.last_trick is not None
        seer = PendingSeer(seen.seer_pending, seen.last_trick)
    return GameState(
        phase=seen.phase,
        trick=seen.trick,
        leader=seen.leader,
        hands=(hands[0], hands[1]),
        draw_pile=draw_pile,
        prize=seen.prize,
        played=seen.played,
        prizes=seen.prizes,
        draws=(draws[0], draws[1]),
        discards=seen.discards,
        score_piles=seen.score_piles,
        gnomes_in_front=seen.gnomes_in_front,
        trolls_aside=seen.trolls_aside,
        smashed=seen.smashed,
        seer=seer,
        finished=seen.finished,
        events=seen.events,
        last_trick=seen.last_trick,
        # this seat's own peeks, and the opponent's that showed a card this seat then drew
        peeks=seen.my_peeks
        + tuple(SeerPeek(them, 0, card, SeerChoice.PRIZE) for card in seen.peeked_draws),
    )
