"""Test set-up: headless SDL before anything imports pygame."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the client follows the system's language: the suite reads English unless a test switches
os.environ["LANGUAGE"] = "en"
# and the settings' language: the developer's own settings, saves and scores stay out of it
os.environ["PHARAOHS_HOME"] = tempfile.mkdtemp(prefix="pharaohs-tests-")


import pytest  # noqa: E402 - after the SDL settings above, as pygame must be


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A user folder of the test's own (settings, saves, high scores), and pygame shut
    down after, with the font cache that holds its fonts. Scene tests use it for every
    test (``pytestmark = pytest.mark.usefixtures("home")``)."""
    import pygame

    from pharaohs.ui.kit import theme

    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    yield tmp_path
    pygame.quit()
    theme.font.cache_clear()
