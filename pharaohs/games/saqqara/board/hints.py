"""Hover hints on the Saqqara board: what lies under the pointer (a level's cost and
privilege, a market or threshold card, a line of the yields), else what that part of
the board is, from the player aid; and what a click there does, or with a piece in
hand what letting go there does."""

from __future__ import annotations

from pharaohs.games.saqqara.board import aid
from pharaohs.ui.kit.aid_parts import part_hint
from pharaohs.ui.kit.phrases import sentences


def hover_hint(board, pos, view, viewer) -> str | None:
    if board.placement is None or board.holding:
        return board.drop_words(pos, view, viewer)
    said = [text for text in (board.hint(pos, view, viewer),
                              board.click_words(pos, view, viewer)) if text]
    return sentences(*said) if said else part_hint(board, pos, aid.AID)
