# The README's two commands: `make play` and `make test`. Both set up .venv themselves;
# `make play` installs only what playing needs, `make test` adds the dev tools and Ray.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $(PLAY_STAMP)

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,dist]'
	touch $(PLAY_STAMP) $(TEST_STAMP)

play: $(PLAY_STAMP)
	$(BIN)/realmkit play fantasy-realms --players human,greedy,greedy

test: $(TEST_STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/python -m pytest -q -n 2

bench: $(PLAY_STAMP)
	$(BIN)/realmkit bench

clean:
	rm -rf $(VENV) build src/*.egg-info .pytest_cache .ruff_cache
