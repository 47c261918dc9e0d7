<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CoachWindow</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/coach_window.py" line="+292"/>
        <source>The Hard bot would have chosen differently %n times where it mattered. Most costly first:</source>
        <translation>
            <numerusform>The Hard bot would have chosen differently once where it mattered:</numerusform>
            <numerusform>The Hard bot would have chosen differently %n times where it mattered. Most costly first:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n more choices differed from the Hard bot&apos;s by too little to matter.</source>
        <translation>
            <numerusform>%n more choice differed from the Hard bot&apos;s by too little to matter.</numerusform>
            <numerusform>%n more choices differed from the Hard bot&apos;s by too little to matter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+231"/>
        <source>Hitting the %1 now makes going out %2 likely by your next %n turns, keeping it %3.</source>
        <translation>
            <numerusform>Hitting the %1 now makes going out %2 likely by your next turn, keeping it %3.</numerusform>
            <numerusform>Hitting the %1 now makes going out %2 likely by your next %n turns, keeping it %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Keeping the %1 makes your phase %2 likely by your next turn, throwing it %3.</numerusform>
            <numerusform>Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Keeping the %1 makes going out %2 likely by your next turn, throwing it %3.</numerusform>
            <numerusform>Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Taking the %1 makes your phase %2 likely by your next turn, drawing from the draw pile %3.</numerusform>
            <numerusform>Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the draw pile %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Taking the %1 makes going out %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Taking the %1 makes going out %2 likely by your next turn, drawing from the draw pile %3.</numerusform>
            <numerusform>Taking the %1 makes going out %2 likely by your next %n turns, drawing from the draw pile %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes your phase %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Drawing from the draw pile makes your phase %2 likely by your next turn, taking the %1 %3.</numerusform>
            <numerusform>Drawing from the draw pile makes your phase %2 likely by your next %n turns, taking the %1 %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes going out %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Drawing from the draw pile makes going out %2 likely by your next turn, taking the %1 %3.</numerusform>
            <numerusform>Drawing from the draw pile makes going out %2 likely by your next %n turns, taking the %1 %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/describe.py" line="+73"/>
        <source>Draw pile, %n cards</source>
        <translation>
            <numerusform>Draw pile, %n card</numerusform>
            <numerusform>Draw pile, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Your hand, %n card</numerusform>
            <numerusform>Your hand, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/game_over.py" line="+194"/>
        <source>All %n phases</source>
        <translation>
            <numerusform>The one phase</numerusform>
            <numerusform>All %n phases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+524"/>
        <source>%1 — %n seats free (%2)</source>
        <translation>
            <numerusform>%1 — %n seat free (%2)</numerusform>
            <numerusform>%1 — %n seats free (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/table/narrator.py" line="+314"/>
        <source>%1 — %n cards missing</source>
        <translation>
            <numerusform>%1 — %n card missing</numerusform>
            <numerusform>%1 — %n cards missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/new_game_dialog.py" line="+434"/>
        <source>%n players at the table</source>
        <translation>
            <numerusform>%n player at the table</numerusform>
            <numerusform>%n players at the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseProgressModel</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/parts/phase_progress.py" line="+195"/>
        <source>%1 has %n points.</source>
        <translation>
            <numerusform>%1 has %n point.</numerusform>
            <numerusform>%1 has %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/wording.py" line="+191"/>
        <source>%n sets of %1</source>
        <translation>
            <numerusform>%n set of %1</numerusform>
            <numerusform>%n sets of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n runs of %1</source>
        <translation>
            <numerusform>%n run of %1</numerusform>
            <numerusform>%n runs of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n groups of %1 cards of one colour</source>
        <translation>
            <numerusform>%n group of %1 cards of one colour</numerusform>
            <numerusform>%n groups of %1 cards of one colour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteSeat</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/seats/remote.py" line="+543"/>
        <source>%1 lost their connection; if they are not back within %n seconds, the Normal bot plays for them.</source>
        <translation>
            <numerusform>%1 lost their connection; if they are not back within a second, the Normal bot plays for them.</numerusform>
            <numerusform>%1 lost their connection; if they are not back within %n seconds, the Normal bot plays for them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/round_summary.py" line="+339"/>
        <source>%n points this round</source>
        <translation>
            <numerusform>%n point this round</numerusform>
            <numerusform>%n points this round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n points in total</source>
        <translation>
            <numerusform>%n point in total</numerusform>
            <numerusform>%n points in total</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+264"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>A Skip still in your hand when the round ends costs %n points.</source>
        <translation>
            <numerusform>A Skip still in your hand when the round ends costs %n point.</numerusform>
            <numerusform>A Skip still in your hand when the round ends costs %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/score_sheet.py" line="+471"/>
        <source>Final scores after %n rounds.</source>
        <translation>
            <numerusform>Final scores after %n round.</numerusform>
            <numerusform>Final scores after %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message numerus="yes">
        <location line="-196"/>
        <source>%1 scored %n points in round %2.</source>
        <translation>
            <numerusform>%1 scored %n point in round %2.</numerusform>
            <numerusform>%1 scored %n points in round %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 has %n points in total.</source>
        <translation>
            <numerusform>%1 has %n point in total.</numerusform>
            <numerusform>%1 has %n points in total.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/table/zone_items.py" line="+359"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/settings_dialog.py" line="+215"/>
        <source>New games start like your last one: %n players, standard rules.</source>
        <translation>
            <numerusform>New games start like your last one: %n player, standard rules.</numerusform>
            <numerusform>New games start like your last one: %n players, standard rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>New games start like your last one: %n players, with your rule variants.</source>
        <translation>
            <numerusform>New games start like your last one: %n player, with your rule variants.</numerusform>
            <numerusform>New games start like your last one: %n players, with your rule variants.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/dialogs/stats_window.py" line="+355"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-124"/>
        <source>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last %n games.</source>
        <translation>
            <numerusform>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last game.</numerusform>
            <numerusform>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+87"/>
        <source>%n recorded games could not be read and are left out; the others are counted.</source>
        <translation>
            <numerusform>%n recorded game could not be read and is left out; the others are counted.</numerusform>
            <numerusform>%n recorded games could not be read and are left out; the others are counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n games kept but not counted</source>
        <translation>
            <numerusform>%n game kept but not counted</numerusform>
            <numerusform>%n games kept but not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/together/table_banner.py" line="+121"/>
        <source>%n seconds left in your turn.</source>
        <translation>
            <numerusform>One second left in your turn.</numerusform>
            <numerusform>%n seconds left in your turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableGoneDialog</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/app/together/table_dialogs.py" line="+303"/>
        <source>Your record of the %n rounds finished so far is kept: save it to replay them, or to check the deal.</source>
        <translation>
            <numerusform>Your record of the round finished so far is kept: save it to replay it, or to check the deal.</numerusform>
            <numerusform>Your record of the %n rounds finished so far is kept: save it to replay them, or to check the deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/wording.py" line="+99"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
