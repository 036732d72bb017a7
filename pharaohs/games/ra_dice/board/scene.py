"""Ra: The Dice Game on screen: the Sun track, Pharaoh and Nile tracks, both areas, the dice.

Places come from ``boards/ra_dice.tmx``, pictures from ``assets/ra_dice``. A throw
is the ``Roll``/``Reroll`` move; the tumbling dice and the Suns flying to the Sun
track are drawn afterwards. ``RaDiceBoard`` fills the board kit's hooks
(``ui.kit.board_kit``) and holds what the player is doing (marked dice, a pending
Civilization choice, the throw); ``static_board``, ``pieces`` and ``dice_tray``
draw, ``gestures`` turns the pointer into moves the rules resolve.
"""

from __future__ import annotations

import random

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.ra_dice import rules
from pharaohs.games.ra_dice.board import (
    demo,
    dice_tray,
    gestures,
    hints,
    keys,
    pieces,
    places,
    scored,
    static_board,
    words,
)
from pharaohs.games.ra_dice.board.gestures import PendingCivilization
from pharaohs.games.ra_dice.rules import data
from pharaohs.ui.kit.board_kit import Action, KitBoard
from pharaohs.ui.kit.dice_throw import Throw
from pharaohs.ui.kit.gestures import click, key
from pharaohs.ui.kit.pictures import Layer


class RaDiceBoard(KitBoard):
    """The Ra dice board: Sun track, tracks, areas, score track and the dice tray."""

    game_id = "ra_dice"
    WORDS, HINTS, GESTURES, DEMO, KEYS = words, hints, gestures, demo, keys
    scored_items = scored.scored_items

    @classmethod
    def required_spots(cls) -> list[str]:
        return ["sun_track", "ra_lane", "dice_tray", "tray_header", "tray_hint", "civ_area",
                "civ_title", "civ_table", "disaster_area", "disaster_title", "monument_area",
                "monument_title", "score_track", "score_title", "pharaoh_label", "nile_label",
                *gestures.TARGETS, *gestures.DICE,
                *(f"sun_{n}" for n in range(1, data.SUN_TRACK_LENGTH + 1)),
                *(f"{track}_{n}" for track in places.TRACKS
                  for n in range(data.TRACK_MIN, data.TRACK_MAX + 1)),
                *(f"monument_col_{c}" for c in range(data.MONUMENT_COLUMNS)),
                *(f"score_{n}" for n in range(100))]

    def __init__(self, ctx):
        super().__init__(ctx)
        self.static = Layer()
        self.selected: set[int] = set()
        self.pending: PendingCivilization | None = None
        self.sun_order: list[int] = []
        self.throw: Throw | None = None
        self.drag_lead = 0
        self.visual = random.Random(7)

    # -- whose turn, which dice -----------------------------------------------------------
    def active_dice(self) -> frozenset[int]:
        """The dice in hand: dragged, waiting for more Civilization spaces, or marked."""
        if self.drag.dragging is not None:
            return self.drag.dragging.payload
        if self.pending:
            return self.pending.dice
        return frozenset(self.selected)

    def lit(self, view, viewer) -> list:
        """The kit's glow (``reach``) while dice are in hand, but for the Civilization
        spaces chosen already (``pieces.draw_chosen`` marks them) and the Disasters
        (their buttons light themselves)."""
        if not self.active_dice():
            return []
        chosen = {f"civ_{c}" for c in self.pending.spaces} if self.pending else set()
        return [place for place in super().lit(view, viewer)
                if place not in chosen and not place.startswith("disaster_")]

    def clicks(self, view, move) -> bool:
        """Whether a click on the target of ``move`` plays it: the dice in hand are its
        dice, or with none in hand, a track's move takes all the dice of its face."""
        dice = self.active_dice()
        if dice:
            return self.holds(dice, move)
        # default_dice is empty but for the tracks, and no move uses no dice
        return move.dice == gestures.default_dice(self, gestures.SPOT_OF.get(type(move)), view)

    def holds(self, payload, move) -> bool:
        """Dice in hand make the moves of exactly those dice (and of a Civilization still
        being chosen, only those with the spaces chosen so far)."""
        if payload is None:
            return True
        pending = self.pending
        if pending is not None and pending.dice == payload:
            return isinstance(move, rules.Civilization) and move.dice == payload \
                and pending.spaces <= move.spaces
        return getattr(move, "dice", None) == payload

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        if self.placement is None:
            return
        board = self.placement.board_rect
        surface.blit(self.static.get(view.players, board.size,
                                     lambda layer: static_board.paint(self, layer, view.players)),
                     board)
        acting = self.ctx.acting(viewer)
        self.glow_last_move(surface)
        pieces.draw_disaster_options(self, surface, view, acting)
        self.glow_targets(surface, self.lit(view, viewer))
        pieces.draw_chosen(self, surface)
        pieces.draw_sun_track(self, surface, view)
        pieces.draw_track_markers(self, surface, view)
        pieces.draw_areas(self, surface, view)
        pieces.draw_score_markers(self, surface, view)
        dice_tray.draw_tray(self, surface, view, acting)

    # -- the action bar and input ------------------------------------------------------------
    def actions(self, view, viewer) -> list[Action]:
        if view.phase == rules.ROLL:
            return [self.move_button(words.ROLL_BUTTON, rules.Roll(), hotkey=pygame.K_SPACE,
                                     tip=words.ROLL_TIP)]
        if view.phase == rules.REROLL:
            return [self.move_button(words.REROLL_BUTTON, rules.Reroll(frozenset(self.selected)),
                                     pygame.K_SPACE, words.REROLL_TIP,
                                     None if self.selected else words.MARK_TO_REROLL),
                    self.move_button(words.STOP_BUTTON, rules.StopRolling(),
                                     tip=words.STOP_TIP)]
        if view.phase == rules.APPLY:
            return [Action(words.END_BUTTON, lambda: self.ctx.confirm(  # unused dice: ask
                rules.EndTurn(), rules.available_dice(view) and [words.lost_dice(view)],
                words.END_QUESTION, words.END_BUTTON), tip=words.end_turn_tip(view),
                move=rules.EndTurn())]
        return []

    def handle(self, event, view, viewer) -> bool:
        # Ra's own gestures before the kit's clicks (dice on a target among them): the
        # throw cut short, dice dragged (Ra picks with a press of its own), marked (a
        # right click lets them go), the tray clicked to roll
        if self.placement is None or self.overlay is not None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.throw is not None:
            self.settle()
        if self.drag.handle_event(event):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or not self.ctx.acting(viewer) \
                or not self.placement.board_rect.collidepoint(event.pos):
            return False
        if event.button == 3:
            return self.unmark()
        return event.button == 1 and self.pressed(event.pos, view, viewer)

    def unmark(self) -> bool:
        """Let the marked dice (and a Civilization choice) go; whether any were."""
        changed = bool(self.selected or self.pending)
        self.selected.clear()
        self.pending = None
        return changed

    def pressed(self, pos, view, viewer) -> bool:
        """A left press on the board: the tray rolls, or a die is marked to reroll;
        whether it was one of these."""
        if view.phase == rules.ROLL:
            on_tray = self.rect("dice_tray").collidepoint(pos)
            if on_tray:
                self.ctx.try_move(rules.Roll())
            return on_tray
        if view.phase == rules.REROLL:
            die = gestures.die_at(self, pos, view)
            if die is not None:
                gestures.toggle(self, die)
            return die is not None
        return False

    def gesture(self, view, seat: int, move) -> list:
        """Dice marked before are let go (a right click); a move's other dice are marked
        before its first is dragged, a reroll's before Reroll; a Civilization move's other
        spaces are clicked after the drop; dice left unused are given up with Enter."""
        events = (click(self.rect("dice_tray").center, button=3)
                  if (self.selected or self.pending) and view.phase != rules.RETRIEVE else [])
        dice = sorted(getattr(move, "dice", ()))
        if isinstance(move, rules.Reroll):
            return events + [e for die in dice for e in click(self.rect(f"die_{die}").center)] \
                + self.click_button(view, words.REROLL_BUTTON)
        events += [e for die in dice[1:] for e in click(self.rect(f"die_{die}").center)]
        events += super().gesture(view, seat, move)
        for space in sorted(getattr(move, "spaces", ()))[1:]:  # Civilization: the others
            events += click(self.rect(f"civ_{space}").center)
        if isinstance(move, rules.EndTurn) and rules.available_dice(view):
            events.append(key(pygame.K_RETURN))
        return events

    # -- animation ---------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.throw is not None

    def advance(self, dt: float) -> bool:
        if self.throw and not self.throw.advance(dt):
            self.throw = None
        return self.busy

    def finish(self) -> None:
        self.throw = None

    def let_go(self, keep=()) -> None:
        """Nothing in hand after a move or an undo: no drag, press or pending choice, and
        only the marked dice among ``keep`` stay marked."""
        self.drag.dragging = None
        self.press.clear()
        self.selected &= set(keep)
        self.pending = None

    def undone(self, seat, view) -> None:
        self.let_go()
        self.settle()
        self.marks.forget()
        if not view.dice:
            self.sun_order = []

    def moved(self, seat, move, before, after) -> None:
        kind = type(move)
        throwing = kind is rules.Roll or kind is rules.Reroll
        self.let_go(() if throwing else rules.available_dice(after))
        if kind is rules.Roll or not after.dice:  # a new turn: the Sun track is cleared
            self.sun_order = []
        if throwing:
            thrown = frozenset(range(data.NUM_DICE)) if kind is rules.Roll else move.dice
            suns = tuple(i for i in sorted(thrown) if after.dice[i] == data.SUN)
            self.sun_order += [i for i in suns if i not in self.sun_order]
            if self.ctx.animations:
                landing = places.sun_points(self.layout, after, self.sun_order)
                self.throw = Throw(thrown, suns, landing, self.visual.randrange(1 << 30))
        if self.ctx.animations and self.placement is not None:
            self.tweens.follow(places.pieces(self.layout, before, self.ctx.scores(before)),
                               places.pieces(self.layout, after, self.ctx.scores(after)),
                               places.SLIDE_SECONDS,
                               {("ra",): self.throw.length if self.throw else 0.0})
        self.mark_moved(seat, move, before, after)
        if (len(after.epoch_lines) > len(before.epoch_lines)
                and after.phase != rules.OVER and self.overlay is None):
            self.read_epoch(after)

    def read_epoch(self, view) -> None:
        """Read out the epoch just scored in ``view``, a category per click, before the
        next epoch starts (the rules score it at once)."""
        lines = rules.last_epoch_lines(view)
        epoch = lines[0].epoch if lines else view.epoch
        footer = (_("Click or press Enter to start epoch {epoch}", epoch=epoch + 1)
                  if epoch < data.EPOCHS else _("Click or press Enter to continue"))
        self.read_out(view, _("Epoch {epoch} is scored", epoch=epoch), lines, _("This epoch"),
                      footer)


BOARD = RaDiceBoard
