"""Realm: the featured game and Classic, Medieval, Oriental and Modern Realm, on one board."""
