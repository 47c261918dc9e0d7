"""The Hint button: a suggestion from the engine and the Normal bot.

The engine says what is possible (can the phase be laid now, which hits are
legal); the Normal bot, shown only the player's own view like any bot, says
what it would do. The hint never sees hidden cards either.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..bots.registry import make_bot
from ..engine import Card, Discard, Draw, Hit, LayDown, PlayerView
from ..engine.actions import Action
from ..engine.values import value_class
from ..presentation.wording import card_name, fill, group_label

# Every string is passed to ``translate`` directly: lupdate only collects literals
# given to ``translate``/``tr`` themselves, never through a helper function.
translate = QCoreApplication.translate


@value_class
class Hint:
    text: str
    #: the action the hint suggests (the table highlights its card)
    action: Action | None
    card: Card | None = None


def hint_for(view: PlayerView) -> Hint:
    """A suggestion for the seat whose view this is (it should be their turn)."""
    if view.stage == "over":
        return Hint(translate("Hint", "The game is over."), None)
    if view.turn != view.seat or view.stage not in ("draw", "play"):
        return Hint(translate("Hint", "Wait for your turn."), None)
    legal = view.legal_actions()
    # seeded by the table's public facts: the same position always gets the same hint
    bot = make_bot("normal", seed=(view.round_no * 7919 + len(view.discard_pile)) ^ 0x5EED)
    choice = bot.choose(view)
    names = view.names
    if isinstance(choice, Draw):
        top = view.discard_top
        if choice.source == "discard" and top is not None:
            return Hint(
                fill(
                    translate("Hint", "Take the %1 from the discard pile: it helps you."),
                    card_name(top),
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
            fill(translate("Hint", "You can lay down phase %1 now: %2."), lay.phase, labels),
            lay,
        )
    hits = [a for a in legal if isinstance(a, Hit)]
    if hits:
        hit = choice if isinstance(choice, Hit) else hits[0]
        group = group_label(view.laid[hit.owner][hit.group])
        if hit.owner == view.seat:
            text = fill(translate("Hint", "Your %1 can hit your %2."), card_name(hit.card), group)
        else:
            text = fill(
                translate("Hint", "Your %1 can hit %3's %2."),
                card_name(hit.card),
                group,
                names[hit.owner],
            )
        return Hint(text, hit, hit.card)
    if isinstance(choice, Discard):
        if choice.card.is_skip and choice.target is not None:
            return Hint(
                fill(translate("Hint", "Play your Skip on %1."), names[choice.target]),
                choice,
                choice.card,
            )
        return Hint(
            fill(translate("Hint", "Discard the %1: it helps you least."), card_name(choice.card)),
            choice,
            choice.card,
        )
    return Hint(translate("Hint", "No suggestion right now."), None)
