"""The rules screen through the app: its pages turned with ← and → (or a click on those keys
in the footer), stopping at both ends, several at once; the contents (t) to jump to a
section; the same page again in Dutch (F3), its words too."""

from __future__ import annotations

from textual.widgets import OptionList

from claim2.tui.screens.overlays.rules import RulesScreen
from claim2.tui.screens.start.start import StartScreen
from claim2.tui.widgets.footer import KeyFooter

from .conftest import AppAt
from .driving import Run, find_text

PAGES = 15  # sections of docs/rules.md, as rule_pages splits them


async def click_key(run: Run, key: str) -> None:
    """A click on ``key`` (its key and words) in the footer."""
    footer = run.top.query_one(KeyFooter)
    await run.pilot.click(offset=find_text(run.app, key, footer.region))
    await run.settle()


async def open_rules(run: Run) -> RulesScreen:
    await run.press("f1")
    await run.wait_until(lambda: isinstance(run.top, RulesScreen), "the rules")
    rules = run.top
    assert isinstance(rules, RulesScreen)
    await run.wait_until(lambda: rules.drawn == 0, "the first page")
    return rules


async def test_the_pages_turn_by_keys_clicks_and_the_contents(app_at: AppAt) -> None:
    """Opened, turned and closed by keys and by clicks on the footer's keys, stopping at
    both ends; t opens the contents at the page shown, Enter goes to a section."""
    async with app_at() as run:
        await click_key(run, "F1 Rules")
        await run.wait_until(lambda: isinstance(run.top, RulesScreen), "the rules")
        rules = run.top
        assert isinstance(rules, RulesScreen)
        await run.wait_until(lambda: rules.drawn == 0, "the first page")
        assert run.shows(f"page 1 of {PAGES}") and run.shows("What the game is")
        await run.press("left")
        assert rules.page == 0 and run.shows(f"page 1 of {PAGES}")
        await click_key(run, "→ Next")
        assert run.shows(f"page 2 of {PAGES}") and run.shows("(R1) There are 52 cards")
        await run.press("right", "right", "right")  # three at once: three pages
        await run.wait_until(lambda: rules.drawn == 4, "page 5")
        assert run.shows(f"page 5 of {PAGES}") and run.shows("Phase one: recruit followers")
        await run.press("t")
        contents = rules.query_one("#contents", OptionList)
        assert contents.display and contents.has_focus and contents.highlighted == 4
        assert run.shows("Seers: a secret look")  # every section is listed
        await run.press("t")
        assert not contents.display and not contents.has_focus and rules.page == 4
        await run.press("t")
        await run.press("end", "enter")  # the last section
        await run.wait_until(lambda: rules.drawn == PAGES - 1, "the last page")
        assert not contents.display
        await run.press("right")
        assert rules.page == PAGES - 1 and run.shows(f"page {PAGES} of {PAGES}")
        assert run.shows("Who sees what")
        await click_key(run, "Esc Close")
        assert isinstance(run.top, StartScreen)


async def test_f3_shows_the_same_page_again_in_dutch(app_at: AppAt) -> None:
    """The rules' words too, and their contents (once only the title, the page number and
    the keys were in Dutch: the pages were read once, in the language of the time)."""
    async with app_at() as run:
        rules = await open_rules(run)
        await run.press("right", "right")
        await run.wait_until(lambda: rules.drawn == 2, "page 3")
        await run.press("f3")
        assert isinstance(run.top, RulesScreen)
        await run.wait_until(lambda: run.shows(f"pagina 3 van {PAGES}"), "the page in Dutch")
        assert run.shows("Voorbereiding") and not run.shows("Set-up")
        await run.press("t")
        assert run.shows("De kaarten") and not run.shows("The cards")
