"""Whole sentences and short phrases put together, each kept translatable.

Boards and rules never glue English fragments; they join whole sentences
(``sentences``), short phrases with a separator (``dotted`` " · ", ``commas`` ", ",
``semicolons`` "; ") and lists ("a, b and c": ``listed``; "a, b or c":
``alternatives``) through messages whose only words are the joints, so a catalogue
can reorder or reword them and every part is still translated. Here in the core, so
a game's rules can name several things in one refusal too (``ui.kit.phrases`` is the
board kit's door to them).
"""

from __future__ import annotations

from pharaohs.core.i18n import _


def sentences(first, *more):
    """Whole sentences one after the other; empty ones (None, "") are left out."""
    for part in more:
        if part:
            first = _("{first} {second}", first=first, second=part)
    return first


def dotted(first, *more):
    """Short phrases with " · " between them."""
    for part in more:
        first = _("{first} · {second}", first=first, second=part)
    return first


def commas(first, *more):
    """Items with ", " between them ("2 Suns, 1 Nile")."""
    for part in more:
        first = _("{first}, {second}", first=first, second=part)
    return first


def semicolons(first, *more):
    """Clauses with "; " between them."""
    for part in more:
        first = _("{first}; {second}", first=first, second=part)
    return first


def listed(items):
    """"a", "a and b", "a, b and c" (and longer lists the same way)."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    return _("{first} and {second}", first=commas(*items[:-1]), second=items[-1])


def alternatives(items):
    """"a", "a or b", "a, b or c": the choices a prompt offers."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    return _("{first} or {second}", first=commas(*items[:-1]), second=items[-1])
