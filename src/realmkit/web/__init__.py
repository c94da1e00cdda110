"""The browser table: a web service over the core contract (extra `web`).

The server is the only authority: it holds every table's state, checks each action through
the contract, runs the AI seats, and sends each seat only `observation(seat)`.
"""
