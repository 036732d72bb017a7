"""The board kit: what every game's board needs besides its own drawing, written once.

A game's board subclasses ``KitBoard`` (itself the frame's ``BoardView``) and
fills in hooks. The hooks see views only (what the seat at the screen, or the
whole table, may see) and reach the game through ``self.ctx``, the board's
``BoardContext`` (``ui.kit.context``), never through the frame or the app:

    ctx.try_move(move)            commit if the rules allow it, else show why; the reason
    ctx.resolve(Kind, **fields)   find_move: the legal move a gesture means, or the rules'
                                  sentence why not (``Resolution``)
    ctx.why_not(move)             the rules' refusal of a move, or None (a greyed button's
                                  reason)
    ctx.refuse(sentence)          show a sentence at the pointer
    ctx.redraw()                  ask for a new frame
    ctx.game, ctx.variant         the rules object and the rule set played
    ctx.name(seat), ctx.kind(seat), ctx.to_act(), ctx.acting(seat), ctx.viewer
    ctx.view()                    what the viewer sees now; ctx.legal_moves(view, seat)
    ctx.scores(view), ctx.animations, ctx.pace, ctx.sound(effect)
    ctx.shown_scores(view)        the scores to draw (held back while a scoring is read out)
    ctx.moves_played()            every (seat, move) so far: who did what the table no
                                  longer tells (for the results screen's marks)
    ctx.high_score_key()          this game's mark in the solo high scores (``ui.kit.solo``)
    ctx.solo_scores()             those high scores, best first
    ctx.computer_move(view, seat) a computer player's choice, for a demo hand
    ctx.open(make)                put a scene made by ``make(app)`` over the table
    ctx.confirm(move, lost, question, confirm_label)   commit a move, asking first when it
                                  throws something away (``lost``: what, ``ui.kit.confirm``)

What the kit gives every board (``self.``):

    pictures    Pictures(game_id): art by name, size, turn, grey or faded (ui.pictures)
    lettering   Lettering: text rendered once per size and colour, translated (ui.pictures)
    marks       LastMoves: what the last moves touched (ui.marks; glow, glow_ring too)
    tweens      Tweens: pieces sliding by key (ui.tweens)
    drag        DragController calling the hooks ``pick(pos)`` and ``drop(item, pos)``
    press       Press: a click told from a drag (``down(pos)``, ``click(pos)``)
    view, viewer, pointer   as last shown or handled (``pick`` and ``drop`` get a position)
    move_button(label, move, ...)   an action-bar button that plays a move, greyed with the
                rules' reason while they refuse it (or the board's ``why_not``)
    button(which), click_button(view, which)   a button by label or move, for demo hands
    gesture(view, seat, move)   the clicks, drags and keys a player's hand makes for a move
    click_words(pos, view, viewer), drop_words(pos, view, viewer)   for hover hints: what a
                click there, or letting go of the piece in hand there, would do
    move_hint(view, viewer, move)   the same for a move the board found itself
    size(map_px), text_px(map_px), point(x, y), rect(name)   one scaling from the layout
    icon(name, map_px)   a picture that a figure counts, never too small to recognise
    spot(name), square(point, map_px)   a layout spot; a square around a map point
    label(surface, message, pos, map_px, ...)   one line of text sized in map pixels
    paragraph(surface, message, pos, width, map_px, ...)   text wrapped line under line
                (``max_lines``: set a little smaller before a cut shows)
    spot_at(pos, names)   the first named spot under the pointer
    spot_of_kind(pos, kinds)   the first layout spot of those kinds under the pointer
    glow(surface, spot, colour, width_map, fill_alpha)   a glow around a spot (ui.marks)
    glow_last_move(surface), glow_targets(surface, names)   the last move's outline and
                the light where a piece may go, alike in every game; ``lit(view,
                viewer)`` says where, from ``reach``
    legal(view, seat)   the legal moves of the seat to act, worked out once per view
    blit_at(surface, image, centre, alpha, angle)        a picture centred on a point
    read_out(view, title, lines, total_label, footer)    a scoring read out over the board
                (``ui.kit.score_steps``); ``overlay`` holds that scene until it closes
    font        the frame's text size, for boards that size text to the window

Hooks a board fills in (all optional besides drawing):

    draw(surface, view, viewer)               paint the board (``BoardView``)
    handle(event, view, viewer) -> bool       any input; by default ``handle_drag(event)``,
                                              the drag's share (pick, move, drop); clicks
                                              on ``reach``'s places are the kit's after it
    actions(view, viewer) -> [Action]         the action-bar buttons for the acting seat,
                                              by phase; an Action's ``tip`` is its tooltip,
                                              its ``why_not`` why it is greyed
    moved(seat, move, before, after)          a move was committed: views before and after
                                              (by default its mark, ``mark_moved``)
    seen(seat, move, before, after)           the seat at the screen made it: its own views
                                              before and after (the cards it drew)
    parting_words(view, seat) -> str | None   what that seat, its turn over, should see
                                              before the curtain (``ui.frame.handover``)
    undone(seat, view)                        a step was taken back
    advance(dt) -> bool                       the board's own animation; True while running
    finish()                                  that animation ended at once (``settle``)
    scored_items(view, outcome, shown)        the final breakdown in categories, with the
                                              places scored on the board (results screen)
    resized()                                 the window changed size (caches are cleared)
    draw_hinted_piece(surface, view, seat, move)   the hinted piece where it would go

and the modules of its package, named on the class, whose functions take the board first:

    WORDS = words        prompt(board, view, seat), panel_lines(board, view, seat, viewer),
                         describe(board, seat, move, before, after) (views), and optionally
                         secret(board, view, seat) (private things on screen: curtain)
    HINTS = hints        hover_hint(board, pos, view, viewer)
    GESTURES = gestures  what ``reach`` cannot say: pick(board, pos) -> Draggable | None
                         (what may be taken), and optionally missed(board, item, pos) ->
                         sentence (a drop where no move of the game's ``move_space``
                         lets go in ``reach``, so the rules have no reason to give: the
                         board's words; "" springs back silently), put_back(board, item) (let go
                         where it was taken, no click move there), choose(board, moves)
                         (one gesture, several moves), click_elsewhere(board, pos, view,
                         viewer) (a click on the board where no move of ``move_space``
                         is a click in ``reach``, so the rules have no reason to give:
                         the board's words); a
                         board whose pieces are no move's own (Ra's dice, several at once)
                         says which moves a piece in hand makes (``holds``)
    DEMO = demo          choose(board, view, seat) -> move | None: the move the demo hand
                         (smoke test, UI tests) makes; ``gesture(view, seat, move)`` makes it
    KEYS = keys          reach(board, view, seat, move) -> [(start, end)]: the one table
                         from a move to its places: where a hand takes hold of it and lets
                         go (``end`` None: a click), as the layout's spot names, rects or
                         ``ui.keyboard.Spot`` (an end ``reach.Around`` a wider place only
                         catches drops); empty for a button's move. It must answer for
                         every move of ``move_space``, legal or not (empty where its
                         piece is not on the table). The kit reads from it
                         (``ui.kit.reach``) what glows (``lit``), what a drop and a click
                         play (``drop``, ``clicked``), why a drop is refused, the
                         keyboard's spots, the demo hand's gestures, the hint's marks
                         and the last move's mark (``mark_moved``); optionally
                         marked(board, seat, move, before, after) -> places | None: the
                         last move's mark where ``reach`` cannot say it (a button's move,
                         a card no table view shows, a place that is the mover's own)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from pharaohs.core.i18n import _
from pharaohs.ui.kit import reach, theme
from pharaohs.ui.kit.board_view import BoardView
from pharaohs.ui.kit.drag import DragController, Draggable
from pharaohs.ui.kit.gestures import click, drag, key
from pharaohs.ui.kit.keyboard import Spot, as_spot, unique
from pharaohs.ui.kit.marks import LAST_MOVE, TARGET, LastMoves, glow, hint_arrow, hint_mark
from pharaohs.ui.kit.palettes import PalettePictures
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.score_steps import ScoreSteps
from pharaohs.ui.kit.score_table import ScoredItem, plain_items
from pharaohs.ui.kit.tweens import Tweens
from pharaohs.ui.kit.widgets import Button

#: a press and release closer than this many pixels is a click, not a drag
CLICK_SLOP = 6
#: a click on the board where no legal move is made by one (``click_elsewhere``)
ELSEWHERE = "elsewhere"


@dataclass
class Action:
    """An action-bar button: its label, what it does, why it is greyed (None: it works)
    and what hovering it says."""

    label: str
    do: Callable[[], object]
    #: why the button is greyed now, in the game's words (``ui.widgets.Button``)
    why_not: str | None = None
    hotkey: int | None = None
    tip: str | None = None
    #: the move the button makes, where it makes one (a hint lights the button)
    move: object = None

    @property
    def enabled(self) -> bool:
        return self.why_not is None


class Press:
    """Where the mouse button went down, to tell a click from a drag on release."""

    def __init__(self):
        self.pos: tuple[int, int] | None = None
        self.what = None

    def down(self, pos, what=None) -> None:
        self.pos, self.what = tuple(pos), what

    def click(self, pos) -> bool:
        """Whether the button came up about where it went down (then forgets the press)."""
        start, self.pos = self.pos, None
        return start is not None and math.dist(start, pos) <= CLICK_SLOP

    def clear(self) -> None:
        self.pos = self.what = None


class KitBoard(BoardView):
    """A game's board on the kit: caches, scaling, drag, tweens, marks and the hooks."""

    #: the board package's modules the kit calls (see the module docstring)
    WORDS = HINTS = GESTURES = DEMO = KEYS = None

    def __init__(self, ctx):
        super().__init__(ctx)
        self.pictures = PalettePictures(self.game_id)
        self.lettering = Lettering()
        self.marks = LastMoves()
        self.tweens = Tweens()
        self.press = Press()
        self.drag = DragController(self.pick, self.drop, lambda item: self.ctx.redraw())
        self.view = None
        self.viewer: int | None = None
        self.pointer = (0, 0)
        self.shown: list[tuple[Action, Button]] = []
        self.overlay = None
        #: the hinted ``(view, seat, move)``, marked whenever that seat sees that view
        self.hinted: tuple | None = None
        #: ``(view, seat, moves)``: the legal moves ``legal`` worked out last
        self._legal: tuple = (None, None, [])
        #: the last move ``move_hint`` worded: ``((view, viewer, move), words)``
        self._words: tuple = (None, None)

    # -- scaling from the layout --------------------------------------------------------
    def resize(self, area: pygame.Rect) -> None:
        super().resize(area)
        self.pictures.clear()
        self.lettering.clear()
        self.resized()

    def resized(self) -> None:
        """Hook: the window changed size."""

    @property
    def scale(self) -> float:
        return self.placement.scale if self.placement else 1.0

    def size(self, map_px: float) -> int:
        """A length of ``map_px`` map pixels on screen (at least 2)."""
        return max(2, round(map_px * self.scale))

    def text_px(self, map_px: float) -> int:
        """A text size of ``map_px`` map pixels on screen, never below 14 pixels."""
        return max(14, round(map_px * self.scale))

    def icon(self, name: str, map_px: float) -> pygame.Surface:
        """The picture ``name`` ``map_px`` map pixels wide, or larger where what it shows
        (not its transparent margin) would be shorter than ``theme.SMALLEST_ICON`` along
        its longer side: what a figure beside it counts stays recognisable."""
        source = self.pictures.original(name)
        seen = source.get_bounding_rect()
        # half a pixel over the least, as scaling down blurs away a faint edge
        scale = max(self.size(map_px) / source.get_width(),
                    (theme.SMALLEST_ICON + 0.5) / max(1, seen.width, seen.height))
        return self.pictures.get(name, max(1, round(source.get_width() * scale)),
                                 max(1, round(source.get_height() * scale)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.placement.point(x, y)

    def rect(self, name: str) -> pygame.Rect:
        return self.placement.rect(name)

    def spot(self, name: str):
        """The layout's spot ``name``, in map pixels (``centre``, ``props``)."""
        return self.layout.spot(name)

    def square(self, point, map_px: float) -> pygame.Rect:
        """A square ``map_px`` map pixels wide around the map point ``point``, on screen."""
        rect = pygame.Rect(0, 0, self.size(map_px), self.size(map_px))
        rect.center = self.point(*point)
        return rect

    def label(self, surface, message, pos, map_px: float, colour=None, bold: bool = False,
              anchor: str = "center", max_width: int | None = None) -> pygame.Rect:
        """One line of text ``map_px`` map pixels high (translated, shortened to
        ``max_width``) with its ``anchor`` at the screen point ``pos``; the rect it took."""
        return self.lettering.text(surface, message, pos, self.text_px(map_px),
                                   colour or theme.INK, bold, anchor, max_width)

    def glow(self, surface, spot, colour, width_map: float = 5, fill_alpha: int = 60) -> None:
        """A tinted, rounded outline around a spot (its name or rect), sized in map pixels."""
        rect = self.rect(spot) if isinstance(spot, str) else spot
        glow(surface, rect, colour, self.size(width_map), fill_alpha, self.size(10), self.size(6))

    def moved(self, seat, move, before, after) -> None:
        """Hook: a move was committed (table views); by default its mark (``mark_moved``).
        A board that animates too calls ``mark_moved`` itself."""
        self.mark_moved(seat, move, before, after)

    def mark_moved(self, seat, move, before, after) -> None:
        """Record what ``move`` touched, for ``glow_last_move`` until the next move: the
        game's ``KEYS.marked`` where it says (a button's move, a card from a hand no view
        shows, a track's new step), else where ``reach`` lets go of the move in
        ``before`` (the end of a drag, the place of a click)."""
        marked = getattr(self.KEYS, "marked", None)
        said = marked(self, seat, move, before, after) if marked is not None else None
        if said is None and self.KEYS is not None and self.placement is not None:
            said = reach.let_go(self.KEYS.reach(self, before, seat, move))
        self.marks.record("last", tuple(said or ()))

    def glow_last_move(self, surface) -> None:
        """Outline what the last committed move touched (the marks' ``"last"``, from
        ``mark_moved``) until the next one, alike in every game."""
        for name in self.marks.get("last", ()):
            self.glow(surface, reach.rect_of(self, name), LAST_MOVE, 3, 30)

    def glow_targets(self, surface, names) -> None:
        """Light up the places the piece in hand (or a click) may go, alike in every game."""
        for name in names:
            self.glow(surface, reach.rect_of(self, name), TARGET, 5, 70)

    @staticmethod
    def blit_at(surface, image, centre, alpha: int = 255, angle: float = 0.0) -> pygame.Rect:
        """``image`` centred on ``centre`` (screen pixels), turned ``angle`` degrees and
        see-through below ``alpha`` 255; the rect it took."""
        if angle:
            image = pygame.transform.rotate(image, angle)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        rect = image.get_rect(center=centre)
        surface.blit(image, rect)
        return rect

    def paragraph(self, surface, message, pos, width: int, map_px: float, colour=None,
                  max_lines: int | None = None) -> int:
        """``message`` wrapped to ``width`` screen pixels, line under line from ``pos`` (the
        top left); the height it took (as ``PanelScene``'s). With ``max_lines`` it is set
        a little smaller where that keeps it within them (German runs longer), and only
        past that is its last line cut, with "…"."""
        full = self.text_px(map_px)
        if max_lines is None:
            size, lines = full, theme.wrap(message, full, width)
        else:
            size, lines = theme.wrapped_fitting([message], full, width, lambda _size: max_lines,
                                                Lettering.least_size(full))
            lines = theme.at_most(lines, max_lines)
        x, y = pos
        for line in lines:
            y = self.lettering.text(surface, line, (x, y), size, colour or theme.INK,
                                    anchor="topleft", max_width=width).bottom
        return y - pos[1]

    def read_out(self, view, title: str, lines, total_label: str, footer: str,
                 before=None) -> None:
        """Read a scoring out over the board, a category per click (``ScoreSteps``: the
        ``lines``, then each seat's total as in ``view``); ``overlay`` holds the scene
        until it closes."""
        def closed() -> None:
            self.overlay = None

        names = [self.ctx.name(seat) for seat in range(view.players)]
        self.overlay = self.ctx.open(lambda app: ScoreSteps(
            app, lambda: self.area, title, lines, names, self.ctx.scores(view), total_label,
            footer, closed, before))

    def spot_at(self, pos, names) -> str | None:
        """The first of the spots ``names`` under ``pos`` on screen, or None."""
        return next((name for name in names if self.rect(name).collidepoint(pos)), None)

    def spot_of_kind(self, pos, kinds):
        """The first spot of the layout whose kind is one of ``kinds`` under ``pos`` on
        screen (a ``layout.Spot``: its ``name``, ``kind`` and ``props``), or None."""
        return next((spot for spot in self.layout.spots.values()
                     if spot.kind in kinds and self.placement.rect(spot).collidepoint(pos)), None)

    @property
    def font(self) -> int:
        """The frame's text size (at least 14), for text sized to the window."""
        return max(14, self.ctx.font_size)

    # -- hooks ----------------------------------------------------------------------------
    def pick(self, pos) -> Draggable | None:
        return self.GESTURES.pick(self, pos) if self.GESTURES else None

    def drop(self, item: Draggable, pos) -> str | None:
        """The legal move ``reach`` takes hold of at the piece's home and lets go of at
        ``pos`` (one the piece ``holds``); let go where it was taken, a click
        there (or ``GESTURES.put_back``); anywhere else, the rules' reason for the move
        of the game's ``move_space`` that ``reach`` lets go there (``reach.refused``),
        or where none does, ``GESTURES.missed``'s sentence. The refusal, or None."""
        if self.KEYS is None:
            return None
        moves = reach.dropped(self, self.view, self.viewer, item.home, pos, item.payload)
        if moves:
            return self.play_one(moves)
        if item.home.collidepoint(pos):
            moves = reach.clicked(self, self.view, self.viewer, pos)
            if moves:
                return self.play_one(moves)
            put_back = getattr(self.GESTURES, "put_back", None)
            return put_back(self, item) if put_back is not None else None
        said = reach.refused(self, self.view, self.viewer, item.home, pos, item.payload)
        if said is None:
            missed = getattr(self.GESTURES, "missed", None)
            said = missed(self, item, pos) if missed is not None else None
        if said == "":  # the piece springs back without a word
            return said
        return self.ctx.refuse(said or _("That is not possible here."))

    def holds(self, payload, move) -> bool:
        """Whether the piece in hand carrying ``payload`` is the one ``move`` lets go
        (``reach`` says where a move takes hold; this, which of the pieces taken there:
        Ra's dice go several at once). None: whatever is taken there."""
        return True

    def play_one(self, moves) -> str | None:
        """Commit the one of ``moves`` (legal, one gesture) the board's ``GESTURES.choose``
        takes, else the first; the refusal shown, or None."""
        choose = getattr(self.GESTURES, "choose", None)
        if len(moves) > 1 and choose is not None:
            return choose(self, moves)
        return self.ctx.try_move(moves[0])

    def legal(self, view, seat) -> list:
        """The legal moves of ``seat`` in ``view`` (none while it is not to act), worked
        out once per view: a frame's glow, hover words and clicks all ask."""
        if self._legal[0] is not view or self._legal[1] != seat:
            moves = self.ctx.legal_moves(view, seat) if self.ctx.acting(seat) else []
            self._legal = (view, seat, moves)
        return self._legal[2]

    def lit(self, view, viewer) -> list:
        """What glows (``glow_targets``): where the piece in hand may go, else where a
        click plays a move; both from ``reach``."""
        if self.KEYS is None:
            return []
        held = self.drag.dragging
        if held is not None:
            return reach.targets(self, view, viewer, held.home, held.payload)
        return reach.click_places(self, view, viewer)

    def handle(self, event, view, viewer) -> bool:
        """Hook: any input; by default the drag's share (a board with more says why)."""
        return self.placement is not None and self.handle_drag(event)

    def handle_drag(self, event) -> bool:
        """The drag's share of ``handle``: a left press is remembered (``press`` tells a
        click from a drag), then the drag takes the event; a redraw when it did."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.dragging:
            self.press.down(event.pos)
        if self.drag.handle_event(event):
            self.ctx.redraw()
            return True
        return False

    def actions(self, view, viewer) -> list[Action]:
        return []

    def prompt(self, view, seat: int) -> str:
        return self.WORDS.prompt(self, view, seat) if self.WORDS else super().prompt(view, seat)

    def panel_lines(self, view, seat: int, viewer) -> list[str]:
        return self.WORDS.panel_lines(self, view, seat, viewer) if self.WORDS else []

    def secret(self, view, seat: int) -> bool:
        secret = getattr(self.WORDS, "secret", None)
        return bool(secret and secret(self, view, seat))

    def demo_gesture(self, view, seat: int) -> list:
        """The demo hand: the gesture of the move ``DEMO.choose`` picks (a scoring read
        out over the board is closed first)."""
        events = [key(pygame.K_ESCAPE)] if self.overlay is not None else []
        if self.DEMO is None or self.placement is None or not self.ctx.acting(seat):
            return events
        move = self.DEMO.choose(self, view, seat)
        return events + (self.gesture(view, seat, move) if move is not None else [])

    def gesture(self, view, seat: int, move) -> list:
        """The events a player's hand makes for ``move``: a click or a drag where
        ``reach`` puts it (its first place), else a click on the button that makes it.
        A board whose moves take more (several dice, a turn and Confirm) adds to it."""
        found = self.reach(view, seat, move)
        if not found:
            return self.click_button(view, move, enabled_only=True)
        start, end = found[0]
        if end is None and start.events:  # Enter, where a press is not what the hand does
            return list(start.events)
        if end is None or end.rect == start.rect:
            return click(start.centre)
        return drag(start.centre, end.centre)

    # -- the keyboard's spots (ui.keyboard) ---------------------------------------------
    def reaches(self, view, viewer) -> list[tuple[Spot, Spot | None]]:
        """For each legal move of ``viewer``, where the hand takes hold and where it lets
        go (None: a click there): ``KEYS.reach``, else every spot of the layout."""
        if self.KEYS is None:
            return [(Spot.at(self.rect(name)), None) for name in self.layout.spots]
        if (viewer is None or self.placement is None or self.overlay is not None
                or not self.ctx.acting(viewer)):
            return []
        return [pair for move in self.ctx.legal_moves(view, viewer)
                for pair in self.reach(view, viewer, move)]

    def reach(self, view, seat: int, move) -> list[tuple[Spot, Spot | None]]:
        """Where the hand takes hold of ``move`` and lets go (``KEYS.reach``); empty for a
        move made with a button."""
        if self.KEYS is None:
            return []
        return [(self.spot_of(start), end if end is None else self.spot_of(end))
                for start, end in reach.shown(self.KEYS.reach(self, view, seat, move))]

    def spot_of(self, place) -> Spot:
        """A place of ``reach`` (a spot name, a rect or a ``Spot``) as a keyboard spot."""
        return Spot.at(self.rect(place)) if isinstance(place, str) else as_spot(place)

    def key_spots(self, view, viewer) -> list[Spot]:
        """Where Tab may rest for the acting seat: what may be taken or clicked now."""
        return unique(start for start, _end in self.reaches(view, viewer))

    def key_targets(self, view, viewer, source: Spot) -> list[Spot]:
        """Where the piece taken at ``source`` may go (without ``KEYS``: any spot)."""
        if self.KEYS is None:
            return [Spot.at(self.rect(name)) for name in self.layout.spots]
        return unique(end for start, end in self.reaches(view, viewer)
                      if start == source and end is not None)

    @property
    def holding(self) -> bool:
        """Whether a piece is in hand (picked up, not yet dropped)."""
        return self.drag.dragging is not None

    def scored_items(self, view, outcome, shown: int) -> list[list[ScoredItem]]:
        """Hook: each seat's breakdown lines (``outcome.details``) sorted into the results
        table's categories, with the places on the board as drawn now (``shown`` is the
        seat drawn large) where each was scored. Default: a row per line, no places."""
        return plain_items(outcome)

    def advance(self, dt: float) -> bool:
        """Hook: advance the board's own animation; True while it runs."""
        return False

    @property
    def busy(self) -> bool:
        """Whether the board's own animation runs (besides drags and tweens)."""
        return False

    # -- what the frame calls ---------------------------------------------------------------
    def prepare(self, view, viewer) -> None:
        self.view, self.viewer = view, viewer

    def handle_event(self, event, view, viewer) -> bool:
        self.view, self.viewer = view, viewer
        if hasattr(event, "pos"):
            self.pointer = event.pos
        return self.handle(event, view, viewer) or self.clicked(event, view, viewer)

    def clicked(self, event, view, viewer) -> bool:
        """A press and a release on the same target is a click (a press that moves off is
        none): on a place where ``reach`` makes a legal move by a click, that move; on
        another place of the board, why not (``click_elsewhere``)."""
        if viewer is None or getattr(event, "button", None) != 1 or self.placement is None:
            return False
        found = self.click_target(event.pos, view, viewer)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.press.down(event.pos, found) if found is not None else self.press.clear()
            return found is not None
        if event.type != pygame.MOUSEBUTTONUP or self.press.pos is None:
            return False
        pressed, near = self.press.what, self.press.click(event.pos)
        self.press.clear()
        if found is None or found != pressed or (found == ELSEWHERE and not near):
            return False
        if found == ELSEWHERE:
            self.click_elsewhere(event.pos, view, viewer)
        else:
            self.play_one(reach.clicked(self, view, viewer, event.pos))
        return True

    def click_target(self, pos, view, viewer):
        """What a click at ``pos`` would be on: the ``reach`` place of a legal click, else
        ``ELSEWHERE`` on the board (``click_elsewhere`` says why not); None: no click of
        the board's."""
        if self.KEYS is None:
            return None
        place = reach.click_place(self, view, viewer, pos)
        if place is not None:
            return place
        if self.ctx.acting(viewer) and self.placement.board_rect.collidepoint(pos):
            return ELSEWHERE
        return None

    def click_elsewhere(self, pos, view, viewer) -> None:
        """A click on the board that makes no move: the rules' reason for the move of
        ``move_space`` that ``reach`` clicks there (``reach.click_refused``), else the
        board's ``GESTURES.click_elsewhere`` (its own words, or nothing)."""
        said = reach.click_refused(self, view, viewer, pos)
        if said is not None:
            self.ctx.refuse(said)
            return
        own = getattr(self.GESTURES, "click_elsewhere", None)
        if own is not None:
            own(self, pos, view, viewer)

    # -- the hint's marks -----------------------------------------------------------------
    def show_hint(self, view, seat: int, move) -> None:
        """Mark where ``move`` is made (``reach``, or its action-bar button) while
        ``seat`` sees ``view`` (again after an undo back to it)."""
        self.hinted = (view, seat, move)

    def hinted_move(self, view, viewer):
        """The hinted move, while ``viewer`` sees the position it was given for; or None."""
        if self.hinted is None or self.hinted[:2] != (view, viewer):
            return None
        return self.hinted[2]

    def hinted_reach(self, view, viewer) -> list[tuple[Spot, Spot | None]]:
        """Where the hinted move is made (``reach``), and the action-bar button that
        plays it (or ends it, as Ra's Reroll); empty without a hint for this view."""
        move = self.hinted_move(view, viewer)
        if move is None:
            return []
        button = self.button(move)
        pressed = [] if button is None or button.rect is None else [(Spot.at(button.rect), None)]
        return self.reach(view, viewer, move) + pressed

    def draw_hint(self, surface, view, viewer) -> None:
        move = self.hinted_move(view, viewer)
        if move is None:
            return
        self.draw_hinted_piece(surface, view, viewer, move)
        width = max(3, self.size(4))
        for start, end in self.hinted_reach(view, viewer):
            hint_mark(surface, start.rect, width)
            if end is not None and end != start:
                hint_mark(surface, end.rect, width)
                hint_arrow(surface, start.rect, end.rect, width)

    def draw_hinted_piece(self, surface, view, seat: int, move) -> None:
        """Hook: the hinted move's piece where it would go, where the marks and words
        leave something out (a tile's turn)."""

    def buttons(self, view, viewer) -> list:
        actions = self.actions(view, viewer) if self.ctx.acting(viewer) else []
        self.shown = [(a, Button(a.label, a.do, a.why_not, hotkey=a.hotkey, tip=a.tip,
                                 refuse=self.ctx.refuse)) for a in actions]
        return [button for _action, button in self.shown]

    def move_button(self, label: str, move, hotkey: int | None = None, tip: str | None = None,
                    why_not: str | None = None) -> Action:
        """An action-bar button that plays ``move`` (a hint lights it, a demo clicks it),
        greyed while the rules refuse the move, with their reason; or with ``why_not``,
        the board's own words for what is missing first."""
        reason = why_not if why_not is not None else self.ctx.why_not(move)
        return Action(label, lambda: self.ctx.try_move(move), reason, hotkey, tip, move)

    def button(self, which) -> Button | None:
        """The action-bar button shown with the label ``which``, or making the move
        ``which``, if any."""
        return next((b for a, b in self.shown if which in (a.label, a.move)), None)

    def click_button(self, view, which, enabled_only: bool = False) -> list:
        """The events of a click on the action-bar button ``which`` (a label or a move),
        for demo hands."""
        self.ctx.lay_out_buttons(view)
        button = self.button(which)
        if button is None or button.rect is None or (enabled_only and not button.enabled):
            return []
        return click(button.rect.center)

    def hover_hint(self, pos, view, viewer) -> str | None:
        return self.HINTS.hover_hint(self, pos, view, viewer) if self.HINTS else None

    def drop_words(self, pos, view, viewer) -> str | None:
        """While a piece is in hand: what letting go at ``pos`` would do, where one legal
        move lets go of it there (``reach``), in a hint's words; for boards whose hover
        hints have nothing of their own to say about a drop."""
        held = self.drag.dragging
        if held is None:
            return None
        move = self._only_move(view, viewer, lambda start, end: end is not None and pygame.Rect(
            start.rect).collidepoint(held.home.center) and pygame.Rect(end.rect).collidepoint(pos),
            lambda move: self.holds(held.payload, move))
        return None if move is None else self.move_hint(view, viewer, move)

    def click_words(self, pos, view, viewer) -> str | None:
        """What a click at ``pos`` would do, where one legal move is a click there
        (``reach``), in a hint's words."""
        if self.holding:
            return None
        move = self._only_move(view, viewer, lambda start, end: end is None and pygame.Rect(
            start.rect).collidepoint(pos))
        return None if move is None else self.move_hint(view, viewer, move)

    def move_hint(self, view, viewer, move) -> str:
        """What letting go of the piece in hand, or with nothing in hand a click, would
        do: ``move`` in a hint's words (``ctx.move_words``: it plays the move on redrawn
        copies), kept while the pointer stays over it."""
        if self._words[0] != (view, viewer, move):
            self._words = ((view, viewer, move), self.ctx.move_words(move))
        if self.holding:
            return _("Let go here: {move}", move=self._words[1])
        return _("Click: {move}", move=self._words[1])

    def _only_move(self, view, viewer, fits, kept=lambda move: True):
        """The one legal move of ``viewer`` (among those ``kept``) with a place
        ``fits(start, end)``, else None."""
        if not self.ctx.acting(viewer):
            return None
        moves = []
        for move in self.ctx.legal_moves(view, viewer):
            if move not in moves and kept(move) and any(
                    fits(*pair) for pair in self.reach(view, viewer, move)):
                moves.append(move)
        return moves[0] if len(moves) == 1 else None

    def update(self, dt: float) -> None:
        was = self.animating
        self.drag.update(dt)
        arrived = self.tweens.update(dt * self.ctx.pace)
        self.advance(dt * self.ctx.pace)
        if arrived or (was and not self.animating):
            self.ctx.redraw()

    def settle(self) -> None:
        """Every piece where the rules put it: slides, a piece in hand or springing back,
        and the board's own animation (``finish``) ended at once."""
        self.drag.dragging = self.drag.spring = None
        self.tweens.clear()
        self.finish()
        self.ctx.redraw()

    def finish(self) -> None:
        """Hook: end the board's own animation at once (a throw of the dice)."""

    @property
    def animating(self) -> bool:
        # while a piece is held, Escape takes it home instead of opening the pause menu
        return bool(self.drag.animating or self.drag.dragging or self.tweens.active
                    or self.busy)

    def describe(self, seat: int, move, before, after) -> str | None:
        return self.WORDS.describe(self, seat, move, before, after) if self.WORDS else None
