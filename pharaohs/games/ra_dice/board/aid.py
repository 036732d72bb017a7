"""The player aid of Ra: The Dice Game: each die face and each part of the board, the
turn, the scoring, and one line per player count for the new-game screen."""

from __future__ import annotations

from pharaohs.core.i18n import N_
from pharaohs.ui.kit.aid_parts import Aid, Part

AID = Aid(
    parts=(
        Part(N_("The five dice"),
             N_("Each die has its colour, a letter (Y, B, P, G, R) and a shape, and six "
                "faces: Sun, Pharaoh, Nile, Civilization, Monument and Ankh. You throw "
                "all five, then twice more any that are not Suns."),
             ("die_", "dice_tray", "tray_header", "tray_hint"),
             ("die_yellow_sun", "die_blue_pharaoh", "die_purple_nile", "die_green_ankh")),
        Part(N_("Sun face"),
             N_("A Sun goes onto the Sun track at once and cannot be thrown again. One or "
                "two Suns move Ra on; three score 3 points; four or five call a Disaster."),
             (), ("symbol_sun",)),
        Part(N_("Pharaoh face"),
             N_("Each Pharaoh moves your marker one space up the Pharaoh track."),
             (), ("symbol_pharaoh",)),
        Part(N_("Nile face"),
             N_("Each Nile moves your marker one space up the Nile track; three Niles may "
                "flood the Nile instead."),
             (), ("symbol_nile",)),
        Part(N_("Civilization face"),
             N_("Three Civilization dice place one marker, four place two, five place three, "
                "each on the space of a die's colour."),
             (), ("symbol_civilization",)),
        Part(N_("Monument face"),
             N_("One Monument places a marker on an empty Monument space of the die's "
                "colour; each further marker needs two more dice."),
             (), ("symbol_monument",)),
        Part(N_("Ankh face"),
             N_("The joker: it counts as a Pharaoh, Nile, Civilization or Monument beside at "
                "least one real one of that face, but never lends its colour. Two Ankhs may "
                "score 2 points instead."),
             (), ("symbol_ankh",)),
        Part(N_("Sun track and Ra"),
             N_("Ra starts on a space set by the number of players and moves on with the "
                "Suns. When Ra reaches the last space the epoch ends after this turn."),
             ("sun_", "ra_lane"), ("ra", "sun_space")),
        Part(N_("Pharaoh track"),
             N_("Spaces 0 to 12. At each epoch's end the furthest marker scores 5 and steps "
                "back 2; the least loses 2 and steps up 1."),
             ("pharaoh_",), ("pharaoh_space",)),
        Part(N_("Nile track"),
             N_("Spaces 0 to 12. A flooded player scores the space of the marker at the "
                "epoch's end; then the flood markers leave."),
             ("nile_",), ("nile_space",)),
        Part(N_("Flood the Nile"),
             N_("Three Nile dice (one or two may be Ankhs) put a flood marker on your Nile "
                "marker instead of moving it. You may flood more than once."),
             ("flood_box",), ("flood",)),
        Part(N_("Two Ankhs"),
             N_("Two Ankhs not used otherwise score 2 points at once."),
             ("two_points",), ("symbol_ankh",)),
        Part(N_("Civilization spaces"),
             N_("One space per colour. A player has at most one marker on each, and a space "
                "holds one marker fewer than there are players."),
             ("civ_",), ("civ_yellow", "civ_blue", "civ_purple", "civ_green")),
        Part(N_("Disasters"),
             N_("Four or five Suns call one on all others: Pharaoh −2 spaces; Nile: a flood "
                "marker back (or −2 spaces); Civilization or Monuments: two markers back."),
             ("disaster_",), ("disaster_pharaoh", "disaster_nile", "disaster_civilization",
                              "disaster_monuments")),
        Part(N_("Monument spaces"),
             N_("Eight columns of five coloured spaces. A second or third marker in one turn "
                "must go into a column without one of yours. Scored only at the very end."),
             ("monument_",), ("monument_yellow", "monument_blue", "monument_purple",
                              "monument_red")),
        Part(N_("Score track"),
             N_("Everybody's points, 0 to 99; the start player begins on 10, the next on 11, "
                "and so on."),
             ("score_",), ("score_space",)),
    ),
    turn=(
        N_("Throw all five dice; Suns go onto the Sun track in front of Ra."),
        N_("Throw any of the others again, up to two times; new Suns go onto the track too."),
        N_("When you stop throwing, the Suns act: one or two move Ra, three score 3 points, "
           "four or five call a Disaster."),
        N_("Then use the dice in any order: Pharaoh, Nile, Flood, Civilization, Monument or "
           "two Ankhs for 2 points. Each die is used once; unused dice are lost."),
    ),
    scoring=(
        N_("At the end of each of the three epochs: Pharaoh track, Nile track and "
           "Civilization markers are scored."),
        N_("Pharaoh: the furthest scores 5, the least loses 2 (all tied: nobody)."),
        N_("Nile: each flooded player scores the space of the marker, then the flood "
           "markers leave."),
        N_("Civilization: 0 markers −5, 1 or 2 markers 0, 3 markers 5, 4 markers 10, "
           "5 markers 15; then all Civilization markers leave."),
        N_("Monuments, after the third epoch only: 1 to 6 columns score 1 to 6 points, "
           "7 columns 10, 8 columns 15; each column with 3, 4 or 5 of your markers adds "
           "5, 10 or 15."),
        N_("After three epochs the most points wins."),
    ),
)

VARIANTS: dict[str, str] = {}
OPTIONS: dict[str, str] = {}
PLAYERS = {
    2: N_("Two players: Ra starts on space 13, so epochs are short."),
    3: N_("Three players: Ra starts on space 7."),
    4: N_("Four players: Ra starts on space 1, so epochs are long."),
}
