"""The dice tray of the Ra dice board: dice tumbling after a throw, marked, lifted, dragged.

A throw is already decided when the dice tumble: the kit's ``Throw``
(``ui.kit.dice_throw``) only animates the ``Roll`` or ``Reroll`` the rules have
applied, then flies the new Suns to the Sun track (``pieces``).
Marking, picking and dropping dice are in ``gestures``.
"""

from __future__ import annotations

import pygame

from pharaohs.games.ra_dice.board import words
from pharaohs.games.ra_dice.board.pieces import blit_die
from pharaohs.games.ra_dice.rules import APPLY, REROLL, data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import TARGET, again_badge


def draw_tray(board, surface, view, acting) -> None:
    """The tray: its header and hint, and each die as it lies, tumbles, waits or is dragged."""
    header = board.rect("tray_header")
    board.label(surface, words.period(board, view), (header.x + board.size(8), header.centery),
                24, bold=True, anchor="midleft")
    board.label(surface, words.throws_text(view), (header.right - board.size(8), header.centery),
                24, theme.LAPIS, bold=True, anchor="midright")
    hint = board.rect("tray_hint")
    board.paragraph(surface, words.tray_hint(board, view, acting),
                    (hint.x + board.size(8), hint.y + board.size(4)), hint.width - board.size(12),
                    21, theme.INK_SOFT, max_lines=2)
    held = board.drag.in_hand()
    in_hand = held[0].payload if held else frozenset()
    throw = board.throw
    for die in range(data.NUM_DICE):
        slot = board.spot(f"die_{die}")
        cx, cy = slot.centre
        if not view.dice:
            blit_die(board, surface, die, None, (cx, cy), slot.width - 12,
                     alpha=255 if acting else 170)
            continue
        face = view.dice[die]
        if throw and throw.tumbling(die):
            shown, dx, dy, angle = throw.tumble(die, data.FACES)
            blit_die(board, surface, die, shown, (cx + dx, cy + dy), slot.width - 12,
                     angle=angle)
            continue
        if face == data.SUN:
            sun = board.pictures.get("symbol_sun", board.size(40), grey=True)
            board.blit_at(surface, sun, board.point(cx, cy), 90)
            continue
        used = die in view.used
        if die in in_hand:
            blit_die(board, surface, die, face, (cx, cy), slot.width - 12, alpha=70)
            continue
        chosen = die in board.selected or (board.pending and die in board.pending.dice)
        lift = -10 if chosen and view.phase == APPLY else 0
        rect = blit_die(board, surface, die, face, (cx, cy + lift + (4 if used else 0)),
                        slot.width - (20 if used else 12), grey=used)
        if chosen:
            pygame.draw.rect(surface, TARGET, rect.inflate(board.size(8), board.size(8)),
                             max(3, board.size(6)), border_radius=board.size(20))
            if view.phase == REROLL:  # circling arrows: this die is thrown again
                radius = board.size(17)
                again_badge(surface, (rect.right - radius // 2, rect.top + radius // 2), radius,
                            max(1, board.size(3)), max(2, board.size(4)), TARGET)
    _draw_dragged(board, surface, view, held)


def _draw_dragged(board, surface, view, held) -> None:
    """The dice in hand at the pointer (or flying home), the grabbed die on top."""
    if held is None:
        return
    item, anchor_screen = held
    dice = sorted(item.payload)
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

