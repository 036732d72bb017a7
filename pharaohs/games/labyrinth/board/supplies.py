"""Beside the big pyramid: the card, the tile to place (or the bet slot), the High and
Low tiles and the treasure supply, each lit when the viewer may take from it.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import gestures, words
from pharaohs.games.labyrinth.board.pyramid import number_tag, tile_name
from pharaohs.games.labyrinth.rules import data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.labels import empty_slot
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.supply import home_piece, supply_box


def draw(board, surface, view, seat: int, viewer) -> None:
    number = view.revealed[-1] if view.revealed else None
    draw_card(board, surface, view, number)
    if view.phase == rules.BET:
        draw_bet_slot(board, surface, view, seat, viewer)
    else:
        draw_supply(board, surface, view, seat, viewer, number)
    if rules.with_betting(view):
        draw_bets(board, surface, view, seat, viewer)
    draw_treasures(board, surface, view, seat, viewer)


def draw_card(board, surface, view, number: int | None) -> None:
    """The card just revealed, and under it the turn or the bet asked for and, with
    betting, the next bet's round and card: each on lines of its own, a little smaller
    where the label would need more lines than it has room for."""
    text, font = board.lettering.text, board.font
    card = board.rect("card")
    surface.blit(board.pictures.get("card_face", card.width, card.height), card)
    if number is not None:
        text(surface, str(number), card.center, max(14, round(card.height * 0.42)),
             theme.INK, True, "center")
    label = board.rect("card_label")

    def room(size: int) -> int:
        return max(1, label.height // theme.font(size, True).get_linesize())

    size, lines = theme.wrapped_fitting(words.card_labels(view, number), font, label.width,
                                        room, Lettering.least_size(font), True)
    lines = theme.at_most(lines, room(size))
    step = theme.font(size, True).get_linesize()
    y = label.centery - step * len(lines) // 2
    for line in lines:
        text(surface, line, (label.x, y), size, theme.INK, True, "topleft",
             max_width=label.width)
        y += step


def draw_supply(board, surface, view, seat, viewer, number) -> None:
    """The tile waiting to be placed, or the empty place."""
    rect = board.rect("supply")
    moving = board.drag.in_hand()  # a tile in hand or flying home is not in the supply
    if number is not None and rules.must_place(view, seat) and not board.tiles.pending_for(
            view, seat) and not (moving and moving[0].payload[0] == "tile"):
        tile = min(rect.width, rect.height)
        pygame.draw.rect(surface, theme.SAND_DARK, rect.move(3, 4), border_radius=4)  # its shadow
        laid = board.blit_at(surface, board.pictures.get(tile_name(number), tile, tile),
                             rect.center)
        number_tag(surface, number, laid)
        if seat == viewer:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), 2, border_radius=4)
        return
    placed = view.phase == rules.TURN and view.current[seat] is not None
    slot = "over" if view.phase == rules.OVER else "laid" if placed else "here"
    empty_slot(board.lettering, surface, rect, words.SLOT_WORDS[slot], max(14, board.font - 2),
               False, board.font * 1.3)


def draw_bet_slot(board, surface, view, seat, viewer) -> None:
    """The viewer's bet face down, or the empty slot (lit while a bet is held)."""
    rect = board.rect("supply")
    bet = view.bets[seat] if seat == viewer else None
    if bet in data.BET_GUESSES:
        box = board.blit_at(surface, board.pictures.get("bet_back", rect.width), rect.center)
        board.lettering.text(surface, _("your bet: {guess}", guess=_(words.GUESS_WORDS[bet])),
                             (rect.centerx, box.bottom + 2), max(14, board.font - 4), theme.INK,
                             True, "midtop")
        return
    glow = board.drag.dragging and board.drag.dragging.payload[0] == "bet"
    slot = words.SLOT_WORDS["bet" if view.in_round[seat] else "out"]
    empty_slot(board.lettering, surface, rect, slot, board.font, True, board.font * 1.3,
               theme.GOLD if glow else theme.INK_SOFT)


def draw_bets(board, surface, view, seat, viewer) -> None:
    """The High and Low tiles; the one in hand or in the slot leaves a dashed gap."""
    usable = rules.must_bet(view, viewer) and seat == viewer
    placed = view.bets[seat] if seat == viewer else None
    held = board.drag.dragging
    for guess in data.BET_GUESSES:
        away = placed == guess or bool(held and held.payload == ("bet", guess))
        home_piece(board, surface, board.rect(f"bet_{guess}"), f"bet_{guess}", away, usable)


def draw_treasures(board, surface, view, seat, viewer) -> None:
    """The treasures left of each colour; the one a click places is outlined in gold."""
    allowed = rules.treasure_colours(view, seat) if seat == viewer else ()
    active = bool(rules.free_scarabs(view, viewer)) and seat == viewer
    chosen = gestures.click_colour(board, view, seat) if active else None
    for colour, count in zip(data.COLOURS, view.stock[seat], strict=True):
        if colour != "purple" or rules.with_betting(view):
            usable = active and colour in allowed
            supply_box(board, surface, board.rect(f"treasure_{colour}"), f"treasure_{colour}",
                       count, usable, colour == chosen, not count or (active and not usable))
