"""The key footer in the player's language, rebuilt at most once per refresh.

Binding descriptions are marked with ``N_()`` where they are declared (class
level) and translated when shown: every screen of the app is a
``TranslatedKeys`` screen, whose ``active_bindings`` (what Textual's footer
and key panel show) carry the descriptions in the current language, so a
change of language reaches them. Textual's Footer rebuilds itself on every
change of the bindings, and moving the focus or opening a screen changes them
several times in a row; ``KeyFooter`` coalesces those rebuilds, which keeps a
key press quick.
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import ActiveBinding
from textual.screen import Screen
from textual.widgets import Footer

from claim2.game.i18n import _


class TranslatedKeys:
    """A mixin for screens (put it before ``Screen``): key descriptions translated."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        active: dict[str, ActiveBinding] = super().active_bindings  # type: ignore[misc]
        return {
            key: found._replace(
                binding=replace(
                    found.binding,
                    description=_(found.binding.description) if found.binding.description else "",
                )
            )
            for key, found in active.items()
        }


class KeyFooter(Footer):
    """A ``Footer`` that coalesces the rebuilds asked for within one refresh."""

    _rebuild_pending = False

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._rebuild_pending:
            return
        self._rebuild_pending = True
        self.call_after_refresh(self._rebuild, screen)

    def _rebuild(self, screen: Screen[object]) -> None:
        self._rebuild_pending = False
        super().bindings_changed(screen)
