"""The table: a QGraphicsScene of card items bound to the engine's state."""
