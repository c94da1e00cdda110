"""Matches, simulations, tournaments and ratings, on the core contract only."""
