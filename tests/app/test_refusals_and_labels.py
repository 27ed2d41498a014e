"""Two faults found while the app's tests were rewritten, fixed since: a take-back refused
with a note against the computer, and a button as wide as its label in another language."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.game.take_back import Refusal, take_back_index
from claim2.records.record import GameRecord, replay_states

from .conftest import AppAt
from .games import first_record, following, record_until


def face_down_draw_since_the_persons_card(record: GameRecord) -> bool:
    """Against the computer, the person (seat 0) is to move (a card, not a Seer choice) and
    has drawn a card face down since their last card: it can no longer be taken back."""
    states = replay_states(record)
    return (
        not states[-1].finished
        and states[-1].to_move == 0
        and states[-1].seer is None
        and take_back_index(record, 0, states) is Refusal.REVEALED
    )


async def test_against_the_computer_u_after_a_face_down_draw_is_refused_with_a_note(
    app_at: AppAt,
) -> None:
    """Issue case 3: against the computer, u after a face-down draw is refused *with a note*
    (the table has the words: "You cannot take that card back: you have seen a hidden card
    since ..."). The key used to be greyed out, and u did nothing and said nothing."""
    record = first_record(face_down_draw_since_the_persons_card, computer="easy")
    async with app_at(record) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        await run.after_quiet("u")
        assert run.table.session.record.actions == record.actions
        assert run.kind() is ScreenKind.TURN
        assert run.says("You cannot take that card back: you have seen a hidden card since")


# Layout: found while reading the screen as text.


async def test_after_f3_on_a_hand_off_its_button_shows_its_whole_label(app_at: AppAt) -> None:
    """F3 on a hand-off at 80×24: the button grows to its Dutch label (it kept the English
    label's width and read "Ik ben Bob: toon mijn")."""
    async with app_at(record_until(following(3))) as run:
        assert run.kind() is ScreenKind.HANDOFF
        await run.after_quiet("f3")
        await run.clear_notes()
        assert run.shows("Geef de laptop aan Bob")
        assert run.shows("Ik ben Bob: toon mijn kaarten")
