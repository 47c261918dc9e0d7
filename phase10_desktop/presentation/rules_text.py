"""The numbered rules as the Rules window words them, one entry per rule number.

The numbers are those of ``docs/rules.md`` and of the engine's refusals ("(R5.1)");
the sentences are the player's version of each rule, marked for translation in
the Rules window's context (``lupdate`` reads ``QT_TRANSLATE_NOOP``), and looked
up in the player's language when the window is built. A rule may have several
sentences: each is translated on its own, so translators get whole sentences.
"""

from __future__ import annotations

from .translatable import QT_TRANSLATE_NOOP

__all__ = ["RULES", "RULE_NUMBERS"]


# R6.5 names the Skip's penalty with a plural form (%n points), which must be
# translated where the number is known: the Rules window adds that sentence.
RULES: dict[str, tuple[str, ...]] = {
    "R1.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "96 number cards: 1 to 12 in red, blue, green and yellow, two of each."
        ),
    ),
    "R1.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "8 Wild cards and 4 Skip cards, so the game is played with a deck of 108 cards.",
        ),
    ),
    "R1.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Two cards that look alike are still two cards: each card is always in exactly "
            "one place, a pile, a hand or a group on the table.",
        ),
    ),
    "R2.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Two to six players take turns clockwise: after you comes the player on your left.",
        ),
    ),
    "R2.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "Each player is dealt ten cards; the rest are the draw pile, face down."
        ),
    ),
    "R2.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "The top card of the draw pile is turned face up to start the discard pile.",
        ),
    ),
    "R2.4": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "If that first face-up card is a Skip, the first player loses their turn.",
        ),
    ),
    "R2.5": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "The player on the dealer's left begins, and the deal moves one seat on after "
            "every round.",
        ),
    ),
    "R3.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "If a Skip is waiting for you, you lose this whole turn: you draw nothing and "
            "the next player goes.",
        ),
    ),
    "R3.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Draw one card: the top card of the draw pile, or the top card of the discard "
            "pile. A Wild may be taken from the discard pile, a Skip never.",
        ),
    ),
    "R3.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "If you hold everything your phase needs, you may lay it down (once per round).",
        ),
    ),
    "R3.4": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "Once your phase is down, you may hit: add cards to groups on the table."
        ),
    ),
    "R3.5": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Finish by discarding one card. It cannot be the card you just took from the "
            "discard pile.",
        ),
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A lay-down or a hit that would leave you no card you may discard is not "
            "allowed, so you can always finish your turn.",
        ),
    ),
    "R3.6": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "You go out by discarding your last card, and the round ends at once. A hit can "
            "never play your last card.",
        ),
    ),
    "R3.7": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "If the draw pile runs out, the discard pile (all but its top card) is shuffled "
            "into a new draw pile.",
        ),
    ),
    "R3.8": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A round nobody can finish still ends: as soon as everyone has laid down and no "
            "card off the table fits any group, or when the draw pile would be rebuilt for "
            "the fourth time. Nobody went out, so everyone scores the cards in their hand.",
        ),
    ),
    "R4.1": (QT_TRANSLATE_NOOP("RulesWindow", "The ten phases, made in this order:"),),
    "R4.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "A set is cards of the same number, in any colours: 7, 7, 7."
        ),
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A run is numbers in a row, in any colours: 4, 5, 6, 7. It stops at 12; it does "
            "not go round to 1.",
        ),
        QT_TRANSLATE_NOOP("RulesWindow", "A colour group is cards of one colour, any numbers."),
    ),
    "R4.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Two groups of the same kind may use the same number: seven 10s make a set of 5 "
            "and a set of 2.",
        ),
    ),
    "R4.4": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "Lay the whole phase down at once, from your hand, before you discard."
        ),
    ),
    "R4.5": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A group may hold more cards than it needs if they fit: four 8s for a set of 3.",
        ),
    ),
    "R4.6": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A Wild can stand for any number in any colour, so it fits in sets, runs and "
            "colour groups. A Skip can never be part of a phase.",
        ),
    ),
    "R4.7": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "Every group needs at least one real number card, not only Wilds."
        ),
    ),
    "R4.8": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A Wild takes the number or colour it is laid as and keeps it; it can never be "
            "taken back or swapped.",
        ),
    ),
    "R4.9": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "You make one phase per round: a run of 9 laid while you are on phase 4 counts "
            "as phase 4.",
        ),
    ),
    "R4.10": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Your phase counts as soon as it is down, even if someone else goes out first. "
            "Several players often make their phase in the same round.",
        ),
    ),
    "R5.1": (QT_TRANSLATE_NOOP("RulesWindow", "You may hit only after your own phase is down."),),
    "R5.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "On the turn you lay your phase, you may hit only your own groups; from your "
            "next turn on, anyone's.",
        ),
    ),
    "R5.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A set takes another card of its number. A run takes the next number at either "
            "end. A colour group takes another card of its colour. A Wild fits any group "
            "that still has room.",
        ),
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A run from 1 to 12 is full. When a card fits at both ends of a run, you choose "
            "the end.",
        ),
    ),
    "R5.4": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Hit as many cards as you like, one at a time, but keep one card to discard: "
            "you go out by discarding, not by hitting.",
        ),
    ),
    "R6.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Discard a Skip to make another player lose their next turn. You choose who; "
            "with two players it is always your opponent.",
        ),
    ),
    "R6.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "A player can have only one skip waiting. When everyone else already has one, a "
            "discarded Skip does nothing.",
        ),
    ),
    "R6.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "A Skip you draw may be discarded at once or kept for later."
        ),
    ),
    "R6.4": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "A Skip discarded as your last card ends the round and skips nobody."
        ),
    ),
    "R6.5": (),
    "R7.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "The round ends the moment a player discards their last card. They score "
            "nothing; everyone else adds points for the cards left in their hand:",
        ),
    ),
    "R7.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Everyone who made their phase moves on to the next one; the others try the "
            "same phase again. Points are bad: the lowest total is best.",
        ),
    ),
    "R7.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "The cards are gathered, the deal moves one seat to the left, and the next "
            "round is dealt.",
        ),
    ),
    "R8.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "When a round ends and someone has completed the last phase, the game is over. "
            "Laying the last phase is not enough on its own: the round is played to its end "
            "first.",
        ),
    ),
    "R8.2": (
        QT_TRANSLATE_NOOP("RulesWindow", "If only one player completed it, they win."),
        QT_TRANSLATE_NOOP("RulesWindow", "If several did, the one with the fewest points wins."),
    ),
    "R8.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "If they are still tied, those players play a tie-break round with the last "
            "phase: the first to lay it down wins at once.",
        ),
    ),
    "R9.1": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Phases: play all ten, only the first five or eight, or only the even-numbered "
            "or odd-numbered ones.",
        ),
    ),
    "R9.2": (
        QT_TRANSLATE_NOOP(
            "RulesWindow", "Any order: make your phases in any order you like, still one per round."
        ),
    ),
    "R9.3": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "Everyone advances: all players move to the next phase every round; the lowest "
            "score after the last phase wins.",
        ),
    ),
    "R9.4": (QT_TRANSLATE_NOOP("RulesWindow", "Four more options each change one rule:"),),
    "R9.5": (
        QT_TRANSLATE_NOOP(
            "RulesWindow",
            "With none of these chosen you play the standard game. The options are saved "
            "with the game, and two games with the same options and the same deal number "
            "are dealt the same cards.",
        ),
    ),
}

# Every rule number, in reading order: "R1.1" … "R9.5".
RULE_NUMBERS: tuple[str, ...] = tuple(RULES)
