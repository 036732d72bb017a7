"""The burial chambers opened: a scene of its own over the middle of the board.

Once the last round is over the chambers are drawn large, one column per round and
a prince card per player; the seat whose offering is at the front drags its discs
from the row below onto a card of the same number (``gestures``). The order of the
offerings still to come is written under the title.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.board import pieces, words
from pharaohs.ui.kit import theme


def draw(board, surface, view, viewer, held) -> None:
    area = board.rect("finale_area")
    theme.panel(surface, area, fill=(72, 52, 40), border=theme.GOLD, radius=board.size(12),
                width=3)
    board.label(surface, _("The burial chambers open"), board.rect("finale_title").center, 34,
                theme.GOLD_LIGHT, bold=True)
    width = area.width - board.size(20)
    order = board.lettering.fitting(words.finale_order(board, view), board.text_px(20), width,
                                    shrinking=True)
    board.label(surface, order, board.rect("finale_order").center, 20, theme.PAPYRUS,
                max_width=width)
    disc = board.size(64)
    for chamber, cards in enumerate(view.chambers):
        column = board.rect(f"finale_chamber_{chamber}")
        theme.panel(surface, column, fill=(150, 112, 72), border=theme.INK, radius=8)
        board.label(surface, _("Chamber {round}", round=chamber + 1),
                    (column.centerx, column.top + board.size(4)), 18, theme.GOLD_LIGHT,
                    bold=True, anchor="midtop")
        for seat, value in enumerate(cards):
            if value is None:
                continue
            spot = board.rect(f"finale_card_{chamber}_{seat}")
            card = spot.copy()
            card.width = spot.height * 62 // 88
            pieces.picture(board, f"prince_{seat}_{value}", card, surface)
            laid = view.chamber_discs[chamber][seat]
            if laid is not None:
                image = board.pictures.get(f"disc_{laid[0]}_{laid[1]}", disc)
                surface.blit(image, image.get_rect(midleft=(card.right + board.size(8),
                                                            spot.centery)))
    pieces.draw_discs(board, surface, view, viewer, held)
    note = _("Drag a disc onto a prince card of its number: its value in AP for you, "
             "2 (gold) or 1 (silver) for a fellow player whose card it is.")
    rect = board.rect("finale_note")
    board.paragraph(surface, note, rect.topleft, rect.width, 16, theme.PAPYRUS)
