"""Adapters to the RL libraries (extra `rl`): OpenSpiel, PettingZoo and Gymnasium.

Each adapter works for every registered game whose spec names an observation-tensor encoder
(`GameSpec.tensor`); `table.py` holds what they share. Importing this package registers the
agents `openspiel-mcts` and `openspiel-ismcts` when OpenSpiel is installed.
"""
