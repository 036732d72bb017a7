"""Phase 2 read out over the board once it is settled: each reward and the city tribute,
who won it with which card, the die rolls of ties, one step per click (``KitBoard.read_out``)."""

from __future__ import annotations

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.rules.data import RIGHT_REWARD_POINTS
from pharaohs.ui.kit.score_steps import Line

_CATEGORIES = {
    "reward1": _("Reward 1: a silver disc"),
    "reward2": _("Reward 2: procession or gem"),
    "reward3": _("Reward 3: 2 AP"),
    "tribute": _("City tribute"),
}


def lines(view) -> list[Line]:
    """The steps of this round's phase 2 from its events (a view of the table)."""
    out: list[Line] = []
    rolls: dict[tuple[str, int], int] = {}
    for event in view.events:
        if event.kind == "roll":
            for seat, pips in event.rolls:
                rolls[event.stage, seat] = pips
        elif event.kind == "reward":
            points = RIGHT_REWARD_POINTS if event.stage == "reward3" else 0
            out.append(Line(event.seat, _CATEGORIES[event.stage], points,
                            _("highest card: {value}", value=event.value)))
            out += [Line(seat, _CATEGORIES[event.stage], 0,
                         _("die {pips}: lost the roll", pips=pips))
                    for (stage, seat), pips in rolls.items()
                    if stage == event.stage and seat != event.seat]
        elif event.kind == "tribute":
            out.append(Line(event.seat, _CATEGORIES["tribute"], 0,
                            _("city {number}", number=event.value)))
    return out


def read_out(board, view) -> None:
    """Read phase 2 just settled in ``view`` out over the board, if anything was won."""
    steps = lines(view)
    if steps:
        board.read_out(view, _("Reward of the princes and city tribute"), steps,
                       _("Recognition points"), _("Click or press Enter to play on"))
