<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/settings.py" line="+178"/>
        <source>Player</source>
        <extracomment>&quot;&quot; follows the system&apos;s language; the rest are the shipped translations (one list, in i18n, so adding a language there offers it here too). The speed multipliers the settings dialog offers. emitted with the attribute name (&quot;animation_speed&quot;, &quot;theme&quot;, ...) after a real change</extracomment>
        <translation>Igrač</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../../phase10_desktop/app/table/card_item.py" line="+119"/>
        <source>Face-down card</source>
        <extracomment>the card this item shows when face up (None: never seen by the player) the value a laid Wild stands for (R4.8), shown as a small badge the seat whose latest turn put this card on the table (drawn in its colour) the size the card is flying to (its art is rendered once, at that size)</extracomment>
        <translation>Karta licem prema dolje</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wild, standing for %1</source>
        <translation>Džoker, vrijedi kao %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+63"/>
        <source>Red %1</source>
        <translation>Crvena %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue %1</source>
        <translation>Plava %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green %1</source>
        <translation>Zelena %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow %1</source>
        <translation>Žuta %1</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Red</source>
        <translation>Crvena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Plava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Zelena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Žuta</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Wild</source>
        <translation>Džoker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip</source>
        <translation>Preskok</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no cards</source>
        <translation>nema karata</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/table/spoken.py" line="+79"/>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+1"/>
        <source>, </source>
        <comment>separator between card names</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/stats_charts.py" line="+29"/>
        <source>%1%</source>
        <comment>a share, e.g. 40%</comment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_chat.py" line="+55"/>
        <source>Good game!</source>
        <extracomment>the protocol&apos;s reactions (protocol.schema.json, ``reaction``), in the order shown the longest message the server takes (its limit may be lower; it says so) messages kept in the list (older ones scroll away; the server keeps the table&apos;s)</extracomment>
        <translation>Dobra igra!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well played!</source>
        <translation>Dobro odigrano!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice one!</source>
        <translation>Odlično!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oops!</source>
        <translation>Ups!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks!</source>
        <translation>Hvala!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thumbs up</source>
        <translation>palac gore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laughing</source>
        <translation>smijeh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surprised</source>
        <translation>iznenađenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>party</source>
        <translation>slavlje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heart</source>
        <translation>srce</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location line="+39"/>
        <source>Table talk</source>
        <extracomment>the player sends a message (its text) the player sends a reaction (its word from REACTIONS) a message to speak to screen readers (the window announces it) the names of the seats muted here (by seat number; -1 is a watcher&apos;s name) this player&apos;s seat (their own messages are never muted, nor spoken) the seat whose table&apos;s talk this shows (a RemoteSeat), if any</extracomment>
        <translation>Razgovor za stolom</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Say something to the table</source>
        <translation>Reci nešto stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to the table</source>
        <translation>Poruka stolu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send</source>
        <translation>Pošalji</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mute…</source>
        <translation>Utišaj…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide someone&apos;s messages on this computer only</source>
        <translation>Sakrij nečije poruke samo na ovom računalu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Quick &amp;words</source>
        <translation>&amp;Brze riječi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say “Good game!”, “Oops!” and the like</source>
        <translation>Reci „Dobra igra!”, „Ups!” i slično</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Talk</source>
        <translation>&amp;Razgovor</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 says: %2</source>
        <translation>%1 kaže: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is muted on this computer.</source>
        <translation>Poruke osobe %1 utišane su na ovom računalu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer muted.</source>
        <translation>Poruke osobe %1 ponovno se prikazuju.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody else is at the table</source>
        <translation>Za stolom nema nikoga drugog</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unmute %1</source>
        <translation>Ukini utišavanje za %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mute %1</source>
        <translation>Utišaj %1</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/coach_window.py" line="+138"/>
        <location line="+8"/>
        <source>How did I play?</source>
        <translation>Kako sam igrao?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: your decisions next to the Hard bot&apos;s, given exactly what you could see at the time.</source>
        <translation>Runda %1: tvoje odluke uz odluke Teškog bota, uz točno ono što si tada mogao vidjeti.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysis progress</source>
        <translation>Napredak analize</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stop</source>
        <translation>&amp;Zaustavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis</source>
        <translation>Zaustavi analizu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse again</source>
        <translation>&amp;Analiziraj ponovno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decisions to look at, most costly first</source>
        <translation>Odluke za pregled, najskuplje prve</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chances come from a few hundred deals of the cards you could not see, played out the way the Hard bot plays. They are estimates, not certainties.</source>
        <translation>Vjerojatnosti dolaze iz nekoliko stotina dijeljenja karata koje nisi mogao vidjeti, odigranih onako kako igra Teški bot. To su procjene, a ne sigurnosti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Looking at your decisions…</source>
        <translation>Pregledavam tvoje odluke…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Looking at decision %1 of %2…</source>
        <translation>Pregledavam odluku %1 od %2…</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Hard bot would have chosen differently %n times where it mattered. Most costly first:</source>
        <translation>
            <numerusform>Teški bot bi %n put odlučio drukčije ondje gdje je bilo važno. Najskuplje prvo:</numerusform>
            <numerusform>Teški bot bi %n puta odlučio drukčije ondje gdje je bilo važno. Najskuplje prvo:</numerusform>
            <numerusform>Teški bot bi %n puta odlučio drukčije ondje gdje je bilo važno. Najskuplje prvo:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You played this round as the Hard bot would have. Well played!</source>
        <translation>Ovu si rundu odigrao kao što bi je odigrao Teški bot. Dobro odigrano!</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n more choices differed from the Hard bot&apos;s by too little to matter.</source>
        <translation>
            <numerusform>Još se %n odluka razlikovala od odluke Teškog bota, ali premalo da bi bilo važno.</numerusform>
            <numerusform>Još su se %n odluke razlikovale od odluka Teškog bota, ali premalo da bi bilo važno.</numerusform>
            <numerusform>Još se %n odluka razlikovalo od odluka Teškog bota, ali premalo da bi bilo važno.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stopped. Nothing was analysed to the end.</source>
        <translation>Zaustavljeno. Ništa nije analizirano do kraja.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The analysis could not be finished. Try again, or report the problem.</source>
        <translation>Analiza se nije mogla dovršiti. Pokušaj ponovno ili prijavi problem.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>How often %1, who plays after you, could use the card thrown (less is better):</source>
        <translation>Koliko bi često odbačena karta koristila igraču %1, sljedećem na redu (manje je bolje):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choice: %1</source>
        <translation>Tvoj izbor: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hard bot&apos;s: %1</source>
        <translation>Izbor Teškog bota: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Turn %1: you drew from the draw pile; the Hard bot would take the %2.</source>
        <translation>Potez %1: vukao si sa špila; Teški bot bi uzeo kartu %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1: you took the %2; the Hard bot would draw from the draw pile.</source>
        <translation>Potez %1: uzeo si kartu %2; Teški bot bi vukao sa špila.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you waited with your phase ready; the Hard bot would lay it down.</source>
        <translation>Potez %1: čekao si sa spremnom fazom; Teški bot bi je položio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1: you threw the %2 without hitting the %3; the Hard bot would hit it.</source>
        <translation>Potez %1: odbacio si kartu %2, a nisi dodao kartu %3; Teški bot bi je dodao.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn %1: you skipped %2; the Hard bot would skip %3.</source>
        <translation>Potez %1: preskočio si igrača %2; Teški bot bi preskočio igrača %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you threw the %2; the Hard bot would throw the %3.</source>
        <translation>Potez %1: odbacio si kartu %2; Teški bot bi odbacio kartu %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Laying it down now makes your phase count for certain; waiting, it counts only if the round lasts until your next turn, about %1 here.</source>
        <translation>Ako je položiš sada, faza ti se sigurno računa; ako čekaš, računa se samo ako runda potraje do tvog sljedećeg poteza, ovdje oko %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Either card leaves %1 points in your hand if the round ends before you go out.</source>
        <translation>Koju god od njih odbaciš, u ruci ti ostaje %1 bodova ako runda završi prije nego što završiš.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throwing the %1 instead leaves %2 points in your hand rather than %3 if the round ends before you go out.</source>
        <translation>Ako umjesto toga odbaciš kartu %1, u ruci ti ostaje %2 bodova umjesto %3 ako runda završi prije nego što završiš.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hitting the %1 now makes going out this turn %2 likely, keeping it %3.</source>
        <translation>Dodaš li kartu %1 sada, vjerojatnost da završiš u ovom potezu je %2; zadržiš li je, %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Hitting the %1 now makes going out %2 likely by your next %n turns, keeping it %3.</source>
        <translation>
            <numerusform>Dodaš li kartu %1 sada, vjerojatnost da završiš do svog sljedećeg %n poteza je %2; zadržiš li je, %3.</numerusform>
            <numerusform>Dodaš li kartu %1 sada, vjerojatnost da završiš u sljedeća %n poteza je %2; zadržiš li je, %3.</numerusform>
            <numerusform>Dodaš li kartu %1 sada, vjerojatnost da završiš u sljedećih %n poteza je %2; zadržiš li je, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Zadržiš li kartu %1, vjerojatnost faze do tvog sljedećeg %n poteza je %2; odbaciš li je, %3.</numerusform>
            <numerusform>Zadržiš li kartu %1, vjerojatnost faze u sljedeća %n poteza je %2; odbaciš li je, %3.</numerusform>
            <numerusform>Zadržiš li kartu %1, vjerojatnost faze u sljedećih %n poteza je %2; odbaciš li je, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Zadržiš li kartu %1, vjerojatnost da završiš do svog sljedećeg %n poteza je %2; odbaciš li je, %3.</numerusform>
            <numerusform>Zadržiš li kartu %1, vjerojatnost da završiš u sljedeća %n poteza je %2; odbaciš li je, %3.</numerusform>
            <numerusform>Zadržiš li kartu %1, vjerojatnost da završiš u sljedećih %n poteza je %2; odbaciš li je, %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is the same either way: what differs is how much the card you throw helps the player after you.</source>
        <translation>To je jednako u oba slučaja: razlika je u tome koliko odbačena karta pomaže igraču nakon tebe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 could use the %2 %3 of the time, the %4 %5.</source>
        <translation>Igraču %1 karta %2 koristila bi u %3 slučajeva, karta %4 u %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Taking the %1 makes your phase ready this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>Uzmeš li kartu %1, faza ti je spremna u ovom potezu u %2 slučajeva; vučeš li sa špila, u %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking the %1 lets you go out this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>Uzmeš li kartu %1, završavaš u ovom potezu u %2 slučajeva; vučeš li sa špila, u %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile makes your phase ready this turn %2 of the time, taking the %1 %3.</source>
        <translation>Vučeš li sa špila, faza ti je spremna u ovom potezu u %2 slučajeva; uzmeš li kartu %1, u %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile lets you go out this turn %2 of the time, taking the %1 %3.</source>
        <translation>Vučeš li sa špila, završavaš u ovom potezu u %2 slučajeva; uzmeš li kartu %1, u %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Uzmeš li kartu %1, vjerojatnost faze do tvog sljedećeg %n poteza je %2; vučeš li sa špila, %3.</numerusform>
            <numerusform>Uzmeš li kartu %1, vjerojatnost faze u sljedeća %n poteza je %2; vučeš li sa špila, %3.</numerusform>
            <numerusform>Uzmeš li kartu %1, vjerojatnost faze u sljedećih %n poteza je %2; vučeš li sa špila, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Taking the %1 makes going out %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Uzmeš li kartu %1, vjerojatnost da završiš do svog sljedećeg %n poteza je %2; vučeš li sa špila, %3.</numerusform>
            <numerusform>Uzmeš li kartu %1, vjerojatnost da završiš u sljedeća %n poteza je %2; vučeš li sa špila, %3.</numerusform>
            <numerusform>Uzmeš li kartu %1, vjerojatnost da završiš u sljedećih %n poteza je %2; vučeš li sa špila, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes your phase %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Vučeš li sa špila, vjerojatnost faze do tvog sljedećeg %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
            <numerusform>Vučeš li sa špila, vjerojatnost faze u sljedeća %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
            <numerusform>Vučeš li sa špila, vjerojatnost faze u sljedećih %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes going out %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Vučeš li sa špila, vjerojatnost da završiš do svog sljedećeg %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
            <numerusform>Vučeš li sa špila, vjerojatnost da završiš u sljedeća %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
            <numerusform>Vučeš li sa špila, vjerojatnost da završiš u sljedećih %n poteza je %2; uzmeš li kartu %1, %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skipping %1 takes away a turn in which they would go out %2 of the time.</source>
        <translation>Preskočiš li igrača %1, oduzimaš mu potez u kojem bi završio u %2 slučajeva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skipping %1 takes away a turn in which they would lay their phase %2 of the time.</source>
        <translation>Preskočiš li igrača %1, oduzimaš mu potez u kojem bi položio fazu u %2 slučajeva.</translation>
    </message>
</context>
<context>
    <name>ControlBar</name>
    <message>
        <location filename="../../phase10_desktop/app/control_bar.py" line="+170"/>
        <source>Sort by number</source>
        <extracomment>shown while the side panel is closed (a narrow window starts without it)</extracomment>
        <translation>Složi po broju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by colour</source>
        <translation>Složi po boji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase to lay down</source>
        <translation>Faza za polaganje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of your open phases the slots are for</source>
        <translation>Za koju od tvojih otvorenih faza su mjesta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Return the cards in the slots to your hand (Backspace)</source>
        <translation>Vrati karte s mjesta u ruku (Backspace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down</source>
        <translation>Položi</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Lay down your phase from the slots (L)</source>
        <translation>Položi fazu kartama s mjesta (L)</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Hint</source>
        <translation>Savjet</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Clear slots</source>
        <translation>Isprazni mjesta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players and moves</source>
        <translation>Igrači i potezi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players, their phases and the moves</source>
        <translation>Prikaži igrače, njihove faze i poteze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Stanje</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Phase %1 · %2</source>
        <translation>Faza %1 · %2</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cover_screen.py" line="+51"/>
        <location line="+39"/>
        <source>Everyone else, look away: the next screen shows their cards.</source>
        <extracomment>the person named on the cover is at the screen and ready</extracomment>
        <translation>Svi ostali, ne gledajte: sljedeći zaslon otkriva karte.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Pass to %1 — click when ready</source>
        <translation>Predaj računalo igraču %1 — klikni kad je sve spremno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>Ja sam %1: prikaži moje karte</translation>
    </message>
</context>
<context>
    <name>CutDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cut_dialog.py" line="+51"/>
        <source>Cut the deck</source>
        <translation>Presijeci špil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: cut the deck</source>
        <translation>Runda %1: presijeci špil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is already fixed and sealed: its fingerprint is below. Your cut is mixed into the shuffle, so neither the game nor you alone decides the cards.</source>
        <translation>Dijeljenje je već određeno i zapečaćeno: njegov je otisak ispod. Tvoj se rez umiješa u miješanje, pa ni igra ni ti sami ne odlučujete o kartama.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fingerprint of the deal</source>
        <translation>Otisak dijeljenja</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commitment (SHA-256 of the secret seed)</source>
        <translation>Obveza (SHA-256 tajnog sjemena)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;py</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole commitment</source>
        <translation>Kopiraj cijelu obvezu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>any words, or leave it empty</source>
        <translation>bilo koje riječi ili ostavi prazno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your &amp;cut:</source>
        <translation>Tvoj &amp;rez:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Random cut</source>
        <translation>&amp;Nasumični rez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut with 16 random bytes and deal</source>
        <translation>Presijeci sa 16 nasumičnih bajtova i podijeli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>&amp;Podijeli</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>When the round is over its secret seed is revealed and checked against this fingerprint. Anyone can check a whole game again with “phase10 verify”.</source>
        <translation>Kad runda završi, otkriva se njezino tajno sjeme i provjerava prema ovom otisku. Svatko može ponovno provjeriti cijelu igru naredbom „phase10 verify”.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A cut cannot hold tabs, line breaks or other control characters.</source>
        <translation>Rez ne smije sadržavati tabulatore, prijelome retka ni druge kontrolne znakove.</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../../phase10_desktop/presentation/describe.py" line="+50"/>
        <source>nothing more</source>
        <translation>ništa više</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any %1 card or a Wild</source>
        <translation>bilo koju kartu iste boje (%1) ili Džokera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 or a %2 or a Wild</source>
        <translation>%1 ili %2 ili Džokera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1 or a Wild</source>
        <translation>%1 ili Džokera</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw pile, 1 card</source>
        <translation>Špil, 1 karta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw pile, %n cards</source>
        <translation>
            <numerusform>Špil, %n karta</numerusform>
            <numerusform>Špil, %n karte</numerusform>
            <numerusform>Špil, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Hrpa odbačenih, prazna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile, top card %1</source>
        <translation>Hrpa odbačenih, gornja karta: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lay-down slot %1, %2: %3</source>
        <translation>Mjesto za polaganje %1, %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your %1, can take %2</source>
        <translation>Tvoja kombinacija %1, prima %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2, can take %3</source>
        <translation>%2 (%1), prima %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 bot</source>
        <translation>bot (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>phase %1 laid</source>
        <translation>faza %1 položena</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>working on phase %1</source>
        <translation>na fazi %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, card %2 of %3, selected</source>
        <translation>%1, karta %2 od %3, odabrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, card %2 of %3</source>
        <translation>%1, karta %2 od %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your hand, 1 card</source>
        <translation>Tvoja ruka, 1 karta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Tvoja ruka, %n karta</numerusform>
            <numerusform>Tvoja ruka, %n karte</numerusform>
            <numerusform>Tvoja ruka, %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>empty</source>
        <translation>prazno</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses the next turn</source>
        <translation>gubi sljedeći potez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>na potezu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>separator in a spoken description</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/game_over.py" line="+69"/>
        <source>You win!</source>
        <translation>Pobjeda je tvoja!</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>Game over</source>
        <translation>Kraj igre</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 wins!</source>
        <translation>%1 pobjeđuje!</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 completed the last phase with the same lowest score, so a tie-break round with the final phase decided the game: the first to lay it down won.</source>
        <translation>Posljednju fazu s istim najnižim rezultatom završilo je više igrača (%1), pa je igru odlučilo doigravanje s posljednjom fazom: pobijedio je onaj tko ju je prvi položio.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New game</source>
        <extracomment>at a table: the host&apos;s Play again, and everyone&apos;s Leave the table</extracomment>
        <translation>Nova igra</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Start a new game</source>
        <translation>Započni novu igru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the table</source>
        <translation>Napusti stol</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again</source>
        <translation>Igraj ponovno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again at this table with the same people</source>
        <translation>Igraj ponovno za ovim stolom s istim ljudima</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again starts another game at this table, with everyone still here, each in the same seat.</source>
        <translation>„Igraj ponovno” započinje novu igru za ovim stolom sa svima koji su još tu, svatko na istom mjestu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 may start another game at this table, with everyone still here: you will be asked whether you play.</source>
        <translation>%1 može započeti novu igru za ovim stolom sa svima koji su još tu: pitat će te igraš li.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host</source>
        <translation>Domaćin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close this window</source>
        <translation>Zatvori ovaj prozor</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>All %n phases</source>
        <translation>
            <numerusform>Sve faze (%n)</numerusform>
            <numerusform>Sve %n faze</numerusform>
            <numerusform>Svih %n faza</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 phases</source>
        <translation>%1 od %2 faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase %1</source>
        <translation>Faza %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the winner</source>
        <translation>%1 pobjeđuje</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Place</source>
        <translation>Mjesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase reached</source>
        <translation>Dosegnuta faza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Bodovi</translation>
    </message>
    <message numerus="yes">
        <location line="+125"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Groups</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="-58"/>
        <source>%1s ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set of %1 · %2s</source>
        <translation>Skup od %1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1–%2</source>
        <comment>a run&apos;s lowest and highest number</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run %1–%2</source>
        <translation>Niz %1–%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set of %1</source>
        <translation>Skup od %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of %1</source>
        <translation>Niz od %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of one colour</source>
        <translation>%1 iste boje</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../phase10_desktop/app/hint.py" line="+34"/>
        <source>The game is over.</source>
        <extracomment>the action the hint suggests (the table highlights its card)</extracomment>
        <translation>Igra je završila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Pričekaj svoj potez.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the %1 from the discard pile: it helps you.</source>
        <translation>Uzmi kartu %1 s hrpe odbačenih: korisna ti je.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the draw pile: the top discard does not help you.</source>
        <translation>Vuci iz špila: gornja odbačena karta ti ne pomaže.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You can lay down phase %1 now: %2.</source>
        <translation>Sada možeš položiti fazu %1: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your %1 can hit your %2.</source>
        <translation>Kartu %1 možeš dodati na svoju kombinaciju %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your %1 can hit %3&apos;s %2.</source>
        <translation>Kartu %1 možeš dodati na kombinaciju %2 (%3).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play your Skip on %1.</source>
        <translation>Odigraj Preskok: %1 gubi potez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard the %1: it helps you least.</source>
        <translation>Odbaci kartu %1: najmanje ti koristi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No suggestion right now.</source>
        <translation>Trenutačno nema prijedloga.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+238"/>
        <location line="+2"/>
        <source>Host a table</source>
        <extracomment>the port a hosted table listens on when it is free (friends type it with the address) every address friends may use, ``address`` (the default route&apos;s) first the home router&apos;s port forward (``net.router.PortForward``) when the host let people outside the network in; removed when the table ends what the router&apos;s thread tells Qt&apos;s (a refused renewal) what the announcement says: (seats free, state), the latest asked for what a dialog calls to open or join the table it shows (its choices): &quot;&quot; when done, else why not, in a sentence the dialog shows while it stays open</extracomment>
        <translation>Otvori stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends on your network join with the address and the code shown next.</source>
        <translation>Prijatelji u tvojoj mreži pridružuju se adresom i kodom koji se prikazuju u sljedećem koraku.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bot</source>
        <translation>bot (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>nema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>bez ograničenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn that takes longer than this is played by the Normal bot.</source>
        <translation>Potez koji traje dulje od ovoga odigrat će bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let people &amp;outside my network join</source>
        <translation>Dopusti da se pridruže i ljudi &amp;izvan moje mreže</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asks your home router to forward the table&apos;s port to this computer while the table lasts. People outside need the code, and the password if you set one.</source>
        <translation>Traži od kućnog usmjerivača da proslijedi priključak stola na ovo računalo dok stol traje. Ljudima izvana treba kod, i lozinka ako je postaviš.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your &amp;name:</source>
        <translation>Tvoje &amp;ime:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Mjesta:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats at the table</source>
        <translation>Mjesta za stolom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots in empty seats</source>
        <translation>Botovi na praznim mjestima</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats nobody &amp;takes:</source>
        <translation>Ne&amp;zauzeta mjesta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Lozinka:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password (optional)</source>
        <translation>Lozinka (nije obavezna)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn ti&amp;mer:</source>
        <translation>&amp;Vrijeme po potezu:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn timer</source>
        <translation>Vrijeme po potezu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Host</source>
        <translation>Otvori stol</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>Upiši svoje ime: ostali ga vide za stolom.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening your table…</source>
        <translation>Otvaram tvoj stol…</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="+401"/>
        <source>Invitation</source>
        <translation>Pozivnica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This invitation link cannot be followed. %1</source>
        <translation>Ova poveznica pozivnice ne može se otvoriti. %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+617"/>
        <source>There is no invitation here: it reads phase10://join/ADDRESS:PORT/CODE.</source>
        <translation>Ovdje nema pozivnice: ona glasi phase10://join/ADRESA:PRIKLJUČAK/KOD.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is too long to be an invitation.</source>
        <translation>Poveznica je preduga da bi bila pozivnica.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link holds characters no invitation has: copy it again from the host&apos;s message.</source>
        <translation>Poveznica sadrži znakove kakve nijedna pozivnica nema: ponovno je kopiraj iz domaćinove poruke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is not a Phase 10 invitation: those start with phase10://.</source>
        <translation>Ovo nije pozivnica za Phase 10: one počinju s phase10://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Phase 10 link asks for something this version does not know.</source>
        <translation>Ova poveznica za Phase 10 traži nešto što ova inačica ne poznaje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is cut short or garbled: copy it again from the host&apos;s message.</source>
        <translation>Poveznica je odrezana ili oštećena: ponovno je kopiraj iz domaćinove poruke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link carries a name or password before the address; Phase 10 invitations never do. Ask the host for the table&apos;s link again.</source>
        <translation>Poveznica ima ime ili lozinku ispred adrese; pozivnice za Phase 10 to nikad nemaju. Zatraži od domaćina ponovno poveznicu stola.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link&apos;s address %1 is not a computer&apos;s address.</source>
        <translation>Adresa %1 u poveznici nije adresa računala.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no address before its port.</source>
        <translation>Poveznica nema adresu ispred priključka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s port %1 is not a number from 1 to 65535.</source>
        <translation>Priključak %1 u poveznici nije broj od 1 do 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no port number after its address (…:7010).</source>
        <translation>Poveznica nema broj priključka iza adrese (…:7010).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s code %1 is not a table code: a code is 8 letters and digits like K7MQ-4XPD, without 0, O, 1, I, L or U.</source>
        <translation>Kod %1 u poveznici nije kod stola: kod ima 8 slova i znamenki, poput K7MQ-4XPD, bez 0, O, 1, I, L i U.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location line="-583"/>
        <location line="+2"/>
        <source>Join a table</source>
        <extracomment>which servers answer (a kept seat or a found table is listed once its does) the kept seat picked (its token claims the seat back)</extracomment>
        <translation>Pridruži se stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a table found on your network, or type the host&apos;s address and code.</source>
        <translation>Odaberi stol pronađen u tvojoj mreži ili upiši adresu domaćina i kod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>Stolovi u tvojoj mreži</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables on your network…</source>
        <translation>Traženje stolova u tvojoj mreži…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 192.168.1.20:7010, or paste an invitation</source>
        <translation>npr. 192.168.1.20:7010, ili zalijepi pozivnicu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. K7MQ-4XPD</source>
        <translation>npr. K7MQ-4XPD</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>if the table has one</source>
        <translation>ako je stol ima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables found:</source>
        <translation>Pronađeni &amp;stolovi:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The host&apos;s address</source>
        <translation>Adresa domaćina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table&apos;s code</source>
        <translation>Kod stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tvoje &amp;ime:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;Lozinka:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password</source>
        <translation>Lozinka</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Join</source>
        <translation>Pridruži se</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste &amp;invitation</source>
        <translation>Zalijepi &amp;pozivnicu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill in the address and code from an invitation you copied</source>
        <translation>Ispuni adresu i kod iz kopirane pozivnice</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tables on your network cannot be listed here: type the address.</source>
        <translation>Stolove u tvojoj mreži ovdje nije moguće prikazati: upiši adresu.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your seat at %1 (%2), as %3</source>
        <translation>Natrag na svoje mjesto: %1 (%2), kao %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — playing: you can watch (%2)</source>
        <translation>%1 — igra je u tijeku: možeš gledati (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — every seat is taken (%2)</source>
        <translation>%1 — sva su mjesta zauzeta (%2)</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Joining the table…</source>
        <translation>Pridružujem te stolu…</translation>
    </message>
    <message numerus="yes">
        <location line="-161"/>
        <source>%1 — %n seats free (%2)</source>
        <translation>
            <numerusform>%1 — %n slobodno mjesto (%2)</numerusform>
            <numerusform>%1 — %n slobodna mjesta (%2)</numerusform>
            <numerusform>%1 — %n slobodnih mjesta (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This table has a password: ask its host for it.</source>
        <translation>Ovaj stol ima lozinku: pitaj za nju onoga tko ga je otvorio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, locked with a password</source>
        <translation>%1, zaključan lozinkom</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a table to join it.</source>
        <translation>Dvaput klikni stol da mu se pridružiš.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 has a password: type it, then press Join.</source>
        <translation>%1 ima lozinku: upiši je, pa pritisni Pridruži se.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The clipboard holds no invitation: copy the host&apos;s message or link first, or type the address and code.</source>
        <translation>U međuspremniku nema pozivnice: najprije kopiraj domaćinovu poruku ili poveznicu, ili upiši adresu i kod.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Type the host&apos;s address, e.g. 192.168.1.20:7010.</source>
        <translation>Upiši adresu domaćina, npr. 192.168.1.20:7010.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the table&apos;s code: the host&apos;s window shows it.</source>
        <translation>Upiši kod stola: prikazan je u prozoru domaćina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>Upiši svoje ime: ostali ga vide za stolom.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="-174"/>
        <source>Easy</source>
        <extracomment>Bot levels offered to players, in the order menus show them.</extracomment>
        <translation>Lako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Srednje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Teško</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+78"/>
        <source>The table</source>
        <extracomment>the host pressed Start</extracomment>
        <translation>Stol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table is open</source>
        <translation>Tvoj stol je otvoren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are at the table</source>
        <translation>Sjediš za stolom</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The table&apos;s code: %1</source>
        <translation>Kod stola: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address: %1</source>
        <translation>Adresa: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On your other networks: %1</source>
        <translation>Na tvojim drugim mrežama: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From the internet: %1</source>
        <translation>S interneta: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Invitation:</source>
        <translation>&amp;Pozivnica:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation link</source>
        <translation>Poveznica pozivnice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy invitation</source>
        <translation>&amp;Kopiraj pozivnicu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy a link and a message to send to the people you invite</source>
        <translation>Kopiraj poveznicu i poruku za one koje pozivaš</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The password is not in the invitation: tell it to the people you invite yourself.</source>
        <translation>Lozinka nije u pozivnici: reci je osobno onima koje pozivaš.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who is at the table</source>
        <translation>Tko je za stolom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start when everyone is here: bots play the empty seats.</source>
        <translation>Započni kad svi stignu: na praznim mjestima igraju botovi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host starts the game when everyone is here.</source>
        <translation>Domaćin započinje igru kad svi stignu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave</source>
        <translation>Napusti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>Započni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Come and play Phase 10 with me! Click this link, or paste it into Phase 10 (Game → Play with others → Join a table):
%1
Or type the address %2 and the code %3.</source>
        <extracomment>the table&apos;s talk while people gather (add_talk)</extracomment>
        <translation>Dođi igrati Phase 10 sa mnom! Klikni ovu poveznicu ili je zalijepi u Phase 10 (Igra → Igraj s drugima → Pridruži se stolu):
%1
Ili upiši adresu %2 i kod %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copied ✓</source>
        <translation>Kopirano ✓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied: paste it into a message to the people you invite.</source>
        <translation>Pozivnica je kopirana: zalijepi je u poruku onima koje pozivaš.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (away)</source>
        <translation>%1 (nije tu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 bot)</source>
        <translation>%1 (bot razine %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty seat (a bot plays it)</source>
        <translation>prazno mjesto (igra ga bot)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="-61"/>
        <source>Resume?</source>
        <translation>Nastaviti?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have an unfinished game (round %1). Resume it?</source>
        <translation>Imaš nedovršenu igru (runda %1). Želiš li je nastaviti?</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/main_window.py" line="+112"/>
        <location line="+183"/>
        <location line="+533"/>
        <source>Phase 10 Desktop</source>
        <extracomment>the size the window opens at when it fits the screen (logical pixels) the smallest the window may be made, where the screen has room for it emitted once, when the window is first shown (start-up timing) a sentence was announced to assistive technology (moves, refusals) the window manager has put its frame (title bar) around the window the position the autosave holds (see :meth:`autosave`) a modal dialog blocks the window (the table waits for it) a game is being put on the table (start_game): saved once it is drawn</extracomment>
        <translation>Phase 10 za računalo</translation>
    </message>
    <message>
        <location line="-564"/>
        <source>the host went to another table</source>
        <extracomment>the game on this computer (bots in the worker thread) the seat the table shows now: the local one, or a table server&apos;s (play together) the stay at a table server the window shows (None: a game on this computer) the table server&apos;s seat while the table shows it (kept after the visit ends, so the finished rounds&apos; record can still be exported) the game&apos;s dialogs are being closed for another game at the table when the next move shows and when the seat may go on (see table/conductor.py) the screen that covers the table between two people (built at the first) at a table server: which table, and its turn timer (hidden for a game here) docked, or over the table&apos;s edge in a window too narrow for both</extracomment>
        <translation>domaćin je otišao za drugi stol</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the host left the table</source>
        <translation>domaćin je napustio stol</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Could not save the game: %1</source>
        <translation>Igru nije bilo moguće spremiti: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 took too long to think; the Normal bot&apos;s move was played for them.</source>
        <translation>%1 predugo razmišlja: odigran je potez bota razine Srednje.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Hint: %1</source>
        <translation>Savjet: %1</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>the host quit Phase 10 Desktop</source>
        <translation>domaćin je zatvorio Phase 10 za računalo</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../phase10_desktop/app/table/narrator.py" line="+121"/>
        <source>You took the %1 from the discard pile.</source>
        <translation>Uzimaš kartu %1 s hrpe odbačenih.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew the %1.</source>
        <translation>Izvučena karta: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the %2 from the discard pile.</source>
        <translation>%1 uzima kartu %2 s hrpe odbačenih.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 drew the %2 from the draw pile.</source>
        <translation>%1 vuče kartu %2 iz špila.</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+17"/>
        <source>%1 drew from the draw pile.</source>
        <translation>%1 vuče iz špila.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>; </source>
        <comment>between the groups of a laid phase</comment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid down phase %1: %2.</source>
        <translation>Polažeš fazu %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid down phase %2: %3.</source>
        <translation>%1 polaže fazu %2: %3.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>You hit the %1 on your %2.</source>
        <translation>Dodaješ kartu %1 na svoju kombinaciju %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hit the %1 on %2&apos;s %3.</source>
        <translation>Dodaješ kartu %1 na kombinaciju %3 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on your %3.</source>
        <translation>%1 dodaje kartu %2 na tvoju kombinaciju %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on their own %3.</source>
        <translation>%1 dodaje kartu %2 na svoju kombinaciju %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hit the %2 on %3&apos;s %4.</source>
        <translation>%1 dodaje kartu %2 na kombinaciju %4 (%3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played a Skip on %1.</source>
        <translation>Igraš Preskok, %1 gubi potez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played a Skip on you.</source>
        <translation>%1 igra Preskok, ti gubiš potez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played a Skip on %2.</source>
        <translation>%1 igra Preskok, %2 gubi potez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded the %1.</source>
        <translation>Odbacuješ kartu %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded the %2.</source>
        <translation>%1 odbacuje kartu %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>You lose this turn to a Skip.</source>
        <translation>Gubiš ovaj potez zbog Preskoka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses a turn to a Skip.</source>
        <translation>%1 gubi potez zbog Preskoka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: you deal.</source>
        <translation>Runda %1: ti dijeliš.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: %2 deals.</source>
        <translation>Runda %1: dijeli %2.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Tie: you and %1 play a tie-break round with the final phase.</source>
        <translation>Izjednačeno: ti i %1 igrate doigravanje s posljednjom fazom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie: %1 play a tie-break round with the final phase.</source>
        <translation>Izjednačeno: %1 igraju rundu za razrješenje s posljednjom fazom.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Round %1&apos;s deck is sealed: fingerprint %2.</source>
        <translation>Špil %1. runde je zapečaćen: otisak %2.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Round %1&apos;s seed is revealed: it matches fingerprint %2 ✓.</source>
        <translation>Sjeme %1. runde je otkriveno: odgovara otisku %2 ✓.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1&apos;s seed is revealed and does NOT match fingerprint %2.</source>
        <translation>Sjeme %1. runde je otkriveno i NE odgovara otisku %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Game over: you win!</source>
        <translation>Kraj igre: pobjeđuješ!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 wins.</source>
        <translation>Kraj igre: pobjeđuje %1.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>You took your phase back into your hand.</source>
        <translation>Vraćaš svoju fazu u ruku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took their phase back.</source>
        <translation>%1 vraća svoju fazu u ruku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 back.</source>
        <translation>Vraćaš kartu %1 u ruku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took the %2 back.</source>
        <translation>%1 vraća kartu %2 u ruku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took your move back.</source>
        <translation>Poništavaš svoj potez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took a move back.</source>
        <translation>%1 poništava potez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You went out: round %1 is over.</source>
        <translation>Više nemaš karata: runda %1 je gotova.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out: round %2 is over.</source>
        <translation>%1 više nema karata: runda %2 je gotova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is over: everyone has laid down and no card left can hit (R3.8).</source>
        <translation>Runda %1 je gotova: svi su položili fazu i nijedna preostala karta ne može se dodati (R3.8).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round %1 is over: the draw pile ran out a fourth time and nobody went out (R3.8).</source>
        <translation>Runda %1 je gotova: špil se potrošio četvrti put i nitko nije ostao bez karata (R3.8).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 is over: the piles ran out.</source>
        <translation>Runda %1 je gotova: karata je nestalo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>Igra je završila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over.</source>
        <translation>Runda je gotova.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is playing…</source>
        <translation>%1 igra…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: draw a card — drag it from a pile to your hand (or press D / T).</source>
        <translation>Tvoj potez: uzmi kartu — odvuci je s hrpe u ruku (ili pritisni D / T).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay down, hit, then end your turn by dropping a card on the discard pile.</source>
        <translation>Položi, dodaj, a zatim završi potez spuštanjem karte na hrpu odbačenih.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your turn: draw a card.</source>
        <translation>Tvoj potez: uzmi kartu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Tvoj potez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is playing.</source>
        <translation>%1 igra.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>⊘ You lose this turn to a Skip (R6.1).</source>
        <translation>⊘ Gubiš ovaj potez zbog Preskoka (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⊘ You are skipped: you lose your next turn (R6.1).</source>
        <translation>⊘ Na tebi je Preskok: gubiš sljedeći potez (R6.1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase %1 is down — hit to get rid of cards, then go out.</source>
        <translation>Faza %1 je položena — dodaj karte na kombinacije, a zatim odbaci posljednju.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phase %1 · %2</source>
        <translation>Faza %1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — you can lay it down!</source>
        <translation>%1 — možeš je položiti!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — 1 card missing</source>
        <translation>%1 — nedostaje 1 karta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %n cards missing</source>
        <translation>
            <numerusform>%1 — nedostaje %n karta</numerusform>
            <numerusform>%1 — nedostaju %n karte</numerusform>
            <numerusform>%1 — nedostaje %n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over: you made phase %2 and went out.</source>
        <translation>Runda %1 je gotova: složio si fazu %2 i izašao.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 is over: you made phase %2 (+%3).</source>
        <translation>Runda %1 je gotova: složio si fazu %2 (+%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 is over: no phase made this round (+%2).</source>
        <translation>Runda %1 je gotova: ove runde nisi složio fazu (+%2).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> · </source>
        <comment>between the moves of one turn</comment>
        <translation> · </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>drew</source>
        <translation>vuče</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>uzima %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid down</source>
        <translation>polaže fazu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hit %1</source>
        <translation>dodaje %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarded %1</source>
        <translation>odbacuje %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipped you</source>
        <translation>preskače tebe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped %1</source>
        <translation>preskače igrača %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost the turn</source>
        <translation>gubi potez</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/bot_names.py" line="+19"/>
        <source>Lucía</source>
        <extracomment>Default opponent names, one per bot seat; translators may pick names common in their language (keep them short and distinct).</extracomment>
        <translation>Lucija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marko</source>
        <translation>Marko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amira</source>
        <translation>Amira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oliver</source>
        <translation>Ivan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noor</source>
        <translation>Nora</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/new_game_dialog.py" line="+60"/>
        <source>All ten phases</source>
        <extracomment>Opponents a first game starts with (a four-player table).</extracomment>
        <translation>Svih deset faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first five</source>
        <translation>Prvih pet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first eight</source>
        <translation>Prvih osam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even-numbered phases</source>
        <translation>Parne faze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd-numbered phases</source>
        <translation>Neparne faze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The full game: all ten phases, from 2 sets of 3 to a set of 5 and a set of 3.</source>
        <translation>Cijela igra: svih deset faza, od 2 skupa od 3 do skupa od 5 i skupa od 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A short game: the first to finish phase 5 ends it.</source>
        <translation>Kratka igra: tko prvi završi fazu 5, završava igru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A medium game: phases 1 to 8, the colour phase last.</source>
        <translation>Srednje duga igra: faze od 1 do 8, faza boje na kraju.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A short game with phases 2, 4, 6, 8 and 10 only.</source>
        <translation>Kratka igra samo s fazama 2, 4, 6, 8 i 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short game with phases 1, 3, 5, 7 and 9 only.</source>
        <translation>Kratka igra samo s fazama 1, 3, 5, 7 i 9.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Opponent %1</source>
        <translation>Protivnik %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent %1 name</source>
        <translation>Ime protivnika %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent %1 level</source>
        <translation>Razina protivnika %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+4"/>
        <source>New game</source>
        <extracomment>the width at which players and rules stand side by side</extracomment>
        <translation>Nova igra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick your opponents and the rules, then deal.</source>
        <translation>Odaberi protivnike i pravila, zatim podijeli karte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>Započni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>Započni igru</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of opponents</source>
        <translation>Broj protivnika</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Your name:</source>
        <translation>Tvoje &amp;ime:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Protivnici:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Razina</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Nasumično</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed)</source>
        <translation>Broj dijeljenja (sjeme)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Broj dijeljenja:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave it empty for a random deal. The same number with the same rules deals the same cards, to replay a game or challenge a friend; such a game is not counted in your statistics.</source>
        <translation>Ostavi prazno za nasumično dijeljenje. Isti broj uz ista pravila dijeli iste karte, za ponavljanje igre ili izazov prijatelju; takva se igra ne broji u tvojoj statistici.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo any move, even a draw. Practice games are marked as such in their record and left out of the statistics&apos; win rates.</source>
        <translation>Poništi bilo koji potez, čak i vučenje karte. Vježbovne igre su tako označene u svom zapisu i ne ulaze u postotke pobjeda u statistici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practi&amp;ce game</source>
        <translation>&amp;Vježbovna igra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phases to play</source>
        <translation>Faze koje se igraju</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Phases:</source>
        <translation>&amp;Faze:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase order</source>
        <translation>Redoslijed faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In order</source>
        <translation>Redom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any order</source>
        <translation>Bilo kojim redom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>O&amp;rder:</source>
        <translation>&amp;Redoslijed:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Skip turned up at the start</source>
        <translation>Preskok okrenut na početku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip skips the first player</source>
        <translation>Preskok preskače prvog igrača</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip is covered by another card</source>
        <translation>Preskok se prekriva drugom kartom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;First discard:</source>
        <translation>Prva odbačena &amp;karta:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone &amp;advances every round</source>
        <translation>Svi &amp;napreduju svake runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After each round every player moves to the next phase, made or not; the lowest score after the last phase wins.</source>
        <translation>Nakon svake runde svi prelaze na sljedeću fazu, bez obzira na to jesu li je napravili; pobjeđuje najniži rezultat nakon posljednje faze.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May &amp;discard the card just taken</source>
        <translation>Smije se o&amp;dbaciti upravo uzeta karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card taken from the discard pile may be thrown back on the same turn.</source>
        <translation>Karta uzeta s hrpe odbačenih smije se vratiti na hrpu u istom potezu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May go out by &amp;hitting</source>
        <translation>Smije se završiti dod&amp;avanjem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last card may be played onto a laid group instead of being discarded.</source>
        <translation>Posljednja karta smije se dodati na položenu kombinaciju umjesto da se odbaci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every group needs a &amp;number card</source>
        <translation>Svaka kombinacija treba bro&amp;jčanu kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A group of a phase may not be made of Wilds alone.</source>
        <translation>Kombinacija u fazi ne smije se sastojati samo od Džokera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;tandard rules</source>
        <translation>S&amp;tandardna pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to the standard rules</source>
        <translation>Vrati standardna pravila</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Custom phase list</source>
        <translation>Vlastiti popis faza</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n players at the table</source>
        <translation>
            <numerusform>%n igrač za stolom</numerusform>
            <numerusform>%n igrača za stolom</numerusform>
            <numerusform>%n igrača za stolom</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The phase list this game was saved with.</source>
        <translation>Popis faza s kojim je ova igra spremljena.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the phases in any order you like, still one per round; the first to complete them all wins.</source>
        <translation>Radi faze bilo kojim redom, i dalje jednu po rundi; pobjeđuje onaj tko prvi završi sve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone works through the phases one by one, in order.</source>
        <translation>Svi prolaze faze jednu po jednu, redom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the first card turned up is a Skip, more cards are turned over it until one is not.</source>
        <translation>Ako je prva okrenuta karta Preskok, preko nje se okreće još karata dok se ne pojavi neka druga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the first card turned up is a Skip, the first player loses their turn.</source>
        <translation>Ako je prva okrenuta karta Preskok, prvi igrač gubi potez.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That deal number is too large: use at most 18 digits, or leave it empty for a random deal.</source>
        <translation>Taj je broj dijeljenja prevelik: upiši najviše 18 znamenki ili ostavi prazno za nasumično dijeljenje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number must be a whole number such as 2024, or empty for a random deal.</source>
        <translation>Broj dijeljenja mora biti cijeli broj, npr. 2024, ili prazno za nasumično dijeljenje.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>Dva igrača zovu se „%1”: daj svakome drugo ime.</translation>
    </message>
</context>
<context>
    <name>PanelPlace</name>
    <message>
        <location filename="../../phase10_desktop/app/panel_place.py" line="+135"/>
        <location line="+1"/>
        <source>Close the players and moves</source>
        <translation>Zatvori igrače i poteze</translation>
    </message>
</context>
<context>
    <name>PassAndPlayDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/pass_and_play.py" line="+46"/>
        <location line="+2"/>
        <source>Pass and play</source>
        <extracomment>the choice of &quot;who sits here&quot; that means a person, not a bot</extracomment>
        <translation>Igra na jednom računalu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with family and friends at this computer, one after another.</source>
        <translation>Igraj s obitelji i prijateljima na ovom računalu, naizmjence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Broj igrača</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players:</source>
        <translation>&amp;Igrači:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat %1:</source>
        <translation>Mjesto %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person</source>
        <translation>Osoba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>bot (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Tko igra na mjestu %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Ime na mjestu %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Start</source>
        <translation>Započni</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pass and play needs at least two people: make another seat a person.</source>
        <translation>Za igru na jednom računalu potrebne su barem dvije osobe: na još jedno mjesto stavi osobu.</translation>
    </message>
</context>
<context>
    <name>PhaseProgressModel</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/phase_progress.py" line="+115"/>
        <location line="+6"/>
        <source>Finished</source>
        <extracomment>Marks used in cells, here and in the score sheet; its legend explains them in words. what the narrow column shows: the phase&apos;s number, &quot;4/10&quot; in any order, or ✓</extracomment>
        <translation>Završeno</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 of %2 phases done</source>
        <translation>%1 od %2 faza gotovo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1, to play now.</source>
        <translation>%1, na potezu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on phase %2.</source>
        <translation>%1 je na fazi %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n points.</source>
        <translation>
            <numerusform>%1 ima %n bod.</numerusform>
            <numerusform>%1 ima %n boda.</numerusform>
            <numerusform>%1 ima %n bodova.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has not laid a phase this round.</source>
        <translation>%1 u ovoj rundi nema položenu fazu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid phase %2 this round.</source>
        <translation>%1: faza %2 položena u ovoj rundi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses their next turn to a Skip.</source>
        <translation>%1 gubi sljedeći potez zbog Preskoka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Skip waits for %1.</source>
        <translation>%1: nema Preskoka na čekanju.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Phase</source>
        <translation>Faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Bodovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid</source>
        <translation>Položeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Preskok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase each player is working on</source>
        <translation>Faza na kojoj je svaki igrač</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points so far: the lowest is best</source>
        <translation>Kazneni bodovi dosad: što manje, to bolje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made their phase this round</source>
        <translation>Faza položena u ovoj rundi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses their next turn to a Skip</source>
        <translation>Gubi sljedeći potez zbog Preskoka</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <location filename="../../phase10_desktop/app/hint.py" line="-32"/>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+109"/>
        <source> + </source>
        <comment>between the groups of a phase</comment>
        <extracomment>the invisible marks of the writing direction (isolates, embeddings, marks)</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="-132"/>
        <source>2 sets of 3</source>
        <translation>2 skupa od 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 3 + run of 4</source>
        <translation>skup od 3 + niz od 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 4 + run of 4</source>
        <translation>skup od 4 + niz od 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 7</source>
        <translation>niz od 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 8</source>
        <translation>niz od 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 9</source>
        <translation>niz od 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 sets of 4</source>
        <translation>2 skupa od 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 cards of one colour</source>
        <translation>7 karata iste boje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 2</source>
        <translation>skup od 5 + skup od 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 3</source>
        <translation>skup od 5 + skup od 3</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>set of %1</source>
        <translation>skup od %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n sets of %1</source>
        <translation>
            <numerusform>%n skup od %1</numerusform>
            <numerusform>%n skupa od %1</numerusform>
            <numerusform>%n skupova od %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run of %1</source>
        <translation>niz od %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n runs of %1</source>
        <translation>
            <numerusform>%n niz od %1</numerusform>
            <numerusform>%n niza od %1</numerusform>
            <numerusform>%n nizova od %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards of one colour</source>
        <translation>%1 iste boje</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups of %1 cards of one colour</source>
        <translation>
            <numerusform>%n kombinacija od %1 iste boje</numerusform>
            <numerusform>%n kombinacije od %1 iste boje</numerusform>
            <numerusform>%n kombinacija od %1 iste boje</numerusform>
        </translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location line="-171"/>
        <source>%1 completed the final phase.</source>
        <translation>Posljednju fazu završava %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 completed the final phase with the lowest score of those who finished it.</source>
        <translation>Od igrača koji su završili posljednju fazu, najniži rezultat ima %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had the lowest score after the last phase.</source>
        <translation>Najniži rezultat nakon posljednje faze ima %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 laid the final phase first in the tie-break round.</source>
        <translation>U doigravanju %1 polaže posljednju fazu prije ostalih.</translation>
    </message>
</context>
<context>
    <name>RemoteSeat</name>
    <message>
        <location filename="../../phase10_desktop/app/seats/remote.py" line="+406"/>
        <source>A message from the table could not be read: %1</source>
        <translation>Poruku sa stola nije bilo moguće pročitati: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+137"/>
        <source>%1 lost their connection; if they are not back within %n seconds, the Normal bot plays for them.</source>
        <translation>
            <numerusform>%1 je izgubio vezu; ako se ne vrati unutar %n sekunde, umjesto njega igra bot razine Srednje.</numerusform>
            <numerusform>%1 je izgubio vezu; ako se ne vrati unutar %n sekunde, umjesto njega igra bot razine Srednje.</numerusform>
            <numerusform>%1 je izgubio vezu; ako se ne vrati unutar %n sekundi, umjesto njega igra bot razine Srednje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Normal bot played for you.</source>
        <translation>Umjesto tebe igrao je bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are back in your seat.</source>
        <translation>Opet si na svom mjestu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table; the Normal bot played for you.</source>
        <translation>Napustio si stol; umjesto tebe igrao je bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your time ran out: the Normal bot plays the rest of your turn.</source>
        <translation>Isteklo ti je vrijeme: ostatak poteza igra bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your part of the cut did not arrive in time; the deal went on.</source>
        <translation>Tvoj dio presijecanja nije stigao na vrijeme; dijeljenje se nastavilo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Normal bot now plays for %1.</source>
        <translation>Umjesto igrača %1 sada igra bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back at the table.</source>
        <translation>%1 je opet za stolom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table; the Normal bot plays their seat.</source>
        <translation>%1 napušta stol; to mjesto preuzima bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took too long: the Normal bot plays the rest of their turn.</source>
        <translation>%1 je predugo razmišljao: ostatak poteza igra bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The host</source>
        <translation>Domaćin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ended the table: the game is over for everyone.</source>
        <translation>%1 je zatvorio stol: igra je gotova za sve.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped (%1). Your seat is kept: when it is back, Game → Play with others → Join a table → Back to your seat.</source>
        <translation>Poslužitelj stola je stao (%1). Tvoje je mjesto sačuvano: kad se vrati, Igra → Igraj s drugima → Pridruži se stolu → Natrag na svoje mjesto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The connection to the table is lost and could not be made again. Your seat is kept: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>Veza sa stolom je izgubljena i nije se mogla ponovno uspostaviti. Tvoje je mjesto sačuvano: Igra → Igraj s drugima → Pridruži se stolu → Natrag na svoje mjesto.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>%1&apos;s part of the cut did not arrive in time; the deal went on.</source>
        <translation>Dio reza igrača %1 nije stigao na vrijeme; dijeljenje se nastavlja.</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>You started another game at the table.</source>
        <extracomment>the close code of a table its host ended (the host left it, or quit the app that ran it): the game cannot go on, unlike a server that stops and comes back the connection&apos;s state: &quot;connecting&quot;, &quot;connected&quot;, &quot;reconnecting&quot;, &quot;gave_up&quot;, &quot;closed&quot; the table&apos;s seats and state as the server last said (its ``table`` message) a finished round&apos;s deal was checked here: (round, ok, findings) another game began at the table (its host played again): its number the turn timer: (seat, seconds left) when it starts for a turn; (-1, 0) when that turn ends or the timer ran out (the seat&apos;s newest view, not the table&apos;s animation) what the client thread received (queued to this seat&apos;s thread) a request the server refused: (action or None, reason) someone talked at the table: the server&apos;s ``chat`` message (app/together/table_chat.py) the server did not pass on this player&apos;s message: its reason the table&apos;s talk as heard here, by number (never in an exported record unless the player asks: window_menus.export_record) what the client thread receives is handed to this seat (until it closes) what arrived before the table listens (:meth:`listen`): held, then told in order, so an opening that came while the window was still seating the player is not told to nobody this player&apos;s seat (None: watching, or not seated yet) each round&apos;s commitment as first shown, before its deal (what its seed must match) events heard before the first view (a rejoin&apos;s catch-up): told as history for each step of that history: a stand-in (the Normal bot) chose its move why the table went away: &quot;ended&quot; (its host ended it), &quot;stopped&quot; (its server stopped; the seat is kept), &quot;lost&quot; (the connection never came back) the turn timer now running: (seat, round) or None which game of the table is on the table (a Play again starts the next) said once another game at the table is open (&quot;Ana started another game…&quot;) notices heard before the table opened, since the last step of the game so far (told once it is open: &quot;You are back in your seat&quot; came, and was wiped) steps resent without a view, each with whether a stand-in moved (told with the next step that has a view) the connection is closed (left, or lost) :meth:`close` ended the connection&apos;s thread (or is ending it) the server said, with its latest step, that this seat may take a move back</extracomment>
        <translation>Započeo si novu igru za stolom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game at the table.</source>
        <translation>%1 je započeo novu igru za stolom.</translation>
    </message>
    <message>
        <location line="+332"/>
        <source>The connection to the table was lost: reconnecting…</source>
        <translation>Veza sa stolom je prekinuta: ponovno povezivanje…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to the table again.</source>
        <translation>Veza sa stolom ponovno je uspostavljena.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no reason given</source>
        <translation>bez navedenog razloga</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/replay_window.py" line="+92"/>
        <source>Replay</source>
        <extracomment>replay speeds offered, as multiples of one move per 1.2 s &quot;How did I play?&quot; for the round shown (offered when the record has a player&apos;s seat)</extracomment>
        <translation>Snimka</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Watch:</source>
        <translation>&amp;Pogledaj:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replayed table</source>
        <translation>Stol iz snimke</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+23"/>
        <source>Move</source>
        <translation>Potez</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>To the deal (Home)</source>
        <translation>Na dijeljenje (Home)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back one move (Left)</source>
        <translation>Potez natrag (Lijevo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+195"/>
        <source>Play (Space)</source>
        <translation>Reproduciraj (Razmak)</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Forward one move (Right)</source>
        <translation>Potez naprijed (Desno)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the end (End)</source>
        <translation>Na kraj (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Speed</source>
        <translation>Brzina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Brzina:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How did I play?</source>
        <translation>Kako sam igrao?</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Replay of round %1</source>
        <translation>Snimka runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>dijeli %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fingerprint %1</source>
        <translation>otisak %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut “%1”</source>
        <translation>rez „%1”</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no cut</source>
        <translation>bez reza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed verified ✓</source>
        <translation>sjeme provjereno ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed does NOT match ✗</source>
        <translation>sjeme se NE podudara ✗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commitment %1
Seed %2</source>
        <translation>Obveza %1
Sjeme %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The deal</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move %1 of %2</source>
        <translation>Potez %1 od %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Pause (Space)</source>
        <translation>Pauza (Razmak)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/round_summary.py" line="+211"/>
        <source>See the result</source>
        <translation>Pogledaj rezultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the tie-break</source>
        <translation>Podijeli doigravanje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Sljedeća runda</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The piles ran out before anyone laid the final phase, so the tie-break is dealt again.</source>
        <translation>Karata je nestalo prije nego što je itko položio posljednju fazu, pa se doigravanje dijeli ponovno.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The piles ran out: nobody went out, every hand is scored.</source>
        <translation>Karata je nestalo: nitko nije ostao bez karata, boduju se sve ruke.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>%1 finished the last phase with the same score. They now play a tie-break round with the final phase: the first to lay it down wins.</source>
        <translation>Posljednju fazu s istim rezultatom završilo je više igrača (%1). Sada igraju doigravanje s posljednjom fazom: pobjeđuje onaj tko je prvi položi.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Fair deal: this round&apos;s secret seed is revealed and matches the fingerprint %1 shown before the deal ✓</source>
        <translation>Pošteno dijeljenje: tajno sjeme ove runde je otkriveno i odgovara otisku %1 prikazanom prije dijeljenja ✓</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The revealed seed does NOT match the fingerprint %1 shown before the deal: please report this game.</source>
        <translation>Otkriveno sjeme NE odgovara otisku %1 prikazanom prije dijeljenja: molimo prijavi ovu igru.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed %1 · cut “%2”</source>
        <translation>Sjeme %1 · presijecanje „%2”</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Replay this round</source>
        <translation>Pogledaj snimku runde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How did I play?</source>
        <translation>Kako sam igrao?</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>all 64 digits</source>
        <translation>sve 64 znamenke</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tie-break round %1 is over</source>
        <translation>Runda doigravanja %1 je gotova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out.</source>
        <translation>%1 više nema karata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The draw pile ran out a fourth time before anyone laid the final phase, so the tie-break is dealt again (R3.8).</source>
        <translation>Špil se ispraznio četvrti put prije nego što je itko položio posljednju fazu, pa se doigravanje dijeli ponovno (R3.8).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over</source>
        <translation>Runda %1 je gotova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out!</source>
        <translation>%1 više nema karata!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone has laid their phase and no card left fits any group on the table, so nobody can go out: every hand is scored (R3.8).</source>
        <translation>Svi su položili svoju fazu i nijedna preostala karta ne pristaje ni u jednu kombinaciju na stolu, pa nitko ne može ostati bez karata: boduju se sve ruke (R3.8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The draw pile ran out a fourth time, so the round ends without anyone going out: every hand is scored (R3.8).</source>
        <translation>Špil se ispraznio četvrti put, pa runda završava a da nitko nije ostao bez karata: boduju se sve ruke (R3.8).</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Player</source>
        <extracomment>the cards of a &quot;Left in hand&quot; cell (a tuple of :class:`Card`, in display order)</extracomment>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase this round</source>
        <translation>Faza u ovoj rundi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left in hand</source>
        <translation>Ostalo u ruci</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Points</source>
        <translation>Bodovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>%1 ★</source>
        <extracomment>the table&apos;s columns: who, this round&apos;s points, the total, the phase, the cards left</extracomment>
        <translation>%1 ★</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, went out</source>
        <translation>%1, bez karata</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>✓ phase %1: %2</source>
        <translation>✓ faza %1: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no cards</source>
        <translation>nema karata</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%n points this round</source>
        <translation>
            <numerusform>%n bod u ovoj rundi</numerusform>
            <numerusform>%n boda u ovoj rundi</numerusform>
            <numerusform>%n bodova u ovoj rundi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n points in total</source>
        <translation>
            <numerusform>ukupno %n bod</numerusform>
            <numerusform>ukupno %n boda</numerusform>
            <numerusform>ukupno %n bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>✗ not made</source>
        <translation>✗ nije napravljena</translation>
    </message>
</context>
<context>
    <name>Router</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+61"/>
        <source>This copy of Phase 10 cannot talk to routers (its UPnP part is missing).</source>
        <translation>Ova kopija igre Phase 10 ne može razgovarati s usmjerivačima (nedostaje joj dio za UPnP).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No router on your network answered. It may not offer UPnP, or UPnP is switched off in its settings.</source>
        <translation>Nijedan usmjerivač na tvojoj mreži nije odgovorio. Možda ne nudi UPnP ili je UPnP isključen u njegovim postavkama.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your router answered, but it has no internet address of its own to give.</source>
        <translation>Tvoj usmjerivač je odgovorio, ali nema vlastitu internetsku adresu koju bi dao.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your router&apos;s own internet address is %1, a private one: another router stands between it and the internet, so people outside cannot reach you.</source>
        <translation>Internetska adresa tvog usmjerivača je %1, privatna: između njega i interneta stoji još jedan usmjerivač, pa te ljudi izvana ne mogu dosegnuti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your internet provider shares one address among many homes (%1, carrier-grade NAT), so people outside cannot reach your computer.</source>
        <translation>Tvoj pružatelj interneta dijeli jednu adresu među mnogim kućanstvima (%1, carrier-grade NAT), pa ljudi izvana ne mogu dosegnuti tvoje računalo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your router refused to forward the table&apos;s port.</source>
        <translation>Tvoj usmjerivač odbio je proslijediti priključak stola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your router stopped forwarding the table&apos;s port: people outside your network may not reach the table any more.</source>
        <translation>Tvoj usmjerivač više ne prosljeđuje priključak stola: ljudi izvan tvoje mreže možda više ne mogu doći do stola.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>People on your own network can still join with the address and code. For people elsewhere, a table server on a small computer on the internet works: see “phase10 serve” in docs/online.md.</source>
        <translation>Ljudi na tvojoj mreži i dalje se mogu pridružiti s adresom i kodom. Za ljude drugdje radi poslužitelj stolova na malom računalu na internetu: vidi „phase10 serve” u docs/online.md.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Asking your router to let people outside in…</source>
        <translation>Tražim od usmjerivača da pusti ljude izvana…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host a table</source>
        <translation>Otvori stol</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+266"/>
        <source>low</source>
        <translation>donji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>gornji</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set</source>
        <translation>skup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>niz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour group</source>
        <translation>kombinacija iste boje</translation>
    </message>
    <message>
        <location filename="rules_strings.py" line="+16"/>
        <source>There is no pile called {given}: draw from &apos;pile&apos; or &apos;discard&apos; (R3.2).</source>
        <oldsource>{card} fits both ends of {group}: choose the low or high end</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Ne postoji hrpa {given}: vuci iz &apos;pile&apos; ili &apos;discard&apos; (R3.2).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{group}: it takes only {number}s or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: prima samo {number} ili Džokere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only {colour} cards or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>{group}: prima samo karte iste boje ({colour}) ili Džokere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: a run from 1 to 12 takes no more cards</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{group}: niz od 1 do 12 ne prima više karata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {low} or a {high}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {low} = a number; {high} = a number.</extracomment>
        <translation>{group}: prima samo {low} ili {high}, ili Džokera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {number}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: prima samo {number} ili Džokera</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this group should be a {wanted}, not a {kind} (R4.1)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>ova kombinacija treba biti {wanted}, a ne {kind} (R4.1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{spec} needs {size} cards, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {spec} = the heading of a lay-down slot, e.g. &quot;Set of 3&quot;; {size} = a number of cards; {count} = a number.</extracomment>
        <translation>{spec}: potreban broj karata je {size}, a ne {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Skip can never be part of a phase (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Preskok nikad ne može biti dio faze (R4.6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is not {colour} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>{card} nije tražene boje ({colour}) (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each group needs at least one number card, not only Wilds (R4.7)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>svaka kombinacija treba barem jednu brojčanu kartu, ne samo Džokere (R4.7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a set needs cards of one number (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>skup treba karte istog broja (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a colour group needs cards of one colour (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>kombinacija iste boje treba karte jedne boje (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run needs consecutive numbers from 1 to 12, without wrap-around (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>niz treba uzastopne brojeve od 1 do 12, bez prelaska s 12 na 1 (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a set needs cards of one number, not {numbers} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {numbers} = numbers, e.g. &quot;3, 7&quot;.</extracomment>
        <translation>skup treba karte istog broja, a ne {numbers} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run cannot hold two {number}s (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number).</extracomment>
        <translation>niz ne može imati dvije karte s brojem {number} (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>these cards cannot make a run: {low} to {high} needs {gaps} Wilds to fill the gaps, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {gaps} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>ove karte ne čine niz: za popunjavanje praznina od {low} do {high} potrebno je Džokera: {gaps}, a ima ih: {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>these cards cannot make a run: {low} to {high} needs a Wild to fill the gap, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>ove karte ne čine niz: za popunjavanje praznine od {low} do {high} potreban je jedan Džoker, a ima ih: {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is one group, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {count} = a number.</extracomment>
        <translation>ova faza je jedna kombinacija, a ne {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is {wanted} groups, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {count} = a number.</extracomment>
        <translation>broj kombinacija u ovoj fazi je {wanted}, a ne {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw a card first: take the top card of the draw pile or of the discard pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Najprije vuci kartu: gornju kartu iz špila ili s hrpe odbačenih (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn: play your cards, then discard one (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>U ovom potezu karta je već izvučena: odigraj svoje karte, a zatim jednu odbaci (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The draw pile is empty and there is nothing to reshuffle (R3.7).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Špil je prazan i nema se što promiješati (R3.7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Hrpa odbačenih je prazna: vuci iz špila (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip can never be taken from the discard pile: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Preskok se nikad ne smije uzeti s hrpe odbačenih: vuci iz špila (R3.2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have already laid down a phase this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>U ovoj rundi već imaš položenu fazu; po rundi se polaže samo jedna faza (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say which phase you are laying down: several phases are open to you (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Reci koju fazu polažeš: otvoreno ti je više faza (R9.2).</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The game is over: start a new game to play again (R8.1).</source>
        <oldsource>There is no phase {phase}: this game has phases 1 to {last}.</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Igra je završila: za ponovno igranje započni novu igru (R8.1).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The tie-break round is played with the final phase, phase {last} (R8.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {last} = a phase number.</extracomment>
        <translation>Doigravanje se igra s posljednjom fazom, fazom {last} (R8.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have already completed phase {phase}; choose another (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;.</extracomment>
        <translation>Faza {phase} već je završena; odaberi drugu (R9.2).</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You are on phase {current}; phases are made in order (R4.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {current} = a phase number.</extracomment>
        <translation>Tvoja je faza {current}; faze se rade redom (R4.1).</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>This is not a move: {given}. A turn is a draw, then lay-downs and hits, then a discard (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Ovo nije potez: {given}. Potez je vučenje, zatim polaganje i dodavanje, pa odbacivanje (R3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move holds {given}, which is not one of the game&apos;s 108 cards (R1.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Potez sadrži {given}, što nije nijedna od 108 karata igre (R1.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names a player&apos;s seat and a group by number, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Dodavanje navodi mjesto igrača i kombinaciju brojem, a ne {given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names the end of a run as &apos;low&apos; or &apos;high&apos;, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Dodavanje navodi kraj niza kao &apos;low&apos; ili &apos;high&apos;, a ne {given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip names the player it skips by seat number, not {given} (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Preskok navodi igrača kojeg preskače brojem mjesta, a ne {given} (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down is a list of groups of cards, not {given} (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Polaganje je popis kombinacija karata, a ne {given} (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down names its phase by number, not {given} (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Polaganje navodi svoju fazu brojem, a ne {given} (R9.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group is a set, a run or a colour group, not {given} (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Kombinacija je skup, niz ili kombinacija iste boje, a ne {given} (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group holds its cards and their values as lists (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Kombinacija sadrži svoje karte i njihove vrijednosti kao popise (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card in a group stands for a number or a colour, not {given} (R4.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Karta u kombinaciji vrijedi broj ili boju, a ne {given} (R4.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is already dealt: there is nothing to deal (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Runda je već podijeljena: nema se što dijeliti (R2.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{card} ne pristaje u kombinaciju {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} fits both ends of {group}: choose the low or high end (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{card} pristaje na oba kraja kombinacije {group}: odaberi donji ili gornji kraj (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit the {end} end of {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{card} ne pristaje na {end} kraj kombinacije {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every card in a group needs exactly one value (R4.8)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>svaka karta u kombinaciji treba točno jednu vrijednost (R4.8)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same card appears twice in one group (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>ista se karta pojavljuje dvaput u jednoj kombinaciji (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a colour in a colour group (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>{card} u kombinaciji iste boje treba boju (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a number from 1 to 12 in a {kind} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>{card} treba broj od 1 do 12 (kombinacija: {kind}) (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} cannot stand for {value} (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {value} = a number from 1 to 12.</extracomment>
        <translation>{card} ne može vrijediti {value} (R4.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a group needs at least one card (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>kombinacija treba barem jednu kartu (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a run has at most 12 cards, 1 to 12 (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>niz ima najviše 12 karata, od 1 do 12 (R4.2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the same card appears in two groups (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>ista se karta pojavljuje u dvije kombinacije (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next round has not been dealt yet: cut the deck or deal first (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Sljedeća runda još nije podijeljena: najprije presijeci špil ili podijeli (R2.2).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The {card} is not in your hand: you play only your own cards (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>Karta {card} nije u tvojoj ruci: igraš samo svoje karte (R3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no phase {phase}: this game has phases 1 to {last} (R9.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {last} = a phase number.</extracomment>
        <translation>Faza {phase} ne postoji: ova igra ima faze od 1 do {last} (R9.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not phase {number} ({phase}): {why}.</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number); {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {why} = another refusal sentence from this list, without its full stop.</extracomment>
        <translation>To nije faza {number} ({phase}): {why}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a card to discard: a turn ends with a discard (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Zadrži jednu kartu za odbacivanje: potez završava odbacivanjem (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep a card to discard: the {card} you took from the discard pile may not be discarded this turn (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>Zadrži jednu kartu za odbacivanje: kartu {card} uzetu s hrpe odbačenih ne smiješ odbaciti u ovom potezu (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can hit only after laying down your own phase (R5.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Karte možeš dodavati tek nakon što položiš svoju fazu (R5.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such group on the table to hit (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Na stolu nema takve kombinacije za dodavanje (R5.3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a run has ends to choose from (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Samo niz ima krajeve između kojih se bira (R5.3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only a Skip is played on another player; discard this card on the pile (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Samo se Preskok igra na drugog igrača; ovu kartu odbaci na hrpu (R6.1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw by taking the card into your hand first (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Vuci tako da najprije uzmeš kartu u ruku (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn ends by discarding one card, not several (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Potez završava odbacivanjem jedne karte, a ne više njih (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit one card at a time (R5.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Dodaj jednu po jednu kartu (R5.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your phase is already down this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Tvoja je faza u ovoj rundi već položena; po rundi se polaže samo jedna faza (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill every slot with cards that make its group: a phase is laid all at once (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Popuni svako mjesto kartama koje čine njegovu kombinaciju: faza se polaže odjednom (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select cards in your hand first, then choose a slot (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Najprije odaberi karte u ruci, a zatim mjesto za polaganje (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select exactly one card first: cards are played one at a time (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Najprije odaberi točno jednu kartu: karte se igraju jedna po jedna (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the top card of a pile may be drawn (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Smije se uzeti samo gornja karta s hrpe (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards on the table stay where they are laid; you play only your own cards (R4.8).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Karte na stolu ostaju gdje su položene; igraš samo svoje karte (R4.8).</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>It is {name}&apos;s turn, not yours (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>Na potezu je {name}, a ne ti (R3).</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>On the turn you lay down your phase you may hit only your own groups; from your next turn on, any group (R5.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>U potezu u kojem polažeš fazu smiješ dodavati samo na svoje kombinacije; od sljedećeg poteza na bilo koju (R5.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>Karta {card} ne pristaje u kombinaciju {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {card} fits both ends of {group}: choose the low or high end (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>Karta {card} pristaje na oba kraja kombinacije {group}: odaberi donji ili gornji kraj (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit the {end} end of {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>Karta {card} ne pristaje na {end} kraj kombinacije {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last card must be discarded, not hit: a round ends with a discard (R3.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Posljednja karta mora se odbaciti, ne dodati: runda završava odbacivanjem (R3.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took the {card} from the discard pile this turn, so you may not discard it again now; discard another card (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>Karta {card} uzeta je s hrpe odbačenih u ovom potezu, pa je sada ne smiješ ponovno odbaciti; odbaci neku drugu kartu (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose whom to skip: drop the Skip on a player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Odaberi koga preskačeš: spusti Preskok na igrača (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot skip yourself; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Ne možeš preskočiti sebe; odaberi drugog igrača (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not playing this round; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>{name} ne igra u ovoj rundi; odaberi drugog igrača (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} already has a skip waiting; a player can have only one (R6.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>{name} već ima Preskok na čekanju; igrač može imati samo jedan (R6.2).</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+91"/>
        <location line="+1"/>
        <source>Rules of Phase 10</source>
        <translation>Pravila igre Phase 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The aim</source>
        <translation>Cilj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing</source>
        <translation>Dijeljenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Tvoj potez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phases and laying down</source>
        <translation>Faze i polaganje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hitting</source>
        <translation>Dodavanje karata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip cards</source>
        <translation>Karte Preskok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of a round and scoring</source>
        <translation>Kraj runde i bodovanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Pobjeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Inačice</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play Phase 10</source>
        <translation>Kako se igra Phase 10</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Work your way through ten phases, one per round. A phase is a combination of cards: sets of the same number, runs of numbers in a row, or cards of one colour. The first player to complete the last phase wins; if several finish in the same round, the one with the fewest points wins.</source>
        <translation>Prođi kroz deset faza, jednu po rundi. Faza je kombinacija karata: skupovi istog broja, nizovi uzastopnih brojeva ili karte iste boje. Pobjeđuje igrač koji prvi završi posljednju fazu; ako je više igrača završi u istoj rundi, pobjeđuje onaj s najmanje bodova.</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>A Skip still in your hand when the round ends costs %n points.</source>
        <translation>
            <numerusform>Preskok koji ti je još u ruci kad runda završi košta %n bod.</numerusform>
            <numerusform>Preskok koji ti je još u ruci kad runda završi košta %n boda.</numerusform>
            <numerusform>Preskok koji ti je još u ruci kad runda završi košta %n bodova.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+21"/>
        <source>96 number cards: 1 to 12 in red, blue, green and yellow, two of each.</source>
        <translation>96 brojčanih karata: od 1 do 12 u crvenoj, plavoj, zelenoj i žutoj boji, po dvije od svake.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Each colour also has its own symbol on our cards (red a circle, blue a diamond, green a triangle, yellow a star), so you never have to tell colours apart by shade alone.</source>
        <translation>Svaka boja na našim kartama ima i vlastiti simbol (crvena – krug, plava – romb, zelena – trokut, žuta – zvijezda), pa boje nikad ne moraš razlikovati samo po nijansi.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+35"/>
        <source>If that first face-up card is a Skip, the first player loses their turn.</source>
        <translation>Ako je ta prva okrenuta karta Preskok, prvi igrač gubi potez.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Draw one card: the top card of the draw pile, or the top card of the discard pile. A Wild may be taken from the discard pile, a Skip never.</source>
        <translation>Vuci jednu kartu: gornju kartu iz špila ili gornju kartu s hrpe odbačenih. Džoker se smije uzeti s hrpe odbačenih, Preskok nikad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If you hold everything your phase needs, you may lay it down (once per round).</source>
        <translation>Ako imaš sve što tvoja faza traži, smiješ je položiti (jednom po rundi).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once your phase is down, you may hit: add cards to groups on the table.</source>
        <translation>Kad je tvoja faza položena, smiješ dodavati karte na kombinacije na stolu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish by discarding one card. It cannot be the card you just took from the discard pile.</source>
        <translation>Završi potez odbacivanjem jedne karte. To ne smije biti karta upravo uzeta s hrpe odbačenih.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>If the draw pile runs out, the discard pile (all but its top card) is shuffled into a new draw pile.</source>
        <translation>Kad se špil potroši, hrpa odbačenih (osim gornje karte) promiješa se u novi špil.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-46"/>
        <source>Phase</source>
        <translation>Faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need</source>
        <translation>Potrebno</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+16"/>
        <source>A set is cards of the same number, in any colours: 7, 7, 7.</source>
        <translation>Skup su karte istog broja, u bilo kojim bojama: 7, 7, 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run is numbers in a row, in any colours: 4, 5, 6, 7. It stops at 12; it does not go round to 1.</source>
        <translation>Niz su uzastopni brojevi, u bilo kojim bojama: 4, 5, 6, 7. Završava na 12; ne nastavlja se ponovno od 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A colour group is cards of one colour, any numbers.</source>
        <translation>Kombinacija iste boje su karte jedne boje, s bilo kojim brojevima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two groups of the same kind may use the same number: seven 10s make a set of 5 and a set of 2.</source>
        <translation>Dvije kombinacije iste vrste smiju koristiti isti broj: sedam desetica čini skup od 5 i skup od 2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay the whole phase down at once, from your hand, before you discard.</source>
        <translation>Položi cijelu fazu odjednom, iz ruke, prije odbacivanja.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A group may hold more cards than it needs if they fit: four 8s for a set of 3.</source>
        <translation>Kombinacija smije imati više karata nego što treba ako pristaju: četiri osmice za skup od 3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Wild takes the number or colour it is laid as and keeps it; it can never be taken back or swapped.</source>
        <translation>Džoker preuzima broj ili boju s kojom je položen i zadržava ih; nikad se ne može vratiti ni zamijeniti.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Every group needs at least one real number card, not only Wilds.</source>
        <translation>Svaka kombinacija treba barem jednu pravu brojčanu kartu, ne samo Džokere.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>8 Wild cards and 4 Skip cards, so the game is played with a deck of 108 cards.</source>
        <translation>8 Džokera i 4 Preskoka: igra se s ukupno 108 karata.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two cards that look alike are still two cards: each card is always in exactly one place, a pile, a hand or a group on the table.</source>
        <translation>Dvije jednake karte i dalje su dvije karte: svaka je karta uvijek na točno jednom mjestu, na hrpi, u ruci ili u kombinaciji na stolu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two to six players take turns clockwise: after you comes the player on your left.</source>
        <translation>Igra dva do šest igrača, redom u smjeru kazaljke na satu: nakon tebe igra igrač s tvoje lijeve strane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player is dealt ten cards; the rest are the draw pile, face down.</source>
        <translation>Svaki igrač dobiva deset karata; ostatak je špil, licem prema dolje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card of the draw pile is turned face up to start the discard pile.</source>
        <translation>Gornja karta špila okreće se licem prema gore i s njom počinje hrpa odbačenih.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The player on the dealer&apos;s left begins, and the deal moves one seat on after every round.</source>
        <translation>Počinje igrač lijevo od djelitelja, a dijeljenje se nakon svake runde pomiče za jedno mjesto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If a Skip is waiting for you, you lose this whole turn: you draw nothing and the next player goes.</source>
        <translation>Ako te čeka Preskok, gubiš cijeli potez: ništa ne vučeš i igra sljedeći igrač.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A lay-down or a hit that would leave you no card you may discard is not allowed, so you can always finish your turn.</source>
        <translation>Polaganje ili dodavanje nakon kojeg ti ne bi ostala nijedna karta koju smiješ odbaciti nije dopušteno, pa potez uvijek možeš završiti.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You go out by discarding your last card, and the round ends at once. A hit can never play your last card.</source>
        <translation>Bez karata ostaješ odbacivanjem posljednje karte i runda tada odmah završava. Posljednju kartu nikad ne smiješ dodati na stol.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A round nobody can finish still ends: as soon as everyone has laid down and no card off the table fits any group, or when the draw pile would be rebuilt for the fourth time. Nobody went out, so everyone scores the cards in their hand.</source>
        <translation>Runda koju nitko ne može završiti ipak završava: čim su svi položili fazu, a nijedna karta izvan stola ne pristaje ni u jednu kombinaciju, ili kad bi se špil četvrti put ponovno slagao. Nitko nije ostao bez karata, pa svi dobivaju bodove za karte u ruci.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ten phases, made in this order:</source>
        <translation>Deset faza, koje se rade ovim redom:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A Wild can stand for any number in any colour, so it fits in sets, runs and colour groups. A Skip can never be part of a phase.</source>
        <translation>Džoker može zamijeniti bilo koji broj u bilo kojoj boji, pa pristaje u skupove, nizove i kombinacije iste boje. Preskok nikad ne može biti dio faze.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You make one phase per round: a run of 9 laid while you are on phase 4 counts as phase 4.</source>
        <translation>Po rundi se radi jedna faza: niz od 9 položen dok si na fazi 4 računa se kao faza 4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your phase counts as soon as it is down, even if someone else goes out first. Several players often make their phase in the same round.</source>
        <translation>Tvoja se faza računa čim je položena, čak i ako netko drugi prvi ostane bez karata. Često više igrača napravi fazu u istoj rundi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may hit only after your own phase is down.</source>
        <translation>Karte smiješ dodavati tek kad je tvoja faza položena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the turn you lay your phase, you may hit only your own groups; from your next turn on, anyone&apos;s.</source>
        <translation>U potezu u kojem polažeš fazu smiješ dodavati samo na svoje kombinacije; od sljedećeg poteza na bilo čije.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A set takes another card of its number. A run takes the next number at either end. A colour group takes another card of its colour. A Wild fits any group that still has room.</source>
        <translation>Skup prima još jednu kartu svog broja. Niz prima sljedeći broj na bilo kojem kraju. Kombinacija iste boje prima još jednu kartu te boje. Džoker pristaje u svaku kombinaciju koja još ima mjesta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A run from 1 to 12 is full. When a card fits at both ends of a run, you choose the end.</source>
        <translation>Niz od 1 do 12 je pun. Kad karta pristaje na oba kraja niza, ti biraš kraj.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit as many cards as you like, one at a time, but keep one card to discard: you go out by discarding, not by hitting.</source>
        <translation>Dodaj koliko god karata želiš, jednu po jednu, ali zadrži jednu za odbacivanje: bez karata se ostaje odbacivanjem, a ne dodavanjem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard a Skip to make another player lose their next turn. You choose who; with two players it is always your opponent.</source>
        <translation>Odbaci Preskok da drugi igrač izgubi sljedeći potez. Ti biraš koga; s dva igrača to je uvijek tvoj protivnik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player can have only one skip waiting. When everyone else already has one, a discarded Skip does nothing.</source>
        <translation>Igrač može imati samo jedan Preskok na čekanju. Kad ga svi ostali već imaju, odbačeni Preskok nema učinka.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skip you draw may be discarded at once or kept for later.</source>
        <translation>Preskok koji izvučeš smiješ odmah odbaciti ili ga zadržati za kasnije.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Skip discarded as your last card ends the round and skips nobody.</source>
        <translation>Preskok odbačen kao posljednja karta završava rundu i nikoga ne preskače.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Four more options each change one rule:</source>
        <translation>Još četiri mogućnosti mijenjaju po jedno pravilo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of these chosen you play the standard game. The options are saved with the game, and two games with the same options and the same deal number are dealt the same cards.</source>
        <translation>Ako ne odabereš nijednu, igraš standardnu igru. Mogućnosti se spremaju s igrom, a dvije igre s istim mogućnostima i istim brojem dijeljenja dobivaju iste karte.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Cards 1 to 9</source>
        <translation>Karte od 1 do 9</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards 10 to 12</source>
        <translation>Karte od 10 do 12</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Preskok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Džoker</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="-60"/>
        <source>The round ends the moment a player discards their last card. They score nothing; everyone else adds points for the cards left in their hand:</source>
        <translation>Runda završava čim neki igrač odbaci posljednju kartu. Taj igrač ne dobiva bodove; svi ostali zbrajaju bodove za karte koje su im ostale u ruci:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone who made their phase moves on to the next one; the others try the same phase again. Points are bad: the lowest total is best.</source>
        <translation>Svi koji su napravili fazu prelaze na sljedeću; ostali ponovno pokušavaju istu. Bodovi su loši: najmanji zbroj je najbolji.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are gathered, the deal moves one seat to the left, and the next round is dealt.</source>
        <translation>Karte se skupe, dijeljenje se pomiče za jedno mjesto ulijevo i dijeli se sljedeća runda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a round ends and someone has completed the last phase, the game is over. Laying the last phase is not enough on its own: the round is played to its end first.</source>
        <translation>Kad runda završi, a netko je završio posljednju fazu, igra je gotova. Samo polaganje posljednje faze nije dovoljno: runda se najprije odigra do kraja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If only one player completed it, they win.</source>
        <translation>Ako ju je završio samo jedan igrač, taj igrač pobjeđuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If several did, the one with the fewest points wins.</source>
        <translation>Ako ju je završilo više igrača, pobjeđuje onaj s najmanje bodova.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If they are still tied, those players play a tie-break round with the last phase: the first to lay it down wins at once.</source>
        <translation>Ako su i dalje izjednačeni, ti igrači igraju doigravanje s posljednjom fazom: tko je prvi položi, odmah pobjeđuje.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-22"/>
        <source>Choose these in the New game window; each one is off unless you pick it.</source>
        <translation>Odaberi ih u prozoru Nova igra; svaka je isključena ako je ne odabereš.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+7"/>
        <source>Phases: play all ten, only the first five or eight, or only the even-numbered or odd-numbered ones.</source>
        <translation>Faze: igraj svih deset, samo prvih pet ili osam, ili samo parne ili neparne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any order: make your phases in any order you like, still one per round.</source>
        <translation>Bilo kojim redom: radi svoje faze kojim god redom želiš, i dalje jednu po rundi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone advances: all players move to the next phase every round; the lowest score after the last phase wins.</source>
        <translation>Svi napreduju: svi igrači svake runde prelaze na sljedeću fazu; pobjeđuje najniži rezultat nakon posljednje faze.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+66"/>
        <source>First discard: a Skip turned up at the start is covered with more cards instead of skipping the first player.</source>
        <translation>Prva odbačena karta: Preskok okrenut na početku prekriva se dodatnim kartama umjesto da preskoči prvog igrača.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw back: you may discard the very card you took from the discard pile.</source>
        <translation>Vraćanje: smiješ odbaciti baš onu kartu koja je uzeta s hrpe odbačenih.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go out by hitting: your last card may go onto a group on the table instead of the discard pile.</source>
        <translation>Završetak dodavanjem: posljednja karta smije ići na kombinaciju na stolu umjesto na hrpu odbačenih.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wild groups: a group may be all Wilds; you then say what it stands for.</source>
        <translation>Kombinacije Džokera: kombinacija smije biti samo od Džokera; tada kažeš što predstavljaju.</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../../phase10_desktop/app/save_store.py" line="+105"/>
        <source>Phase 10 saved games (*.json)</source>
        <extracomment>the app&apos;s save format and version: those ``phase10 verify`` checks too (one place) What Save As suggests; plain ``.json`` keeps files readable and attachable.</extracomment>
        <translation>Spremljene igre Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>the file</source>
        <translation>datoteka</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is damaged and cannot be opened (%2). Open another save or start a new game.</source>
        <translation>„%1” je oštećena i ne može se otvoriti (%2). Otvori drugu spremljenu igru ili započni novu.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>“%1” is not a complete saved game: it may have been cut short while being written. Open another save or start a new game.</source>
        <translation>„%1” nije potpuna spremljena igra: možda je prekinuta tijekom zapisivanja. Otvori drugu spremljenu igru ili započni novu.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>“%1” is not a Phase 10 Desktop saved game. Choose a file saved by this game.</source>
        <translation>„%1” nije spremljena igra programa Phase 10 za računalo. Odaberi datoteku koju je spremila ova igra.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>“%1” is far larger than any saved game, so it was not opened. Open another save or start a new game.</source>
        <translation>„%1” je mnogo veća od bilo koje spremljene igre pa nije otvorena. Otvori drugu spremljenu igru ili započni novu.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“%1” was saved by a newer version of Phase 10 Desktop. Update the game to open it.</source>
        <translation>„%1” spremljena je novijom inačicom programa Phase 10 za računalo. Za otvaranje ažuriraj igru.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>“%1” could not be read (%2). Check that the file exists and that you may open it, then try again.</source>
        <translation>„%1” nije moguće pročitati (%2). Provjeri postoji li datoteka i smiješ li je otvoriti, pa pokušaj ponovno.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot open the saved game</source>
        <translation>Spremljenu igru nije moguće otvoriti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was renamed to “%1” so it is not offered again; you can attach it to a bug report.</source>
        <translation>Datoteka je preimenovana u „%1” da se više ne nudi; možeš je priložiti prijavi pogreške.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/score_sheet.py" line="+64"/>
        <source>Finished</source>
        <translation>Završeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 od %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location line="+300"/>
        <location line="+7"/>
        <location line="+4"/>
        <source>Score sheet</source>
        <extracomment>&quot;Replay…&quot; was pressed for this round</extracomment>
        <translation>Bodovna lista</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 made their phase that round   %2 went out   Points are penalties: the lowest total is best.</source>
        <translation>%1 faza napravljena u toj rundi   %2 bez karata   Bodovi su kazneni: najmanji zbroj je najbolji.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round to replay</source>
        <translation>Runda za snimku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay…</source>
        <translation>Snimka…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the chosen round again, every hand shown</source>
        <translation>Ponovno pogledaj odabranu rundu, sa svim rukama otkrivenima</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Watch:</source>
        <translation>&amp;Pogledaj:</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Final scores after %n rounds.</source>
        <translation>
            <numerusform>Konačni rezultat nakon %n runde.</numerusform>
            <numerusform>Konačni rezultat nakon %n runde.</numerusform>
            <numerusform>Konačni rezultat nakon %n rundi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No round has been scored yet.</source>
        <translation>Još nijedna runda nije bodovana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After round %1.</source>
        <translation>Nakon runde %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location line="-204"/>
        <source>Tie-break round %1: no points are scored.</source>
        <extracomment>points added per seat (None: no points scored, e.g. a tie-break round) &quot;round&quot;, &quot;tiebreak&quot;, &quot;total&quot; or &quot;phase&quot;</extracomment>
        <translation>Runda doigravanja %1: bodovi se ne dijele.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 scored %n points in round %2.</source>
        <translation>
            <numerusform>%1 u rundi %2 dobiva %n bod.</numerusform>
            <numerusform>%1 u rundi %2 dobiva %n boda.</numerusform>
            <numerusform>%1 u rundi %2 dobiva %n bodova.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 made phase %2: %3.</source>
        <translation>%1: faza %2 napravljena (%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 went out.</source>
        <translation>%1 više nema karata.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 has %n points in total.</source>
        <translation>
            <numerusform>%1 ukupno ima %n bod.</numerusform>
            <numerusform>%1 ukupno ima %n boda.</numerusform>
            <numerusform>%1 ukupno ima %n bodova.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: phase reached %2.</source>
        <translation>%1: dosegnuta faza %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Total</source>
        <translation>Ukupno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase reached</source>
        <translation>Dosegnuta faza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie-break</source>
        <translation>Doigravanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../phase10_desktop/app/table/zone_items.py" line="+359"/>
        <source>1 card</source>
        <extracomment>a shorter label, drawn when ``label`` does not fit the frame (&quot;7s ×3&quot;) the colour of the seat whose latest turn built or hit this group the name fits whole (a very long name is elided; names are limited in length) the line the SKIPPED (or AWAY) chip ends: 0 the name&apos;s, 1 the phase&apos;s; None: no chip the width the name may take on its line the Skip&apos;s chip shows its sign alone: no line had room for the word beside its words (a narrow plate at 200 %), and the name is never cut for a chip the phase&apos;s number alone, for a plate too narrow for its groups the player lost their connection (a bot may be playing for them) room kept for the stack of backs at the far end (0: tucked behind the plate)</extracomment>
        <translation>1 karta</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <comment>a seat&apos;s cards, then its points</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 · %2</source>
        <comment>a bot&apos;s level, then its cards and points</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>thinking</source>
        <translation>razmišlja</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>SKIPPED</source>
        <translation>PRESKOK</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AWAY</source>
        <translation>NIJE TU</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/settings_dialog.py" line="+48"/>
        <location line="+110"/>
        <source>Settings</source>
        <translation>Postavke</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your name:</source>
        <translation>Tvoje &amp;ime:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Brzina animacije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Spora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Brza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast</source>
        <translation>Vrlo brza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reduce motion: cards jump to their place</source>
        <translation>S&amp;manji kretanje: karte skaču na svoje mjesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce motion</source>
        <translation>Smanji kretanje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table theme</source>
        <translation>Tema stola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Svijetla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Tamna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound effects</source>
        <translation>Isk&amp;ljuči zvučne efekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute sound effects</source>
        <translation>Isključi zvučne efekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table and sound</source>
        <translation>Stol i zvuk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Brzina animacije:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cut the deck myself before each deal</source>
        <translation>&amp;Sam presijeci špil prije svakog dijeljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the deck before each deal</source>
        <translation>Presijeci špil prije svakog dijeljenja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before each deal you see the deck&apos;s fingerprint, then mix in a phrase of your own: neither the game nor you alone decides the cards.</source>
        <translation>Prije svakog dijeljenja vidiš otisak špila, a zatim umiješaš svoju frazu: ni igra ni ti sami ne odlučujete o kartama.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>Language</source>
        <translation>Jezik</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Same as the system</source>
        <translation>Jezik sustava</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table speaks the new language as soon as you save.</source>
        <translation>Stol govori novi jezik čim spremiš.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>&amp;Jezik:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use the &amp;standard set-up</source>
        <translation>Koristi &amp;standardne postavke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the standard set-up for new games</source>
        <translation>Koristi standardne postavke za nove igre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New games</source>
        <translation>Nove igre</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save</source>
        <translation>Spremi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Odustani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore defaults</source>
        <translation>Vrati zadano</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How the table looks, moves and sounds.</source>
        <translation>Kako stol izgleda, kreće se i zvuči.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Custom (%1×)</source>
        <translation>Prilagođeno (%1×)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New games start with the standard rules and three opponents.</source>
        <translation>Nove igre počinju sa standardnim pravilima i tri protivnika.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>New games start like your last one: %n players, standard rules.</source>
        <translation>
            <numerusform>Nove igre počinju kao posljednja: %n igrač, standardna pravila.</numerusform>
            <numerusform>Nove igre počinju kao posljednja: %n igrača, standardna pravila.</numerusform>
            <numerusform>Nove igre počinju kao posljednja: %n igrača, standardna pravila.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>New games start like your last one: %n players, with your rule variants.</source>
        <translation>
            <numerusform>Nove igre počinju kao posljednja: %n igrač, s tvojim inačicama pravila.</numerusform>
            <numerusform>Nove igre počinju kao posljednja: %n igrača, s tvojim inačicama pravila.</numerusform>
            <numerusform>Nove igre počinju kao posljednja: %n igrača, s tvojim inačicama pravila.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../phase10_desktop/app/side_panel.py" line="+103"/>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Potezi</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Players</source>
        <extracomment>something said at the table, to speak to screen readers (the talk&apos;s ``spoken``) what is shown now, and the commitment the player asked to see whole the table&apos;s talk, below the moves: built at the first table that talks (a game on this computer never shows it, and its emoji make Qt load a font)</extracomment>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Players and their phases</source>
        <translation>Igrači i njihove faze</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deck fingerprint: %1</source>
        <translation>Otisak špila: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all 64 digits</source>
        <translation>sve 64 znamenke</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../phase10_desktop/presentation/sounds.py" line="+102"/>
        <source>This computer&apos;s sound player could not be found: the game is silent.</source>
        <translation>Program za zvuk na ovom računalu nije pronađen: igra je bez zvuka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound player was found on this computer (pw-play, paplay or aplay): the game is silent. Install PipeWire, PulseAudio or the ALSA utilities to hear it.</source>
        <translation>Na ovom računalu nije pronađen program za zvuk (pw-play, paplay ili aplay): igra je bez zvuka. Instaliraj PipeWire, PulseAudio ili ALSA alate da je čuješ.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../phase10_desktop/app/table/spoken.py" line="+4"/>
        <source>Last turn: %1</source>
        <translation>Posljednji potez: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wild, standing for %1</source>
        <translation>Džoker, vrijedi kao %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1 of %2</source>
        <translation>karta %1 od %2</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/stats_window.py" line="+76"/>
        <source>first 5 phases</source>
        <translation>prvih 5 faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first 8 phases</source>
        <translation>prvih 8 faza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>even phases</source>
        <translation>parne faze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>odd phases</source>
        <translation>neparne faze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any order</source>
        <translation>bilo kojim redom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>everyone advances</source>
        <translation>svi napreduju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first Skip covered</source>
        <translation>prvi Preskok pokriven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw back</source>
        <translation>vraćanje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out by hitting</source>
        <translation>završetak dodavanjem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild groups</source>
        <translation>kombinacije od džokera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <translation>Mješovito</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>custom phases</source>
        <translation>vlastite faze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard rules</source>
        <translation>Standardna pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between rule variants</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+6"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All levels</source>
        <translation>Sve razine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number</source>
        <translation>Bilo koliko</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Whose:</source>
        <translation>Či&amp;ja:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose statistics</source>
        <translation>Čija statistika</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Protivnici:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent level</source>
        <translation>Razina protivnika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Igrači:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of players</source>
        <translation>Broj igrača</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>P&amp;ravila:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games and wins by opponent level and players</source>
        <translation>Igre i pobjede po razini protivnika i broju igrača</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents</source>
        <translation>Protivnici</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Igre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>Pobjede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Udio pobjeda</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Longest streaks:</source>
        <translation>Najduži nizovi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Trenutačni niz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per round:</source>
        <translation>Po rundi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game:</source>
        <translation>Najbolja igra:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate over time</source>
        <translation>Udio pobjeda kroz vrijeme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per round</source>
        <translation>Bodovi po rundi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase made, by phase</source>
        <translation>Položena faza, po fazama</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last %n games.</source>
        <translation>
            <numerusform>Tvoje završene igre na ovom računalu. Igra se broji kad ju je ovaj program podijelio iz vlastitih novih sjemena, svako dijeljenje samo jednom: igre za vježbu, igre s brojem dijeljenja i dijeljenja iz zapisa čuvaju se, ali se ne broje. Udio pobjeda kroz vrijeme računa se na tvojoj posljednjoj %n igri.</numerusform>
            <numerusform>Tvoje završene igre na ovom računalu. Igra se broji kad ju je ovaj program podijelio iz vlastitih novih sjemena, svako dijeljenje samo jednom: igre za vježbu, igre s brojem dijeljenja i dijeljenja iz zapisa čuvaju se, ali se ne broje. Udio pobjeda kroz vrijeme računa se na tvoje posljednje %n igre.</numerusform>
            <numerusform>Tvoje završene igre na ovom računalu. Igra se broji kad ju je ovaj program podijelio iz vlastitih novih sjemena, svako dijeljenje samo jednom: igre za vježbu, igre s brojem dijeljenja i dijeljenja iz zapisa čuvaju se, ali se ne broje. Udio pobjeda kroz vrijeme računa se na tvojih posljednjih %n igara.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Yours</source>
        <translation>Tvoja</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No game counts yet</source>
        <translation>Još se nijedna igra ne broji</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games kept but not counted</source>
        <translation>
            <numerusform>%n igra se čuva, ali se ne broji</numerusform>
            <numerusform>%n igre se čuvaju, ali se ne broje</numerusform>
            <numerusform>%n igara se čuva, ali se ne broji</numerusform>
        </translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the statistics</source>
        <translation>Zatvori statistiku</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rules</source>
        <translation>Sva pravila</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics file was damaged and has been renamed to “%1”; new games are counted from now on.</source>
        <translation>Datoteka statistike bila je oštećena i preimenovana je u „%1”; nove igre broje se od sada.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n recorded games could not be read and are left out; the others are counted.</source>
        <translation>
            <numerusform>%n zabilježena igra nije se mogla pročitati i izostavljena je; ostale se broje.</numerusform>
            <numerusform>%n zabilježene igre nisu se mogle pročitati i izostavljene su; ostale se broje.</numerusform>
            <numerusform>%n zabilježenih igara nije se moglo pročitati i izostavljene su; ostale se broje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics file “%1” is damaged and could not be moved aside: games are not being recorded until it is moved or deleted.</source>
        <translation>Datoteka statistike „%1” je oštećena i nije se mogla premjestiti: igre se ne bilježe dok se ne premjesti ili izbriše.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics were saved by a newer version of Phase 10 Desktop: update the game to see them. Games are not recorded meanwhile.</source>
        <translation>Statistiku je spremila novija inačica igre Phase 10 Desktop: ažuriraj igru da je vidiš. Dotad se igre ne bilježe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics cannot be saved in “%1”: games are not being recorded.</source>
        <translation>Statistika se ne može spremiti u „%1”: igre se ne bilježe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2 won (%3)</source>
        <comment>e.g. &apos;12 games, 5 won (42%)&apos;</comment>
        <translation>%1, pobjeda: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n igra</numerusform>
            <numerusform>%n igre</numerusform>
            <numerusform>%n igara</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games to show yet.</source>
        <translation>Još nema završenih igara.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 won, %2 lost in a row</source>
        <translation>%1 pobjeda, %2 poraza zaredom</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n pobjeda</numerusform>
            <numerusform>%n pobjede</numerusform>
            <numerusform>%n pobjeda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n poraz</numerusform>
            <numerusform>%n poraza</numerusform>
            <numerusform>%n poraza</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 points on average; phase made in %2 of %3 rounds (%4)</source>
        <translation>prosječno %1 bodova; faza položena u %2 od %3 runde (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none won yet</source>
        <translation>još nijedna pobjeda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in %2 rounds, %3 (%4 players, %5 opponents)</source>
        <translation>%1 u %2 runde, %3 (%4 igrača, protivnici: %5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game to see this chart.</source>
        <translation>Završi igru da vidiš ovaj grafikon.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Win rate over your last %1 games at each of %2 games, from %3 to %4; the dashed line is your overall win rate, %5.</source>
        <translation>Udio pobjeda u posljednjih %1 igara nakon svake od %2 igre, od %3 do %4; isprekidana crta je tvoj ukupni udio pobjeda, %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Average points taken in each round of a game, rounds 1 to %1 (rounds that fewer than one game in five lasted to are left out).</source>
        <translation>Prosječni bodovi u svakoj rundi igre, runde 1 do %1 (izostavljene su runde do kojih je stigla manje od jedne igre od pet).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>For each phase, the share of the rounds you played on it in which you laid it.</source>
        <translation>Za svaku fazu, udio rundi odigranih na njoj u kojima si je položio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phases played in any order are not counted by phase.</source>
        <translation>Faze igrane bilo kojim redom ne broje se po fazama.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../phase10_desktop/app/table/plates.py" line="+64"/>
        <source>%1 left</source>
        <translation>preostalo: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>drop cards here</source>
        <translation>spusti karte ovdje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 more</source>
        <translation>još %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ready: %1</source>
        <translation>spremno: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Player</source>
        <translation>Igrač</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>bot (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connection lost</source>
        <translation>veza prekinuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them</source>
        <translation>igra bot</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sitting out the tie-break</source>
        <translation>izvan doigravanja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase %1 laid ✓</source>
        <translation>Faza %1 položena ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Phase %1</source>
        <translation>Faza %1</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_banner.py" line="+38"/>
        <source>Your turn: %1 left</source>
        <extracomment>the dialogs&apos; error red (``dialog_parts.ERROR_COLOUR``: not imported, since that module loads what a start does not need), readable on the light and the dark theme</extracomment>
        <translation>Tvoj potez: još %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn: %2 left</source>
        <translation>Na potezu je %1: još %2</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%n seconds left in your turn.</source>
        <translation>
            <numerusform>Ostala ti je %n sekunda poteza.</numerusform>
            <numerusform>Ostale su ti %n sekunde poteza.</numerusform>
            <numerusform>Ostalo ti je %n sekundi poteza.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_dialogs.py" line="+35"/>
        <source>To go back to your seat later: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>Da se kasnije vratiš na svoje mjesto: Igra → Igraj s drugima → Pridruži se stolu → Natrag na svoje mjesto.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Stay at the table</source>
        <translation>Ostani za stolom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit and end your table?</source>
        <translation>Izaći i zatvoriti svoj stol?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your table?</source>
        <translation>Zatvoriti svoj stol?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 runs on this computer: it ends when you leave it.</source>
        <translation>%1 radi na ovom računalu: završava kad ga napustiš.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game ends for %1 too: they are told at once, and each keeps the record of the rounds finished so far.</source>
        <translation>Igra završava i za: %1. Odmah će to saznati, a svatko zadržava zapis dosad završenih rundi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game in progress ends, and cannot be taken up again.</source>
        <translation>Igra u tijeku završava i ne može se nastaviti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End the table and quit</source>
        <translation>Zatvori stol i izađi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the table</source>
        <translation>Zatvori stol</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quit and close your table?</source>
        <translation>Izaći i zatvoriti svoj stol?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close your table?</source>
        <translation>Zatvoriti svoj stol?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table closes when you leave it.</source>
        <translation>Tvoj se stol zatvara kad ga napustiš.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still at it: %1. They are told at once that it has closed.</source>
        <translation>Još su za njim: %1. Odmah će saznati da je zatvoren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close the table and quit</source>
        <translation>Zatvori stol i izađi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>Zatvori stol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit Phase 10 Desktop?</source>
        <translation>Izaći iz Phase 10 za računalo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave %1?</source>
        <translation>Napustiti: %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game at %1 goes on without you: the Normal bot plays your seat until you come back.</source>
        <translation>Igra za stolom %1 nastavlja se bez tebe: tvoje mjesto igra bot razine Srednje dok se ne vratiš.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave and quit</source>
        <translation>Napusti i izađi</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <source>Leave the table</source>
        <extracomment>the player asked to leave the table (back to a game on this computer)</extracomment>
        <translation>Napusti stol</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>You were hosting %1 when Phase 10 Desktop closed.</source>
        <translation>Bio si domaćin stola %1 kad se Phase 10 za računalo zatvorio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open it again? Its game was saved as it stood; the others can come back to their seats. If not, the table ends.</source>
        <translation>Otvoriti ga ponovno? Igra je spremljena kakva je bila; ostali se mogu vratiti na svoja mjesta. Ako ne, stol se zatvara.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the table again</source>
        <translation>Ponovno otvori stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End it</source>
        <translation>Zatvori ga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You were at %1 (%2) when Phase 10 Desktop closed.</source>
        <translation>Bio si za stolom %1 (%2) kad se Phase 10 za računalo zatvorio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go back to your seat? The game went on: the Normal bot has been playing for you.</source>
        <translation>Vratiti se na svoje mjesto? Igra se nastavila: umjesto tebe je igrao bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If not now, your seat stays kept while the table lasts. %1</source>
        <translation>Ako ne sada, mjesto ti ostaje sačuvano dok stol postoji. %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go back to the table</source>
        <translation>Natrag za stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now</source>
        <translation>Ne sada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the table?</source>
        <translation>Natrag za stol?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are watching</source>
        <translation>Gledaš</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at %1 had started when you joined.</source>
        <translation>Igra za stolom %1 već je počela kad si se pridružio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>So you are watching it: you see every move, but no one&apos;s hand. The line under the table says where you are.</source>
        <translation>Zato je gledaš: vidiš svaki potez, ali ničije karte u ruci. Redak ispod stola kaže gdje si.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The table has closed</source>
        <extracomment>the player asked to save the record of the finished rounds the player asked to try the seat again (a lost connection)</extracomment>
        <translation>Stol je zatvoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ended the table</source>
        <translation>%1 je zatvorio stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot go on: it ran on the host&apos;s computer. Nobody&apos;s seat is kept.</source>
        <translation>Igra se ne može nastaviti: radila je na domaćinovu računalu. Ničije mjesto nije sačuvano.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped</source>
        <translation>Poslužitelj stola je stao</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server of %1 stopped</source>
        <translation>Poslužitelj stola %1 je stao</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved on it, and your seat is kept. %1</source>
        <translation>Igra je na njemu spremljena, a tvoje je mjesto sačuvano. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table is not answering</source>
        <translation>Stol se ne javlja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not answering</source>
        <translation>%1 se ne javlja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its host&apos;s app may have closed, or their computer lost its network. Trying again… This window closes by itself when the table is back.</source>
        <translation>Domaćinova se aplikacija možda zatvorila ili je njegovo računalo izgubilo mrežu. Pokušavam ponovno… Ovaj se prozor sam zatvara kad se stol vrati.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection is lost</source>
        <translation>Veza je izgubljena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to %1 is lost</source>
        <translation>Veza sa stolom %1 je izgubljena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be made again. Your seat is kept while the table lasts. %1</source>
        <translation>Nije se mogla ponovno uspostaviti. Mjesto ti ostaje sačuvano dok stol postoji. %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No round was finished, so there is no record of the game yet.</source>
        <translation>Nijedna runda nije završena, pa zapisa igre još nema.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the record…</source>
        <translation>Spremi zapis…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Try again</source>
        <translation>Pokušaj ponovno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep waiting</source>
        <translation>Čekaj dalje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play again?</source>
        <translation>Igrati ponovno?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game</source>
        <translation>%1 je započeo novu igru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1, with everyone still there, each in the same seat: it begins as soon as you play.</source>
        <translation>Za stolom %1, sa svima koji su još tu, svatko na istom mjestu: počinje čim zaigraš.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If you would rather not play, leave the table: the Normal bot then plays your seat.</source>
        <translation>Ako radije ne bi igrao, napusti stol: tvoje će mjesto tada igrati bot razine Srednje.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
</context>
<context>
    <name>TableGoneDialog</name>
    <message numerus="yes">
        <location line="-75"/>
        <source>Your record of the %n rounds finished so far is kept: save it to replay them, or to check the deal.</source>
        <translation>
            <numerusform>Tvoj zapis %n dosad završene runde je sačuvan: spremi ga da je ponovno pogledaš ili provjeriš dijeljenje.</numerusform>
            <numerusform>Tvoj zapis %n dosad završene runde je sačuvan: spremi ga da ih ponovno pogledaš ili provjeriš dijeljenje.</numerusform>
            <numerusform>Tvoj zapis %n dosad završenih rundi je sačuvan: spremi ga da ih ponovno pogledaš ili provjeriš dijeljenje.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../../phase10_desktop/app/table/input.py" line="+173"/>
        <source>Skip whom?</source>
        <translation>Koga preskočiti?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose whom to skip</source>
        <translation>Odaberi koga preskočiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip %1</source>
        <translation>Preskoči: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose whom to skip.</source>
        <translation>Odaberi koga preskočiti.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>What the Wilds stand for</source>
        <translation>Što džokeri predstavljaju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set of which number?</source>
        <translation>Skup kojeg broja?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1s</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Every card in the slots is back in your hand.</source>
        <translation>Sve karte s mjesta za polaganje vraćene su u ruku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lay-down slots are already empty.</source>
        <translation>Mjesta za polaganje već su prazna.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The %1 fits none of the laid groups (R5.3).</source>
        <translation>Karta %1 ne pristaje ni u jednu položenu kombinaciju (R5.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold no Skip to play on anyone (R6.1).</source>
        <translation>Nemaš nijedan Preskok za igranje (R6.1).</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Which colour?</source>
        <translation>Koja boja?</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>Wait: the last move is still being shown.</source>
        <extracomment>keyboard focus moved: the words of what now has it (the card table&apos;s accessible objects send the focus event itself, see access.py) what a key did, for the player to hear (&quot;Lay-down slot 1, Set of 3: Red 3&quot;) a small menu opened (whom to skip, where to hit, what a Wild group is)</extracomment>
        <translation>Pričekaj: posljednji se potez još prikazuje.</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>A run from which number?</source>
        <translation>Niz od kojeg broja?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1–%2</source>
        <translation>Niz %1–%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your Wilds make a group on their own: say what it stands for.</source>
        <translation>Tvoji džokeri sami čine skupinu: reci što ona predstavlja.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Where to hit</source>
        <translation>Gdje dodati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s %2, low end</source>
        <translation>%2 (%1), donji kraj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2, high end</source>
        <translation>%2 (%1), gornji kraj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2</source>
        <translation>%2 (%1)</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../phase10_desktop/app/table/table_view.py" line="+67"/>
        <location line="+37"/>
        <source>Card table</source>
        <extracomment>keys of keyboard play and the controller action each one means
----------
the table&apos;s parts, focus and news for assistive technology</extracomment>
        <translation>Stol za kartanje</translation>
    </message>
</context>
<context>
    <name>TableVisit</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_visit.py" line="+114"/>
        <source>Watching %1, %2</source>
        <extracomment>the sentence the status line keeps once the table is gone (&quot;&quot; while it lives)</extracomment>
        <translation>Gledaš: %1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — Phase 10 Desktop</source>
        <translation>%1 — Phase 10 za računalo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>closed</source>
        <translation>zatvoren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are watching (you see no hand)</source>
        <translation>gledaš (ne vidiš ničije karte)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you host it on this computer</source>
        <translation>domaćin si na ovom računalu</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the host ended the table</source>
        <translation>domaćin je zatvorio stol</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>The table could not play again: %1</source>
        <translation>Stol nije mogao ponovno započeti igru: %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/table_words.py" line="+28"/>
        <source>the table</source>
        <translation>stol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s table</source>
        <translation>Stol igrača %1</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location line="+11"/>
        <source>The Normal bot, playing for you,</source>
        <translation>Bot razine Srednje, igrajući umjesto tebe,</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/welcome.py" line="+30"/>
        <source>Welcome to Phase 10 Desktop</source>
        <translation>Dobro došli u Phase 10 Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome!</source>
        <translation>Dobro došli!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is your name? The other players will call you by it.</source>
        <translation>Kako se zoveš? Ostali igrači će te tako zvati.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>Tvoje ime</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>Igrajmo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a name, or keep the one suggested.</source>
        <translation>Upiši ime ili zadrži predloženo.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../phase10_desktop/app/window_menus.py" line="+120"/>
        <source>&amp;Game</source>
        <extracomment>the same window, as the Qt parent of what the menus open</extracomment>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nova igra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otvori…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Spremi &amp;kao…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Otvori stol…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Pridruži se stolu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass and play…</source>
        <translation>Igra na &amp;jednom računalu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave table</source>
        <extracomment>Game → Leave table: only at a table server</extracomment>
        <translation>Napusti &amp;stol</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Poništi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Bodovna lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistika</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Records</source>
        <translation>&amp;Zapisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;Izvezi zapis ove igre…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a record…</source>
        <translation>&amp;Pogledaj zapis…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a record&apos;s deals…</source>
        <translation>Igraj &amp;dijeljenja iz zapisa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Options</source>
        <translation>&amp;Mogućnosti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Postavke…</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Play with others</source>
        <translation>Igraj s &amp;drugima</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+26"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Zvučni efekti</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Show &amp;players and moves</source>
        <translation>Prikaži &amp;igrače i poteze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>P&amp;omoć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Savjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tipkovnica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing with &amp;others</source>
        <translation>Igra s &amp;drugima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>&amp;O programu</translation>
    </message>
    <message>
        <location line="+139"/>
        <location line="+66"/>
        <source>You stayed at the table you are at.</source>
        <translation>Ostao si za stolom za kojim jesi.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>the host opened another table</source>
        <translation>domaćin je otvorio drugi stol</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <source>The table could not be opened on this computer: %1</source>
        <translation>Stol nije bilo moguće otvoriti na ovom računalu: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the table could not be set up</source>
        <translation>stol nije bilo moguće postaviti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s table</source>
        <translation>Stol igrača %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>People outside your network</source>
        <translation>Ljudi izvan tvoje mreže</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Could not sit at the table at %1: %2</source>
        <translation>Nije moguće sjesti za stol na adresi %1: %2</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>That table has closed: your seat there is gone.</source>
        <translation>Taj je stol zatvoren: tvojeg mjesta za njim više nema.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Sound effects: no sound player found</source>
        <translation>Zvučni efekti: nema programa za zvuk</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Open the table again</source>
        <translation>Ponovno otvori stol</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the table could not be opened again</source>
        <translation>stol se nije mogao ponovno otvoriti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to your seat</source>
        <translation>Natrag na svoje mjesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be joined now: %2</source>
        <translation>Stolu %1 sada se ne možeš pridružiti: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table</source>
        <translation>Stol</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Playing with others</source>
        <translation>Igra s drugima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one table from several computers</source>
        <translation>Igraj za jednim stolom s više računala</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table (Game → Play with others → Host a table): your computer runs it, and friends join with the address and the code your lobby shows, or pick it from the list of tables on your network. Bots play the seats nobody takes.

Leaving: when you leave a table you host, or quit, it ends for everyone at it (you are asked first). When you leave someone else&apos;s table, the Normal bot plays your seat until you come back.

Back to your seat: after leaving, after a lost connection, or when Phase 10 Desktop was closed at a table, open Game → Play with others → Join a table and pick &quot;Back to your seat&quot; (a start after a crash offers it first).

The line under the table says which table you are at, and counts down the turn timer when the host set one.</source>
        <translation>Otvori stol (Igra → Igraj s drugima → Otvori stol): tvoje ga računalo pokreće, a prijatelji se pridružuju s adresom i kodom koje pokazuje tvoje predvorje ili ga biraju s popisa stolova na tvojoj mreži. Botovi igraju mjesta koja nitko ne zauzme.

Odlazak: kad napustiš stol kojem si domaćin ili izađeš iz igre, stol završava za sve za njim (prvo te se pita). Kad napustiš tuđi stol, tvoje mjesto igra bot razine Srednje dok se ne vratiš.

Natrag na svoje mjesto: nakon odlaska, nakon izgubljene veze ili ako se Phase 10 za računalo zatvorio dok si bio za stolom, otvori Igra → Igraj s drugima → Pridruži se stolu i odaberi „Natrag na svoje mjesto” (pokretanje nakon rušenja to nudi prvo).

Redak ispod stola kaže za kojim si stolom i odbrojava vrijeme poteza ako ga je domaćin postavio.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a saved game</source>
        <translation>Otvori spremljenu igru</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game</source>
        <translation>Spremi igru</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save</source>
        <translation>Spremanje nije uspjelo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing to undo: a draw shows a card, so it stays.</source>
        <translation>Nema se što poništiti: vučenje otkriva kartu pa ostaje.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>Export the game&apos;s record</source>
        <translation>Izvezi zapis igre</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Phase 10 records (*.json)</source>
        <translation>Zapisi igre Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not export the record</source>
        <translation>Zapis nije moguće izvesti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Put the table&apos;s talk in the exported record too?</source>
        <translation>Staviti i razgovor za stolom u izvezeni zapis?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever gets the file reads what everyone said. Without it, the record holds only the game.</source>
        <translation>Tko dobije datoteku, pročitat će što je tko rekao. Bez njega zapis sadrži samo igru.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the game</source>
        <translation>Samo igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the talk</source>
        <translation>S razgovorom</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Phase 10 records and saves (*.json)</source>
        <translation>Zapisi i spremljene igre Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot open the record</source>
        <translation>Zapis nije moguće otvoriti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” cannot be read as a Phase 10 record: %2</source>
        <translation>„%1” nije moguće pročitati kao zapis igre Phase 10: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch a record</source>
        <translation>Pogledaj zapis</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+9"/>
        <source>Play a record&apos;s deals</source>
        <translation>Igraj dijeljenja iz zapisa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This record is a game of %1 players: start one with %1 first.</source>
        <translation>Ovaj zapis je igra za %1 igrača: najprije započni igru s %1 igrača.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Replay</source>
        <translation>Snimka</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>How did I play?</source>
        <translation>Kako sam igrao?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Playing with the keyboard</source>
        <translation>Igranje tipkovnicom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left / Right: move along your hand
Up / Down: move between your hand, the slots, the laid groups, the players and the piles
Enter: use the focused place with the selected cards (draw, fill a slot, hit, play a Skip, discard)
Space: select or unselect the card · Esc: unselect all
D: draw from the draw pile · T: take the top discard
1, 2, 3: put the selected cards in lay-down slot 1, 2 or 3
Backspace: clear the slots (their cards go back to your hand)
L: lay down your phase
H: hit with the card (choose where) · K: play a Skip on someone
X: discard the focused or selected card and end your turn
Ctrl+Z: undo a lay-down or a hit · ?: hint</source>
        <translation>Lijevo / Desno: kretanje po ruci
Gore / Dolje: prelazak između ruke, mjesta za polaganje, položenih kombinacija, igrača i hrpa
Enter: upotreba označenog mjesta s odabranim kartama (vučenje, punjenje mjesta, dodavanje, igranje Preskoka, odbacivanje)
Razmaknica: odabir ili poništavanje odabira karte · Esc: poništavanje svih odabira
D: vučenje iz špila · T: uzimanje gornje odbačene karte
1, 2, 3: stavljanje odabranih karata na mjesto za polaganje 1, 2 ili 3
Backspace: pražnjenje mjesta (karte se vraćaju u ruku)
L: polaganje faze
H: dodavanje karte na kombinaciju (biraš gdje) · K: igranje Preskoka na nekoga
X: odbacivanje označene ili odabrane karte i kraj poteza
Ctrl+Z: poništavanje polaganja ili dodavanja · ?: savjet</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About Phase 10 Desktop</source>
        <translation>O programu Phase 10 za računalo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Phase 10 Desktop %1&lt;/h3&gt;&lt;p&gt;A free, offline, fair version of the card game, with honest computer opponents that see only what their seat may see.&lt;/p&gt;&lt;p&gt;All card art and sounds are the project&apos;s own. &quot;Phase 10&quot; is a trademark of Mattel; this project is not affiliated with Mattel.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Phase 10 za računalo %1&lt;/h3&gt;&lt;p&gt;Besplatna, izvanmrežna i poštena inačica kartaške igre, s poštenim računalnim protivnicima koji vide samo ono što smije vidjeti njihovo mjesto za stolom.&lt;/p&gt;&lt;p&gt;Sve ilustracije karata i zvukovi vlastiti su rad projekta. „Phase 10” je zaštitni znak tvrtke Mattel; ovaj projekt nije povezan s tvrtkom Mattel.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/wording.py" line="-63"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, </source>
        <comment>separator in a list of names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
</context>
</TS>
