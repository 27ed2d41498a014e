"""80×24 is a first-class size (issue 46, case 1): what a turn's table holds is on the
screen, or a line over the hand says more is below and PgDn (and PgUp) show it."""

from __future__ import annotations

from claim2.game.steps import ScreenKind
from claim2.records.record import upgraded

from .conftest import AppAt
from .driving import Run
from .games import following, last_card, late_with_a_peek, record_until

MORE_BELOW = "More below: PgDn"
MORE_ABOVE = "Back to the top: PgUp"


async def reached_with_page_down(run: Run, *lines: str) -> None:
    """Each of ``lines`` is on the screen, or the screen says more is below and PgDn brings
    it (and the hand stays where it is); PgUp goes back to the top."""
    hand = run.text().splitlines()[-8:]
    if all(run.shows(line) for line in lines):
        return
    await run.wait_until(lambda: run.shows(MORE_BELOW), "more below, said")
    for _ in range(3):
        await run.after_quiet("pagedown")
        if all(run.shows(line) for line in lines):
            break
    assert all(run.shows(line) for line in lines), run.text()
    await run.wait_until(lambda: run.shows(MORE_ABOVE), "more above, said")
    assert run.text().splitlines()[-7:] == hand[-7:]  # the hand and its prompt stay put
    await run.after_quiet("pageup", "pageup", "pageup")
    await run.wait_until(lambda: run.shows(MORE_BELOW), "more below again")


async def test_late_in_phase_one_the_seer_peek_and_the_last_trick_are_reached(
    app_at: AppAt,
) -> None:
    async with app_at(late_with_a_peek(), size=(80, 24)) as run:
        assert run.kind() is ScreenKind.TURN
        await reached_with_page_down(
            run,
            "In Computer (easy)'s follower pile, seen with your Seer: Tr2 Se0",
            "Last trick: Computer (easy) led Dr6, Ann played Dr3. Computer (easy) won.",
        )


async def test_in_phase_two_what_lies_aside_and_the_memory_aids_are_reached_under_a_hint(
    app_at: AppAt,
) -> None:
    # seed 31, phase two, trick 9: the line of what lies aside wraps, and a hint of three
    # lines over the hand leaves the table less room (the memory aids were cut)
    record = record_until(
        lambda state: state.phase == 2 and state.trick == 9 and not state.played,
        seed=31,
        names=("Annemarie", "Bob"),
        computer="normal",
    )
    async with app_at(upgraded(record, hints=True), size=(80, 24)) as run:
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TURN
        await run.after_quiet("h")
        await run.wait_until(lambda: run.shows("Hint:"), "the hint")
        public = run.scene.public
        assert public.smashed
        smashed = "Smashed: " + " ".join(card.code for card in public.smashed)
        await reached_with_page_down(run, smashed, "Computer (normal) holds, worked out:")
        assert run.shows("Hint:")


LONG_NAMES = ("Annemarie-Louise van der Berg", "Bartholomeus Jansen")


async def test_a_hand_off_after_a_long_result_says_more_is_below(app_at: AppAt) -> None:
    # hot-seat, long names: trick 10 of phase two's result, then the hand-off box, is taller
    # than 80×24; the hand-off's button was cut off without a word
    record = record_until(following(10, phase=2), seed=5, names=LONG_NAMES)
    async with app_at(record, size=(80, 24)) as run:
        for _ in range(3):  # to the follower, and their card: the result, the hand-off
            await run.step()
            if run.kind() is ScreenKind.HANDOFF and run.scene.result is not None:
                break
        assert run.kind() is ScreenKind.HANDOFF and run.scene.result is not None
        await run.wait_until(lambda: run.shows(MORE_BELOW), "more below, said")
        assert not run.shows("show my cards")
        await run.after_quiet("pagedown")
        await run.wait_until(lambda: run.shows("show my cards"), "the hand-off's button")
        assert run.shows(MORE_ABOVE)


async def test_the_end_keeps_its_buttons_on_the_screen_with_long_names(app_at: AppAt) -> None:
    async with app_at(record_until(last_card, seed=5, names=LONG_NAMES), size=(80, 24)) as run:
        for _ in range(6):
            if run.kind() is ScreenKind.END:
                break
            await run.step()
        assert run.kind() is ScreenKind.END
        run.clock.advance(3.0)
        await run.settle()
        for label in ("Play again", "Start screen", "Quit"):
            assert run.text().splitlines()[-2].count(label) == 1, run.text()
