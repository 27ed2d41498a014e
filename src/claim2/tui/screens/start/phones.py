"""The couch's phones (``claim2 play --phones``): each player's link and its QR code, and
whether their phone is there. Shown while a game waits for the phones (Esc: back to the
start screen), and over the game with p (Esc: back to it) for a phone that lost its page.

A QR code is drawn dark on light whatever the theme, and only where it fits whole (a cut
code cannot be read); on a small terminal one code at a time, the first phone still
awaited, the links of all as text."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from claim2.sitting.lobby_words import seat_name
from claim2.sitting.remote import couch_words
from claim2.sitting.remote.couch import CouchSitting
from claim2.sitting.remote.host_words import opening
from claim2.text.i18n import N_
from claim2.tui.bindings import bound
from claim2.tui.messages import BackToStart
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.title_bar import TitleBar
from claim2.web.qr import qr_lines

QR_STYLE = "#000000 on #ffffff"


def qr_content(link: str) -> Content:
    """``link`` as a QR code, dark on light."""
    lines = qr_lines(link)
    return Content("\n").join(Content.styled(line, QR_STYLE) for line in lines)


class PhoneBox(Vertical):
    """One player's phone: their name, whether it is there, their link and its code."""

    def __init__(self, seat: int) -> None:
        super().__init__(classes="phone-box")
        self.seat = seat
        self.status = Static(classes="phone-status")
        self.code = Static(classes="phone-code")
        self.open = Static(classes="phone-open")
        self.link = Static(classes="phone-link")

    def compose(self) -> ComposeResult:
        yield self.status
        with Horizontal(classes="phone-row"):  # on a small terminal the link beside its code
            yield self.code
            with Vertical(classes="phone-text"):
                yield self.open
                yield self.link


class PhonesScreen(TranslatedKeys, Screen[None]):
    """The phones' links (see the module); ``over_game``: shown over the game (Esc closes
    it), else the game waits for the phones (Esc leaves it for the start screen)."""

    DEFAULT_CSS = """
    PhonesScreen #phones { height: 1fr; padding: 0 1; }
    PhonesScreen #phone-row { height: auto; }
    PhonesScreen .phone-box {
        width: 1fr; height: auto; border: round $primary; padding: 0 1;
        border-title-color: $text; border-title-style: bold;
    }
    PhonesScreen .phone-status { height: auto; text-style: bold; }
    PhonesScreen .phone-row { height: auto; }
    PhonesScreen .phone-text { width: 1fr; height: auto; padding: 0 0 0 2; }
    PhonesScreen.-tall .phone-row { layout: vertical; }
    PhonesScreen.-tall .phone-text { padding: 0; }
    PhonesScreen .phone-code { width: auto; height: auto; }
    PhonesScreen .phone-open { height: auto; }
    PhonesScreen.-tall .phone-code, PhonesScreen.-tall .phone-open { margin-top: 1; }
    PhonesScreen .phone-link { height: auto; }
    PhonesScreen .phone-box.-here .phone-code,
    PhonesScreen .phone-box.-later .phone-code { display: none; }
    PhonesScreen #phones-problem { height: auto; color: $text-error; }
    PhonesScreen.-narrow #phone-row { layout: vertical; }
    PhonesScreen.-short .phone-box { border: none; padding: 0; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("phones.back", "close", N_("Back"), display=True),
        bound("phones.back_letter", "close", N_("Back"), show=False),
    ]

    def __init__(
        self,
        couch: CouchSitting,
        links: tuple[str, str] | None,
        problem: str | None = None,
        *,
        over_game: bool = False,
        classes: str | None = None,
    ) -> None:
        super().__init__(classes=classes)
        self.couch = couch
        self.links = links
        self.problem = problem
        self.over_game = over_game
        self.boxes = (PhoneBox(0), PhoneBox(1))

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with VerticalScroll(id="phones"):
            yield Static(id="phones-problem")
            with Horizontal(id="phone-row"):
                yield from self.boxes
        yield KeyFooter()

    def on_mount(self) -> None:
        self.sub_title = couch_words.phones_title()
        self.show_phones()

    def on_resize(self) -> None:
        self.show_phones()

    def served(self, links: tuple[str, str] | None, problem: str | None) -> None:
        """The phones' server is up (``links``), or could not be (``problem``)."""
        self.links, self.problem = links, problem
        self.show_phones()

    def show_phones(self) -> None:
        """Each player's box as things stand (a phone came or went, a name was typed)."""
        if not self.is_mounted:
            return
        couch = self.couch
        table = couch.couch_table
        names = table.names if table is not None else couch.gathered_names()
        gathering = couch.gathering
        if table is not None:
            people = table.people
        else:
            people = gathering.people if gathering is not None else (0, 1)
        missing = [seat for seat in people if not couch.phone_seats[seat].here]
        problem = self.query_one("#phones-problem", Static)
        problem.update(Content(self.problem or ""))
        problem.display = self.problem is not None
        small = self.app.size.height < 34 or self.app.size.width < 80
        for box in self.boxes:
            seat = box.seat
            box.display = seat in people
            name = names[seat] or seat_name(seat)
            here = couch.phone_seats[seat].here
            box.border_title = Content(name)  # a name is data, never markup
            status = (
                couch_words.seat_status(name, here=here)
                if names[seat]
                else couch_words.unnamed_status(seat, here=here)
            )
            box.status.update(Content(status))
            box.set_class(here, "-here")
            later = small and bool(missing) and seat != missing[0]  # its code once the first's
            box.set_class(later, "-later")  # phone is here: the link alone until then
            box.open.display = not later
            if self.links is None:
                box.open.update(Content(opening() if self.problem is None else ""))
                box.code.update("")
                box.link.update("")
                continue
            link = self.links[seat]
            box.code.update(qr_content(link))
            box.open.update(Content(couch_words.open_your_link(name)))
            box.link.update(Content(link))

    def action_close(self) -> None:
        """Back to the game (over it), or to the start screen (the game waiting is left)."""
        if self.over_game:
            self.dismiss()
        else:
            self.app.post_message(BackToStart())
