"""Where bots think when a game must not wait on them: the Hard bot's process of its
own with a deadline (:mod:`.process`), the decision behind the window's bot thread
(:mod:`.thinker`), and a decision as plain JSON text for the table server's worker
pool. No Qt; the bots themselves load only when a decision needs them, so a window
starts without them."""
