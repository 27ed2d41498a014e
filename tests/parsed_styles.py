"""Textual's style sheets parsed once for the whole test run, not once for every app.

Each Textual app parses every style sheet it uses (its own files and every widget's
``DEFAULT_CSS``) into rule sets of its own, and keeps them only as long as it lives: a test's
app parses them all again (about 20 ms of the CPU of an app shown at its start screen, 50 ms
of one that shows a game: a tenth to a sixth of an app test). ``ParsedStyles`` stands in for
``textual.css.stylesheet.parse`` and gives the same rule sets for the same style sheet, read
from the same place with the same variables (the theme's colours, the factions'). Textual
already shares them between the parses of one app (``Stylesheet``'s own cache): it never
changes a rule set once parsed. A style sheet with mistakes still fails each app that reads
it (its rule sets carry the mistakes), and a style sheet that cannot be read at all is not
kept."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from textual.css.model import RuleSet
from textual.css.tokenizer import Token

Parse = Callable[..., Iterable[RuleSet]]
KNOWN_VARIABLES = 16  # the apps' variables whose key is kept (the last apps'; the rest let go)


class ParsedStyles:
    """``textual.css.parse.parse`` with what it made kept, by all it was given."""

    def __init__(self, parse: Parse) -> None:
        self.parse = parse
        self.kept: dict[Hashable, list[RuleSet]] = {}
        # the variables' tokens (one dict for each app and theme) and their key, by identity
        self.variables: dict[int, tuple[dict[str, list[Token]], Hashable]] = {}

    def variables_key(self, tokens: dict[str, list[Token]] | None) -> Hashable:
        if tokens is None:
            return None
        known = self.variables.get(id(tokens))
        if known is None or known[0] is not tokens:
            known = (tokens, tuple(sorted((name, tuple(value)) for name, value in tokens.items())))
            self.variables[id(tokens)] = known  # held with its key: its id is no other dict's
            if len(self.variables) > KNOWN_VARIABLES:  # the oldest let go, key and dict at once
                del self.variables[next(iter(self.variables))]
        return known[1]

    def __call__(
        self,
        scope: str,
        css: str,
        read_from: Any,
        variables: dict[str, str] | None = None,
        variable_tokens: dict[str, list[Token]] | None = None,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
    ) -> Iterable[RuleSet]:
        plain = tuple(sorted(variables.items())) if variables is not None else None
        tokens = self.variables_key(variable_tokens)
        key = (scope, css, read_from, plain, tokens, is_default_rules, tie_breaker)
        rules = self.kept.get(key)
        if rules is None:
            rules = list(
                self.parse(
                    scope,
                    css,
                    read_from,
                    variables=variables,
                    variable_tokens=variable_tokens,
                    is_default_rules=is_default_rules,
                    tie_breaker=tie_breaker,
                )
            )
            self.kept[key] = rules
        return iter(rules)
