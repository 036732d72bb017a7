"""The player aid of Das Labyrinth des Pharao: the board's parts, the turn, the scoring,
and one line per variant, option and player count for the new-game screen."""

from __future__ import annotations

from pharaohs.core.i18n import N_
from pharaohs.ui.kit.aid_parts import Aid, Part

TILE = Part(N_("Corridor tile"),
            N_("Numbered 1 to 19; each quarter of a tile is one pace of a path. Turn it as "
               "you like before you lay it."),
            (), ("tile_07", "tile_15"))

CHAMBER = Part(N_("Closed chamber"),
               N_("A quarter of a tile with brick on all four sides is a treasure chamber. "
                  "A treasure in it scores when one of its walls touches your path."),
               (), ("tile_02",))

ENTRANCES = Part(N_("Entrance portals and the L/R chips"),
                 N_("The gaps in the west, south and east edge are the entrances. Each has a "
                    "left (L) and a right (R) side; its chip shows how many paces your path "
                    "would have from there. Click a chip to choose it by the end of turn 3."),
                 ())

#: where the other pyramids lie in a game with others (``hints`` names it in a solo game)
SOLO = Part(N_("Solo note"),
            N_("In a solo game, in place of the other pyramids: your best score with these "
               "rules so far, and how each of your treasures would score now."),
            ())

AID = Aid(
    parts=(
        Part(N_("Your pyramid"),
             N_("25 spaces for your corridor tiles. Sand is corridor, brick is wall. The "
                "outer edge counts as wall, except at the three entrance portals. The "
                "letters A to E along the top and the numbers 1 to 5 down the left side "
                "name the spaces: B3 is the second space of the third row."),
             ("main_board", "main_title"), ("board",)),
        TILE,
        CHAMBER,
        ENTRANCES,
        Part(N_("Treasure Hunter"),
             N_("Stands where your path ends and walks on whenever the path grows."),
             (), ("hunter",)),
        Part(N_("Corridor markers"),
             N_("White at pace 15, grey at 30, black at 45: they make counting easy and, in "
                "the professional game, mark where the multipliers change."),
             ("main_status",), ("marker_white", "marker_grey", "marker_black")),
        Part(N_("Number card"),
             N_("The card turned up this turn: everybody lays the tile with this number. "
                "25 of the 28 cards are played."),
             ("card", "card_label"), ("card_face",)),
        Part(N_("Tile to lay"),
             N_("The tile with the card's number: drag it onto an empty space of your "
                "pyramid; the wheel, a right click or R turns it."),
             ("supply",), ("tile_08",)),
        Part(N_("Treasure pieces and scarabs"),
             N_("Blue is worth 1, green 2, red 3, purple 4. Put one on each scarab of the "
                "tile you laid this turn; in the basic game blue goes first, then green, "
                "then red."),
             ("treasure_",),
             ("treasure_blue", "treasure_green", "treasure_red", "treasure_purple")),
        Part(N_("The other pyramids"),
             N_("Small copies of the other players' pyramids, with the paces of their paths "
                "so far."),
             ("other_", "solo_note")),
        SOLO,
        Part(N_("High and Low chips"),
             N_("Betting option: before each of cards 6 to 20, lay one chip face down. "
                "The arrow up from the line (High) bets that the next card is higher "
                "than the last, the arrow down (Low) that it is lower."),
             ("bet_high", "bet_low"), ("bet_high", "bet_low")),
    ),
    turn=(
        N_("A number card is turned up. Every player lays the corridor tile with that "
           "number on an empty space of their own pyramid, turned as they like."),
        N_("Then each may put one treasure piece on each scarab of that tile."),
        N_("By the end of turn 3 choose your entrance: a portal and its left or right side."),
        N_("Press Done. When everybody is done the next card is turned up; after 25 cards "
           "the pyramid is full and the game ends."),
    ),
    scoring=(
        N_("1 point per pace of your path from the entrance (a quarter of a tile is one "
           "pace)."),
        N_("A treasure scores its value when its chamber is closed by four walls and "
           "touches your path. Treasures in a corridor score nothing."),
        N_("Professional game: a treasure counts ×1 if its chamber first touches the path "
           "up to pace 15, ×2 up to 30, ×3 up to 45, ×4 beyond."),
        N_("Betting: five right guesses in a row win a purple treasure (4 points)."),
        N_("The most points wins; tied players all win."),
    ),
)

#: one line per variant, option and player count on the new-game screen
VARIANTS = {
    "basic": N_("Treasures go blue first, then green, then red; each scores its face value."),
    "professional": N_("Lay treasures in any order; a treasure counts ×1 to ×4 by how deep "
                       "in the path it touches."),
}
OPTIONS = {
    "betting": N_("Bet High or Low before cards 6 to 20; five right in a row win a purple "
                  "treasure worth 4."),
}
PLAYERS = {
    1: N_("Solo: build your pyramid alone and aim for your best score."),
    2: N_("Two players, each building their own pyramid from the same number cards."),
    3: N_("Three players, each building their own pyramid from the same number cards."),
    4: N_("Four players, each building their own pyramid from the same number cards."),
    5: N_("Five players: all five pyramids are built from the same number cards."),
}
