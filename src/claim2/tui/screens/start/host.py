"""The host's start screen for a game over the network: where to join (the addresses and
the join code), whether the other player has joined, and the game agreed on here: the
names, who leads first, one game or a match. Or the unfinished game to resume."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Static

from claim2.sitting.lobby import Lobby, NewGame, ResumeInfo
from claim2.sitting.lobby_words import hosted_names, hosted_names_refusal
from claim2.sitting.remote import host_words
from claim2.text.i18n import N_, _
from claim2.text.names import NAME_FIELD_LENGTH
from claim2.tui.bindings import bound
from claim2.tui.language import NEXT_LANGUAGE_KEY
from claim2.tui.messages import ResumeGame, StartGame
from claim2.tui.screens.start.start_words import clean_name
from claim2.tui.widgets.choice_row import ChoiceRow
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.in_order import NameInput, focus_in_order
from claim2.tui.widgets.match_choice import MatchChoice
from claim2.tui.widgets.problem_line import ProblemLine
from claim2.tui.widgets.title_bar import TitleBar


class HostScreen(TranslatedKeys, Screen[None]):
    """Waiting for a guest, and the game to start (or resume) with them."""

    DEFAULT_CSS = """
    HostScreen { align: center top; }
    HostScreen #host-box { width: 76; height: auto; padding: 0 1; }
    HostScreen #where { border: round $primary; padding: 0 1; height: auto; }
    HostScreen #status { padding: 0 1; height: auto; }
    HostScreen .field { height: 1; margin-top: 1; }
    HostScreen .label { width: 19; }  /* "Naam van de ander:" whole */
    HostScreen NameInput { width: 30; }
    HostScreen #leader { background: $surface; }  /* a field, as the names */
    HostScreen MatchChoice { padding: 0; }  /* in line with the fields */
    HostScreen #host-buttons { height: auto; margin-top: 1; }
    HostScreen #resume-line { padding: 0 1; height: auto; }
    HostScreen #tries { padding: 0 1; height: auto; color: $text-warning; }
    HostScreen #problem { padding: 0 1; height: auto; color: $text-error; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("start.start", "start", N_("Start")),
        bound("app.rules", "app.rules", N_("Rules"), display=True),
        bound("app.language", "app.next_language", NEXT_LANGUAGE_KEY, display=True),
        bound("host.web_link", "web_link", N_("QR code"), display=True),
        bound("app.quit", "app.quit", N_("Quit"), show=False),
        bound("host.quit", "app.quit", N_("Quit"), display=True),
        # where no name is being typed
        bound("host.quit_letter", "app.quit", N_("Quit"), show=False),
        # as the key comes, after what was typed before it (the names take keys in order)
        bound("start.next_field", "next_field", show=False, priority=True),
        bound("start.previous_field", "previous_field", show=False, priority=True),
        bound("start.name_typed", "name_typed", show=False, priority=True),
    ]

    def __init__(self, code: str, host_name: str = "") -> None:
        super().__init__()
        self.code = code
        self.addresses: list[str] = []
        self.problem: str | None = None
        self.host_name = host_name
        self.guest_name = ""
        self.guest_here = False
        self.guest_left = False
        self.resume: ResumeInfo | None = None
        self.tries_text: str | None = None
        self.web_link: str | None = None  # claim2 host --web: the link for a browser
        self.web_problem: str | None = None

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Vertical(id="host-box"):
            yield Static(id="where")
            yield Static(id="status")
            tries = Static(id="tries")
            tries.display = False  # a line only when wrong codes are being tried
            yield tries
            yield Static(id="resume-line")
            with Horizontal(classes="field"):
                yield Static(classes="label", id="host-label")
                yield NameInput(
                    self.host_name, id="host-name", compact=True, max_length=NAME_FIELD_LENGTH
                )
            with Horizontal(classes="field"):
                yield Static(classes="label", id="guest-label")
                yield NameInput(
                    self.guest_name, id="guest-name", compact=True, max_length=NAME_FIELD_LENGTH
                )
            with Horizontal(classes="field"):
                yield Static(classes="label", id="leader-label")
                yield ChoiceRow(self._leaders(), "me", spread=True, id="leader")
            yield MatchChoice(id="match-choice")
            yield ProblemLine()
            with Horizontal(id="host-buttons"):
                yield Button("", id="start", variant="primary", compact=True)
                yield Button("", id="resume", compact=True)
        yield KeyFooter()

    @staticmethod
    def _leaders() -> tuple[tuple[str, str], ...]:
        """Who leads the first trick: this player, the guest, or drawn at random."""
        return (("me", _("You")), ("guest", _("They")), ("random", _("At random")))

    def on_mount(self) -> None:
        self.title = host_words.host_title()
        self._words()
        self._show_guest()
        self.query_one("#host-name", NameInput).focus()

    def _words(self) -> None:
        self.query_one("#host-label", Static).update(_("Your name:"))
        self.query_one("#guest-label", Static).update(_("Their name:"))
        self.query_one("#leader-label", Static).update(_("Leads first:"))
        self.query_one("#leader", ChoiceRow).choices = self._leaders()
        self.query_one("#start", Button).label = _("Start the game")
        self.query_one("#resume", Button).label = _("Resume the game")
        self._show_where()
        self._show_status()
        self._show_resume()

    async def relanguage(self) -> None:
        self.title = host_words.host_title()
        self._words()
        self.query_one(MatchChoice).relanguage()
        self.refresh_bindings()

    # What the screen tells -------------------------------------------------------------

    def show_where(self, addresses: list[str], problem: str | None = None) -> None:
        self.addresses, self.problem = addresses, problem
        if self.is_mounted:
            self._show_where()

    def _show_where(self) -> None:
        where = self.query_one("#where", Static)
        where.border_title = host_words.join_code_title(self.code)
        if self.problem is not None:
            where.update(Content(self.problem))
            return
        if not self.addresses:
            where.update(Content(host_words.opening()))
            return
        lines = host_words.where_to_join(self.code, self.addresses, self.web_link, self.web_problem)
        where.update(Content("\n".join(lines)))  # addresses and links: text, never markup

    def show_web(self, link: str | None, problem: str | None = None) -> None:
        """``claim2 host --web``: the link for a browser (F4 shows it as a QR code), or why
        there is none."""
        self.web_link, self.web_problem = link, problem
        if self.is_mounted:
            self._show_where()
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "web_link":
            return self.web_link is not None
        if action in ("next_field", "previous_field"):
            return self.is_current  # not under the QR code
        if action == "name_typed":  # Enter in a name; elsewhere Enter does as usual
            return self.is_current and isinstance(self.focused, NameInput)
        return True

    def action_web_link(self) -> None:
        from claim2.tui.screens.start.web_link import WebLinkScreen

        if self.web_link is not None:
            self.app.push_screen(WebLinkScreen(self.web_link))

    def show_tries(self, text: str) -> None:
        """Wrong join codes are being tried: the line under the status says so."""
        self.tries_text = text
        if self.is_mounted:
            tries = self.query_one("#tries", Static)
            tries.update(Content(text))
            tries.display = True

    def guest_moved(self, name: str, here: bool) -> None:
        """The guest joined (``here``) or left."""
        self.guest_here = here
        self.guest_left = not here
        if here and name:
            self.guest_name = name
        if self.is_mounted:
            self._show_guest()
            self._show_status()

    @property
    def guest_joined(self) -> bool:
        """Whether a guest is here under a name of their own (the host may not change it)."""
        return self.guest_here and bool(self.guest_name)

    def _show_guest(self) -> None:
        """The guest's name as they joined, not to be changed here while they are here (the
        focus, if it was there, goes on to Start, or to the host's own name still to type)."""
        field = self.query_one("#guest-name", NameInput)
        joined = self.guest_joined
        if joined:
            field.value = self.guest_name
        if field.disabled == joined:
            return
        if joined and field.has_focus:
            host = self.query_one("#host-name", NameInput)
            focus_in_order(self.query_one("#start", Button) if host.value.strip() else host)
        field.disabled = joined

    def _show_status(self) -> None:
        status = self.query_one("#status", Static)
        text = host_words.guest_status(self.guest_name, here=self.guest_here, left=self.guest_left)
        status.update(Content(text))  # the guest's name: data from the socket

    def show_lobby(self, lobby: Lobby, *, again: bool = False) -> None:
        self.resume = lobby.resume
        if self.is_mounted:
            self._show_resume()

    def _show_resume(self) -> None:
        line = self.query_one("#resume-line", Static)
        button = self.query_one("#resume", Button)
        resume = self.resume
        line.display = button.display = resume is not None
        if resume is not None:
            line.update(Content(host_words.unfinished_game(resume)))

    # Starting ---------------------------------------------------------------------------

    def new_game(self) -> NewGame:
        host = clean_name(self.query_one("#host-name", NameInput).value)
        guest = clean_name(self.query_one("#guest-name", NameInput).value)
        names = hosted_names(host, guest, self.guest_name if self.guest_joined else "")
        leader = {"me": 0, "guest": 1}.get(self.query_one("#leader", ChoiceRow).chosen)
        first_to = self.query_one(MatchChoice).first_to
        return NewGame(names, first_leader=leader, first_to=first_to)

    def action_start(self) -> None:
        """Start the game, unless a name cannot be a player's (the one rule for names, as on
        the local start screen and in records): the line under the choices says why."""
        game = self.new_game()
        refusal = hosted_names_refusal(game.names, guest_joined=self.guest_joined)
        self.query_one(ProblemLine).say(refusal[1] if refusal is not None else None)
        if refusal is not None:
            focus_in_order(self.query_one(("#host-name", "#guest-name")[refusal[0]], NameInput))
            return
        self.post_message(StartGame(game))

    def action_next_field(self) -> None:
        focus_in_order(self.focus_next())

    def action_previous_field(self) -> None:
        focus_in_order(self.focus_previous())

    def action_name_typed(self) -> None:
        """Enter in a name: on to the next field."""
        self.action_next_field()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "resume":
            self.post_message(ResumeGame())
