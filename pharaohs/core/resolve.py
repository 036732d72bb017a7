"""One resolver from a gesture to a move, for every game (like python-chess's find_move).

A board knows what the player did ("this piece onto that spot"), not which
move object the rules want. ``find_move`` takes the kind of move and the fields
the gesture fixed, and answers with the legal move it means, or with the rules'
own sentence why not, so no board builds probe moves to fish for a reason.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from pharaohs.core.i18n import _


@dataclass(frozen=True)
class Resolution:
    """What a gesture means: ``move`` when legal; else ``reason``; ``choices`` when
    the gesture fits several legal moves (the board asks which, or takes the first)."""

    move: object = None
    reason: str | None = None
    choices: tuple = ()

    @property
    def ok(self) -> bool:
        return self.move is not None


def find_move(game, state, seat: int, kind: type, /, **fields) -> Resolution:
    """The legal move of ``kind`` whose fields equal ``fields``, or why there is none
    (the parameters before ``/`` are positional, so a move may have a field ``kind``)."""
    matching = tuple(
        m for m in game.legal_moves(state, seat)
        if type(m) is kind and all(getattr(m, k) == v for k, v in fields.items())
    ) if seat in _acting(game, state) else ()
    if matching:
        return Resolution(move=matching[0], choices=matching)
    candidate = _build(kind, fields)
    if candidate is not None:
        reason = game.check(state, seat, candidate)
        if reason is not None:
            return Resolution(reason=reason)
    reason = game.check(state, seat, _any_of(game, state, seat, kind))
    return Resolution(reason=reason or _("That is not possible here."))


def _acting(game, state) -> tuple:
    return () if game.is_over(state) else game.to_act(state)


def _build(kind: type, fields: dict):
    """The move the gesture describes in full, or None when fields are missing."""
    try:
        return kind(**fields)
    except TypeError:
        return None


def _any_of(game, state, seat, kind):
    """Some move of ``kind`` (for the generic refusals: game over, not your turn, not now)."""
    for move in game.legal_moves(state, seat) if seat in _acting(game, state) else ():
        if type(move) is kind:
            return move
    defaults = {f.name: None for f in dataclasses.fields(kind)} if dataclasses.is_dataclass(
        kind) else {}
    return _build(kind, defaults)
