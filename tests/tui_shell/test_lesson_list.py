"""The list of lessons shows whole titles when there is room, and cuts them only when not."""

from __future__ import annotations

import asyncio

import pytest

from claim2.text.i18n import _, set_language
from claim2.tui.walkthrough.lesson_list import LessonListScreen, LessonTable, cut_title
from claim2.walkthrough import load_lessons

from .shell_app import ShellApp, screen_text


def test_a_title_is_cut_with_an_ellipsis_only_when_it_does_not_fit() -> None:
    assert cut_title("Who wins a trick", 16) == "Who wins a trick"
    assert cut_title("Who wins a trick", 12) == "Who wins a…"
    assert len(cut_title("Phase one: the prize and the loser's card", 20)) == 20


def _rows(*sizes: tuple[int, int]) -> tuple[list[str], str, bool]:
    """The title cells of the table as shown at the last of ``sizes`` (the terminal resized
    from one to the next), the screen's text, and whether the table is wider than its room
    (it would scroll sideways)."""

    async def look() -> tuple[list[str], str, bool]:
        app = ShellApp(LessonListScreen)
        async with app.run_test(size=sizes[0]) as pilot:
            await pilot.pause()
            for size in sizes[1:]:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            table = app.screen.query_one(LessonTable)
            titles = [str(table.get_cell(key, "title")) for key in table.titles]
            wide = table.virtual_size.width > table.scrollable_content_region.width
            return titles, screen_text(app), wide

    return asyncio.run(look())


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("size", [(120, 36), (80, 24)])
def test_every_title_is_whole_at_120_and_at_80_columns(
    language: str, size: tuple[int, int]
) -> None:
    set_language(language)
    titles, text, wide = _rows(size)
    wanted = [_(lesson.title) for lesson in load_lessons()]
    assert titles == wanted
    for title in wanted:  # on the screen, not only in the table's cells
        assert title in text
    assert not wide


def test_in_a_narrow_table_titles_are_cut_to_the_room_left_and_whole_again_when_wider() -> None:
    wanted = [_(lesson.title) for lesson in load_lessons()]
    titles, _text, wide = _rows((120, 36), (60, 24))
    assert titles[1] == wanted[1]  # "Who wins a trick" fits
    cut = [shown for shown, title in zip(titles, wanted, strict=True) if shown != title]
    assert cut and all(shown.endswith("…") for shown in cut)
    assert not wide
    titles, _text, wide = _rows((60, 24), (120, 36))
    assert titles == wanted
    assert not wide
