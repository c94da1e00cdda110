"""Medieval Realm: Dukes and Men jump Center to Center and off the far side (on jumping.py)."""
