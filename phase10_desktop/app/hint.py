"""The Hint button: a suggestion from the engine and the Normal bot.

The engine says what is possible (can the phase be laid now, which hits are
legal); the Normal bot, shown only the player's own view like any bot, says
what it would do. The hint never sees hidden cards either.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..bots.registry import make_bot
from ..engine import Card, Discard, Draw, Game, Hit, LayDown
from ..engine.actions import Action
from .wording import card_name, group_label

# Every string is passed to ``translate`` directly: lupdate only collects literals
# given to ``translate``/``tr`` themselves, never through a helper function.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Hint:
    text: str
    #: the action the hint suggests (the table highlights its card)
    action: Action | None
    card: Card | None = None


def hint_for(game: Game, seat: int) -> Hint:
    """A suggestion for ``seat`` (whose turn it should be)."""
    if game.game_over:
        return Hint(translate("Hint", "The game is over."), None)
    if game.turn != seat:
        return Hint(translate("Hint", "Wait for your turn."), None)
    view = game.view(seat)
    legal = view.legal_actions()
    bot = make_bot("normal", seed=game.seed ^ 0x5EED)
    choice = bot.choose(view)
    names = game.names
    if isinstance(choice, Draw):
        top = view.discard_top
        if choice.source == "discard" and top is not None:
            return Hint(
                translate("Hint", "Take the %1 from the discard pile: it helps you.").replace(
                    "%1", card_name(top)
                ),
                choice,
                top,
            )
        return Hint(
            translate("Hint", "Draw from the draw pile: the top discard does not help you."), choice
        )
    lays = [a for a in legal if isinstance(a, LayDown)]
    if lays:
        lay = lays[0]
        separator = translate("Phases", " + ", "between the groups of a phase")
        labels = separator.join(group_label(g) for g in lay.groups)
        return Hint(
            translate("Hint", "You can lay down phase %1 now: %2.")
            .replace("%1", str(lay.phase))
            .replace("%2", labels),
            lay,
        )
    hits = [a for a in legal if isinstance(a, Hit)]
    if hits:
        hit = choice if isinstance(choice, Hit) else hits[0]
        group = game.laid[hit.owner][hit.group]
        if hit.owner == seat:
            text = translate("Hint", "Your %1 can hit your %2.")
        else:
            text = translate("Hint", "Your %1 can hit %3's %2.").replace("%3", names[hit.owner])
        text = text.replace("%1", card_name(hit.card)).replace("%2", group_label(group))
        return Hint(text, hit, hit.card)
    if isinstance(choice, Discard):
        if choice.card.is_skip and choice.target is not None:
            return Hint(
                translate("Hint", "Play your Skip on %1.").replace("%1", names[choice.target]),
                choice,
                choice.card,
            )
        return Hint(
            translate("Hint", "Discard the %1: it helps you least.").replace(
                "%1", card_name(choice.card)
            ),
            choice,
            choice.card,
        )
    return Hint(translate("Hint", "No suggestion right now."), None)
