"""The Labyrinth table: the viewer's pyramid large, the others beside it, the card,
the tile to place, the treasure supply and the High/Low tiles.

Places come from ``boards/labyrinth.tmx``; inside a pyramid the 5 × 5 grid is
computed from its rect (``grid``). ``LabyrinthBoard`` fills the board kit's hooks
(``ui.kit.board_kit``) and holds what the player is doing: the waiting tile
(``tile_drop``), the chosen treasure colour, the portal under the pointer and
the hunters walking a grown path. The board layer is painted again only when
something on it changed, and each pyramid is composed once per picture.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import (
    demo,
    gestures,
    hints,
    in_hand,
    keys,
    main_pyramid,
    other_pyramids,
    pyramid,
    scored,
    supplies,
    words,
)
from pharaohs.games.labyrinth.board.grid import Grid
from pharaohs.games.labyrinth.board.other_pyramids import OTHER_SPOTS
from pharaohs.games.labyrinth.board.tile_drop import TileDrop
from pharaohs.games.labyrinth.rules import ChooseEntrance, EndTurn, PlaceTile, PlaceTreasure, data
from pharaohs.ui.kit.board_kit import Action, KitBoard
from pharaohs.ui.kit.gestures import key
from pharaohs.ui.kit.pictures import Layer, Memo
from pharaohs.ui.kit.routes import Walks

#: seconds the treasure hunter takes per pace when the path grows, and at most
WALK_PACE = 0.07
WALK_MAX = 1.4


class LabyrinthBoard(KitBoard):
    """Draws every pyramid of Das Labyrinth des Pharao and turns gestures into moves."""

    game_id = "labyrinth"
    WORDS, HINTS, GESTURES, DEMO, KEYS = words, hints, gestures, demo, keys

    @classmethod
    def required_spots(cls) -> list[str]:
        others = [f"other_{n}{part}" for n in range(1, OTHER_SPOTS + 1) for part in ("", "_title")]
        return ["main_title", "main_board", "main_status", "card", "card_label", "supply",
                "solo_note",
                "bet_high", "bet_low", *(f"treasure_{c}" for c in data.COLOURS), *others]

    def __init__(self, ctx):
        super().__init__(ctx)
        self.tiles = TileDrop(self)
        #: seat -> the treasure colour a click on a scarab places
        self.selected: dict[int, str] = {}
        #: seat -> the path its hunter walks now, pace by pace
        self.walks = Walks(self.tweens, WALK_PACE, WALK_MAX)
        #: the portal choice under the pointer (its path is previewed), as last drawn; none
        #: after a move until the pointer moves from where it ``rested``
        self.hover_entrance: tuple[str, str] | None = None
        self.rested = None
        self.pyramids: Memo[pygame.Surface] = Memo(40)
        #: the solo note's word on the best score: ``(the finished game's key, words)``
        self.solo_record: tuple | None = None
        self.layer = Layer()
        self.main = Grid(pygame.Rect(0, 0, 50, 50))
        self.others: list[Grid] = []

    def resized(self) -> None:
        self.main = Grid(self.rect("main_board"))
        self.others = [Grid(self.rect(f"other_{n}")) for n in range(1, OTHER_SPOTS + 1)]
        self.pyramids.clear()
        self.layer.clear()

    def main_seat(self, view, viewer) -> int:
        """The seat whose pyramid is shown large: the one at the screen (the first seat
        when only computers play, so the big pyramid does not jump between them)."""
        return viewer if viewer is not None else 0

    def other_seats(self, view, main: int) -> list[int]:
        return [s for s in range(view.players) if s != main][:OTHER_SPOTS]

    # -- drawing --------------------------------------------------------------------
    def prepare(self, view, viewer) -> None:
        """Also the entrance under the pointer, drawn as a preview (not right after a move,
        until the pointer leaves where it rested)."""
        super().prepare(view, viewer)
        found = None if self.drag.dragging or self.pointer == self.rested else \
            gestures.target(self, self.pointer, view, viewer)
        self.hover_entrance = found[1:] if found and found[0] == "entrance" else None

    def draw(self, surface, view, viewer) -> None:
        """Blit the board layer, repainting it only when something on it changed."""
        area = self.area.inflate(8, 8).clip(surface.get_rect())
        main = self.main_seat(view, viewer)

        def paint(layer) -> None:
            main_pyramid.draw(self, layer, view, main, viewer)
            supplies.draw(self, layer, view, main, viewer)
            other_pyramids.draw(self, layer, view, main)

        self.layer.over(surface, area, self.layer_key(view, viewer), paint)
        paces = self.walks.at(main)
        if paces is not None and view.entrances[main]:
            pyramid.draw_hunter(self.pictures, surface, self.main, view.entrances[main],
                                self.walks.routes[main], paces, True, main)

    def scored_items(self, view, outcome, shown):
        return scored.scored_items(self, view, outcome, shown)

    def layer_key(self, view, viewer) -> tuple:
        """Everything the board layer shows besides the view itself."""
        hand = self.drag.in_hand()  # the piece held, or flying home
        hovered = self.spot_at(self.pointer, [f"bet_{g}" for g in data.BET_GUESSES]) \
            if rules.must_bet(view, viewer) else None
        proposals = self.tiles.proposals
        return (view, viewer, proposals.waiting.get(viewer), proposals.lifted,
                self.hover_entrance, hovered, self.marks.items(), self.walks.walking(),
                hand and (hand[0].payload, self.drag.dragging is None), self.selected.get(viewer))

    def draw_overlay(self, surface, view, viewer) -> None:
        in_hand.draw(self, surface, view, viewer)

    def draw_hinted_piece(self, surface, view, seat, move) -> None:
        in_hand.draw_hinted_tile(self, surface, view, seat, move)

    # -- the action bar and input -----------------------------------------------------
    def actions(self, view, viewer) -> list[Action]:
        if view.phase != rules.TURN:
            return []
        if self.tiles.pending_for(view, viewer):
            return [Action(words.TURN, lambda: self.tiles.proposals.turn(viewer, 1)),
                    Action(words.CONFIRM, self.tiles.confirm, hotkey=pygame.K_RETURN)]
        return [self.move_button(words.DONE, EndTurn())]

    def handle(self, event, view, viewer) -> bool:
        if viewer is None:
            return False
        if not self.drag.dragging and self.tiles.pending_for(view, viewer) and \
                self.tiles.proposals.handle(event, viewer, self.tiles.confirm):
            return True  # Enter laid the waiting tile, or R, the wheel or a right click turned it
        held = self.drag.dragging
        if self.handle_drag(event):
            if held is not None and self.drag.dragging is None and event.type == pygame.KEYDOWN:
                self.tiles.proposals.restore()  # Escape: a lifted tile goes back where it lay
            return True
        return False

    def drop(self, item, pos) -> str | None:
        # the kit's, but a tile let go is only proposed: it waits for Confirm (tile_drop)
        if item.payload[0] == "tile":
            return self.tiles.drop(item, pos, self.view, self.viewer, self.press.click(pos))
        return super().drop(item, pos)

    def gesture(self, view, seat: int, move) -> list:
        """A tile is dropped, then turned with R and laid with Enter."""
        events = super().gesture(view, seat, move)
        if isinstance(move, PlaceTile) and not self.tiles.pending_for(view, seat):
            events += [key(pygame.K_r)] * move.rotation + [key(pygame.K_RETURN)]
        return events

    # -- moves committed ------------------------------------------------------------
    def moved(self, seat: int, move, before, after) -> None:
        # not the kit's mark_moved: every seat plays at once, and each seat's last move is
        # marked inside its own pyramid picture at every size (pyramid.picture_of), which
        # the places of reach, on the viewer's board, cannot say
        if isinstance(move, (PlaceTile, PlaceTreasure, ChooseEntrance)):
            self.marks.record(seat, move)
        self.rested = self.pointer
        if isinstance(move, PlaceTile):
            self.tiles.proposals.forget(seat)
        if isinstance(move, (PlaceTile, ChooseEntrance)) and after.entrances[seat]:
            old = len(rules.entrance_path(before, seat)) if isinstance(move, PlaceTile) else 0
            self.walks.start(seat, rules.entrance_path(after, seat), old)

    def undone(self, seat: int, view) -> None:
        self.marks.forget(seat)
        self.rested = self.pointer
        self.tiles.proposals.forget(seat)


BOARD = LabyrinthBoard
