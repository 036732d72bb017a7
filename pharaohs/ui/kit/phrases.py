"""Board kit: sentences and phrases joined, each part kept translatable (``core.phrases``,
where the rules find them too)."""

from pharaohs.core.phrases import (  # noqa: F401 - the board kit's joints
    alternatives,
    commas,
    dotted,
    listed,
    semicolons,
    sentences,
)
from pharaohs.locale import tr


def pretty(identifier: str) -> str:
    """``"professional"`` → ``"Professional"`` for variant and option ids, in the player's
    language: a game marks that phrase in its rules (``N_("Professional")``)."""
    return tr(identifier.replace("_", " ").capitalize())


def first_said(parts, *args) -> str | None:
    """The first of ``part(*args)`` for the ``parts`` in order that says something (not
    None): a board's words or hints split by what they are about."""
    for part in parts:
        said = part(*args)
        if said is not None:
            return said
    return None
