"""The rules engine: the whole game of Phase 10 (docs/rules.md R1–R9), pure Python, no Qt.

Public names here are a stable API (tests outside this repository use them).
"""

from .actions import Action, Discard, Draw, Hit, LayDown, action_from_dict, action_to_dict
from .cards import (
    COLOURS,
    DECK,
    DECK_SIZE,
    Card,
    Colour,
    card_from_token,
    card_points,
    card_token,
    format_cards,
    parse_cards,
)
from .events import (
    ROUND_END_CAUSES,
    CardHit,
    Discarded,
    Drew,
    Event,
    GameEnded,
    LaidDown,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    TieBreak,
    TurnSkipped,
    TurnStarted,
    WentOut,
)
from .game import Game, IllegalMove
from .groups import Group, arrange_group, wild_group_values
from .legality import may_discard
from .phases import PHASE_PRESETS, STANDARD_PHASES, GroupSpec, Phase, phase_preset
from .rules import STANDARD_RULES, RuleSet
from .saves import SaveError, game_from_json, game_to_json
from .seats import next_seat, open_phases, phases_completed
from .solver import cards_missing, cards_that_help, find_phase
from .view import PlayerView, RoundResult

__all__ = [
    "COLOURS",
    "DECK",
    "DECK_SIZE",
    "PHASE_PRESETS",
    "ROUND_END_CAUSES",
    "STANDARD_PHASES",
    "STANDARD_RULES",
    "Action",
    "Card",
    "CardHit",
    "Colour",
    "Discard",
    "Discarded",
    "Draw",
    "Drew",
    "Event",
    "Game",
    "GameEnded",
    "Group",
    "GroupSpec",
    "Hit",
    "IllegalMove",
    "LaidDown",
    "LayDown",
    "Phase",
    "PlayerView",
    "Reshuffled",
    "RoundEnded",
    "RoundResult",
    "RoundStarted",
    "RuleSet",
    "SaveError",
    "TieBreak",
    "TurnSkipped",
    "TurnStarted",
    "WentOut",
    "action_from_dict",
    "action_to_dict",
    "arrange_group",
    "card_from_token",
    "card_points",
    "card_token",
    "cards_missing",
    "cards_that_help",
    "find_phase",
    "format_cards",
    "game_from_json",
    "game_to_json",
    "may_discard",
    "next_seat",
    "open_phases",
    "parse_cards",
    "phase_preset",
    "phases_completed",
    "wild_group_values",
]
