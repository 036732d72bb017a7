"""Translatable messages: every sentence for a player is a msgid with arguments.

The rules cannot load catalogues (that is I/O), so they return ``Message``
values: a ``str`` holding the English sentence, so logs, tests and older code
read it as text, that also keeps its msgid, plural form and arguments. The
client renders it in the player's language with ``Message.render`` at draw
time, which is why a language switch needs no restart. ``_`` and ``ngettext``
are the names Babel extracts by default.

    _("The next plate wants {gem}.", gem=_("an emerald"))   # arguments that are
                                                             # Messages are translated too;
                                                             # plain strings (names) are not
    ngettext("{n} die will be lost.", "{n} dice will be lost.", n)
"""

from __future__ import annotations

from typing import Protocol


class Catalogue(Protocol):
    """What ``gettext.NullTranslations`` offers, as far as rendering needs it."""

    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


class Message(str):
    """A sentence for a player: English as the ``str`` value, translatable by ``render``."""

    msgid: str
    plural: str | None
    n: int | None
    args: dict

    def __new__(cls, msgid: str, plural: str | None = None, n: int | None = None, **args):
        template = plural if plural is not None and n != 1 else msgid
        text = template.format(n=n, **args) if (args or n is not None) else template
        self = super().__new__(cls, text)
        self.msgid, self.plural, self.n, self.args = msgid, plural, n, args
        return self

    def render(self, catalogue: Catalogue | None) -> str:
        """This sentence in the catalogue's language (English when it is None)."""
        if catalogue is None:
            return str.__str__(self)
        if self.plural is not None:
            template = catalogue.ngettext(self.msgid, self.plural, self.n)
        else:
            template = catalogue.gettext(self.msgid)
        if not self.args and self.n is None:
            return template
        args = {k: v.render(catalogue) if isinstance(v, Message) else v
                for k, v in self.args.items()}
        try:
            return template.format(n=self.n, **args)
        except (KeyError, IndexError, ValueError):
            # a broken translation must never hide the sentence: fall back to English
            return str.__str__(self)

    def __reduce__(self):
        return (_rebuild, (self.msgid, self.plural, self.n, self.args))


def _rebuild(msgid, plural, n, args):
    return Message(msgid, plural, n, **args)


def _(msgid: str, **args) -> Message:
    """A translatable sentence; ``{name}`` fields are filled from ``args``."""
    return Message(msgid, **args)


def ngettext(singular: str, plural: str, n: int, **args) -> Message:
    """A translatable sentence with a singular and a plural form chosen by ``n``."""
    return Message(singular, plural, n, **args)


def N_(msgid: str) -> str:
    """Marks a string for extraction where it is stored as data and translated later."""
    return msgid


def render(text, catalogue: Catalogue | None) -> str:
    """Any text for the screen: a ``Message`` in the catalogue's language, a marked
    constant (``N_``) looked up in the catalogue, other values as they are."""
    if isinstance(text, Message):
        return text.render(catalogue)
    if isinstance(text, str):
        return catalogue.gettext(text) if catalogue is not None and text else text
    return str(text)


def message_to_json(text):
    """A sentence as JSON-ready data that keeps a ``Message``'s msgid and arguments, so
    it can cross a process boundary and still be drawn in the player's language."""
    if not isinstance(text, Message):
        return text
    return {"msgid": text.msgid, "plural": text.plural, "n": text.n,
            "args": {k: message_to_json(v) for k, v in text.args.items()}}


def message_from_json(data):
    """The sentence ``message_to_json`` made (plain values come back as they are)."""
    if not isinstance(data, dict):
        return data
    args = {k: message_from_json(v) for k, v in data["args"].items()}
    return Message(data["msgid"], data["plural"], data["n"], **args)
