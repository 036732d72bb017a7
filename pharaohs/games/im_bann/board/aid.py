"""The player aid of Im Bann der Pyramide: the table's parts and cards, the turn, how an
adventure is completed, and one line per variant, option and player count for the
new-game screen. Numbers the rules' data holds (the King's Chamber's sides, a series'
length) are read from it, so the aid tells what the table shows."""

from __future__ import annotations

from pharaohs.core.i18n import N_, _, ngettext
from pharaohs.games.im_bann.rules.data import CHAMBER_SIDES, SERIES_GAMES_PER_PLAYER, series_games
from pharaohs.ui.kit.aid_parts import Aid, Part

AID = Aid(
    parts=(
        Part(N_("Adventure cards"),
             N_("Four adventures in a row, each with its value. Your archaeologist stands "
                "at the one you must complete next."),
             ("adventure_", "lane_"), ("adventure_8", "archaeologist_0")),
        Part(N_("King's Chamber"),
             _("The last adventure, {low} on one side and {high} on the other; a random side "
               "lies face up. It is completed only with exactly its value (with the mummy, "
               "exactly its value +3). Whoever completes it wins.",
               low=min(CHAMBER_SIDES), high=max(CHAMBER_SIDES)),
             ("chamber", "entered"), tuple(f"chamber_{value}" for value in CHAMBER_SIDES)),
        Part(N_("Depot"),
             N_("Shows ladders, pickaxes, ropes and torches; its arrow points to the only "
                "kind of equipment card that may be played now."),
             ("depot", "depot_", "depot_arrow", "depot_label"), ("depot", "arrow")),
        Part(N_("Equipment cards"),
             N_("Ladder, pickaxe, rope or torch, worth 1 to 5. Play one of the kind the depot "
                "points to into your showcase."),
             (), ("card_ladder3", "card_pickaxe5", "card_rope2", "card_torch4")),
        Part(N_("Showcases"),
             N_("The cards each player has laid out; their values add up towards the "
                "player's adventure. At the top right: how many cards the player holds."),
             ("seat_",)),
        Part(N_("Your hand"),
             N_("Your pyramid cards, at most 10. Drag a card onto your showcase to play it, "
                "or click cards to choose them for an exchange."),
             ("hand",), ("card_back",)),
        Part(N_("Draw pile and discard pile"),
             N_("Draw one or two cards, or exchange up to five. Used cards go onto the "
                "discard pile, which is shuffled when the draw pile runs out."),
             ("pile", "pile_label", "discard", "discard_label"), ("card_back",)),
        Part(N_("Series"),
             ngettext("Playing several games: which game of the series is on the table; a "
                      "series lasts {n} game for each player.",
                      "Playing several games: which game of the series is on the table; a "
                      "series lasts {n} games for each player.", SERIES_GAMES_PER_PLAYER),
             ("series_label",)),
        Part(N_("Magic Power"),
             N_("Turn the depot's arrow to the equipment of your choice."),
             (), ("card_magic",)),
        Part(N_("Mummy"),
             N_("Goes into a random fellow player's showcase; its holder needs 3 more to "
                "complete an adventure until passing it on."),
             (), ("card_mummy",)),
        Part(N_("Curse"),
             N_("Every other player loses a random equipment or protection card from the "
                "showcase."),
             (), ("card_curse",)),
        Part(N_("Protection"),
             N_("Stays in your showcase; when a Curse strikes you may give it up instead of "
                "an equipment card."),
             (), ("card_protection",)),
        Part(N_("Scarab"),
             N_("This turn you may play any number of equipment cards of the kind the depot "
                "points to."),
             (), ("card_scarab",)),
    ),
    turn=(
        N_("Either draw one or two cards (at most 10 in hand) or exchange up to five cards "
           "from your hand."),
        N_("Or play cards: one equipment card of the depot's kind, or one special card, or "
           "a special card and then an equipment card."),
        N_("After playing you may complete your adventure: your showcase adds up to at least "
           "its value (+3 with the mummy); the showcase goes to the discard pile and your "
           "archaeologist moves on."),
        N_("Reach the value exactly and you turn the depot and take another turn. Only one "
           "adventure per turn otherwise."),
        N_("The mummy's holder passes it on after completing an adventure, or by discarding "
           "at least 3 from the showcase to a player at the King's Chamber."),
    ),
    scoring=(
        N_("Whoever completes the King's Chamber first wins."),
        N_("Several games: the round is played out; each player not in the King's Chamber "
           "scores as minus points the adventures not completed, less the showcase, +3 with "
           "the mummy. The fewest minus points over the series wins."),
    ),
)

VARIANTS = {
    "basic": N_("Complete an adventure by reaching its value with your showcase."),
    "advanced": N_("An empty hand also completes an adventure; the Curse may strike your own "
                   "showcase too."),
}
OPTIONS = {
    "multigame": N_("Play a series of games; minus points decide the overall winner."),
}
#: the mummy goes to "a random fellow player" and is passed on "to a fellow player of his
#: choice": with two players that is always the other one
PLAYERS = {
    2: _("Two players: the mummy always goes to the other one. A series has {games} games.",
         games=series_games(2)),
    3: _("Three players: the mummy goes to a random fellow player. A series has {games} "
         "games.", games=series_games(3)),
    4: _("Four players: the mummy goes to a random fellow player. A series has {games} "
         "games.", games=series_games(4)),
    5: _("Five players: the mummy goes to a random fellow player. A series has {games} "
         "games.", games=series_games(5)),
}
