"""The replay of an online game from this computer's own copy (``net.copies``).

The copy holds what this computer's seats saw, not the seed, so the replay walks its
views rather than playing the moves again: each step is a view the server sent of
this computer's first seat, on the game's own board, with the moves this computer
could tell animated and worded as in a replay of a save. A move it could not tell,
and the moves made while it was away, are said as such. Once the game is over the
player may show their own seat's secrets; nobody else's are in the copy.
"""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.core.match import Match, Seat
from pharaohs.net.copies import Copy
from pharaohs.ui.frame.replay import ReplayScene


def as_match(copy: Copy) -> Match:
    """The copy as the replay reads a match: its views as the states, its moves as the
    log (``(seat, None)`` where the move was not seen, ``seat`` None when several
    seats could have moved)."""
    seat = copy.yours[0]
    states = [step.views[seat] for step in copy.steps]
    log = []
    for before, step in zip(copy.steps, copy.steps[1:], strict=False):
        if step.move is not None:
            log.append(step.move)
        else:
            single = len(before.to_act) == 1 and step.turn == before.turn + 1
            log.append((before.to_act[0] if single else None, None))
    seats = tuple(Seat(name, "ai" if computer else "human")
                  for name, computer in zip(copy.names, copy.computers, strict=True))
    return Match(copy.game, seats, f"online:{copy.game_id}", copy.variant, copy.options,
                 states[-1], log, _history=states[:-1])


class OnlineReplayScene(ReplayScene):
    """An online game, step by step, as this computer saw it."""

    reveal_labels = (_("Show my secrets"), _("Hide my secrets"))

    def __init__(self, app, copy: Copy, from_menu: bool = True):
        self.copy = copy
        super().__init__(app, as_match(copy), from_menu)

    def seat_shown(self) -> int | None:
        """With its secrets shown, the board is this computer's own seat's."""
        return self.copy.yours[0] if self.reveal else None

    def tell_board(self, seat, move, before, after) -> None:
        if move is not None:  # a move not seen shows where it led, unanimated
            super().tell_board(seat, move, before, after)
