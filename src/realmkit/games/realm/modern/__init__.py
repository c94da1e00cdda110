"""Modern Realm: capture the eight enemy starting Realms with HQs (on sliding.py)."""
