"""The pieces on the board, drawn from a view: markers, plates and gems, offer cards,
goods stones, merchants, offerings, cities and discs, prince cards, the supply of the
seat at the screen and the phase 2 log (the kit lights up where a piece may go)."""

from __future__ import annotations

import pygame

from pharaohs.core.hidden import Hidden
from pharaohs.core.i18n import ngettext
from pharaohs.games.dahschur.board.places import (
    OBELISK_TRACK,
    card_picture,
    merchant_spot,
    plate_picture,
)
from pharaohs.games.dahschur.board.words import event_lines
from pharaohs.games.dahschur.rules.data import MARKET_COLOUR, STALLS, plate_gem
from pharaohs.games.dahschur.rules.state import FINALE
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import glow
from pharaohs.ui.kit.pictures import Lettering

DISC = 40
FINALE_DISC = 84
GEM = 30
#: a gem set on a marble plate: large enough to cover the gem carved into its column
#: (``art.dahschur.INLAY``), so a set plate never looks like one still wanting its gem
AVENUE_GEM = 46
#: map pixels: a recognition marker's radius, and the quarter of its space each seat's
#: marker takes
MARKER_RADIUS = 9
MARKER_OFFSETS = ((-1, -1), (1, -1), (-1, 1), (1, 1))


# -- geometry the gestures share -------------------------------------------------------------
def merchant_rects(board, view) -> dict[int, pygame.Rect]:
    """Each merchant's rect: side by side in its stall or on the assembly point."""
    out = {}
    for stall in range(STALLS + 1):
        here = [s for s in range(view.players) if view.merchants[s] == stall]
        area = board.rect(merchant_spot(stall))
        w, h = board.size(26), board.size(34)
        step = min(w + board.size(2), (area.width - w) // max(1, len(here) - 1) or w)
        for k, seat in enumerate(here):
            out[seat] = pygame.Rect(area.x + k * step, area.bottom - h, w, h)
    return out


def disc_rects(board, view, seat) -> list[tuple[tuple[str, int], pygame.Rect]]:
    """The discs in ``seat``'s supply, in a row in the disc area, or larger in the
    finale's (own view only)."""
    finale = view.phase == FINALE
    area = board.rect("finale_discs" if finale else "disc_area")
    size = board.size(FINALE_DISC if finale else DISC)
    top = area.centery - size // 2 if finale else area.y + board.size(30)
    out = []
    for k, disc in enumerate(view.discs[seat] if seat is not None else ()):
        if not isinstance(disc, tuple):
            continue
        x = area.x + k * (size + board.size(10))
        out.append((disc, pygame.Rect(x, top, size, size)))
    return out


# -- drawing ------------------------------------------------------------------------------------
def draw_all(board, surface, view, viewer, held) -> None:
    """Every piece; ``held`` is the payload being dragged (not drawn at home). In the
    finale its panel (``finale``) covers the avenue, market, procession, rows and supply,
    so they are not drawn under it."""
    _markers(board, surface, view)
    if view.phase != FINALE:
        _avenue(board, surface, view, held)
        _market(board, surface, view, viewer, held)
        _procession(board, surface, view, held)
        _rows(board, surface, view)
        _supply(board, surface, view, viewer, held)
    _cities(board, surface, view)
    _gift(board, surface, view)
    _chambers(board, surface, view)
    _log(board, surface, view)


def picture(board, name: str, rect: pygame.Rect, surface, fit: bool = True) -> None:
    """``name`` scaled into ``rect`` keeping its proportions, centred."""
    source = board.pictures.original(name)
    sw, sh = source.get_size()
    scale = min(rect.width / sw, rect.height / sh) if fit else rect.width / sw
    w, h = max(2, round(sw * scale)), max(2, round(sh * scale))
    image = board.pictures.get(name, w, h)
    surface.blit(image, image.get_rect(center=rect.center))


def marker_rect(board, view, seat: int) -> pygame.Rect:
    """Where ``seat``'s recognition marker stands on the obelisks: its own quarter of the
    space of the points shown (held back while phase 2 is read out)."""
    spot = board.rect(OBELISK_TRACK.space(board.ctx.shown_scores(view)[seat]))
    dx, dy = MARKER_OFFSETS[seat]
    side = 2 * board.size(MARKER_RADIUS)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (spot.centerx + dx * spot.width // 4, spot.centery + dy * spot.height // 4)
    return rect


def _markers(board, surface, view) -> None:
    radius = board.size(MARKER_RADIUS)
    shown = board.ctx.shown_scores(view)
    for seat in range(view.players):
        centre = marker_rect(board, view, seat).center
        theme.player_symbol(surface, seat, centre, radius)
        lap = OBELISK_TRACK.lap(shown[seat])
        if lap:  # the +45 marker beside the recognition marker
            board.label(surface, lap, centre, 12, theme.CARNELIAN, bold=True, anchor="midleft")


def _avenue(board, surface, view, held) -> None:
    gem = board.size(AVENUE_GEM)
    for i, plate in enumerate(view.avenue):
        if held == ("plate", i):
            continue
        rect = board.rect(f"plate_{i}")
        picture(board, plate_picture(plate), rect, surface)
        if i < view.filled:
            image = board.pictures.get(f"gem_{plate_gem(plate)}", gem)
            surface.blit(image, image.get_rect(center=(rect.centerx,
                                                       rect.y + round(rect.height * 0.31))))


def _market(board, surface, view, viewer, held) -> None:
    for s in range(1, STALLS + 1):
        stall = view.stalls[s - 1]
        card = board.rect(f"offer_{s}")
        if stall.offer is not None:
            picture(board, f"offer_{stall.offer}", card, surface)
        if stall.gem is not None:
            image = board.pictures.get(f"gem_{stall.gem}", board.size(GEM))
            surface.blit(image, image.get_rect(center=(card.centerx,
                                                       card.y + round(card.height * 0.24))))
        _goods(board, surface, board.rect(f"goods_{s}"), stall.goods)
        if stall.market_prince:
            picture(board, f"prince_{MARKET_COLOUR}_{s}", board.rect(f"market_prince_{s}"),
                    surface)
    for seat, rect in merchant_rects(board, view).items():
        if held == ("merchant",) and seat == viewer:
            continue
        centre = board.tweens.at(("merchant", seat), rect.center)
        image = board.pictures.get(f"merchant_{seat}", rect.width, rect.height)
        board.blit_at(surface, image, (round(centre[0]), round(centre[1])))


def _goods(board, surface, room: pygame.Rect, counts) -> None:
    """Each seat's goods stones in a stall, stone and count, two to a row: up to four
    seats' stones side by side in the smallest window, none over another."""
    small = board.size(20)
    column, row = room.width // 2, room.height // 2
    present = [(seat, count) for seat, count in enumerate(counts) if count]
    for k, (seat, count) in enumerate(present):
        x, y = room.x + column * (k % 2), room.y + row * (k // 2)
        surface.blit(board.pictures.get(f"goods_{seat}", small), (x, y))
        board.label(surface, f"×{count}", (x + small + 1, y), 16, bold=True, anchor="topleft",
                    max_width=column - small - 1)


def _procession(board, surface, view, held) -> None:
    for i, owner in enumerate(view.procession):
        if owner is None or held == ("offering", i):
            continue
        rect = board.rect(f"procession_{i}")
        size = min(rect.width, rect.height) - board.size(6)
        image = board.pictures.get(f"goods_{owner}", size)
        x, y = board.tweens.at(("offering", i), rect.center)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def _cities(board, surface, view) -> None:
    size = board.size(34)
    for c, city in enumerate(view.cities):
        if city is None:
            continue
        rect = board.rect(f"city_{c}")
        picture(board, f"city_{city.number}", rect, surface)
        kinds = [k for k, present in (("gold", city.gold), ("silver", city.silver)) if present]
        for k, kind in enumerate(kinds):
            image = board.pictures.get(f"disc_{kind}", size)
            surface.blit(image, (rect.x + board.size(6) + k * (size + board.size(6)),
                                 rect.y + board.size(60)))


def _gift(board, surface, view) -> None:
    for k, card in enumerate(view.gift):
        if card is not None:
            picture(board, card_picture(card), board.rect(f"gift_{k}"), surface)
    if view.in_use is not None:
        free = next((k for k, c in enumerate(view.gift) if c is None), 0)
        rect = board.rect(f"gift_{free}")
        glow(surface, rect, theme.GOLD, board.size(4), fill_alpha=40, grow=board.size(6))
        picture(board, card_picture(view.in_use), rect.inflate(-board.size(14),
                                                               -board.size(20)), surface)


def _chambers(board, surface, view) -> None:
    disc = board.size(30)
    for r, cards in enumerate(view.chambers):
        for seat, value in enumerate(cards):
            if value is None:
                continue
            rect = board.rect(f"chamber_{r}_{seat}")
            card = pygame.Rect(rect.x, rect.y, rect.height * 62 // 88, rect.height)
            picture(board, f"prince_{seat}_{value}", card, surface)
            laid = view.chamber_discs[r][seat]
            if laid is not None:
                image = board.pictures.get(f"disc_{laid[0]}_{laid[1]}", disc)
                surface.blit(image, image.get_rect(midleft=(card.right + board.size(4),
                                                            rect.centery)))


def _rows(board, surface, view) -> None:
    for seat, row in enumerate(view.rows):
        for p, card in enumerate(row):
            picture(board, card_picture(card), board.rect(f"row_{seat}_{p}"), surface)


def _supply(board, surface, view, viewer, held) -> None:
    if viewer is None:
        return
    for i, value in enumerate(view.hands[viewer]):
        if held == ("hand", value):
            continue
        # a hand this view hides (the results screen online shows another seat's supply
        # from the viewer's view): the backs of its cards
        shown = "prince_back" if isinstance(value, Hidden) else f"prince_{viewer}_{value}"
        picture(board, shown, board.rect(f"hand_{i}"), surface)
    for g in range(3):
        rect = board.rect(f"gems_{g}")
        count = view.gems[viewer][g]
        if count and not (held == ("gem", g) and count == 1):
            image = board.pictures.get(f"gem_{g}", board.size(54))
        else:
            image = board.pictures.faded(f"gem_{g}", board.size(54))
        board.blit_at(surface, image, rect.center)
        board.label(surface, f"×{count}", rect.bottomright, 18, bold=True, anchor="bottomright")
    goods = board.rect("goods_supply")
    stone = board.size(40)
    surface.blit(board.pictures.get(f"goods_{viewer}", stone), (goods.x, goods.y))
    board.label(surface, f"×{view.goods[viewer]}", (goods.x + stone + board.size(8),
                                                     goods.centery), 18, bold=True,
                anchor="midleft")
    draw_discs(board, surface, view, viewer, held)
    bag = board.rect("bag")
    picture(board, "bag", pygame.Rect(bag.x, bag.y, board.size(80), bag.height), surface)
    size = board.size(GEM + 8)
    for g in range(len(view.bag)):  # each kind in the bag: its gem, then how many are left
        spot = board.rect(f"bag_{g}")
        image = board.pictures.get(f"gem_{g}", size)
        gem = surface.blit(image, image.get_rect(midleft=(spot.x, spot.centery)))
        board.label(surface, str(view.bag[g]), (gem.right, spot.centery), 16, anchor="midleft",
                    max_width=spot.right - gem.right)


def draw_discs(board, surface, view, viewer, held) -> None:
    """The discs of the seat at the screen, where ``disc_rects`` puts them."""
    for disc, rect in disc_rects(board, view, viewer):
        if held == ("disc", *disc):
            continue
        surface.blit(board.pictures.get(f"disc_{disc[0]}_{disc[1]}", rect.width), rect)


def _log(board, surface, view) -> None:
    """Phase 2 so far, line under line below its heading: a little smaller when long, and
    where even that is too long the newest lines under how many earlier ones the move log
    (Moves, L) holds, so no line goes missing unsaid."""
    area = board.rect("log_area").inflate(-board.size(16), -board.size(12))
    texts = event_lines(view, board.ctx.name)
    full = board.text_px(15)
    top = area.y + theme.font(full).get_linesize() + board.size(8)  # below the heading

    def lines_below(size: int) -> int:
        return (area.bottom - top) // theme.font(size).get_linesize()

    size, parts = theme.wrapped_fitting(texts, full, area.width, lines_below,
                                        Lettering.least_size(full))
    line, room = theme.font(size).get_linesize(), lines_below(size)
    if len(parts) > room:
        earlier = len(parts) - room + 1
        parts = [ngettext("… {n} earlier line: Moves (L)", "… {n} earlier lines: Moves (L)",
                          earlier), *parts[earlier:]]
    y = top
    for part in parts:
        board.lettering.text(surface, part, (area.x, y), size, theme.INK, max_width=area.width)
        y += line


