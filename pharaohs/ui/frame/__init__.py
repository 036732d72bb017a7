"""The frame: the window, its scenes and menus, the table that runs a game (seats,
computer players, saves, the curtain), results, replay and settings. Boards never
import it; it reaches a board through the game registry."""
