"""Sets of the five dice as bit masks (bit ``i`` is die ``i``), with every table precomputed.

Finding the legal uses of a throw means walking the subsets of up to five dice
for every move; tables indexed by mask keep that walk cheap.
"""

from __future__ import annotations

from pharaohs.games.ra_dice.rules.data import FACES, NUM_DICE, SUN

#: the mask of all five dice
ALL = (1 << NUM_DICE) - 1
#: per mask, the set of die indices it holds
SUB = tuple(frozenset(i for i in range(NUM_DICE) if m >> i & 1) for m in range(ALL + 1))
MASK_OF = {s: m for m, s in enumerate(SUB)}
#: per mask, how many dice it holds
POP = tuple(len(s) for s in SUB)
#: per mask, its die indices in increasing order
BITS = tuple(tuple(sorted(s)) for s in SUB)
#: the non-empty submasks of each mask, in increasing order
SUBMASKS = tuple(tuple(s for s in range(1, m + 1) if s & m == s) for m in range(ALL + 1))
_FACE_INDEX = {f: i for i, f in enumerate(FACES)}


def dice_mask(dice) -> int | None:
    """The bit mask of a set of die indices, or None if it is not one."""
    try:
        return MASK_OF.get(dice) if isinstance(dice, frozenset) else None
    except TypeError:
        return None


def face_masks(state) -> tuple[int, list[int]]:
    """The dice still to apply, and per face (index into FACES) those among them."""
    per_face = [0] * len(FACES)
    free = 0
    used = state.used
    for i, face in enumerate(state.dice):
        if face != SUN and i not in used:
            bit = 1 << i
            free |= bit
            per_face[_FACE_INDEX[face]] |= bit
    return free, per_face
