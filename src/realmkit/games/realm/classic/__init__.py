"""Classic Realm: Enforcers jump from Center to Center to dunk the enemy pieces (on jumping.py)."""
