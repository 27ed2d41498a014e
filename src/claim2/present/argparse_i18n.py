"""argparse's own words ("usage:", "options", its error messages) in the current language.

argparse words its messages with ``gettext.gettext`` and ``gettext.ngettext``:
the current text domain (``gettext.textdomain``), found where
``gettext.bindtextdomain`` says, in the language the locale variables name
(``LANGUAGE`` first). Those are gettext's standard hooks, and claim2 uses
them: while the command line is parsed, the text domain is claim2's own, bound
to claim2's catalogs, and ``LANGUAGE`` names the language claim2 chose
(``--lang``, the remembered choice, then the locale); both are put back after.

The messages are the msgids of argparse itself (Python 3.11 to 3.13), listed
below so that the extractor puts them in claim2's catalog; a message that a
future Python words differently simply stays English.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager

from claim2.text import i18n
from claim2.text.i18n import DOMAIN, LOCALE_DIR, N_, current_language

# The messages a user of the claim2 command can meet (not argparse's errors
# about a badly built parser, which only developers see).
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("%(heading)s:"),
    N_("positional arguments"),
    N_("options"),
    N_("subcommands"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_(" (default: %(default)s)"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("can't open '%(filename)s': %(error)s"),
)


def _plural_messages() -> None:  # pragma: no cover (never called: read by the extractor)
    i18n.ngettext("expected %s argument", "expected %s arguments", 2)


@contextmanager
def argparse_in_current_language() -> Iterator[None]:
    """While inside, argparse words its help and errors in claim2's current language."""
    domain = gettext.textdomain()
    language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = current_language()
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if language is None:
            del os.environ["LANGUAGE"]
        else:
            os.environ["LANGUAGE"] = language
