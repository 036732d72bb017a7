"""The player's language: which catalogue the client draws its text with.

The compiled catalogues of a language (``<lang>/LC_MESSAGES/*.mo``: ``pharaohs``
and one per game) are merged into one translations object, so the client needs
no domain to draw a sentence: ``tr(text)`` renders a ``Message`` or a marked
constant in the current language at draw time. The frame's domain is read at
once, a game's once the game is loaded (``_Domains``), so the main menu starts
without the games' catalogues.
English is the language of the msgids and needs no catalogue. No pygame here;
the rules never import this module (they only build ``Message`` values).
"""

from __future__ import annotations

import gettext
import locale as _system_locale
import os
import string
import sys
from itertools import pairwise
from pathlib import Path

from pharaohs.core.i18n import Catalogue, Message, render

#: the languages the client offers, by code, each named in its own language
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
DEFAULT = "en"
#: the decimal sign of each language whose numbers do not use a point ("0,2 Punkte")
DECIMAL_SIGNS: dict[str, str] = {"de": ","}
#: the package domain first: its translations win over a game's for the same msgid
CORE_DOMAIN = "pharaohs"
_FOLDER = Path(__file__).resolve().parent
_current = DEFAULT


class UnknownLanguage(ValueError):
    """A language code the client has no catalogue for."""

    def __str__(self) -> str:
        return (f"unknown language {self.args[0]!r}; "
                f"choose from {', '.join(LANGUAGES)}")


def normalize(code: str | None) -> str | None:
    """``de_DE.UTF-8``, ``de-AT``, ``German_Germany`` -> ``de``; None when not offered."""
    if not code:
        return None
    code = code.strip()
    head = code.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    if head in LANGUAGES:
        return head
    for known, name in LANGUAGES.items():  # Windows names languages in English: German_Germany
        if head in (name.lower(), {"de": "german", "en": "english"}.get(known)):
            return known
    return None


def system_language(environ=None) -> str:
    """The language the system asks for, as gettext reads it, else English.

    ``LANGUAGE`` (a colon list, first offered entry wins), then ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``; where those are not set (Windows, a program opened
    from the macOS Finder) the user's locale, and on macOS the first of the user's
    preferred languages.
    """
    environ = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key)
        if not value:
            continue
        if key == "LANGUAGE":
            for part in value.split(":"):
                if normalize(part):
                    return normalize(part)
            continue
        # the first variable that is set decides, as in gettext; C and POSIX mean English
        return normalize(value) or DEFAULT
    if sys.platform == "darwin":
        return _apple_language() or DEFAULT
    if sys.platform == "win32":
        try:
            return normalize(_system_locale.getlocale()[0]) or DEFAULT
        except ValueError:
            return DEFAULT
    return DEFAULT


def _apple_language() -> str | None:
    """The first of the macOS user's preferred languages the client offers."""
    import plistlib

    path = Path.home() / "Library" / "Preferences" / ".GlobalPreferences.plist"
    try:
        with path.open("rb") as f:
            preferred = plistlib.load(f).get("AppleLanguages", [])
    except (OSError, ValueError, plistlib.InvalidFileException, AttributeError):
        return None
    return next((normalize(code) for code in preferred
                 if isinstance(code, str) and normalize(code)), None)


def choose(*wishes: str | None) -> str:
    """The first of ``wishes`` the client offers (command line, then settings; empty
    or unknown ones are passed over), else the system's language."""
    for wish in wishes:
        if wish in LANGUAGES:
            return wish
    return system_language()


class _Numbers(string.Formatter):
    """Fills a sentence's fields, numbers with decimals written with ``sign``."""

    def __init__(self, sign: str):
        super().__init__()
        self.sign = sign

    def format_field(self, value, format_spec: str) -> str:
        text = super().format_field(value, format_spec)
        return text.replace(".", self.sign) if isinstance(value, float) else text


class _Sentence(str):
    """A translated sentence whose ``format`` writes decimals the language's way."""

    numbers: _Numbers

    def format(self, *args, **kwargs) -> str:
        return self.numbers.vformat(self, args, kwargs)


class _LocalNumbers:
    """A catalogue whose sentences write their decimals with the language's own sign."""

    def __init__(self, translations: gettext.NullTranslations, sign: str):
        self.translations, self.numbers = translations, _Numbers(sign)

    def _sentence(self, text: str) -> str:
        sentence = _Sentence(text)
        sentence.numbers = self.numbers
        return sentence

    def gettext(self, message: str) -> str:
        return self._sentence(self.translations.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._sentence(self.translations.ngettext(singular, plural, n))

    def __getattr__(self, name: str):
        return getattr(self.translations, name)  # the rest as gettext's own object has it


#: a game's domain is its id and its package this one: the game's catalogue is read once
#: the package is imported (the registry imports it when the game is first needed)
GAME_PACKAGE = "pharaohs.games.{}"
#: each language's translations, and what ``catalogue`` hands out for it
_languages: dict[str, _Domains] = {}
_catalogues: dict[str, Catalogue] = {}


class _Domains(gettext.NullTranslations):
    """One language's translations: the frame's catalogue, then each game's, chained.

    A game's catalogue is read at the first msgid the catalogues read so far do not know
    after the game's package was imported (``_Unknown``): a game's sentence can only come
    from its own code, so it is translated however the game was loaded, and the main
    menu, which loads no game, reads no game's catalogue."""

    def __init__(self, code: str):
        super().__init__()
        self.folder = _FOLDER / code / "LC_MESSAGES"
        #: every domain this language has a catalogue for, and those read so far
        self.known = [path.stem for path in sorted(self.folder.glob("*.mo"))]
        self.read: list[str] = []
        self.links: list[gettext.GNUTranslations] = []
        self.unknown = _Unknown(self)
        self.add(CORE_DOMAIN)

    def add(self, domain: str) -> None:
        """Chain ``domain``'s catalogue in before the end."""
        self.read.append(domain)
        with (self.folder / f"{domain}.mo").open("rb") as f:
            self.links.append(gettext.GNUTranslations(f))
        chain = [self, *self.links, self.unknown]
        for link, fallback in pairwise(chain):
            link._fallback = fallback  # noqa: SLF001 - gettext's own chaining, in order

    def add_loaded_games(self) -> bool:
        """Read the catalogue of every game imported since the last look; whether any."""
        loaded = [domain for domain in self.known if domain not in self.read
                  and GAME_PACKAGE.format(domain) in sys.modules]
        for domain in loaded:
            self.add(domain)
        return bool(loaded)


class _Unknown(gettext.NullTranslations):
    """The end of a language's chain, reached by a msgid no catalogue read so far knows:
    names, numbers, text already translated, or a sentence of a game just loaded."""

    def __init__(self, owner: _Domains):
        super().__init__()
        self.owner = owner

    def gettext(self, message: str) -> str:
        return self.owner.gettext(message) if self.owner.add_loaded_games() else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        if self.owner.add_loaded_games():
            return self.owner.ngettext(singular, plural, n)
        return singular if n == 1 else plural


def domains(code: str | None = None) -> tuple[str, ...]:
    """The domains whose catalogues ``code`` (default: the current language) has read."""
    translations = _languages.get(code or _current)
    return tuple(translations.read) if translations is not None else ()


def catalogue(code: str) -> Catalogue | None:
    """The translations into ``code`` of the frame and of every game loaded, as one object
    (None for English)."""
    if code not in LANGUAGES:
        raise UnknownLanguage(code)
    if code == DEFAULT:
        return None
    if code not in _catalogues:
        translations = _languages[code] = _Domains(code)
        _catalogues[code] = _LocalNumbers(translations, DECIMAL_SIGNS[code]) \
            if code in DECIMAL_SIGNS else translations
    return _catalogues[code]


def set_language(code: str) -> None:
    """Draws from now on in ``code``; raises ``UnknownLanguage`` for a code not offered."""
    global _current
    catalogue(code)  # fails before anything changes
    _current = code


def language() -> str:
    """The code of the language the client draws in."""
    return _current


def current() -> Catalogue | None:
    """The catalogue of the current language (None for English)."""
    return catalogue(_current)


def reason(err: BaseException):
    """What an exception says to the player, kept translatable: its ``Message``
    argument when it has one (``str(err)`` would flatten it to English)."""
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, Message) else str(err)


def marked(text: str) -> Message:
    """A game's title (or another marked constant known only at run time) as a
    ``Message``, so it is translated where it fills a sentence's ``{field}``."""
    return text if isinstance(text, Message) else Message(text)


def tr(text) -> str:
    """``text`` for the screen in the current language: a ``Message`` rendered with its
    arguments, a marked constant (``N_``) looked up, anything else as it is."""
    return render(text, catalogue(_current))
