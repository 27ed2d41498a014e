"""The private part of the game screen: one seat's table, hand and choices.

Used for a turn, a Seer choice (R8) and, against the computer, the computer's turn as
its one opponent sees it. Composed once with the game screen; ``show`` draws a scene
in it, built from that scene's ``PlayerView`` alone (R17), and ``clear`` empties it
before the screen is shown to anybody else: a hidden screen holds nothing to leak.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from claim2.ai.hints import Hint
from claim2.engine import Action, Card, PlayerView, SeerChoice
from claim2.game.steps import ScreenKind
from claim2.present.phrase import plain
from claim2.present.scenes.keys import (
    cannot_play_now,
    card_prompt,
    confirm_card,
    seer_answers,
    seer_nothing_chosen,
    seer_prompt,
)
from claim2.present.scenes.seer import choice_heading, other_turn, seer_choices, seer_lines
from claim2.present.scenes.turn import hand_title, hints_off, must_follow
from claim2.sitting.scene import Scene
from claim2.tui.messages import HintWanted, MemoryAids, PlayAction
from claim2.tui.narrate import content, content_lines
from claim2.tui.screens.table.look import Look
from claim2.tui.text import phase_trick
from claim2.tui.widgets.board import CardTable
from claim2.tui.widgets.choices import Choices
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.hint import HintLine
from claim2.tui.widgets.more import MoreCue
from claim2.tui.widgets.steady import SteadyStatic, SteadyVertical
from claim2.tui.widgets.text import show_text

CHOICES = (SeerChoice.PRIZE, SeerChoice.TOP)


class PrivateView(SteadyVertical):
    """A seat's own screen: the table, the Seer choice, the hint, the hand, a prompt. Its
    keys (h, m, 1, 2) are the game screen's, which call its ``hint``, ``toggle_aids`` and
    ``highlight``."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.scene: Scene | None = None
        self.look = Look()
        self.armed: SeerChoice | None = None  # the Seer choice raised, waiting for Enter
        self.answered = False  # the scene's one answer was given
        self.cued = False  # the line under the hand says a key came too soon
        # its parts, kept: a step asks for them without a query of the view
        self._more = MoreCue(id="more")
        self._hint = HintLine(id="hint")
        self._hand = Hand((), id="hand")
        self._prompt = SteadyStatic(id="prompt")
        self._table = CardTable(id="card-table")
        self._seer = SteadyVertical(id="seer")
        self._seer_info = SteadyStatic(id="seer-info")
        self._options = Choices(id="seer-options")

    def compose(self) -> ComposeResult:
        with SteadyVertical(id="hand-area"):  # at the bottom: never pushed off by the table
            yield self._more
            yield self._hint
            yield self._hand
            yield self._prompt
        with SteadyVertical(id="board"):  # the table in it scrolls when taller than its room
            yield self._table
            with self._seer:
                yield self._seer_info
                yield self._options

    def on_mount(self) -> None:
        self.watch(self._table, "more", self._more.show_more)

    # Drawing ----------------------------------------------------------------------

    @property
    def seen(self) -> PlayerView | None:
        return self.scene.seen if self.scene is not None else None

    def show(self, scene: Scene, look: Look) -> None:
        """Draw ``scene`` (a private one: its view is the only thing shown)."""
        seen = scene.seen
        assert seen is not None, "a private view needs the seat's view"
        same = self.scene is not None and self.scene.shown == scene.shown
        self.scene, self.look = scene, look
        if not same:
            self.answered = False
            self.armed = None
            self.cued = False
            self._hint.hide()
            self._table.scroll_home(animate=False)  # a new scene: its top
        kind = scene.kind
        seer = kind is ScreenKind.SEER
        self._options.can_focus = seer
        table = self._table
        table.display = not seer
        self._seer.display = seer
        hand = self._hand
        hand.border_title = content(hand_title(scene.names[seen.seat]))
        hint_shown = self._hint.display
        if kind is ScreenKind.TURN:
            table.show(seen, scene.names, aids=look.aids, last_trick=not hint_shown)
            playable = [action for action in seen.legal_actions if isinstance(action, Card)]
            if not same:
                hand.show(seen.hand, playable, confirm=look.confirm)
            else:
                hand.confirm = look.confirm
            self._prompt_for_card(hand.selected, armed=hand.armed)
        elif seer:
            if not same:
                hand.show(seen.hand)
            self._show_seer(seen, scene.names, same)
        else:  # the other player's turn (the computer's, or a person's at another screen)
            person = scene.kind is ScreenKind.WAITING
            turn = other_turn(seen, scene.names, scene.computer_move, person=person)
            table.show(
                seen,
                scene.names,
                aids=look.aids,
                status=turn.status,
                finished=turn.finished,
                last_trick=turn.finished is None,
            )
            hand.show(seen.hand)
            prompt = self._prompt
            prompt.set_class(True, "-armed")
            prompt.remove_class("-refused")
            show_text(prompt, content(turn.line))

    def clear(self) -> None:
        """Hold nothing of any seat (before a public scene)."""
        self.scene = None
        self._hand.clear()
        self._table.clear()
        show_text(self._seer_info, "")
        options = self._options
        options.clear_options()
        options.can_focus = False
        self._hint.hide()
        show_text(self._prompt, "")

    def focus_first(self) -> None:
        """The focus on what takes this scene's keys: the hand, the Seer's options, or the
        view itself (the computer's turn)."""
        scene = self.scene
        if scene is None:
            return
        if scene.kind is ScreenKind.TURN and self._hand.can_focus:
            self.screen.set_focus(self._hand)
        elif scene.kind is ScreenKind.SEER:
            self.screen.set_focus(self._options)
        else:
            self.screen.set_focus(None)

    # A turn ---------------------------------------------------------------------------

    def _prompt_for_card(self, card: Card | None, *, armed: bool) -> None:
        seen = self.seen
        prompt = self._prompt
        prompt.remove_class("-refused")
        prompt.set_class(armed, "-armed")
        if card is None or seen is None:
            show_text(prompt, "")
            return
        if armed:
            text = confirm_card(card)
        elif card in seen.legal_actions:
            text = card_prompt(card, value_key=self._hand.value_plays(card))
        else:
            text = cannot_play_now(card)
        show_text(prompt, content(text))

    def on_hand_changed(self, message: Hand.Changed) -> None:
        message.stop()
        self._prompt_for_card(message.card, armed=message.armed)

    def on_hand_told(self, message: Hand.Told) -> None:
        message.stop()
        show_text(self._prompt, content(message.phrase))

    def on_hand_refused(self, message: Hand.Refused) -> None:
        message.stop()
        seen = self.seen
        if seen is None or not seen.played:
            return
        prompt = self._prompt
        prompt.add_class("-refused")
        show_text(prompt, content(must_follow(message.card, seen.played[0], seen.hand)))

    def on_hand_chosen(self, message: Hand.Chosen) -> None:
        message.stop()
        self._answer(message.card)

    def _answer(self, action: Action) -> None:
        scene = self.scene
        if scene is not None and scene.acts and not self.answered:
            self.answered = True
            self.post_message(PlayAction(action, scene.shown))

    def refused(self) -> None:
        """The move was not taken (the rules refused it): the player chooses again."""
        self.answered = False

    def too_soon(self, cue: Content) -> None:
        """A key came too soon (the key gate): the line under the hand says so until the
        scene takes keys (``set_ready``)."""
        scene = self.scene
        if scene is None or not scene.acts:
            return
        self.cued = True
        prompt = self._prompt
        prompt.add_class("-refused")
        show_text(prompt, cue)

    def set_ready(self, ready: bool) -> None:
        """The scene takes keys now: the line under the hand says what it said before."""
        scene = self.scene
        if not ready or not self.cued or scene is None:
            return
        self.cued = False
        if scene.kind is ScreenKind.TURN:
            hand = self._hand
            self._prompt_for_card(hand.selected, armed=hand.armed)
        elif scene.kind is ScreenKind.SEER:
            self._seer_prompt()

    # The Seer choice ------------------------------------------------------------------

    def _show_seer(self, seen: PlayerView, names: tuple[str, str], same: bool) -> None:
        info = self._seer_info
        show_text(info, content_lines(seer_lines(seen, names)))
        info.border_title = phase_trick(seen.phase, seen.trick)
        options = self._options
        # no choice is made for the player: nothing is highlighted until they move or
        # press 1 or 2 (a bare Enter in the rhythm of the hand-offs chooses nothing)
        highlighted = options.highlighted if same else None
        options.clear_options()
        options.add_options(
            [
                Option(Content(f"{number}  ") + content(choice), id=action.value)
                for number, (action, choice) in enumerate(
                    zip(CHOICES, seer_choices(seen, names), strict=True), start=1
                )
            ]
        )
        options.border_title = plain(choice_heading())
        options.highlighted = highlighted
        self._seer_prompt()

    def _seer_prompt(self) -> None:
        prompt = self._prompt
        prompt.remove_class("-refused")
        prompt.set_class(self.armed is not None, "-armed")
        show_text(prompt, content(seer_prompt(self.armed, confirm=self.look.confirm)))

    def highlight(self, index: int) -> None:
        options = self._options
        self.screen.set_focus(options)
        options.highlighted = index
        if seer_answers(CHOICES[index], self.armed, confirm=self.look.confirm):
            self._answer(CHOICES[index])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.armed = None
        if self.scene is not None and self.scene.kind is ScreenKind.SEER:
            self._seer_prompt()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is None:
            return
        choice = SeerChoice(event.option.id)
        if seer_answers(choice, self.armed, confirm=self.look.confirm):
            self._answer(choice)
            return
        self.armed = choice
        self._seer_prompt()

    def on_choices_nothing_chosen(self, message: Choices.NothingChosen) -> None:
        message.stop()
        prompt = self._prompt
        prompt.add_class("-refused")
        show_text(prompt, content(seer_nothing_chosen(confirm=self.look.confirm)))

    def key_escape(self) -> None:
        if self.armed is not None:
            self.armed = None
            self._seer_prompt()

    # Hints and aids ----------------------------------------------------------------------

    def allows(self, action: str) -> bool | None:
        """Whether the game screen's key for ``action`` works on this scene."""
        scene = self.scene
        if action in ("hint", "hints_off"):
            if scene is None or not scene.acts:
                return False
            return scene.hints if action == "hint" else not scene.hints
        if action == "highlight":
            return scene is not None and scene.kind is ScreenKind.SEER
        if action == "toggle_aids":
            return scene is not None and scene.kind is not ScreenKind.SEER
        return True

    def hint(self) -> None:
        scene = self.scene
        if scene is None or not scene.acts:
            return
        self.query_one("#last-trick").add_class("-hidden")  # the hint takes its place
        self._hint.waiting()
        self.post_message(HintWanted(scene.shown))

    def hints_off(self) -> None:
        self.notify(plain(hints_off()), markup=False)

    def show_hint(self, hint: Hint) -> None:
        """Show ``hint`` (made from this scene's view) and point at its move."""
        self.query_one("#last-trick").add_class("-hidden")
        self._hint.show(hint)
        action = hint.action
        if isinstance(action, Card):
            hand = self._hand
            if action in hand.cards:
                hand.action_move_to(hand.cards.index(action))
                self.screen.set_focus(hand)
        elif isinstance(action, SeerChoice):
            options = self._options
            self.screen.set_focus(options)
            options.highlighted = CHOICES.index(action)

    def toggle_aids(self) -> None:
        """m: show or hide the memory aids (remembered for the other turns and later starts)."""
        aids = self.query_one("#aids")
        aids.display = not aids.display
        self.look = Look(self.look.confirm, aids.display)
        if aids.display and self.seen is not None and self.scene is not None:
            hinted = self._hint.display
            self._table.show(self.seen, self.scene.names, aids=True, last_trick=not hinted)
        self.post_message(MemoryAids(aids.display))
