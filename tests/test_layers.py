"""The import picture of docs/architecture.md: core below games below agents below arena and
bench below the faces; no module imports a layer above its own (lazy imports inside functions
count too)."""

from __future__ import annotations

import ast
from pathlib import Path

import realmkit

PACKAGE = Path(realmkit.__file__).parent
LAYERS = {"core": 0, "games": 1, "agents": 2, "arena": 3, "bench": 3,
          "cli": 4, "web": 4, "interop": 4, "learn": 4}


def imported(path: Path) -> list[tuple[int, str]]:
    """Every realmkit module a file imports, with the line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return [(line, name) for line, name in found if name.startswith("realmkit.")]


def test_every_package_has_a_layer() -> None:
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert packages == set(LAYERS)


def test_no_module_imports_a_layer_above_its_own() -> None:
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if len(parts) < 2:
            continue  # the package's own __init__ sits above every layer and names their providers
        for line, name in imported(path):
            if LAYERS[name.split(".")[1]] > LAYERS[parts[0]]:
                upward.append(f"{'/'.join(parts)}:{line} imports {name}")
    assert upward == []
