"""Fitting the learned values games use in search (extra `learn`); each module is run with `python -m`."""
