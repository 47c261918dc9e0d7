<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/settings.py" line="+178"/>
        <source>Player</source>
        <extracomment>&quot;&quot; follows the system&apos;s language; the rest are the shipped translations (one list, in i18n, so adding a language there offers it here too). The speed multipliers the settings dialog offers. emitted with the attribute name (&quot;animation_speed&quot;, &quot;theme&quot;, ...) after a real change</extracomment>
        <translation>لاعب</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../../phase10_desktop/app/table/card_item.py" line="+119"/>
        <source>Face-down card</source>
        <extracomment>the card this item shows when face up (None: never seen by the player) the value a laid Wild stands for (R4.8), shown as a small badge the seat whose latest turn put this card on the table (drawn in its colour) the size the card is flying to (its art is rendered once, at that size)</extracomment>
        <translation>بطاقة مقلوبة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wild, standing for %1</source>
        <translation>جوكر، يمثّل %1</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+63"/>
        <source>Red %1</source>
        <translation>%1 أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue %1</source>
        <translation>%1 أزرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green %1</source>
        <translation>%1 أخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow %1</source>
        <translation>%1 أصفر</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Red</source>
        <translation>أحمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>أزرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>أخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yellow</source>
        <translation>أصفر</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Wild</source>
        <translation>جوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip</source>
        <translation>تخطٍّ</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no cards</source>
        <translation>لا بطاقات</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/table/spoken.py" line="+79"/>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+1"/>
        <source>, </source>
        <comment>separator between card names</comment>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/stats_charts.py" line="+29"/>
        <source>%1%</source>
        <comment>a share, e.g. 40%</comment>
        <translation>%1٪</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_chat.py" line="+55"/>
        <source>Good game!</source>
        <extracomment>the protocol&apos;s reactions (protocol.schema.json, ``reaction``), in the order shown the longest message the server takes (its limit may be lower; it says so) messages kept in the list (older ones scroll away; the server keeps the table&apos;s)</extracomment>
        <translation>لعبة جميلة!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Well played!</source>
        <translation>أحسنت اللعب!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nice one!</source>
        <translation>رائع!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oops!</source>
        <translation>أوه!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thanks!</source>
        <translation>شكرًا!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thumbs up</source>
        <translation>إعجاب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laughing</source>
        <translation>ضحك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surprised</source>
        <translation>دهشة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>party</source>
        <translation>احتفال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heart</source>
        <translation>قلب</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location line="+39"/>
        <source>Table talk</source>
        <extracomment>the player sends a message (its text) the player sends a reaction (its word from REACTIONS) a message to speak to screen readers (the window announces it) the names of the seats muted here (by seat number; -1 is a watcher&apos;s name) this player&apos;s seat (their own messages are never muted, nor spoken) the seat whose table&apos;s talk this shows (a RemoteSeat), if any</extracomment>
        <translation>حديث الطاولة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Say something to the table</source>
        <translation>قل شيئًا للطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message to the table</source>
        <translation>رسالة إلى الطاولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send</source>
        <translation>أرسل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mute…</source>
        <translation>كتم…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide someone&apos;s messages on this computer only</source>
        <translation>أخفِ رسائل شخص ما على هذا الحاسوب فقط</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Quick &amp;words</source>
        <translation>&amp;عبارات سريعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say “Good game!”, “Oops!” and the like</source>
        <translation>قل «لعبة جميلة!» و«أوه!» وما شابه</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Talk</source>
        <translation>ال&amp;حديث</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 says: %2</source>
        <translation>يقول %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is muted on this computer.</source>
        <translation>رسائل %1 مكتومة على هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is no longer muted.</source>
        <translation>عادت رسائل %1 تظهر.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody else is at the table</source>
        <translation>لا أحد غيرك على الطاولة</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unmute %1</source>
        <translation>إلغاء كتم %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mute %1</source>
        <translation>كتم %1</translation>
    </message>
</context>
<context>
    <name>CoachWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/coach_window.py" line="+138"/>
        <location line="+8"/>
        <source>How did I play?</source>
        <translation>كيف لعبت؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: your decisions next to the Hard bot&apos;s, given exactly what you could see at the time.</source>
        <translation>الجولة %1: قراراتك بجانب قرارات الحاسوب الصعب، بما كان يمكنك رؤيته بالضبط في حينه.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Analysis progress</source>
        <translation>تقدّم التحليل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Stop</source>
        <translation>إي&amp;قاف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis</source>
        <translation>إيقاف التحليل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Analyse again</source>
        <translation>ح&amp;لّل من جديد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Decisions to look at, most costly first</source>
        <translation>قرارات تستحق المراجعة، الأكثر كلفة أولًا</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chances come from a few hundred deals of the cards you could not see, played out the way the Hard bot plays. They are estimates, not certainties.</source>
        <translation>تأتي الاحتمالات من بضع مئات من توزيعات البطاقات التي لم يكن بوسعك رؤيتها، لُعبت كما يلعب الحاسوب الصعب. إنها تقديرات لا يقين.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Looking at your decisions…</source>
        <translation>جارٍ النظر في قراراتك…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Looking at decision %1 of %2…</source>
        <translation>جارٍ النظر في القرار %1 من %2…</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Hard bot would have chosen differently %n times where it mattered. Most costly first:</source>
        <translation>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف %n مرة حيث كان ذلك مهمًا. الأكثر كلفة أولًا:</numerusform>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف مرة واحدة حيث كان ذلك مهمًا:</numerusform>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف مرتين حيث كان ذلك مهمًا. الأكثر كلفة أولًا:</numerusform>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف %n مرات حيث كان ذلك مهمًا. الأكثر كلفة أولًا:</numerusform>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف %n مرة حيث كان ذلك مهمًا. الأكثر كلفة أولًا:</numerusform>
            <numerusform>كان الحاسوب الصعب سيختار بشكل مختلف %n مرة حيث كان ذلك مهمًا. الأكثر كلفة أولًا:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You played this round as the Hard bot would have. Well played!</source>
        <translation>لعبت هذه الجولة كما كان سيلعبها الحاسوب الصعب. أحسنت!</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n more choices differed from the Hard bot&apos;s by too little to matter.</source>
        <translation>
            <numerusform>اختلف %n اختيار آخر عن اختيار الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
            <numerusform>اختلف اختيار آخر عن اختيار الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
            <numerusform>اختلف اختياران آخران عن اختيار الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
            <numerusform>اختلفت %n اختيارات أخرى عن اختيارات الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
            <numerusform>اختلف %n اختيارًا آخر عن اختيارات الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
            <numerusform>اختلف %n اختيار آخر عن اختيارات الحاسوب الصعب، لكن بفارق أصغر من أن يهمّ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stopped. Nothing was analysed to the end.</source>
        <translation>توقّف. لم يُحلَّل شيء حتى النهاية.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The analysis could not be finished. Try again, or report the problem.</source>
        <translation>تعذّر إكمال التحليل. حاول مرة أخرى أو أبلغ عن المشكلة.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>How often %1, who plays after you, could use the card thrown (less is better):</source>
        <translation>كم مرة يمكن أن يستفيد %1، الذي يلعب بعدك، من البطاقة المرمية (الأقل أفضل):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your choice: %1</source>
        <translation>اختيارك: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hard bot&apos;s: %1</source>
        <translation>اختيار الحاسوب الصعب: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Turn %1: you drew from the draw pile; the Hard bot would take the %2.</source>
        <translation>الدور %1: سحبت من كومة السحب؛ كان الحاسوب الصعب سيأخذ بطاقة %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1: you took the %2; the Hard bot would draw from the draw pile.</source>
        <translation>الدور %1: أخذت بطاقة %2؛ كان الحاسوب الصعب سيسحب من كومة السحب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you waited with your phase ready; the Hard bot would lay it down.</source>
        <translation>الدور %1: انتظرت ومرحلتك جاهزة؛ كان الحاسوب الصعب سينزلها.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1: you threw the %2 without hitting the %3; the Hard bot would hit it.</source>
        <translation>الدور %1: رميت بطاقة %2 دون أن تضيف بطاقة %3؛ كان الحاسوب الصعب سيضيفها.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn %1: you skipped %2; the Hard bot would skip %3.</source>
        <translation>الدور %1: تخطّيت %2؛ كان الحاسوب الصعب سيتخطى %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1: you threw the %2; the Hard bot would throw the %3.</source>
        <translation>الدور %1: رميت بطاقة %2؛ كان الحاسوب الصعب سيرمي بطاقة %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Laying it down now makes your phase count for certain; waiting, it counts only if the round lasts until your next turn, about %1 here.</source>
        <translation>إنزالها الآن يجعل مرحلتك تُحتسب بالتأكيد؛ وإن انتظرت فلن تُحتسب إلا إذا استمرت الجولة حتى دورك التالي، أي نحو %1 هنا.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Either card leaves %1 points in your hand if the round ends before you go out.</source>
        <translation>أيّ البطاقتين رميت يترك في يدك %1 نقطة إذا انتهت الجولة قبل أن تتخلص من بطاقاتك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Throwing the %1 instead leaves %2 points in your hand rather than %3 if the round ends before you go out.</source>
        <translation>رمي بطاقة %1 بدلًا منها يترك في يدك %2 نقطة بدلًا من %3 إذا انتهت الجولة قبل أن تتخلص من بطاقاتك.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hitting the %1 now makes going out this turn %2 likely, keeping it %3.</source>
        <translation>إضافة بطاقة %1 الآن تجعل فرصة إنهائك في هذا الدور %2، والاحتفاظ بها %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Hitting the %1 now makes going out %2 likely by your next %n turns, keeping it %3.</source>
        <translation>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والاحتفاظ بها %3.</numerusform>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال دورك التالي %2، والاحتفاظ بها %3.</numerusform>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال دوريك التاليين %2، والاحتفاظ بها %3.</numerusform>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والاحتفاظ بها %3.</numerusform>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والاحتفاظ بها %3.</numerusform>
            <numerusform>إضافة بطاقة %1 الآن تجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والاحتفاظ بها %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Keeping the %1 makes your phase %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال دورك التالي %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال دوريك التاليين %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Keeping the %1 makes going out %2 likely by your next %n turns, throwing it %3.</source>
        <translation>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال دورك التالي %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال دوريك التاليين %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
            <numerusform>الاحتفاظ ببطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، ورميها %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is the same either way: what differs is how much the card you throw helps the player after you.</source>
        <translation>هذا متساوٍ في الحالتين: الفرق هو مدى ما تفيد به البطاقة التي ترميها اللاعبَ الذي يليك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 could use the %2 %3 of the time, the %4 %5.</source>
        <translation>يمكن أن يستفيد %1 من بطاقة %2 في %3 من الحالات، ومن بطاقة %4 في %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Taking the %1 makes your phase ready this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>أخذ بطاقة %1 يجعل مرحلتك جاهزة في هذا الدور في %2 من الحالات، والسحب من كومة السحب في %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taking the %1 lets you go out this turn %2 of the time, drawing from the draw pile %3.</source>
        <translation>أخذ بطاقة %1 يتيح لك الإنهاء في هذا الدور في %2 من الحالات، والسحب من كومة السحب في %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile makes your phase ready this turn %2 of the time, taking the %1 %3.</source>
        <translation>السحب من كومة السحب يجعل مرحلتك جاهزة في هذا الدور في %2 من الحالات، وأخذ بطاقة %1 في %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drawing from the draw pile lets you go out this turn %2 of the time, taking the %1 %3.</source>
        <translation>السحب من كومة السحب يتيح لك الإنهاء في هذا الدور في %2 من الحالات، وأخذ بطاقة %1 في %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Taking the %1 makes your phase %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال دورك التالي %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال دوريك التاليين %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Taking the %1 makes going out %2 likely by your next %n turns, drawing from the draw pile %3.</source>
        <translation>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال دورك التالي %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال دوريك التاليين %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
            <numerusform>أخذ بطاقة %1 يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، والسحب من كومة السحب %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes your phase %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال دورك التالي %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال دوريك التاليين %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة اكتمال مرحلتك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Drawing from the draw pile makes going out %2 likely by your next %n turns, taking the %1 %3.</source>
        <translation>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال دورك التالي %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال دوريك التاليين %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
            <numerusform>السحب من كومة السحب يجعل فرصة إنهائك خلال أدوارك الـ%n التالية %2، وأخذ بطاقة %1 %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Skipping %1 takes away a turn in which they would go out %2 of the time.</source>
        <translation>تخطّي %1 يحرمه من دور كان سينهي فيه في %2 من الحالات.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Skipping %1 takes away a turn in which they would lay their phase %2 of the time.</source>
        <translation>تخطّي %1 يحرمه من دور كان سينزل فيه مرحلته في %2 من الحالات.</translation>
    </message>
</context>
<context>
    <name>ControlBar</name>
    <message>
        <location filename="../../phase10_desktop/app/control_bar.py" line="+170"/>
        <source>Sort by number</source>
        <extracomment>shown while the side panel is closed (a narrow window starts without it)</extracomment>
        <translation>رتّب حسب الرقم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by colour</source>
        <translation>رتّب حسب اللون</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase to lay down</source>
        <translation>المرحلة المراد إنزالها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which of your open phases the slots are for</source>
        <translation>لأي من مراحلك المفتوحة هذه الخانات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Return the cards in the slots to your hand (Backspace)</source>
        <translation>أعِد بطاقات الخانات إلى يدك (Backspace)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay down</source>
        <translation>أنزِل</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Lay down your phase from the slots (L)</source>
        <translation>أنزِل مرحلتك من الخانات (L)</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Hint</source>
        <translation>تلميح</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Clear slots</source>
        <translation>إفراغ الخانات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Players and moves</source>
        <translation>اللاعبون والحركات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players, their phases and the moves</source>
        <translation>أظهِر اللاعبين ومراحلهم والحركات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Phase %1 · %2</source>
        <translation>المرحلة %1 · %2</translation>
    </message>
</context>
<context>
    <name>CoverScreen</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cover_screen.py" line="+51"/>
        <location line="+39"/>
        <source>Everyone else, look away: the next screen shows their cards.</source>
        <extracomment>the person named on the cover is at the screen and ready</extracomment>
        <translation>على الآخرين ألّا ينظروا: الشاشة التالية تعرض بطاقاته.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Pass to %1 — click when ready</source>
        <translation>مرّر الجهاز إلى %1 — انقر عندما يكون جاهزًا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>أنا %1: اعرض بطاقاتي</translation>
    </message>
</context>
<context>
    <name>CutDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/cut_dialog.py" line="+51"/>
        <source>Cut the deck</source>
        <translation>اقطع الرزمة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1: cut the deck</source>
        <translation>الجولة %1: اقطع الرزمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is already fixed and sealed: its fingerprint is below. Your cut is mixed into the shuffle, so neither the game nor you alone decides the cards.</source>
        <translation>التوزيع مُحدَّد ومختوم مسبقًا: بصمته أدناه. يُمزج قطعك في الخلط، فلا تقرّر اللعبة وحدها ولا أنت وحدك البطاقات.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fingerprint of the deal</source>
        <translation>بصمة التوزيع</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commitment (SHA-256 of the secret seed)</source>
        <translation>الالتزام (SHA-256 للبذرة السرية)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;py</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole commitment</source>
        <translation>انسخ الالتزام كاملًا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>any words, or leave it empty</source>
        <translation>أي كلمات، أو اتركه فارغًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your &amp;cut:</source>
        <translation>&amp;قطعك:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Random cut</source>
        <translation>قطع &amp;عشوائي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut with 16 random bytes and deal</source>
        <translation>اقطع بـ 16 بايت عشوائيًا ووزّع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deal</source>
        <translation>&amp;وزّع</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>When the round is over its secret seed is revealed and checked against this fingerprint. Anyone can check a whole game again with “phase10 verify”.</source>
        <translation>عند انتهاء الجولة تُكشف بذرتها السرية وتُطابَق مع هذه البصمة. يستطيع أي أحد التحقق من لعبة كاملة مجددًا بالأمر «phase10 verify».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A cut cannot hold tabs, line breaks or other control characters.</source>
        <translation>لا يمكن أن يحتوي القطع على علامات جدولة أو فواصل أسطر أو محارف تحكم أخرى.</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <location filename="../../phase10_desktop/presentation/describe.py" line="+50"/>
        <source>nothing more</source>
        <translation>لا شيء بعد الآن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any %1 card or a Wild</source>
        <translation>أي بطاقة لونها %1 أو جوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 or a %2 or a Wild</source>
        <translation>%1 أو %2 أو جوكر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1 or a Wild</source>
        <translation>%1 أو جوكر</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Draw pile, 1 card</source>
        <translation>كومة السحب، بطاقة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Draw pile, %n cards</source>
        <translation>
            <numerusform>كومة السحب، %n بطاقة</numerusform>
            <numerusform>كومة السحب، بطاقة واحدة</numerusform>
            <numerusform>كومة السحب، بطاقتان</numerusform>
            <numerusform>كومة السحب، %n بطاقات</numerusform>
            <numerusform>كومة السحب، %n بطاقة</numerusform>
            <numerusform>كومة السحب، %n بطاقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile, empty</source>
        <translation>كومة الرمي، فارغة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pile, top card %1</source>
        <translation>كومة الرمي، البطاقة العليا: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lay-down slot %1, %2: %3</source>
        <translation>خانة الإنزال %1، %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your %1, can take %2</source>
        <translation>مجموعتك %1، تقبل %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2, can take %3</source>
        <translation>%2 لدى %1، تقبل %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 bot</source>
        <translation>حاسوب %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>phase %1 laid</source>
        <translation>المرحلة %1 على الطاولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>working on phase %1</source>
        <translation>في المرحلة %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1, card %2 of %3, selected</source>
        <translation>%1، البطاقة %2 من %3، محدّدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, card %2 of %3</source>
        <translation>%1، البطاقة %2 من %3</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your hand, 1 card</source>
        <translation>يدك، بطاقة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your hand, %n cards</source>
        <translation>
            <numerusform>يدك، %n بطاقة</numerusform>
            <numerusform>يدك، بطاقة واحدة</numerusform>
            <numerusform>يدك، بطاقتان</numerusform>
            <numerusform>يدك، %n بطاقات</numerusform>
            <numerusform>يدك، %n بطاقة</numerusform>
            <numerusform>يدك، %n بطاقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>1 card</source>
        <translation>بطاقة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n بطاقة</numerusform>
            <numerusform>بطاقة واحدة</numerusform>
            <numerusform>بطاقتان</numerusform>
            <numerusform>%n بطاقات</numerusform>
            <numerusform>%n بطاقة</numerusform>
            <numerusform>%n بطاقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n نقطة</numerusform>
            <numerusform>نقطة واحدة</numerusform>
            <numerusform>نقطتان</numerusform>
            <numerusform>%n نقاط</numerusform>
            <numerusform>%n نقطة</numerusform>
            <numerusform>%n نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses the next turn</source>
        <translation>يُتخطّى دوره التالي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>صاحب الدور</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>separator in a spoken description</comment>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/game_over.py" line="+69"/>
        <source>You win!</source>
        <translation>لقد فزت!</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>Game over</source>
        <translation>انتهت اللعبة</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>%1 wins!</source>
        <translation>الفوز لـ%1!</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 completed the last phase with the same lowest score, so a tie-break round with the final phase decided the game: the first to lay it down won.</source>
        <translation>أكمل %1 المرحلة الأخيرة بأقل نتيجة متساوية، فحسمت اللعبةَ جولةٌ فاصلة بالمرحلة الأخيرة: فاز من أنزلها أولًا.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>New game</source>
        <extracomment>at a table: the host&apos;s Play again, and everyone&apos;s Leave the table</extracomment>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Start a new game</source>
        <translation>ابدأ لعبة جديدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the table</source>
        <translation>مغادرة الطاولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play again</source>
        <translation>العب مجددًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again at this table with the same people</source>
        <translation>العب مجددًا على هذه الطاولة مع الأشخاص أنفسهم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play again starts another game at this table, with everyone still here, each in the same seat.</source>
        <translation>«العب مجددًا» تبدأ لعبة أخرى على هذه الطاولة مع كل من لا يزال هنا، كلٌّ في مقعده نفسه.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 may start another game at this table, with everyone still here: you will be asked whether you play.</source>
        <translation>قد يبدأ %1 لعبة أخرى على هذه الطاولة مع كل من لا يزال هنا: سيُسأل إن كنت ستلعب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host</source>
        <translation>المستضيف</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close this window</source>
        <translation>أغلق هذه النافذة</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>All %n phases</source>
        <translation>
            <numerusform>كل المراحل (%n)</numerusform>
            <numerusform>كل المراحل (%n)</numerusform>
            <numerusform>كل المراحل (%n)</numerusform>
            <numerusform>كل المراحل (%n)</numerusform>
            <numerusform>كل المراحل (%n)</numerusform>
            <numerusform>كل المراحل (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 phases</source>
        <translation>%1 من %2 مراحل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase %1</source>
        <translation>المرحلة %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1.</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, the winner</source>
        <translation>%1، الفائز</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Place</source>
        <translation>المركز</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase reached</source>
        <translation>المرحلة التي بلغها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message numerus="yes">
        <location line="+125"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n نقطة</numerusform>
            <numerusform>نقطة واحدة</numerusform>
            <numerusform>نقطتان</numerusform>
            <numerusform>%n نقاط</numerusform>
            <numerusform>%n نقطة</numerusform>
            <numerusform>%n نقطة</numerusform>
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
        <translation>طقم من %1 · %2</translation>
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
        <translation>سلسلة من %1 إلى %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set of %1</source>
        <translation>طقم من %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of %1</source>
        <translation>سلسلة من %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of one colour</source>
        <translation>%1 من لون واحد</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../phase10_desktop/app/hint.py" line="+34"/>
        <source>The game is over.</source>
        <extracomment>the action the hint suggests (the table highlights its card)</extracomment>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>انتظر دورك.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the %1 from the discard pile: it helps you.</source>
        <translation>خذ بطاقة %1 من كومة الرمي: إنها تفيدك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the draw pile: the top discard does not help you.</source>
        <translation>اسحب من كومة السحب: البطاقة العليا في كومة الرمي لا تفيدك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You can lay down phase %1 now: %2.</source>
        <translation>يمكنك الآن إنزال المرحلة %1: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your %1 can hit your %2.</source>
        <translation>يمكنك إضافة بطاقة %1 إلى مجموعتك %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your %1 can hit %3&apos;s %2.</source>
        <translation>يمكنك إضافة بطاقة %1 إلى مجموعة %3: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play your Skip on %1.</source>
        <translation>العب بطاقة التخطي على %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard the %1: it helps you least.</source>
        <translation>ارمِ بطاقة %1: هي الأقل فائدة لك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No suggestion right now.</source>
        <translation>لا يوجد اقتراح الآن.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+238"/>
        <location line="+2"/>
        <source>Host a table</source>
        <extracomment>the port a hosted table listens on when it is free (friends type it with the address) every address friends may use, ``address`` (the default route&apos;s) first the home router&apos;s port forward (``net.router.PortForward``) when the host let people outside the network in; removed when the table ends what the router&apos;s thread tells Qt&apos;s (a refused renewal) what the announcement says: (seats free, state), the latest asked for what a dialog calls to open or join the table it shows (its choices): &quot;&quot; when done, else why not, in a sentence the dialog shows while it stays open</extracomment>
        <translation>استضافة طاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Friends on your network join with the address and the code shown next.</source>
        <translation>ينضم أصدقاؤك على شبكتك بالعنوان والرمز اللذين يظهران بعد ذلك.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bot</source>
        <translation>حاسوب %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>بدون</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>off</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> ث</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn that takes longer than this is played by the Normal bot.</source>
        <translation>الدور الذي يستغرق أطول من ذلك يلعبه الحاسوب بالمستوى المتوسط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let people &amp;outside my network join</source>
        <translation>اسمح لمن هم &amp;خارج شبكتي بالانضمام</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Asks your home router to forward the table&apos;s port to this computer while the table lasts. People outside need the code, and the password if you set one.</source>
        <translation>يطلب من موجّه منزلك تحويل منفذ الطاولة إلى هذا الحاسوب ما دامت الطاولة قائمة. يحتاج من هم خارج الشبكة إلى الرمز، وإلى كلمة المرور إن وضعت واحدة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Seats:</source>
        <translation>ال&amp;مقاعد:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats at the table</source>
        <translation>المقاعد على الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bots in empty seats</source>
        <translation>الحاسوب في المقاعد الشاغرة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seats nobody &amp;takes:</source>
        <translation>المقاعد ال&amp;شاغرة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;كلمة المرور:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password (optional)</source>
        <translation>كلمة المرور (اختيارية)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn ti&amp;mer:</source>
        <translation>م&amp;هلة الدور:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn timer</source>
        <translation>مهلة الدور</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Host</source>
        <translation>استضِف</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>اكتب اسمك: يراه الآخرون على الطاولة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening your table…</source>
        <translation>جارٍ فتح طاولتك…</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="+401"/>
        <source>Invitation</source>
        <translation>دعوة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This invitation link cannot be followed. %1</source>
        <translation>لا يمكن فتح رابط الدعوة هذا. %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+617"/>
        <source>There is no invitation here: it reads phase10://join/ADDRESS:PORT/CODE.</source>
        <translation>لا توجد دعوة هنا: شكل الدعوة phase10://join/ADDRESS:PORT/CODE.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is too long to be an invitation.</source>
        <translation>الرابط أطول من أن يكون دعوة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link holds characters no invitation has: copy it again from the host&apos;s message.</source>
        <translation>في الرابط أحرف لا تكون في أي دعوة: انسخه من جديد من رسالة المضيف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is not a Phase 10 invitation: those start with phase10://.</source>
        <translation>هذه ليست دعوة Phase 10: الدعوات تبدأ بـ phase10://.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This Phase 10 link asks for something this version does not know.</source>
        <translation>يطلب رابط Phase 10 هذا شيئًا لا يعرفه هذا الإصدار.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link is cut short or garbled: copy it again from the host&apos;s message.</source>
        <translation>الرابط مقطوع أو مشوّه: انسخه من جديد من رسالة المضيف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The link carries a name or password before the address; Phase 10 invitations never do. Ask the host for the table&apos;s link again.</source>
        <translation>يحمل الرابط اسمًا أو كلمة مرور قبل العنوان، ودعوات Phase 10 لا تحمل ذلك أبدًا. اطلب من المضيف رابط الطاولة من جديد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link&apos;s address %1 is not a computer&apos;s address.</source>
        <translation>العنوان %1 في الرابط ليس عنوان حاسوب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no address before its port.</source>
        <translation>لا عنوان في الرابط قبل المنفذ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s port %1 is not a number from 1 to 65535.</source>
        <translation>المنفذ %1 في الرابط ليس رقمًا من 1 إلى 65535.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The link has no port number after its address (…:7010).</source>
        <translation>لا رقم منفذ في الرابط بعد العنوان (…:7010).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s code %1 is not a table code: a code is 8 letters and digits like K7MQ-4XPD, without 0, O, 1, I, L or U.</source>
        <translation>الرمز %1 في الرابط ليس رمز طاولة: الرمز 8 أحرف وأرقام مثل K7MQ-4XPD، من دون 0 وO و1 وI وL وU.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location line="-583"/>
        <location line="+2"/>
        <source>Join a table</source>
        <extracomment>which servers answer (a kept seat or a found table is listed once its does) the kept seat picked (its token claims the seat back)</extracomment>
        <translation>الانضمام إلى طاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a table found on your network, or type the host&apos;s address and code.</source>
        <translation>اختر طاولة وُجدت على شبكتك، أو اكتب عنوان المضيف والرمز.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tables on your network</source>
        <translation>الطاولات على شبكتك</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Looking for tables on your network…</source>
        <translation>جارٍ البحث عن طاولات على شبكتك…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 192.168.1.20:7010, or paste an invitation</source>
        <translation>مثلًا 192.168.1.20:7010، أو الصق دعوة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. K7MQ-4XPD</source>
        <translation>مثلًا K7MQ-4XPD</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>if the table has one</source>
        <translation>إن كانت للطاولة كلمة مرور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables found:</source>
        <translation>ال&amp;طاولات الموجودة:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Address:</source>
        <translation>ال&amp;عنوان:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The host&apos;s address</source>
        <translation>عنوان المضيف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Code:</source>
        <translation>ال&amp;رمز:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table&apos;s code</source>
        <translation>رمز الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password:</source>
        <translation>&amp;كلمة المرور:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Password</source>
        <translation>كلمة المرور</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Join</source>
        <translation>انضمّ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste &amp;invitation</source>
        <translation>ال&amp;صق الدعوة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fill in the address and code from an invitation you copied</source>
        <translation>املأ العنوان والرمز من دعوة نسختها</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tables on your network cannot be listed here: type the address.</source>
        <translation>لا يمكن عرض الطاولات على شبكتك هنا: اكتب العنوان.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your seat at %1 (%2), as %3</source>
        <translation>العودة إلى مقعدك في %1 (%2) باسم %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — playing: you can watch (%2)</source>
        <translation>%1 — اللعب جارٍ: يمكنك المشاهدة (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — every seat is taken (%2)</source>
        <translation>%1 — كل المقاعد مشغولة (%2)</translation>
    </message>
    <message>
        <location line="+163"/>
        <source>Joining the table…</source>
        <translation>جارٍ الانضمام إلى الطاولة…</translation>
    </message>
    <message numerus="yes">
        <location line="-161"/>
        <source>%1 — %n seats free (%2)</source>
        <translation>
            <numerusform>%1 — مقاعد شاغرة: %n (%2)</numerusform>
            <numerusform>%1 — مقعد شاغر واحد (%2)</numerusform>
            <numerusform>%1 — مقعدان شاغران (%2)</numerusform>
            <numerusform>%1 — %n مقاعد شاغرة (%2)</numerusform>
            <numerusform>%1 — %n مقعدًا شاغرًا (%2)</numerusform>
            <numerusform>%1 — %n مقعد شاغر (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This table has a password: ask its host for it.</source>
        <translation>لهذه الطاولة كلمة مرور: اطلبها من مستضيفها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, locked with a password</source>
        <translation>%1، مقفلة بكلمة مرور</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click a table to join it.</source>
        <translation>انقر نقرًا مزدوجًا على طاولة للانضمام إليها.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 has a password: type it, then press Join.</source>
        <translation>%1 لها كلمة مرور: اكتبها ثم اضغط انضمّ.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The clipboard holds no invitation: copy the host&apos;s message or link first, or type the address and code.</source>
        <translation>لا دعوة في الحافظة: انسخ أولًا رسالة المضيف أو رابطه، أو اكتب العنوان والرمز.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Type the host&apos;s address, e.g. 192.168.1.20:7010.</source>
        <translation>اكتب عنوان المضيف، مثلًا 192.168.1.20:7010.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the table&apos;s code: the host&apos;s window shows it.</source>
        <translation>اكتب رمز الطاولة: يظهر في نافذة المضيف.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your name: the others see it at the table.</source>
        <translation>اكتب اسمك: يراه الآخرون على الطاولة.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="-174"/>
        <source>Easy</source>
        <extracomment>Bot levels offered to players, in the order menus show them.</extracomment>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+78"/>
        <source>The table</source>
        <extracomment>the host pressed Start</extracomment>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table is open</source>
        <translation>طاولتك مفتوحة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are at the table</source>
        <translation>أنت على الطاولة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The table&apos;s code: %1</source>
        <translation>رمز الطاولة: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address: %1</source>
        <translation>العنوان: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On your other networks: %1</source>
        <translation>على شبكاتك الأخرى: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From the internet: %1</source>
        <translation>من الإنترنت: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Invitation:</source>
        <translation>ال&amp;دعوة:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invitation link</source>
        <translation>رابط الدعوة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy invitation</source>
        <translation>ا&amp;نسخ الدعوة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy a link and a message to send to the people you invite</source>
        <translation>انسخ رابطًا ورسالة لترسلهما إلى من تدعوهم</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The password is not in the invitation: tell it to the people you invite yourself.</source>
        <translation>كلمة المرور ليست في الدعوة: أخبر بها من تدعوهم بنفسك.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Who is at the table</source>
        <translation>من على الطاولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start when everyone is here: bots play the empty seats.</source>
        <translation>ابدأ عندما يحضر الجميع: يلعب الحاسوب في المقاعد الشاغرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host starts the game when everyone is here.</source>
        <translation>يبدأ المضيف اللعبة عندما يحضر الجميع.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave</source>
        <translation>غادِر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Code:</source>
        <translation>الرمز:</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Come and play Phase 10 with me! Click this link, or paste it into Phase 10 (Game → Play with others → Join a table):
%1
Or type the address %2 and the code %3.</source>
        <extracomment>the table&apos;s talk while people gather (add_talk)</extracomment>
        <translation>تعال العب Phase 10 معي! انقر هذا الرابط أو الصقه في Phase 10 (اللعبة ← اللعب مع الآخرين ← الانضمام إلى طاولة):
%1
أو اكتب العنوان %2 والرمز %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copied ✓</source>
        <translation>نُسخت ✓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invitation is copied: paste it into a message to the people you invite.</source>
        <translation>نُسخت الدعوة: الصقها في رسالة إلى من تدعوهم.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (away)</source>
        <translation>%1 (غائب)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 bot)</source>
        <translation>%1 (حاسوب بمستوى %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty seat (a bot plays it)</source>
        <translation>مقعد شاغر (يلعب فيه الحاسوب)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/main.py" line="-61"/>
        <source>Resume?</source>
        <translation>متابعة؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have an unfinished game (round %1). Resume it?</source>
        <translation>لديك لعبة لم تنتهِ (الجولة %1). هل تريد متابعتها؟</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/main_window.py" line="+112"/>
        <location line="+183"/>
        <location line="+533"/>
        <source>Phase 10 Desktop</source>
        <extracomment>the size the window opens at when it fits the screen (logical pixels) the smallest the window may be made, where the screen has room for it emitted once, when the window is first shown (start-up timing) a sentence was announced to assistive technology (moves, refusals) the window manager has put its frame (title bar) around the window the position the autosave holds (see :meth:`autosave`) a modal dialog blocks the window (the table waits for it) a game is being put on the table (start_game): saved once it is drawn</extracomment>
        <translation>Phase 10 لسطح المكتب</translation>
    </message>
    <message>
        <location line="-564"/>
        <source>the host went to another table</source>
        <extracomment>the game on this computer (bots in the worker thread) the seat the table shows now: the local one, or a table server&apos;s (play together) the stay at a table server the window shows (None: a game on this computer) the table server&apos;s seat while the table shows it (kept after the visit ends, so the finished rounds&apos; record can still be exported) the game&apos;s dialogs are being closed for another game at the table when the next move shows and when the seat may go on (see table/conductor.py) the screen that covers the table between two people (built at the first) at a table server: which table, and its turn timer (hidden for a game here) docked, or over the table&apos;s edge in a window too narrow for both</extracomment>
        <translation>انتقل المستضيف إلى طاولة أخرى</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the host left the table</source>
        <translation>غادر المضيف الطاولة</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Could not save the game: %1</source>
        <translation>تعذّر حفظ اللعبة: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 took too long to think; the Normal bot&apos;s move was played for them.</source>
        <translation>استغرق %1 وقتًا طويلًا في التفكير؛ لُعبت عنه حركة الحاسوب بالمستوى المتوسط.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Hint: %1</source>
        <translation>تلميح: %1</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>the host quit Phase 10 Desktop</source>
        <translation>أغلق المستضيف Phase 10 لسطح المكتب</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../phase10_desktop/app/table/narrator.py" line="+121"/>
        <source>You took the %1 from the discard pile.</source>
        <translation>أخذت بطاقة %1 من كومة الرمي.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drew the %1.</source>
        <translation>سحبت بطاقة %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took the %2 from the discard pile.</source>
        <translation>أخذ %1 بطاقة %2 من كومة الرمي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 drew the %2 from the draw pile.</source>
        <translation>سحب %1 بطاقة %2 من كومة السحب.</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+17"/>
        <source>%1 drew from the draw pile.</source>
        <translation>سحب %1 من كومة السحب.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>; </source>
        <comment>between the groups of a laid phase</comment>
        <translation>؛ </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You laid down phase %1: %2.</source>
        <translation>أنزلت المرحلة %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid down phase %2: %3.</source>
        <translation>أنزل %1 المرحلة %2: %3.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>You hit the %1 on your %2.</source>
        <translation>أضفت بطاقة %1 إلى مجموعتك: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hit the %1 on %2&apos;s %3.</source>
        <translation>أضفت بطاقة %1 إلى مجموعة %2: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on your %3.</source>
        <translation>أضاف %1 بطاقة %2 إلى مجموعتك: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the %2 on their own %3.</source>
        <translation>أضاف %1 بطاقة %2 إلى مجموعته: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hit the %2 on %3&apos;s %4.</source>
        <translation>أضاف %1 بطاقة %2 إلى مجموعة %3: %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You played a Skip on %1.</source>
        <translation>لعبت تخطيًا على %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played a Skip on you.</source>
        <translation>لعب %1 تخطيًا عليك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played a Skip on %2.</source>
        <translation>لعب %1 تخطيًا على %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You discarded the %1.</source>
        <translation>رميت بطاقة %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded the %2.</source>
        <translation>رمى %1 بطاقة %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>You lose this turn to a Skip.</source>
        <translation>تخسر هذا الدور بسبب بطاقة تخطٍّ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses a turn to a Skip.</source>
        <translation>يخسر %1 دورًا بسبب تخطٍّ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1: you deal.</source>
        <translation>الجولة %1: أنت توزّع.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1: %2 deals.</source>
        <translation>الجولة %1: يوزّع %2.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Tie: you and %1 play a tie-break round with the final phase.</source>
        <translation>تعادل: تلعب أنت و%1 جولة فاصلة بالمرحلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie: %1 play a tie-break round with the final phase.</source>
        <translation>تعادل: يلعب %1 جولة فاصلة بالمرحلة الأخيرة.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Round %1&apos;s deck is sealed: fingerprint %2.</source>
        <translation>رزمة الجولة %1 مختومة: البصمة %2.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Round %1&apos;s seed is revealed: it matches fingerprint %2 ✓.</source>
        <translation>كُشفت بذرة الجولة %1: تطابق البصمة %2 ✓.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1&apos;s seed is revealed and does NOT match fingerprint %2.</source>
        <translation>كُشفت بذرة الجولة %1 وهي لا تطابق البصمة %2.</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Game over: you win!</source>
        <translation>انتهت اللعبة: فزت!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over: %1 wins.</source>
        <translation>انتهت اللعبة: الفوز لـ%1.</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>You took your phase back into your hand.</source>
        <translation>أعدت مرحلتك إلى يدك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took their phase back.</source>
        <translation>أعاد %1 مرحلته إلى يده.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You took the %1 back.</source>
        <translation>استرجعت بطاقة %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took the %2 back.</source>
        <translation>استرجع %1 بطاقة %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took your move back.</source>
        <translation>تراجعت عن حركتك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took a move back.</source>
        <translation>تراجع %1 عن حركة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You went out: round %1 is over.</source>
        <translation>تخلّصت من كل بطاقاتك: انتهت الجولة %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out: round %2 is over.</source>
        <translation>تخلّص %1 من كل بطاقاته: انتهت الجولة %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 is over: everyone has laid down and no card left can hit (R3.8).</source>
        <translation>انتهت الجولة %1: أنزل الجميع مراحلهم ولا توجد بطاقة متبقية يمكن إضافتها (R3.8).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round %1 is over: the draw pile ran out a fourth time and nobody went out (R3.8).</source>
        <translation>انتهت الجولة %1: نفدت كومة السحب للمرة الرابعة ولم يتخلّص أحد من كل بطاقاته (R3.8).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 is over: the piles ran out.</source>
        <translation>انتهت الجولة %1: نفدت البطاقات.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is over.</source>
        <translation>انتهت اللعبة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is playing…</source>
        <translation>دور %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: draw a card — drag it from a pile to your hand (or press D / T).</source>
        <translation>دورك: خذ بطاقة — جرّها من إحدى الكومتين إلى يدك (أو اضغط D / T).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay down, hit, then end your turn by dropping a card on the discard pile.</source>
        <translation>أنزِل، وأضف، ثم أنهِ دورك بإفلات بطاقة على كومة الرمي.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your turn: draw a card.</source>
        <translation>دورك: خذ بطاقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>دورك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is playing.</source>
        <translation>دور %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>⊘ You lose this turn to a Skip (R6.1).</source>
        <translation>⊘ تخسر هذا الدور بسبب بطاقة تخطٍّ (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>⊘ You are skipped: you lose your next turn (R6.1).</source>
        <translation>⊘ تم تخطيك: تخسر دورك التالي (R6.1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Phase %1 is down — hit to get rid of cards, then go out.</source>
        <translation>أُنزلت المرحلة %1 — أضف بطاقات لتتخلّص منها، ثم ارمِ الأخيرة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phase %1 · %2</source>
        <translation>المرحلة %1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — you can lay it down!</source>
        <translation>%1 — يمكنك إنزالها!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — 1 card missing</source>
        <translation>%1 — تنقصك بطاقة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %n cards missing</source>
        <translation>
            <numerusform>%1 — تنقصك %n بطاقة</numerusform>
            <numerusform>%1 — تنقصك بطاقة واحدة</numerusform>
            <numerusform>%1 — تنقصك بطاقتان</numerusform>
            <numerusform>%1 — تنقصك %n بطاقات</numerusform>
            <numerusform>%1 — تنقصك %n بطاقة</numerusform>
            <numerusform>%1 — تنقصك %n بطاقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over: you made phase %2 and went out.</source>
        <translation>انتهت الجولة %1: أكملت المرحلة %2 وأنهيت يدك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 is over: you made phase %2 (+%3).</source>
        <translation>انتهت الجولة %1: أكملت المرحلة %2 (+%3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 is over: no phase made this round (+%2).</source>
        <translation>انتهت الجولة %1: لم تُكمل مرحلة في هذه الجولة (+%2).</translation>
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
        <translation>سحب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took %1</source>
        <translation>أخذ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid down</source>
        <translation>أنزل مرحلته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hit %1</source>
        <translation>أضاف %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarded %1</source>
        <translation>رمى %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skipped you</source>
        <translation>تخطّاك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>skipped %1</source>
        <translation>تخطّى %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost the turn</source>
        <translation>خسر الدور</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/bot_names.py" line="+19"/>
        <source>Lucía</source>
        <extracomment>Default opponent names, one per bot seat; translators may pick names common in their language (keep them short and distinct).</extracomment>
        <translation>ليلى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marko</source>
        <translation>مروان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amira</source>
        <translation>أميرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oliver</source>
        <translation>عمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noor</source>
        <translation>نور</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/new_game_dialog.py" line="+60"/>
        <source>All ten phases</source>
        <extracomment>Opponents a first game starts with (a four-player table).</extracomment>
        <translation>المراحل العشر كلها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first five</source>
        <translation>الخمس الأولى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first eight</source>
        <translation>الثماني الأولى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even-numbered phases</source>
        <translation>المراحل الزوجية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd-numbered phases</source>
        <translation>المراحل الفردية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The full game: all ten phases, from 2 sets of 3 to a set of 5 and a set of 3.</source>
        <translation>اللعبة الكاملة: المراحل العشر كلها، من طقمين من 3 إلى طقم من 5 وطقم من 3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A short game: the first to finish phase 5 ends it.</source>
        <translation>لعبة قصيرة: أول من يُكمل المرحلة 5 يُنهيها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A medium game: phases 1 to 8, the colour phase last.</source>
        <translation>لعبة متوسطة: المراحل من 1 إلى 8، ومرحلة اللون في آخرها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A short game with phases 2, 4, 6, 8 and 10 only.</source>
        <translation>لعبة قصيرة بالمراحل 2 و4 و6 و8 و10 فقط.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short game with phases 1, 3, 5, 7 and 9 only.</source>
        <translation>لعبة قصيرة بالمراحل 1 و3 و5 و7 و9 فقط.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Opponent %1</source>
        <translation>الخصم %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opponent %1 name</source>
        <translation>اسم الخصم %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opponent %1 level</source>
        <translation>مستوى الخصم %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+4"/>
        <source>New game</source>
        <extracomment>the width at which players and rules stand side by side</extracomment>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pick your opponents and the rules, then deal.</source>
        <translation>اختر خصومك والقواعد، ثم وزّع البطاقات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>ابدأ اللعبة</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of opponents</source>
        <translation>عدد الخصوم</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Your name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Opponents:</source>
        <translation>ال&amp;خصوم:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deal</source>
        <translation>التوزيع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <translation>عشوائي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number (seed)</source>
        <translation>رقم التوزيع (البذرة)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;رقم التوزيع:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave it empty for a random deal. The same number with the same rules deals the same cards, to replay a game or challenge a friend; such a game is not counted in your statistics.</source>
        <translation>اتركه فارغًا لتوزيع عشوائي. الرقم نفسه مع القواعد نفسها يوزّع البطاقات نفسها، لإعادة لعبة أو لتحدي صديق؛ ولا تُحتسب هذه اللعبة في إحصاءاتك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo any move, even a draw. Practice games are marked as such in their record and left out of the statistics&apos; win rates.</source>
        <translation>تراجع عن أي حركة، حتى السحب. تُعلَّم ألعاب التدريب بذلك في سجلّها ولا تُحسب في نسب الفوز في الإحصاءات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practi&amp;ce game</source>
        <translation>لعبة ت&amp;دريب</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Phases to play</source>
        <translation>المراحل التي تُلعب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Phases:</source>
        <translation>ال&amp;مراحل:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase order</source>
        <translation>ترتيب المراحل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In order</source>
        <translation>بالترتيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any order</source>
        <translation>بأي ترتيب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>O&amp;rder:</source>
        <translation>ال&amp;ترتيب:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Skip turned up at the start</source>
        <translation>بطاقة تخطٍّ مكشوفة في البداية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip skips the first player</source>
        <translation>التخطي يتخطى اللاعب الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Skip is covered by another card</source>
        <translation>تُغطّى بطاقة التخطي ببطاقة أخرى</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;First discard:</source>
        <translation>البطاقة المكشو&amp;فة الأولى:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone &amp;advances every round</source>
        <translation>ي&amp;نتقل الجميع في كل جولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After each round every player moves to the next phase, made or not; the lowest score after the last phase wins.</source>
        <translation>بعد كل جولة ينتقل كل لاعب إلى المرحلة التالية، أنجزها أم لا؛ ويفوز صاحب أقل نتيجة بعد المرحلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May &amp;discard the card just taken</source>
        <translation>يجوز رمي البطاقة المأخو&amp;ذة للتو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card taken from the discard pile may be thrown back on the same turn.</source>
        <translation>يجوز رمي البطاقة المأخوذة من كومة الرمي مرة أخرى في الدور نفسه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May go out by &amp;hitting</source>
        <translation>يجوز الإنهاء بالإ&amp;ضافة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last card may be played onto a laid group instead of being discarded.</source>
        <translation>يجوز وضع بطاقتك الأخيرة على مجموعة منزلة بدلًا من رميها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every group needs a &amp;number card</source>
        <translation>كل مجموعة تحتاج بطاقة ر&amp;قمية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A group of a phase may not be made of Wilds alone.</source>
        <translation>لا يجوز أن تتكوّن مجموعة في مرحلة من بطاقات جوكر وحدها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;tandard rules</source>
        <translation>&amp;القواعد القياسية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to the standard rules</source>
        <translation>العودة إلى القواعد القياسية</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Custom phase list</source>
        <translation>قائمة مراحل مخصّصة</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n players at the table</source>
        <translation>
            <numerusform>%n لاعب على الطاولة</numerusform>
            <numerusform>لاعب واحد على الطاولة</numerusform>
            <numerusform>لاعبان على الطاولة</numerusform>
            <numerusform>%n لاعبين على الطاولة</numerusform>
            <numerusform>%n لاعبًا على الطاولة</numerusform>
            <numerusform>%n لاعب على الطاولة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The phase list this game was saved with.</source>
        <translation>قائمة المراحل التي حُفظت بها هذه اللعبة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the phases in any order you like, still one per round; the first to complete them all wins.</source>
        <translation>أنجز المراحل بأي ترتيب تريده، مرحلة واحدة في كل جولة؛ ويفوز أول من يُكملها كلها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone works through the phases one by one, in order.</source>
        <translation>يمرّ الجميع بالمراحل واحدة تلو الأخرى، بالترتيب.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the first card turned up is a Skip, more cards are turned over it until one is not.</source>
        <translation>إذا كانت أول بطاقة مكشوفة بطاقة تخطٍّ، تُكشف فوقها بطاقات أخرى حتى تظهر بطاقة غيرها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If the first card turned up is a Skip, the first player loses their turn.</source>
        <translation>إذا كانت أول بطاقة مكشوفة بطاقة تخطٍّ، يخسر اللاعب الأول دوره.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>That deal number is too large: use at most 18 digits, or leave it empty for a random deal.</source>
        <translation>رقم التوزيع هذا كبير جدًا: استخدم 18 رقمًا على الأكثر، أو اتركه فارغًا لتوزيع عشوائي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number must be a whole number such as 2024, or empty for a random deal.</source>
        <translation>يجب أن يكون رقم التوزيع عددًا صحيحًا مثل 2024، أو فارغًا لتوزيع عشوائي.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>هناك لاعبان باسم «%1»: أعطِ كل واحد منهما اسمًا مختلفًا.</translation>
    </message>
</context>
<context>
    <name>PanelPlace</name>
    <message>
        <location filename="../../phase10_desktop/app/panel_place.py" line="+135"/>
        <location line="+1"/>
        <source>Close the players and moves</source>
        <translation>إغلاق اللاعبين والحركات</translation>
    </message>
</context>
<context>
    <name>PassAndPlayDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/pass_and_play.py" line="+46"/>
        <location line="+2"/>
        <source>Pass and play</source>
        <extracomment>the choice of &quot;who sits here&quot; that means a person, not a bot</extracomment>
        <translation>اللعب بالتناوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with family and friends at this computer, one after another.</source>
        <translation>العب مع العائلة والأصدقاء على هذا الجهاز، واحدًا تلو الآخر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of players</source>
        <translation>عدد اللاعبين</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Players:</source>
        <translation>اللا&amp;عبون:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat %1:</source>
        <translation>المقعد %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A person</source>
        <translation>شخص</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>حاسوب %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat %1</source>
        <translation>من يلعب في المقعد %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>الاسم في المقعد %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Start</source>
        <translation>ابدأ</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pass and play needs at least two people: make another seat a person.</source>
        <translation>يحتاج اللعب بالتناوب إلى شخصين على الأقل: اجعل مقعدًا آخر لشخص.</translation>
    </message>
</context>
<context>
    <name>PhaseProgressModel</name>
    <message>
        <location filename="../../phase10_desktop/app/parts/phase_progress.py" line="+115"/>
        <location line="+6"/>
        <source>Finished</source>
        <extracomment>Marks used in cells, here and in the score sheet; its legend explains them in words. what the narrow column shows: the phase&apos;s number, &quot;4/10&quot; in any order, or ✓</extracomment>
        <translation>مكتمل</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 of %2 phases done</source>
        <translation>أُنجزت %1 من %2 مراحل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1, to play now.</source>
        <translation>%1، صاحب الدور الآن.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is on phase %2.</source>
        <translation>%1 في المرحلة %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 has %n points.</source>
        <translation>
            <numerusform>لدى %1 %n نقطة.</numerusform>
            <numerusform>لدى %1 نقطة واحدة.</numerusform>
            <numerusform>لدى %1 نقطتان.</numerusform>
            <numerusform>لدى %1 %n نقاط.</numerusform>
            <numerusform>لدى %1 %n نقطة.</numerusform>
            <numerusform>لدى %1 %n نقطة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has not laid a phase this round.</source>
        <translation>لم يُنزل %1 أي مرحلة في هذه الجولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid phase %2 this round.</source>
        <translation>أنزل %1 المرحلة %2 في هذه الجولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses their next turn to a Skip.</source>
        <translation>يخسر %1 دوره التالي بسبب تخطٍّ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Skip waits for %1.</source>
        <translation>لا يوجد تخطٍّ بانتظار %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Player</source>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Phase</source>
        <translation>المرحلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laid</source>
        <translation>الإنزال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>تخطي</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase each player is working on</source>
        <translation>المرحلة التي يعمل عليها كل لاعب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalty points so far: the lowest is best</source>
        <translation>نقاط الجزاء حتى الآن: الأقل هو الأفضل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made their phase this round</source>
        <translation>أنزل مرحلته في هذه الجولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loses their next turn to a Skip</source>
        <translation>يخسر دوره التالي بسبب تخطٍّ</translation>
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
        <translation>طقمان من 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 3 + run of 4</source>
        <translation>طقم من 3 + سلسلة من 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 4 + run of 4</source>
        <translation>طقم من 4 + سلسلة من 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 7</source>
        <translation>سلسلة من 7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 8</source>
        <translation>سلسلة من 8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run of 9</source>
        <translation>سلسلة من 9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 sets of 4</source>
        <translation>طقمان من 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 cards of one colour</source>
        <translation>7 بطاقات من لون واحد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 2</source>
        <translation>طقم من 5 + طقم من 2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set of 5 + set of 3</source>
        <translation>طقم من 5 + طقم من 3</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>set of %1</source>
        <translation>طقم من %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n sets of %1</source>
        <translation>
            <numerusform>%n طقم من %1</numerusform>
            <numerusform>طقم من %1</numerusform>
            <numerusform>طقمان من %1</numerusform>
            <numerusform>%n أطقم من %1</numerusform>
            <numerusform>%n طقمًا من %1</numerusform>
            <numerusform>%n طقم من %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run of %1</source>
        <translation>سلسلة من %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n runs of %1</source>
        <translation>
            <numerusform>%n سلسلة من %1</numerusform>
            <numerusform>سلسلة من %1</numerusform>
            <numerusform>سلسلتان من %1</numerusform>
            <numerusform>%n سلاسل من %1</numerusform>
            <numerusform>%n سلسلة من %1</numerusform>
            <numerusform>%n سلسلة من %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards of one colour</source>
        <translation>%1 بطاقات من لون واحد</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups of %1 cards of one colour</source>
        <translation>
            <numerusform>%n مجموعة من %1 بطاقات من لون واحد</numerusform>
            <numerusform>مجموعة من %1 بطاقات من لون واحد</numerusform>
            <numerusform>مجموعتان من %1 بطاقات من لون واحد</numerusform>
            <numerusform>%n مجموعات من %1 بطاقات من لون واحد</numerusform>
            <numerusform>%n مجموعة من %1 بطاقات من لون واحد</numerusform>
            <numerusform>%n مجموعة من %1 بطاقات من لون واحد</numerusform>
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
        <translation>أكمل %1 المرحلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 completed the final phase with the lowest score of those who finished it.</source>
        <translation>أكمل %1 المرحلة الأخيرة بأقل نتيجة بين من أنهوها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had the lowest score after the last phase.</source>
        <translation>حصل %1 على أقل نتيجة بعد المرحلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 laid the final phase first in the tie-break round.</source>
        <translation>أنزل %1 المرحلة الأخيرة أولًا في الجولة الفاصلة.</translation>
    </message>
</context>
<context>
    <name>RemoteSeat</name>
    <message>
        <location filename="../../phase10_desktop/app/seats/remote.py" line="+406"/>
        <source>A message from the table could not be read: %1</source>
        <translation>تعذّرت قراءة رسالة من الطاولة: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+137"/>
        <source>%1 lost their connection; if they are not back within %n seconds, the Normal bot plays for them.</source>
        <translation>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال %n ثانية، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال ثانية واحدة، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال ثانيتين، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال %n ثوانٍ، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال %n ثانية، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
            <numerusform>فقد %1 الاتصال؛ إن لم يعد خلال %n ثانية، يلعب الحاسوب بالمستوى المتوسط عنه.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Normal bot played for you.</source>
        <translation>لعب الحاسوب بالمستوى المتوسط عنك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are back in your seat.</source>
        <translation>عدت إلى مقعدك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table; the Normal bot played for you.</source>
        <translation>غادرت الطاولة؛ لعب الحاسوب بالمستوى المتوسط عنك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your time ran out: the Normal bot plays the rest of your turn.</source>
        <translation>انتهى وقتك: يلعب الحاسوب بالمستوى المتوسط بقية دورك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your part of the cut did not arrive in time; the deal went on.</source>
        <translation>لم يصل نصيبك من القطع في الوقت؛ استمر التوزيع.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Normal bot now plays for %1.</source>
        <translation>يلعب الحاسوب بالمستوى المتوسط الآن عن %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back at the table.</source>
        <translation>عاد %1 إلى الطاولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table; the Normal bot plays their seat.</source>
        <translation>غادر %1 الطاولة؛ يلعب الحاسوب بالمستوى المتوسط في مقعده.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took too long: the Normal bot plays the rest of their turn.</source>
        <translation>تأخر %1 كثيرًا: يلعب الحاسوب بالمستوى المتوسط بقية دوره.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The host</source>
        <translation>المستضيف</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ended the table: the game is over for everyone.</source>
        <translation>أنهى %1 الطاولة: انتهت اللعبة للجميع.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped (%1). Your seat is kept: when it is back, Game → Play with others → Join a table → Back to your seat.</source>
        <translation>توقف خادم الطاولة (%1). مقعدك محفوظ: عندما يعود، اللعبة ← اللعب مع الآخرين ← الانضمام إلى طاولة ← العودة إلى مقعدك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The connection to the table is lost and could not be made again. Your seat is kept: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>انقطع الاتصال بالطاولة وتعذّرت إعادته. مقعدك محفوظ: اللعبة ← اللعب مع الآخرين ← الانضمام إلى طاولة ← العودة إلى مقعدك.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>%1&apos;s part of the cut did not arrive in time; the deal went on.</source>
        <translation>لم يصل جزء %1 من القطع في الوقت المناسب؛ استمر التوزيع.</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>You started another game at the table.</source>
        <extracomment>the close code of a table its host ended (the host left it, or quit the app that ran it): the game cannot go on, unlike a server that stops and comes back the connection&apos;s state: &quot;connecting&quot;, &quot;connected&quot;, &quot;reconnecting&quot;, &quot;gave_up&quot;, &quot;closed&quot; the table&apos;s seats and state as the server last said (its ``table`` message) a finished round&apos;s deal was checked here: (round, ok, findings) another game began at the table (its host played again): its number the turn timer: (seat, seconds left) when it starts for a turn; (-1, 0) when that turn ends or the timer ran out (the seat&apos;s newest view, not the table&apos;s animation) what the client thread received (queued to this seat&apos;s thread) a request the server refused: (action or None, reason) someone talked at the table: the server&apos;s ``chat`` message (app/together/table_chat.py) the server did not pass on this player&apos;s message: its reason the table&apos;s talk as heard here, by number (never in an exported record unless the player asks: window_menus.export_record) what the client thread receives is handed to this seat (until it closes) what arrived before the table listens (:meth:`listen`): held, then told in order, so an opening that came while the window was still seating the player is not told to nobody this player&apos;s seat (None: watching, or not seated yet) each round&apos;s commitment as first shown, before its deal (what its seed must match) events heard before the first view (a rejoin&apos;s catch-up): told as history for each step of that history: a stand-in (the Normal bot) chose its move why the table went away: &quot;ended&quot; (its host ended it), &quot;stopped&quot; (its server stopped; the seat is kept), &quot;lost&quot; (the connection never came back) the turn timer now running: (seat, round) or None which game of the table is on the table (a Play again starts the next) said once another game at the table is open (&quot;Ana started another game…&quot;) notices heard before the table opened, since the last step of the game so far (told once it is open: &quot;You are back in your seat&quot; came, and was wiped) steps resent without a view, each with whether a stand-in moved (told with the next step that has a view) the connection is closed (left, or lost) :meth:`close` ended the connection&apos;s thread (or is ending it) the server said, with its latest step, that this seat may take a move back</extracomment>
        <translation>بدأت لعبة أخرى على الطاولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game at the table.</source>
        <translation>بدأ %1 لعبة أخرى على الطاولة.</translation>
    </message>
    <message>
        <location line="+332"/>
        <source>The connection to the table was lost: reconnecting…</source>
        <translation>انقطع الاتصال بالطاولة: جارٍ إعادة الاتصال…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected to the table again.</source>
        <translation>عاد الاتصال بالطاولة.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no reason given</source>
        <translation>دون ذكر سبب</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/replay_window.py" line="+92"/>
        <source>Replay</source>
        <extracomment>replay speeds offered, as multiples of one move per 1.2 s &quot;How did I play?&quot; for the round shown (offered when the record has a player&apos;s seat)</extracomment>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Watch:</source>
        <translation>&amp;شاهد:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replayed table</source>
        <translation>طاولة إعادة العرض</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+23"/>
        <source>Move</source>
        <translation>الحركة</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>To the deal (Home)</source>
        <translation>إلى التوزيع (Home)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back one move (Left)</source>
        <translation>حركة إلى الوراء (يمين)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+195"/>
        <source>Play (Space)</source>
        <translation>تشغيل (مسافة)</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>Forward one move (Right)</source>
        <translation>حركة إلى الأمام (يسار)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To the end (End)</source>
        <translation>إلى النهاية (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Speed</source>
        <translation>السرعة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Speed:</source>
        <translation>ال&amp;سرعة:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How did I play?</source>
        <translation>كيف لعبت؟</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Replay of round %1</source>
        <translation>إعادة عرض الجولة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deals</source>
        <translation>يوزّع %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fingerprint %1</source>
        <translation>البصمة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut “%1”</source>
        <translation>القطع «%1»</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no cut</source>
        <translation>بلا قطع</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seed verified ✓</source>
        <translation>تم التحقق من البذرة ✓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seed does NOT match ✗</source>
        <translation>البذرة لا تطابق ✗</translation>
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
        <translation>الالتزام %1
البذرة %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The deal</source>
        <translation>التوزيع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move %1 of %2</source>
        <translation>الحركة %1 من %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Pause (Space)</source>
        <translation>إيقاف مؤقت (مسافة)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/round_summary.py" line="+211"/>
        <source>See the result</source>
        <translation>عرض النتيجة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal the tie-break</source>
        <translation>وزّع الجولة الفاصلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The piles ran out before anyone laid the final phase, so the tie-break is dealt again.</source>
        <translation>نفدت البطاقات قبل أن يُنزل أحد المرحلة الأخيرة، لذا تُوزَّع الجولة الفاصلة من جديد.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The piles ran out: nobody went out, every hand is scored.</source>
        <translation>نفدت البطاقات: لم يتخلّص أحد من كل بطاقاته، وتُحسب نقاط كل الأيدي.</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>%1 finished the last phase with the same score. They now play a tie-break round with the final phase: the first to lay it down wins.</source>
        <translation>أنهى %1 المرحلة الأخيرة بالنتيجة نفسها. سيلعبون الآن جولة فاصلة بالمرحلة الأخيرة: يفوز أول من يُنزلها.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Fair deal: this round&apos;s secret seed is revealed and matches the fingerprint %1 shown before the deal ✓</source>
        <translation>توزيع عادل: كُشفت البذرة السرية لهذه الجولة وهي تطابق البصمة %1 المعروضة قبل التوزيع ✓</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The revealed seed does NOT match the fingerprint %1 shown before the deal: please report this game.</source>
        <translation>البذرة المكشوفة لا تطابق البصمة %1 المعروضة قبل التوزيع: يُرجى الإبلاغ عن هذه اللعبة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed %1 · cut “%2”</source>
        <translation>البذرة %1 · القطع «%2»</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Replay this round</source>
        <translation>إعادة عرض هذه الجولة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How did I play?</source>
        <translation>كيف لعبت؟</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>all 64 digits</source>
        <translation>كل الأرقام الـ64</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tie-break round %1 is over</source>
        <translation>انتهت الجولة الفاصلة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out.</source>
        <translation>تخلّص %1 من كل بطاقاته.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The draw pile ran out a fourth time before anyone laid the final phase, so the tie-break is dealt again (R3.8).</source>
        <translation>نفدت كومة السحب للمرة الرابعة قبل أن يُنزل أحد المرحلة الأخيرة، لذا تُوزَّع الجولة الفاصلة من جديد (R3.8).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1 is over</source>
        <translation>انتهت الجولة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went out!</source>
        <translation>تخلّص %1 من كل بطاقاته!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone has laid their phase and no card left fits any group on the table, so nobody can go out: every hand is scored (R3.8).</source>
        <translation>أنزل الجميع مراحلهم ولا تناسب أي بطاقة متبقية أي مجموعة على الطاولة، فلا يستطيع أحد التخلّص من كل بطاقاته: تُحسب نقاط كل الأيدي (R3.8).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The draw pile ran out a fourth time, so the round ends without anyone going out: every hand is scored (R3.8).</source>
        <translation>نفدت كومة السحب للمرة الرابعة، فتنتهي الجولة دون أن يتخلّص أحد من كل بطاقاته: تُحسب نقاط كل الأيدي (R3.8).</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Player</source>
        <extracomment>the cards of a &quot;Left in hand&quot; cell (a tuple of :class:`Card`, in display order)</extracomment>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Phase this round</source>
        <translation>المرحلة في هذه الجولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left in hand</source>
        <translation>المتبقي في اليد</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>المجموع</translation>
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
        <translation>%1، تخلّص من كل بطاقاته</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>✓ phase %1: %2</source>
        <translation>✓ المرحلة %1: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no cards</source>
        <translation>لا بطاقات</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%n points this round</source>
        <translation>
            <numerusform>%n نقطة في هذه الجولة</numerusform>
            <numerusform>نقطة واحدة في هذه الجولة</numerusform>
            <numerusform>نقطتان في هذه الجولة</numerusform>
            <numerusform>%n نقاط في هذه الجولة</numerusform>
            <numerusform>%n نقطة في هذه الجولة</numerusform>
            <numerusform>%n نقطة في هذه الجولة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n points in total</source>
        <translation>
            <numerusform>%n نقطة إجمالًا</numerusform>
            <numerusform>نقطة واحدة إجمالًا</numerusform>
            <numerusform>نقطتان إجمالًا</numerusform>
            <numerusform>%n نقاط إجمالًا</numerusform>
            <numerusform>%n نقطة إجمالًا</numerusform>
            <numerusform>%n نقطة إجمالًا</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>✗ not made</source>
        <translation>✗ لم تُنجَز</translation>
    </message>
</context>
<context>
    <name>Router</name>
    <message>
        <location filename="../../phase10_desktop/app/together/play_together.py" line="+61"/>
        <source>This copy of Phase 10 cannot talk to routers (its UPnP part is missing).</source>
        <translation>لا تستطيع هذه النسخة من Phase 10 التخاطب مع الموجّهات (ينقصها جزء UPnP).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No router on your network answered. It may not offer UPnP, or UPnP is switched off in its settings.</source>
        <translation>لم يجب أي موجّه على شبكتك. ربما لا يدعم UPnP، أو أن UPnP معطّل في إعداداته.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your router answered, but it has no internet address of its own to give.</source>
        <translation>أجاب موجّهك، لكن ليس لديه عنوان إنترنت خاص به يعطيه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your router&apos;s own internet address is %1, a private one: another router stands between it and the internet, so people outside cannot reach you.</source>
        <translation>عنوان الإنترنت الخاص بموجّهك هو %1، وهو عنوان خاص: بينه وبين الإنترنت موجّه آخر، فلا يستطيع من هم خارج الشبكة الوصول إليك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your internet provider shares one address among many homes (%1, carrier-grade NAT), so people outside cannot reach your computer.</source>
        <translation>يتشارك مزوّد الإنترنت لديك عنوانًا واحدًا بين منازل كثيرة (%1، carrier-grade NAT)، فلا يستطيع من هم خارج الشبكة الوصول إلى حاسوبك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your router refused to forward the table&apos;s port.</source>
        <translation>رفض موجّهك تحويل منفذ الطاولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your router stopped forwarding the table&apos;s port: people outside your network may not reach the table any more.</source>
        <translation>توقّف موجّهك عن تحويل منفذ الطاولة: ربما لم يعد بإمكان من هم خارج شبكتك الوصول إلى الطاولة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>People on your own network can still join with the address and code. For people elsewhere, a table server on a small computer on the internet works: see “phase10 serve” in docs/online.md.</source>
        <translation>لا يزال بإمكان من هم على شبكتك الانضمام بالعنوان والرمز. ولمن هم في مكان آخر، ينفع خادم طاولات على حاسوب صغير على الإنترنت: انظر «phase10 serve» في docs/online.md.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Asking your router to let people outside in…</source>
        <translation>جارٍ الطلب من موجّهك أن يُدخل من هم خارج الشبكة…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host a table</source>
        <translation>استضافة طاولة</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../phase10_desktop/presentation/wording.py" line="+266"/>
        <source>low</source>
        <translation>الأدنى</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>الأعلى</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set</source>
        <translation>طقم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>سلسلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour group</source>
        <translation>مجموعة لون</translation>
    </message>
    <message>
        <location filename="rules_strings.py" line="+16"/>
        <source>There is no pile called {given}: draw from &apos;pile&apos; or &apos;discard&apos; (R3.2).</source>
        <oldsource>{card} fits both ends of {group}: choose the low or high end</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>لا توجد كومة باسم {given}: اسحب من &apos;pile&apos; أو &apos;discard&apos; (R3.2).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{group}: it takes only {number}s or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: لا تقبل إلا {number} أو جوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only {colour} cards or Wilds</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>{group}: لا تقبل إلا بطاقات لونها {colour} أو جوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: a run from 1 to 12 takes no more cards</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>{group}: سلسلة من 1 إلى 12 لا تقبل بطاقات أخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {low} or a {high}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {low} = a number; {high} = a number.</extracomment>
        <translation>{group}: لا تقبل إلا {low} أو {high} أو جوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{group}: it takes only a {number}, or a Wild</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes); {number} = a number (a card number or a phase number).</extracomment>
        <translation>{group}: لا تقبل إلا {number} أو جوكر</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this group should be a {wanted}, not a {kind} (R4.1)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>المطلوب هنا {wanted} لا {kind} (R4.1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{spec} needs {size} cards, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {spec} = the heading of a lay-down slot, e.g. &quot;Set of 3&quot;; {size} = a number of cards; {count} = a number.</extracomment>
        <translation>عدد البطاقات المطلوب لـ{spec} هو {size} لا {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Skip can never be part of a phase (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا يمكن أبدًا أن تكون بطاقة التخطي جزءًا من مرحلة (R4.6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is not {colour} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {colour} = a colour name, e.g. &quot;Blue&quot;.</extracomment>
        <translation>بطاقة {card} ليس لونها {colour} (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>each group needs at least one number card, not only Wilds (R4.7)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>كل مجموعة تحتاج بطاقة رقمية واحدة على الأقل، لا جوكر فقط (R4.7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a set needs cards of one number (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>الطقم يحتاج بطاقات برقم واحد (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a colour group needs cards of one colour (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>مجموعة اللون تحتاج بطاقات بلون واحد (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run needs consecutive numbers from 1 to 12, without wrap-around (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>السلسلة تحتاج أرقامًا متتالية من 1 إلى 12، دون الرجوع من 12 إلى 1 (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a set needs cards of one number, not {numbers} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {numbers} = numbers, e.g. &quot;3, 7&quot;.</extracomment>
        <translation>الطقم يحتاج بطاقات برقم واحد، لا {numbers} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run cannot hold two {number}s (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number).</extracomment>
        <translation>لا يمكن أن تحتوي السلسلة على الرقم {number} مرتين (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>these cards cannot make a run: {low} to {high} needs {gaps} Wilds to fill the gaps, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {gaps} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>هذه البطاقات لا تكوّن سلسلة: عدد الجوكر اللازم لملء الفراغات من {low} إلى {high} هو {gaps}، ولديك {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>these cards cannot make a run: {low} to {high} needs a Wild to fill the gap, and there are {wilds} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {low} = a number; {high} = a number; {wilds} = a number of Wild cards.</extracomment>
        <translation>هذه البطاقات لا تكوّن سلسلة: ملء الفراغ من {low} إلى {high} يحتاج جوكر واحدًا، ولديك {wilds} (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is one group, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {count} = a number.</extracomment>
        <translation>هذه المرحلة مجموعة واحدة، لا {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this phase is {wanted} groups, not {count} (R4.4)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {wanted} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot;; or a number of groups; {count} = a number.</extracomment>
        <translation>عدد مجموعات هذه المرحلة {wanted} لا {count} (R4.4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw a card first: take the top card of the draw pile or of the discard pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>اسحب بطاقة أولًا: البطاقة العليا من كومة السحب أو من كومة الرمي (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn: play your cards, then discard one (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لقد سحبت في هذا الدور: العب بطاقاتك ثم ارمِ واحدة (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The draw pile is empty and there is nothing to reshuffle (R3.7).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>كومة السحب فارغة ولا يوجد ما يُعاد خلطه (R3.7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>كومة الرمي فارغة: اسحب من كومة السحب (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip can never be taken from the discard pile: draw from the draw pile (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا يجوز أبدًا أخذ بطاقة تخطٍّ من كومة الرمي: اسحب من كومة السحب (R3.2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have already laid down a phase this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لقد أنزلت مرحلة في هذه الجولة؛ مرحلة واحدة فقط في كل جولة (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say which phase you are laying down: several phases are open to you (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>حدّد المرحلة التي تُنزلها: لديك عدة مراحل مفتوحة (R9.2).</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The game is over: start a new game to play again (R8.1).</source>
        <oldsource>There is no phase {phase}: this game has phases 1 to {last}.</oldsource>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>انتهت اللعبة: ابدأ لعبة جديدة لتلعب مرة أخرى (R8.1).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The tie-break round is played with the final phase, phase {last} (R8.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {last} = a phase number.</extracomment>
        <translation>تُلعب الجولة الفاصلة بالمرحلة الأخيرة، المرحلة {last} (R8.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have already completed phase {phase}; choose another (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;.</extracomment>
        <translation>لقد أكملت المرحلة {phase}؛ اختر غيرها (R9.2).</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>You are on phase {current}; phases are made in order (R4.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {current} = a phase number.</extracomment>
        <translation>أنت في المرحلة {current}؛ تُنجز المراحل بالترتيب (R4.1).</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>This is not a move: {given}. A turn is a draw, then lay-downs and hits, then a discard (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>هذه ليست حركة: {given}. الدور سحبٌ، ثم إنزال وإضافة، ثم رمي بطاقة (R3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The move holds {given}, which is not one of the game&apos;s 108 cards (R1.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>الحركة تحتوي {given}، وهي ليست من بطاقات اللعبة الـ108 (R1.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names a player&apos;s seat and a group by number, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>الإضافة تحدّد مقعد اللاعب والمجموعة برقم، لا بـ{given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hit names the end of a run as &apos;low&apos; or &apos;high&apos;, not {given} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>الإضافة تحدّد طرف السلسلة بـ&apos;low&apos; أو &apos;high&apos;، لا بـ{given} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Skip names the player it skips by seat number, not {given} (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>بطاقة التخطي تحدّد اللاعب الذي تتخطاه برقم مقعده، لا بـ{given} (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down is a list of groups of cards, not {given} (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>الإنزال قائمة من مجموعات البطاقات، لا {given} (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lay-down names its phase by number, not {given} (R9.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>الإنزال يحدّد مرحلته برقم، لا بـ{given} (R9.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group is a set, a run or a colour group, not {given} (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>المجموعة إمّا مجموعة أرقام أو سلسلة أو مجموعة لون، لا {given} (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A group holds its cards and their values as lists (R4.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>المجموعة تحفظ بطاقاتها وقيمها على شكل قوائم (R4.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card in a group stands for a number or a colour, not {given} (R4.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {given} = what a malformed move contained, as the program writes it (technical, rare).</extracomment>
        <translation>البطاقة في المجموعة تمثّل رقمًا أو لونًا، لا {given} (R4.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is already dealt: there is nothing to deal (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>الجولة موزّعة بالفعل: لا يوجد ما يُوزَّع (R2.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} لا تناسب {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} fits both ends of {group}: choose the low or high end (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} تناسب طرفي {group}: اختر الطرف الأدنى أو الأعلى (R5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} does not fit the {end} end of {group} (R5.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} لا تناسب الطرف {end} من {group} (R5.3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every card in a group needs exactly one value (R4.8)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>كل بطاقة في المجموعة تحتاج قيمة واحدة بالضبط (R4.8)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same card appears twice in one group (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>البطاقة نفسها مكرّرة في مجموعة واحدة (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a colour in a colour group (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>بطاقة {card} تحتاج لونًا في مجموعة اللون (R4.2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs a number from 1 to 12 in a {kind} (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {kind} = a group kind: &quot;set&quot;, &quot;run&quot; or &quot;colour group&quot; (translated under Rules).</extracomment>
        <translation>بطاقة {card} تحتاج رقمًا من 1 إلى 12 (المجموعة: {kind}) (R4.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card} cannot stand for {value} (R4.6)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {value} = a number from 1 to 12.</extracomment>
        <translation>بطاقة {card} لا يمكن أن تمثّل {value} (R4.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a group needs at least one card (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>المجموعة تحتاج بطاقة واحدة على الأقل (R4.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a run has at most 12 cards, 1 to 12 (R4.2)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>السلسلة فيها 12 بطاقة على الأكثر، من 1 إلى 12 (R4.2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the same card appears in two groups (R1.3)</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>البطاقة نفسها موجودة في مجموعتين (R1.3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next round has not been dealt yet: cut the deck or deal first (R2.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لم تُوزَّع الجولة التالية بعد: اقطع الرزمة أو وزّع أولًا (R2.2).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The {card} is not in your hand: you play only your own cards (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>بطاقة {card} ليست في يدك: تلعب بطاقاتك فقط (R3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no phase {phase}: this game has phases 1 to {last} (R9.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {last} = a phase number.</extracomment>
        <translation>لا توجد مرحلة {phase}: في هذه اللعبة المراحل من 1 إلى {last} (R9.1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not phase {number} ({phase}): {why}.</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {number} = a number (a card number or a phase number); {phase} = a phase number, or a phase label such as &quot;set of 3 + run of 4&quot;; {why} = another refusal sentence from this list, without its full stop.</extracomment>
        <translation>هذه ليست المرحلة {number} ({phase}): {why}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep a card to discard: a turn ends with a discard (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>احتفظ ببطاقة لترميها: ينتهي الدور برمي بطاقة (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep a card to discard: the {card} you took from the discard pile may not be discarded this turn (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>احتفظ ببطاقة لترميها: بطاقة {card} التي أخذتها من كومة الرمي لا يجوز رميها في هذا الدور (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can hit only after laying down your own phase (R5.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا يمكنك الإضافة إلا بعد إنزال مرحلتك (R5.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such group on the table to hit (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا توجد هذه المجموعة على الطاولة للإضافة إليها (R5.3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only a run has ends to choose from (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>السلسلة وحدها لها طرفان يُختار بينهما (R5.3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only a Skip is played on another player; discard this card on the pile (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>بطاقة التخطي وحدها تُلعب على لاعب آخر؛ ارمِ هذه البطاقة على الكومة (R6.1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw by taking the card into your hand first (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>اسحب بأخذ البطاقة إلى يدك أولًا (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A turn ends by discarding one card, not several (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>ينتهي الدور برمي بطاقة واحدة لا عدة بطاقات (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit one card at a time (R5.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>أضف بطاقة واحدة في كل مرة (R5.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your phase is already down this round; only one phase per round (R4.9).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>مرحلتك منزلة بالفعل في هذه الجولة؛ مرحلة واحدة فقط في كل جولة (R4.9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill every slot with cards that make its group: a phase is laid all at once (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>املأ كل خانة ببطاقات تكوّن مجموعتها: تُنزل المرحلة كلها دفعة واحدة (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select cards in your hand first, then choose a slot (R4.4).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>حدّد بطاقات من يدك أولًا، ثم اختر خانة (R4.4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select exactly one card first: cards are played one at a time (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>حدّد بطاقة واحدة بالضبط أولًا: تُلعب البطاقات واحدة تلو الأخرى (R3.5).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the top card of a pile may be drawn (R3.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا يجوز سحب إلا البطاقة العليا من الكومة (R3.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards on the table stay where they are laid; you play only your own cards (R4.8).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>تبقى البطاقات على الطاولة حيث أُنزلت؛ تلعب بطاقاتك فقط (R4.8).</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>It is {name}&apos;s turn, not yours (R3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>الدور لـ{name}، لا لك (R3).</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>On the turn you lay down your phase you may hit only your own groups; from your next turn on, any group (R5.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>في الدور الذي تُنزل فيه مرحلتك لا يجوز أن تضيف إلا إلى مجموعاتك؛ ومن دورك التالي إلى أي مجموعة (R5.2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} لا تناسب {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The {card} fits both ends of {group}: choose the low or high end (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} تناسب طرفي {group}: اختر الطرف الأدنى أو الأعلى (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} does not fit the {end} end of {group} (R5.3).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;; {end} = the end of a run: the word &quot;low&quot; or &quot;high&quot; (translated under Rules); {group} = a group label such as &quot;Run 4–9&quot; (sometimes followed by what it takes).</extracomment>
        <translation>بطاقة {card} لا تناسب الطرف {end} من {group} (R5.3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last card must be discarded, not hit: a round ends with a discard (R3.6).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>يجب أن تُرمى بطاقتك الأخيرة لا أن تُضاف: تنتهي الجولة برمي بطاقة (R3.6).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took the {card} from the discard pile this turn, so you may not discard it again now; discard another card (R3.5).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {card} = a card name, e.g. &quot;Red 7&quot;, &quot;Wild&quot;.</extracomment>
        <translation>أخذت بطاقة {card} من كومة الرمي في هذا الدور، فلا يجوز أن ترميها ثانية الآن؛ ارمِ بطاقة أخرى (R3.5).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose whom to skip: drop the Skip on a player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>اختر من تتخطاه: أفلت بطاقة التخطي على لاعب (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot skip yourself; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers.</extracomment>
        <translation>لا يمكنك تخطي نفسك؛ اختر لاعبًا آخر (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not playing this round; choose another player (R6.1).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>{name} لا يلعب في هذه الجولة؛ اختر لاعبًا آخر (R6.1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} already has a skip waiting; a player can have only one (R6.2).</source>
        <extracomment>A refusal shown when a move is not allowed; keep the (R...) rule numbers. {name} = a player&apos;s name.</extracomment>
        <translation>لدى {name} تخطٍّ ينتظره بالفعل؛ لا يمكن أن يكون للاعب إلا تخطٍّ واحد (R6.2).</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+91"/>
        <location line="+1"/>
        <source>Rules of Phase 10</source>
        <translation>قواعد Phase 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The aim</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards</source>
        <translation>البطاقات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealing</source>
        <translation>التوزيع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phases and laying down</source>
        <translation>المراحل وإنزالها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hitting</source>
        <translation>الإضافة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip cards</source>
        <translation>بطاقات التخطي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of a round and scoring</source>
        <translation>نهاية الجولة والنقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>الفوز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>التنويعات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play Phase 10</source>
        <translation>طريقة لعب Phase 10</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Work your way through ten phases, one per round. A phase is a combination of cards: sets of the same number, runs of numbers in a row, or cards of one colour. The first player to complete the last phase wins; if several finish in the same round, the one with the fewest points wins.</source>
        <translation>تقدّم عبر عشر مراحل، مرحلة في كل جولة. المرحلة تشكيلة من البطاقات: أطقم من الرقم نفسه، أو سلاسل من أرقام متتالية، أو بطاقات من لون واحد. يفوز أول لاعب يُكمل المرحلة الأخيرة؛ وإذا أنهاها عدة لاعبين في الجولة نفسها، يفوز صاحب أقل النقاط.</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>A Skip still in your hand when the round ends costs %n points.</source>
        <translation>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف %n نقطة.</numerusform>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف نقطة واحدة.</numerusform>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف نقطتين.</numerusform>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف %n نقاط.</numerusform>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف %n نقطة.</numerusform>
            <numerusform>بطاقة التخطي الباقية في يدك عند نهاية الجولة تكلّف %n نقطة.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+21"/>
        <source>96 number cards: 1 to 12 in red, blue, green and yellow, two of each.</source>
        <translation>96 بطاقة رقمية: من 1 إلى 12 بالأحمر والأزرق والأخضر والأصفر، نسختان من كل منها.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Each colour also has its own symbol on our cards (red a circle, blue a diamond, green a triangle, yellow a star), so you never have to tell colours apart by shade alone.</source>
        <translation>لكل لون على بطاقاتنا رمزه الخاص أيضًا (الأحمر دائرة، والأزرق معيّن، والأخضر مثلث، والأصفر نجمة)، فلا تحتاج أبدًا إلى التمييز بين الألوان بدرجتها وحدها.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+35"/>
        <source>If that first face-up card is a Skip, the first player loses their turn.</source>
        <translation>إذا كانت تلك البطاقة المكشوفة الأولى بطاقة تخطٍّ، يخسر اللاعب الأول دوره.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Draw one card: the top card of the draw pile, or the top card of the discard pile. A Wild may be taken from the discard pile, a Skip never.</source>
        <translation>اسحب بطاقة واحدة: البطاقة العليا من كومة السحب أو البطاقة العليا من كومة الرمي. يجوز أخذ الجوكر من كومة الرمي، أما التخطي فلا يجوز أبدًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If you hold everything your phase needs, you may lay it down (once per round).</source>
        <translation>إذا كان لديك كل ما تحتاجه مرحلتك، يمكنك إنزالها (مرة واحدة في كل جولة).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once your phase is down, you may hit: add cards to groups on the table.</source>
        <translation>بعد إنزال مرحلتك يمكنك الإضافة: أضف بطاقات إلى المجموعات على الطاولة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Finish by discarding one card. It cannot be the card you just took from the discard pile.</source>
        <translation>اختم دورك برمي بطاقة واحدة. لا يجوز أن تكون البطاقة التي أخذتها للتو من كومة الرمي.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>If the draw pile runs out, the discard pile (all but its top card) is shuffled into a new draw pile.</source>
        <translation>إذا نفدت كومة السحب، تُخلط كومة الرمي (ما عدا بطاقتها العليا) لتصبح كومة سحب جديدة.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-46"/>
        <source>Phase</source>
        <translation>المرحلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need</source>
        <translation>المطلوب</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+16"/>
        <source>A set is cards of the same number, in any colours: 7, 7, 7.</source>
        <translation>الطقم بطاقات من الرقم نفسه، بأي ألوان: 7، 7، 7.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run is numbers in a row, in any colours: 4, 5, 6, 7. It stops at 12; it does not go round to 1.</source>
        <translation>السلسلة أرقام متتالية، بأي ألوان: 4، 5، 6، 7. تتوقف عند 12؛ ولا تعود إلى 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A colour group is cards of one colour, any numbers.</source>
        <translation>مجموعة اللون بطاقات من لون واحد، بأي أرقام.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two groups of the same kind may use the same number: seven 10s make a set of 5 and a set of 2.</source>
        <translation>يجوز لمجموعتين من النوع نفسه استخدام الرقم نفسه: سبع بطاقات 10 تكوّن طقمًا من 5 وطقمًا من 2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay the whole phase down at once, from your hand, before you discard.</source>
        <translation>أنزل المرحلة كاملة دفعة واحدة، من يدك، قبل أن ترمي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A group may hold more cards than it needs if they fit: four 8s for a set of 3.</source>
        <translation>يجوز أن تضم المجموعة بطاقات أكثر مما تحتاج إذا كانت تناسبها: أربع بطاقات 8 لطقم من 3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A Wild takes the number or colour it is laid as and keeps it; it can never be taken back or swapped.</source>
        <translation>يأخذ الجوكر الرقم أو اللون الذي أُنزل به ويحتفظ به؛ ولا يمكن أبدًا استرجاعه أو استبداله.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Every group needs at least one real number card, not only Wilds.</source>
        <translation>كل مجموعة تحتاج بطاقة رقمية حقيقية واحدة على الأقل، لا جوكر فقط.</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>8 Wild cards and 4 Skip cards, so the game is played with a deck of 108 cards.</source>
        <translation>8 بطاقات جوكر و4 بطاقات تخطٍّ، فتُلعب اللعبة بـ108 بطاقات في المجموع.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Two cards that look alike are still two cards: each card is always in exactly one place, a pile, a hand or a group on the table.</source>
        <translation>البطاقتان المتشابهتان تبقيان بطاقتين: كل بطاقة موجودة دائمًا في مكان واحد فقط، في كومة أو في يد أو في مجموعة على الطاولة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two to six players take turns clockwise: after you comes the player on your left.</source>
        <translation>يلعب من لاعبَين إلى ستة لاعبين بالتناوب في اتجاه عقارب الساعة: بعدك يلعب اللاعب الذي على يسارك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each player is dealt ten cards; the rest are the draw pile, face down.</source>
        <translation>يُوزَّع على كل لاعب عشر بطاقات؛ والباقي كومة السحب، ووجوهها إلى الأسفل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card of the draw pile is turned face up to start the discard pile.</source>
        <translation>تُقلب البطاقة العليا من كومة السحب مكشوفةً لتبدأ بها كومة الرمي.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The player on the dealer&apos;s left begins, and the deal moves one seat on after every round.</source>
        <translation>يبدأ اللاعب الذي على يسار الموزّع، وينتقل التوزيع مقعدًا واحدًا بعد كل جولة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>If a Skip is waiting for you, you lose this whole turn: you draw nothing and the next player goes.</source>
        <translation>إذا كان ينتظرك تخطٍّ، تخسر الدور كله: لا تسحب شيئًا ويلعب اللاعب التالي.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A lay-down or a hit that would leave you no card you may discard is not allowed, so you can always finish your turn.</source>
        <translation>لا يجوز إنزال أو إضافة يتركك بلا بطاقة يجوز لك رميها، لذا يمكنك دائمًا إنهاء دورك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You go out by discarding your last card, and the round ends at once. A hit can never play your last card.</source>
        <translation>تتخلّص من بطاقاتك برمي بطاقتك الأخيرة، فتنتهي الجولة فورًا. ولا يجوز أبدًا أن تضيف بطاقتك الأخيرة.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A round nobody can finish still ends: as soon as everyone has laid down and no card off the table fits any group, or when the draw pile would be rebuilt for the fourth time. Nobody went out, so everyone scores the cards in their hand.</source>
        <translation>الجولة التي لا يستطيع أحد إنهاءها تنتهي مع ذلك: حالما يُنزل الجميع مراحلهم ولا تناسب أي بطاقة خارج الطاولة أي مجموعة، أو عندما تُعاد كومة السحب للمرة الرابعة. لم يتخلّص أحد من بطاقاته، فيحسب كل لاعب نقاط البطاقات التي في يده.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The ten phases, made in this order:</source>
        <translation>المراحل العشر، وتُنجز بهذا الترتيب:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A Wild can stand for any number in any colour, so it fits in sets, runs and colour groups. A Skip can never be part of a phase.</source>
        <translation>يمكن أن يمثّل الجوكر أي رقم بأي لون، فيناسب الأطقم والسلاسل ومجموعات اللون. ولا يمكن أبدًا أن تكون بطاقة التخطي جزءًا من مرحلة.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You make one phase per round: a run of 9 laid while you are on phase 4 counts as phase 4.</source>
        <translation>تُنجز مرحلة واحدة في كل جولة: سلسلة من 9 تُنزلها وأنت في المرحلة 4 تُحسب المرحلة 4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your phase counts as soon as it is down, even if someone else goes out first. Several players often make their phase in the same round.</source>
        <translation>تُحسب مرحلتك بمجرد إنزالها، حتى لو تخلّص غيرك من بطاقاته أولًا. وكثيرًا ما يُنجز عدة لاعبين مراحلهم في الجولة نفسها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may hit only after your own phase is down.</source>
        <translation>لا يجوز لك الإضافة إلا بعد إنزال مرحلتك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the turn you lay your phase, you may hit only your own groups; from your next turn on, anyone&apos;s.</source>
        <translation>في الدور الذي تُنزل فيه مرحلتك لا يجوز أن تضيف إلا إلى مجموعاتك؛ ومن دورك التالي إلى مجموعات أي لاعب.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A set takes another card of its number. A run takes the next number at either end. A colour group takes another card of its colour. A Wild fits any group that still has room.</source>
        <translation>الطقم يقبل بطاقة أخرى من رقمه. السلسلة تقبل الرقم التالي من أي طرف. مجموعة اللون تقبل بطاقة أخرى من لونها. الجوكر يناسب أي مجموعة ما زال فيها متّسع.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A run from 1 to 12 is full. When a card fits at both ends of a run, you choose the end.</source>
        <translation>السلسلة من 1 إلى 12 مكتملة. وعندما تناسب بطاقةٌ طرفَي السلسلة كليهما، تختار أنت الطرف.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit as many cards as you like, one at a time, but keep one card to discard: you go out by discarding, not by hitting.</source>
        <translation>أضف ما شئت من البطاقات، واحدة في كل مرة، لكن احتفظ ببطاقة لترميها: تتخلّص من بطاقاتك بالرمي لا بالإضافة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard a Skip to make another player lose their next turn. You choose who; with two players it is always your opponent.</source>
        <translation>ارمِ بطاقة تخطٍّ ليخسر لاعب آخر دوره التالي. أنت تختار من؛ ومع لاعبين اثنين يكون دائمًا خصمك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player can have only one skip waiting. When everyone else already has one, a discarded Skip does nothing.</source>
        <translation>لا يمكن أن يكون للاعب إلا تخطٍّ واحد ينتظره. وعندما يكون لدى كل الآخرين واحد، لا يفعل التخطي المرمي شيئًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A Skip you draw may be discarded at once or kept for later.</source>
        <translation>بطاقة التخطي التي تسحبها يجوز أن ترميها فورًا أو تحتفظ بها لوقت لاحق.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A Skip discarded as your last card ends the round and skips nobody.</source>
        <translation>التخطي الذي ترميه كآخر بطاقة لديك يُنهي الجولة ولا يتخطى أحدًا.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Four more options each change one rule:</source>
        <translation>وهناك أربعة خيارات أخرى يغيّر كل منها قاعدة واحدة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of these chosen you play the standard game. The options are saved with the game, and two games with the same options and the same deal number are dealt the same cards.</source>
        <translation>إذا لم تختر أيًّا منها تلعب اللعبة القياسية. تُحفظ الخيارات مع اللعبة، واللعبتان اللتان لهما الخيارات نفسها ورقم التوزيع نفسه تُوزَّع فيهما البطاقات نفسها.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+12"/>
        <source>Cards 1 to 9</source>
        <translation>البطاقات من 1 إلى 9</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n نقطة</numerusform>
            <numerusform>نقطة واحدة</numerusform>
            <numerusform>نقطتان</numerusform>
            <numerusform>%n نقاط</numerusform>
            <numerusform>%n نقطة</numerusform>
            <numerusform>%n نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Cards 10 to 12</source>
        <translation>البطاقات من 10 إلى 12</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip</source>
        <translation>تخطٍّ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild</source>
        <translation>جوكر</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="-60"/>
        <source>The round ends the moment a player discards their last card. They score nothing; everyone else adds points for the cards left in their hand:</source>
        <translation>تنتهي الجولة لحظة أن يرمي لاعب آخر بطاقة في يده. لا يُسجَّل له شيء؛ ويضيف كل الآخرين نقاطًا عن البطاقات الباقية في أيديهم:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone who made their phase moves on to the next one; the others try the same phase again. Points are bad: the lowest total is best.</source>
        <translation>كل من أنجز مرحلته ينتقل إلى التالية؛ ويعيد الآخرون محاولة المرحلة نفسها. النقاط سيئة: المجموع الأقل هو الأفضل.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards are gathered, the deal moves one seat to the left, and the next round is dealt.</source>
        <translation>تُجمع البطاقات، وينتقل التوزيع مقعدًا واحدًا إلى اليسار، وتُوزَّع الجولة التالية.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a round ends and someone has completed the last phase, the game is over. Laying the last phase is not enough on its own: the round is played to its end first.</source>
        <translation>عندما تنتهي جولة ويكون أحد قد أكمل المرحلة الأخيرة، تنتهي اللعبة. إنزال المرحلة الأخيرة لا يكفي وحده: تُلعب الجولة حتى نهايتها أولًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If only one player completed it, they win.</source>
        <translation>إذا أكملها لاعب واحد فقط، فهو الفائز.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If several did, the one with the fewest points wins.</source>
        <translation>إذا أكملها عدة لاعبين، يفوز صاحب أقل النقاط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If they are still tied, those players play a tie-break round with the last phase: the first to lay it down wins at once.</source>
        <translation>إذا بقي التعادل، يلعب هؤلاء اللاعبون جولة فاصلة بالمرحلة الأخيرة: أول من يُنزلها يفوز فورًا.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="-22"/>
        <source>Choose these in the New game window; each one is off unless you pick it.</source>
        <translation>اختر هذه الخيارات في نافذة «لعبة جديدة»؛ كل منها معطّل ما لم تختره.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/presentation/rules_text.py" line="+7"/>
        <source>Phases: play all ten, only the first five or eight, or only the even-numbered or odd-numbered ones.</source>
        <translation>المراحل: العب العشر كلها، أو الخمس أو الثماني الأولى فقط، أو الزوجية أو الفردية فقط.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any order: make your phases in any order you like, still one per round.</source>
        <translation>بأي ترتيب: أنجز مراحلك بالترتيب الذي تريده، مرحلة واحدة في كل جولة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone advances: all players move to the next phase every round; the lowest score after the last phase wins.</source>
        <translation>ينتقل الجميع: ينتقل كل اللاعبين إلى المرحلة التالية في كل جولة؛ ويفوز صاحب أقل نتيجة بعد المرحلة الأخيرة.</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/rules_window.py" line="+66"/>
        <source>First discard: a Skip turned up at the start is covered with more cards instead of skipping the first player.</source>
        <translation>البطاقة المكشوفة الأولى: إذا كُشف تخطٍّ في البداية تُغطّى ببطاقات أخرى بدلًا من تخطي اللاعب الأول.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throw back: you may discard the very card you took from the discard pile.</source>
        <translation>الإرجاع: يجوز أن ترمي البطاقة نفسها التي أخذتها من كومة الرمي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go out by hitting: your last card may go onto a group on the table instead of the discard pile.</source>
        <translation>الإنهاء بالإضافة: يجوز أن تذهب بطاقتك الأخيرة إلى مجموعة على الطاولة بدلًا من كومة الرمي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wild groups: a group may be all Wilds; you then say what it stands for.</source>
        <translation>مجموعات الجوكر: يجوز أن تكون المجموعة كلها جوكر؛ وعندها تحدّد ما تمثّله.</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <location filename="../../phase10_desktop/app/save_store.py" line="+105"/>
        <source>Phase 10 saved games (*.json)</source>
        <extracomment>the app&apos;s save format and version: those ``phase10 verify`` checks too (one place) What Save As suggests; plain ``.json`` keeps files readable and attachable.</extracomment>
        <translation>ألعاب Phase 10 المحفوظة (*.json)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>the file</source>
        <translation>الملف</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“%1” is damaged and cannot be opened (%2). Open another save or start a new game.</source>
        <translation>الملف «%1» تالف ولا يمكن فتحه (%2). افتح لعبة محفوظة أخرى أو ابدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>“%1” is not a complete saved game: it may have been cut short while being written. Open another save or start a new game.</source>
        <translation>الملف «%1» ليس لعبة محفوظة كاملة: ربما انقطعت كتابته. افتح لعبة محفوظة أخرى أو ابدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>“%1” is not a Phase 10 Desktop saved game. Choose a file saved by this game.</source>
        <translation>الملف «%1» ليس لعبة محفوظة من Phase 10 لسطح المكتب. اختر ملفًا حفظته هذه اللعبة.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>“%1” is far larger than any saved game, so it was not opened. Open another save or start a new game.</source>
        <translation>الملف «%1» أكبر بكثير من أي لعبة محفوظة، لذلك لم يُفتح. افتح لعبة محفوظة أخرى أو ابدأ لعبة جديدة.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>“%1” was saved by a newer version of Phase 10 Desktop. Update the game to open it.</source>
        <translation>الملف «%1» محفوظ بإصدار أحدث من Phase 10 لسطح المكتب. حدّث اللعبة لفتحه.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>“%1” could not be read (%2). Check that the file exists and that you may open it, then try again.</source>
        <translation>تعذّرت قراءة الملف «%1» (%2). تحقّق من وجود الملف ومن أن لديك إذن فتحه، ثم حاول مرة أخرى.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cannot open the saved game</source>
        <translation>لا يمكن فتح اللعبة المحفوظة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was renamed to “%1” so it is not offered again; you can attach it to a bug report.</source>
        <translation>أُعيدت تسمية الملف إلى «%1» كي لا يُعرض مرة أخرى؛ يمكنك إرفاقه ببلاغ عن خطأ.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/score_sheet.py" line="+64"/>
        <source>Finished</source>
        <translation>مكتمل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 من %2</translation>
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
        <translation>ورقة النقاط</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 made their phase that round   %2 went out   Points are penalties: the lowest total is best.</source>
        <translation>%1 أنجز مرحلته في تلك الجولة   %2 تخلّص من بطاقاته   النقاط جزاءات: المجموع الأقل هو الأفضل.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Round to replay</source>
        <translation>الجولة المراد إعادة عرضها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay…</source>
        <translation>إعادة العرض…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the chosen round again, every hand shown</source>
        <translation>شاهد الجولة المختارة مرة أخرى مع كشف كل الأيدي</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Watch:</source>
        <translation>&amp;شاهد:</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Final scores after %n rounds.</source>
        <translation>
            <numerusform>النتائج النهائية بعد %n جولة.</numerusform>
            <numerusform>النتائج النهائية بعد جولة واحدة.</numerusform>
            <numerusform>النتائج النهائية بعد جولتين.</numerusform>
            <numerusform>النتائج النهائية بعد %n جولات.</numerusform>
            <numerusform>النتائج النهائية بعد %n جولة.</numerusform>
            <numerusform>النتائج النهائية بعد %n جولة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No round has been scored yet.</source>
        <translation>لم تُحسب نقاط أي جولة بعد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After round %1.</source>
        <translation>بعد الجولة %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <location line="-204"/>
        <source>Tie-break round %1: no points are scored.</source>
        <extracomment>points added per seat (None: no points scored, e.g. a tie-break round) &quot;round&quot;, &quot;tiebreak&quot;, &quot;total&quot; or &quot;phase&quot;</extracomment>
        <translation>الجولة الفاصلة %1: لا تُحسب نقاط.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 scored %n points in round %2.</source>
        <translation>
            <numerusform>سجّل %1 %n نقطة في الجولة %2.</numerusform>
            <numerusform>سجّل %1 نقطة واحدة في الجولة %2.</numerusform>
            <numerusform>سجّل %1 نقطتين في الجولة %2.</numerusform>
            <numerusform>سجّل %1 %n نقاط في الجولة %2.</numerusform>
            <numerusform>سجّل %1 %n نقطة في الجولة %2.</numerusform>
            <numerusform>سجّل %1 %n نقطة في الجولة %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 made phase %2: %3.</source>
        <translation>أنجز %1 المرحلة %2: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 went out.</source>
        <translation>تخلّص %1 من كل بطاقاته.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 has %n points in total.</source>
        <translation>
            <numerusform>مجموع %1 %n نقطة.</numerusform>
            <numerusform>مجموع %1 نقطة واحدة.</numerusform>
            <numerusform>مجموع %1 نقطتان.</numerusform>
            <numerusform>مجموع %1 %n نقاط.</numerusform>
            <numerusform>مجموع %1 %n نقطة.</numerusform>
            <numerusform>مجموع %1 %n نقطة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: phase reached %2.</source>
        <translation>%1: المرحلة التي بلغها %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Total</source>
        <translation>المجموع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase reached</source>
        <translation>المرحلة التي بلغها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie-break</source>
        <translation>جولة فاصلة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>الجولة %1</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../phase10_desktop/app/table/zone_items.py" line="+359"/>
        <source>1 card</source>
        <extracomment>a shorter label, drawn when ``label`` does not fit the frame (&quot;7s ×3&quot;) the colour of the seat whose latest turn built or hit this group the name fits whole (a very long name is elided; names are limited in length) the line the SKIPPED (or AWAY) chip ends: 0 the name&apos;s, 1 the phase&apos;s; None: no chip the width the name may take on its line the Skip&apos;s chip shows its sign alone: no line had room for the word beside its words (a narrow plate at 200 %), and the name is never cut for a chip the phase&apos;s number alone, for a plate too narrow for its groups the player lost their connection (a bot may be playing for them) room kept for the stack of backs at the far end (0: tucked behind the plate)</extracomment>
        <translation>بطاقة واحدة</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n بطاقة</numerusform>
            <numerusform>بطاقة واحدة</numerusform>
            <numerusform>بطاقتان</numerusform>
            <numerusform>%n بطاقات</numerusform>
            <numerusform>%n بطاقة</numerusform>
            <numerusform>%n بطاقة</numerusform>
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
        <translation>يفكّر</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>SKIPPED</source>
        <translation>تخطٍّ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AWAY</source>
        <translation>غائب</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/settings_dialog.py" line="+48"/>
        <location line="+110"/>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Your name:</source>
        <translation>&amp;اسمك:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation speed</source>
        <translation>سرعة الحركة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast</source>
        <translation>سريعة جدًا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reduce motion: cards jump to their place</source>
        <translation>&amp;تقليل الحركة: تقفز البطاقات إلى أماكنها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce motion</source>
        <translation>تقليل الحركة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table theme</source>
        <translation>مظهر الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>فاتح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound effects</source>
        <translation>&amp;كتم المؤثرات الصوتية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mute sound effects</source>
        <translation>كتم المؤثرات الصوتية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table and sound</source>
        <translation>الطاولة والصوت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;سرعة الحركة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Theme:</source>
        <translation>ال&amp;مظهر:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cut the deck myself before each deal</source>
        <translation>ا&amp;قطع الرزمة بنفسي قبل كل توزيع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the deck before each deal</source>
        <translation>قطع الرزمة قبل كل توزيع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before each deal you see the deck&apos;s fingerprint, then mix in a phrase of your own: neither the game nor you alone decides the cards.</source>
        <translation>قبل كل توزيع ترى بصمة الرزمة ثم تمزج عبارة من عندك: لا اللعبة وحدها ولا أنت وحدك تقرّر البطاقات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Same as the system</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table speaks the new language as soon as you save.</source>
        <translation>تتحدث الطاولة اللغة الجديدة بمجرد الحفظ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use the &amp;standard set-up</source>
        <translation>استخدام الإعدادات ال&amp;قياسية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the standard set-up for new games</source>
        <translation>استخدام الإعدادات القياسية للألعاب الجديدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New games</source>
        <translation>الألعاب الجديدة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore defaults</source>
        <translation>استعادة الافتراضيات</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How the table looks, moves and sounds.</source>
        <translation>كيف تبدو الطاولة وكيف تتحرك وتُسمع.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Custom (%1×)</source>
        <translation>مخصّصة (%1×)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New games start with the standard rules and three opponents.</source>
        <translation>تبدأ الألعاب الجديدة بالقواعد القياسية وثلاثة خصوم.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>New games start like your last one: %n players, standard rules.</source>
        <translation>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعب، بالقواعد القياسية.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: لاعب واحد، بالقواعد القياسية.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: لاعبان، بالقواعد القياسية.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعبين، بالقواعد القياسية.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعبًا، بالقواعد القياسية.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعب، بالقواعد القياسية.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>New games start like your last one: %n players, with your rule variants.</source>
        <translation>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعب، بتنويعات قواعدك.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: لاعب واحد، بتنويعات قواعدك.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: لاعبان، بتنويعات قواعدك.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعبين، بتنويعات قواعدك.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعبًا، بتنويعات قواعدك.</numerusform>
            <numerusform>تبدأ الألعاب الجديدة مثل آخر لعبة لك: %n لاعب، بتنويعات قواعدك.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../phase10_desktop/app/side_panel.py" line="+103"/>
        <location line="+1"/>
        <source>Moves</source>
        <translation>الحركات</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Players</source>
        <extracomment>something said at the table, to speak to screen readers (the talk&apos;s ``spoken``) what is shown now, and the commitment the player asked to see whole the table&apos;s talk, below the moves: built at the first table that talks (a game on this computer never shows it, and its emoji make Qt load a font)</extracomment>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Players and their phases</source>
        <translation>اللاعبون ومراحلهم</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deck fingerprint: %1</source>
        <translation>بصمة الرزمة: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all 64 digits</source>
        <translation>كل الأرقام الـ64</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../phase10_desktop/presentation/sounds.py" line="+102"/>
        <source>This computer&apos;s sound player could not be found: the game is silent.</source>
        <translation>تعذر العثور على مشغل الصوت في هذا الحاسوب: اللعبة صامتة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No sound player was found on this computer (pw-play, paplay or aplay): the game is silent. Install PipeWire, PulseAudio or the ALSA utilities to hear it.</source>
        <translation>لم يُعثر على مشغل صوت في هذا الحاسوب (pw-play أو paplay أو aplay): اللعبة صامتة. ثبّت PipeWire أو PulseAudio أو أدوات ALSA لتسمعها.</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../phase10_desktop/app/table/spoken.py" line="+4"/>
        <source>Last turn: %1</source>
        <translation>آخر دور: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wild, standing for %1</source>
        <translation>جوكر، يمثّل %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card %1 of %2</source>
        <translation>البطاقة %1 من %2</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/stats_window.py" line="+76"/>
        <source>first 5 phases</source>
        <translation>أول 5 مراحل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first 8 phases</source>
        <translation>أول 8 مراحل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>even phases</source>
        <translation>المراحل الزوجية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>odd phases</source>
        <translation>المراحل الفردية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any order</source>
        <translation>بأي ترتيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>everyone advances</source>
        <translation>الجميع يتقدّم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first Skip covered</source>
        <translation>تغطية التخطي الأول</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>throw back</source>
        <translation>الإرجاع</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out by hitting</source>
        <translation>الإنهاء بالإضافة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild groups</source>
        <translation>مجموعات الجوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <translation>مختلط</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>custom phases</source>
        <translation>مراحل مخصّصة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard rules</source>
        <translation>القواعد القياسية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between rule variants</comment>
        <translation>، </translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+6"/>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All levels</source>
        <translation>كل المستويات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any number</source>
        <translation>أي عدد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Whose:</source>
        <translation>إحصاءات &amp;من:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose statistics</source>
        <translation>إحصاءات من</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Opponents:</source>
        <translation>ال&amp;خصوم:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent level</source>
        <translation>مستوى الخصوم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>اللا&amp;عبون:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Number of players</source>
        <translation>عدد اللاعبين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>ال&amp;قواعد:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>القواعد</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Games and wins by opponent level and players</source>
        <translation>الألعاب والانتصارات حسب مستوى الخصوم وعدد اللاعبين</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents</source>
        <translation>الخصوم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>الألعاب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wins</source>
        <translation>الانتصارات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Longest streaks:</source>
        <translation>أطول السلاسل:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>السلسلة الحالية:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per round:</source>
        <translation>في كل جولة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game:</source>
        <translation>أفضل لعبة:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate over time</source>
        <translation>نسبة الفوز عبر الزمن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per round</source>
        <translation>النقاط في كل جولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase made, by phase</source>
        <translation>المرحلة المُنزلة، حسب المرحلة</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your finished games on this computer. A game counts when this program dealt it from its own fresh seeds, each deal once: practice games, games with a deal number and a record&apos;s deals are kept but not counted. The win rate over time is taken over your last %n games.</source>
        <translation>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر %n لعبة.</numerusform>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر لعبة.</numerusform>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر لعبتين.</numerusform>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر %n ألعاب.</numerusform>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر %n لعبة.</numerusform>
            <numerusform>ألعابك المنتهية على هذا الحاسوب. تُحتسب اللعبة حين يوزّعها هذا البرنامج من بذوره الجديدة الخاصة، وكل توزيع مرة واحدة: ألعاب التدريب والألعاب ذات رقم التوزيع وتوزيعات السجل تُحفظ لكنها لا تُحتسب. تُحسب نسبة الفوز عبر الزمن على آخر %n لعبة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Yours</source>
        <translation>إحصاءاتك</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No game counts yet</source>
        <translation>لا تُحتسب أي لعبة بعد</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n games kept but not counted</source>
        <translation>
            <numerusform>%n لعبة محفوظة غير محتسبة</numerusform>
            <numerusform>لعبة واحدة محفوظة غير محتسبة</numerusform>
            <numerusform>لعبتان محفوظتان غير محتسبتين</numerusform>
            <numerusform>%n ألعاب محفوظة غير محتسبة</numerusform>
            <numerusform>%n لعبة محفوظة غير محتسبة</numerusform>
            <numerusform>%n لعبة محفوظة غير محتسبة</numerusform>
        </translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the statistics</source>
        <translation>إغلاق الإحصاءات</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rules</source>
        <translation>كل القواعد</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics file was damaged and has been renamed to “%1”; new games are counted from now on.</source>
        <translation>كان ملف الإحصاءات تالفًا وأُعيدت تسميته إلى «%1»؛ تُحتسب الألعاب الجديدة من الآن.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n recorded games could not be read and are left out; the others are counted.</source>
        <translation>
            <numerusform>تعذّرت قراءة %n لعبة مسجّلة فتُركت؛ وتُحتسب البقية.</numerusform>
            <numerusform>تعذّرت قراءة لعبة مسجّلة واحدة فتُركت؛ وتُحتسب البقية.</numerusform>
            <numerusform>تعذّرت قراءة لعبتين مسجّلتين فتُركتا؛ وتُحتسب البقية.</numerusform>
            <numerusform>تعذّرت قراءة %n ألعاب مسجّلة فتُركت؛ وتُحتسب البقية.</numerusform>
            <numerusform>تعذّرت قراءة %n لعبة مسجّلة فتُركت؛ وتُحتسب البقية.</numerusform>
            <numerusform>تعذّرت قراءة %n لعبة مسجّلة فتُركت؛ وتُحتسب البقية.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics file “%1” is damaged and could not be moved aside: games are not being recorded until it is moved or deleted.</source>
        <translation>ملف الإحصاءات «%1» تالف وتعذّر نقله جانبًا: لا تُسجَّل الألعاب حتى يُنقل أو يُحذف.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics were saved by a newer version of Phase 10 Desktop: update the game to see them. Games are not recorded meanwhile.</source>
        <translation>حُفظت الإحصاءات بإصدار أحدث من Phase 10 Desktop: حدّث اللعبة لتراها. لا تُسجّل الألعاب في هذه الأثناء.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics cannot be saved in “%1”: games are not being recorded.</source>
        <translation>لا يمكن حفظ الإحصاءات في «%1»: لا تُسجّل الألعاب.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2 won (%3)</source>
        <comment>e.g. &apos;12 games, 5 won (42%)&apos;</comment>
        <translation>%1، فزت في %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n لعبة</numerusform>
            <numerusform>لعبة واحدة</numerusform>
            <numerusform>لعبتان</numerusform>
            <numerusform>%n ألعاب</numerusform>
            <numerusform>%n لعبة</numerusform>
            <numerusform>%n لعبة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games to show yet.</source>
        <translation>لا توجد ألعاب منتهية بعد.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 won, %2 lost in a row</source>
        <translation>%1 فوز، %2 خسارة متتالية</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n فوز</numerusform>
            <numerusform>فوز واحد</numerusform>
            <numerusform>فوزان</numerusform>
            <numerusform>%n انتصارات</numerusform>
            <numerusform>%n فوزًا</numerusform>
            <numerusform>%n فوز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n خسارة</numerusform>
            <numerusform>خسارة واحدة</numerusform>
            <numerusform>خسارتان</numerusform>
            <numerusform>%n خسارات</numerusform>
            <numerusform>%n خسارة</numerusform>
            <numerusform>%n خسارة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 points on average; phase made in %2 of %3 rounds (%4)</source>
        <translation>%1 نقطة في المتوسط؛ أُنزلت المرحلة في %2 من %3 جولة (%4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>none won yet</source>
        <translation>لا فوز بعد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 in %2 rounds, %3 (%4 players, %5 opponents)</source>
        <translation>%1 في %2 جولة، %3 (%4 لاعبين، الخصوم: %5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Finish a game to see this chart.</source>
        <translation>أنهِ لعبة لترى هذا الرسم البياني.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Win rate over your last %1 games at each of %2 games, from %3 to %4; the dashed line is your overall win rate, %5.</source>
        <translation>نسبة الفوز في آخر %1 ألعاب عند كل واحدة من %2 لعبة، من %3 إلى %4؛ الخط المتقطّع هو نسبة فوزك الإجمالية، %5.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Average points taken in each round of a game, rounds 1 to %1 (rounds that fewer than one game in five lasted to are left out).</source>
        <translation>متوسط النقاط في كل جولة من اللعبة، الجولات من 1 إلى %1 (تُستبعد الجولات التي بلغتها أقل من لعبة واحدة من كل خمس).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>For each phase, the share of the rounds you played on it in which you laid it.</source>
        <translation>لكل مرحلة، نسبة الجولات التي لعبتها عليها وأنزلتها فيها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Phases played in any order are not counted by phase.</source>
        <translation>المراحل الملعوبة بأي ترتيب لا تُحتسب حسب المرحلة.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../phase10_desktop/app/table/plates.py" line="+64"/>
        <source>%1 left</source>
        <translation>المتبقي %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>drop cards here</source>
        <translation>أفلت البطاقات هنا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 more</source>
        <translation>ينقص %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ready: %1</source>
        <translation>جاهزة: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Player</source>
        <translation>لاعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bot</source>
        <translation>حاسوب %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connection lost</source>
        <translation>انقطع الاتصال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot plays for them</source>
        <translation>يلعب عنه الحاسوب</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>sitting out the tie-break</source>
        <translation>خارج الجولة الفاصلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase %1 laid ✓</source>
        <translation>أُنزلت المرحلة %1 ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>Phase %1</source>
        <translation>المرحلة %1</translation>
    </message>
</context>
<context>
    <name>TableBanner</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_banner.py" line="+38"/>
        <source>Your turn: %1 left</source>
        <extracomment>the dialogs&apos; error red (``dialog_parts.ERROR_COLOUR``: not imported, since that module loads what a start does not need), readable on the light and the dark theme</extracomment>
        <translation>دورك: بقي %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn: %2 left</source>
        <translation>دور %1: بقي %2</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>%n seconds left in your turn.</source>
        <translation>
            <numerusform>بقيت %n ثانية من دورك.</numerusform>
            <numerusform>بقيت ثانية واحدة من دورك.</numerusform>
            <numerusform>بقيت ثانيتان من دورك.</numerusform>
            <numerusform>بقيت %n ثوانٍ من دورك.</numerusform>
            <numerusform>بقيت %n ثانية من دورك.</numerusform>
            <numerusform>بقيت %n ثانية من دورك.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableDialogs</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_dialogs.py" line="+35"/>
        <source>To go back to your seat later: Game → Play with others → Join a table → Back to your seat.</source>
        <translation>للعودة إلى مقعدك لاحقًا: اللعبة ← اللعب مع الآخرين ← الانضمام إلى طاولة ← العودة إلى مقعدك.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Stay at the table</source>
        <translation>البقاء على الطاولة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit and end your table?</source>
        <translation>الخروج وإنهاء طاولتك؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your table?</source>
        <translation>إنهاء طاولتك؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 runs on this computer: it ends when you leave it.</source>
        <translation>%1 تعمل على هذا الحاسوب: تنتهي عندما تغادرها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game ends for %1 too: they are told at once, and each keeps the record of the rounds finished so far.</source>
        <translation>تنتهي اللعبة أيضًا لـ %1: يُبلَّغون فورًا، ويحتفظ كلٌّ منهم بسجل الجولات المنتهية حتى الآن.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game in progress ends, and cannot be taken up again.</source>
        <translation>تنتهي اللعبة الجارية، ولا يمكن استئنافها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End the table and quit</source>
        <translation>إنهاء الطاولة والخروج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the table</source>
        <translation>إنهاء الطاولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quit and close your table?</source>
        <translation>الخروج وإغلاق طاولتك؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close your table?</source>
        <translation>إغلاق طاولتك؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table closes when you leave it.</source>
        <translation>تُغلق طاولتك عندما تغادرها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still at it: %1. They are told at once that it has closed.</source>
        <translation>ما زال عليها: %1. سيُبلَّغون فورًا بأنها أُغلقت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close the table and quit</source>
        <translation>إغلاق الطاولة والخروج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>إغلاق الطاولة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit Phase 10 Desktop?</source>
        <translation>الخروج من Phase 10 لسطح المكتب؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave %1?</source>
        <translation>مغادرة %1؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game at %1 goes on without you: the Normal bot plays your seat until you come back.</source>
        <translation>تستمر اللعبة على %1 دونك: يلعب الحاسوب بالمستوى المتوسط في مقعدك حتى تعود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave and quit</source>
        <translation>المغادرة والخروج</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+80"/>
        <source>Leave the table</source>
        <extracomment>the player asked to leave the table (back to a game on this computer)</extracomment>
        <translation>مغادرة الطاولة</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>You were hosting %1 when Phase 10 Desktop closed.</source>
        <translation>كنت تستضيف %1 عندما أُغلق Phase 10 لسطح المكتب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open it again? Its game was saved as it stood; the others can come back to their seats. If not, the table ends.</source>
        <translation>هل تفتحها من جديد؟ حُفظت لعبتها كما كانت؛ ويمكن للآخرين العودة إلى مقاعدهم. وإلا فإن الطاولة تنتهي.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the table again</source>
        <translation>فتح الطاولة من جديد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End it</source>
        <translation>إنهاؤها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You were at %1 (%2) when Phase 10 Desktop closed.</source>
        <translation>كنت على %1 (%2) عندما أُغلق Phase 10 لسطح المكتب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go back to your seat? The game went on: the Normal bot has been playing for you.</source>
        <translation>هل تعود إلى مقعدك؟ استمرت اللعبة: كان الحاسوب بالمستوى المتوسط يلعب عنك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If not now, your seat stays kept while the table lasts. %1</source>
        <translation>إن لم يكن الآن، يبقى مقعدك محفوظًا ما دامت الطاولة قائمة. %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go back to the table</source>
        <translation>العودة إلى الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now</source>
        <translation>ليس الآن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the table?</source>
        <translation>العودة إلى الطاولة؟</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are watching</source>
        <translation>أنت تشاهد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at %1 had started when you joined.</source>
        <translation>كانت اللعبة على %1 قد بدأت عندما انضممت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>So you are watching it: you see every move, but no one&apos;s hand. The line under the table says where you are.</source>
        <translation>لذا فأنت تشاهدها: ترى كل حركة، لكن لا ترى يد أحد. السطر تحت الطاولة يبيّن أين أنت.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The table has closed</source>
        <extracomment>the player asked to save the record of the finished rounds the player asked to try the seat again (a lost connection)</extracomment>
        <translation>أُغلقت الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ended the table</source>
        <translation>أنهى %1 الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot go on: it ran on the host&apos;s computer. Nobody&apos;s seat is kept.</source>
        <translation>لا يمكن أن تستمر اللعبة: كانت تعمل على حاسوب المستضيف. لا يُحفظ مقعد أحد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table server stopped</source>
        <translation>توقف خادم الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server of %1 stopped</source>
        <translation>توقف خادم %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is saved on it, and your seat is kept. %1</source>
        <translation>اللعبة محفوظة عليه، ومقعدك محفوظ. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table is not answering</source>
        <translation>الطاولة لا تستجيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not answering</source>
        <translation>%1 لا تستجيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its host&apos;s app may have closed, or their computer lost its network. Trying again… This window closes by itself when the table is back.</source>
        <translation>ربما أُغلق تطبيق المستضيف، أو فقد حاسوبه الشبكة. جارٍ إعادة المحاولة… تُغلق هذه النافذة وحدها عندما تعود الطاولة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection is lost</source>
        <translation>انقطع الاتصال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to %1 is lost</source>
        <translation>انقطع الاتصال بـ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It could not be made again. Your seat is kept while the table lasts. %1</source>
        <translation>تعذّرت إعادته. يبقى مقعدك محفوظًا ما دامت الطاولة قائمة. %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No round was finished, so there is no record of the game yet.</source>
        <translation>لم تنتهِ أي جولة، لذا لا يوجد سجل للعبة بعد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the record…</source>
        <translation>حفظ السجل…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Try again</source>
        <translation>حاول مجددًا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep waiting</source>
        <translation>مواصلة الانتظار</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play again?</source>
        <translation>اللعب مجددًا؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 started another game</source>
        <translation>بدأ %1 لعبة أخرى</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1, with everyone still there, each in the same seat: it begins as soon as you play.</source>
        <translation>على %1، مع كل من لا يزال هناك، كلٌّ في مقعده نفسه: تبدأ حالما تلعب.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>If you would rather not play, leave the table: the Normal bot then plays your seat.</source>
        <translation>إن كنت تفضّل ألا تلعب، فغادر الطاولة: سيلعب الحاسوب بالمستوى المتوسط في مقعدك.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play</source>
        <translation>العب</translation>
    </message>
</context>
<context>
    <name>TableGoneDialog</name>
    <message numerus="yes">
        <location line="-75"/>
        <source>Your record of the %n rounds finished so far is kept: save it to replay them, or to check the deal.</source>
        <translation>
            <numerusform>سجلك لـ %n جولة منتهية حتى الآن محفوظ: احفظه لإعادة مشاهدتها أو للتحقق من التوزيع.</numerusform>
            <numerusform>سجلك للجولة المنتهية حتى الآن محفوظ: احفظه لإعادة مشاهدتها أو للتحقق من التوزيع.</numerusform>
            <numerusform>سجلك للجولتين المنتهيتين حتى الآن محفوظ: احفظه لإعادة مشاهدتهما أو للتحقق من التوزيع.</numerusform>
            <numerusform>سجلك لـ %n جولات منتهية حتى الآن محفوظ: احفظه لإعادة مشاهدتها أو للتحقق من التوزيع.</numerusform>
            <numerusform>سجلك لـ %n جولة منتهية حتى الآن محفوظ: احفظه لإعادة مشاهدتها أو للتحقق من التوزيع.</numerusform>
            <numerusform>سجلك لـ %n جولة منتهية حتى الآن محفوظ: احفظه لإعادة مشاهدتها أو للتحقق من التوزيع.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../../phase10_desktop/app/table/input.py" line="+173"/>
        <source>Skip whom?</source>
        <translation>من تتخطى؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose whom to skip</source>
        <translation>اختر من تتخطاه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skip %1</source>
        <translation>تخطَّ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose whom to skip.</source>
        <translation>اختر من تتخطاه.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>What the Wilds stand for</source>
        <translation>ما تمثّله بطاقات الجوكر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set of which number?</source>
        <translation>طقم من أي رقم؟</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1s</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Every card in the slots is back in your hand.</source>
        <translation>عادت كل بطاقات الخانات إلى يدك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lay-down slots are already empty.</source>
        <translation>خانات الإنزال فارغة بالفعل.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The %1 fits none of the laid groups (R5.3).</source>
        <translation>بطاقة %1 لا تناسب أي مجموعة منزلة (R5.3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You hold no Skip to play on anyone (R6.1).</source>
        <translation>ليست لديك بطاقة تخطٍّ لتلعبها على أحد (R6.1).</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Which colour?</source>
        <translation>أي لون؟</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>Wait: the last move is still being shown.</source>
        <extracomment>keyboard focus moved: the words of what now has it (the card table&apos;s accessible objects send the focus event itself, see access.py) what a key did, for the player to hear (&quot;Lay-down slot 1, Set of 3: Red 3&quot;) a small menu opened (whom to skip, where to hit, what a Wild group is)</extracomment>
        <translation>انتظر: ما زالت الحركة الأخيرة تُعرض.</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>A run from which number?</source>
        <translation>سلسلة تبدأ من أي رقم؟</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run %1–%2</source>
        <translation>سلسلة من %1 إلى %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your Wilds make a group on their own: say what it stands for.</source>
        <translation>بطاقات الجوكر لديك تشكّل مجموعة وحدها: حدّد ما تمثّله.</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>Where to hit</source>
        <translation>أين تضيف</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s %2, low end</source>
        <translation>%2 لدى %1، الطرف الأدنى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2, high end</source>
        <translation>%2 لدى %1، الطرف الأعلى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2</source>
        <translation>%2 لدى %1</translation>
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
        <translation>طاولة اللعب</translation>
    </message>
</context>
<context>
    <name>TableVisit</name>
    <message>
        <location filename="../../phase10_desktop/app/together/table_visit.py" line="+114"/>
        <source>Watching %1, %2</source>
        <extracomment>the sentence the status line keeps once the table is gone (&quot;&quot; while it lives)</extracomment>
        <translation>مشاهدة %1، %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — Phase 10 Desktop</source>
        <translation>%1 — Phase 10 لسطح المكتب</translation>
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
        <translation>مغلقة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you are watching (you see no hand)</source>
        <translation>أنت تشاهد (لا ترى أي يد)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you host it on this computer</source>
        <translation>تستضيفها على هذا الحاسوب</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the host ended the table</source>
        <translation>أنهى المستضيف الطاولة</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>The table could not play again: %1</source>
        <translation>تعذّر على الطاولة اللعب مجددًا: %1</translation>
    </message>
    <message>
        <location filename="../../phase10_desktop/app/together/table_words.py" line="+28"/>
        <source>the table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s table</source>
        <translation>طاولة %1</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location line="+11"/>
        <source>The Normal bot, playing for you,</source>
        <translation>الحاسوب بالمستوى المتوسط، وهو يلعب عنك،</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../phase10_desktop/app/dialogs/welcome.py" line="+30"/>
        <source>Welcome to Phase 10 Desktop</source>
        <translation>مرحبًا بك في Phase 10 Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Welcome!</source>
        <translation>مرحبًا!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What is your name? The other players will call you by it.</source>
        <translation>ما اسمك؟ سيناديك به اللاعبون الآخرون.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your name</source>
        <translation>اسمك</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let&apos;s play</source>
        <translation>لنلعب</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Type a name, or keep the one suggested.</source>
        <translation>اكتب اسمًا أو احتفظ بالاسم المقترح.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../phase10_desktop/app/window_menus.py" line="+120"/>
        <source>&amp;Game</source>
        <extracomment>the same window, as the Qt parent of what the menus open</extracomment>
        <translation>&amp;اللعبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;فتح…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>حفظ &amp;باسم…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Host a table…</source>
        <translation>ا&amp;ستضافة طاولة…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>الا&amp;نضمام إلى طاولة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass and play…</source>
        <translation>اللعب بال&amp;تناوب…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave table</source>
        <extracomment>Game → Leave table: only at a table server</extracomment>
        <translation>&amp;مغادرة الطاولة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;ورقة النقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>الإ&amp;حصاءات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Records</source>
        <translation>ال&amp;سجلات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export this game&apos;s record…</source>
        <translation>&amp;تصدير سجل هذه اللعبة…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a record…</source>
        <translation>&amp;مشاهدة سجل…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play a record&apos;s deals…</source>
        <translation>ال&amp;لعب بتوزيعات سجل…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Options</source>
        <translation>&amp;خيارات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>الإ&amp;عدادات…</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Play with others</source>
        <translation>ال&amp;لعب مع الآخرين</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+26"/>
        <source>Sound &amp;effects</source>
        <translation>المؤثرات ال&amp;صوتية</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Show &amp;players and moves</source>
        <translation>إظهار ال&amp;لاعبين والحركات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>ال&amp;قواعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard</source>
        <translation>لوحة ال&amp;مفاتيح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing with &amp;others</source>
        <translation>ال&amp;لعب مع الآخرين</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>&amp;حول</translation>
    </message>
    <message>
        <location line="+139"/>
        <location line="+66"/>
        <source>You stayed at the table you are at.</source>
        <translation>بقيت على الطاولة التي أنت عليها.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>the host opened another table</source>
        <translation>فتح المستضيف طاولة أخرى</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <source>The table could not be opened on this computer: %1</source>
        <translation>تعذّر فتح الطاولة على هذا الجهاز: %1</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>the table could not be set up</source>
        <translation>تعذّر إعداد الطاولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s table</source>
        <translation>طاولة %1</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>People outside your network</source>
        <translation>من هم خارج شبكتك</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Could not sit at the table at %1: %2</source>
        <translation>تعذّر الجلوس إلى الطاولة على %1: %2</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>That table has closed: your seat there is gone.</source>
        <translation>أُغلقت تلك الطاولة: لم يعد مقعدك فيها موجودًا.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>Sound effects: no sound player found</source>
        <translation>المؤثرات الصوتية: لا يوجد مشغل صوت</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>Open the table again</source>
        <translation>فتح الطاولة من جديد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the table could not be opened again</source>
        <translation>تعذّر فتح الطاولة من جديد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to your seat</source>
        <translation>العودة إلى مقعدك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be joined now: %2</source>
        <translation>لا يمكن الانضمام إلى %1 الآن: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table</source>
        <translation>طاولة</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Playing with others</source>
        <translation>اللعب مع الآخرين</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at one table from several computers</source>
        <translation>العب على طاولة واحدة من عدة حواسيب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table (Game → Play with others → Host a table): your computer runs it, and friends join with the address and the code your lobby shows, or pick it from the list of tables on your network. Bots play the seats nobody takes.

Leaving: when you leave a table you host, or quit, it ends for everyone at it (you are asked first). When you leave someone else&apos;s table, the Normal bot plays your seat until you come back.

Back to your seat: after leaving, after a lost connection, or when Phase 10 Desktop was closed at a table, open Game → Play with others → Join a table and pick &quot;Back to your seat&quot; (a start after a crash offers it first).

The line under the table says which table you are at, and counts down the turn timer when the host set one.</source>
        <translation>استضافة طاولة (اللعبة ← اللعب مع الآخرين ← استضافة طاولة): يشغّلها حاسوبك، وينضم الأصدقاء بالعنوان والرمز اللذين تعرضهما ردهتك، أو يختارونها من قائمة الطاولات على شبكتك. تلعب الحواسيب في المقاعد التي لا يشغلها أحد.

المغادرة: عندما تغادر طاولة تستضيفها، أو تخرج، تنتهي لكل من عليها (يُطرح عليك السؤال أولًا). وعندما تغادر طاولة شخص آخر، يلعب الحاسوب بالمستوى المتوسط في مقعدك حتى تعود.

العودة إلى مقعدك: بعد المغادرة، أو بعد انقطاع الاتصال، أو إذا أُغلق Phase 10 لسطح المكتب وأنت على طاولة، افتح اللعبة ← اللعب مع الآخرين ← الانضمام إلى طاولة واختر «العودة إلى مقعدك» (التشغيل بعد انهيار يعرضها أولًا).

السطر تحت الطاولة يبيّن على أي طاولة أنت، ويعدّ وقت الدور تنازليًا إذا حدده المستضيف.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Open a saved game</source>
        <translation>افتح لعبة محفوظة</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save the game</source>
        <translation>احفظ اللعبة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save</source>
        <translation>تعذّر الحفظ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing to undo: a draw shows a card, so it stays.</source>
        <translation>لا شيء للتراجع عنه: السحب يكشف بطاقة، لذا يبقى.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+22"/>
        <source>Export the game&apos;s record</source>
        <translation>تصدير سجل اللعبة</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Phase 10 records (*.json)</source>
        <translation>سجلات Phase 10 ‏(*.json)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not export the record</source>
        <translation>تعذّر تصدير السجل</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Put the table&apos;s talk in the exported record too?</source>
        <translation>هل تضع حديث الطاولة أيضًا في السجل المصدَّر؟</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever gets the file reads what everyone said. Without it, the record holds only the game.</source>
        <translation>من يحصل على الملف يقرأ ما قاله الجميع. ومن دونه لا يحوي السجل إلا اللعبة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the game</source>
        <translation>اللعبة فقط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the talk</source>
        <translation>مع الحديث</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Phase 10 records and saves (*.json)</source>
        <translation>سجلات Phase 10 وألعابها المحفوظة ‏(*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot open the record</source>
        <translation>تعذّر فتح السجل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” cannot be read as a Phase 10 record: %2</source>
        <translation>تعذّرت قراءة «%1» كسجل Phase 10: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watch a record</source>
        <translation>مشاهدة سجل</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+9"/>
        <source>Play a record&apos;s deals</source>
        <translation>اللعب بتوزيعات سجل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This record is a game of %1 players: start one with %1 first.</source>
        <translation>هذا السجل للعبة من %1 لاعبين: ابدأ أولًا لعبة بـ%1 لاعبين.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>How did I play?</source>
        <translation>كيف لعبت؟</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Playing with the keyboard</source>
        <translation>اللعب بلوحة المفاتيح</translation>
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
        <translation>يسار / يمين: التنقل في يدك
أعلى / أسفل: الانتقال بين يدك والخانات والمجموعات المنزلة واللاعبين والكومتين
Enter: استخدام المكان المحدد بالبطاقات المحددة (سحب، ملء خانة، إضافة، لعب تخطٍّ، رمي)
مسافة: تحديد البطاقة أو إلغاء تحديدها · Esc: إلغاء تحديد الكل
D: السحب من كومة السحب · T: أخذ البطاقة العليا من كومة الرمي
1، 2، 3: وضع البطاقات المحددة في خانة الإنزال 1 أو 2 أو 3
Backspace: إفراغ الخانات (تعود بطاقاتها إلى يدك)
L: إنزال مرحلتك
H: إضافة البطاقة إلى مجموعة (تختار أين) · K: لعب تخطٍّ على أحد اللاعبين
X: رمي البطاقة المحددة وإنهاء دورك
Ctrl+Z: التراجع عن إنزال أو إضافة · ?: تلميح</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>About Phase 10 Desktop</source>
        <translation>حول Phase 10 لسطح المكتب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;h3&gt;Phase 10 Desktop %1&lt;/h3&gt;&lt;p&gt;A free, offline, fair version of the card game, with honest computer opponents that see only what their seat may see.&lt;/p&gt;&lt;p&gt;All card art and sounds are the project&apos;s own. &quot;Phase 10&quot; is a trademark of Mattel; this project is not affiliated with Mattel.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Phase 10 لسطح المكتب %1&lt;/h3&gt;&lt;p&gt;نسخة مجانية وعادلة من لعبة الورق تعمل دون اتصال بالإنترنت، مع خصوم حاسوبيين نزيهين لا يرون إلا ما يحق لمقاعدهم رؤيته.&lt;/p&gt;&lt;p&gt;كل رسوم البطاقات والأصوات من عمل المشروع نفسه. «Phase 10» علامة تجارية لشركة Mattel؛ وهذا المشروع غير تابع لشركة Mattel.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <location filename="../../phase10_desktop/presentation/wording.py" line="-63"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n نقطة</numerusform>
            <numerusform>نقطة واحدة</numerusform>
            <numerusform>نقطتان</numerusform>
            <numerusform>%n نقاط</numerusform>
            <numerusform>%n نقطة</numerusform>
            <numerusform>%n نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>, </source>
        <comment>separator in a list of names</comment>
        <translation>، </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <translation>%1 و%2</translation>
    </message>
</context>
</TS>
