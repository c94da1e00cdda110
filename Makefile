# The README's two commands: `make play` and `make test`. Both set up .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench clean system-deps

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,dist,web,rl]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/realmkit play fantasy-realms --players human,greedy,greedy

# Debian's chromium and postgresql for the browser and database tests, when missing.
system-deps:
	./.ci/install-system-deps

test: $(STAMP) system-deps
	$(BIN)/ruff check src tests
	$(BIN)/mypy src
	$(BIN)/python -m pytest -q -n 2

bench: $(STAMP)
	$(BIN)/realmkit bench

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache .ruff_cache
