<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/settings.py" line="+178"/>
        <source>Player</source>
        <extracomment>&quot;&quot; follows the system&apos;s language; the rest are the shipped translations (one list, in i18n, so adding a language there offers it here too). The speed multipliers the settings dialog offers. emitted with the attribute name (&quot;animation_speed&quot;, &quot;theme&quot;, ...) after a real change</extracomment>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../../phase10_desktop/app/table/card_item.py" line="+119"/>
        <source>Face-down card</source>
        <extracomment>the card this item shows when face up (None: never seen by the player) the value a laid Wild stands for (R4.8), shown as a small badge the seat whose latest turn put this card on the table (drawn in its colour) the size the card is flying to (its art is rendered once, at that size)</extracomment>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wild, standing for %1</source>
        <translation>Comodín, vale como %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+63"/>
        <source>Red %1</source>
        <translation>%1 rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue %1</source>
        <translation>%1 azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green %1</source>
        <translation>%1 verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow %1</source>
        <translation>%1 amarillo</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip</source>
        <translation>Salto</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no cards</source>
        <translation>ninguna carta</translation>
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
        <translation>¡Buena partida!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well played!</source>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice one!</source>
        <translation>¡Muy buena!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oops!</source>
        <translation>¡Uy!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks!</source>
        <translation>¡Gracias!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thumbs up</source>
        <translation>pulgar arriba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laughing</source>
        <translation>risa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surprised</source>
        <translation>sorpresa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>party</source>
        <translation>fiesta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heart</source>
        <translation>corazón</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location line="+39"/>
        <source>Table talk</source>
        <extracomment>the player sends a message (its text) the player sends a reaction (its word from REACTIONS) a message to speak to screen readers (the window announces it) the names of the seats muted here (by seat number; -1 is a watcher&apos;s name) this player&apos;s seat (their own messages are never muted, nor spoken) the seat whose table&apos;s talk this shows (a RemoteSeat), if any</extracomment>
        <translation>Charla de la mesa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to the table</source>
        <translation>Mensaje a la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mute…</source>
        <translation>Silenciar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide someone&apos;s messages on this computer only</source>
        <translation>Oculta los mensajes de alguien solo en este ordenador</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Quick &amp;words</source>
        <translation>&amp;Frases rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say “Good game!”, “Oops!” and the like</source>
        <translation>Di «¡Buena partida!», «¡Uy!» y cosas así</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Talk</source>
        <translation>&amp;Charla</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 says: %2</source>
        <translation>%1 dice: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is muted on this computer.</source>
        <translation>Los mensajes de %1 están silenciados en este ordenador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer muted.</source>
        <translation>Los mensajes de %1 vuelven a mostrarse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody else is at the table</source>
        <translation>No hay nadie más en la mesa</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unmute %1</source>
        <translation>Dejar de silenciar a %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mute %1</source>
        <translation>Silenciar a %1</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/coach_window.py" line="+138"/>
        <location line="+8"/>
        <source>How did I play?</source>
        <translation>¿Cómo he jugado?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: your decisions next to the Hard bot&apos;s, given exactly what you could see at the time.</source>
        <translation>Ronda %1: tus decisiones junto a las del bot Difícil, con exactamente lo que podías ver en ese momento.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysis progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis</source>
        <translation>Detener el análisis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse again</source>
        <translation>&amp;Analizar de nuevo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decisions to look at, most costly first</source>
        <translation>Decisiones que revisar, las más costosas primero</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chances come from a few hundred deals of the cards you could not see, played out the way the Hard bot plays. They are estimates, not certainties.</source>
        <translation>Las probabilidades salen de unos cientos de repartos de las cartas que no podías ver, jugados como juega el bot Difícil. Son estimaciones, no certezas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Looking at your decisions…</source>
        <translation>Revisando tus decisiones…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Looking at decision %1 of %2…</source>
        <translation>Revisando la decisión %1 de %2…</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Hard bot would have chosen differently %n times where it mattered. Most costly first:</source>
        <translation>
            <numerusform>El bot Difícil habría elegido otra cosa %n vez en que importaba:</numerusform>
            <numerusform>El bot Difícil habría elegido otra cosa %n veces en que importaba. Las más costosas primero:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You played this round as the Hard bot would have. Well played!</source>
        <translation>Has jugado esta ronda como la habría jugado el bot Difícil. ¡Bien jugado!</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n more choices differed from the Hard bot&apos;s by too little to matter.</source>
        <translation>
            <numerusform>%n decisión más se apartó de la del bot Difícil, pero demasiado poco para importar.</numerusform>
            <numerusform>%n decisiones más se apartaron de las del bot Difícil, pero demasiado poco para importar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stopped. Nothing was analysed to the end.</source>
        <translation>Detenido. No se terminó de analizar nada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The analysis could not be finished. Try again, or report the problem.</source>
        <translation>No se pudo terminar el análisis. Inténtalo de nuevo o informa del problema.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>How often %1, who plays after you, could use the card thrown (less is better):</source>
        <translation>Con qué frecuencia le serviría la carta descartada a %1, que juega después de ti (menos es mejor):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choice: %1</source>
        <translation>Tu elección: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hard bot&apos;s: %1</source>
        <translation>La del bot Difícil: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Turn %1: you drew from the draw pile; the Hard bot would take the %2.</source>
        <translation>Turno %1: robaste del mazo; el bot Difícil tomaría el %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1: you took the %2; the Hard bot would draw from the draw pile.</source>
        <translation>Turno %1: tomaste el %2; el bot Difícil robaría del mazo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you waited with your phase ready; the Hard bot would lay it down.</source>
        <translation>Turno %1: esperaste con tu fase lista; el bot Difícil la bajaría.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1: you threw the %2 without hitting the %3; the Hard bot would hit it.</source>
        <translation>Turno %1: descartaste el %2 sin añadir el %3; el bot Difícil lo añadiría.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn %1: you skipped %2; the Hard bot would skip %3.</source>
        <translation>Turno %1: saltaste a %2; el bot Difícil saltaría a %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you threw the %2; the Hard bot would throw the %3.</source>
        <translation>Turno %1: descartaste el %2; el bot Difícil descartaría el %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Laying it down now makes your phase count for certain; waiting, it counts only if the round lasts until your next turn, about %1 here.</source>
        <translation>Si la bajas ahora, tu fase cuenta seguro; si esperas, solo cuenta si la ronda dura hasta tu próximo turno, aquí un %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Either card leaves %1 points in your hand if the round ends before you go out.</source>
        <translation>Con cualquiera de las dos te quedan %1 puntos en la mano si la ronda acaba antes de que cierres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throwing the %1 instead leaves %2 points in your hand rather than %3 if the round ends before you go out.</source>
        <translation>Descartar el %1 en su lugar te deja %2 puntos en la mano en vez de %3 si la ronda acaba antes de que cierres.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hitting the %1 now makes going out this turn %2 likely, keeping it %3.</source>
        <translation>Añadir el %1 ahora te da un %2 de cerrar en este turno; guardarlo, un %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Hitting the %1 now makes going out %2 likely by your next %n turns, keeping it %3.</source>
        <translation>
            <numerusform>Añadir el %1 ahora te da un %2 de cerrar en tu próximo turno; guardarlo, un %3.</numerusform>
            <numerusform>Añadir el %1 ahora te da un %2 de cerrar en tus próximos %n turnos; guardarlo, un %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Guardar el %1 te da un %2 de tener la fase en tu próximo turno; descartarlo, un %3.</numerusform>
            <numerusform>Guardar el %1 te da un %2 de tener la fase en tus próximos %n turnos; descartarlo, un %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>Guardar el %1 te da un %2 de cerrar en tu próximo turno; descartarlo, un %3.</numerusform>
            <numerusform>Guardar el %1 te da un %2 de cerrar en tus próximos %n turnos; descartarlo, un %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is the same either way: what differs is how much the card you throw helps the player after you.</source>
        <translation>En eso da igual: lo que cambia es cuánto ayuda la carta que descartas al jugador que va después de ti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 could use the %2 %3 of the time, the %4 %5.</source>
        <translation>A %1 le serviría el %2 un %3 de las veces; el %4, un %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Taking the %1 makes your phase ready this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>Tomar el %1 te deja la fase lista en este turno un %2 de las veces; robar del mazo, un %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking the %1 lets you go out this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>Tomar el %1 te deja cerrar en este turno un %2 de las veces; robar del mazo, un %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile makes your phase ready this turn %2 of the time, taking the %1 %3.</source>
        <translation>Robar del mazo te deja la fase lista en este turno un %2 de las veces; tomar el %1, un %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile lets you go out this turn %2 of the time, taking the %1 %3.</source>
        <translation>Robar del mazo te deja cerrar en este turno un %2 de las veces; tomar el %1, un %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Tomar el %1 te da un %2 de tener la fase en tu próximo turno; robar del mazo, un %3.</numerusform>
            <numerusform>Tomar el %1 te da un %2 de tener la fase en tus próximos %n turnos; robar del mazo, un %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Taking the %1 makes going out %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>Tomar el %1 te da un %2 de cerrar en tu próximo turno; robar del mazo, un %3.</numerusform>
            <numerusform>Tomar el %1 te da un %2 de cerrar en tus próximos %n turnos; robar del mazo, un %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes your phase %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Robar del mazo te da un %2 de tener la fase en tu próximo turno; tomar el %1, un %3.</numerusform>
            <numerusform>Robar del mazo te da un %2 de tener la fase en tus próximos %n turnos; tomar el %1, un %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes going out %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>Robar del mazo te da un %2 de cerrar en tu próximo turno; tomar el %1, un %3.</numerusform>
            <numerusform>Robar del mazo te da un %2 de cerrar en tus próximos %n turnos; tomar el %1, un %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skipping %1 takes away a turn in which they would go out %2 of the time.</source>
        <translation>Saltar a %1 le quita un turno en el que cerraría un %2 de las veces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skipping %1 takes away a turn in which they would lay their phase %2 of the time.</source>
        <translation>Saltar a %1 le quita un turno en el que bajaría su fase un %2 de las veces.</translation>
    </message>
</context>
<context>
    <name>ControlBar</name>
    <message>
        <location filename="../../phase10_desktop/app/control_bar.py" line="+170"/>
        <source>Sort by number</source>
        <extracomment>shown while the side panel is closed (a narrow window starts without it)</extracomment>
        <translation>Ordenar por número</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by colour</source>
        <translation>Ordenar por color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase to lay down</source>
        <translation>Fase que vas a bajar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of your open phases the slots are for</source>
        <translation>Para cuál de tus fases abiertas son las casillas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Return the cards in the slots to your hand (Backspace)</source>
        <translation>Devuelve a tu mano las cartas de las casillas (Retroceso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Lay down your phase from the slots (L)</source>
        <translation>Baja tu fase con las cartas de las casillas (L)</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Clear slots</source>
        <translation>Vaciar casillas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players and moves</source>
        <translation>Jugadores y jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players, their phases and the moves</source>
        <translation>Muestra los jugadores, sus fases y las jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Phase %1 · %2</source>
        <translation>Fase %1 · %2</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cover_screen.py" line="+51"/>
        <location line="+39"/>
        <source>Everyone else, look away: the next screen shows their cards.</source>
        <extracomment>the person named on the cover is at the screen and ready</extracomment>
        <translation>Que los demás no miren: la siguiente pantalla muestra sus cartas.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Pass to %1 — click when ready</source>
        <translation>Pásale el ordenador a %1 — haz clic cuando esté listo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>Soy %1: muestra mis cartas</translation>
    </message>
</context>
<context>
    <name>CutDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cut_dialog.py" line="+51"/>
        <source>Cut the deck</source>
        <translation>Cortar la baraja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: cut the deck</source>
        <translation>Ronda %1: corta la baraja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is already fixed and sealed: its fingerprint is below. Your cut is mixed into the shuffle, so neither the game nor you alone decides the cards.</source>
        <translation>El reparto ya está fijado y sellado: su huella aparece abajo. Tu corte se mezcla en el barajado, así que ni el juego ni tú solos decidís las cartas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fingerprint of the deal</source>
        <translation>Huella del reparto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commitment (SHA-256 of the secret seed)</source>
        <translation>Compromiso (SHA-256 de la semilla secreta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;py</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole commitment</source>
        <translation>Copiar el compromiso completo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>any words, or leave it empty</source>
        <translation>cualquier frase, o déjalo vacío</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your &amp;cut:</source>
        <translation>Tu &amp;corte:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Random cut</source>
        <translation>Corte &amp;aleatorio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut with 16 random bytes and deal</source>
        <translation>Cortar con 16 bytes aleatorios y repartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>When the round is over its secret seed is revealed and checked against this fingerprint. Anyone can check a whole game again with “phase10 verify”.</source>
        <translation>Al terminar la ronda se revela su semilla secreta y se comprueba con esta huella. Cualquiera puede volver a comprobar una partida entera con «phase10 verify».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A cut cannot hold tabs, line breaks or other control characters.</source>
        <translation>Un corte no puede contener tabuladores, saltos de línea ni otros caracteres de control.</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../../phase10_desktop/presentation/describe.py" line="+50"/>
        <source>nothing more</source>
        <translation>nada más</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any %1 card or a Wild</source>
        <translation>cualquier carta de color %1 o un comodín</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 or a %2 or a Wild</source>
        <translation>un %1 o un %2 o un comodín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1 or a Wild</source>
        <translation>un %1 o un comodín</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw pile, 1 card</source>
        <translation>Mazo, 1 carta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw pile, %n cards</source>
        <translation>
            <numerusform>Mazo, %n carta</numerusform>
            <numerusform>Mazo, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>Pila de descartes, vacía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile, top card %1</source>
        <translation>Pila de descartes, carta de arriba: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lay-down slot %1, %2: %3</source>
        <translation>Casilla %1 para bajar, %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your %1, can take %2</source>
        <translation>Tu %1, admite %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2, can take %3</source>
        <translation>%2 de %1, admite %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 bot</source>
        <translation>bot %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>phase %1 laid</source>
        <translation>fase %1 bajada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>working on phase %1</source>
        <translation>va por la fase %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, card %2 of %3, selected</source>
        <translation>%1, carta %2 de %3, seleccionada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, card %2 of %3</source>
        <translation>%1, carta %2 de %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your hand, 1 card</source>
        <translation>Tu mano, 1 carta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>Tu mano, %n carta</numerusform>
            <numerusform>Tu mano, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses the next turn</source>
        <translation>pierde el próximo turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>le toca jugar</translation>
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
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 completed the last phase with the same lowest score, so a tie-break round with the final phase decided the game: the first to lay it down won.</source>
        <translation>%1 completaron la última fase con la misma puntuación más baja, así que una ronda de desempate con la fase final decidió la partida: ganó quien la bajó primero.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New game</source>
        <extracomment>at a table: the host&apos;s Play again, and everyone&apos;s Leave the table</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again at this table with the same people</source>
        <translation>Jugar otra vez en esta mesa con las mismas personas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again starts another game at this table, with everyone still here, each in the same seat.</source>
        <translation>«Jugar otra vez» empieza otra partida en esta mesa, con todos los que siguen aquí, cada uno en su mismo asiento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 may start another game at this table, with everyone still here: you will be asked whether you play.</source>
        <translation>%1 puede empezar otra partida en esta mesa, con todos los que siguen aquí: se te preguntará si juegas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host</source>
        <translation>Quien creó la mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close this window</source>
        <translation>Cerrar esta ventana</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>All %n phases</source>
        <translation>
            <numerusform>La única fase</numerusform>
            <numerusform>Las %n fases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 phases</source>
        <translation>%1 de %2 fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase %1</source>
        <translation>Fase %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the winner</source>
        <translation>%1, gana la partida</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase reached</source>
        <translation>Fase alcanzada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message numerus="yes">
        <location line="+125"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
        <translation>Grupo de %1 · %2</translation>
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
        <translation>Escalera %1–%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set of %1</source>
        <translation>Grupo de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of %1</source>
        <translation>Escalera de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of one colour</source>
        <translation>%1 de un color</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../phase10_desktop/app/hint.py" line="+34"/>
        <source>The game is over.</source>
        <extracomment>the action the hint suggests (the table highlights its card)</extracomment>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the %1 from the discard pile: it helps you.</source>
        <translation>Toma el %1 de la pila de descartes: te sirve.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the draw pile: the top discard does not help you.</source>
        <translation>Roba del mazo: la carta de la pila de descartes no te sirve.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You can lay down phase %1 now: %2.</source>
        <translation>Ya puedes bajar la fase %1: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your %1 can hit your %2.</source>
        <translation>Puedes añadir tu %1 a tu %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your %1 can hit %3&apos;s %2.</source>
        <translation>Puedes añadir tu %1 a una combinación de %3: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play your Skip on %1.</source>
        <translation>Juega tu Salto contra %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard the %1: it helps you least.</source>
        <translation>Descarta el %1: es la carta que menos te sirve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No suggestion right now.</source>
        <translation>Ahora no hay ninguna sugerencia.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+238"/>
        <location line="+2"/>
        <source>Host a table</source>
        <extracomment>the port a hosted table listens on when it is free (friends type it with the address) every address friends may use, ``address`` (the default route&apos;s) first the home router&apos;s port forward (``net.router.PortForward``) when the host let people outside the network in; removed when the table ends what the router&apos;s thread tells Qt&apos;s (a refused renewal) what the announcement says: (seats free, state), the latest asked for what a dialog calls to open or join the table it shows (its choices): &quot;&quot; when done, else why not, in a sentence the dialog shows while it stays open</extracomment>
        <translation>Crear una mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends on your network join with the address and the code shown next.</source>
        <translation>Los amigos de tu red se unen con la dirección y el código que aparecerán a continuación.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bot</source>
        <translation>bot %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>sin límite</translation>
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
        <translation>Un turno que dure más que esto lo juega el bot Normal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let people &amp;outside my network join</source>
        <translation>Dejar que se unan personas de &amp;fuera de mi red</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asks your home router to forward the table&apos;s port to this computer while the table lasts. People outside need the code, and the password if you set one.</source>
        <translation>Pide a tu router que reenvíe el puerto de la mesa a este ordenador mientras dure la mesa. Quienes estén fuera necesitan el código, y la contraseña si pones una.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats at the table</source>
        <translation>Asientos en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots in empty seats</source>
        <translation>Bots en los asientos libres</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats nobody &amp;takes:</source>
        <translation>Asientos sin &amp;ocupar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password (optional)</source>
        <translation>Contraseña (opcional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn ti&amp;mer:</source>
        <translation>Tiempo &amp;máximo por turno:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn timer</source>
        <translation>Tiempo máximo por turno</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Host</source>
        <translation>Crear mesa</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo verán en la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening your table…</source>
        <translation>Abriendo tu mesa…</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="+401"/>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This invitation link cannot be followed. %1</source>
        <translation>No se puede abrir este enlace de invitación. %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+617"/>
        <source>There is no invitation here: it reads phase10://join/ADDRESS:PORT/CODE.</source>
        <translation>Aquí no hay ninguna invitación: tiene la forma phase10://join/DIRECCIÓN:PUERTO/CÓDIGO.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is too long to be an invitation.</source>
        <translation>El enlace es demasiado largo para ser una invitación.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link holds characters no invitation has: copy it again from the host&apos;s message.</source>
        <translation>El enlace contiene caracteres que ninguna invitación tiene: cópialo de nuevo del mensaje del anfitrión.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is not a Phase 10 invitation: those start with phase10://.</source>
        <translation>Esto no es una invitación de Phase 10: esas empiezan por phase10://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Phase 10 link asks for something this version does not know.</source>
        <translation>Este enlace de Phase 10 pide algo que esta versión no conoce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is cut short or garbled: copy it again from the host&apos;s message.</source>
        <translation>El enlace está cortado o dañado: cópialo de nuevo del mensaje del anfitrión.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link carries a name or password before the address; Phase 10 invitations never do. Ask the host for the table&apos;s link again.</source>
        <translation>El enlace lleva un nombre o una contraseña antes de la dirección; las invitaciones de Phase 10 nunca los llevan. Pide de nuevo al anfitrión el enlace de la mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link&apos;s address %1 is not a computer&apos;s address.</source>
        <translation>La dirección %1 del enlace no es la dirección de un ordenador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no address before its port.</source>
        <translation>El enlace no tiene dirección antes del puerto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s port %1 is not a number from 1 to 65535.</source>
        <translation>El puerto %1 del enlace no es un número del 1 al 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no port number after its address (…:7010).</source>
        <translation>El enlace no tiene número de puerto después de la dirección (…:7010).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s code %1 is not a table code: a code is 8 letters and digits like K7MQ-4XPD, without 0, O, 1, I, L or U.</source>
        <translation>El código %1 del enlace no es un código de mesa: un código tiene 8 letras y cifras, como K7MQ-4XPD, sin 0, O, 1, I, L ni U.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location line="-583"/>
        <location line="+2"/>
        <source>Join a table</source>
        <extracomment>which servers answer (a kept seat or a found table is listed once its does) the kept seat picked (its token claims the seat back)</extracomment>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a table found on your network, or type the host&apos;s address and code.</source>
        <translation>Elige una mesa encontrada en tu red o escribe la dirección y el código del anfitrión.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>Mesas en tu red</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables on your network…</source>
        <translation>Buscando mesas en tu red…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 192.168.1.20:7010, or paste an invitation</source>
        <translation>p. ej. 192.168.1.20:7010, o pega una invitación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. K7MQ-4XPD</source>
        <translation>p. ej. K7MQ-4XPD</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>if the table has one</source>
        <translation>si la mesa tiene una</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables found:</source>
        <translation>&amp;Mesas encontradas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The host&apos;s address</source>
        <translation>La dirección del anfitrión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Code:</source>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table&apos;s code</source>
        <translation>El código de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste &amp;invitation</source>
        <translation>Pegar &amp;invitación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill in the address and code from an invitation you copied</source>
        <translation>Rellena la dirección y el código con una invitación que has copiado</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tables on your network cannot be listed here: type the address.</source>
        <translation>Aquí no se pueden mostrar las mesas de tu red: escribe la dirección.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your seat at %1 (%2), as %3</source>
        <translation>Volver a tu asiento en %1 (%2), como %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — playing: you can watch (%2)</source>
        <translation>%1 — en juego: puedes mirar (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — every seat is taken (%2)</source>
        <translation>%1 — todos los asientos están ocupados (%2)</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Joining the table…</source>
        <translation>Uniéndote a la mesa…</translation>
    </message>
    <message numerus="yes">
        <location line="-161"/>
        <source>%1 — %n seats free (%2)</source>
        <translation>
            <numerusform>%1 — %n asiento libre (%2)</numerusform>
            <numerusform>%1 — %n asientos libres (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This table has a password: ask its host for it.</source>
        <translation>Esta mesa tiene contraseña: pídesela a quien la creó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, locked with a password</source>
        <translation>%1, protegida con contraseña</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a table to join it.</source>
        <translation>Haz doble clic en una mesa para unirte a ella.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 has a password: type it, then press Join.</source>
        <translation>%1 tiene contraseña: escríbela y pulsa Unirse.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The clipboard holds no invitation: copy the host&apos;s message or link first, or type the address and code.</source>
        <translation>El portapapeles no contiene ninguna invitación: copia primero el mensaje o el enlace del anfitrión, o escribe la dirección y el código.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Type the host&apos;s address, e.g. 192.168.1.20:7010.</source>
        <translation>Escribe la dirección del anfitrión, p. ej. 192.168.1.20:7010.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the table&apos;s code: the host&apos;s window shows it.</source>
        <translation>Escribe el código de la mesa: aparece en la ventana del anfitrión.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo verán en la mesa.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="-174"/>
        <source>Easy</source>
        <extracomment>Bot levels offered to players, in the order menus show them.</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+78"/>
        <source>The table</source>
        <extracomment>the host pressed Start</extracomment>
        <translation>La mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table is open</source>
        <translation>Tu mesa está abierta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are at the table</source>
        <translation>Estás en la mesa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The table&apos;s code: %1</source>
        <translation>Código de la mesa: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address: %1</source>
        <translation>Dirección: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On your other networks: %1</source>
        <translation>En tus otras redes: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From the internet: %1</source>
        <translation>Desde internet: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitación:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation link</source>
        <translation>Enlace de invitación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy invitation</source>
        <translation>&amp;Copiar invitación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy a link and a message to send to the people you invite</source>
        <translation>Copia un enlace y un mensaje para enviar a quienes invitas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The password is not in the invitation: tell it to the people you invite yourself.</source>
        <translation>La contraseña no va en la invitación: dísela tú a quienes invitas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who is at the table</source>
        <translation>Quién está en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start when everyone is here: bots play the empty seats.</source>
        <translation>Empieza cuando estén todos: los bots juegan en los asientos libres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host starts the game when everyone is here.</source>
        <translation>El anfitrión empieza la partida cuando estén todos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Code:</source>
        <translation>Código:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Come and play Phase 10 with me! Click this link, or paste it into Phase 10 (Game → Play with others → Join a table):
%1
Or type the address %2 and the code %3.</source>
        <extracomment>the table&apos;s talk while people gather (add_talk)</extracomment>
        <translation>¡Ven a jugar a Phase 10 conmigo! Haz clic en este enlace o pégalo en Phase 10 (Partida → Jugar con otros → Unirse a una mesa):
%1
O escribe la dirección %2 y el código %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copied ✓</source>
        <translation>Copiada ✓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied: paste it into a message to the people you invite.</source>
        <translation>La invitación está copiada: pégala en un mensaje a quienes invitas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (away)</source>
        <translation>%1 (ausente)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 bot)</source>
        <translation>%1 (bot %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty seat (a bot plays it)</source>
        <translation>un asiento libre (lo juega un bot)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="-61"/>
        <source>Resume?</source>
        <translation>¿Continuar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have an unfinished game (round %1). Resume it?</source>
        <translation>Tienes una partida sin terminar (ronda %1). ¿Quieres continuarla?</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/main_window.py" line="+112"/>
        <location line="+183"/>
        <location line="+533"/>
        <source>Phase 10 Desktop</source>
        <extracomment>the size the window opens at when it fits the screen (logical pixels) the smallest the window may be made, where the screen has room for it emitted once, when the window is first shown (start-up timing) a sentence was announced to assistive technology (moves, refusals) the window manager has put its frame (title bar) around the window the position the autosave holds (see :meth:`autosave`) a modal dialog blocks the window (the table waits for it) a game is being put on the table (start_game): saved once it is drawn</extracomment>
        <translation>Phase 10 para escritorio</translation>
    </message>
    <message>
        <location line="-564"/>
        <source>the host went to another table</source>
        <extracomment>the game on this computer (bots in the worker thread) the seat the table shows now: the local one, or a table server&apos;s (play together) the stay at a table server the window shows (None: a game on this computer) the table server&apos;s seat while the table shows it (kept after the visit ends, so the finished rounds&apos; record can still be exported) the game&apos;s dialogs are being closed for another game at the table when the next move shows and when the seat may go on (see table/conductor.py) the screen that covers the table between two people (built at the first) at a table server: which table, and its turn timer (hidden for a game here) docked, or over the table&apos;s edge in a window too narrow for both</extracomment>
        <translation>quien creó la mesa se fue a otra</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the host left the table</source>
        <translation>el anfitrión dejó la mesa</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Could not save the game: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 took too long to think; the Normal bot&apos;s move was played for them.</source>
        <translation>%1 tardó demasiado en pensar; se jugó por él la jugada del bot Normal.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>the host quit Phase 10 Desktop</source>
        <translation>quien creó la mesa cerró Phase 10 para escritorio</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../phase10_desktop/app/table/narrator.py" line="+121"/>
        <source>You took the %1 from the discard pile.</source>
        <translation>Tomaste el %1 de la pila de descartes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew the %1.</source>
        <translation>Robaste el %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the %2 from the discard pile.</source>
        <translation>%1 tomó el %2 de la pila de descartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 drew the %2 from the draw pile.</source>
        <translation>%1 robó el %2 del mazo.</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+17"/>
        <source>%1 drew from the draw pile.</source>
        <translation>%1 robó del mazo.</translation>
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
        <translation>Bajaste la fase %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid down phase %2: %3.</source>
        <translation>%1 bajó la fase %2: %3.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>You hit the %1 on your %2.</source>
        <translation>Añadiste el %1 a tu combinación: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hit the %1 on %2&apos;s %3.</source>
        <translation>Añadiste el %1 a una combinación de %2: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on your %3.</source>
        <translation>%1 añadió el %2 a tu combinación: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on their own %3.</source>
        <translation>%1 añadió el %2 a su propia combinación: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hit the %2 on %3&apos;s %4.</source>
        <translation>%1 añadió el %2 a una combinación de %3: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played a Skip on %1.</source>
        <translation>Le jugaste un Salto a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played a Skip on you.</source>
        <translation>%1 te jugó un Salto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played a Skip on %2.</source>
        <translation>%1 le jugó un Salto a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded the %1.</source>
        <translation>Descartaste el %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded the %2.</source>
        <translation>%1 descartó el %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>You lose this turn to a Skip.</source>
        <translation>Pierdes este turno por un Salto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses a turn to a Skip.</source>
        <translation>%1 pierde un turno por un Salto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: you deal.</source>
        <translation>Ronda %1: repartes tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: %2 deals.</source>
        <translation>Ronda %1: reparte %2.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Tie: you and %1 play a tie-break round with the final phase.</source>
        <translation>Empate: tú y %1 jugáis una ronda de desempate con la última fase.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie: %1 play a tie-break round with the final phase.</source>
        <translation>Empate: %1 juegan una ronda de desempate con la última fase.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Round %1&apos;s deck is sealed: fingerprint %2.</source>
        <translation>El mazo de la ronda %1 está sellado: huella %2.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Round %1&apos;s seed is revealed: it matches fingerprint %2 ✓.</source>
        <translation>Se revela la semilla de la ronda %1: coincide con la huella %2 ✓.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1&apos;s seed is revealed and does NOT match fingerprint %2.</source>
        <translation>Se revela la semilla de la ronda %1 y NO coincide con la huella %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Game over: you win!</source>
        <translation>Fin de la partida: ¡ganas tú!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 wins.</source>
        <translation>Fin de la partida: gana %1.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>You took your phase back into your hand.</source>
        <translation>Devolviste tu fase a la mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took their phase back.</source>
        <translation>%1 devolvió su fase a la mano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 back.</source>
        <translation>Recuperaste el %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took the %2 back.</source>
        <translation>%1 recuperó el %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took your move back.</source>
        <translation>Deshiciste tu jugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took a move back.</source>
        <translation>%1 deshizo una jugada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You went out: round %1 is over.</source>
        <translation>Te quedaste sin cartas: la ronda %1 ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out: round %2 is over.</source>
        <translation>%1 se quedó sin cartas: fin de la ronda %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is over: everyone has laid down and no card left can hit (R3.8).</source>
        <translation>La ronda %1 ha terminado: todos han bajado y ninguna carta restante puede añadirse (R3.8).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round %1 is over: the draw pile ran out a fourth time and nobody went out (R3.8).</source>
        <translation>La ronda %1 ha terminado: el mazo se agotó por cuarta vez y nadie se quedó sin cartas (R3.8).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 is over: the piles ran out.</source>
        <translation>Fin de la ronda %1: se agotaron las cartas.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over.</source>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is playing…</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: draw a card — drag it from a pile to your hand (or press D / T).</source>
        <translation>Tu turno: roba una carta; arrástrala de una pila a tu mano (o pulsa D / T).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay down, hit, then end your turn by dropping a card on the discard pile.</source>
        <translation>Baja, añade cartas y termina tu turno soltando una carta en la pila de descartes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your turn: draw a card.</source>
        <translation>Tu turno: roba una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is playing.</source>
        <translation>%1 está jugando.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>⊘ You lose this turn to a Skip (R6.1).</source>
        <translation>⊘ Pierdes este turno por un Salto (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⊘ You are skipped: you lose your next turn (R6.1).</source>
        <translation>⊘ Te han saltado: pierdes tu próximo turno (R6.1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase %1 is down — hit to get rid of cards, then go out.</source>
        <translation>Fase %1 bajada: añade cartas para deshacerte de ellas y luego cierra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phase %1 · %2</source>
        <translation>Fase %1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — you can lay it down!</source>
        <translation>%1 — ¡puedes bajarla!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — 1 card missing</source>
        <translation>%1 — te falta 1 carta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %n cards missing</source>
        <translation>
            <numerusform>%1 — te falta %n carta</numerusform>
            <numerusform>%1 — te faltan %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over: you made phase %2 and went out.</source>
        <translation>La ronda %1 ha terminado: has hecho la fase %2 y has salido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 is over: you made phase %2 (+%3).</source>
        <translation>La ronda %1 ha terminado: has hecho la fase %2 (+%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 is over: no phase made this round (+%2).</source>
        <translation>La ronda %1 ha terminado: no has hecho fase en esta ronda (+%2).</translation>
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
        <translation>robó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>tomó %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid down</source>
        <translation>bajó su fase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hit %1</source>
        <translation>añadió %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarded %1</source>
        <translation>descartó %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipped you</source>
        <translation>te saltó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped %1</source>
        <translation>saltó a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost the turn</source>
        <translation>perdió el turno</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/bot_names.py" line="+19"/>
        <source>Lucía</source>
        <extracomment>Default opponent names, one per bot seat; translators may pick names common in their language (keep them short and distinct).</extracomment>
        <translation>Lucía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marko</source>
        <translation>Marcos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amira</source>
        <translation>Amira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oliver</source>
        <translation>Óliver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noor</source>
        <translation>Nuria</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/new_game_dialog.py" line="+60"/>
        <source>All ten phases</source>
        <extracomment>Opponents a first game starts with (a four-player table).</extracomment>
        <translation>Las diez fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first five</source>
        <translation>Las cinco primeras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first eight</source>
        <translation>Las ocho primeras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even-numbered phases</source>
        <translation>Fases pares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd-numbered phases</source>
        <translation>Fases impares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The full game: all ten phases, from 2 sets of 3 to a set of 5 and a set of 3.</source>
        <translation>La partida completa: las diez fases, desde 2 grupos de 3 hasta un grupo de 5 y un grupo de 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A short game: the first to finish phase 5 ends it.</source>
        <translation>Una partida corta: el primero en completar la fase 5 la termina.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A medium game: phases 1 to 8, the colour phase last.</source>
        <translation>Una partida mediana: fases 1 a 8, la del color al final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A short game with phases 2, 4, 6, 8 and 10 only.</source>
        <translation>Una partida corta solo con las fases 2, 4, 6, 8 y 10.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short game with phases 1, 3, 5, 7 and 9 only.</source>
        <translation>Una partida corta solo con las fases 1, 3, 5, 7 y 9.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Opponent %1</source>
        <translation>Rival %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent %1 name</source>
        <translation>Nombre del rival %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent %1 level</source>
        <translation>Nivel del rival %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+4"/>
        <source>New game</source>
        <extracomment>the width at which players and rules stand side by side</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick your opponents and the rules, then deal.</source>
        <translation>Elige tus rivales y las reglas, y reparte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of opponents</source>
        <translation>Número de rivales</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rivales:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed)</source>
        <translation>Número de reparto (semilla)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal &amp;number:</source>
        <translation>Número de re&amp;parto:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave it empty for a random deal. The same number with the same rules deals the same cards, to replay a game or challenge a friend; such a game is not counted in your statistics.</source>
        <translation>Déjalo vacío para un reparto al azar. El mismo número con las mismas reglas reparte las mismas cartas, para repetir una partida o retar a un amigo; esa partida no cuenta en tus estadísticas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo any move, even a draw. Practice games are marked as such in their record and left out of the statistics&apos; win rates.</source>
        <translation>Deshaz cualquier jugada, incluso un robo. Las partidas de práctica quedan marcadas como tales en su registro y fuera de los porcentajes de victorias de las estadísticas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practi&amp;ce game</source>
        <translation>Partida de prá&amp;ctica</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phases to play</source>
        <translation>Fases que se juegan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Phases:</source>
        <translation>&amp;Fases:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase order</source>
        <translation>Orden de las fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In order</source>
        <translation>En orden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any order</source>
        <translation>En cualquier orden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>O&amp;rder:</source>
        <translation>&amp;Orden:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Skip turned up at the start</source>
        <translation>Un Salto al empezar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip skips the first player</source>
        <translation>El Salto salta al primer jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip is covered by another card</source>
        <translation>El Salto se tapa con otra carta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;First discard:</source>
        <translation>Primer &amp;descarte:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone &amp;advances every round</source>
        <translation>Todos &amp;avanzan cada ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After each round every player moves to the next phase, made or not; the lowest score after the last phase wins.</source>
        <translation>Tras cada ronda todos pasan a la fase siguiente, la hayan hecho o no; gana la puntuación más baja tras la última fase.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May &amp;discard the card just taken</source>
        <translation>Se puede descartar la carta recién &amp;tomada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card taken from the discard pile may be thrown back on the same turn.</source>
        <translation>La carta tomada de la pila de descartes puede volver a descartarse en el mismo turno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May go out by &amp;hitting</source>
        <translation>Se puede cerrar &amp;añadiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last card may be played onto a laid group instead of being discarded.</source>
        <translation>Tu última carta se puede añadir a una combinación bajada en lugar de descartarla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every group needs a &amp;number card</source>
        <translation>Cada combinación necesita una carta de nú&amp;mero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A group of a phase may not be made of Wilds alone.</source>
        <translation>Una combinación de una fase no puede estar formada solo por comodines.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;tandard rules</source>
        <translation>Reglas es&amp;tándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to the standard rules</source>
        <translation>Volver a las reglas estándar</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Custom phase list</source>
        <translation>Lista de fases personalizada</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n players at the table</source>
        <translation>
            <numerusform>%n jugador en la mesa</numerusform>
            <numerusform>%n jugadores en la mesa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The phase list this game was saved with.</source>
        <translation>La lista de fases con la que se guardó esta partida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the phases in any order you like, still one per round; the first to complete them all wins.</source>
        <translation>Haz las fases en el orden que quieras, una por ronda; gana el primero que las complete todas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone works through the phases one by one, in order.</source>
        <translation>Todos hacen las fases una a una, en orden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the first card turned up is a Skip, more cards are turned over it until one is not.</source>
        <translation>Si la primera carta descubierta es un Salto, se ponen más cartas encima hasta que salga otra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the first card turned up is a Skip, the first player loses their turn.</source>
        <translation>Si la primera carta descubierta es un Salto, el primer jugador pierde su turno.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That deal number is too large: use at most 18 digits, or leave it empty for a random deal.</source>
        <translation>Ese número de reparto es demasiado grande: usa como máximo 18 cifras, o déjalo vacío para un reparto al azar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number must be a whole number such as 2024, or empty for a random deal.</source>
        <translation>El número de reparto debe ser un número entero, como 2024, o estar vacío para un reparto al azar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>Hay dos jugadores llamados «%1»: pon a cada uno un nombre distinto.</translation>
    </message>
</context>
<context>
    <name>PanelPlace</name>
    <message>
        <location filename="../../phase10_desktop/app/panel_place.py" line="+135"/>
        <location line="+1"/>
        <source>Close the players and moves</source>
        <translation>Cerrar jugadores y jugadas</translation>
    </message>
</context>
<context>
    <name>PassAndPlayDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/pass_and_play.py" line="+46"/>
        <location line="+2"/>
        <source>Pass and play</source>
        <extracomment>the choice of &quot;who sits here&quot; that means a person, not a bot</extracomment>
        <translation>Pasar y jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with family and friends at this computer, one after another.</source>
        <translation>Juega con familia y amigos en este ordenador, por turnos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat %1:</source>
        <translation>Asiento %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>bot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el asiento %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Nombre en el asiento %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pass and play needs at least two people: make another seat a person.</source>
        <translation>Pasar y jugar necesita al menos dos personas: pon a una persona en otro asiento.</translation>
    </message>
</context>
<context>
    <name>PhaseProgressModel</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/phase_progress.py" line="+115"/>
        <location line="+6"/>
        <source>Finished</source>
        <extracomment>Marks used in cells, here and in the score sheet; its legend explains them in words. what the narrow column shows: the phase&apos;s number, &quot;4/10&quot; in any order, or ✓</extracomment>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 of %2 phases done</source>
        <translation>%1 de %2 fases hechas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1, to play now.</source>
        <translation>%1, le toca jugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on phase %2.</source>
        <translation>%1 va por la fase %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n points.</source>
        <translation>
            <numerusform>%1 tiene %n punto.</numerusform>
            <numerusform>%1 tiene %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has not laid a phase this round.</source>
        <translation>%1 no ha bajado ninguna fase en esta ronda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid phase %2 this round.</source>
        <translation>%1 ha bajado la fase %2 en esta ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses their next turn to a Skip.</source>
        <translation>%1 pierde su próximo turno por un Salto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Skip waits for %1.</source>
        <translation>No hay ningún Salto esperando a %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid</source>
        <translation>Bajada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Salto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase each player is working on</source>
        <translation>La fase en la que está cada jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points so far: the lowest is best</source>
        <translation>Puntos de penalización hasta ahora: cuantos menos, mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made their phase this round</source>
        <translation>Ha bajado su fase en esta ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses their next turn to a Skip</source>
        <translation>Pierde su próximo turno por un Salto</translation>
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
        <translation>2 grupos de 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 3 + run of 4</source>
        <translation>grupo de 3 + escalera de 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 4 + run of 4</source>
        <translation>grupo de 4 + escalera de 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 7</source>
        <translation>escalera de 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 8</source>
        <translation>escalera de 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 9</source>
        <translation>escalera de 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 sets of 4</source>
        <translation>2 grupos de 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 cards of one colour</source>
        <translation>7 cartas de un color</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 2</source>
        <translation>grupo de 5 + grupo de 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 3</source>
        <translation>grupo de 5 + grupo de 3</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>set of %1</source>
        <translation>grupo de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n sets of %1</source>
        <translation>
            <numerusform>%n grupo de %1</numerusform>
            <numerusform>%n grupos de %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run of %1</source>
        <translation>escalera de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n runs of %1</source>
        <translation>
            <numerusform>%n escalera de %1</numerusform>
            <numerusform>%n escaleras de %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards of one colour</source>
        <translation>%1 cartas de un color</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups of %1 cards of one colour</source>
        <translation>
            <numerusform>%n combinación de %1 cartas de un color</numerusform>
            <numerusform>%n combinaciones de %1 cartas de un color</numerusform>
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
        <translation>%1 completó la fase final.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 completed the final phase with the lowest score of those who finished it.</source>
        <translation>%1 completó la fase final con la puntuación más baja de quienes la terminaron.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had the lowest score after the last phase.</source>
        <translation>%1 tuvo la puntuación más baja tras la última fase.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 laid the final phase first in the tie-break round.</source>
        <translation>%1 bajó primero la fase final en la ronda de desempate.</translation>
    </message>
</context>
<context>
    <name>RemoteSeat</name>
    <message>
        <location filename="../../phase10_desktop/app/seats/remote.py" line="+406"/>
        <source>A message from the table could not be read: %1</source>
        <translation>No se pudo leer un mensaje de la mesa: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+137"/>
        <source>%1 lost their connection; if they are not back within %n seconds, the Normal bot plays for them.</source>
        <translation>
            <numerusform>%1 ha perdido la conexión; si no vuelve en %n segundo, el bot Normal jugará en su lugar.</numerusform>
            <numerusform>%1 ha perdido la conexión; si no vuelve en %n segundos, el bot Normal jugará en su lugar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Normal bot played for you.</source>
        <translation>El bot Normal jugó en tu lugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are back in your seat.</source>
        <translation>Has vuelto a tu asiento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table; the Normal bot played for you.</source>
        <translation>Dejaste la mesa; el bot Normal jugó en tu lugar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your time ran out: the Normal bot plays the rest of your turn.</source>
        <translation>Se acabó tu tiempo: el bot Normal juega el resto de tu turno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your part of the cut did not arrive in time; the deal went on.</source>
        <translation>Tu parte del corte no llegó a tiempo; se repartió igualmente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Normal bot now plays for %1.</source>
        <translation>Ahora el bot Normal juega en lugar de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back at the table.</source>
        <translation>%1 ha vuelto a la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table; the Normal bot plays their seat.</source>
        <translation>%1 ha dejado la mesa; el bot Normal juega en su asiento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took too long: the Normal bot plays the rest of their turn.</source>
        <translation>%1 tardó demasiado: el bot Normal juega el resto de su turno.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The host</source>
        <translation>Quien creó la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ended the table: the game is over for everyone.</source>
        <translation>%1 cerró la mesa: la partida ha terminado para todos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped (%1). Your seat is kept: when it is back, Game → Play with others → Join a table → Back to your seat.</source>
        <translation>El servidor de la mesa se ha detenido (%1). Tu asiento se guarda: cuando vuelva, Partida → Jugar con otros → Unirse a una mesa → Volver a tu asiento.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The connection to the table is lost and could not be made again. Your seat is kept: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>Se perdió la conexión con la mesa y no se pudo restablecer. Tu asiento se guarda: Partida → Jugar con otros → Unirse a una mesa → Volver a tu asiento.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>%1&apos;s part of the cut did not arrive in time; the deal went on.</source>
        <translation>La parte del corte de %1 no llegó a tiempo; el reparto siguió adelante.</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>You started another game at the table.</source>
        <extracomment>the close code of a table its host ended (the host left it, or quit the app that ran it): the game cannot go on, unlike a server that stops and comes back the connection&apos;s state: &quot;connecting&quot;, &quot;connected&quot;, &quot;reconnecting&quot;, &quot;gave_up&quot;, &quot;closed&quot; the table&apos;s seats and state as the server last said (its ``table`` message) a finished round&apos;s deal was checked here: (round, ok, findings) another game began at the table (its host played again): its number the turn timer: (seat, seconds left) when it starts for a turn; (-1, 0) when that turn ends or the timer ran out (the seat&apos;s newest view, not the table&apos;s animation) what the client thread received (queued to this seat&apos;s thread) a request the server refused: (action or None, reason) someone talked at the table: the server&apos;s ``chat`` message (app/together/table_chat.py) the server did not pass on this player&apos;s message: its reason the table&apos;s talk as heard here, by number (never in an exported record unless the player asks: window_menus.export_record) what the client thread receives is handed to this seat (until it closes) what arrived before the table listens (:meth:`listen`): held, then told in order, so an opening that came while the window was still seating the player is not told to nobody this player&apos;s seat (None: watching, or not seated yet) each round&apos;s commitment as first shown, before its deal (what its seed must match) events heard before the first view (a rejoin&apos;s catch-up): told as history for each step of that history: a stand-in (the Normal bot) chose its move why the table went away: &quot;ended&quot; (its host ended it), &quot;stopped&quot; (its server stopped; the seat is kept), &quot;lost&quot; (the connection never came back) the turn timer now running: (seat, round) or None which game of the table is on the table (a Play again starts the next) said once another game at the table is open (&quot;Ana started another game…&quot;) notices heard before the table opened, since the last step of the game so far (told once it is open: &quot;You are back in your seat&quot; came, and was wiped) steps resent without a view, each with whether a stand-in moved (told with the next step that has a view) the connection is closed (left, or lost) :meth:`close` ended the connection&apos;s thread (or is ending it) the server said, with its latest step, that this seat may take a move back</extracomment>
        <translation>Has empezado otra partida en la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game at the table.</source>
        <translation>%1 ha empezado otra partida en la mesa.</translation>
    </message>
    <message>
        <location line="+332"/>
        <source>The connection to the table was lost: reconnecting…</source>
        <translation>Se perdió la conexión con la mesa: reconectando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to the table again.</source>
        <translation>Conexión con la mesa restablecida.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no reason given</source>
        <translation>sin motivo indicado</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/replay_window.py" line="+92"/>
        <source>Replay</source>
        <extracomment>replay speeds offered, as multiples of one move per 1.2 s &quot;How did I play?&quot; for the round shown (offered when the record has a player&apos;s seat)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Watch:</source>
        <translation>&amp;Ver:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replayed table</source>
        <translation>Mesa de la repetición</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+23"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>To the deal (Home)</source>
        <translation>Al reparto (Inicio)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back one move (Left)</source>
        <translation>Una jugada atrás (Izquierda)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+195"/>
        <source>Play (Space)</source>
        <translation>Reproducir (Espacio)</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Forward one move (Right)</source>
        <translation>Una jugada adelante (Derecha)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Speed:</source>
        <translation>Velo&amp;cidad:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How did I play?</source>
        <translation>¿Cómo he jugado?</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Replay of round %1</source>
        <translation>Repetición de la ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>reparte %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fingerprint %1</source>
        <translation>huella %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut “%1”</source>
        <translation>corte «%1»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no cut</source>
        <translation>sin corte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed verified ✓</source>
        <translation>semilla verificada ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed does NOT match ✗</source>
        <translation>la semilla NO coincide ✗</translation>
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
        <translation>Compromiso %1
Semilla %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/round_summary.py" line="+211"/>
        <source>See the result</source>
        <translation>Ver el resultado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the tie-break</source>
        <translation>Repartir el desempate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The piles ran out before anyone laid the final phase, so the tie-break is dealt again.</source>
        <translation>Las cartas se agotaron antes de que nadie bajara la fase final, así que se vuelve a repartir el desempate.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The piles ran out: nobody went out, every hand is scored.</source>
        <translation>Las cartas se agotaron: nadie cerró y se cuentan todas las manos.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>%1 finished the last phase with the same score. They now play a tie-break round with the final phase: the first to lay it down wins.</source>
        <translation>%1 terminaron la última fase con la misma puntuación. Ahora juegan una ronda de desempate con la fase final: gana el primero que la baje.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Fair deal: this round&apos;s secret seed is revealed and matches the fingerprint %1 shown before the deal ✓</source>
        <translation>Reparto justo: se revela la semilla secreta de esta ronda y coincide con la huella %1 mostrada antes del reparto ✓</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The revealed seed does NOT match the fingerprint %1 shown before the deal: please report this game.</source>
        <translation>La semilla revelada NO coincide con la huella %1 mostrada antes del reparto: informa de esta partida, por favor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed %1 · cut “%2”</source>
        <translation>Semilla %1 · corte «%2»</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Replay this round</source>
        <translation>Repetir esta ronda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How did I play?</source>
        <translation>¿Cómo he jugado?</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>all 64 digits</source>
        <translation>las 64 cifras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tie-break round %1 is over</source>
        <translation>Fin de la ronda de desempate %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out.</source>
        <translation>%1 se quedó sin cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The draw pile ran out a fourth time before anyone laid the final phase, so the tie-break is dealt again (R3.8).</source>
        <translation>El mazo se agotó por cuarta vez antes de que nadie bajara la fase final, así que se vuelve a repartir el desempate (R3.8).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over</source>
        <translation>Fin de la ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out!</source>
        <translation>¡%1 se quedó sin cartas!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone has laid their phase and no card left fits any group on the table, so nobody can go out: every hand is scored (R3.8).</source>
        <translation>Todos han bajado su fase y ninguna carta restante encaja en ninguna combinación de la mesa, así que nadie puede cerrar: se cuentan todas las manos (R3.8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The draw pile ran out a fourth time, so the round ends without anyone going out: every hand is scored (R3.8).</source>
        <translation>El mazo se agotó por cuarta vez, así que la ronda termina sin que nadie cierre: se cuentan todas las manos (R3.8).</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Player</source>
        <extracomment>the cards of a &quot;Left in hand&quot; cell (a tuple of :class:`Card`, in display order)</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase this round</source>
        <translation>Fase en esta ronda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left in hand</source>
        <translation>En la mano</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
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
        <translation>%1, se quedó sin cartas</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>✓ phase %1: %2</source>
        <translation>✓ fase %1: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%n points this round</source>
        <translation>
            <numerusform>%n punto en esta ronda</numerusform>
            <numerusform>%n puntos en esta ronda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n points in total</source>
        <translation>
            <numerusform>%n punto en total</numerusform>
            <numerusform>%n puntos en total</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>✗ not made</source>
        <translation>✗ no la hizo</translation>
    </message>
</context>
<context>
    <name>Router</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+61"/>
        <source>This copy of Phase 10 cannot talk to routers (its UPnP part is missing).</source>
        <translation>Esta copia de Phase 10 no puede hablar con routers (le falta su parte UPnP).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No router on your network answered. It may not offer UPnP, or UPnP is switched off in its settings.</source>
        <translation>Ningún router de tu red ha respondido. Puede que no ofrezca UPnP, o que UPnP esté desactivado en sus ajustes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your router answered, but it has no internet address of its own to give.</source>
        <translation>Tu router ha respondido, pero no tiene una dirección de internet propia que dar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your router&apos;s own internet address is %1, a private one: another router stands between it and the internet, so people outside cannot reach you.</source>
        <translation>La dirección de internet de tu router es %1, una privada: hay otro router entre él e internet, así que quienes estén fuera no pueden llegar a ti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your internet provider shares one address among many homes (%1, carrier-grade NAT), so people outside cannot reach your computer.</source>
        <translation>Tu proveedor de internet comparte una dirección entre muchas casas (%1, CGNAT), así que quienes estén fuera no pueden llegar a tu ordenador.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your router refused to forward the table&apos;s port.</source>
        <translation>Tu router se ha negado a reenviar el puerto de la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your router stopped forwarding the table&apos;s port: people outside your network may not reach the table any more.</source>
        <translation>Tu router ha dejado de reenviar el puerto de la mesa: puede que quienes estén fuera de tu red ya no lleguen a la mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>People on your own network can still join with the address and code. For people elsewhere, a table server on a small computer on the internet works: see “phase10 serve” in docs/online.md.</source>
        <translation>Quienes estén en tu propia red pueden unirse igualmente con la dirección y el código. Para personas de otros sitios sirve un servidor de mesas en un ordenador pequeño en internet: consulta «phase10 serve» en docs/online.md.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Asking your router to let people outside in…</source>
        <translation>Pidiendo a tu router que deje entrar a quienes están fuera…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host a table</source>
        <translation>Crear una mesa</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+266"/>
        <source>low</source>
        <translation>bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>alto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set</source>
        <translation>un grupo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>una escalera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour group</source>
        <translation>una combinación de color</translation>
    </message>
    <message>
        <location filename="rules_strings.py" line="+16"/>
        <source>There is no pile called {given}: draw from &apos;pile&apos; or &apos;discard&apos; (R3.2).</source>
        <oldsource>{card} fits both ends of {group}: choose the low or high end</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>No hay ninguna pila llamada {given}: roba de «pile» o de «discard» (R3.2).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{group}: it takes only {number}s or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: solo admite cartas de {number} o comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only {colour} cards or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>{group}: solo admite cartas de color {colour} o comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: a run from 1 to 12 takes no more cards</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{group}: una escalera del 1 al 12 no admite más cartas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {low} or a {high}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {low} = a number; {high} = a number.</extracomment>
        <translation>{group}: solo admite un {low} o un {high}, o un comodín</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {number}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: solo admite un {number} o un comodín</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this group should be a {wanted}, not a {kind} (R4.1)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>esta combinación debería ser {wanted}, no {kind} (R4.1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{spec} needs {size} cards, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {spec} = the heading of a lay-down slot, e.g. &quot;Set of 3&quot;; {size} = a number of cards; {count} = a number.</extracomment>
        <translation>{spec} necesita {size} cartas, no {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Skip can never be part of a phase (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>un Salto nunca puede formar parte de una fase (R4.6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is not {colour} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>el {card} no es de color {colour} (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each group needs at least one number card, not only Wilds (R4.7)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>cada combinación necesita al menos una carta de número, no solo comodines (R4.7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a set needs cards of one number (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>un grupo necesita cartas de un mismo número (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a colour group needs cards of one colour (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>una combinación de color necesita cartas de un mismo color (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run needs consecutive numbers from 1 to 12, without wrap-around (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>una escalera necesita números seguidos del 1 al 12, sin volver a empezar (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a set needs cards of one number, not {numbers} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {numbers} = numbers, e.g. &quot;3, 7&quot;.</extracomment>
        <translation>un grupo necesita cartas de un mismo número, no {numbers} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run cannot hold two {number}s (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number).</extracomment>
        <translation>una escalera no puede tener dos cartas de {number} (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>these cards cannot make a run: {low} to {high} needs {gaps} Wilds to fill the gaps, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {gaps} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>estas cartas no forman una escalera: del {low} al {high} hacen falta {gaps} comodines para llenar los huecos, y hay {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>these cards cannot make a run: {low} to {high} needs a Wild to fill the gap, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>estas cartas no forman una escalera: del {low} al {high} hace falta un comodín para llenar el hueco, y hay {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is one group, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {count} = a number.</extracomment>
        <translation>esta fase es una sola combinación, no {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is {wanted} groups, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {count} = a number.</extracomment>
        <translation>esta fase son {wanted} combinaciones, no {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw a card first: take the top card of the draw pile or of the discard pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Primero roba una carta: la de arriba del mazo o la de la pila de descartes (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn: play your cards, then discard one (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Ya has robado en este turno: juega tus cartas y luego descarta una (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The draw pile is empty and there is nothing to reshuffle (R3.7).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>El mazo está vacío y no hay nada que barajar (R3.7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>La pila de descartes está vacía: roba del mazo (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip can never be taken from the discard pile: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Un Salto nunca se puede tomar de la pila de descartes: roba del mazo (R3.2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have already laid down a phase this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Ya has bajado una fase en esta ronda; solo se baja una fase por ronda (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say which phase you are laying down: several phases are open to you (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Indica qué fase vas a bajar: tienes varias fases abiertas (R9.2).</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The game is over: start a new game to play again (R8.1).</source>
        <oldsource>There is no phase {phase}: this game has phases 1 to {last}.</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>La partida ha terminado: empieza una nueva para volver a jugar (R8.1).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The tie-break round is played with the final phase, phase {last} (R8.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {last} = a phase number.</extracomment>
        <translation>La ronda de desempate se juega con la fase final, la fase {last} (R8.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have already completed phase {phase}; choose another (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;.</extracomment>
        <translation>Ya has completado la fase {phase}; elige otra (R9.2).</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You are on phase {current}; phases are made in order (R4.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {current} = a phase number.</extracomment>
        <translation>Vas por la fase {current}; las fases se hacen en orden (R4.1).</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>This is not a move: {given}. A turn is a draw, then lay-downs and hits, then a discard (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Esto no es una jugada: {given}. Un turno es robar, luego bajar y añadir cartas, y al final descartar (R3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move holds {given}, which is not one of the game&apos;s 108 cards (R1.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>La jugada contiene {given}, que no es ninguna de las 108 cartas del juego (R1.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names a player&apos;s seat and a group by number, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Para añadir una carta se indican con números el asiento del jugador y la combinación, no {given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names the end of a run as &apos;low&apos; or &apos;high&apos;, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Para añadir a una escalera se indica el extremo como «low» o «high», no {given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip names the player it skips by seat number, not {given} (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Un Salto indica al jugador que salta con su número de asiento, no {given} (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down is a list of groups of cards, not {given} (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Bajar una fase es una lista de combinaciones de cartas, no {given} (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down names its phase by number, not {given} (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Al bajar se indica la fase con su número, no {given} (R9.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group is a set, a run or a colour group, not {given} (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Una combinación es un grupo, una escalera o una combinación de color, no {given} (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group holds its cards and their values as lists (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Una combinación guarda sus cartas y sus valores como listas (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card in a group stands for a number or a colour, not {given} (R4.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>Una carta de una combinación vale un número o un color, no {given} (R4.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is already dealt: there is nothing to deal (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>La ronda ya está repartida: no hay nada que repartir (R2.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>el {card} no encaja en {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} fits both ends of {group}: choose the low or high end (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>el {card} encaja en los dos extremos de {group}: elige el extremo bajo o el alto (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit the {end} end of {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>el {card} no encaja en el extremo {end} de {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every card in a group needs exactly one value (R4.8)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>cada carta de una combinación necesita exactamente un valor (R4.8)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same card appears twice in one group (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>la misma carta aparece dos veces en una combinación (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a colour in a colour group (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>el {card} necesita un color en una combinación de color (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a number from 1 to 12 in a {kind} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>el {card} necesita un número del 1 al 12 en {kind} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} cannot stand for {value} (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {value} = a number from 1 to 12.</extracomment>
        <translation>el {card} no puede valer {value} (R4.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a group needs at least one card (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>una combinación necesita al menos una carta (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a run has at most 12 cards, 1 to 12 (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>una escalera tiene como máximo 12 cartas, del 1 al 12 (R4.2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the same card appears in two groups (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>la misma carta aparece en dos combinaciones (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next round has not been dealt yet: cut the deck or deal first (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>La próxima ronda aún no se ha repartido: corta el mazo o reparte primero (R2.2).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The {card} is not in your hand: you play only your own cards (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>El {card} no está en tu mano: solo juegas tus propias cartas (R3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no phase {phase}: this game has phases 1 to {last} (R9.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {last} = a phase number.</extracomment>
        <translation>No existe la fase {phase}: esta partida tiene las fases 1 a {last} (R9.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not phase {number} ({phase}): {why}.</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number); {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {why} = another refusal sentence from this list, without its full stop.</extracomment>
        <translation>Eso no es la fase {number} ({phase}): {why}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a card to discard: a turn ends with a discard (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Quédate una carta para descartar: cada turno termina con un descarte (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep a card to discard: the {card} you took from the discard pile may not be discarded this turn (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>Quédate una carta para descartar: el {card} que tomaste de la pila de descartes no se puede descartar en este turno (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can hit only after laying down your own phase (R5.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Solo puedes añadir cartas después de bajar tu propia fase (R5.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such group on the table to hit (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>No hay esa combinación en la mesa para añadirle cartas (R5.3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a run has ends to choose from (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Solo una escalera tiene extremos para elegir (R5.3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only a Skip is played on another player; discard this card on the pile (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Solo un Salto se juega contra otro jugador; descarta esta carta en la pila (R6.1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw by taking the card into your hand first (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Para robar, lleva primero la carta a tu mano (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn ends by discarding one card, not several (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Un turno termina descartando una sola carta, no varias (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit one card at a time (R5.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Añade las cartas de una en una (R5.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your phase is already down this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Tu fase ya está bajada en esta ronda; solo se baja una fase por ronda (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill every slot with cards that make its group: a phase is laid all at once (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Llena cada casilla con cartas que formen su combinación: una fase se baja entera de una vez (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select cards in your hand first, then choose a slot (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Primero selecciona cartas de tu mano y luego elige una casilla (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select exactly one card first: cards are played one at a time (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Primero selecciona exactamente una carta: las cartas se juegan de una en una (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the top card of a pile may be drawn (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Solo se puede robar la carta de arriba de una pila (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards on the table stay where they are laid; you play only your own cards (R4.8).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Las cartas de la mesa se quedan donde se bajaron; solo juegas tus propias cartas (R4.8).</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>It is {name}&apos;s turn, not yours (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>Es el turno de {name}, no el tuyo (R3).</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>On the turn you lay down your phase you may hit only your own groups; from your next turn on, any group (R5.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>En el turno en que bajas tu fase solo puedes añadir cartas a tus propias combinaciones; desde tu siguiente turno, a cualquiera (R5.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>El {card} no encaja en {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {card} fits both ends of {group}: choose the low or high end (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>El {card} encaja en los dos extremos de {group}: elige el extremo bajo o el alto (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit the {end} end of {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>El {card} no encaja en el extremo {end} de {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last card must be discarded, not hit: a round ends with a discard (R3.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Tu última carta se descarta, no se añade: cada ronda termina con un descarte (R3.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took the {card} from the discard pile this turn, so you may not discard it again now; discard another card (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>Has tomado el {card} de la pila de descartes en este turno, así que no puedes volver a descartarlo ahora; descarta otra carta (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose whom to skip: drop the Skip on a player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>Elige a quién saltar: suelta el Salto sobre un jugador (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot skip yourself; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>No puedes saltarte a ti mismo; elige a otro jugador (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not playing this round; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>{name} no juega esta ronda; elige a otro jugador (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} already has a skip waiting; a player can have only one (R6.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>{name} ya tiene un Salto esperando; cada jugador solo puede tener uno (R6.2).</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+91"/>
        <location line="+1"/>
        <source>Rules of Phase 10</source>
        <translation>Reglas de Phase 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The aim</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>Las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phases and laying down</source>
        <translation>Las fases y cómo bajarlas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hitting</source>
        <translation>Añadir cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip cards</source>
        <translation>Las cartas de Salto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of a round and scoring</source>
        <translation>Fin de la ronda y puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Cómo se gana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play Phase 10</source>
        <translation>Cómo jugar a Phase 10</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Work your way through ten phases, one per round. A phase is a combination of cards: sets of the same number, runs of numbers in a row, or cards of one colour. The first player to complete the last phase wins; if several finish in the same round, the one with the fewest points wins.</source>
        <translation>Avanza por diez fases, una por ronda. Una fase es una combinación de cartas: grupos del mismo número, escaleras de números seguidos o cartas de un mismo color. Gana el primer jugador que completa la última fase; si varios la terminan en la misma ronda, gana el que tiene menos puntos.</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>A Skip still in your hand when the round ends costs %n points.</source>
        <translation>
            <numerusform>Un Salto que aún tengas en la mano al terminar la ronda cuesta %n punto.</numerusform>
            <numerusform>Un Salto que aún tengas en la mano al terminar la ronda cuesta %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+21"/>
        <source>96 number cards: 1 to 12 in red, blue, green and yellow, two of each.</source>
        <translation>96 cartas de número: del 1 al 12 en rojo, azul, verde y amarillo, dos de cada.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Each colour also has its own symbol on our cards (red a circle, blue a diamond, green a triangle, yellow a star), so you never have to tell colours apart by shade alone.</source>
        <translation>En nuestras cartas cada color tiene además su propio símbolo (el rojo un círculo, el azul un rombo, el verde un triángulo y el amarillo una estrella), así que nunca tienes que distinguir los colores solo por el tono.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+35"/>
        <source>If that first face-up card is a Skip, the first player loses their turn.</source>
        <translation>Si esa primera carta boca arriba es un Salto, el primer jugador pierde su turno.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Draw one card: the top card of the draw pile, or the top card of the discard pile. A Wild may be taken from the discard pile, a Skip never.</source>
        <translation>Roba una carta: la de arriba del mazo o la de arriba de la pila de descartes. Un comodín se puede tomar de la pila de descartes; un Salto, nunca.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If you hold everything your phase needs, you may lay it down (once per round).</source>
        <translation>Si tienes todo lo que pide tu fase, puedes bajarla (una vez por ronda).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once your phase is down, you may hit: add cards to groups on the table.</source>
        <translation>Con tu fase bajada, puedes añadir cartas a las combinaciones de la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish by discarding one card. It cannot be the card you just took from the discard pile.</source>
        <translation>Termina descartando una carta. No puede ser la que acabas de tomar de la pila de descartes.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>If the draw pile runs out, the discard pile (all but its top card) is shuffled into a new draw pile.</source>
        <translation>Si el mazo se acaba, la pila de descartes (menos su carta de arriba) se baraja y forma un mazo nuevo.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-46"/>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need</source>
        <translation>Necesitas</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+16"/>
        <source>A set is cards of the same number, in any colours: 7, 7, 7.</source>
        <translation>Un grupo son cartas del mismo número, de cualquier color: 7, 7, 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run is numbers in a row, in any colours: 4, 5, 6, 7. It stops at 12; it does not go round to 1.</source>
        <translation>Una escalera son números seguidos, de cualquier color: 4, 5, 6, 7. Termina en el 12; no vuelve a empezar por el 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A colour group is cards of one colour, any numbers.</source>
        <translation>Una combinación de color son cartas de un mismo color, de cualquier número.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two groups of the same kind may use the same number: seven 10s make a set of 5 and a set of 2.</source>
        <translation>Dos combinaciones del mismo tipo pueden usar el mismo número: siete 10 forman un grupo de 5 y un grupo de 2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay the whole phase down at once, from your hand, before you discard.</source>
        <translation>Baja la fase entera de una vez, desde tu mano, antes de descartar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A group may hold more cards than it needs if they fit: four 8s for a set of 3.</source>
        <translation>Una combinación puede tener más cartas de las necesarias si encajan: cuatro 8 para un grupo de 3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Wild takes the number or colour it is laid as and keeps it; it can never be taken back or swapped.</source>
        <translation>Un comodín toma el número o el color con el que se baja y lo conserva; nunca se puede recuperar ni cambiar.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Every group needs at least one real number card, not only Wilds.</source>
        <translation>Cada combinación necesita al menos una carta de número de verdad, no solo comodines.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>8 Wild cards and 4 Skip cards, so the game is played with a deck of 108 cards.</source>
        <translation>8 comodines y 4 Saltos, así que se juega con una baraja de 108 cartas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two cards that look alike are still two cards: each card is always in exactly one place, a pile, a hand or a group on the table.</source>
        <translation>Dos cartas iguales siguen siendo dos cartas: cada carta está siempre en un solo sitio, una pila, una mano o una combinación de la mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two to six players take turns clockwise: after you comes the player on your left.</source>
        <translation>Juegan de dos a seis jugadores, por turnos en el sentido de las agujas del reloj: después de ti juega quien está a tu izquierda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player is dealt ten cards; the rest are the draw pile, face down.</source>
        <translation>Cada jugador recibe diez cartas; el resto forma el mazo, boca abajo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card of the draw pile is turned face up to start the discard pile.</source>
        <translation>La carta de arriba del mazo se pone boca arriba para empezar la pila de descartes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The player on the dealer&apos;s left begins, and the deal moves one seat on after every round.</source>
        <translation>Empieza el jugador a la izquierda de quien reparte, y el reparto pasa al asiento siguiente después de cada ronda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If a Skip is waiting for you, you lose this whole turn: you draw nothing and the next player goes.</source>
        <translation>Si tienes un Salto esperando, pierdes el turno entero: no robas nada y juega el siguiente.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A lay-down or a hit that would leave you no card you may discard is not allowed, so you can always finish your turn.</source>
        <translation>No se permite bajar ni añadir si eso te dejaría sin ninguna carta que puedas descartar, así que siempre puedes terminar tu turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You go out by discarding your last card, and the round ends at once. A hit can never play your last card.</source>
        <translation>Te quedas sin cartas al descartar tu última carta, y la ronda termina en el acto. Nunca puedes añadir tu última carta a la mesa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A round nobody can finish still ends: as soon as everyone has laid down and no card off the table fits any group, or when the draw pile would be rebuilt for the fourth time. Nobody went out, so everyone scores the cards in their hand.</source>
        <translation>Una ronda que nadie puede terminar también acaba: en cuanto todos han bajado su fase y ninguna carta fuera de la mesa encaja en ninguna combinación, o cuando el mazo tendría que rehacerse por cuarta vez. Nadie se ha quedado sin cartas, así que todos suman las cartas de su mano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ten phases, made in this order:</source>
        <translation>Las diez fases, que se hacen en este orden:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A Wild can stand for any number in any colour, so it fits in sets, runs and colour groups. A Skip can never be part of a phase.</source>
        <translation>Un comodín puede valer cualquier número de cualquier color, así que encaja en grupos, escaleras y combinaciones de color. Un Salto nunca puede formar parte de una fase.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You make one phase per round: a run of 9 laid while you are on phase 4 counts as phase 4.</source>
        <translation>Se hace una fase por ronda: una escalera de 9 bajada cuando vas por la fase 4 cuenta como fase 4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your phase counts as soon as it is down, even if someone else goes out first. Several players often make their phase in the same round.</source>
        <translation>Tu fase cuenta en cuanto está bajada, aunque otro se quede sin cartas antes. A menudo varios jugadores hacen su fase en la misma ronda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may hit only after your own phase is down.</source>
        <translation>Solo puedes añadir cartas cuando tu propia fase ya está bajada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the turn you lay your phase, you may hit only your own groups; from your next turn on, anyone&apos;s.</source>
        <translation>En el turno en que bajas tu fase solo puedes añadir cartas a tus propias combinaciones; desde tu siguiente turno, a las de cualquiera.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A set takes another card of its number. A run takes the next number at either end. A colour group takes another card of its colour. A Wild fits any group that still has room.</source>
        <translation>Un grupo admite otra carta de su número. Una escalera admite el número siguiente por cualquiera de sus extremos. Una combinación de color admite otra carta de su color. Un comodín encaja en cualquier combinación que aún tenga sitio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A run from 1 to 12 is full. When a card fits at both ends of a run, you choose the end.</source>
        <translation>Una escalera del 1 al 12 está completa. Cuando una carta encaja por los dos extremos de una escalera, tú eliges el extremo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit as many cards as you like, one at a time, but keep one card to discard: you go out by discarding, not by hitting.</source>
        <translation>Añade tantas cartas como quieras, de una en una, pero quédate una para descartar: te quedas sin cartas descartando, no añadiendo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard a Skip to make another player lose their next turn. You choose who; with two players it is always your opponent.</source>
        <translation>Descarta un Salto para que otro jugador pierda su próximo turno. Tú eliges a quién; con dos jugadores siempre es tu rival.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player can have only one skip waiting. When everyone else already has one, a discarded Skip does nothing.</source>
        <translation>Un jugador solo puede tener un Salto esperando. Cuando todos los demás ya tienen uno, un Salto descartado no hace nada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skip you draw may be discarded at once or kept for later.</source>
        <translation>Un Salto que robes puedes descartarlo enseguida o guardarlo para más tarde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Skip discarded as your last card ends the round and skips nobody.</source>
        <translation>Un Salto descartado como tu última carta termina la ronda y no salta a nadie.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Four more options each change one rule:</source>
        <translation>Otras cuatro opciones cambian una regla cada una:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of these chosen you play the standard game. The options are saved with the game, and two games with the same options and the same deal number are dealt the same cards.</source>
        <translation>Si no eliges ninguna, juegas la partida normal. Las opciones se guardan con la partida, y dos partidas con las mismas opciones y el mismo número de reparto reciben las mismas cartas.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Cards 1 to 9</source>
        <translation>Cartas del 1 al 9</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards 10 to 12</source>
        <translation>Cartas del 10 al 12</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>Salto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="-60"/>
        <source>The round ends the moment a player discards their last card. They score nothing; everyone else adds points for the cards left in their hand:</source>
        <translation>La ronda termina en cuanto un jugador descarta su última carta. Ese jugador no suma nada; todos los demás suman puntos por las cartas que les quedan en la mano:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone who made their phase moves on to the next one; the others try the same phase again. Points are bad: the lowest total is best.</source>
        <translation>Quien ha hecho su fase pasa a la siguiente; los demás vuelven a intentar la misma. Los puntos son malos: el total más bajo es el mejor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are gathered, the deal moves one seat to the left, and the next round is dealt.</source>
        <translation>Se recogen las cartas, el reparto pasa un asiento a la izquierda y se reparte la ronda siguiente.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a round ends and someone has completed the last phase, the game is over. Laying the last phase is not enough on its own: the round is played to its end first.</source>
        <translation>Cuando termina una ronda y alguien ha completado la última fase, la partida se acaba. Bajar la última fase no basta por sí solo: primero se juega la ronda hasta el final.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If only one player completed it, they win.</source>
        <translation>Si solo un jugador la completó, gana ese jugador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If several did, the one with the fewest points wins.</source>
        <translation>Si la completaron varios, gana el que tiene menos puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If they are still tied, those players play a tie-break round with the last phase: the first to lay it down wins at once.</source>
        <translation>Si siguen empatados, esos jugadores juegan una ronda de desempate con la última fase: el primero que la baja gana en el acto.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-22"/>
        <source>Choose these in the New game window; each one is off unless you pick it.</source>
        <translation>Elígelas en la ventana Nueva partida; todas están desactivadas si no las eliges.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+7"/>
        <source>Phases: play all ten, only the first five or eight, or only the even-numbered or odd-numbered ones.</source>
        <translation>Fases: jugar las diez, solo las cinco u ocho primeras, o solo las pares o las impares.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any order: make your phases in any order you like, still one per round.</source>
        <translation>En cualquier orden: haz tus fases en el orden que quieras, una por ronda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone advances: all players move to the next phase every round; the lowest score after the last phase wins.</source>
        <translation>Todos avanzan: todos los jugadores pasan a la fase siguiente cada ronda; gana la puntuación más baja tras la última fase.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+66"/>
        <source>First discard: a Skip turned up at the start is covered with more cards instead of skipping the first player.</source>
        <translation>Primer descarte: un Salto descubierto al empezar se tapa con más cartas en lugar de saltar al primer jugador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw back: you may discard the very card you took from the discard pile.</source>
        <translation>Devolver: puedes descartar la misma carta que tomaste de la pila de descartes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go out by hitting: your last card may go onto a group on the table instead of the discard pile.</source>
        <translation>Cerrar añadiendo: tu última carta puede ir a una combinación de la mesa en lugar de a la pila de descartes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wild groups: a group may be all Wilds; you then say what it stands for.</source>
        <translation>Combinaciones de comodines: una combinación puede ser solo de comodines; entonces dices qué representan.</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../../phase10_desktop/app/save_store.py" line="+105"/>
        <source>Phase 10 saved games (*.json)</source>
        <extracomment>the app&apos;s save format and version: those ``phase10 verify`` checks too (one place) What Save As suggests; plain ``.json`` keeps files readable and attachable.</extracomment>
        <translation>Partidas guardadas de Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>the file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is damaged and cannot be opened (%2). Open another save or start a new game.</source>
        <translation>«%1» está dañado y no se puede abrir (%2). Abre otra partida guardada o empieza una nueva.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>“%1” is not a complete saved game: it may have been cut short while being written. Open another save or start a new game.</source>
        <translation>«%1» no es una partida guardada completa: puede que se cortara mientras se escribía. Abre otra partida guardada o empieza una nueva.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>“%1” is not a Phase 10 Desktop saved game. Choose a file saved by this game.</source>
        <translation>«%1» no es una partida guardada de Phase 10 para escritorio. Elige un archivo guardado por este juego.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>“%1” is far larger than any saved game, so it was not opened. Open another save or start a new game.</source>
        <translation>«%1» es mucho más grande que cualquier partida guardada, así que no se ha abierto. Abre otra partida guardada o empieza una nueva.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“%1” was saved by a newer version of Phase 10 Desktop. Update the game to open it.</source>
        <translation>«%1» se guardó con una versión más nueva de Phase 10 para escritorio. Actualiza el juego para abrirlo.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>“%1” could not be read (%2). Check that the file exists and that you may open it, then try again.</source>
        <translation>No se pudo leer «%1» (%2). Comprueba que el archivo existe y que puedes abrirlo, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot open the saved game</source>
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was renamed to “%1” so it is not offered again; you can attach it to a bug report.</source>
        <translation>El archivo se ha renombrado como «%1» para que no se vuelva a ofrecer; puedes adjuntarlo a un informe de error.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/score_sheet.py" line="+64"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 made their phase that round   %2 went out   Points are penalties: the lowest total is best.</source>
        <translation>%1 hizo su fase en esa ronda   %2 se quedó sin cartas   Los puntos son penalizaciones: el total más bajo es el mejor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round to replay</source>
        <translation>Ronda que repetir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay…</source>
        <translation>Repetición…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the chosen round again, every hand shown</source>
        <translation>Vuelve a ver la ronda elegida con todas las manos a la vista</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Watch:</source>
        <translation>&amp;Ver:</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Final scores after %n rounds.</source>
        <translation>
            <numerusform>Puntuación final tras %n ronda.</numerusform>
            <numerusform>Puntuación final tras %n rondas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No round has been scored yet.</source>
        <translation>Todavía no se ha puntuado ninguna ronda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After round %1.</source>
        <translation>Tras la ronda %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location line="-204"/>
        <source>Tie-break round %1: no points are scored.</source>
        <extracomment>points added per seat (None: no points scored, e.g. a tie-break round) &quot;round&quot;, &quot;tiebreak&quot;, &quot;total&quot; or &quot;phase&quot;</extracomment>
        <translation>Ronda de desempate %1: no se suman puntos.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 scored %n points in round %2.</source>
        <translation>
            <numerusform>%1 sumó %n punto en la ronda %2.</numerusform>
            <numerusform>%1 sumó %n puntos en la ronda %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 made phase %2: %3.</source>
        <translation>%1 hizo la fase %2: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 went out.</source>
        <translation>%1 se quedó sin cartas.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 has %n points in total.</source>
        <translation>
            <numerusform>%1 tiene %n punto en total.</numerusform>
            <numerusform>%1 tiene %n puntos en total.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: phase reached %2.</source>
        <translation>%1: fase alcanzada %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase reached</source>
        <translation>Fase alcanzada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../phase10_desktop/app/table/zone_items.py" line="+359"/>
        <source>1 card</source>
        <extracomment>a shorter label, drawn when ``label`` does not fit the frame (&quot;7s ×3&quot;) the colour of the seat whose latest turn built or hit this group the name fits whole (a very long name is elided; names are limited in length) the line the SKIPPED (or AWAY) chip ends: 0 the name&apos;s, 1 the phase&apos;s; None: no chip the width the name may take on its line the Skip&apos;s chip shows its sign alone: no line had room for the word beside its words (a narrow plate at 200 %), and the name is never cut for a chip the phase&apos;s number alone, for a plate too narrow for its groups the player lost their connection (a bot may be playing for them) room kept for the stack of backs at the far end (0: tucked behind the plate)</extracomment>
        <translation>1 carta</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
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
        <translation>pensando</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>SKIPPED</source>
        <translation>SALTADO</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AWAY</source>
        <translation>AUSENTE</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/settings_dialog.py" line="+48"/>
        <location line="+110"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast</source>
        <translation>Muy rápida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reduce motion: cards jump to their place</source>
        <translation>&amp;Reducir movimiento: las cartas saltan a su sitio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce motion</source>
        <translation>Reducir movimiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table theme</source>
        <translation>Tema de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound effects</source>
        <translation>&amp;Silenciar los efectos de sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute sound effects</source>
        <translation>Silenciar los efectos de sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table and sound</source>
        <translation>Mesa y sonido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Velocidad de animación:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cut the deck myself before each deal</source>
        <translation>&amp;Cortar yo el mazo antes de cada reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the deck before each deal</source>
        <translation>Cortar el mazo antes de cada reparto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before each deal you see the deck&apos;s fingerprint, then mix in a phrase of your own: neither the game nor you alone decides the cards.</source>
        <translation>Antes de cada reparto ves la huella del mazo y luego mezclas una frase tuya: ni el juego ni tú decidís solos las cartas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Same as the system</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table speaks the new language as soon as you save.</source>
        <translation>La mesa habla el nuevo idioma en cuanto guardes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use the &amp;standard set-up</source>
        <translation>Usar la configuración &amp;estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the standard set-up for new games</source>
        <translation>Usar la configuración estándar en las partidas nuevas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New games</source>
        <translation>Partidas nuevas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore defaults</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How the table looks, moves and sounds.</source>
        <translation>Cómo se ve, se mueve y suena la mesa.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Custom (%1×)</source>
        <translation>Personalizada (%1×)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New games start with the standard rules and three opponents.</source>
        <translation>Las partidas nuevas empiezan con las reglas estándar y tres rivales.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>New games start like your last one: %n players, standard rules.</source>
        <translation>
            <numerusform>Las partidas nuevas empiezan como la última: %n jugador, reglas estándar.</numerusform>
            <numerusform>Las partidas nuevas empiezan como la última: %n jugadores, reglas estándar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>New games start like your last one: %n players, with your rule variants.</source>
        <translation>
            <numerusform>Las partidas nuevas empiezan como la última: %n jugador, con tus variantes de reglas.</numerusform>
            <numerusform>Las partidas nuevas empiezan como la última: %n jugadores, con tus variantes de reglas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../phase10_desktop/app/side_panel.py" line="+103"/>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Players</source>
        <extracomment>something said at the table, to speak to screen readers (the talk&apos;s ``spoken``) what is shown now, and the commitment the player asked to see whole the table&apos;s talk, below the moves: built at the first table that talks (a game on this computer never shows it, and its emoji make Qt load a font)</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Players and their phases</source>
        <translation>Jugadores y sus fases</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deck fingerprint: %1</source>
        <translation>Huella del mazo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all 64 digits</source>
        <translation>las 64 cifras</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../phase10_desktop/presentation/sounds.py" line="+102"/>
        <source>This computer&apos;s sound player could not be found: the game is silent.</source>
        <translation>No se encuentra el reproductor de sonido de este ordenador: la partida no tiene sonido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound player was found on this computer (pw-play, paplay or aplay): the game is silent. Install PipeWire, PulseAudio or the ALSA utilities to hear it.</source>
        <translation>No se ha encontrado ningún reproductor de sonido en este ordenador (pw-play, paplay o aplay): la partida no tiene sonido. Instala PipeWire, PulseAudio o las utilidades de ALSA para oírla.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../phase10_desktop/app/table/spoken.py" line="+4"/>
        <source>Last turn: %1</source>
        <translation>Último turno: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wild, standing for %1</source>
        <translation>Comodín, vale como %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1 of %2</source>
        <translation>carta %1 de %2</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/stats_window.py" line="+76"/>
        <source>first 5 phases</source>
        <translation>las 5 primeras fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first 8 phases</source>
        <translation>las 8 primeras fases</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>even phases</source>
        <translation>fases pares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>odd phases</source>
        <translation>fases impares</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any order</source>
        <translation>en cualquier orden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>everyone advances</source>
        <translation>todos avanzan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first Skip covered</source>
        <translation>Salto inicial tapado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw back</source>
        <translation>devolver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out by hitting</source>
        <translation>cerrar añadiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild groups</source>
        <translation>combinaciones de comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <translation>Mezclado</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>custom phases</source>
        <translation>fases a medida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
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
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number</source>
        <translation>Cualquier número</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Whose:</source>
        <translation>&amp;De quién:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose statistics</source>
        <translation>De quién son las estadísticas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rivales:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent level</source>
        <translation>Nivel de los rivales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>Re&amp;glas:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games and wins by opponent level and players</source>
        <translation>Partidas y victorias por nivel de los rivales y número de jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Longest streaks:</source>
        <translation>Mejores rachas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Racha actual:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per round:</source>
        <translation>Por ronda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game:</source>
        <translation>Mejor partida:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate over time</source>
        <translation>Victorias a lo largo del tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase made, by phase</source>
        <translation>Fase bajada, por fase</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last %n games.</source>
        <translation>
            <numerusform>Tus partidas terminadas en este ordenador. Una partida cuenta cuando este programa la repartió con sus propias semillas nuevas, cada reparto una sola vez: las partidas de práctica, las partidas con número de reparto y los repartos de un registro se guardan pero no cuentan. Las victorias a lo largo del tiempo se calculan sobre tu última %n partida.</numerusform>
            <numerusform>Tus partidas terminadas en este ordenador. Una partida cuenta cuando este programa la repartió con sus propias semillas nuevas, cada reparto una sola vez: las partidas de práctica, las partidas con número de reparto y los repartos de un registro se guardan pero no cuentan. Las victorias a lo largo del tiempo se calculan sobre tus últimas %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Yours</source>
        <translation>Las tuyas</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No game counts yet</source>
        <translation>Aún no cuenta ninguna partida</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games kept but not counted</source>
        <translation>
            <numerusform>%n partida guardada pero sin contar</numerusform>
            <numerusform>%n partidas guardadas pero sin contar</numerusform>
        </translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the statistics</source>
        <translation>Cerrar las estadísticas</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics file was damaged and has been renamed to “%1”; new games are counted from now on.</source>
        <translation>El archivo de estadísticas estaba dañado y se ha renombrado como «%1»; las partidas nuevas se cuentan desde ahora.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n recorded games could not be read and are left out; the others are counted.</source>
        <translation>
            <numerusform>%n partida registrada no se pudo leer y queda fuera; las demás cuentan.</numerusform>
            <numerusform>%n partidas registradas no se pudieron leer y quedan fuera; las demás cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics file “%1” is damaged and could not be moved aside: games are not being recorded until it is moved or deleted.</source>
        <translation>El archivo de estadísticas «%1» está dañado y no se pudo apartar: las partidas no se registran hasta que se mueva o se borre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics were saved by a newer version of Phase 10 Desktop: update the game to see them. Games are not recorded meanwhile.</source>
        <translation>Las estadísticas las guardó una versión más reciente de Phase 10 Desktop: actualiza el juego para verlas. Mientras tanto no se registran partidas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics cannot be saved in “%1”: games are not being recorded.</source>
        <translation>No se pueden guardar las estadísticas en «%1»: no se están registrando partidas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2 won (%3)</source>
        <comment>e.g. &apos;12 games, 5 won (42%)&apos;</comment>
        <translation>%1, %2 ganadas (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games to show yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 won, %2 lost in a row</source>
        <translation>%1 ganadas, %2 perdidas seguidas</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdida</numerusform>
            <numerusform>%n perdidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 points on average; phase made in %2 of %3 rounds (%4)</source>
        <translation>%1 puntos de media; fase bajada en %2 de %3 rondas (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none won yet</source>
        <translation>aún ninguna ganada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in %2 rounds, %3 (%4 players, %5 opponents)</source>
        <translation>%1 en %2 rondas, %3 (%4 jugadores, rivales: %5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game to see this chart.</source>
        <translation>Termina una partida para ver este gráfico.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Win rate over your last %1 games at each of %2 games, from %3 to %4; the dashed line is your overall win rate, %5.</source>
        <translation>Porcentaje de victorias en tus últimas %1 partidas en cada una de %2 partidas, de %3 a %4; la línea discontinua es tu porcentaje total, %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Average points taken in each round of a game, rounds 1 to %1 (rounds that fewer than one game in five lasted to are left out).</source>
        <translation>Puntos medios sumados en cada ronda de una partida, rondas 1 a %1 (se omiten las rondas a las que llegó menos de una partida de cada cinco).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>For each phase, the share of the rounds you played on it in which you laid it.</source>
        <translation>Para cada fase, la parte de las rondas jugadas en ella en las que la bajaste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phases played in any order are not counted by phase.</source>
        <translation>Las fases jugadas en cualquier orden no se cuentan por fase.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../phase10_desktop/app/table/plates.py" line="+64"/>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>drop cards here</source>
        <translation>suelta cartas aquí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 more</source>
        <translation>faltan %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ready: %1</source>
        <translation>lista: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>bot %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connection lost</source>
        <translation>conexión perdida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them</source>
        <translation>juega un bot</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sitting out the tie-break</source>
        <translation>fuera del desempate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase %1 laid ✓</source>
        <translation>Fase %1 bajada ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Phase %1</source>
        <translation>Fase %1</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_banner.py" line="+38"/>
        <source>Your turn: %1 left</source>
        <extracomment>the dialogs&apos; error red (``dialog_parts.ERROR_COLOUR``: not imported, since that module loads what a start does not need), readable on the light and the dark theme</extracomment>
        <translation>Tu turno: quedan %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn: %2 left</source>
        <translation>Turno de %1: quedan %2</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%n seconds left in your turn.</source>
        <translation>
            <numerusform>Te queda %n segundo de turno.</numerusform>
            <numerusform>Te quedan %n segundos de turno.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_dialogs.py" line="+35"/>
        <source>To go back to your seat later: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>Para volver a tu asiento más tarde: Partida → Jugar con otros → Unirse a una mesa → Volver a tu asiento.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Stay at the table</source>
        <translation>Quedarme en la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit and end your table?</source>
        <translation>¿Salir y cerrar tu mesa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your table?</source>
        <translation>¿Cerrar tu mesa?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 runs on this computer: it ends when you leave it.</source>
        <translation>%1 funciona en este ordenador: termina cuando la dejas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game ends for %1 too: they are told at once, and each keeps the record of the rounds finished so far.</source>
        <translation>La partida termina también para %1: se les avisa enseguida, y cada uno conserva el registro de las rondas terminadas hasta ahora.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game in progress ends, and cannot be taken up again.</source>
        <translation>La partida en curso termina y no se podrá retomar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End the table and quit</source>
        <translation>Cerrar la mesa y salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quit and close your table?</source>
        <translation>¿Salir y cerrar tu mesa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close your table?</source>
        <translation>¿Cerrar tu mesa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table closes when you leave it.</source>
        <translation>Tu mesa se cierra cuando la dejas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still at it: %1. They are told at once that it has closed.</source>
        <translation>Aún están en ella: %1. Se les avisará enseguida de que se ha cerrado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close the table and quit</source>
        <translation>Cerrar la mesa y salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit Phase 10 Desktop?</source>
        <translation>¿Salir de Phase 10 para escritorio?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave %1?</source>
        <translation>¿Dejar %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game at %1 goes on without you: the Normal bot plays your seat until you come back.</source>
        <translation>La partida en %1 sigue sin ti: el bot Normal juega en tu asiento hasta que vuelvas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave and quit</source>
        <translation>Dejar la mesa y salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <source>Leave the table</source>
        <extracomment>the player asked to leave the table (back to a game on this computer)</extracomment>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>You were hosting %1 when Phase 10 Desktop closed.</source>
        <translation>Estabas alojando %1 cuando se cerró Phase 10 para escritorio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open it again? Its game was saved as it stood; the others can come back to their seats. If not, the table ends.</source>
        <translation>¿Abrirla de nuevo? Su partida se guardó tal como estaba; los demás pueden volver a sus asientos. Si no, la mesa se cierra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the table again</source>
        <translation>Abrir la mesa de nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End it</source>
        <translation>Cerrarla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You were at %1 (%2) when Phase 10 Desktop closed.</source>
        <translation>Estabas en %1 (%2) cuando se cerró Phase 10 para escritorio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go back to your seat? The game went on: the Normal bot has been playing for you.</source>
        <translation>¿Volver a tu asiento? La partida siguió: el bot Normal ha estado jugando en tu lugar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If not now, your seat stays kept while the table lasts. %1</source>
        <translation>Si no es ahora, tu asiento se guarda mientras dure la mesa. %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go back to the table</source>
        <translation>Volver a la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the table?</source>
        <translation>¿Volver a la mesa?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are watching</source>
        <translation>Estás mirando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at %1 had started when you joined.</source>
        <translation>La partida en %1 ya había empezado cuando llegaste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>So you are watching it: you see every move, but no one&apos;s hand. The line under the table says where you are.</source>
        <translation>Así que la estás mirando: ves cada jugada, pero la mano de nadie. La línea bajo la mesa dice dónde estás.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The table has closed</source>
        <extracomment>the player asked to save the record of the finished rounds the player asked to try the seat again (a lost connection)</extracomment>
        <translation>La mesa se ha cerrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ended the table</source>
        <translation>%1 cerró la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot go on: it ran on the host&apos;s computer. Nobody&apos;s seat is kept.</source>
        <translation>La partida no puede seguir: funcionaba en el ordenador de quien creó la mesa. No se guarda el asiento de nadie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped</source>
        <translation>El servidor de la mesa se ha detenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server of %1 stopped</source>
        <translation>El servidor de %1 se ha detenido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved on it, and your seat is kept. %1</source>
        <translation>La partida está guardada en él, y tu asiento se conserva. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table is not answering</source>
        <translation>La mesa no responde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not answering</source>
        <translation>%1 no responde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its host&apos;s app may have closed, or their computer lost its network. Trying again… This window closes by itself when the table is back.</source>
        <translation>Puede que la aplicación de quien creó la mesa se haya cerrado, o que su ordenador haya perdido la red. Reintentando… Esta ventana se cierra sola cuando la mesa vuelva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection is lost</source>
        <translation>Se perdió la conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to %1 is lost</source>
        <translation>Se perdió la conexión con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be made again. Your seat is kept while the table lasts. %1</source>
        <translation>No se pudo restablecer. Tu asiento se guarda mientras dure la mesa. %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No round was finished, so there is no record of the game yet.</source>
        <translation>No terminó ninguna ronda, así que aún no hay registro de la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the record…</source>
        <translation>Guardar el registro…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep waiting</source>
        <translation>Seguir esperando</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play again?</source>
        <translation>¿Jugar otra vez?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game</source>
        <translation>%1 ha empezado otra partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1, with everyone still there, each in the same seat: it begins as soon as you play.</source>
        <translation>En %1, con todos los que siguen allí, cada uno en su mismo asiento: empieza en cuanto juegues.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If you would rather not play, leave the table: the Normal bot then plays your seat.</source>
        <translation>Si prefieres no jugar, deja la mesa: entonces el bot Normal juega en tu asiento.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>TableGoneDialog</name>
    <message numerus="yes">
        <location line="-75"/>
        <source>Your record of the %n rounds finished so far is kept: save it to replay them, or to check the deal.</source>
        <translation>
            <numerusform>Tu registro de la %n ronda terminada hasta ahora se conserva: guárdalo para repetirla o comprobar el reparto.</numerusform>
            <numerusform>Tu registro de las %n rondas terminadas hasta ahora se conserva: guárdalo para repetirlas o comprobar el reparto.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../../phase10_desktop/app/table/input.py" line="+173"/>
        <source>Skip whom?</source>
        <translation>¿A quién saltar?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose whom to skip</source>
        <translation>Elige a quién saltar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip %1</source>
        <translation>Saltar a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose whom to skip.</source>
        <translation>Elige a quién saltar.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>What the Wilds stand for</source>
        <translation>Qué representan los comodines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set of which number?</source>
        <translation>¿Un trío de qué número?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1s</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Every card in the slots is back in your hand.</source>
        <translation>Todas las cartas de las casillas han vuelto a tu mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lay-down slots are already empty.</source>
        <translation>Las casillas para bajar ya están vacías.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The %1 fits none of the laid groups (R5.3).</source>
        <translation>El %1 no encaja en ninguna combinación bajada (R5.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold no Skip to play on anyone (R6.1).</source>
        <translation>No tienes ningún Salto para jugar contra nadie (R6.1).</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Which colour?</source>
        <translation>¿Qué color?</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>Wait: the last move is still being shown.</source>
        <extracomment>keyboard focus moved: the words of what now has it (the card table&apos;s accessible objects send the focus event itself, see access.py) what a key did, for the player to hear (&quot;Lay-down slot 1, Set of 3: Red 3&quot;) a small menu opened (whom to skip, where to hit, what a Wild group is)</extracomment>
        <translation>Espera: todavía se está mostrando la última jugada.</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>A run from which number?</source>
        <translation>¿Una escalera desde qué número?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1–%2</source>
        <translation>Escalera %1–%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your Wilds make a group on their own: say what it stands for.</source>
        <translation>Tus comodines forman un grupo por sí solos: di qué representa.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Where to hit</source>
        <translation>Dónde añadir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s %2, low end</source>
        <translation>%2 de %1, extremo bajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2, high end</source>
        <translation>%2 de %1, extremo alto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
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
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>TableVisit</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_visit.py" line="+114"/>
        <source>Watching %1, %2</source>
        <extracomment>the sentence the status line keeps once the table is gone (&quot;&quot; while it lives)</extracomment>
        <translation>Mirando %1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — Phase 10 Desktop</source>
        <translation>%1 — Phase 10 para escritorio</translation>
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
        <translation>cerrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are watching (you see no hand)</source>
        <translation>estás mirando (no ves ninguna mano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you host it on this computer</source>
        <translation>la alojas en este ordenador</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the host ended the table</source>
        <translation>quien creó la mesa la cerró</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>The table could not play again: %1</source>
        <translation>La mesa no pudo volver a jugar: %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/table_words.py" line="+28"/>
        <source>the table</source>
        <translation>la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location line="+11"/>
        <source>The Normal bot, playing for you,</source>
        <translation>El bot Normal, jugando en tu lugar,</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/welcome.py" line="+30"/>
        <source>Welcome to Phase 10 Desktop</source>
        <translation>Bienvenido a Phase 10 Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome!</source>
        <translation>¡Bienvenido!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is your name? The other players will call you by it.</source>
        <translation>¿Cómo te llamas? Los demás jugadores te llamarán así.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>¡A jugar!</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a name, or keep the one suggested.</source>
        <translation>Escribe un nombre o deja el sugerido.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../phase10_desktop/app/window_menus.py" line="+120"/>
        <source>&amp;Game</source>
        <extracomment>the same window, as the Qt parent of what the menus open</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Crear una mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass and play…</source>
        <translation>&amp;Pasar y jugar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave table</source>
        <extracomment>Game → Leave table: only at a table server</extracomment>
        <translation>Dejar la &amp;mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Records</source>
        <translation>&amp;Registros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;Exportar el registro de esta partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a record…</source>
        <translation>&amp;Ver un registro…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a record&apos;s deals…</source>
        <translation>&amp;Jugar los repartos de un registro…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Play with others</source>
        <translation>Jugar con &amp;otros</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+26"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Efectos de sonido</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Show &amp;players and moves</source>
        <translation>&amp;Mostrar jugadores y jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing with &amp;others</source>
        <translation>Jugar con &amp;otros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>Acerca &amp;de</translation>
    </message>
    <message>
        <location line="+139"/>
        <location line="+66"/>
        <source>You stayed at the table you are at.</source>
        <translation>Te has quedado en la mesa en la que estás.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>the host opened another table</source>
        <translation>quien creó la mesa abrió otra</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <source>The table could not be opened on this computer: %1</source>
        <translation>No se pudo abrir la mesa en este ordenador: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the table could not be set up</source>
        <translation>no se pudo preparar la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>People outside your network</source>
        <translation>Personas fuera de tu red</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Could not sit at the table at %1: %2</source>
        <translation>No se pudo tomar asiento en la mesa (%1): %2</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>That table has closed: your seat there is gone.</source>
        <translation>Esa mesa se ha cerrado: tu asiento allí ya no existe.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Sound effects: no sound player found</source>
        <translation>Efectos de sonido: no hay reproductor de sonido</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Open the table again</source>
        <translation>Abrir la mesa de nuevo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the table could not be opened again</source>
        <translation>no se pudo volver a abrir la mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to your seat</source>
        <translation>Volver a tu asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be joined now: %2</source>
        <translation>Ahora no se puede entrar en %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table</source>
        <translation>Una mesa</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Playing with others</source>
        <translation>Jugar con otros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one table from several computers</source>
        <translation>Jugar en una mesa desde varios ordenadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table (Game → Play with others → Host a table): your computer runs it, and friends join with the address and the code your lobby shows, or pick it from the list of tables on your network. Bots play the seats nobody takes.

Leaving: when you leave a table you host, or quit, it ends for everyone at it (you are asked first). When you leave someone else&apos;s table, the Normal bot plays your seat until you come back.

Back to your seat: after leaving, after a lost connection, or when Phase 10 Desktop was closed at a table, open Game → Play with others → Join a table and pick &quot;Back to your seat&quot; (a start after a crash offers it first).

The line under the table says which table you are at, and counts down the turn timer when the host set one.</source>
        <translation>Crear una mesa (Partida → Jugar con otros → Crear una mesa): tu ordenador la hace funcionar, y tus amigos se unen con la dirección y el código que muestra tu sala, o la eligen en la lista de mesas de tu red. Los bots juegan en los asientos que nadie ocupa.

Salir: cuando dejas una mesa que has creado, o sales del juego, termina para todos los que están en ella (se te pregunta antes). Cuando dejas la mesa de otra persona, el bot Normal juega en tu asiento hasta que vuelvas.

Volver a tu asiento: después de salir, de perder la conexión, o si Phase 10 para escritorio se cerró estando en una mesa, abre Partida → Jugar con otros → Unirse a una mesa y elige «Volver a tu asiento» (al arrancar tras un cierre inesperado se te ofrece primero).

La línea bajo la mesa dice en qué mesa estás, y cuenta hacia atrás el tiempo de turno si quien creó la mesa lo puso.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing to undo: a draw shows a card, so it stays.</source>
        <translation>Nada que deshacer: robar muestra una carta, así que no se deshace.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>Export the game&apos;s record</source>
        <translation>Exportar el registro de la partida</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Phase 10 records (*.json)</source>
        <translation>Registros de Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not export the record</source>
        <translation>No se pudo exportar el registro</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Put the table&apos;s talk in the exported record too?</source>
        <translation>¿Incluir también la charla de la mesa en el registro exportado?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever gets the file reads what everyone said. Without it, the record holds only the game.</source>
        <translation>Quien reciba el archivo leerá lo que dijo cada uno. Sin ella, el registro contiene solo la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the game</source>
        <translation>Solo la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the talk</source>
        <translation>Con la charla</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Phase 10 records and saves (*.json)</source>
        <translation>Registros y partidas guardadas de Phase 10 (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot open the record</source>
        <translation>No se puede abrir el registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” cannot be read as a Phase 10 record: %2</source>
        <translation>«%1» no se puede leer como registro de Phase 10: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch a record</source>
        <translation>Ver un registro</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+9"/>
        <source>Play a record&apos;s deals</source>
        <translation>Jugar los repartos de un registro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This record is a game of %1 players: start one with %1 first.</source>
        <translation>Este registro es una partida de %1 jugadores: empieza primero una con %1.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>How did I play?</source>
        <translation>¿Cómo he jugado?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Playing with the keyboard</source>
        <translation>Jugar con el teclado</translation>
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
        <translation>Izquierda / Derecha: moverse por tu mano
Arriba / Abajo: pasar entre tu mano, las casillas, las combinaciones bajadas, los jugadores y las pilas
Intro: usar el lugar enfocado con las cartas seleccionadas (robar, llenar una casilla, añadir, jugar un Salto, descartar)
Espacio: seleccionar o deseleccionar la carta · Esc: deseleccionar todo
D: robar del mazo · T: tomar la carta de los descartes
1, 2, 3: poner las cartas seleccionadas en la casilla 1, 2 o 3
Retroceso: vaciar las casillas (sus cartas vuelven a tu mano)
L: bajar tu fase
H: añadir la carta a una combinación (eliges dónde) · K: jugar un Salto contra alguien
X: descartar la carta enfocada o seleccionada y terminar tu turno
Ctrl+Z: deshacer una bajada o una carta añadida · ?: pista</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About Phase 10 Desktop</source>
        <translation>Acerca de Phase 10 para escritorio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Phase 10 Desktop %1&lt;/h3&gt;&lt;p&gt;A free, offline, fair version of the card game, with honest computer opponents that see only what their seat may see.&lt;/p&gt;&lt;p&gt;All card art and sounds are the project&apos;s own. &quot;Phase 10&quot; is a trademark of Mattel; this project is not affiliated with Mattel.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Phase 10 para escritorio %1&lt;/h3&gt;&lt;p&gt;Una versión libre, sin conexión y justa del juego de cartas, con rivales del ordenador honestos que solo ven lo que su puesto puede ver.&lt;/p&gt;&lt;p&gt;Todas las ilustraciones de las cartas y los sonidos son obra del propio proyecto. «Phase 10» es una marca registrada de Mattel; este proyecto no está afiliado a Mattel.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/wording.py" line="-63"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
        <translation>%1 y %2</translation>
    </message>
</context>
</TS>
