"""Opening the window: straight into the main menu, or into a game from the command line.

Errors a player can meet at start (a missing data file, a broken board layout)
end with one clear sentence instead of a traceback.
"""

from __future__ import annotations

import sys

from pharaohs.resources import MissingResource


def run_window(game=None, players=None, variant=None, options=(), seed=None, seats=(),
               language: str | None = None, level: str = "medium", replay=None) -> int:
    from pharaohs.storage import Settings
    from pharaohs.ui.frame.app import App
    from pharaohs.ui.frame.menu import MainMenuScene

    try:
        app = App(settings=Settings.load(), language=language)
        if app.settings.fullscreen:
            app.set_fullscreen(True)
        if replay is not None:
            from pharaohs.ui.frame.replay import open_replay

            scene = open_replay(app, replay)
        elif game is None:
            scene = MainMenuScene(app)
        else:
            from pharaohs.core import Match
            from pharaohs.ui.frame.table import TableScene

            names = app.settings.last_names
            match = Match.start(game, [(names[i % len(names)], kind)
                                       for i, kind in enumerate(seats)], seed, variant, options)
            scene = TableScene(app, match, ai_level=level)
        app.run(scene)
    except (MissingResource, ValueError) as err:
        # a broken board is a LayoutError (a ValueError); its module, with pytmx, is
        # only imported once a board is laid out, so the main menu starts without it
        from pharaohs.ui.kit.layout import LayoutError

        if not isinstance(err, (MissingResource, LayoutError)):
            raise
        from pharaohs.locale import reason, tr

        print(f"pharaohs: {tr(reason(err))}", file=sys.stderr)
        return 1
    return 0
