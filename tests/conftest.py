"""Shared test setup: the toy game joins the registry so the core tests can use it."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import toy_game  # noqa: F401  registers toy-swap
