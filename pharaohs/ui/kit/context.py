"""The one object a board talks to: ``BoardContext``.

A board sees views (what the seat at the screen, or the whole table, may see) and
this context, never the table, the match, the app or a full state. The frame
implements it (``ui.frame.board_context.TableContext`` over the table at one
computer); a table played over the network implements the same calls from what
its seat is sent, so nothing here assumes the full state is at hand: the rules
are asked about the viewer's view.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from pharaohs.core.resolve import Resolution, find_move


class BoardContext(ABC):
    """What a board may ask of the table it sits on, and nothing more."""

    # -- the game and the seats ---------------------------------------------------------
    @property
    @abstractmethod
    def game(self):
        """The game's rules object (``core.game.Game``)."""

    @property
    @abstractmethod
    def variant(self) -> str:
        """The rule set played (``Game.variants``)."""

    @property
    @abstractmethod
    def viewer(self) -> int | None:
        """The seat whose eyes are at the screen (None: nobody's, the table's view)."""

    @abstractmethod
    def name(self, seat: int) -> str:
        """``seat``'s player's name."""

    @abstractmethod
    def kind(self, seat: int) -> str:
        """Who plays ``seat``: ``"human"`` or ``"ai"`` (``core.match.Seat.kind``)."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that may move now, as the viewer may know it."""

    def acting(self, seat) -> bool:
        """Whether ``seat`` (None: nobody) may move now."""
        return seat is not None and seat in self.to_act()

    # -- what the board shows -----------------------------------------------------------
    @abstractmethod
    def view(self):
        """What the viewer sees now (nobody at the screen: the table's view)."""

    def legal_moves(self, view, seat: int) -> list:
        """``seat``'s legal moves in ``view`` (the rules asked about a view)."""
        return self.game.legal_moves(view, seat)

    def move_space(self, view, seat: int) -> list:
        """Every move the game can describe for ``seat`` in ``view``, legal or not
        (``Game.move_space``): what a drop where no legal move goes may have meant."""
        return self.game.move_space(view, seat)

    def scores(self, view) -> tuple[int, ...]:
        """The public scores in ``view``."""
        return self.game.scores(view)

    @abstractmethod
    def shown_scores(self, view) -> tuple[int, ...]:
        """The scores to draw: as they were before a scoring until its table has shown
        the new ones (``ui.kit.score_steps``)."""

    @abstractmethod
    def moves_played(self) -> tuple:
        """Every ``(seat, move)`` played so far, oldest first: who set a piece the table
        no longer tells apart, for the results screen's marks. A move may carry what was
        secret when it was played, so a board reads only what the game made public."""

    @abstractmethod
    def high_score_key(self) -> str:
        """This game's mark in the solo high scores (``ui.kit.solo.game_key``)."""

    @abstractmethod
    def solo_scores(self) -> list[dict]:
        """The solo high scores of this rule set (``score``, ``name``, ``game``), best
        first; empty where none are kept."""

    # -- moves --------------------------------------------------------------------------
    @abstractmethod
    def try_move(self, move) -> str | None:
        """Commit ``move`` for the seat at the screen; the refusal shown, or None."""

    @abstractmethod
    def why_not(self, move) -> str | None:
        """The rules' refusal of ``move`` for the seat at the screen, or None (a greyed
        button's reason)."""

    def resolve(self, move_type: type, /, **fields) -> Resolution:
        """The legal move of ``move_type`` with these fields for the seat at the screen,
        or the rules' reason why there is none (``core.resolve.find_move``)."""
        seat = self.viewer
        return find_move(self.game, self.view(), -1 if seat is None else seat, move_type,
                         **fields)

    def play(self, move_type: type, /, **fields) -> str | None:
        """Resolve a gesture and commit it, or show the rules' reason; that reason or None."""
        found = self.resolve(move_type, **fields)
        if found.ok:
            return self.try_move(found.move)
        self.refuse(found.reason)
        return found.reason

    @abstractmethod
    def move_words(self, move) -> str:
        """``move`` of the seat at the screen in words, as a hint says it."""

    @abstractmethod
    def computer_move(self, view, seat: int):
        """The move a computer player (Medium) would make for ``seat`` in ``view``: the
        demo hand's choice where no simple rule of the board finds one that ends a game."""

    def confirm(self, move, lost, question: str, confirm_label: str) -> None:
        """Commit ``move`` at once, or, when it throws something away (``lost``: sentences
        saying what), only if the player confirms ``question`` (``ui.kit.confirm``)."""
        from pharaohs.ui.kit.confirm import ConfirmScene

        if not lost:
            self.try_move(move)
            return
        self.open(lambda app: ConfirmScene(app, question, lost, confirm_label,
                                           lambda: self.try_move(move)))

    # -- the screen ---------------------------------------------------------------------
    @abstractmethod
    def refuse(self, sentence: str) -> str:
        """Show ``sentence`` at the pointer and in the message line; the sentence."""

    @abstractmethod
    def redraw(self) -> None:
        """Ask for a new frame."""

    @abstractmethod
    def sound(self, effect: str) -> None:
        """Play the sound ``effect`` (a move's own, ``core.sounds``, or the frame's)."""

    @abstractmethod
    def open(self, make: Callable) -> object:
        """Put the scene ``make(app)`` over the table (it closes itself); the scene."""

    @abstractmethod
    def lay_out_buttons(self, view) -> None:
        """Place the action bar now (the demo hand clicks buttons by their rects)."""

    @property
    @abstractmethod
    def animations(self) -> bool:
        """Whether pieces slide and dice fly (the settings)."""

    @property
    @abstractmethod
    def pace(self) -> float:
        """How fast the board's animations run: 1 at the normal pace, less when slow."""

    @property
    @abstractmethod
    def font_size(self) -> int:
        """The frame's text size, for boards that size text to the window."""
