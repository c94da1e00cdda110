"""Makes the toy games of tests/agents importable as `toy_games`."""

import sys
from pathlib import Path

TOYS = str(Path(__file__).parent.parent / "agents")
if TOYS not in sys.path:
    sys.path.insert(0, TOYS)
