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
