"""The player aid of Saqqara: the board's parts, the round's phases, the scoring, and one
line per player count for the new-game screen."""

from __future__ import annotations

from pharaohs.core.i18n import N_
from pharaohs.ui.kit.aid_parts import Aid, Part

AID = Aid(
    parts=(
        Part(N_("Warehouses"),
             N_("Fish, linen, wood and gold, filled with goods every round. The current "
                "market (the warehouse above the die) gets extra goods."),
             ("warehouse_", "wh_title_"), ("good_1", "good_2", "good_3", "good_4")),
        Part(N_("Land"),
             N_("Land stands for any other good; three land move your boat one space up the "
                "Nile. When the die is under land, every warehouse also gets land."),
             ("land_",), ("good_0",)),
        Part(N_("Threshold cards"),
             N_("A warehouse pays out only when it holds at least as many goods as its "
                "threshold card shows; \"no yield\" pays only players in the Religion "
                "pyramid."),
             ("threshold_",), ("threshold", "no_yield")),
        Part(N_("Market cards"),
             N_("Auctioned when the die and the market stand are under the same warehouse: "
                "bid any goods, at most two cards each. They trade 1 gold for 2 goods, or 3 "
                "goods for 1 land."),
             ("card_", "my_card_"), ("market_0", "market_back")),
        Part(N_("Huts"),
             N_("The highest bid for the market card below lies on the hut; an outbid player's "
                "goods lie behind it."),
             ("hut_", "bids_label"), ("hut", "merchant_0")),
        Part(N_("Influence rows"),
             N_("Each player lays one influence card face down under every warehouse; the "
                "highest (cards and tokens) takes the warehouse's goods. A beggar alone takes "
                "2 goods first; a merchant takes 2 from the supply."),
             ("influence_",), ("beggar", "merchant", "token_1")),
        Part(N_("Round track and market stand"),
             N_("The die shows the year (its pips, 1 to 6) and the round (its place). The "
                "market stand shows where the next auction is held."),
             ("round_", "stand_"), ("die_1", "stand")),
        Part(N_("Distribution table"),
             N_("For each year: the extra goods for the current market, and the land each "
                "warehouse gets when the die is under land."),
             ("year_table",)),
        Part(N_("Players' goods"),
             N_("At the top each good with what the general supply holds of it; below, "
                "every player's goods, market cards and influence cards in hand."),
             ("ledger", "ledger_")),
        Part(N_("Yields"),
             N_("Who took what from the warehouses in the last production."),
             ("handouts",)),
        Part(N_("Your tray"),
             N_("Your goods, your hand of influence cards, your market cards, your free "
                "workers, your influence token and your draw pile."),
             ("tray", "supply_", "my_goods_", "hand_", "my_workers", "my_token", "pile"),
             ("card_face", "worker_0")),
        Part(N_("Pyramids"),
             N_("Workers climb one level per round, paying the goods shown beside it. Each "
                "level gives its privilege at once and its points at the end; on top, place "
                "another worker free."),
             ("pyramid_",), ("step", "worker_1")),
        Part(N_("Nile"),
             N_("Three land move your boat one space; each space is worth 1 point at the end."),
             ("nile_",), ("boat_0", "nile")),
    ),
    turn=(
        N_("Market (only when the die and the market stand are under the same warehouse): "
           "auction the market cards."),
        N_("Production: the warehouses fill, threshold cards are laid, each player lays an "
           "influence card under every warehouse, then adds goods to warehouses or passes; "
           "warehouses that reach their threshold pay out."),
        N_("Development: in turn, each player pays goods to move workers up the pyramids "
           "and land to sail up the Nile, trading with market cards and privileges."),
        N_("End of round: the die moves one space; after five rounds a new year begins."),
    ),
    scoring=(
        N_("The game ends after year 6, or in the round after a worker reaches the top of "
           "all pyramids but two."),
        N_("Each worker scores the points beside its level; your boat scores its Nile "
           "space."),
        N_("The highest score wins; a tie goes to the most gold."),
    ),
)

VARIANTS: dict[str, str] = {}
OPTIONS: dict[str, str] = {}
PLAYERS = {
    3: N_("Three players: five pyramids in play."),
    4: N_("Four players: six pyramids in play."),
    5: N_("Five players: seven pyramids in play."),
}
