"""Ra: The Dice Game on screen: the Sun track, Pharaoh and Nile tracks, both areas, the dice.

Every place on the board comes from ``boards/ra_dice.tmx``; every picture from
``assets/ra_dice`` (``pharaohs.art.ra_dice``). The scene never changes the game:
a throw is the ``Roll``/``Reroll`` move, and the tumbling dice and the Suns
flying to the Sun track are only drawn afterwards. Applying dice is a drag (or a
click) of the selected dice onto a target; the move is built from the target and
handed to ``table.try_move``, which shows the rules' refusal at the pointer.

The static board (ground, areas, spaces, numbers, titles) is painted once per
window size into one surface; only pieces, dice and highlights are drawn per
frame, and frames are drawn only while something moves.

``RaDiceBoard`` holds what the player is doing (marked dice, a pending choice,
animations) and answers the frame's calls; the modules beside it draw
(``static_board``, ``pieces``, ``dice_tray``), find words (``words``, ``hints``)
and read gestures (``gestures``, ``dice_tray``) for it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import partial

import pygame

from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import demo, dice_tray, gestures, hints, pieces, places, words
from pharaohs.games.ra_dice.board.dice_tray import Throw
from pharaohs.games.ra_dice.board.epoch_scoring import EpochScoring
from pharaohs.games.ra_dice.board.gestures import PendingCivilization
from pharaohs.games.ra_dice.board.pictures import Art
from pharaohs.games.ra_dice.board.places import Tween
from pharaohs.games.ra_dice.board.static_board import StaticBoard
from pharaohs.games.ra_dice.rules import (
    APPLY,
    REROLL,
    RETRIEVE,
    ROLL,
    Civilization,
    Disaster,
    EndTurn,
    Flood,
    Nile,
    Pharaoh,
    RemoveMarker,
    Reroll,
    Roll,
    StopRolling,
    data,
)
from pharaohs.ui import theme
from pharaohs.ui.board_view import BoardView
from pharaohs.ui.drag import DragController
from pharaohs.ui.widgets import Button


@dataclass
class LastMove:
    """What the last committed move touched, outlined until the next one."""

    spots: set[str] = field(default_factory=set)


class RaDiceBoard(BoardView):
    """The Ra dice board: Sun track, tracks, areas, score track and the dice tray."""

    game_id = "ra_dice"

    @classmethod
    def required_spots(cls) -> list[str]:
        names = ["sun_track", "ra_lane", "dice_tray", "tray_header", "tray_hint", "flood_box",
                 "two_points", "civ_area", "civ_title", "civ_table", "disaster_area",
                 "disaster_title", "monument_area", "monument_title", "score_track",
                 "score_title"]
        names += [f"sun_{n}" for n in range(1, data.SUN_TRACK_LENGTH + 1)]
        for track in places.TRACKS:
            names += [f"{track}_track", f"{track}_label"]
            names += [f"{track}_{n}" for n in range(data.TRACK_MIN, data.TRACK_MAX + 1)]
        names += [f"die_{i}" for i in range(data.NUM_DICE)]
        names += [f"civ_{i}" for i in range(data.NUM_DICE)]
        names += [f"disaster_{kind}" for kind in data.DISASTERS]
        names += [f"monument_col_{c}" for c in range(data.MONUMENT_COLUMNS)]
        names += [f"monument_{s}" for s in range(data.MONUMENT_SPACES)]
        names += [f"score_{n}" for n in range(100)]
        return names

    def __init__(self, table):
        super().__init__(table)
        self.art = Art()
        self.static = StaticBoard(self)
        self.selected: set[int] = set()
        self.pending: PendingCivilization | None = None
        self.sun_order: list[int] = []
        self.throw: Throw | None = None
        self.tweens: dict[tuple, Tween] = {}
        self.last = LastMove()
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag = DragController(partial(dice_tray.pick, self), partial(dice_tray.drop, self))
        self.overlay: EpochScoring | None = None
        self.own_buttons: dict[str, Button] = {}
        self._targets_key = None
        self._targets: frozenset[str] = frozenset()
        self.drag_lead = 0
        self.visual = random.Random(7)

    # -- geometry ------------------------------------------------------------------------------
    def resize(self, area: pygame.Rect) -> None:
        super().resize(area)
        self.art.clear()
        self.static.clear()

    @property
    def scale(self) -> float:
        return self.placement.scale if self.placement else 1.0

    def rect(self, name: str) -> pygame.Rect:
        return self.placement.rect(name)

    def spot(self, name: str):
        return self.layout.spot(name)

    def px(self, map_size: float) -> int:
        """A text size for ``map_size`` map pixels: never below 14 screen pixels."""
        return max(14, round(map_size * self.scale))

    def size(self, map_size: float) -> int:
        return max(2, round(map_size * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.placement.point(x, y)

    def centre(self, name: str) -> tuple[float, float]:
        return self.spot(name).centre

    def label(self, surface, message, pos, map_size, colour=theme.INK, bold=False,
              anchor="center", max_width=None):
        """One line of text sized in map pixels."""
        return theme.text(surface, message, pos, self.px(map_size), colour, bold=bold,
                          anchor=anchor, max_width=max_width)

    def sun_slots(self, state) -> dict[int, int]:
        return places.sun_slots(state, self.sun_order)

    # -- whose turn, which dice -----------------------------------------------------------------
    def acting(self, view, viewer) -> bool:
        return viewer is not None and viewer in self.table.match.to_act()

    def free_dice(self, view) -> tuple[int, ...]:
        return rules.available_dice(view) if view.dice else ()

    def active_dice(self) -> frozenset[int]:
        """The dice in hand: dragged, waiting for more Civilization spaces, or marked."""
        if self.drag.dragging is not None:
            return self.drag.dragging.payload
        if self.pending:
            return self.pending.dice
        return frozenset(self.selected)

    def targets(self, view, viewer) -> frozenset[str]:
        """Spot names a legal move with the selected (or dragged) dice would use."""
        dice = self.active_dice()
        if not dice or not self.acting(view, viewer) or view.phase != APPLY:
            return frozenset()
        key = (id(self.table.state), dice, viewer, self.pending and self.pending.spaces)
        if key == self._targets_key:
            return self._targets
        names = set()
        for move in rules.moves_for_dice(view, viewer, dice):
            if self.pending and not (isinstance(move, Civilization)
                                     and self.pending.spaces <= move.spaces):
                continue
            names |= gestures.move_spots(move)
        if self.pending:
            names -= {f"civ_{c}" for c in self.pending.spaces}
        self._targets_key, self._targets = key, frozenset(names)
        return self._targets

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        board = self.placement.board_rect
        surface.blit(self.static.layer(view.players), board)
        acting = self.acting(view, viewer)
        targets = self.targets(view, viewer)
        pieces.draw_last_move(self, surface)
        pieces.draw_disaster_options(self, surface, view, acting)
        pieces.draw_targets(self, surface, targets)
        pieces.draw_sun_track(self, surface, view)
        pieces.draw_track_markers(self, surface, view)
        pieces.draw_areas(self, surface, view)
        pieces.draw_score_markers(self, surface, view)
        dice_tray.draw_tray(self, surface, view, acting)

    def draw_overlay(self, surface, view, viewer) -> None:
        """Nothing floats above the frame: the dragged dice stay inside the board."""

    # -- words -------------------------------------------------------------------------------------
    #: the tray header's count of throws or Suns
    throws_text = staticmethod(words.throws_text)

    def prompt(self, view, seat: int) -> str:
        return words.prompt(self, view, seat)

    def panel_lines(self, view, seat: int, viewer) -> list[str]:
        return words.panel_lines(view, seat)

    def describe(self, seat, move, before, after) -> str | None:
        return words.describe(seat, move, before, after)

    def hover_hint(self, pos, view, viewer) -> str | None:
        return hints.hover_hint(self, pos, view, viewer)

    def demo_gesture(self, view, seat: int) -> list:
        return demo.demo_gesture(self, view, seat)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, event, view, viewer) -> bool:
        if self.placement is None or self.overlay is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.throw is not None:
            self.finish_animations()
        if self.drag.handle_event(event):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if not self.placement.board_rect.collidepoint(event.pos):
            return False
        if not self.acting(view, viewer):
            return False
        if event.button == 3:
            changed = bool(self.selected or self.pending)
            self.selected.clear()
            self.pending = None
            return changed
        if event.button != 1:
            return False
        if view.phase == ROLL:
            if self.rect("dice_tray").collidepoint(event.pos):
                self.table.try_move(Roll())
                return True
            return False
        if view.phase == REROLL:
            die = gestures.die_at(self, event.pos, view)
            if die is not None:
                dice_tray.toggle(self, die)
                return True
            return False
        target = gestures.target_at(self, event.pos)
        if target is None:
            return False
        if view.phase == RETRIEVE:
            space = gestures.retrieve_space(target, view)
            if space is None:
                self.table.refuse(f"Click one of your markers in the "
                                  f"{words.AREA_NAMES[view.disaster]} area.")
                return True
            self.table.try_move(RemoveMarker(view.disaster, space))
            return True
        if target.startswith("disaster_"):
            self.table.try_move(Disaster(target.removeprefix("disaster_")))
            return True
        dice = self.active_dice() or gestures.default_dice(self, target, view)
        if not dice:
            self.table.refuse("Select dice first: click them in the tray, then click here "
                              "or drag them here.")
            return True
        self.attempt(target, frozenset(dice), view, viewer)
        return True

    def attempt(self, target: str, dice: frozenset[int], view, viewer) -> str | None:
        """Put ``dice`` on ``target``; the rules' refusal, or None (done or waiting)."""
        found, self.pending = gestures.resolve(target, dice, self.pending, view, viewer)
        if found is None:
            self.table.app.invalidate()
            return None
        if not found.ok:
            self.table.refuse(found.reason)
            return found.reason
        reason = self.table.try_move(found.move)
        if reason is None:
            self.pending = None
        return reason

    def buttons(self, view, viewer) -> list:
        self.own_buttons = {}
        if not self.acting(view, viewer):
            return []
        made = []

        def add(label, action, enabled=True, hotkey=None):
            button = Button(label, action, enabled, hotkey=hotkey)
            self.own_buttons[label] = button
            made.append(button)

        if view.phase == ROLL:
            add("Roll", lambda: self.table.try_move(Roll()), hotkey=pygame.K_SPACE)
        elif view.phase == REROLL:
            add("Reroll", self.reroll, bool(self.selected), hotkey=pygame.K_SPACE)
            add("Stop rolling", lambda: self.table.try_move(StopRolling()))
        elif view.phase == APPLY:
            add("End turn", lambda: self.table.try_move(EndTurn()))
        return made

    def reroll(self) -> None:
        if self.selected:
            self.table.try_move(Reroll(frozenset(self.selected)))

    # -- animation ---------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        # while dice are dragged Escape takes them home instead of opening the pause menu
        return bool(self.throw or self.tweens or self.drag.animating or self.drag.dragging)

    def update(self, dt: float) -> None:
        if not self.animating:
            return
        self.drag.update(dt)
        if self.throw:
            self.throw.t += dt
            if self.throw.t >= self.throw.length:
                self.throw = None
        for key in list(self.tweens):
            tween = self.tweens[key]
            tween.t += dt
            if tween.t >= tween.length:
                del self.tweens[key]
        if not self.animating:
            self.table.app.invalidate()

    def finish_animations(self) -> None:
        self.throw = None
        self.tweens.clear()
        self.table.app.invalidate()

    def committed(self, seat, move, before, after) -> None:
        self.drag.dragging = None
        self.press = None
        self._targets_key = None
        if move is None or before is None:  # undo: start from what the state shows
            self.selected.clear()
            self.pending = None
            self.finish_animations()
            self.last = LastMove()
            if not after.dice:
                self.sun_order = []
            return
        self.selected &= set(rules.available_dice(after)) if after.dice else set()
        self.pending = None
        kind = type(move)
        animate = self.table.app.settings.animations
        if kind is Roll or kind is Reroll:
            self.selected.clear()
            thrown = frozenset(range(data.NUM_DICE)) if kind is Roll else move.dice
            if kind is Roll:
                self.sun_order = []
            suns = tuple(i for i in sorted(thrown) if after.dice[i] == data.SUN)
            self.sun_order += [i for i in suns if i not in self.sun_order]
            landing = self.sun_slots(after)
            if animate:
                self.throw = Throw(thrown, suns, landing, self.visual.randrange(1 << 30))
        elif kind is EndTurn:
            self.selected.clear()
            self.sun_order = []
        delay = self.throw.length if self.throw else 0.0
        if animate and self.placement is not None:
            scores = self.table.game.scores
            old = places.pieces(self.layout, before, scores(before))
            new = places.pieces(self.layout, after, scores(after))
            for key, end in new.items():
                start = old.get(key)
                if start is not None and math.dist(start, end) > 0.5:
                    current = self.tweens[key].at() if key in self.tweens else start
                    wait = delay if key == ("ra",) else 0.0
                    self.tweens[key] = Tween(current, end, -wait)
        self.last = LastMove(self.last_spots(seat, move, before, after))
        if (len(after.epoch_lines) > len(before.epoch_lines)
                and not self.table.game.is_over(after) and self.overlay is None):
            self.overlay = EpochScoring(self.table.app, self, after)
            self.table.app.push(self.overlay)

    @staticmethod
    def last_spots(seat, move, before, after) -> set[str]:
        kind = type(move)
        if kind is Pharaoh:
            return {f"pharaoh_{after.pharaoh[seat]}"}
        if kind is Nile or kind is Flood:
            spots = {f"nile_{after.nile[seat]}"}
            return spots | ({"flood_box"} if kind is Flood else set())
        if kind is RemoveMarker:
            return ({f"civ_{move.space}"} if move.area == rules.AREA_CIVILIZATION
                    else {f"monument_{move.space}"})
        if kind is Roll or kind is Reroll or kind is StopRolling:
            if after.ra != before.ra:
                return {f"sun_{places.ra_space(after)}"}
            return set()
        return gestures.move_spots(move)


BOARD = RaDiceBoard
