"""Painting the Im Bann table: the adventure row with the archaeologists, the depot and
its arrow, the piles, a box per seat with its showcase and sum, and the hand.

Everything is drawn from the view the seat at the screen may see; another seat's
hand shows only as a count, the draw pile only its back.
"""

from __future__ import annotations

import math

import pygame

from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import _
from pharaohs.games.im_bann.board import places, words
from pharaohs.games.im_bann.rules import DEPOT, EXTRA, INTERLUDE, OVER, data
from pharaohs.games.im_bann.rules.series import series_totals
from pharaohs.games.im_bann.rules.state import adventure_value, entered, requirement, showcase_sum
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.labels import seat_name
from pharaohs.ui.kit.marks import GLOW, LAST_MOVE, glow

#: map pixels from a seat box's top to its header's middle
SEAT_TOP = 20
#: where each item sits on the depot, as the arrow's quarter turns from pointing up
ITEM_TURNS = {data.LADDER: 0, data.PICKAXE: 1, data.ROPE: 2, data.TORCH: 3}


def card_picture(card) -> str:
    return "card_back" if isinstance(card, Hidden) else f"card_{card}"


def draw_card(board, surface, card, rect: pygame.Rect, named: bool = False) -> None:
    """A card face (or back) filling ``rect``; special cards get their name written on
    the strip the art leaves for it when the card is large enough to read."""
    surface.blit(board.pictures.get(card_picture(card), rect.width, rect.height), rect)
    if named and card in data.SPECIALS:
        size = max(14, round(rect.width * 0.13))
        label = board.lettering.label(data.SPECIAL_NAMES[card], size, theme.INK, bold=True)
        if label.get_width() <= rect.width - 6:  # else the emblem alone (the hint names it)
            surface.blit(label, label.get_rect(center=(
                rect.centerx, rect.bottom - round(rect.height * 0.11))))


# -- the header ---------------------------------------------------------------------------
def draw_header(board, surface, view) -> None:
    """In a series, which game of how many is on the table, above the adventure row."""
    line = words.series_line(view)
    if line is None:
        return
    where = board.rect("series_label")
    board.label(surface, line, (where.x, where.centery), 22, theme.LAPIS, bold=True,
                anchor="midleft", max_width=where.width)


# -- the adventure row ------------------------------------------------------------------
def draw_row(board, surface, view, viewer) -> None:
    for stage in range(data.ROW_LENGTH):
        rect = board.rect(places.adventure_spot(stage))
        value = adventure_value(view, stage)
        surface.blit(board.pictures.get(f"adventure_{value}", rect.width, rect.height), rect)
    chamber = board.rect("chamber")
    surface.blit(board.pictures.get(f"chamber_{view.chamber}", chamber.width, chamber.height),
                 chamber)
    for seat in board.seats_to_outline(view, viewer):
        if not entered(view, seat):
            rect = board.rect(places.adventure_spot(view.stages[seat]))
            glow(surface, rect, GLOW, board.size(4), fill_alpha=30, grow=board.size(6))
    moving = board.moving_pawns()
    for seat, rect in pawn_homes(board, view).items():
        if seat not in moving:
            draw_pawn(board, surface, seat, rect)


def pawn_homes(board, view) -> dict[int, pygame.Rect]:
    """Where each archaeologist stands: in the lane of its adventure, side by side."""
    by_stage: dict[int, list[int]] = {}
    for seat in range(view.players):
        by_stage.setdefault(min(view.stages[seat], data.ENTERED), []).append(seat)
    homes = {}
    for stage, seats in by_stage.items():
        homes.update(zip(seats, places.pawn_rects(board, stage, len(seats)), strict=True))
    return homes


def draw_moving_pawns(board, surface, view) -> None:
    """Archaeologists on their way to the next adventure (drawn over the board layer)."""
    homes = pawn_homes(board, view)
    for seat in board.moving_pawns():
        rect = homes[seat].copy()
        rect.center = board.tweens.at(("pawn", seat), rect.center)
        draw_pawn(board, surface, seat, rect)


def draw_pawn(board, surface, seat: int, rect: pygame.Rect) -> None:
    surface.blit(board.pictures.get(f"archaeologist_{seat}", rect.width, rect.height), rect)
    radius = max(5, rect.width // 5)
    theme.player_symbol(surface, seat, (rect.centerx, rect.y + round(rect.height * 0.72)),
                        radius)


# -- the depot --------------------------------------------------------------------------
def arrow_angle(board, view) -> float:
    """Degrees clockwise from up: towards the item in play, or the pointer while dragged."""
    held = board.drag.dragging
    if held is not None and held.payload == ("arrow",):
        centre = board.rect("depot").center
        dx, dy = board.drag.pos[0] - centre[0], board.drag.pos[1] - centre[1]
        return math.degrees(math.atan2(dx, -dy))
    return 90.0 * ITEM_TURNS[view.depot]


def draw_depot(board, surface, view, viewer) -> None:
    rect = board.rect("depot")
    surface.blit(board.pictures.get("depot", rect.width, rect.height), rect)
    choosing = view.phase in (DEPOT, EXTRA) and board.ctx.acting(viewer)
    for item in data.ITEMS:
        spot = board.rect(f"depot_{item}")
        if item == view.depot:
            pygame.draw.circle(surface, theme.GOLD, spot.center, spot.width // 2 + 2,
                               board.size(4))
        elif choosing:
            glow(surface, spot, GLOW, board.size(3), fill_alpha=40, radius=spot.width // 2)
    arrow = board.rect("depot_arrow")
    image = board.pictures.get("arrow", arrow.width // 2, arrow.height)
    turned = pygame.transform.rotate(image, -arrow_angle(board, view))
    surface.blit(turned, turned.get_rect(center=rect.center))
    items = words.items_name(view.depot)
    texts = ((_("Scarab: all {items}", items=items), _("All {items}", items=items))
             if view.scarab else (_("Depot: {items}", items=items),
                                  words.item_title(view.depot)))
    where = board.rect("depot_label")  # its own room, clear of the piles' names: in a
    # small window the short form, a little smaller, never cut nor over a neighbour
    text = board.lettering.fitting(texts, board.text_px(20), where.width, True, shrinking=True)
    board.label(surface, text, where.center, 20, bold=True, max_width=where.width)


# -- the piles ----------------------------------------------------------------------------
def draw_piles(board, surface, view) -> None:
    pile = board.rect("pile")
    if view.pile:
        draw_card(board, surface, view.pile[-1], pile)
    else:
        pygame.draw.rect(surface, theme.INK_SOFT, pile, 2, border_radius=8)
    count_badge(board, surface, len(view.pile), pile)
    pile_name(board, surface, _("Draw pile"), "pile_label")
    discard = board.rect("discard")
    shown = view.discard + view.exchange
    if shown:
        offsets = min(len(view.exchange), 5)
        for i, card in enumerate(shown[-1 - offsets:]):
            rect = discard.move(0, board.size(8) * i - board.size(8) * offsets)
            draw_card(board, surface, card, rect, named=True)
    else:
        pygame.draw.rect(surface, theme.INK_SOFT, discard, 2, border_radius=8)
    count_badge(board, surface, len(view.discard), discard)
    pile_name(board, surface, _("Discard pile"), "discard_label")


def count_badge(board, surface, count: int, rect: pygame.Rect) -> None:
    """How many cards a pile holds, on a disc at its top right corner (the bottom right
    one holds the top card's own number)."""
    radius = board.size(17)
    centre = (rect.right - radius // 2, rect.top + radius // 2)
    pygame.draw.circle(surface, theme.PAPYRUS, centre, radius)
    pygame.draw.circle(surface, theme.INK, centre, radius, 2)
    board.label(surface, str(count), centre, 18, bold=True)


def pile_name(board, surface, name: str, spot: str) -> None:
    where = board.rect(spot)
    board.label(surface, name, (where.centerx, where.y + board.size(12)), 17, anchor="midtop",
                max_width=where.width)


# -- the seats ----------------------------------------------------------------------------
def draw_seats(board, surface, view, viewer) -> None:
    acting = set(board.ctx.to_act())
    targets = board.seat_targets(view, viewer)
    for seat in range(view.players):
        box = places.seat_rect(board, view, seat)
        border = theme.GOLD if seat in acting else theme.INK_SOFT
        theme.panel(surface, box, border=border, width=3 if seat in acting else 2)
        if seat in targets:
            glow(surface, box, GLOW, board.size(4), fill_alpha=40, grow=-board.size(2))
        radius = board.size(14)
        middle = box.y + board.size(SEAT_TOP)
        count = draw_hand_size(board, surface, len(view.hands[seat]), box, middle)
        seat_name(board.lettering, surface, seat, board.ctx.name(seat),
                  (box.x + board.size(8), middle), radius, board.text_px(19),
                  board.size(14) - board.size(8),
                  max_width=count.x - box.x - 2 * radius - board.size(18))
        if not entered(view, seat):
            board.label(surface, words.short_stage_line(view, seat),
                        (box.x + board.size(10), box.y + board.size(places.SEAT_HEADER + 2)),
                        15, theme.INK_SOFT, anchor="topleft", max_width=box.width - board.size(16))
        cards = view.showcases[seat]
        rects = places.showcase_rects(board, box, len(cards))
        for card, rect in zip(cards, rects, strict=True):
            draw_card(board, surface, card, rect)
        last = board.marks.get("last")
        if last and last[0] == seat and last[1] in cards:
            index = len(cards) - 1 - cards[::-1].index(last[1])
            glow(surface, rects[index], GLOW, board.size(3), fill_alpha=0, grow=board.size(4))
        draw_sum(board, surface, view, seat, box)


def draw_hand_size(board, surface, count: int, box: pygame.Rect, middle: int) -> pygame.Rect:
    """How many cards a seat holds: a card back and the number, at the header's right."""
    number = board.label(surface, str(count), (box.right - board.size(8), middle), 18,
                         bold=True, anchor="midright")
    back = board.pictures.get("card_back", board.size(20))
    place = back.get_rect(midright=(number.x - board.size(4), middle))
    surface.blit(back, place)
    return place


def draw_sum(board, surface, view, seat: int, box: pygame.Rect) -> None:
    """The showcase's sum against what the adventure needs (green once it is enough)."""
    bottom = box.bottom - board.size(places.SEAT_FOOTER // 2)
    if entered(view, seat):
        colour = theme.SUCCESS
    else:
        total, need = showcase_sum(view.showcases[seat]), requirement(view, seat)
        exact = view.stages[seat] >= data.CHAMBER
        reached = total == need if exact else total >= need
        colour = theme.SUCCESS if reached else theme.INK
    board.label(surface, words.need_line(view, seat), (box.x + board.size(10), bottom), 21,
                colour, bold=True, anchor="midleft", max_width=box.width - board.size(16))


# -- the hand ---------------------------------------------------------------------------------
def draw_hand(board, surface, view, viewer) -> None:
    if view.multigame and (view.phase == INTERLUDE or view.series and view.phase == OVER):
        if board.overlay is None:  # the series table shows once the scoring was read out
            draw_series(board, surface, view)
        return
    if viewer is None:
        return
    hand = view.hands[viewer]
    held = board.held_index()
    rects = places.hand_rects(board, len(hand), board.selected)
    playable = board.playable_cards(view, viewer)
    flying, fresh = board.moving("drawn"), board.fresh_cards(view, viewer)
    for i, (card, rect) in enumerate(zip(hand, rects, strict=True)):
        if i == held:
            pygame.draw.rect(surface, theme.INK_SOFT, rect, 2, border_radius=8)
            continue
        if i in flying:  # on its way from the draw pile (``draw_drawn_cards``)
            continue
        draw_card(board, surface, card, rect, named=True)
        if i in board.selected:
            glow(surface, rect, theme.LAPIS, board.size(4), fill_alpha=0, grow=board.size(4))
        elif i in fresh:
            glow(surface, rect, LAST_MOVE, board.size(4), fill_alpha=0, grow=board.size(4))
        elif card in playable:
            glow(surface, rect, GLOW, board.size(3), fill_alpha=0, grow=board.size(4))


def draw_drawn_cards(board, surface, view, viewer) -> None:
    """The cards just drawn, flying one after the other from the draw pile to their
    places in the hand (over the board layer); one not yet off is still in the pile."""
    flying = board.moving("drawn")
    if viewer is None or not flying:
        return
    hand = view.hands[viewer]
    rects = places.hand_rects(board, len(hand), board.selected)
    for index in flying:
        if index >= len(hand) or board.tweens.get(("drawn", index)).t < 0:
            continue
        rect = rects[index].copy()
        rect.center = board.tweens.at(("drawn", index), rect.center)
        draw_card(board, surface, hand[index], rect, named=True)


def series_grid(board, view) -> tuple[pygame.Rect, int, int, int, int]:
    """The series table's place (where the hand lies), text size, line height, the width
    of the names' column and of each game's (every game of the series has its column)."""
    area = board.rect("hand")
    size = board.text_px(18)
    name_w = area.width // 4
    col_w = (area.width - name_w - board.size(20)) // (data.series_games(view.players) + 1)
    return area, size, round(size * 1.25), name_w, col_w


def series_cell(board, view, seat: int, game: int) -> pygame.Rect:
    """Where ``seat``'s minus points of game ``game`` (the series' length: the total)
    stand in the series table."""
    area, _size, line, name_w, col_w = series_grid(board, view)
    y = area.y + board.size(6) + line * (seat + 1)
    return pygame.Rect(area.x + name_w + col_w * game, y, col_w, line)


def draw_series(board, surface, view) -> None:
    """The series table where the hand lies: minus points per game and in all, a column
    for each game of the series, those still to come marked "–"."""
    area, size, line, name_w, col_w = series_grid(board, view)
    theme.panel(surface, area)
    played, games = len(view.series), data.series_games(view.players)
    top = area.y + board.size(6)
    board.lettering.text(surface, _("Minus points"), (area.x + board.size(12), top), size,
                         theme.INK, bold=True, max_width=name_w)
    for g in range(games):
        board.lettering.text(surface, _("Game {number}", number=g + 1),
                             (area.x + name_w + col_w * (g + 1), top), size,
                             theme.INK if g < played else theme.INK_SOFT, bold=True,
                             anchor="topright", max_width=col_w)
    board.lettering.text(surface, _("Total"), (area.x + name_w + col_w * (games + 1), top),
                         size, theme.INK, bold=True, anchor="topright", max_width=col_w)
    totals = series_totals(view)
    for seat in range(view.players):
        y = top + line * (seat + 1)
        if y + line > area.bottom:
            break
        board.lettering.text(surface, board.ctx.name(seat), (area.x + board.size(12), y), size,
                             theme.INK, max_width=name_w)
        for g in range(games):
            shown = str(view.series[g][seat]) if g < played else "–"
            board.lettering.text(surface, shown, series_cell(board, view, seat, g).topright,
                                 size, theme.INK if g < played else theme.INK_SOFT,
                                 anchor="topright")
        board.lettering.text(surface, str(totals[seat]),
                             series_cell(board, view, seat, games).topright, size, theme.LAPIS,
                             bold=True, anchor="topright")


def draw_held(board, surface, view, viewer) -> None:
    """The card in hand follows the pointer (a hand card named); a refused one flies home.
    The arrow is drawn turned on the depot (``arrow_angle``)."""
    in_hand = board.drag.in_hand()
    if in_hand is None or in_hand[0].payload[0] not in ("hand", "showcase"):
        return
    item, centre = in_hand
    rect = item.home.copy()
    rect.center = centre
    named = item.payload[0] == "hand" and item is board.drag.dragging
    draw_card(board, surface, item.payload[2], rect, named=named)
