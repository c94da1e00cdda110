"""Fantasy Realms' pieces: the cards (`cards.py`, read from `cards.json` and `cursed_hoard.json`,
which also lists the Cursed Items) and the set each card or item belongs to (`sets.py`)."""
