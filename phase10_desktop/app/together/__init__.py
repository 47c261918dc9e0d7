"""The window's side of playing at a table server: hosting, joining, the stay."""
