"""The board's context at a table on this computer: ``TableContext`` over ``TableScene``.

Every call a board makes (``ui.kit.context.BoardContext``) is answered here from the
table, its match and the app, so the board holds none of them. The replay and the
results screen host their board on a table too, and answer through the same context.
"""

from __future__ import annotations

from collections.abc import Callable

from pharaohs import storage
from pharaohs.ai import choose_move
from pharaohs.core.rng import Rng
from pharaohs.ui.kit.context import BoardContext
from pharaohs.ui.kit.solo import game_key, solo_table

#: how fast animations run at each pace of the settings (slow: half as fast)
PACES = {"normal": 1.0, "slow": 0.45}
#: the level of the computer player a demo hand asks (``computer_move``)
DEMO_LEVEL = "medium"


class TableContext(BoardContext):
    """A board's context on a ``TableScene`` (or the replay, a table that plays nothing)."""

    def __init__(self, table):
        self._table = table
        #: ``(state, viewer, {move: refusal})``: what ``why_not`` answered for a position
        self._asked: tuple = (None, None, {})
        #: ``(view, {seat: moves})``: the legal moves listed for the view last asked about
        self._listed: tuple = (None, {})

    # -- the game and the seats ---------------------------------------------------------
    @property
    def game(self):
        return self._table.game

    @property
    def variant(self) -> str:
        return self._table.match.variant

    @property
    def viewer(self) -> int | None:
        return self._table.viewer

    def name(self, seat: int) -> str:
        return self._table.name(seat)

    def kind(self, seat: int) -> str:
        return self._table.match.seats[seat].kind

    def to_act(self) -> tuple[int, ...]:
        return tuple(self._table.match.to_act())

    # -- what the board shows -----------------------------------------------------------
    def view(self):
        return self._table.view()

    def legal_moves(self, view, seat: int) -> list:
        """Listed once per view and seat: the frame's ``prepare`` lists the viewer's, and
        the drawing and the hover hints that ask again find them."""
        if self._listed[0] is not view:
            self._listed = (view, {})
        listed = self._listed[1]
        if seat not in listed:
            listed[seat] = tuple(self.game.legal_moves(view, seat))
        return list(listed[seat])

    def shown_scores(self, view) -> tuple[int, ...]:
        return self._table.shown_scores(view)

    def moves_played(self) -> tuple:
        return tuple(self._table.match.log)

    def high_score_key(self) -> str:
        return game_key(self._table.match)

    def solo_scores(self) -> list[dict]:
        """A damaged high-score file counts as empty, so it never stops the game."""
        try:
            return storage.high_scores(solo_table(self.game.id, self.variant))
        except Exception:
            return []

    # -- moves --------------------------------------------------------------------------
    def try_move(self, move) -> str | None:
        return self._table.try_move(move)

    def why_not(self, move) -> str | None:
        """Asked once per position and seat (the action bar asks after every change)."""
        state, viewer = self._table.match.state, self._table.viewer
        if self._asked[0] is not state or self._asked[1] != viewer:
            self._asked = (state, viewer, {})
        answers = self._asked[2]
        if move not in answers:
            answers[move] = self._table.check(move)
        return answers[move]

    def move_words(self, move) -> str:
        return self._table.move_words(move)

    def computer_move(self, view, seat: int):
        """Seeded by the moves so far, so a demo game plays the same each time."""
        seed = f"demo:{len(self._table.match.log)}"
        return choose_move(self.game, view, seat, Rng.from_seed(seed), DEMO_LEVEL)[0]

    # -- the screen ---------------------------------------------------------------------
    def refuse(self, sentence: str) -> str:
        self._table.refuse(sentence)
        return sentence

    def redraw(self) -> None:
        self._table.app.invalidate()

    def sound(self, effect: str) -> None:
        self._table.app.sounds.play(effect)

    def open(self, make: Callable) -> object:
        scene = make(self._table.app)
        self._table.app.push(scene)
        return scene

    def lay_out_buttons(self, view) -> None:
        self._table.refresh_buttons(view)

    @property
    def animations(self) -> bool:
        return self._table.app.settings.animations

    @property
    def pace(self) -> float:
        return PACES.get(getattr(self._table.app.settings, "animation_pace", "normal"), 1.0)

    @property
    def font_size(self) -> int:
        return self._table.font_size
