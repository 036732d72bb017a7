"""Das Labyrinth des Pharao (Mark Sienholz, 2013): lay corridor tiles, walk the longest path.

``data`` holds the component data (tile drawings, treasures, portals, cards,
betting rounds), ``rules`` the pure rules behind the ``GAME`` object.
"""
