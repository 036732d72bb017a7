"""Art of Saqqara: goods, workers, merchants, boats, influence and threshold cards, market cards,
the die, the market stand, influence tokens and the carved grounds of the board.

Each good has its own shape as well as its colour (land a furrowed field, fish a
fish, linen a folded bolt, wood a log, gold an ingot), and seat ``i`` is drawn in
the client's colour and symbol ``i`` (``pharaohs.palette``), so colour is never
the only cue. Card numbers and names are lettered by the board at draw time, so
they follow the player's language. Everything is drawn four times larger and
scaled down for soft edges.
"""

from __future__ import annotations

from PIL import ImageDraw

from pharaohs import palette
from pharaohs.art import common
from pharaohs.games.saqqara.rules import data

SOURCES = (data, palette)
SS = common.SS
INK = common.INK
IVORY = common.IVORY

GOOD = 48
WORKER = (40, 52)
BOAT = (60, 40)
CARD = (60, 86)
THRESHOLD = (72, 100)
MARKET = (92, 100)
DIE = 48
STAND = (64, 44)
TOKEN = 40

#: body colours of the goods, by ``data.GOODS``
GOOD_RGB = ((96, 150, 60), (58, 120, 190), (236, 230, 212), (140, 92, 50), (232, 186, 52))


def _good(good: int) -> object:
    """One good: its own shape in its own colour."""
    image = common.big(GOOD)
    draw = ImageDraw.Draw(image)
    s = GOOD * SS
    body, light, dark = (common.rgba(GOOD_RGB[good]), common.shade(GOOD_RGB[good], 0.4),
                         common.shade(GOOD_RGB[good], -0.4))
    line = 2 * SS
    if good == data.LAND:
        box = (6 * SS, 10 * SS, s - 6 * SS, s - 10 * SS)
        draw.polygon([(10 * SS, 10 * SS), (s - 6 * SS, 10 * SS), (s - 10 * SS, s - 10 * SS),
                      (6 * SS, s - 10 * SS)], fill=(150, 112, 64, 255), outline=INK)
        for i in range(4):
            y = 15 * SS + i * 6 * SS
            draw.line((11 * SS - i * SS, y, s - 9 * SS - i * SS, y), fill=body, width=3 * SS)
        draw.polygon([(10 * SS, 10 * SS), (s - 6 * SS, 10 * SS), (s - 10 * SS, s - 10 * SS),
                      (6 * SS, s - 10 * SS)], outline=INK, width=line)
        del box
    elif good == data.FISH:
        draw.ellipse((6 * SS, 15 * SS, s - 14 * SS, s - 15 * SS), fill=body, outline=INK,
                     width=line)
        draw.polygon([(s - 16 * SS, s / 2), (s - 4 * SS, 12 * SS), (s - 4 * SS, s - 12 * SS)],
                     fill=dark, outline=INK, width=line)
        draw.ellipse((11 * SS, 20 * SS, 16 * SS, 25 * SS), fill=IVORY, outline=INK, width=SS)
        draw.arc((16 * SS, 16 * SS, 30 * SS, s - 16 * SS), 300, 60, fill=light, width=2 * SS)
    elif good == data.LINEN:
        draw.rounded_rectangle((7 * SS, 12 * SS, s - 7 * SS, s - 12 * SS), radius=5 * SS,
                               fill=body, outline=INK, width=line)
        for x in (17, 27, 37):
            draw.line((x * SS, 13 * SS, x * SS, s - 13 * SS), fill=(190, 176, 140, 255),
                      width=2 * SS)
        draw.polygon([(7 * SS, 12 * SS), (20 * SS, 12 * SS), (7 * SS, 26 * SS)], fill=light,
                     outline=INK)
    elif good == data.WOOD:
        draw.rounded_rectangle((5 * SS, 16 * SS, s - 10 * SS, s - 16 * SS), radius=8 * SS,
                               fill=body, outline=INK, width=line)
        draw.ellipse((s - 20 * SS, 16 * SS, s - 4 * SS, s - 16 * SS), fill=(214, 170, 110, 255),
                     outline=INK, width=line)
        draw.ellipse((s - 15 * SS, 21 * SS, s - 9 * SS, s - 21 * SS), outline=dark, width=SS)
        draw.line((9 * SS, 21 * SS, s - 22 * SS, 21 * SS), fill=dark, width=SS)
    else:
        draw.polygon([(12 * SS, 14 * SS), (s - 12 * SS, 14 * SS), (s - 5 * SS, s - 14 * SS),
                      (5 * SS, s - 14 * SS)], fill=body, outline=INK, width=line)
        draw.polygon([(14 * SS, 17 * SS), (s - 14 * SS, 17 * SS), (s - 18 * SS, 24 * SS),
                      (18 * SS, 24 * SS)], fill=light)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=100)


def _worker(seat: int):
    """A player's worker: a figure in the seat's colour carrying the seat's symbol."""
    w, h = WORKER
    colour = palette.PLAYER_COLOURS[seat]
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.ellipse((12 * SS, 2 * SS, 28 * SS, 18 * SS), fill=common.rgba(colour), outline=INK,
                 width=2 * SS)
    draw.polygon([(20 * SS, 14 * SS), (36 * SS, (h - 3) * SS), (4 * SS, (h - 3) * SS)],
                 fill=common.rgba(colour), outline=INK, width=2 * SS)
    common.player_symbol(draw, palette.PLAYER_SYMBOLS[seat], 20 * SS, 37 * SS, 12 * SS, IVORY,
                          INK, 3 * SS)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _merchant_figure(seat: int):
    """A player's merchant at the bid huts: a robed figure with a round hat and a bag."""
    w, h = WORKER
    colour = palette.PLAYER_COLOURS[seat]
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((8 * SS, 16 * SS, 32 * SS, (h - 3) * SS), radius=9 * SS,
                           fill=common.rgba(colour), outline=INK, width=2 * SS)
    draw.ellipse((12 * SS, 3 * SS, 28 * SS, 19 * SS), fill=(222, 184, 140, 255), outline=INK,
                 width=2 * SS)
    draw.chord((10 * SS, 0, 30 * SS, 14 * SS), 180, 360, fill=common.shade(colour, -0.3),
               outline=INK, width=SS)
    draw.ellipse((26 * SS, 30 * SS, 38 * SS, 44 * SS), fill=(196, 150, 70, 255), outline=INK,
                 width=SS)
    common.player_symbol(draw, palette.PLAYER_SYMBOLS[seat], 19 * SS, 33 * SS, 10 * SS, IVORY,
                          INK, 3 * SS)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _boat(seat: int):
    """A player's boat on the Nile: a hull in the seat's colour with its symbol on the sail."""
    w, h = BOAT
    colour = palette.PLAYER_COLOURS[seat]
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.polygon([(3 * SS, 26 * SS), (w * SS - 3 * SS, 26 * SS), (w * SS - 12 * SS, 37 * SS),
                  (12 * SS, 37 * SS)], fill=common.rgba(colour), outline=INK, width=2 * SS)
    draw.line((30 * SS, 3 * SS, 30 * SS, 26 * SS), fill=INK, width=2 * SS)
    draw.polygon([(31 * SS, 1 * SS), (56 * SS, 24 * SS), (31 * SS, 24 * SS)], fill=IVORY,
                 outline=INK, width=SS)
    # the symbol large on the sail, in ink: the seat told apart without its colour
    common.player_symbol(draw, palette.PLAYER_SYMBOLS[seat], 39 * SS, 17 * SS, 7 * SS, INK,
                          INK, 2 * SS)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _card(width: int, height: int, fill, border, seed: int):
    """A card's face or back: rounded, with grain and a coloured frame."""
    image = common.big(width, height)
    draw = ImageDraw.Draw(image)
    box = (SS, SS, (width - 1) * SS, (height - 1) * SS)
    draw.rounded_rectangle(box, radius=7 * SS, fill=fill)
    draw.rounded_rectangle((5 * SS, 5 * SS, (width - 5) * SS, (height - 5) * SS),
                           radius=5 * SS, outline=border, width=2 * SS)
    draw.rounded_rectangle(box, radius=7 * SS, outline=INK, width=2 * SS)
    image = common.small(image)
    common.speckle(image, seed, amount=10, strength=6)
    return image


def _card_back():
    image = _card(*CARD, common.rgba((38, 70, 140)), common.GOLD, 41)
    draw = ImageDraw.Draw(image)
    w, h = CARD
    draw.polygon([(w / 2, 18), (w - 14, h - 20), (14, h - 20)], outline=common.GOLD_LIGHT,
                 width=2)
    return image


def _market(index: int):
    """A market card: what it takes above, what it gives below, an arrow between."""
    card = data.MARKET_CARDS[index]
    image = _card(*MARKET, common.PAPYRUS, common.TURQUOISE, 50 + index)
    draw = ImageDraw.Draw(image)
    w, _h = MARKET
    font = common.font(18)
    icon = 30
    for count, good, y in ((card.give_count, card.give, 12), (card.get_count, card.get, 58)):
        picture = _good(good).resize((icon, icon))
        image.alpha_composite(picture, (w // 2 + 2, y))
        draw.text((w // 2 - 4, y + icon / 2), f"{count}", fill=INK, font=font, anchor="rm")
    draw.line((w / 2, 45, w / 2, 56), fill=INK, width=2)
    draw.polygon([(w / 2 - 5, 52), (w / 2 + 5, 52), (w / 2, 58)], fill=INK)
    return image


def _beggar():
    """The beggar's sign on an influence card: an empty bowl."""
    image = common.big(TOKEN)
    draw = ImageDraw.Draw(image)
    s = TOKEN * SS
    draw.chord((4 * SS, 6 * SS, s - 4 * SS, s - 8 * SS), 0, 180, fill=(150, 104, 60, 255),
               outline=INK, width=2 * SS)
    draw.line((4 * SS, s / 2 - SS, s - 4 * SS, s / 2 - SS), fill=INK, width=2 * SS)
    return common.small(image)


def _merchant():
    """The merchant's sign on an influence card: a money bag."""
    image = common.big(TOKEN)
    draw = ImageDraw.Draw(image)
    s = TOKEN * SS
    draw.ellipse((7 * SS, 12 * SS, s - 7 * SS, s - 3 * SS), fill=(196, 150, 70, 255),
                 outline=INK, width=2 * SS)
    draw.polygon([(14 * SS, 4 * SS), (s - 14 * SS, 4 * SS), (s / 2 + 3 * SS, 13 * SS),
                  (s / 2 - 3 * SS, 13 * SS)], fill=(196, 150, 70, 255), outline=INK)
    draw.text((s / 2, s * 0.62), "$", fill=INK, font=common.font(14 * SS), anchor="mm")
    return common.small(image)


def _die(pips: int):
    image = common.big(DIE)
    draw = ImageDraw.Draw(image)
    s = DIE * SS
    draw.rounded_rectangle((2 * SS, 2 * SS, s - 2 * SS, s - 2 * SS), radius=9 * SS, fill=IVORY,
                           outline=INK, width=2 * SS)
    spots = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
             4: [(1, 1), (1, 3), (3, 1), (3, 3)], 5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
             6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}[pips]
    r = 4 * SS
    for col, row in spots:
        cx, cy = col * s / 4, row * s / 4
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _stand():
    """The market stand: a small awning on two posts."""
    w, h = STAND
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rectangle((10 * SS, 16 * SS, 14 * SS, (h - 4) * SS), fill=(120, 80, 40, 255))
    draw.rectangle(((w - 14) * SS, 16 * SS, (w - 10) * SS, (h - 4) * SS), fill=(120, 80, 40, 255))
    for i in range(4):
        x0 = (4 + i * 14) * SS
        colour = common.CARNELIAN if i % 2 == 0 else IVORY
        draw.polygon([(x0, 4 * SS), (x0 + 14 * SS, 4 * SS), (x0 + 14 * SS, 18 * SS),
                      (x0, 18 * SS)], fill=colour)
    draw.rectangle((4 * SS, 4 * SS, (w - 4) * SS, 18 * SS), outline=INK, width=2 * SS)
    draw.rectangle((8 * SS, (h - 12) * SS, (w - 8) * SS, (h - 4) * SS), fill=(176, 130, 80, 255),
                   outline=INK, width=2 * SS)
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _hut():
    """The bid hut beside each warehouse: a reed hut."""
    w, h = 48, 40
    image = common.big(w, h)
    draw = ImageDraw.Draw(image)
    draw.rectangle((8 * SS, 18 * SS, 40 * SS, 38 * SS), fill=(196, 160, 100, 255), outline=INK,
                   width=2 * SS)
    draw.polygon([(4 * SS, 20 * SS), (24 * SS, 3 * SS), (44 * SS, 20 * SS)],
                 fill=(150, 120, 60, 255), outline=INK, width=2 * SS)
    draw.rectangle((20 * SS, 26 * SS, 28 * SS, 38 * SS), fill=(80, 56, 30, 255))
    return common.small(image)


def _token(value: int):
    """A Royal Court influence token, +1 or +2."""
    image = common.big(TOKEN)
    draw = ImageDraw.Draw(image)
    s = TOKEN * SS
    draw.ellipse((2 * SS, 2 * SS, s - 2 * SS, s - 2 * SS), fill=common.rgba((124, 70, 166)),
                 outline=INK, width=2 * SS)
    draw.ellipse((6 * SS, 6 * SS, s - 6 * SS, s - 6 * SS), outline=common.GOLD, width=2 * SS)
    draw.text((s / 2, s / 2), f"+{value}", fill=IVORY, font=common.font(17 * SS), anchor="mm")
    return common.soft_shadow(common.small(image), offset=(1, 2), blur=2, alpha=110)


def _water():
    """One field of the Nile track."""
    return common.tile(64, 78, (150, 196, 220), 71, radius=6, grain=8, edge=(40, 80, 120, 255))


def _step():
    """A sandstone block for a pyramid level (nine-slice)."""
    return common.tile(96, 96, (230, 204, 150), 73, radius=6, grain=10)


def draw(outdir) -> None:
    for good in data.GOODS:
        common.save(_good(good), outdir / f"good_{good}.png")
    for seat in range(len(palette.PLAYER_COLOURS)):
        common.save(_worker(seat), outdir / f"worker_{seat}.png")
        common.save(_boat(seat), outdir / f"boat_{seat}.png")
        common.save(_merchant_figure(seat), outdir / f"merchant_{seat}.png")
    common.save(_card(*CARD, common.PAPYRUS, common.CARNELIAN, 43), outdir / "card_face.png")
    common.save(_card_back(), outdir / "card_back.png")
    common.save(_card(*THRESHOLD, (246, 234, 206, 255), common.LAPIS, 45), outdir / "threshold.png")
    common.save(_card(*THRESHOLD, (214, 200, 176, 255), common.STONE_DARK, 46),
                outdir / "no_yield.png")
    for index in range(len(data.MARKET_CARDS)):
        common.save(_market(index), outdir / f"market_{index}.png")
    common.save(_card(*MARKET, (214, 200, 176, 255), common.TURQUOISE, 49),
                outdir / "market_back.png")
    for pips in range(1, data.YEARS + 1):
        common.save(_die(pips), outdir / f"die_{pips}.png")
    common.save(_stand(), outdir / "stand.png")
    common.save(_beggar(), outdir / "beggar.png")
    common.save(_merchant(), outdir / "merchant.png")
    common.save(_hut(), outdir / "hut.png")
    for value in (1, 2):
        common.save(_token(value), outdir / f"token_{value}.png")
    common.save(_water(), outdir / "nile.png")
    common.save(_step(), outdir / "step.png")
    common.save(common.panel(common.PAPYRUS, 17), outdir / "panel.png")
    common.save(common.area(), outdir / "area.png")
