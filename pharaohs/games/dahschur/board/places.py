"""Where things are on the board: spot names of ``boards/dahschur.tmx`` for pieces and
places, the picture of each piece, and which pieces stand where in a view."""

from __future__ import annotations

from pharaohs.games.dahschur.rules.data import (
    GEMS,
    MARKET_COLOUR,
    NEUTRAL_COLOUR,
    OBELISK_LAP,
    PROCESSION_SPACES,
    STALLS,
    plate_gem,
    plate_owner,
)
from pharaohs.games.dahschur.rules.state import MARKET_PRINCE, NEUTRAL, Card
from pharaohs.ui.kit.score_track import ScoreTrack

GIFT_SPACES = 3
ROUND_CHAMBERS = 4
SEATS = 4
PLATES = 24
HAND = 6
#: the recognition track: the three obelisks' spaces one after another, gone round again
#: past the last (the +45 marker)
OBELISK_TRACK = ScoreTrack("obelisk_", OBELISK_LAP)


def spot_names() -> list[str]:
    """Every spot the board looks up (the lint test checks each exists once)."""
    names = ["obelisk_area", "assembly", "assembly_merchants", "avenue_area", "market_area",
             "procession_area", "city_area", "city_title", "gift_area", "gift_title",
             "chamber_area",
             "chamber_title", "log_area", "hand_area", "disc_area", "supply_area",
             "goods_supply", "bag"]
    names += [f"obelisk_{n}" for n in range(45)]
    names += [f"plate_{i}" for i in range(PLATES)]
    for s in range(1, STALLS + 1):
        names += [f"stall_{s}", f"offer_{s}", f"goods_{s}", f"merchants_{s}",
                  f"market_prince_{s}"]
    names += [f"procession_{i}" for i in range(PROCESSION_SPACES)]
    names += [f"city_{c}" for c in range(4)]
    names += [f"gift_{k}" for k in range(GIFT_SPACES)]
    for r in range(ROUND_CHAMBERS):
        names.append(f"chamber_{r}")
        names += [f"chamber_{r}_{s}" for s in range(SEATS)]
    for s in range(SEATS):
        names.append(f"row_{s}")
        names += [f"row_{s}_{p}" for p in range(3)]
    names += [f"hand_{i}" for i in range(HAND)]
    names += [f"gems_{g}" for g in range(len(GEMS))]
    names += [f"bag_{g}" for g in range(len(GEMS))]
    names += ["finale_area", "finale_title", "finale_order", "finale_discs", "finale_note"]
    for r in range(ROUND_CHAMBERS):
        names.append(f"finale_chamber_{r}")
        names += [f"finale_card_{r}_{s}" for s in range(SEATS)]
    return names


def card_colour(card: Card) -> int:
    """The colour a prince card is printed in (neutral and market cards have their own)."""
    if card.owner == NEUTRAL:
        return NEUTRAL_COLOUR
    if card.owner == MARKET_PRINCE:
        return MARKET_COLOUR
    return card.owner


def card_picture(card: Card) -> str:
    return f"prince_{card_colour(card)}_{card.value}"


def plate_picture(plate: int) -> str:
    return f"plate_{plate_owner(plate)}_{plate_gem(plate)}"


def merchant_spot(stall: int) -> str:
    return "assembly_merchants" if stall == 0 else f"merchants_{stall}"
