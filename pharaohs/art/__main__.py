"""``python -m pharaohs.art``: redraw all generated art into ``assets/``."""

from pathlib import Path

from pharaohs.art import draw_all

if __name__ == "__main__":
    assets = Path(__file__).resolve().parents[2] / "assets"
    for name, digest in draw_all(assets).items():
        print(f"{name}: {digest[:12]}")
