"""Things made once and reused: scaled art, rendered words, composed pyramids, previews.

A frame of the Labyrinth should be a handful of blits, so whatever is costly to
make is kept by its key. A long game makes many keys that are never wanted
again, so past a limit everything is forgotten at once and made anew on demand.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class Memo(Generic[T]):
    """What ``make`` returned for each key, until more than ``limit`` are kept."""

    def __init__(self, limit: int):
        self.limit = limit
        self.kept: dict[Hashable, T] = {}

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        found = self.kept.get(key)
        if found is None:
            if len(self.kept) > self.limit:
                self.kept.clear()
            found = self.kept[key] = make()
        return found

    def clear(self) -> None:
        self.kept.clear()
