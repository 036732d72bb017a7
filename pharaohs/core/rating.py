"""A computer player's rating of a position, in named parts, so it can say what it is made of.

A game's evaluation adds up parts (points now, paces, gems in the supply, the hand's
promise); ``Rating`` keeps them by name with the concrete thing each one counts, and
``Lead`` is one seat's rating against the best other seat's, which is what
``Game.evaluate`` returns as a number. The hint compares the parts after two moves to
say, in the game's words, what one gains over the other.
"""

from __future__ import annotations

from typing import NamedTuple

#: the part of a rating made of a seat's points as they stand (the default rating's only part)
POINTS = "points"


class Part(NamedTuple):
    """One addend of a rating: its ``value`` in the evaluation's units, and ``count``, the
    thing in the game it stands for (paces, gems, points) where there is one, else None.

    The evaluations write their parts as plain triples ``(name, value, count)``: the
    search rates thousands of positions a second and a tuple is made many times faster
    than a named one; ``Rating.part`` reads them back as a ``Part``."""

    name: str
    value: float
    count: float | None = None


class Rating(NamedTuple):
    """The parts of one seat's rating, in the order the evaluation adds them up."""

    parts: tuple[tuple[str, float, float | None], ...]
    total: float

    @classmethod
    def of(cls, *parts) -> Rating:
        """The rating made of ``parts``; its total is their sum, added left to right (as
        the evaluations always added them, so the totals stay the same to the last bit)."""
        total = 0
        for part in parts:
            total += part[1]
        return cls(parts, total)

    def plus(self, *parts) -> Rating:
        """This rating with ``parts`` added after its own."""
        total = self.total
        for part in parts:
            total += part[1]
        return Rating(self.parts + parts, total)

    def part(self, name: str) -> Part:
        """The part ``name``: several parts of that name added up; nothing counted for one
        the rating does not have."""
        found = [Part(*p) for p in self.parts if p[0] == name]
        counts = [p.count for p in found if p.count is not None]
        return Part(name, sum(p.value for p in found), sum(counts) if counts else None)

    def names(self) -> tuple[str, ...]:
        """The names of the parts, each once, in order."""
        return tuple(dict.fromkeys(p[0] for p in self.parts))


class Lead(NamedTuple):
    """``own`` against ``rival``, the best other seat's rating (None when playing alone):
    ``total`` is what ``Game.evaluate`` gives, own total less the rival's."""

    own: Rating
    rival: Rating | None
    total: float


def lead(ratings, seat: int) -> Lead:
    """``seat``'s rating against the highest of the others in ``ratings`` (one per seat)."""
    own, rival = ratings[seat], None
    for i, rating in enumerate(ratings):
        if i != seat and (rival is None or rating[1] > rival[1]):
            rival = rating
    if rival is None:
        return Lead(own, None, own[1] - 0.0)
    return Lead(own, rival, own[1] - rival[1])


def mean(ratings) -> Rating:
    """The part-by-part average of ``ratings`` (of the worlds chance may lead to)."""
    ratings = list(ratings)
    names = dict.fromkeys(n for r in ratings for n in r.names())
    parts = []
    for name in names:
        found = [r.part(name) for r in ratings]
        counts = [p.count for p in found if p.count is not None]
        parts.append((name, sum(p.value for p in found) / len(found),
                      sum(counts) / len(counts) if counts else None))
    return Rating.of(*parts)
