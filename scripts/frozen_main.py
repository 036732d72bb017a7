"""The entry point of the packaged program (``build.spec`` freezes this file).

It runs ``pharaohs.cli.main`` like the ``pharaohs`` command does, with one
difference for players: whatever goes wrong ends with one clear sentence, never
a traceback wall. A missing or broken data file is named (the resource helper
and the board loader say which file); anything else is written with its
traceback to ``crash.log`` in the user data folder, and the sentence says
where, so it can be attached to a problem report.
"""

import os
import sys
import tempfile
import time
import traceback


def _crash_log(error: BaseException) -> str:
    try:
        from pharaohs.storage import data_dir

        folder = str(data_dir())
    except Exception:  # the data folder itself may be what is broken
        folder = tempfile.gettempdir()
    path = os.path.join(folder, "crash.log")
    try:
        from pharaohs import __version__
    except Exception:
        __version__ = "?"
    with open(path, "a", encoding="utf-8") as log:
        log.write(f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} pharaohs {__version__} "
                  f"{sys.platform} argv={sys.argv[1:]}\n")
        log.write("".join(traceback.format_exception(error)))
    return path


def _say(message: str) -> None:
    if sys.stderr is not None:
        print(f"pharaohs: {message}", file=sys.stderr, flush=True)
    elif sys.platform == "win32":  # a double-clicked program on Windows has no console
        import ctypes

        ctypes.windll.user32.MessageBoxW(None, message, "Pharaohs", 0x10)


def main() -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        from pharaohs.cli import main as cli_main

        return cli_main()
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        from pharaohs.resources import MissingResource

        known = [MissingResource]
        try:
            from pharaohs.ui.kit.layout import LayoutError

            known.append(LayoutError)
        except Exception:
            pass
        if isinstance(error, tuple(known)):
            from pharaohs.locale import reason, tr

            _say(tr(reason(error)))  # the file and what to do, in the player's language
            return 1
        try:
            where = _crash_log(error)
        except OSError:
            where = None
        try:
            from pharaohs.cli import crash_sentence

            _say(crash_sentence(error, where))
        except Exception:  # the program's own modules are what is broken
            _say(f"the program stopped because of an unexpected error "
                 f"({type(error).__name__}: {error}); see {where}.")
        return 1


if __name__ == "__main__":
    sys.exit(main())
