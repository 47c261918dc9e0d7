"""The kinds of seat the window puts at the table: a game here, a record replayed,
a table server."""
