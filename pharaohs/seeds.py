"""A game's seed as a player gives it (new-game screen, ``--seed``) or a fresh one.

A seed is a whole number of digits, the same rule in the window and on the
command line, so a game started in one can be started again in the other.
"""

from __future__ import annotations

import secrets

#: fresh seeds stay below this, short enough to read out and type again
FRESH_SEEDS = 10**9


def random_seed() -> int:
    return secrets.randbelow(FRESH_SEEDS)


def parse_seed(text: str) -> int | None:
    """A typed seed as a number (blank: a new random one); None when it is not a number."""
    text = text.strip()
    if not text:
        return random_seed()
    return int(text) if text.isascii() and text.isdigit() else None
