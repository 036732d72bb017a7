"""The colours of Pharaohs and each player's colour and symbol, as plain data.

The screen (``ui.theme``) and the art generator (``pharaohs.art``) both draw
with these, so the art's input hash changes only when a colour does.
"""

SAND = (222, 196, 150)
SAND_DARK = (190, 160, 112)
PAPYRUS = (240, 228, 198)
PAPYRUS_DARK = (214, 198, 160)
INK = (40, 30, 22)
INK_SOFT = (92, 74, 56)
LAPIS = (38, 70, 140)
TURQUOISE = (40, 150, 150)
CARNELIAN = (170, 60, 40)
GOLD = (212, 168, 60)
GOLD_LIGHT = (245, 214, 120)
NIGHT = (28, 24, 36)
GOOD = (40, 120, 60)
BAD = (160, 40, 30)
#: gains and confirmations (darker than GOOD for 4.5:1 on papyrus)
SUCCESS = (30, 96, 48)

#: player colours and their symbols (shown together everywhere)
PLAYER_COLOURS = (
    (176, 52, 40),    # carnelian
    (40, 82, 160),    # lapis
    (46, 128, 72),    # malachite
    (210, 160, 40),   # gold
    (112, 70, 140),   # amethyst
)
PLAYER_SYMBOLS = ("ankh", "eye", "scarab", "lotus", "sun")
