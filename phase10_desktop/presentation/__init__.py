"""How the game looks and speaks, shared by the table and the window around it.

The card art, the theme, the animation speeds and the words the game uses (card
names, group labels, refusals, descriptions for screen readers) are used both by
the table (``app/table``) and by the window and its dialogs (``app``). They live
here, below both, so the table is a layer of its own that never imports the
window, and the window's dialogs say things in the same words as the table.
Qt is allowed here (fonts, colours, translation); rules are not.
"""
