"""The smoke test's hand: which legal move it makes (the kit's ``gesture`` makes it as
a player would: the tile dragged, turned and confirmed, a treasure onto its scarab, a
portal or a bet tile clicked, Done)."""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import Bet, ChooseEntrance, EndTurn, PlaceTile, data


def choose(board, view, seat: int):
    """Confirm a dropped tile, bet High, the tile on the middle empty space, a free
    scarab, the best portal choice by turn 3, else Done."""
    waiting = board.tiles.pending_for(view, seat)
    if waiting:
        return PlaceTile(*waiting)
    if view.phase == "bet":
        return Bet("high") if rules.must_bet(view, seat) else None
    if view.phase != "turn" or view.done[seat]:
        return None
    legal = board.ctx.legal_moves(view, seat)
    if rules.must_place(view, seat):
        empty = [s for s, laid in enumerate(view.boards[seat]) if laid is None]
        return PlaceTile(empty[len(empty) // 2], 0)
    scarabs = rules.free_scarabs(view, seat)
    treasures = [m for m in legal if isinstance(m, rules.PlaceTreasure)
                 and (m.row, m.col) == (scarabs[0] if scarabs else None)]
    if treasures:
        return treasures[0]
    if rules.entrance_open(view, seat) and (
            rules.turn(view) == data.ENTRANCE_BY_TURN or not scarabs):
        return ChooseEntrance(*max(rules.preview_entrances(view, seat),
                                   key=lambda item: item[1])[0])
    return EndTurn() if EndTurn() in legal else None
