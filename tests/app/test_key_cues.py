"""A key the quiet spell refuses is seen (issue 41, case 2): at once, the scene's main button
(or the line under the hand) says the key came too soon and in how long the screen takes
one; once it does, the button says what it said before. In both languages, and without
colour (the cue is words, not a colour)."""

from __future__ import annotations

import pytest

from claim2.game.steps import ScreenKind
from claim2.text.i18n import set_language

from .conftest import AppAt
from .driving import key_at
from .games import following, leading, record_until

CUES = {
    "en": ("Too soon: press again in {} s", "I am Bob: show my cards", "Continue"),
    "nl": ("Te vroeg: druk over {} s opnieuw", "Ik ben Bob: toon mijn kaarten", "Verder"),
}


@pytest.mark.parametrize(
    ("language", "no_color"), [("en", False), ("nl", False), ("en", True)], ids=str
)
async def test_enter_too_soon_on_a_hand_off_says_so_on_its_button_and_when(
    app_at: AppAt, monkeypatch: pytest.MonkeyPatch, language: str, no_color: bool
) -> None:
    """Enter 0.5 s after the hand-off came up is dropped (the hand-off waits a second): the
    button says at once "Too soon: press again in 0.5 s"; 0.5 s later it is the hand-off's
    button again, and Enter shows Bob's cards."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    set_language(language)
    cue, ready, _continue = CUES[language]
    async with app_at(record_until(following(3))) as run:
        assert run.kind() is ScreenKind.HANDOFF and run.scene.seat == 1
        await key_at(run.pilot, run.clock, "enter", 0.5)
        assert run.kind() is ScreenKind.HANDOFF
        decimal = "," if language == "nl" else "."
        assert run.shows(cue.format(f"0{decimal}5")), run.text()
        assert not run.shows(ready)

        run.clock.advance(0.5)
        await run.settle()
        assert run.shows(ready) and not run.shows(cue.format(f"0{decimal}5"))
        await key_at(run.pilot, run.clock, "enter", 0.0)
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 1


async def test_a_key_held_on_a_trick_result_says_so_on_continue_each_time(app_at: AppAt) -> None:
    """Against the computer, Enter held on a trick's result: each key dropped says on the
    Continue button that it came too soon (0.4 s after the last key, while the key is
    held); let go, and Continue is back."""
    record = record_until(leading(2), computer="easy")
    async with app_at(record) as run:
        await run.pass_the_computer()
        await run.after_quiet("enter")  # the person's card: the computer answers
        await run.pass_the_computer()
        assert run.kind() is ScreenKind.TRICK_RESULT
        for _ in range(5):
            await key_at(run.pilot, run.clock, "enter", 1 / 30)
            assert run.shows("Too soon: press again in 0.4 s"), run.text()
            assert run.kind() is ScreenKind.TRICK_RESULT
        run.clock.advance(0.4)
        await run.settle()
        assert run.shows("Continue") and not run.shows("Too soon")


async def test_a_card_key_too_soon_on_a_turn_says_so_under_the_hand(app_at: AppAt) -> None:
    """On Ann's turn, a key 0.1 s after it came up: the line under the hand says so and
    when; once the turn takes keys, the line says again what Enter does."""
    async with app_at(record_until(leading(2))) as run:
        await run.after_quiet("enter")
        assert run.kind() is ScreenKind.TURN and run.scene.viewer == 0
        prompt = run.text().splitlines()[-2]
        await key_at(run.pilot, run.clock, "right", 0.1)
        assert run.shows("Too soon: press again in 0.4 s"), run.text()
        run.clock.advance(0.4)
        await run.settle()
        assert not run.shows("Too soon") and run.text().splitlines()[-2] == prompt
