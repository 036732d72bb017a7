"""``pharaohs autoplay-online --window``: the online client in its window, played by a hand.

The headless client (``net.autoplay``) plays over the wire alone; this one plays through
the window a person uses: the lobby and the online table, with their boards and
animations, under whatever video driver SDL is given (the tests: dummy). Its seats'
moves are random legal moves made with the board's own gesture for the move
(``BoardKit.gesture``: clicks and drags posted through SDL's event queue, one frame
each); only a move for which the board has no gesture, or whose gesture committed
nothing, goes through the table's ``commit``, and the last line counts both. Hosting
and joining send what the Host and Join forms send; resuming clicks the game's ticket
under Play online. Each step is one JSON line on stdout, as from the headless client.
"""

from __future__ import annotations

import random
import sys
import time

import pygame

from pharaohs import games
from pharaohs.net import autoplay
from pharaohs.net.session import Session
from pharaohs.storage import Settings
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.lobby import LobbyScene, split_code
from pharaohs.ui.frame.online import PlayOnlineScene
from pharaohs.ui.frame.online_table import OnlineTable

#: the window's size (the boards lay themselves out for any)
WINDOW = (1024, 640)
#: seconds of the window's clock each frame runs: the animations play whole, in fewer frames
FRAME_SECONDS = 0.1
#: real seconds the hand rests while it waits for the server (no frame needs drawing)
REST_SECONDS = 0.005
#: seconds a whole game may take in the window before the hand gives up
GAME_SECONDS = 600.0
#: frames an overlay read over the board (a scoring) may need before the hand goes on
DISMISS_FRAMES = 20


class Hand:
    """Plays this computer's seats of the online table on top of ``app``."""

    def __init__(self, app: App, rng: random.Random):
        self.app, self.rng = app, rng
        self.gestures = self.commits = 0
        self.made: list[tuple[int, object]] = []

    def frame(self, events=()) -> None:
        for event in events:
            if not pygame.event.post(event):
                raise RuntimeError(f"SDL refused the event {event}")
            self.app.step(FRAME_SECONDS, pygame.event.get())
        self.app.step(FRAME_SECONDS, pygame.event.get())

    def click(self, widget) -> None:
        pos = widget.rect.center
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
        self.frame()

    def read_on(self) -> None:
        """Enter, as the player does to read on past what covers the table (a scoring
        told step by step)."""
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                       unicode="\r", scancode=40)])

    def table(self) -> OnlineTable | None:
        return next((s for s in self.app.stack if isinstance(s, OnlineTable)), None)

    def ready(self, table: OnlineTable) -> bool:
        """The table shows no move on its way and has none unanswered."""
        return (table.sent is None
                and not table.board.animating and table.cue is None)

    def play(self, table: OnlineTable) -> None:
        """One random legal move of the seat at the screen, as a player's hand makes it."""
        seat = table.viewer
        if seat is None or seat not in table.humans_to_act():
            return
        if getattr(table.board, "overlay", None) is not None:  # a scoring over the board
            self.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                           unicode="\x1b", scancode=41)])
            return
        view = table.view()
        move = self.rng.choice(table.board.ctx.legal_moves(view, seat))
        turn, count = table.match.turn, len(self.made)
        gesture = table.board.gesture(view, seat, move)
        self.frame(gesture)
        if len(self.made) > count:
            self.gestures += 1
        elif table.match.turn == turn and seat in table.humans_to_act():
            self.commits += 1
            table.commit(seat, move)

    def watch(self, table: OnlineTable) -> None:
        """Count the moves the table sends (whatever made them)."""
        commit = table.commit

        def counted(seat: int, move) -> None:
            self.made.append((seat, move))
            commit(seat, move)

        table.commit = counted


def lobby_for(app: App, how: str, what: str, url: str, name: str, seats: list[dict],
              variant: str) -> LobbyScene:
    """The lobby a host or a friend sees after the Host or Join form (what it sends)."""
    session = Session(url)
    if how == "host":
        session.send({"type": "create", "game": what, "variant": variant, "options": [],
                      "seats": seats})
        return LobbyScene(app, session, title=games.get_game(what).title)
    game_id, code = split_code(what) or ("", "")
    session.send({"type": "join", "game_id": game_id, "code": code, "name": name})
    return LobbyScene(app, session, game_id)


def resume_from_ticket(hand: Hand, url: str, game_id: str) -> None:
    """Play online, then a click on this game's ticket, as after the program restarted."""
    hand.app.reset(PlayOnlineScene(hand.app))
    hand.frame()
    online = hand.app.stack[-1]
    index = next((i for i, t in enumerate(online.tickets[:len(online.resume_buttons)])
                  if (t.url, t.game_id) == (url, game_id)), None)
    if index is None:
        raise RuntimeError(f"no ticket for game {game_id} at {url}")
    hand.click(online.resume_buttons[index])


def until(hand: Hand, test, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        hand.frame()
        time.sleep(REST_SECONDS)
    raise TimeoutError(f"{what} never came")


def open_table(hand: Hand, how: str, what: str, args, seats: list[dict]) -> OnlineTable:
    """Through the lobby (the host starts it once every seat is taken) to the table."""
    app = hand.app
    if how == "resume":
        resume_from_ticket(hand, args.url, what)
    else:
        lobby = lobby_for(app, how, what, args.url, args.name, seats, args.variant or "")
        app.reset(lobby)
        app.apply_transitions()
        until(hand, lambda: lobby.state is not None or lobby.problem, autoplay.LOBBY_SECONDS,
              "the lobby")
        if lobby.problem:
            raise RuntimeError(f"the server refused: {lobby.problem}")
        if how == "host":
            autoplay.say(event="created", game_id=lobby.game_id,
                         codes={str(s): c for s, c in lobby.codes.items()})
            until(hand, lambda: lobby.start_button.is_enabled or hand.table(),
                  autoplay.LOBBY_SECONDS, "the friends")
            if hand.table() is None:
                hand.click(lobby.start_button)
        else:
            autoplay.say(event="joined", game_id=lobby.game_id,
                         seat=lobby.state["yours"][0])
    table = until(hand, hand.table, autoplay.LOBBY_SECONDS, "the table")
    if how == "resume":
        autoplay.say(event="resumed", game_id=what, turn=table.match.turn)
    return table


def main(args) -> int:
    """The command with ``--window``; 0 once the game is over, 2 with a sentence when it
    cannot play."""
    how = "host" if args.host_game else "join" if args.join else "resume"
    what = args.host_game or args.join or args.resume
    try:
        seats = autoplay.seat_requests(args.seats, args.name) if how == "host" else []
        settings = Settings()
        settings.ai_delay_ms = 0
        hand = Hand(App(WINDOW, settings=settings, flags=0), random.Random(args.seed or 0))
        table = open_table(hand, how, what, args, seats)
        hand.watch(table)
        deadline = time.monotonic() + GAME_SECONDS
        while table.match.phase not in ("over", "closed"):
            if time.monotonic() > deadline:
                raise TimeoutError("the game did not end")
            if hand.app.stack[-1] is not table:
                hand.read_on()
            elif hand.ready(table):
                hand.play(table)
            hand.frame()
            if not hand.app.busy:
                time.sleep(REST_SECONDS)
        final = table.match.message
        table.leave()
    except (RuntimeError, ValueError, OSError, TimeoutError) as err:
        print(f"pharaohs autoplay-online: {err}", file=sys.stderr)
        return 2
    autoplay.say(event="over", game_id=table.match.game_id, phase=final["phase"],
                 turn=final["turn"], scores=final.get("result", {}).get("scores"),
                 gestures=hand.gestures, commits=hand.commits)
    return 0 if final["phase"] == "over" else 1
