"""Pharaohs: five Egyptian board games at one computer."""

__version__ = "0.1.0"
