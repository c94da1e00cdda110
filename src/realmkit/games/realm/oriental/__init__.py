"""Oriental Realm: surround an enemy Mandarin or the Emperor (on sliding.py)."""
