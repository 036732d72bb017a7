"""The pygame client: scene stack, board layouts, drag-and-drop, widgets, curtain."""
