"""The settings a person switches while playing (the memory aids, plain lines, confirming
every card, a trick's result going on by itself, the language, the theme): remembered for
the next start, and what is said of the switch (a ``Note``), in one place for every
front-end. A setting that cannot be remembered (the settings file cannot be written)
still holds for this run, and the note says so."""

from __future__ import annotations

from dataclasses import replace

from claim2.present.keymap import key_name
from claim2.settings.remembered import load_settings, save_settings
from claim2.sitting.notes import Note, Severity
from claim2.text.i18n import _


def remember(**changes: object) -> bool:
    """The remembered settings with ``changes`` saved; False when they could not be."""
    try:
        save_settings(replace(load_settings(), **changes))  # type: ignore[arg-type]
    except OSError:
        return False
    return True


def _play() -> str:
    """The key that plays the card under the cursor (and raises it, when it asks for two)."""
    return key_name("hand.play")


def _proceed() -> str:
    """The key that goes on after a trick's result."""
    return key_name("game.proceed")


def _said(words: str, remembered: bool) -> Note:
    if remembered:
        return Note(words)
    return Note(words + " " + _("It could not be remembered for next time."), Severity.WARNING)


def confirm_cards_note(on: bool, *, remembered: bool) -> Note:
    if on:
        return _said(
            _("Every card now takes a second {key} to play.").format(key=_play()), remembered
        )
    return _said(_("A card is now played with one key."), remembered)


def confirm_cards_command(on: bool) -> tuple[str, str]:
    """The switch as a command offers it: its title and what choosing it does."""
    if on:
        return (
            _("Confirm every card: on"),
            _("Play a card with one key again ({key}, or its value).").format(key=_play()),
        )
    return (
        _("Confirm every card: off"),
        _("Play every card with two presses of {key}, the first to raise it.").format(key=_play()),
    )


def auto_continue_note(on: bool, *, remembered: bool) -> Note:
    if on:
        return _said(_("Against the computer, a trick's result now goes on by itself."), remembered)
    return _said(_("A trick's result now waits for {key}.").format(key=_proceed()), remembered)


def auto_continue_command(on: bool) -> tuple[str, str]:
    """The switch as a command offers it: its title and what choosing it does."""
    if on:
        return (
            _("Go on by itself after a trick: on"),
            _("A trick's result waits for {key} again.").format(key=_proceed()),
        )
    return (
        _("Go on by itself after a trick: off"),
        _(
            "Against the computer, a trick's result goes on by itself after a moment "
            "(any key holds it)."
        ),
    )


def plain_lines_note(on: bool, *, remembered: bool) -> Note:
    if not remembered:
        return Note(
            _("The plain lines setting could not be remembered for next time."), Severity.WARNING
        )
    if on:
        return Note(
            _(
                "From the next start on, 'claim2 play' speaks in plain lines, for screen "
                "readers, braille displays and scripts ('claim2 play --no-plain' opens this "
                "app)."
            )
        )
    return Note(_("From the next start on, 'claim2 play' opens this app again."))


def memory_aids_not_remembered() -> Note:
    return Note(
        _("The memory aids setting could not be remembered for next time."), Severity.WARNING
    )


def theme_not_remembered() -> Note:
    return Note(_("Could not remember the theme."), Severity.WARNING)


def language_note(language: str, *, remembered: bool) -> Note:
    """``language``: its name, in itself."""
    if remembered:
        return Note(_("Language: {language} (remembered for next time).").format(language=language))
    message = _("Language: {language}. It could not be remembered for next time.")
    return Note(message.format(language=language), Severity.WARNING)
