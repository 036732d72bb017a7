"""The dice tray of the Ra dice board: dice tumbling after a throw, marked, lifted, dragged.

A throw is already decided when the dice tumble: ``Throw`` only animates the
``Roll`` or ``Reroll`` the rules have applied, the shown faces drawn from a
seed of their own, then flies the new Suns to the Sun track (``pieces``).
Marking, picking and dropping dice are in ``gestures``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.ra_dice.board import words
from pharaohs.games.ra_dice.board.pieces import GLOW, blit_die
from pharaohs.games.ra_dice.rules import APPLY, REROLL, data
from pharaohs.ui import theme

#: how long the dice tumble and the Suns fly
ROLL_SECONDS = 0.6
FLY_SECONDS = 0.35
#: the arrows of the reroll badge
IVORY = (252, 246, 230)


@dataclass
class Throw:
    """Dice tumbling after a throw, then the new Suns flying to the Sun track."""

    dice: frozenset[int]
    suns: tuple[int, ...]
    #: where each new Sun lands (Sun track space)
    landing: dict[int, int]
    seed: int
    t: float = 0.0

    @property
    def length(self) -> float:
        return ROLL_SECONDS + (FLY_SECONDS if self.suns else 0.0)

    def tumbling(self, die: int) -> bool:
        return die in self.dice and self.t < ROLL_SECONDS

    def flight(self, die: int) -> float | None:
        """How far along its flight a new Sun is (0–1), or None when it is not flying."""
        if die in self.suns and ROLL_SECONDS <= self.t < self.length:
            return (self.t - ROLL_SECONDS) / FLY_SECONDS
        return None


# -- drawing -------------------------------------------------------------------------------
def draw_tray(board, surface, view, acting) -> None:
    """The tray: its header and hint, and each die as it lies, tumbles, waits or is dragged."""
    header = board.rect("tray_header")
    board.label(surface, _("Epoch {epoch} of {epochs}", epoch=view.epoch, epochs=data.EPOCHS),
                (header.x + board.size(8), header.centery), 24, bold=True, anchor="midleft")
    board.label(surface, words.throws_text(view), (header.right - board.size(8),
                                                   header.centery),
                24, theme.LAPIS, bold=True, anchor="midright")
    hint = board.rect("tray_hint")
    lines = theme.wrap(words.tray_hint(board, view, acting), board.text_px(21),
                       hint.width - board.size(12))
    y = hint.y + board.size(4)
    for line in lines[:2]:
        rect = board.label(surface, line, (hint.x + board.size(8), y), 21, theme.INK_SOFT,
                           anchor="topleft")
        y = rect.bottom
    dragging = board.drag.dragging.payload if board.drag.dragging else frozenset()
    spring = board.drag.spring_position()
    springing = spring[0].payload if spring else frozenset()
    throw = board.throw
    t = throw.t if throw else 0.0
    for die in range(data.NUM_DICE):
        slot = board.spot(f"die_{die}")
        cx, cy = slot.centre
        if not view.dice:
            blit_die(board, surface, die, None, (cx, cy), slot.width - 12,
                     alpha=255 if acting else 170)
            continue
        face = view.dice[die]
        if throw and throw.tumbling(die):
            p = t / ROLL_SECONDS
            rng = random.Random(throw.seed * 131 + die * 17 + int(t * 22 * (1 - p * 0.6)))
            shown = data.FACES[rng.randrange(len(data.FACES))]
            damp = 1 - p
            dx = math.sin(t * 19 + die * 2.1) * 14 * damp
            dy = -abs(math.sin(t * 13 + die)) * 26 * damp
            angle = math.sin(t * 23 + die * 1.7) * 35 * damp
            blit_die(board, surface, die, shown, (cx + dx, cy + dy), slot.width - 12,
                     angle=angle)
            continue
        if face == data.SUN:
            icon = board.size(40)
            image = board.pictures.get("symbol_sun", icon, grey=True).copy()
            image.set_alpha(90)
            surface.blit(image, image.get_rect(center=board.point(cx, cy)))
            continue
        used = die in view.used
        if die in dragging or die in springing:
            blit_die(board, surface, die, face, (cx, cy), slot.width - 12, alpha=70)
            continue
        chosen = die in board.selected or (board.pending and die in board.pending.dice)
        lift = -10 if chosen and view.phase == APPLY else 0
        rect = blit_die(board, surface, die, face, (cx, cy + lift + (4 if used else 0)),
                        slot.width - (20 if used else 12), grey=used)
        if chosen:
            pygame.draw.rect(surface, GLOW, rect.inflate(board.size(8), board.size(8)),
                             max(3, board.size(6)), border_radius=board.size(20))
            if view.phase == REROLL:
                _reroll_badge(board, surface, rect)
    _draw_dragged(board, surface, view, spring)


def _reroll_badge(board, surface, rect: pygame.Rect) -> None:
    """Circling arrows on a die that will be thrown again."""
    radius = board.size(17)
    centre = (rect.right - radius // 2, rect.top + radius // 2)
    pygame.draw.circle(surface, theme.NIGHT, centre, radius)
    pygame.draw.circle(surface, GLOW, centre, radius, max(1, board.size(3)))
    r = radius * 0.6
    width = max(2, board.size(4))
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = centre
    pygame.draw.arc(surface, IVORY, box, 0.3, 2.8, width)
    pygame.draw.arc(surface, IVORY, box, 3.4, 5.9, width)
    for angle in (0.3, 3.4):
        tip = (centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle))
        pygame.draw.polygon(surface, IVORY, [
            (tip[0] - width * 1.4, tip[1] - width * 0.4), (tip[0] + width * 1.4,
                                                           tip[1] - width * 0.4),
            (tip[0] + (width if angle < 1 else -width) * 0.2, tip[1] + width * 1.6)])


def _draw_dragged(board, surface, view, spring) -> None:
    """The dice in hand at the pointer (or flying home), the grabbed die on top."""
    if board.drag.dragging is not None:
        dice = sorted(board.drag.dragging.payload)
        anchor_screen = board.drag.piece_centre()
    elif spring is not None:
        item, anchor_screen = spring
        dice = sorted(item.payload)
    else:
        return
    lead = board.drag_lead
    size = board.spot("die_0").width - 12
    step = size * 0.62
    ax = (anchor_screen[0] - board.placement.left) / board.scale
    ay = (anchor_screen[1] - board.placement.top) / board.scale
    lead_index = dice.index(lead) if lead in dice else 0
    for k, die in enumerate(dice):
        if die == lead:
            continue
        blit_die(board, surface, die, view.dice[die],
                 (ax + (k - lead_index) * step, ay + 8), size * 0.9)
    if lead in dice:
        blit_die(board, surface, lead, view.dice[lead], (ax, ay), size)

