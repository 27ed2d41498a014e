"""The browser guest's pages, as HTML text: the game's page (textual-serve's terminal), the
page a second browser gets, and the headers every page goes out with.

Every value put in a page is escaped; the pages load nothing from elsewhere (the fonts
and scripts are textual-serve's own files, served here), and their security policy says
so to the browser. Words are in the guest's language (``language_for``), which may differ
from the host's.
"""

from __future__ import annotations

import gettext
import html
from collections.abc import Callable
from dataclasses import dataclass

from claim2.text.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, N_, current_language

FONT_SIZE = 16  # pixels: a laptop's browser window holds about 130 by 33 cells


@dataclass(frozen=True, slots=True)
class Look:
    """The game's colours (CSS colours from the app's theme) around the terminal."""

    background: str = "#121212"
    foreground: str = "#e0e0e0"
    accent: str = "#0178d4"


def language_for(accept_language: str | None) -> str:
    """The language of the guest's page and app: the first of the browser's languages
    (``Accept-Language``) that claim2 speaks, else the host's."""
    chosen: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "")[:500].split(",")[:20]):
        tag, _sep, parameters = part.strip().partition(";")
        quality = 1.0
        name, _eq, value = parameters.strip().partition("=")
        if name.strip() == "q":
            try:
                quality = float(value)
            except ValueError:
                quality = 0.0
        code = tag.split("-")[0].strip().lower()
        if code in LANGUAGES and quality > 0:
            chosen.append((-quality, index, code))
    return min(chosen)[2] if chosen else current_language()


def words(language: str) -> Callable[[str], str]:
    """``gettext`` in ``language``, whatever language the host's screen is in."""
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True).gettext


TITLE = N_("Claim 2")
JOINING = N_("Joining the game…")
CLOSED = N_("The game has closed on this page.")
JOIN_AGAIN = N_("Join again")
BUSY_TITLE = N_("A guest is already playing")
BUSY = N_(
    "Another browser has joined this game. Only one browser at a time can play the "
    "host's guest: close the game there first, then reload this page."
)


def _style(look: Look) -> str:
    return (
        "html, body { margin: 0; height: 100%; overflow: hidden; "
        f"background: {_colour(look.background)}; color: {_colour(look.foreground)}; "
        'font-family: "Roboto Mono", Menlo, monospace; }\n'
        '@font-face { font-family: "Roboto Mono"; '
        'src: url("/static/fonts/RobotoMono-VariableFont_wght.ttf"); }\n'
        ".notice { position: absolute; inset: 0; display: flex; align-items: center; "
        "justify-content: center; text-align: center; font-size: 18px; z-index: 10; }\n"
        f".notice a {{ color: {_colour(look.accent)}; }}\n"
        # textual.js styles every h1 white on black: the notices' own colours instead
        ".notice h1 { font-size: 24px; margin: 0 0 12px; background: none; color: inherit; }\n"
        "#terminal { position: absolute; inset: 4px; opacity: 0; }\n"
        "body.-first-byte #terminal { opacity: 1; }\n"
        "body.-first-byte #joining { display: none; }\n"
        "#closed { display: none; }\n"
        f"body.-closed #closed {{ display: flex; background: {_colour(look.background)}; }}\n"
    )


def _colour(value: str) -> str:
    """A colour as CSS, kept only if it is a plain ``#rrggbb`` (or a name)."""
    text = value.strip()
    if (
        text.startswith("#")
        and len(text) in (4, 7)
        and all(c in "0123456789abcdefABCDEF" for c in text[1:])
    ):
        return text
    return text if text.isalpha() and len(text) < 30 else "#808080"


def game_page(*, language: str, socket_url: str, look: Look) -> str:
    """The guest's page: textual-serve's terminal on ``socket_url``, and what it says while
    joining and once the game has closed on it (a link that reloads it)."""
    say = words(language)
    escape = html.escape
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n'
        f"<title>{escape(say(TITLE))}</title>\n"
        '<link rel="icon" href="data:,">\n'  # no request for a favicon
        '<link rel="stylesheet" href="/static/css/xterm.css">\n'
        '<script src="/static/js/textual.js"></script>\n'
        f"<style>\n{_style(look)}</style>\n</head>\n<body>\n"
        f'<div id="joining" class="notice"><div><h1>{escape(say(TITLE))}</h1>'
        f"<p>{escape(say(JOINING))}</p></div></div>\n"
        f'<div id="closed" class="notice"><div><h1>{escape(say(TITLE))}</h1>'
        f"<p>{escape(say(CLOSED))}</p>"
        f'<p><a href="">{escape(say(JOIN_AGAIN))}</a></p></div></div>\n'
        f'<div id="terminal" class="textual-terminal" '
        f'data-session-websocket-url="{escape(socket_url)}" '
        f'data-font-size="{FONT_SIZE}"></div>\n'
        "</body>\n</html>\n"
    )


def busy_page(*, language: str, look: Look) -> str:
    """The short page a second browser gets while a guest is playing."""
    say = words(language)
    escape = html.escape
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(say(TITLE))}</title>\n"
        f"<style>\n{_style(look)}</style>\n</head>\n<body>\n"
        f'<div class="notice"><div><h1>{escape(say(BUSY_TITLE))}</h1>'
        f"<p>{escape(say(BUSY))}</p></div></div>\n"
        "</body>\n</html>\n"
    )


def headers(socket_origin: str | None = None) -> dict[str, str]:
    """The headers of every page: nothing cached, no framing, no referrer (the link holds
    the token), and only this server's own scripts, styles, fonts and websocket."""
    connect = f" {socket_origin}" if socket_origin else ""
    policy = (
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        f"font-src 'self'; img-src 'self' data:; connect-src 'self'{connect}; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
    }
