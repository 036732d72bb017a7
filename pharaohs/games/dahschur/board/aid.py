"""The player aid of Dahschur: Die Rote Pyramide: the board's parts, the turn, the
scoring, and one line per player count for the new-game screen."""

from __future__ import annotations

from pharaohs.core.i18n import N_
from pharaohs.ui.kit.aid_parts import Aid, Part

AID = Aid(
    parts=(
        Part(N_("Obelisks"),
             N_("The track of recognition points (AP): three columns, 0 to 14, 15 to 29 and "
                "30 to 44. A marker that passes 14 or 29 moves on to the next column."),
             ("obelisk_",)),
        Part(N_("Assembly point"),
             N_("Where the merchants start, the splendid avenue begins and the procession "
                "ends. A merchant may not come back to it."),
             ("assembly", "assembly_merchants"), ("merchant_0",)),
        Part(N_("Splendid avenue"),
             N_("24 marble plates, each showing the gemstone it wants and a player's "
                "symbol. Gems are set from the assembly point on, without skipping a plate."),
             ("plate_", "avenue_area"), ("plate_0_0", "plate_1_1")),
        Part(N_("Market stalls"),
             N_("Six stalls, numbered from the assembly point. Each has an offer card with a "
                "gemstone and the goods stones it costs in each player's colour."),
             ("stall_", "offer_", "merchants_", "market_area", "market_prince_"),
             ("offer_0", "gem_0")),
        Part(N_("Goods stones"),
             N_("Your 10 goods stones pay for gems at the market and walk in the procession "
                "as offerings; those paid stay at the stall until you take them back."),
             ("goods_",), ("goods_0", "goods_1", "goods_2", "goods_3")),
        Part(N_("Procession"),
             N_("Offerings move towards the assembly point, jumping occupied spaces. Their "
                "order decides who places gold and silver discs first at the end."),
             ("procession_",)),
        Part(N_("Cities"),
             N_("Four city cards (6 to 15), each with a face-down gold and silver disc. Three "
                "face-up prince cards that add up to a city's number win one of its discs."),
             ("city_",), ("city_9", "disc_gold", "disc_silver")),
        Part(N_("Prince's gift"),
             N_("The fellow players lay one prince card each here for the active player, all "
                "of different values; each card is one action."),
             ("gift_",), ("prince_0_5",)),
        Part(N_("Face-up prince cards"),
             N_("The cards a player got back, in the order received: left, middle, right. "
                "The highest at each position wins a reward in phase 2."),
             ("row_",), ("prince_1_3",)),
        Part(N_("Burial chambers"),
             N_("One chamber per round: each player lays one of their face-up prince cards "
                "here. At the end, gold and silver discs are laid on cards of the same value."),
             ("chamber_", "finale_"), ("prince_back",)),
        Part(N_("Your hand and discs"),
             N_("Your prince cards 1 to 6 still in hand, and the gold and silver discs you "
                "have won (only you see their values)."),
             ("hand_", "disc_area"), ("disc_gold_5", "disc_silver_2")),
        Part(N_("Your supply"),
             N_("Your gems and goods stones; the cloth bag holds the gems still to come."),
             ("supply_area", "gems_", "bag"), ("gem_0", "gem_1", "gem_2", "bag")),
        Part(N_("Phase 2: rewards and tributes"),
             N_("Who won the rewards and the city tributes of this round."),
             ("log_area",)),
    ),
    turn=(
        N_("The fellow players each lay a prince card of a different value on the prince's "
           "gift for the active player."),
        N_("The active player takes the cards back one by one, each for one action: Market "
           "(move your merchant up to the card's value and buy a gem, or take back a goods "
           "stone), Splendid avenue (set 1 to 4 gems, after swapping two plates at most the "
           "card's value apart) or Procession (move an offering up to the card's value)."),
        N_("Each player becomes the active player once per round. Then phase 2: rewards for "
           "the highest card on the left, middle and right, then the city tribute."),
        N_("At the round's end each player lays one face-up prince card in that round's "
           "burial chamber; the other two go back to the hand."),
    ),
    scoring=(
        N_("Splendid avenue: 1, 2, 3 or 4 gems set score 2, 4, 6 or 10 AP; each fellow "
           "player whose symbol is on a plate scores 1 AP for the first gem, 2 for the "
           "second, and so on. On your own symbol you take back goods stones instead."),
        N_("Rewards: left, a silver disc; middle, the front of the procession or a gem from "
           "the bag; right, 2 AP. A tie is settled with the die."),
        N_("At the end, in procession order, each lays one disc at a time on a burial "
           "chamber's prince card of the same value and scores its value; the card's owner "
           "scores 2 AP for gold, 1 for silver."),
        N_("Each gem left in your supply scores 1 AP. The most AP wins; a tie goes to the "
           "most goods stones in supply."),
    ),
)

VARIANTS: dict[str, str] = {}
OPTIONS: dict[str, str] = {}
PLAYERS = {
    2: N_("Two players: the expert variant, with neutral and market prince cards and three "
          "cities."),
    3: N_("Three players: three rounds, with a neutral prince card in every gift."),
    4: N_("Four players: four rounds, the game as printed."),
}
