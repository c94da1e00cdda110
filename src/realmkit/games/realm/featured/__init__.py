"""Realm, the featured game: Powers create Bases to control Realms; Enforcers immobilize and capture."""
