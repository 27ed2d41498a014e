"""The start screen: resume the unfinished game, name the players and start a new one, or learn."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Checkbox, OptionList, Static
from textual.widgets.option_list import Option

from claim2.present.keymap import key_name
from claim2.present.phrase import Phrase
from claim2.settings.options import GameOptions, computer_name
from claim2.sitting.lobby import Lobby, NewGame, ResumeInfo, ShelvedInfo, StartChoices
from claim2.sitting.lobby_words import (
    leader_line,
    leader_question,
    name_after_enter,
    names_refusal,
    quit_with_a_game_waiting,
    seat_name,
)
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.language import NEXT_LANGUAGE_KEY
from claim2.tui.messages import AutoContinue, PlainLines, ResumeGame, ResumeShelved, StartGame
from claim2.tui.narrate import content
from claim2.tui.screens.start.name_fields import NameFields
from claim2.tui.screens.start.start_words import clean_name, resume_text, shelved_text, start_title
from claim2.tui.widgets.choice_row import ChoiceRow
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.game_choice import GameChoice
from claim2.tui.widgets.in_order import NameInput, focus_in_order
from claim2.tui.widgets.match_choice import MatchChoice
from claim2.tui.widgets.problem_line import ProblemLine
from claim2.tui.widgets.title_bar import TitleBar

RANDOM = "random"  # the leader choice's key for "at random" (the seats' are "0" and "1")


class StartScreen(TranslatedKeys, Screen[None]):
    """New game (names, who leads first), resume, rules, quit."""

    CSS_PATH = "start.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("app.rules", "app.rules", N_("Rules"), display=True),
        bound("app.lessons", "app.walkthrough", N_("Learn to play"), display=True),
        bound("app.language", "app.next_language", NEXT_LANGUAGE_KEY, display=True, priority=True),
        bound("app.history", "app.history", N_("History"), display=True),
        # Taken by the app as the key comes (priority), after what was typed before it (the
        # name fields take their keys at once: ``in_order``) and before what comes after.
        # The two ways to play, one key each from anywhere on the screen (the row says so):
        bound("start.two_players", "opponent(False)", N_("Two players"), show=False, priority=True),
        bound(
            "start.computer",
            "opponent(True)",
            N_("Against the computer"),
            show=False,
            priority=True,
        ),
        bound("start.start", "start", N_("Start"), priority=True),
        bound("start.next_field", "next_field", show=False, priority=True),
        bound("start.previous_field", "previous_field", show=False, priority=True),
        bound("start.name_typed", "name_typed", show=False, priority=True),
    ]

    def __init__(
        self,
        resume: ResumeInfo | None = None,
        notice: Content | None = None,
        names: tuple[str, str] = ("", ""),
        options: GameOptions | None = None,
        shelved: list[ShelvedInfo] | None = None,
        known: tuple[str, ...] = (),
        first_to: int | None = None,
        classes: str | None = None,
        plain: bool = False,
        auto_continue: bool = True,
        phones: bool | None = None,
    ) -> None:
        """``names`` fill the name fields (to play again with the same players), else the
        last players' names among ``known`` (the names remembered: typing offers them);
        ``options`` are chosen at first (against the computer, hints), and ``first_to``
        (a match, or None: one game); ``classes``: its size classes (``Shell.size_classes``);
        ``plain``, ``auto_continue``, ``phones``: remembered settings (None: no phones)."""
        super().__init__(classes=classes)
        self.plain = plain
        self.auto_continue = auto_continue
        self.phones = phones
        self._choose(StartChoices(names, options or GameOptions(), first_to), known)
        self.resume = resume
        self.notice = notice
        self.shelved = shelved or []

    def _choose(self, choices: StartChoices, known: tuple[str, ...]) -> None:
        """What the new game's fields hold when composed (the names remembered, ``known``,
        fill in names not given)."""
        self.known = known
        names = choices.names
        if not any(names) and known:
            names = (known[0], known[1] if len(known) > 1 else "")
        self.given_names = names
        self.given_options = choices.options
        self.given_leader = RANDOM  # who leads the first trick: drawn, unless chosen
        self.first_to = choices.first_to

    async def start_over(self, choices: StartChoices, known: tuple[str, ...]) -> None:
        """The screen again after a game was left, with that game's players and options (the
        app's first screen stays under every other one: shown again, not made anew). What
        was found in place of the save is looked at again afterwards (``show_lobby``)."""
        self._choose(choices, known)
        self.resume, self.notice, self.shelved = None, None, []
        await self.recompose()
        self._ready()

    def compose(self) -> ComposeResult:
        self.sub_title = start_title(self.given_options.computer is not None)
        yield TitleBar()
        with Vertical(id="start"):
            with Horizontal(id="resume-row"):
                yield Static(id="resume-text")
                yield Button(
                    _("Resume"), "success", id="resume", compact=True, action="screen.resume"
                )
            yield Static(self.notice or "", id="notice")
            yield self._shelved_list(self.shelved)
            with Vertical(id="new-game") as box:
                box.border_title = _("New game")
                yield GameChoice(
                    self.given_options,
                    plain=self.plain,
                    auto_continue=self.auto_continue,
                    phones=self.phones,
                    id="game-choice",
                )
                yield MatchChoice(self.first_to, id="match-choice")
                yield NameFields(self.given_names, self.known)
                yield Static(Content(leader_question()), id="leader-question")
                leaders = [("0", seat_name(0)), ("1", seat_name(1))]
                leaders.append((RANDOM, _("At random")))
                yield ChoiceRow(leaders, self.given_leader, spread=True, id="leader")
                yield Static(id="leader-status")
                yield ProblemLine()
            with Horizontal(id="buttons"):
                yield Button(_("Start"), id="start-game", variant="primary", action="screen.start")
                yield Button(_("Learn to play"), id="walkthrough", action="app.walkthrough")
                yield Button(_("Rules"), id="rules", action="app.rules")
                yield Button(_("History"), id="history", action="app.history")
                yield Button(_("Quit"), id="quit", variant="error", action="screen.quit_asking")
        yield KeyFooter()

    def _show_resume(self, resume: ResumeInfo | None) -> None:
        """The unfinished game's line and its Resume button (hidden without one)."""
        self.query_one("#resume-row").display = resume is not None
        if resume is not None:
            self.query_one("#resume-text", Static).update(resume_text(resume))

    @property
    def resume_button(self) -> Button:
        return self.query_one("#resume", Button)

    def _shelved_list(self, shelved: list[ShelvedInfo]) -> OptionList:
        games = OptionList(*(Option(shelved_text(info.game)) for info in shelved), id="shelved")
        games.border_title = _("Kept aside ({key} resumes)").format(key=key_name("choices.select"))
        games.display = bool(shelved)
        return games

    def show_shelved(self, shelved: list[ShelvedInfo]) -> None:
        """List the unfinished games kept aside (the list lives as long as the screen: its
        options are replaced, never the list itself)."""
        self.shelved = shelved
        games = self.query_one("#shelved", OptionList)
        games.clear_options()
        games.add_options([Option(shelved_text(info.game)) for info in shelved])
        games.highlighted = 0 if shelved else None  # Enter on the list resumes at once
        games.border_title = _("Kept aside ({key} resumes)").format(key=key_name("choices.select"))
        games.display = bool(shelved)
        self._fit()

    def show_lobby(self, lobby: Lobby, *, again: bool = False) -> None:
        """What the sitting found: the unfinished game, a notice and the games kept aside
        (looked at after the first frame; ``again``: in another language)."""
        self.show_shelved(list(lobby.shelved))
        notice = Content(lobby.notice) if lobby.notice else None
        if again:
            self.resume, self.notice = lobby.resume, notice
            return
        self.show_found(lobby.resume, notice)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "shelved":
            event.stop()
            self.post_message(ResumeShelved(self.shelved[event.option_index].path))

    def show_found(self, resume: ResumeInfo | None, notice: Content | None) -> None:
        """Add what was found in place of the save (it is looked at after the first frame)."""
        had = self.resume is not None
        self.resume, self.notice = resume, notice
        shown = self.query_one("#notice", Static)
        shown.update(notice or "")
        shown.display = bool(notice)
        self._show_resume(resume)
        if resume is not None and not had and not self.typed():  # nobody is typing a game
            self.set_focus(self.resume_button)
        self._fit()

    def _show_lobby_parts(self) -> None:
        """The unfinished game, the notice and the games kept aside as last found (also
        once composed again in another language)."""
        self.query_one("#notice").display = bool(self.notice)
        self._show_resume(self.resume)
        self.query_one("#shelved").display = bool(self.shelved)
        self._fit()

    def _fit(self) -> None:
        """Once laid out: the buttons one line high only where their borders do not fit."""
        self.call_after_refresh(self._fit_now)

    def _fit_now(self) -> None:
        start, buttons = self.query_one("#start"), self.query("#buttons Button").results(Button)
        tall = sum(part.outer_size.height for part in start.children if part.display)
        for button in list(buttons):  # with their borders the buttons are 2 lines taller
            button.compact = tall + 2 * button.compact > start.scrollable_content_region.height

    def on_resize(self) -> None:
        self._fit()

    def on_mount(self) -> None:
        self._ready()

    def _ready(self) -> None:
        """The parts shown or hidden as the screen's state says, and the focus placed."""
        self._show_lobby_parts()
        self._show_opponent()
        if self.resume is not None:
            self.set_focus(self.resume_button)
        elif all(self.names()):
            self.query_one("#start-game", Button).focus()
        else:
            self.name_fields.field(0).focus()

    @property
    def name_fields(self) -> NameFields:
        return self.query_one(NameFields)

    @property
    def options(self) -> GameOptions:
        return self.query_one(GameChoice).options

    @property
    def match_choice(self) -> int | None:
        """The wins that take the match chosen, or None for one game."""
        return self.query_one(MatchChoice).first_to

    def first_leader(self) -> int | None:
        """The seat chosen to lead the first trick, or None: drawn at random."""
        chosen = self.query_one("#leader", ChoiceRow).chosen
        return None if chosen == RANDOM else int(chosen)

    def names(self) -> tuple[str, str]:
        """The names typed; against the computer, the second is the computer's."""
        level = self.options.computer
        first, second = self.name_fields.values()
        return clean_name(first), computer_name(level) if level is not None else clean_name(second)

    def typed(self) -> bool:
        """Whether a name was typed (the names filled in from the last game do not count)."""
        return self.name_fields.values() != self.given_names

    def on_input_changed(self) -> None:
        self._show_names()
        self._problem_again()

    def _problem_again(self) -> None:
        """The names' problem said, as long as there is one: mended, it goes."""
        problem = self.query_one(ProblemLine)
        if problem.display:
            refusal = self.refusal()
            problem.say(refusal[1] if refusal is not None else None)
            self._fit()

    def refusal(self) -> tuple[int, Phrase] | None:
        """Why a game cannot start with the names typed: the seat to mend, and what to say."""
        computer = self.options.computer is not None
        return names_refusal(self.names(), computer=computer, phones=bool(self.phones))

    def _show_names(self) -> None:
        """The leader choices carry the names as they are typed."""
        computer = self.options.computer is not None
        for seat, typed in enumerate(self.names()):
            default = seat_name(seat, computer=computer)
            # the computer's full name may not fit its button
            name = _("The computer") if computer and seat == 1 else typed
            leader = self.query_one("#leader", ChoiceRow)
            leader.relabel(str(seat), Content(name) if name else default)
        self._show_leader()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        """Plain lines (beside the opponents), going on by itself (beside the hints)."""
        if event.checkbox.id == "plain":
            event.stop()
            self.plain = event.value
            self.post_message(PlainLines(event.value))
        elif event.checkbox.id == "auto-continue":
            event.stop()
            self.auto_continue = event.value
            self.post_message(AutoContinue(event.value))
        elif event.checkbox.id == "phones":  # GameChoice says it to the app
            self.phones = event.value
            self._problem_again()

    def on_game_choice_changed(self, message: GameChoice.Changed) -> None:
        self._show_opponent()

    def _show_opponent(self) -> None:
        """Against the computer, only the person's name is asked for."""
        computer = self.options.computer is not None
        if self.is_current:  # never on a screen on its way out (its header is going)
            self.sub_title = start_title(computer)
        self.name_fields.show_opponent(computer=computer)
        self._show_names()

    def on_choice_row_changed(self, event: ChoiceRow.Changed) -> None:
        if event.row.id == "leader":
            self._show_leader()

    def _show_leader(self) -> None:
        """The choice in words too, with the names as the choices show them."""
        line = leader_line(
            self.names(), self.first_leader(), computer=self.options.computer is not None
        )
        self.query_one("#leader-status", Static).update(content(line))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("next_field", "previous_field"):
            return self.is_current  # not under a question or a list
        if action == "name_typed":  # Enter in a name field; elsewhere Enter does as usual
            return self.is_current and isinstance(self.focused, NameInput)
        if action in ("start", "opponent"):
            return self.is_current  # not under a question or a list
        return True

    def action_next_field(self) -> None:
        focus_in_order(self.focus_next())

    def action_previous_field(self) -> None:
        focus_in_order(self.focus_previous())

    def action_name_typed(self) -> None:
        """Enter in a name: on to the other name while it is still empty, else start."""
        seat = self.name_fields.seat_of(self.focused)
        computer = self.options.computer is not None
        other = name_after_enter(self.names(), seat, computer=computer)
        if other is None:
            self.action_start()
        else:
            focus_in_order(self.name_fields.field(other))

    def action_opponent(self, computer: bool) -> None:
        """F5, F6: two players, or against the computer; then the name still to be typed,
        or Start (Enter then starts the game)."""
        self.query_one(GameChoice).choose_opponent(computer=computer)
        refusal = self.refusal()
        if refusal is None:
            focus_in_order(self.query_one("#start-game", Button))
        else:
            focus_in_order(self.name_fields.field(refusal[0]))

    def action_start(self) -> None:
        refusal = self.refusal()
        self.query_one(ProblemLine).say(refusal[1] if refusal is not None else None)
        self._fit()
        if refusal is not None:
            focus_in_order(self.name_fields.field(refusal[0]))
            return
        game = NewGame(self.names(), self.first_leader(), self.options, first_to=self.match_choice)
        self.post_message(StartGame(game))

    async def relanguage(self) -> None:
        """Composed again in the current language, with what was typed and chosen kept."""
        self.given_names = self.name_fields.values()
        self.given_options = self.options
        self.first_to = self.match_choice
        self.given_leader = self.query_one("#leader", ChoiceRow).chosen
        focused = self.focused.id if self.focused is not None else None
        await self.recompose()
        self._show_lobby_parts()
        self._show_opponent()
        if focused is not None and self.query(f"#{focused}"):
            self.query_one(f"#{focused}").focus()

    def action_resume(self) -> None:
        self.post_message(ResumeGame())

    def action_quit_asking(self) -> None:
        """Quit, as Ctrl+Q; with an unfinished game waiting to be resumed, after asking (a
        Shift+Tab and an Enter meant for Resume once closed the app at once)."""
        if self.resume is None:
            self.app.exit()
            return
        from claim2.tui.screens.overlays.confirm import ConfirmScreen

        question = quit_with_a_game_waiting()

        def answered(yes: bool | None) -> None:
            if yes:
                self.app.exit()

        screen = ConfirmScreen(question.title, question.text, question.yes, question.no)
        self.app.push_screen(screen, answered)
