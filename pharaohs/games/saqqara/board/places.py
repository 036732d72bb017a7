"""Where things are on the Saqqara board: spot names of ``boards/saqqara.tmx`` and
the questions "which spot is under the pointer"."""

from __future__ import annotations

from pharaohs.games.saqqara.rules import data

WAREHOUSE_SPOTS = ("wh_title", "warehouse", "threshold", "card", "hut", "influence")
PYRAMID_SLOTS = data.EXTRA_PYRAMIDS + 5
NILE_FIELDS = data.NILE_SPACES + 1
HAND_SLOTS = 6
SEATS = 5


def required_spots() -> list[str]:
    names = ["land_column", "land_title", "land_info", "bids_label", "influence_label",
             "year_table", "handouts", "ledger", "ledger_head", "tray", "my_card_0",
             "my_card_1", "my_workers", "my_token", "pile", "nile_track"]
    names += [f"{kind}_{w}" for kind in WAREHOUSE_SPOTS for w in range(data.WAREHOUSES)]
    names += [f"{kind}_{p}" for kind in ("round", "stand") for p in range(data.TRACK_SPACES)]
    names += [f"supply_{g}" for g in data.GOODS] + [f"my_goods_{g}" for g in data.GOODS]
    for seat in range(SEATS):
        names += [f"ledger_{seat}", f"ledger_{seat}_name", f"ledger_{seat}_extra"]
        names += [f"ledger_{seat}_{g}" for g in data.GOODS]
    names += [f"hand_{i}" for i in range(HAND_SLOTS)]
    for i in range(PYRAMID_SLOTS):
        names += [f"pyramid_{i}", f"pyramid_{i}_title"]
        names += [f"pyramid_{i}_level_{lvl}" for lvl in range(1, data.LEVELS + 1)]
    names += [f"nile_{n}" for n in range(NILE_FIELDS)]
    return names


def column_rect(board, warehouse: int):
    """A warehouse's whole column on screen: warehouse, cards, hut, influence row."""
    return board.rect(f"warehouse_{warehouse}").union(board.rect(f"influence_{warehouse}"))


def pyramid_at(board, view, pos) -> tuple[int, int | None] | None:
    """(pyramid slot, level or None) under ``pos``, for pyramids in play."""
    for i in range(len(view.pyramids)):
        for lvl in range(1, data.LEVELS + 1):
            if board.rect(f"pyramid_{i}_level_{lvl}").collidepoint(pos):
                return i, lvl
        if board.rect(f"pyramid_{i}").collidepoint(pos):
            return i, None
    return None
