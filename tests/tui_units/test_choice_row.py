"""A row of choices (``ChoiceRow``) in a bare app: the arrows choose round the row, a click
chooses the choice under it, a label changes in place, and the row says what changed."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.content import Content

from claim2.tui.widgets.choice_row import ChoiceRow

CHOICES = [("one", "One game"), ("2", "Match to 2 wins"), ("3", "Match to 3 wins")]


class RowApp(App[None]):
    def __init__(self, row: ChoiceRow) -> None:
        super().__init__()
        self.row = row
        self.changes: list[str] = []

    def compose(self) -> ComposeResult:
        yield self.row

    def on_choice_row_changed(self, message: ChoiceRow.Changed) -> None:
        assert message.control is self.row
        self.changes.append(message.key)


def drawn(app: RowApp) -> str:
    """The row as drawn: its text."""
    row = app.row
    return str(row.render())


async def test_the_arrows_choose_round_the_row_and_each_change_is_told() -> None:
    app = RowApp(ChoiceRow(CHOICES, "2", prompt="Play:"))
    async with app.run_test() as pilot:
        app.row.focus()
        await pilot.press("right")
        assert app.row.chosen == "3"
        await pilot.press("right", "down")  # round the row, then on
        assert app.row.chosen == "2"
        await pilot.press("left", "up", "up")
        assert app.row.chosen == "2"
        await pilot.pause()
        assert app.changes == ["3", "one", "2", "one", "3", "2"]


async def test_a_click_chooses_the_choice_under_it_and_not_the_prompt() -> None:
    app = RowApp(ChoiceRow(CHOICES, prompt="Play:", gap=3))
    async with app.run_test(size=(80, 3)) as pilot:
        text = drawn(app)
        assert text == "Play: ▐●▌ One game    ▐○▌ Match to 2 wins    ▐○▌ Match to 3 wins "
        await pilot.click(ChoiceRow, offset=(text.index("Match to 3") + 3, 0))
        assert app.row.chosen == "3" and app.row.has_focus
        await pilot.click(ChoiceRow, offset=(text.index("▐○▌ Match to 2"), 0))
        assert app.row.chosen == "2"
        await pilot.click(ChoiceRow, offset=(text.index("wins    ▐○▌ Match to 3") + 6, 0))
        assert app.row.chosen == "2"  # the gap after a choice is still that choice
        await pilot.click(ChoiceRow, offset=(2, 0))
        assert app.row.chosen == "2"  # the prompt chooses nothing
        await pilot.pause()
        assert app.changes == ["3", "2"]


async def test_spread_choices_stand_in_equal_columns_and_are_clicked_there() -> None:
    row = ChoiceRow([("0", "Ann"), ("1", "Bob"), ("random", "At random")], "random", spread=True)
    app = RowApp(row)
    async with app.run_test(size=(60, 3)) as pilot:
        assert row.spans(60) == [(0, 8), (20, 28), (40, 54)]
        assert drawn(app) == "▐○▌ Ann " + " " * 12 + "▐○▌ Bob " + " " * 12 + "▐●▌ At random "
        await pilot.click(ChoiceRow, offset=(25, 0))
        assert row.chosen == "1"


async def test_a_label_changes_in_place_as_plain_text() -> None:
    row = ChoiceRow([("0", "First player"), ("1", "Second player")], "0")
    app = RowApp(row)
    async with app.run_test():
        row.relabel("1", Content("[b]Bob[/b]"))  # a name is never markup
        assert drawn(app) == "▐●▌ First player   ▐○▌ [b]Bob[/b] "
        assert row.chosen == "0" and app.changes == []


async def test_the_chosen_label_shows_the_focus() -> None:
    row = ChoiceRow(CHOICES)
    app = RowApp(row)

    def styles() -> set[str]:
        return {str(span.style) for span in row.render().spans}

    async with app.run_test() as pilot:
        row.focus()
        await pilot.pause()
        assert any("block-cursor-background" in style for style in styles())
        app.set_focus(None)
        await pilot.pause()
        assert not any("block-cursor-background" in style for style in styles())
        assert any("block-cursor-blurred-background" in style for style in styles())


class BoxedRowApp(RowApp):
    """The row in a box with padding, as the start screen's leader choice."""

    CSS = "ChoiceRow { height: 3; border: tall $border; padding: 0 1; }"


async def test_a_click_in_a_boxed_row_counts_from_its_content() -> None:
    """The border and the padding are not columns of the choices (a click just before a
    choice's mark is still the choice before it)."""
    row = ChoiceRow([("0", "Ann"), ("1", "Bob"), ("random", "At random")], "0", spread=True)
    app = BoxedRowApp(row)
    async with app.run_test(size=(64, 5)) as pilot:
        width = row.size.width
        assert width == 60
        starts = [start for start, _end in row.spans(width)]
        assert starts == [0, 20, 40]
        # the widget's own columns: the border and the padding come first
        await pilot.click(ChoiceRow, offset=(2 + 40 - 1, 1))  # just before the third's mark
        assert row.chosen == "1"
        await pilot.click(ChoiceRow, offset=(2 + 40, 1))
        assert row.chosen == "random"
        await pilot.click(ChoiceRow, offset=(0, 1))  # on the border: nothing
        assert row.chosen == "random"


async def test_a_label_too_wide_for_its_column_is_cut_and_the_next_stays_in_place() -> None:
    wide = "漢字" * 8  # 32 cells: a name of 16 characters, each two cells wide
    row = ChoiceRow([("0", "Ann"), ("1", wide), ("random", "At random")], "0", spread=True)
    app = RowApp(row)
    async with app.run_test(size=(60, 3)):
        text = drawn(app)
        assert cell_len(text[: text.index("▐○▌ At random")]) == 40  # as with short names
        assert "…" in text and wide not in text
        assert row.spans(60)[1][1] <= 40


async def test_the_prompt_and_the_labels_change_in_place_and_the_focus_stays() -> None:
    row = ChoiceRow(CHOICES, "2", prompt="Play:")
    app = RowApp(row)
    async with app.run_test() as pilot:
        row.focus()
        row.prompt = "Spelen:"
        row.choices = (("one", "Eén spel"), ("2", "Match tot 2 zeges"), ("3", "Match tot 3 zeges"))
        await pilot.pause()
        assert drawn(app).startswith("Spelen: ▐○▌ Eén spel   ▐●▌ Match tot 2 zeges")
        assert row.has_focus and row.chosen == "2" and app.changes == []
