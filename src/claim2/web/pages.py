"""The page's HTML documents: the shell a seat's link opens (the screen inside it comes over
its websocket, ``screen``), the short pages for a link without a valid token (403) and for
a second browser (409), and the headers every response goes out with.

Every value put in a page is escaped; the pages load nothing from elsewhere (the script and
the style sheet are this server's own files, ``static/``), run no inline script and no
inline style, and their security policy says so to the browser. Words are in the browser's
language (``language_for``), which may differ from the host's; none is written in the
script.
"""

from __future__ import annotations

from functools import cache

from markdown_it import MarkdownIt

from claim2.present.rules_text import rules_markdown
from claim2.present.scenes import touch
from claim2.sitting.guest import page_words
from claim2.sitting.remote import seat_words
from claim2.text.i18n import LANGUAGES, _, current_language, speaking
from claim2.web.html import escape, phrase_html
from claim2.web.page_keys import page_keys_json

MAX_ACCEPT_LANGUAGE = 500  # characters of the header looked at


def language_for(accept_language: str | None) -> str:
    """The language of the page: the first of the browser's languages (``Accept-Language``)
    that claim2 speaks, else the host's."""
    chosen: list[tuple[float, int, str]] = []
    header = (accept_language or "")[:MAX_ACCEPT_LANGUAGE]
    for index, part in enumerate(header.split(",")[:20]):
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


def _head(language: str, title: str) -> str:
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<meta name="color-scheme" content="dark">\n'
        f"<title>{escape(title)}</title>\n"
        '<link rel="icon" href="data:,">\n'  # no request for a favicon
        '<link rel="stylesheet" href="/page.css">\n'
    )


def shell_page(*, language: str, socket_path: str) -> str:
    """The seat's page: an empty screen filled over the websocket at ``socket_path``, the
    rules folded away, the words the script shows if its connection is lost, and the keys
    it listens for (the keymap's, ``claim2.web.page_keys``)."""
    with speaking(language):
        title = _("Claim 2")
        return (
            _head(language, title) + '<script src="/page.js" defer></script>\n</head>\n'
            f'<body data-socket="{escape(socket_path)}" data-keys="{escape(page_keys_json())}">\n'
            f'<main id="screen" aria-live="off"><header class="bar"><h1 id="title" tabindex="-1">'
            f"{escape(title)}</h1></header>"
            f'<p class="status">{escape(page_words.joining())}</p></main>\n'
            f'<p id="lost" class="status" hidden>{escape(page_words.connection_lost())}</p>\n'
            f'<p id="gone" class="status" hidden>{escape(page_words.connection_gone())}</p>\n'
            f'<noscript><p class="status">{escape(page_words.needs_script())}</p></noscript>\n'
            f'<div id="said" class="sr" aria-live="polite" aria-atomic="true"></div>\n'
            f'<details id="rules"><summary>{phrase_html(touch.rules_heading())}</summary>'
            f'<div class="folded rules">{rules_html(language)}</div></details>\n'
            "</body>\n</html>\n"
        )


@cache
def rules_html(language: str) -> str:
    """The rules (``claim2.present.rules_text``) as HTML, once per language: Markdown with
    no HTML of its own let through, headings moved one level down (the page has its h1)."""
    with speaking(language):
        markdown = rules_markdown(language)
    renderer = MarkdownIt("commonmark", {"html": False, "linkify": False})
    text = str(renderer.render(markdown))
    for level in (3, 2, 1):  # h1 -> h2 ...: the page's own title is its h1
        text = text.replace(f"<h{level}>", f"<h{level + 1}>").replace(
            f"</h{level}>", f"</h{level + 1}>"
        )
    return text


def short_page(*, language: str, heading: str, text: str) -> str:
    """A page of one heading and one paragraph (no script)."""
    return (
        _head(language, heading) + "</head>\n<body>\n"
        f'<main id="screen" class="short"><h1>{escape(heading)}</h1>'
        f'<p class="status">{escape(text)}</p></main>\n'
        "</body>\n</html>\n"
    )


def refused_page(language: str) -> str:
    """A link without a valid token."""
    with speaking(language):
        return short_page(
            language=language, heading=page_words.no_token_title(), text=page_words.no_token()
        )


def busy_words(*, phones: bool) -> tuple[str, str]:
    """The heading and the words for a browser refused because another plays the seat: a
    guest's seat (``claim2 host --web``), or a phone's at the couch (``phones``)."""
    if phones:
        return seat_words.phone_busy_title(), seat_words.phone_busy()
    return page_words.busy_title(), page_words.busy()


def busy_page(language: str, *, phones: bool = False) -> str:
    """Another browser plays this seat."""
    with speaking(language):
        heading, text = busy_words(phones=phones)
        return short_page(language=language, heading=heading, text=text)


def headers(socket_origin: str | None = None) -> dict[str, str]:
    """The headers of every response: nothing cached, no framing, no referrer (the link
    holds the token), and only this server's own script, style sheet and websocket."""
    connect = f" {socket_origin}" if socket_origin else ""
    policy = (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; "
        f"connect-src 'self'{connect}; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Resource-Policy": "same-origin",
    }


#: Hosts a browser trusts over plain HTTP ("potentially trustworthy" origins): the only ones
#: where it obeys a Cross-Origin-Opener-Policy (elsewhere it ignores it, and says so in the
#: console on every page load).
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]"})


def served_headers(host: str, *, secure: bool) -> dict[str, str]:
    """Headers every response of the server gets besides ``headers``: a ``Server`` that
    names claim2 only (not Python's and aiohttp's versions), and the opener policy where a
    browser obeys it (``https``, or a loopback host): a page on the local network over plain
    HTTP is not a secure context, so the header would only log an error there."""
    served = {"Server": "claim2"}
    name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
    if secure or name.lower() in LOOPBACK_HOSTS:
        served["Cross-Origin-Opener-Policy"] = "same-origin"
    return served
