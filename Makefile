# The README's two commands: `make play` and `make test`. Both set up .venv themselves;
# `make play` installs only what playing needs; `make test` adds the dev tools, Ray and the
# web and RL extras, and the Debian packages the browser and database tests need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test lint bench clean system-deps

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(PLAY_STAMP)

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,dist,web,rl]'
	touch $(PLAY_STAMP) $(TEST_STAMP)

play: $(PLAY_STAMP)
	$(BIN)/realmkit play fantasy-realms --players human,greedy,greedy

# Debian's chromium and postgresql for the browser and database tests, when missing.
system-deps:
	./.ci/install-system-deps

test: $(TEST_STAMP) system-deps
	$(BIN)/ruff check src tests
	$(BIN)/mypy src
	$(BIN)/mypy --strict src/realmkit/core
	$(BIN)/python -m pytest -q -n 2

bench: $(PLAY_STAMP)
	$(BIN)/realmkit bench

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache .ruff_cache
