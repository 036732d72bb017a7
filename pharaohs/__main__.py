"""``python -m pharaohs`` is the ``pharaohs`` command."""

import sys

from pharaohs.cli import main

sys.exit(main())
