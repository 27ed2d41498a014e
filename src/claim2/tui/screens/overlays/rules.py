"""The rules (docs/rules.md in the current language), rendered in the app. Public.

The rules are shown a section at a time (split at the ``##`` and ``###`` headings,
``claim2.present.rules_text.rule_pages``): a page fits an 80×24 terminal better than one
long scroll, and renders at once. ←/→ turn the pages; t opens the contents.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, OptionList

from claim2.present.rules_text import rule_pages, rules_markdown
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys


class RulesScreen(TranslatedKeys, ModalScreen[None]):
    """The rules, page by page; Esc closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("rules.close", "dismiss", N_("Close"), display=True),
        bound("rules.previous", "turn(-1)", N_("Previous"), display=True, priority=True),
        bound("rules.next", "turn(1)", N_("Next"), display=True, priority=True),
        bound("rules.contents", "contents", N_("Contents")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.pages = rule_pages(rules_markdown())
        self.page = 0  # the page asked for (keys pressed quickly count from it)
        self.drawn = -1  # the page whose text is in place (drawing one takes a moment)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="-wide") as dialog:
            dialog.border_title = _("Rules of Claim 2")
            with Horizontal():
                contents = OptionList(*(title for title, _text in self.pages), id="contents")
                contents.display = False
                yield contents
                with VerticalScroll(id="page"):
                    yield Markdown(open_links=False)
        yield KeyFooter()

    async def on_mount(self) -> None:
        self.query_one("#page", VerticalScroll).focus()
        await self.show_page(self.page)

    def _show_page_number(self) -> None:
        dialog = self.query_one("#dialog", Vertical)
        dialog.border_subtitle = _("page {page} of {pages}").format(
            page=self.page + 1, pages=len(self.pages)
        )

    async def show_page(self, page: int) -> None:
        self.page = target = max(0, min(page, len(self.pages) - 1))
        self._show_page_number()
        await self.query_one(Markdown).update(self.pages[target][1])
        if self.page == target:  # not turned again meanwhile
            self.query_one("#page", VerticalScroll).scroll_home(animate=False)
            self.drawn = target

    async def relanguage(self) -> None:
        """Composed again in the current language, at the same page."""
        page = self.page
        self.pages = rule_pages(rules_markdown())
        await self.recompose()
        self.query_one("#page", VerticalScroll).focus()
        await self.show_page(page)

    async def action_turn(self, step: int) -> None:
        await self.show_page(self.page + step)

    def action_contents(self) -> None:
        contents = self.query_one("#contents", OptionList)
        contents.display = not contents.display
        if contents.display:
            contents.highlighted = self.page
            contents.focus()
        else:
            self.query_one("#page", VerticalScroll).focus()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        await self.show_page(event.option_index)
        self.action_contents()
