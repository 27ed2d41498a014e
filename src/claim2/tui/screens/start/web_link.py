"""F4 on the host's screen with ``claim2 host --web``: the guest's link as a QR code (a
phone's camera opens it), with the link under it; Esc, Enter or F4 close it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.web.qr import qr_lines


class WebLinkScreen(TranslatedKeys, ModalScreen[None]):
    """The link for a browser, as a QR code and as text."""

    DEFAULT_CSS = """
    WebLinkScreen { align: center middle; }
    WebLinkScreen #web-box {
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
        align-horizontal: center;
    }
    WebLinkScreen #qr { width: auto; height: auto; }
    WebLinkScreen #web-text { width: auto; max-width: 76; margin-top: 1; }
    WebLinkScreen #too-small { display: none; }
    WebLinkScreen.-small #qr { display: none; }
    WebLinkScreen.-small #too-small { display: block; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("web_link.close", "dismiss", N_("Close"), display=True),
    ]

    def __init__(self, link: str) -> None:
        super().__init__()
        self.link = link
        self.lines = qr_lines(link)

    def compose(self) -> ComposeResult:
        with Vertical(id="web-box") as box:
            box.border_title = _("Open in a browser")
            yield Static(self.code(), id="qr")
            yield Static(Content(_("The window is too small for the QR code.")), id="too-small")
            yield Static(Content(self.link), id="web-text")
        yield KeyFooter()

    def code(self) -> Content:
        """The QR code, dark on light whatever the theme, in the middle above the link."""
        indent = " " * max(0, (len(self.link) - len(self.lines[0])) // 2)
        parts: list[str | tuple[str, str]] = []
        for line in self.lines:
            parts += [indent, (line, "#000000 on #ffffff"), "\n"]
        return Content.assemble(*parts[:-1])

    def on_mount(self) -> None:
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """The code only where it fits whole (a cut code cannot be read)."""
        width, height = self.app.size
        needed = len(self.lines) + 6  # the border, the link and the keys
        self.set_class(width < len(self.lines[0]) + 4 or height < needed, "-small")
