"""What the app does at a key anywhere: the rules, the lessons, the game's log and discards,
the list of keys (?), the palette, quitting (a game that could not be saved is first offered
to be saved elsewhere, and Ctrl+C says how to quit); and the
palette's "confirm every card" setting and the memory aids (m), both remembered."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand

from claim2.game.i18n import _
from claim2.game.settings import load_settings, save_settings
from claim2.tui.keeping import offer_save_elsewhere
from claim2.tui.language import open_command_palette

if TYPE_CHECKING:
    from claim2.game.session import GameSession


class GameActions(App[None]):
    """The app's actions for keys that work on many screens (F1, F2, l, d, ?, q, Ctrl+Q)."""

    session: GameSession | None
    confirm_cards: bool
    memory_aids: bool

    def toggle_confirm_cards(self) -> None:
        """The "confirm every card" setting, switched and remembered; from the next turn on."""
        self.confirm_cards = on = not self.confirm_cards
        try:
            save_settings(replace(load_settings(), confirm_cards=on))
            remembered = True
        except OSError:
            remembered = False
        if on:
            message = _("Every card now takes a second Enter to play.")
        else:
            message = _("A card is now played with one key.")
        if not remembered:
            message += " " + _("It could not be remembered for next time.")
        self.notify(message, markup=False)

    def remember_memory_aids(self, on: bool) -> None:
        """The memory aids shown (``on``) or hidden, from the next turn on and at later starts."""
        self.memory_aids = on
        try:
            save_settings(replace(load_settings(), memory_aids=on))
        except OSError:
            message = _("The memory aids setting could not be remembered for next time.")
            self.notify(message, severity="warning", markup=False)

    def action_keys(self) -> None:
        """?: every key of the screen, also those not in the footer."""
        from claim2.tui.screens.keys import KeysScreen, key_rows

        self.push_screen(KeysScreen(key_rows(self.screen)))

    def action_help_quit(self) -> None:
        """Ctrl+C (Textual's hint, in the player's language): how to quit."""
        self.notify(_("Press Ctrl+Q to quit."), title=_("Do you want to quit?"), markup=False)

    def action_command_palette(self) -> None:
        open_command_palette(self)

    async def action_quit(self) -> None:
        """Ctrl+Q: quit, offering first to save elsewhere a game that could not be saved."""
        offer_save_elsewhere(self, self.session, self.exit)

    def action_rules(self) -> None:
        from claim2.tui.screens.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen())

    def action_history(self) -> None:
        """The games played and kept aside, from the start screen (imported when wanted)."""
        from claim2.tui.screens.history import HistoryScreen

        save_path = getattr(self, "save_path", None)
        if (
            self.session is None
            and save_path is not None
            and not isinstance(self.screen, HistoryScreen)
        ):
            elsewhere = bool(getattr(self, "elsewhere", False))
            self.push_screen(HistoryScreen(save_path, can_resume=not elsewhere))

    def action_walkthrough(self) -> None:
        """The list of lessons (imported only when wanted)."""
        from claim2.tui.walkthrough.lesson_list import LessonListScreen

        self.push_screen(LessonListScreen())

    def action_game_log(self) -> None:
        from claim2.tui.screens.log import LogScreen

        if self.session is not None:
            self.push_screen(LogScreen(self.session.log(), self.session.players))

    def action_discards(self) -> None:
        from claim2.tui.screens.log import DiscardsScreen

        if self.session is not None:
            self.push_screen(DiscardsScreen(self.session.public()))

    def action_quit_game(self) -> None:
        from claim2.tui.screens.confirm import ConfirmScreen

        def answered(yes: bool | None) -> None:
            if yes:
                offer_save_elsewhere(self, self.session, self.exit)

        self.push_screen(
            ConfirmScreen(
                _("Quit"),
                _(
                    "The game is saved after every move: 'claim2 play' offers to resume it. "
                    "Quit now?"
                ),
                _("Quit"),
                _("Keep playing"),
            ),
            answered,
        )


def confirm_command(app: GameActions) -> SystemCommand:
    """The palette's command for the "confirm every card" setting, saying what it does now."""
    if app.confirm_cards:
        title = _("Confirm every card: on")
        explained = _("Play a card with one key again (Enter, or its value).")
    else:
        title = _("Confirm every card: off")
        explained = _("Play every card with two presses of Enter, the first to raise it.")
    return SystemCommand(title, explained, app.toggle_confirm_cards)
