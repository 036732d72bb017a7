"""A face-down value: one type for every secret in every game's views.

A view replaces what a seat may not see (a card in another hand, a disc face
down, a sealed bet) by ``Hidden``; ``kind`` says what it is of ("card", "bet")
so the board can draw its back, never what it is. Games write ``HIDDEN`` or
``Hidden("disc")``; the codec knows the type, so views survive JSON too.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hidden:
    """Something a seat knows is there but cannot see."""

    kind: str = ""

    def __repr__(self) -> str:
        return f"Hidden({self.kind!r})" if self.kind else "HIDDEN"


HIDDEN = Hidden()


def is_hidden(value) -> bool:
    """Whether ``value`` is face down in this view."""
    return isinstance(value, Hidden)


def count_hidden(value) -> int:
    """How many face-down values lie anywhere inside ``value`` (tuples, sets, dataclasses)."""
    if isinstance(value, Hidden):
        return 1
    if isinstance(value, (tuple, list, frozenset, set)):
        return sum(count_hidden(v) for v in value)
    fields = getattr(value, "__dataclass_fields__", None)
    if fields:
        return sum(count_hidden(getattr(value, name)) for name in fields)
    return 0
