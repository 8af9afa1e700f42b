<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>ActionsModel</name>
    <message>
        <source>small blind</source>
        <translation>blind mic</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>blind mare</translation>
    </message>
    <message>
        <source>straddle</source>
        <translation>straddle</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>renunță</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>call</source>
        <translation>egalează</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>pariază</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>plusează</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acțiune</translation>
    </message>
    <message>
        <source>To (their total)</source>
        <translation>La (totalul său)</translation>
    </message>
    <message>
        <source>The player&apos;s total in front of them this round after the action: raise TO.</source>
        <translation>Totalul jucătorului în această rundă după acțiune: plusează LA.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Level {number}: blinds {small} and {big}</source>
        <translation>Nivelul {number}: blinduri {small} și {big}</translation>
    </message>
    <message>
        <source>, ante {ante}</source>
        <translation>, ante {ante}</translation>
    </message>
    <message>
        <source>, big blind ante {ante}</source>
        <translation>, ante de blind mare {ante}</translation>
    </message>
    <message>
        <source>. Colour up the {values} chips</source>
        <translation>. Se schimbă jetoanele de {values}</translation>
    </message>
    <message>
        <source>One minute left in the break</source>
        <translation>Mai este un minut din pauză</translation>
    </message>
    <message>
        <source>One minute left in level {number}</source>
        <translation>Mai este un minut din nivelul {number}</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mână cu mână</translation>
    </message>
    <message>
        <source>Hand-for-hand play is over</source>
        <translation>Jocul mână cu mână s-a încheiat</translation>
    </message>
</context>
<context>
    <name>AnnouncerCounts</name>
    <message numerus="yes">
        <source>Break: %n minute(s)</source>
        <translation>
            <numerusform>Pauză: %n minut</numerusform>
            <numerusform>Pauză: %n minute</numerusform>
            <numerusform>Pauză: %n de minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Tourney</source>
        <translation>Tourney</translation>
    </message>
    <message>
        <source>The library {path} is in use by another Tourney (pid {pid} on host {host}).</source>
        <translation>Biblioteca {path} este folosită de alt Tourney (pid {pid} pe calculatorul {host}).</translation>
    </message>
    <message>
        <source>The library {path} is in use by another Tourney.</source>
        <translation>Biblioteca {path} este folosită de alt Tourney.</translation>
    </message>
    <message>
        <source>Open it read-only to follow that tournament here, with the clock live: nothing can be changed from this window. To change it here, quit, close the other window, then start Tourney again.</source>
        <translation>Deschideți-o doar pentru citire ca să urmăriți aici acel turneu, cu ceasul în timp real: din această fereastră nu se poate schimba nimic. Ca să-l schimbați aici, ieșiți, închideți cealaltă fereastră, apoi porniți din nou Tourney.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Deschide doar pentru citire</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>The library {path} cannot be opened: {reason}</source>
        <translation>Biblioteca {path} nu poate fi deschisă: {reason}</translation>
    </message>
    <message>
        <source>The tournament cannot be opened: {reason}</source>
        <translation>Turneul nu poate fi deschis: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardSlot</name>
    <message>
        <source>Click, then pick the five board cards.</source>
        <translation>Faceți clic, apoi alegeți cele cinci cărți comune.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Cărți comune</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust-out</source>
        <translation>Eliminare</translation>
    </message>
    <message>
        <source>(nobody named)</source>
        <translation>(nimeni ales)</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Eliminat</translation>
    </message>
    <message>
        <source>Knocked out by</source>
        <translation>Eliminat de</translation>
    </message>
    <message>
        <source>Stack at the start of the hand</source>
        <translation>Stack la începutul mâinii</translation>
    </message>
    <message>
        <source>Another player busted in this hand</source>
        <translation>Alt jucător a fost eliminat în această mână</translation>
    </message>
    <message>
        <source>Record bust-out</source>
        <translation>Înregistrează eliminarea</translation>
    </message>
    <message>
        <source>Choose the player who busted from the list.</source>
        <translation>Alegeți din listă jucătorul eliminat.</translation>
    </message>
    <message>
        <source>Choose who knocked {name} out from the list.</source>
        <translation>Alegeți din listă cine a eliminat jucătorul {name}.</translation>
    </message>
</context>
<context>
    <name>BustTable</name>
    <message>
        <source>%1: where was the button in this hand?</source>
        <translation>%1: unde era butonul în această mână?</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mâna următoare</translation>
    </message>
    <message>
        <source>The button was on seat %1, as you chose. Click another seat to change it.</source>
        <translation>Butonul era la locul %1, cum ați ales. Faceți clic pe alt loc pentru a-l schimba.</translation>
    </message>
    <message>
        <source>The button was on seat %1, as Tourney expects (the hand after the last one it knows). If it was elsewhere, click that seat.</source>
        <translation>Butonul era la locul %1, cum se așteaptă Tourney (mâna de după ultima pe care o cunoaște). Dacă era în altă parte, faceți clic pe acel loc.</translation>
    </message>
    <message>
        <source>The button at this table is unconfirmed: click the seat that had the button in this hand. Without it the bust-out is recorded and the button stays unconfirmed.</source>
        <translation>Butonul acestei mese nu este confirmat: faceți clic pe locul care avea butonul în această mână. Fără el, eliminarea se înregistrează, iar butonul rămâne neconfirmat.</translation>
    </message>
    <message numerus="yes">
        <source>The button at this table is unconfirmed (last confirmed %n minute(s) of play ago): click the seat that had the button in this hand. Without it the bust-out is recorded and the button stays unconfirmed.</source>
        <translation>
            <numerusform>Butonul acestei mese nu este confirmat (ultima confirmare acum %n minut de joc): faceți clic pe locul care avea butonul în această mână. Fără el, eliminarea se înregistrează, iar butonul rămâne neconfirmat.</numerusform>
            <numerusform>Butonul acestei mese nu este confirmat (ultima confirmare acum %n minute de joc): faceți clic pe locul care avea butonul în această mână. Fără el, eliminarea se înregistrează, iar butonul rămâne neconfirmat.</numerusform>
            <numerusform>Butonul acestei mese nu este confirmat (ultima confirmare acum %n de minute de joc): faceți clic pe locul care avea butonul în această mână. Fără el, eliminarea se înregistrează, iar butonul rămâne neconfirmat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Clear these cards</source>
        <translation>Golește aceste cărți</translation>
    </message>
    <message>
        <source>Take every card out of the hand being filled.</source>
        <translation>Scoate toate cărțile din mâna care se completează.</translation>
    </message>
    <message>
        <source>Type cards, e.g. Ah 10d Kc, and press Enter</source>
        <translation>Scrieți cărțile, de ex. Ah 10d Kc, și apăsați Enter</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Scrieți:</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>CheatSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Comenzi rapide de la tastatură</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce face</translation>
    </message>
    <message>
        <source>While you type in a text field, the keys that act on the tournament (the clock&apos;s, bust-out, rename, undo and redo) are the field&apos;s: press Esc to leave it. The keys that take you somewhere (the tabs, Ctrl+R, Ctrl+F, Ctrl+P, F1) work everywhere.</source>
        <translation>Cât timp scrieți într-un câmp de text, tastele care acționează asupra turneului (ale ceasului, eliminarea, redenumirea, anularea și refacerea) sunt ale câmpului: apăsați Esc ca să ieșiți din el. Tastele care vă duc în altă parte (filele, Ctrl+R, Ctrl+F, Ctrl+P, F1) merg oriunde.</translation>
    </message>
</context>
<context>
    <name>ChipColours</name>
    <message>
        <source>white</source>
        <translation>alb</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roșu</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negru</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mov</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>portocaliu</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roz</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>maro</translation>
    </message>
    <message>
        <source>light blue</source>
        <translation>bleu</translation>
    </message>
</context>
<context>
    <name>ChipColoursSeveral</name>
    <message>
        <source>white</source>
        <translation>albe</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roșii</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>albastre</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verzi</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negre</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mov</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>galbene</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>portocalii</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roz</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>maro</translation>
    </message>
    <message>
        <source>light blue</source>
        <translation>bleu</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <source>Chip race</source>
        <translation>Cursa jetoanelor</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Masa:</translation>
    </message>
    <message>
        <source>Chips leaving play:</source>
        <translation>Jetoane scoase din joc:</translation>
    </message>
    <message>
        <source>Coloured up into:</source>
        <translation>Schimbate în:</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Efectuează cursa</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <source>Other chips</source>
        <translation>Alte jetoane</translation>
    </message>
    <message>
        <source>has more</source>
        <translation>are mai multe</translation>
    </message>
    <message>
        <source>No larger chip can replace these chips.</source>
        <translation>Niciun jeton mai mare nu poate înlocui aceste jetoane.</translation>
    </message>
</context>
<context>
    <name>ChipSet</name>
    <message>
        <source>Value</source>
        <translation>Valoare</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <source>In the set</source>
        <translation>În set</translation>
    </message>
    <message>
        <source>Per player</source>
        <translation>Pe jucător</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Valoare totală</translation>
    </message>
</context>
<context>
    <name>ChipSetDialog</name>
    <message>
        <source>Chip set</source>
        <translation>Setul de jetoane</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valoare</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <source>In the set</source>
        <translation>În set</translation>
    </message>
    <message>
        <source>Per player</source>
        <translation>Pe jucător</translation>
    </message>
    <message>
        <source>&amp;Add a chip</source>
        <translation>&amp;Adaugă un jeton</translation>
    </message>
    <message>
        <source>&amp;Remove the chip</source>
        <translation>&amp;Elimină jetonul</translation>
    </message>
    <message>
        <source>No starting stack: type how many of each chip a player gets.</source>
        <translation>Niciun stack de început: scrieți câte jetoane din fiecare valoare primește un jucător.</translation>
    </message>
    <message numerus="yes">
        <source>Starting stack: {total} in %Ln chip(s): {parts}.</source>
        <translation>
            <numerusform>Stack de început: {total} într-un jeton: {parts}.</numerusform>
            <numerusform>Stack de început: {total} în %Ln jetoane: {parts}.</numerusform>
            <numerusform>Stack de început: {total} în %Ln de jetoane: {parts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The buy-in gives {stack}.</source>
        <translation>Buy-in-ul dă {stack}.</translation>
    </message>
</context>
<context>
    <name>ChipSetView</name>
    <message>
        <source>No starting stack is set for this chip set.</source>
        <translation>Pentru acest set de jetoane nu este stabilit un stack de început.</translation>
    </message>
    <message numerus="yes">
        <source>Starting stack: {total} in %Ln chip(s).</source>
        <translation>
            <numerusform>Stack de început: {total} într-un jeton.</numerusform>
            <numerusform>Stack de început: {total} în %Ln jetoane.</numerusform>
            <numerusform>Stack de început: {total} în %Ln de jetoane.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This set seats %Ln player(s).</source>
        <translation>
            <numerusform>Setul ajunge pentru %Ln jucător.</numerusform>
            <numerusform>Setul ajunge pentru %Ln jucători.</numerusform>
            <numerusform>Setul ajunge pentru %Ln de jucători.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entries sold: {count}, more than it seats.</source>
        <translation>Intrări vândute: {count}: setul nu ajunge.</translation>
    </message>
    <message>
        <source>The buy-in gives {stack}.</source>
        <translation>Buy-in-ul dă {stack}.</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <source>Start</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Take a minute away from the current level</source>
        <translation>Scade un minut din nivelul curent</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Add a minute to the current level</source>
        <translation>Adaugă un minut la nivelul curent</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Nivelul anterior</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nivelul următor</translation>
    </message>
    <message>
        <source>Restart level</source>
        <translation>Repornește nivelul</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Oprește ceasul</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reia ceasul</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Paused</source>
        <translation>Oprit</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>Următoarea pauză</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack mediu</translation>
    </message>
    <message>
        <source>Chips in play</source>
        <translation>Jetoane în joc</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Fond de premii</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <source>Starts soon</source>
        <translation>Începe în curând</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Timp depășit</translation>
    </message>
    <message>
        <source>Play to next break</source>
        <translation>Joc până la pauză</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Înțelegere</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>The clock is paused</source>
        <translation>Ceasul este oprit</translation>
    </message>
    <message>
        <source>No tournament</source>
        <translation>Niciun turneu</translation>
    </message>
    <message>
        <source>Finished — winner {name}</source>
        <translation>Încheiat — câștigător {name}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Încheiat</translation>
    </message>
    <message>
        <source>The clock has stopped.</source>
        <translation>Ceasul s-a oprit.</translation>
    </message>
    <message>
        <source>Undo the last bust-out to reopen the tournament.</source>
        <translation>Anulați ultima eliminare pentru a redeschide turneul.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Tourney met an unexpected error</source>
        <translation>Tourney a întâmpinat o eroare neașteptată</translation>
    </message>
    <message>
        <source>Something went wrong inside Tourney.</source>
        <translation>Ceva nu a funcționat în Tourney.</translation>
    </message>
    <message>
        <source>Your tournament is safe: every action was stored before it was shown. The details are in {path}; please send that file to the developers.</source>
        <translation>Turneul este în siguranță: fiecare acțiune a fost salvată înainte de a fi afișată. Detaliile sunt în {path}; vă rugăm să trimiteți acel fișier dezvoltatorilor.</translation>
    </message>
</context>
<context>
    <name>DealController</name>
    <message>
        <source>There is no deal to record.</source>
        <translation>Nu există nicio înțelegere de înregistrat.</translation>
    </message>
    <message>
        <source>The deal was refused.</source>
        <translation>Înțelegerea a fost refuzată.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>Type each player&apos;s chips as counted at the table: the deal is worked out from them.</source>
        <translation>Scrieți jetoanele fiecărui jucător, așa cum au fost numărate la masă: înțelegerea se calculează din ele.</translation>
    </message>
    <message>
        <source>{name} has no chips: type the chips counted.</source>
        <translation>{name} nu are jetoane: scrieți jetoanele numărate.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Make a deal</source>
        <translation>Faceți o înțelegere</translation>
    </message>
    <message>
        <source>Chip-chop</source>
        <translation>Chip-chop</translation>
    </message>
    <message>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>Everyone gets the money in proportion to their chips.</source>
        <translation>Fiecare primește bani proporțional cu jetoanele sale.</translation>
    </message>
    <message>
        <source>Everyone gets their expected prize by the Independent Chip Model.</source>
        <translation>Fiecare primește premiul așteptat după Independent Chip Model.</translation>
    </message>
    <message>
        <source>Negotiated</source>
        <translation>Negociată</translation>
    </message>
    <message>
        <source>The players agree the amounts themselves; type what each receives.</source>
        <translation>Jucătorii convin singuri sumele; scrieți cât primește fiecare.</translation>
    </message>
    <message>
        <source>Save for the winner:</source>
        <translation>Păstrează pentru câștigător:</translation>
    </message>
    <message>
        <source>An amount is set aside for whoever wins the play-off; the rest is shared.</source>
        <translation>O sumă este pusă deoparte pentru cine câștigă meciul decisiv; restul se împarte.</translation>
    </message>
    <message>
        <source>the rest by ICM</source>
        <translation>restul după ICM</translation>
    </message>
    <message>
        <source>the rest by chip-chop</source>
        <translation>restul prin chip-chop</translation>
    </message>
    <message>
        <source>the rest as agreed</source>
        <translation>restul cum s-a convenit</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Înregistrează înțelegerea</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Metodă:</translation>
    </message>
    <message>
        <source>{count} players left share {money} (prizes left: {prizes}).</source>
        <translation>Cei {count} jucători rămași împart {money} (premii rămase: {prizes}).</translation>
    </message>
    <message>
        <source>Chips counted: {counted} of {in_play} in play.</source>
        <translation>Jetoane numărate: {counted} din {in_play} în joc.</translation>
    </message>
    <message>
        <source>{chips} more than in play: count again if they should be equal.</source>
        <translation>Cu {chips} mai multe decât în joc: numărați din nou dacă ar trebui să fie egale.</translation>
    </message>
    <message>
        <source>{chips} fewer than in play: count again if they should be equal.</source>
        <translation>Cu {chips} mai puține decât în joc: numărați din nou dacă ar trebui să fie egale.</translation>
    </message>
    <message>
        <source>Paid now: {paid}, saved for the winner: {saved}; total {total}.</source>
        <translation>Plătit acum: {paid}, păstrat pentru câștigător: {saved}; total {total}.</translation>
    </message>
    <message>
        <source>Total: {total}, the prize money left.</source>
        <translation>Total: {total}, banii de premii rămași.</translation>
    </message>
    <message>
        <source>Agreed: {typed} of the {wanted} to share.</source>
        <translation>Convenit: {typed} din cei {wanted} de împărțit.</translation>
    </message>
</context>
<context>
    <name>DealModel</name>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <source>Share of chips</source>
        <translation>Parte din jetoane</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Primește</translation>
    </message>
    <message>
        <source>Count the player&apos;s chips and type them in.</source>
        <translation>Numărați jetoanele jucătorului și scrieți-le.</translation>
    </message>
    <message>
        <source>Type the amount this player agreed to receive now.</source>
        <translation>Scrieți suma pe care acest jucător a acceptat să o primească acum.</translation>
    </message>
    <message>
        <source>{name} (entry {entry})</source>
        <translation>{name} (înscrierea {entry})</translation>
    </message>
</context>
<context>
    <name>DevicesDialog</name>
    <message>
        <source>Staff devices</source>
        <translation>Dispozitivele personalului</translation>
    </message>
    <message>
        <source>Phones paired for the floor, the desk or the director act through the same rules, refusals and undo as this window. Revoke a lost phone: it is refused at once.</source>
        <translation>Telefoanele asociate pentru floor, casierie sau director acționează după aceleași reguli, refuzuri și anulări ca această fereastră. Revocați un telefon pierdut: este refuzat imediat.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Văzut ultima dată</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stare</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revocă</translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation>Asociază un telefon…</translation>
    </message>
    <message>
        <source>Print the seat card of each player registered at the desk</source>
        <translation>Tipărește cartonașul de loc al fiecărui jucător înscris la casierie</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Revocat</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activ</translation>
    </message>
    <message>
        <source>never</source>
        <translation>niciodată</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>chiar acum</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>acum {minutes} min</translation>
    </message>
    <message>
        <source>{name} is revoked: it can no longer act.</source>
        <translation>Telefonul {name} a fost revocat: nu mai poate acționa.</translation>
    </message>
    <message>
        <source>Staff PIN</source>
        <translation>PIN-ul personalului</translation>
    </message>
    <message>
        <source>For a phone that cannot scan: typed on the staff page with the phone&apos;s name. Six digits or more; never shown on the TV; an address that guesses is locked out.</source>
        <translation>Pentru un telefon care nu poate scana: se tastează pe pagina personalului cu numele telefonului. Șase cifre sau mai multe; nu apare niciodată pe televizor; o adresă care încearcă la noroc este blocată.</translation>
    </message>
    <message>
        <source>six digits or more</source>
        <translation>șase cifre sau mai multe</translation>
    </message>
    <message>
        <source>Set the PIN</source>
        <translation>Setează PIN-ul</translation>
    </message>
    <message>
        <source>No PIN</source>
        <translation>Fără PIN</translation>
    </message>
    <message>
        <source>No staff PIN is set: phones pair with a code only.</source>
        <translation>Nu este setat un PIN al personalului: telefoanele se asociază doar cu un cod.</translation>
    </message>
    <message>
        <source>A staff PIN is set; it pairs: {roles}.</source>
        <translation>PIN-ul personalului este setat; asociază: {roles}.</translation>
    </message>
    <message>
        <source>The staff PIN is set.</source>
        <translation>PIN-ul personalului este setat.</translation>
    </message>
    <message>
        <source>The staff PIN is removed.</source>
        <translation>PIN-ul personalului a fost eliminat.</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Nivelul {number}</translation>
    </message>
    <message>
        <source>Big-blind ante {amount}</source>
        <translation>Ante de blind mare {amount}</translation>
    </message>
    <message>
        <source>Ante {amount}</source>
        <translation>Ante {amount}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} și {last}</translation>
    </message>
    <message>
        <source>Colour up the {values} chips</source>
        <translation>Schimbarea jetoanelor de {values}</translation>
    </message>
    <message>
        <source>Level {number}: {blinds}</source>
        <translation>Nivelul {number}: {blinds}</translation>
    </message>
    <message>
        <source>Last level</source>
        <translation>Ultimul nivel</translation>
    </message>
    <message>
        <source>Next: {summary}</source>
        <translation>Urmează: {summary}</translation>
    </message>
    <message>
        <source>{chips} ({blinds} BB)</source>
        <translation>{chips} ({blinds} BB)</translation>
    </message>
</context>
<context>
    <name>DisplayAdapter</name>
    <message>
        <source>for the winner</source>
        <translation>pentru câștigător</translation>
    </message>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>masa {table} locul {seat}</translation>
    </message>
    <message>
        <source>{name} → {to}</source>
        <translation>{name} → {to}</translation>
    </message>
    <message>
        <source>{name}: {origin} → {to}</source>
        <translation>{name}: {origin} → {to}</translation>
    </message>
</context>
<context>
    <name>DisplayCounts</name>
    <message numerus="yes">
        <source>Break, %n minute(s)</source>
        <translation>
            <numerusform>Pauză, %n minut</numerusform>
            <numerusform>Pauză, %n minute</numerusform>
            <numerusform>Pauză, %n de minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <source>Tourney — clock</source>
        <translation>Tourney — ceas</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Ecran complet</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Temă deschisă</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mână cu mână</translation>
    </message>
    <message>
        <source>Waiting for the tournament…</source>
        <translation>Se așteaptă turneul…</translation>
    </message>
</context>
<context>
    <name>DisputeModel</name>
    <message>
        <source>Seat</source>
        <extracomment>Role holding the seat&apos;s cards (a tuple of ``Card``) on every cell. Role holding the seat number on every cell.</extracomment>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Pus în pot</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>A renunțat</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cărți</translation>
    </message>
    <message>
        <source>The seat number at the table.</source>
        <translation>Numărul locului la masă.</translation>
    </message>
    <message>
        <source>The player&apos;s name (optional).</source>
        <translation>Numele jucătorului (opțional).</translation>
    </message>
    <message>
        <source>Every chip the seat put in this hand: blinds, antes and bets.</source>
        <translation>Toate jetoanele puse de loc în această mână: blinduri, ante și pariuri.</translation>
    </message>
    <message>
        <source>Tick if the seat folded: its chips stay in the pot as dead money.</source>
        <translation>Bifați dacă locul a renunțat: jetoanele lui rămân în pot ca jetoane moarte.</translation>
    </message>
    <message>
        <source>Select the row, then pick the cards with the card picker.</source>
        <translation>Selectați rândul, apoi alegeți cărțile cu selectorul de cărți.</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>highest card missing from the flush</source>
        <translation>cea mai mare carte care lipsește din culoare</translation>
    </message>
    <message>
        <source>an ace, even with the ace present</source>
        <translation>un as, chiar dacă asul există deja</translation>
    </message>
    <message>
        <source>the lowest card</source>
        <translation>cea mai mică carte</translation>
    </message>
    <message>
        <source>What the joker counts as in a flush (house option).</source>
        <translation>Ce valoare are jokerul într-o culoare (opțiunea casei).</translation>
    </message>
    <message>
        <source>A-7-8-9-10 is a straight</source>
        <translation>A-7-8-9-10 este chintă</translation>
    </message>
    <message>
        <source>the highest card</source>
        <translation>cea mai mare carte</translation>
    </message>
    <message>
        <source>the combination&apos;s card</source>
        <translation>cartea combinației</translation>
    </message>
    <message>
        <source>the highest card, ace always high</source>
        <translation>cea mai mare carte, asul mereu mare</translation>
    </message>
    <message>
        <source>Whose suit decides identical hands (house option).</source>
        <translation>Culoarea cărei cărți decide între mâini identice (opțiunea casei).</translation>
    </message>
    <message>
        <source>The button&apos;s seat; an empty seat is a dead button.</source>
        <translation>Locul butonului; un loc gol înseamnă buton mort.</translation>
    </message>
    <message>
        <source>The smallest chip still in play: split pots are divided in units of it.</source>
        <translation>Cel mai mic jeton încă în joc: poturile împărțite se împart în unități ale lui.</translation>
    </message>
    <message>
        <source>Bug in a flush:</source>
        <translation>Joker în culoare:</translation>
    </message>
    <message>
        <source>Ties broken by the suit of:</source>
        <translation>Egalitatea se decide după culoarea:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Joc:</translation>
    </message>
    <message>
        <source>Button seat:</source>
        <translation>Locul butonului:</translation>
    </message>
    <message>
        <source>Smallest chip in play:</source>
        <translation>Cel mai mic jeton în joc:</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>Locuri la masă:</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Generate a structure</source>
        <translation>Generează o structură</translation>
    </message>
    <message>
        <source>How long the tournament should last (hours:minutes).</source>
        <translation>Cât ar trebui să dureze turneul (ore:minute).</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack de început</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Jucători așteptați</translation>
    </message>
    <message>
        <source>Target length</source>
        <translation>Durata dorită</translation>
    </message>
    <message>
        <source>Level duration</source>
        <translation>Durata nivelului</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Folosește această structură</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s), no ante. Expected end: {end}.</source>
        <translation>
            <numerusform>%n nivel, fără ante. Sfârșit estimat: {end}.</numerusform>
            <numerusform>%n niveluri, fără ante. Sfârșit estimat: {end}.</numerusform>
            <numerusform>%n de niveluri, fără ante. Sfârșit estimat: {end}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s), {kind} from level 5. Expected end: {end}.</source>
        <translation>
            <numerusform>%n nivel, {kind} de la nivelul 5. Sfârșit estimat: {end}.</numerusform>
            <numerusform>%n niveluri, {kind} de la nivelul 5. Sfârșit estimat: {end}.</numerusform>
            <numerusform>%n de niveluri, {kind} de la nivelul 5. Sfârșit estimat: {end}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message numerus="yes">
        <source>+ %n more place(s)</source>
        <translation>
            <numerusform>+ încă %n loc</numerusform>
            <numerusform>+ încă %n locuri</numerusform>
            <numerusform>+ încă %n de locuri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n more place(s) paid</source>
        <translation>
            <numerusform>+ încă %n loc plătit</numerusform>
            <numerusform>+ încă %n locuri plătite</numerusform>
            <numerusform>+ încă %n de locuri plătite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limba</translation>
    </message>
    <message>
        <source>Tourney speaks this language already.</source>
        <translation>Tourney folosește deja această limbă.</translation>
    </message>
    <message>
        <source>The language changes the next time Tourney starts.</source>
        <translation>Limba se va schimba la următoarea pornire a Tourney.</translation>
    </message>
</context>
<context>
    <name>LevelDelegate</name>
    <message>
        <source>e.g. 25, 100</source>
        <extracomment>The largest blind or ante a spin box accepts.</extracomment>
        <translation>de ex. 25, 100</translation>
    </message>
</context>
<context>
    <name>LevelsModel</name>
    <message>
        <source>Level</source>
        <extracomment>Role holding &quot;level&quot; or &quot;break&quot; on every cell.</extracomment>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Blind mic</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Blind mare</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Ante kind</source>
        <translation>Tip de ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limită</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Schimbare jetoane</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Nivelul {number}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>(now)</source>
        <translation>(acum)</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(jucat)</translation>
    </message>
    <message>
        <source>Already played: it cannot be changed.</source>
        <translation>Deja jucat: nu poate fi modificat.</translation>
    </message>
    <message>
        <source>Being played now: it keeps the time already spent.</source>
        <translation>Se joacă acum: păstrează timpul deja scurs.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Nothing typed to undo: press Esc, then Ctrl+Z undoes an action.</source>
        <translation>Nimic scris de anulat: apăsați Esc, apoi Ctrl+Z anulează o acțiune.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>Turneu nou…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>Deschide turneu…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Tipărește…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>Close late registration</source>
        <translation>Închide înscrierile târzii</translation>
    </message>
    <message>
        <source>Tournament settings…</source>
        <translation>Setările turneului…</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Comenzi rapide de la tastatură</translation>
    </message>
    <message>
        <source>About Tourney</source>
        <translation>Despre Tourney</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Înscrie un jucător</translation>
    </message>
    <message>
        <source>Search the players</source>
        <translation>Caută printre jucători</translation>
    </message>
    <message>
        <source>Show the clock display</source>
        <translation>Arată ecranul ceasului</translation>
    </message>
    <message>
        <source>Clock display full screen</source>
        <translation>Ceasul pe tot ecranul</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fișier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Ceas</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>Clock display on screen</source>
        <translation>Ceasul pe ecran</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Rapoarte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;jutor</translation>
    </message>
    <message>
        <source>Read-only: following the Tourney that has this library open</source>
        <translation>Doar citire: urmărește Tourney-ul care are biblioteca deschisă</translation>
    </message>
    <message>
        <source>This window changes nothing: actions are made in the window that has the library open, and appear here within a second.</source>
        <translation>Această fereastră nu schimbă nimic: acțiunile se fac în fereastra care are biblioteca deschisă și apar aici într-o secundă.</translation>
    </message>
    <message>
        <source>no tournament open</source>
        <translation>niciun turneu deschis</translation>
    </message>
    <message>
        <source>{name} — Tourney</source>
        <translation>{name} — Tourney</translation>
    </message>
    <message>
        <source>{name}, {date} — Tourney</source>
        <translation>{name}, {date} — Tourney</translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation>{title} (doar citire)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nimic de anulat</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nimic de refăcut</translation>
    </message>
    <message>
        <source>There is no clock display.</source>
        <translation>Nu există ecranul ceasului.</translation>
    </message>
    <message>
        <source>Quit Tourney?</source>
        <translation>Închideți Tourney?</translation>
    </message>
    <message>
        <source>The clock is running. Quit Tourney anyway?</source>
        <translation>Ceasul merge. Închideți totuși Tourney?</translation>
    </message>
    <message>
        <source>The clock keeps time while Tourney is closed and is right when you start it again, but the clock display on the TV closes now.</source>
        <translation>Ceasul ține timpul cât Tourney este închis și arată ora corectă când îl porniți din nou, dar afișajul ceasului de pe televizor se închide acum.</translation>
    </message>
    <message>
        <source>The clock keeps time while Tourney is closed and is right when you start it again.</source>
        <translation>Ceasul ține timpul cât Tourney este închis și arată ora corectă când îl porniți din nou.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Î&amp;nchide</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Lasă-l să meargă</translation>
    </message>
    <message>
        <source>Tourney {version}

A tournament director for live poker: clock, seating, payouts, rulings and a print pack.

Free software under the GNU GPL, version 3 or later.</source>
        <translation>Tourney {version}

Un director de turneu pentru poker live: ceas, așezare la mese, premii, decizii și documente de tipărit.

Software liber sub licența GNU GPL, versiunea 3 sau una ulterioară.</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Casierie</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Pair a staff phone</source>
        <translation>Asociază un telefon al personalului</translation>
    </message>
    <message>
        <source>optional: the phone says it</source>
        <translation>opțional: îl spune telefonul</translation>
    </message>
    <message>
        <source>Phone&apos;s name</source>
        <translation>Numele telefonului</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Cod nou</translation>
    </message>
    <message>
        <source>Share on the network</source>
        <translation>Partajare în rețea</translation>
    </message>
    <message>
        <source>The floor busts players out (with who knocked them out), sells rebuys and add-ons, makes the moves and sets the button, at the table.</source>
        <translation>Floor-ul elimină jucătorii (cu cine i-a eliminat), vinde rebuy-uri și add-on-uri, face mutările și pune butonul, la masă.</translation>
    </message>
    <message>
        <source>The desk registers players (from the player database), sells buy-ins, late registrations and re-entries.</source>
        <translation>Casieria înscrie jucătorii (din baza de jucători), vinde buy-in-uri, înscrieri târzii și reintrări.</translation>
    </message>
    <message>
        <source>The director&apos;s phone does everything: the clock, undo and redo, and what the floor and the desk do.</source>
        <translation>Telefonul directorului face totul: ceasul, anularea și refacerea, și ce fac floor-ul și casieria.</translation>
    </message>
    <message>
        <source>The room is not shared on the network: share it to pair phones.</source>
        <translation>Sala nu este partajată în rețea: partajați-o pentru a asocia telefoane.</translation>
    </message>
    <message>
        <source>This code has expired: make a new one.</source>
        <translation>Acest cod a expirat: faceți unul nou.</translation>
    </message>
    <message>
        <source>Scan with the phone within {time} — for one phone only</source>
        <translation>Scanați cu telefonul în {time} — pentru un singur telefon</translation>
    </message>
    <message>
        <source>Paired: {name} ({role}). Make a new code for another phone.</source>
        <translation>Asociat: {name} ({role}). Faceți un cod nou pentru alt telefon.</translation>
    </message>
</context>
<context>
    <name>PayoutsController</name>
    <message>
        <source>The action was refused.</source>
        <translation>Acțiunea a fost refuzată.</translation>
    </message>
</context>
<context>
    <name>PayoutsModel</name>
    <message>
        <source>saved for the winner</source>
        <extracomment>Role holding the amount in cents on every cell of a row.</extracomment>
        <translation>păstrat pentru câștigător</translation>
    </message>
    <message>
        <source>{name} (deal)</source>
        <translation>{name} (înțelegere)</translation>
    </message>
    <message>
        <source>{name} (tie, {first}–{last})</source>
        <translation>{name} (la egalitate, {first}–{last})</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Share of pool</source>
        <translation>Procent din fond</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Sumă</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Înțelegere</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message numerus="yes">
        <source> entries</source>
        <comment>the suffix of a number of entries</comment>
        <translation>
            <numerusform> înscriere</numerusform>
            <numerusform> înscrieri</numerusform>
            <numerusform> de înscrieri</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Lock payouts</source>
        <translation>Blochează premiile</translation>
    </message>
    <message>
        <source>Keep these amounts whatever happens to the prize pool from now on.</source>
        <translation>Păstrează aceste sume orice s-ar întâmpla de acum cu fondul de premii.</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Deblochează</translation>
    </message>
    <message>
        <source>Let the payouts follow the prize pool again.</source>
        <translation>Premiile urmează din nou fondul de premii.</translation>
    </message>
    <message>
        <source>Make a deal…</source>
        <translation>Faceți o înțelegere…</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Înțelegere</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Fond de premii</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Înscrieri</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy-uri</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on-uri</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Bani adăugați</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garanție</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Taxe</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Ligă</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Recompense</translation>
    </message>
    <message>
        <source>Not in the prize pool:</source>
        <translation>În afara fondului de premii:</translation>
    </message>
    <message>
        <source>No payouts yet: {why}</source>
        <translation>Încă niciun premiu: {why}</translation>
    </message>
    <message>
        <source>{count} sold: {money}</source>
        <translation>{count} vândute: {money}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>fără</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s) paid, {total} in all.</source>
        <translation>
            <numerusform>%Ln loc plătit, {total} în total.</numerusform>
            <numerusform>%Ln locuri plătite, {total} în total.</numerusform>
            <numerusform>%Ln de locuri plătite, {total} în total.</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked at a prize pool of {pool}.</source>
        <translation>Blocate la un fond de premii de {pool}.</translation>
    </message>
    <message>
        <source>The prize pool is now {pool}: {difference} against the locked payouts. Unlock to share the new pool.</source>
        <translation>Fondul de premii este acum {pool}: {difference} față de premiile blocate. Deblocați pentru a împărți noul fond.</translation>
    </message>
    <message>
        <source>The prize pool has not changed since the lock.</source>
        <translation>Fondul de premii nu s-a schimbat de la blocare.</translation>
    </message>
    <message>
        <source>The last {count} players made a deal: places 1 to {count} are paid what it gives them ({money} in all) instead of what the plan below pays.</source>
        <translation>Ultimii {count} jucători au făcut o înțelegere: locurile 1–{count} primesc sumele înțelegerii ({money} în total), în locul celor din planul de mai jos.</translation>
    </message>
    <message>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>chip-chop</source>
        <translation>chip-chop</translation>
    </message>
    <message>
        <source>negotiated</source>
        <translation>negociată</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Primește</translation>
    </message>
    <message>
        <source>A deal was recorded ({method}).</source>
        <translation>A fost înregistrată o înțelegere ({method}).</translation>
    </message>
    <message>
        <source>A deal was recorded ({method}); {saved} saved for the winner.</source>
        <translation>A fost înregistrată o înțelegere ({method}); pentru câștigător se păstrează {saved}.</translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>{ordinal}</source>
        <comment>a finishing place; {ordinal} is English&apos;s 1st, 2nd, 3rd; {number} is the plain number: use either placeholder</comment>
        <translation>locul {number}</translation>
    </message>
    <message>
        <source>{place} (tie, {first}–{last})</source>
        <translation>{place} (la egalitate, {first}–{last})</translation>
    </message>
    <message>
        <source>{place} {amount}</source>
        <comment>a place and its prize in a list: 1st €289.00</comment>
        <translation>{place}: {amount}</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>That player is not in the player database.</source>
        <translation>Acel jucător nu este în baza de jucători.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>#</source>
        <extracomment>The roles :meth:`PlayersModel.data` answers; the views ask for many more, per cell.</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>Masă / loc</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Locul</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy-uri</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on-uri</translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation>Jetoane cumpărate</translation>
    </message>
    <message>
        <source>Knocked out by</source>
        <translation>Eliminat de</translation>
    </message>
    <message>
        <source>T{table} S{seat}</source>
        <translation>M{table} L{seat}</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Eliminat</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Câștigător</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Reintrare</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>În joc</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>Type a name, Enter registers (Ctrl+R)</source>
        <translation>Scrieți un nume, Enter înscrie (Ctrl+R)</translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Caută (Ctrl+F)</translation>
    </message>
    <message>
        <source>Only playing</source>
        <translation>Doar cei în joc</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Înscrie</translation>
    </message>
    <message>
        <source>Bust out…</source>
        <translation>Elimină…</translation>
    </message>
    <message>
        <source>Rebuy…</source>
        <translation>Rebuy…</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Reintrare</translation>
    </message>
    <message>
        <source>Unregister</source>
        <translation>Anulează înscrierea</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>Corectați numele…</translation>
    </message>
    <message>
        <source>Merge with another record…</source>
        <translation>Uniți cu altă fișă…</translation>
    </message>
    <message>
        <source>Register:</source>
        <translation>Înscrie:</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>Playing: {left}
Entries: {entries}
Rebuys: {rebuys}
Add-ons: {addons}</source>
        <translation>În joc: {left}
Înscrieri: {entries}
Rebuy-uri: {rebuys}
Add-on-uri: {addons}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack now (at most {start} for a rebuy):</source>
        <translation>Stack-ul actual al jucătorului {name} (cel mult {start} pentru un rebuy):</translation>
    </message>
    <message>
        <source>Collect {terms}.</source>
        <translation>Încasați {terms}.</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message numerus="yes">
        <source>Add-on for %n player(s)</source>
        <translation>
            <numerusform>Add-on pentru %n jucător</numerusform>
            <numerusform>Add-on pentru %n jucători</numerusform>
            <numerusform>Add-on pentru %n de jucători</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Balancing and breaking</source>
        <translation>Echilibrare și închidere de mese</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Acceptă</translation>
    </message>
    <message>
        <source>Print move slips</source>
        <translation>Tipărește bilete</translation>
    </message>
    <message>
        <source>The seats have not been drawn yet.</source>
        <translation>Locurile nu au fost încă trase la sorți.</translation>
    </message>
    <message>
        <source>Nothing to do: the tables are balanced.</source>
        <translation>Nimic de făcut: mesele sunt echilibrate.</translation>
    </message>
    <message>
        <source>The floor should do this now:</source>
        <translation>Floor-ul trebuie să facă acum următoarele:</translation>
    </message>
    <message>
        <source>Hold play at table(s) %1 until the moves are made.</source>
        <translation>Opriți jocul la mesele %1 până se fac mutările.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s):</source>
        <translation>
            <numerusform>%n mutare:</numerusform>
            <numerusform>%n mutări:</numerusform>
            <numerusform>%n de mutări:</numerusform>
        </translation>
    </message>
    <message>
        <source>First click the seat that has the button at %1.</source>
        <translation>Mai întâi faceți clic pe locul care are butonul la %1.</translation>
    </message>
    <message>
        <source>%1 stays at table %2 seat %3 (drawn to the same seat)</source>
        <translation>%1 rămâne la masa %2 locul %3 (a tras același loc)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: masa %2 locul %3 → masa %4 locul %5</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Schimbă…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Dosar</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Caută în:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nume fișier:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fișiere de &amp;tipul:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listă</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detalii</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dosar nou</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele &amp;ascunse</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Îl înlocuiți?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensiune</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Spațiu</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Dreapta</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Stânga</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Sus</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Jos</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Înap&amp;oi</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>Îna&amp;inte &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finalizează</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;jutor</translation>
    </message>
</context>
<context>
    <name>RaiseController</name>
    <message>
        <source>Name at least two players, clockwise from the left of the button.</source>
        <translation>Numiți cel puțin doi jucători, în sensul acelor de ceasornic de la stânga butonului.</translation>
    </message>
</context>
<context>
    <name>RaiseHelper</name>
    <message>
        <source>No-limit</source>
        <translation>No-limit</translation>
    </message>
    <message>
        <source>Pot-limit</source>
        <translation>Pot-limit</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Pre-flop</source>
        <translation>Pre-flop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Before the draw</source>
        <translation>Înainte de schimbare</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>După schimbare</translation>
    </message>
    <message>
        <source>SB, BB, UTG, …, BTN</source>
        <translation>SB, BB, UTG, …, BTN</translation>
    </message>
    <message>
        <source>The players clockwise from the first seat left of the button, comma-separated.</source>
        <translation>Jucătorii în sensul acelor de ceasornic de la primul loc din stânga butonului, separați prin virgulă.</translation>
    </message>
    <message>
        <source>Print ruling slip…</source>
        <translation>Tipărește decizia…</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>Adaugă acțiune</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Elimină acțiunea</translation>
    </message>
    <message>
        <source>Betting:</source>
        <translation>Pariere:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Rundă:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>Blind mare:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>Blind mic:</translation>
    </message>
    <message>
        <source>Pot before this round:</source>
        <translation>Pot înainte de această rundă:</translation>
    </message>
    <message>
        <source>Rule for:</source>
        <translation>Decizie pentru:</translation>
    </message>
    <message>
        <source>Players, clockwise from the left of the button:</source>
        <translation>Jucători, în sensul acelor de ceasornic de la stânga butonului:</translation>
    </message>
    <message>
        <source>The round so far</source>
        <translation>Runda până acum</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>De egalat</translation>
    </message>
    <message>
        <source>May raise</source>
        <translation>Poate plusa</translation>
    </message>
    <message>
        <source>Minimum raise to</source>
        <translation>Plusare minimă la</translation>
    </message>
    <message>
        <source>Maximum raise to</source>
        <translation>Plusare maximă la</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decizie</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>De ce</translation>
    </message>
    <message>
        <source>the player to act</source>
        <translation>jucătorul la rând</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>{player}: fold or call {chips}</source>
        <translation>{player}: renunță sau egalează {chips}</translation>
    </message>
    <message>
        <source>{player}: check</source>
        <translation>{player}: check</translation>
    </message>
    <message>
        <source> — may not raise</source>
        <translation> — nu poate plusa</translation>
    </message>
    <message>
        <source>, or go all-in for {chips}</source>
        <translation>, sau intră all-in cu {chips}</translation>
    </message>
    <message>
        <source>, or bet at least {chips}</source>
        <translation>, sau pariază cel puțin {chips}</translation>
    </message>
    <message>
        <source>, or raise to at least {chips}</source>
        <translation>, sau plusează la cel puțin {chips}</translation>
    </message>
</context>
<context>
    <name>RebuyDialog</name>
    <message>
        <source>Rebuy for %1</source>
        <translation>Rebuy pentru %1</translation>
    </message>
    <message>
        <source>Collect %1.</source>
        <translation>Încasați %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stack now:</source>
        <translation>Stack-ul actual al jucătorului %1:</translation>
    </message>
    <message>
        <source>%1&apos;s stack now (at most %2 for a rebuy):</source>
        <translation>Stack-ul actual al jucătorului %1 (cel mult %2 pentru un rebuy):</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
</context>
<context>
    <name>RegistrationBox</name>
    <message>
        <source>“{name}” is nobody&apos;s name in the player list: pick the player from the list, or press Enter again to register “{name}” as a new player.</source>
        <translation>„{name}” nu este numele nimănui din baza de jucători: alegeți jucătorul din listă sau apăsați din nou Enter pentru a înscrie „{name}” ca jucător nou.</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>Merge with another record</source>
        <translation>Uniți cu altă fișă</translation>
    </message>
    <message>
        <source>Correct a name</source>
        <translation>Corectați un nume</translation>
    </message>
    <message>
        <source>Merge {name} ({entries}) into the right player&apos;s record.</source>
        <translation>Uniți {name} ({entries}) cu fișa jucătorului corect.</translation>
    </message>
    <message>
        <source>Correct the name of {name} ({entries}).</source>
        <translation>Corectați numele {name} ({entries}).</translation>
    </message>
    <message>
        <source>The right player&apos;s name</source>
        <translation>Numele jucătorului corect</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nume:</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Poreclă:</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Uniți</translation>
    </message>
    <message>
        <source>The entries of {typo} go to {name}, and the player database keeps one record: registration will not offer {typo} again.</source>
        <translation>Înscrierile fișei {typo} trec la {name}, iar baza de jucători păstrează o singură fișă: la înscriere nu se va mai propune {typo}.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Redenumiți</translation>
    </message>
    <message>
        <source>Every screen, report and the clock display show the new name, and the player database is corrected too. The history of actions keeps the name each action was taken under.</source>
        <translation>Toate ecranele, rapoartele și afișajul ceasului arată noul nume, iar baza de jucători este corectată și ea. Istoricul acțiunilor păstrează numele sub care a fost făcută fiecare acțiune.</translation>
    </message>
    <message>
        <source>{name} is in the player database and playing tonight (#{entry}).</source>
        <translation>{name} este în baza de jucători și joacă în seara asta (#{entry}).</translation>
    </message>
    <message>
        <source>{name} is in the player database and in this tournament.</source>
        <translation>{name} este în baza de jucători și în acest turneu.</translation>
    </message>
    <message>
        <source>{name} is in the player database.</source>
        <translation>{name} este în baza de jucători.</translation>
    </message>
    <message>
        <source>The same person: merge {typo} into this record</source>
        <translation>Aceeași persoană: uniți {typo} cu această fișă</translation>
    </message>
    <message>
        <source>Somebody else of the same name: rename only</source>
        <translation>Altcineva cu același nume: doar redenumiți</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Tipărește…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salvează ca…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Tipărește</translation>
    </message>
    <message>
        <source>Which report?</source>
        <translation>Care raport?</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Salvează raportul</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fișiere PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ReportsController</name>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>The report could not be made: {reason}</source>
        <translation>Raportul nu a putut fi creat: {reason}</translation>
    </message>
    <message>
        <source>This tournament counts towards no league season.</source>
        <translation>Acest turneu nu contează pentru niciun sezon de ligă.</translation>
    </message>
    <message>
        <source>No deal is recorded.</source>
        <translation>Nicio înțelegere nu este înregistrată.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvat {path}</translation>
    </message>
    <message>
        <source>Print without a preview</source>
        <translation>Tipărește fără previzualizare</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %Ln page(s), too many to show in the print preview. Print them without a preview? (Save as… keeps it as a PDF file instead.)</source>
        <translation>
            <numerusform>{name} are %Ln pagină, prea multe pentru previzualizarea tipăririi. O tipăriți fără previzualizare? („Salvează ca…” îl păstrează în schimb ca fișier PDF.)</numerusform>
            <numerusform>{name} are %Ln pagini, prea multe pentru previzualizarea tipăririi. Le tipăriți fără previzualizare? („Salvează ca…” îl păstrează în schimb ca fișier PDF.)</numerusform>
            <numerusform>{name} are %Ln de pagini, prea multe pentru previzualizarea tipăririi. Le tipăriți fără previzualizare? („Salvează ca…” îl păstrează în schimb ca fișier PDF.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %Ln page(s) of {name} to the printer.</source>
        <translation>
            <numerusform>A fost trimisă %Ln pagină din {name} la imprimantă.</numerusform>
            <numerusform>Au fost trimise %Ln pagini din {name} la imprimantă.</numerusform>
            <numerusform>Au fost trimise %Ln de pagini din {name} la imprimantă.</numerusform>
        </translation>
    </message>
    <message>
        <source>proposed moves</source>
        <translation>mutări propuse</translation>
    </message>
    <message>
        <source>Ruling on a hand</source>
        <translation>Decizie asupra unei mâini</translation>
    </message>
    <message>
        <source>betting ruling</source>
        <translation>decizie la pariuri</translation>
    </message>
    <message>
        <source>No PDF viewer could open {name}, so here is its print preview.</source>
        <translation>Niciun cititor PDF nu a putut deschide {name}, așa că iată previzualizarea tipăririi.</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>decizie</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Pots</source>
        <extracomment>The background of a share that includes an odd chip. What the Returned and Wins columns say for no chips, on the screen and on the ruling slip.</extracomment>
        <translation>Poturi</translation>
    </message>
    <message>
        <source>Hands and chips</source>
        <translation>Mâini și jetoane</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>De ce</translation>
    </message>
    <message>
        <source>Enter the hand to see the ruling.</source>
        <translation>Introduceți mâna pentru a vedea decizia.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Sumă</translation>
    </message>
    <message>
        <source>Eligible seats</source>
        <translation>Locuri eligibile</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Câștigat de</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Pot principal</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Pot secundar {number}</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Locul {seat}: {chips}</translation>
    </message>
    <message>
        <source>received an odd chip (first seat left of the button first)</source>
        <translation>a primit un jeton nedivizibil (întâi primul loc din stânga butonului)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mână</translation>
    </message>
    <message>
        <source>Best five</source>
        <translation>Cele mai bune cinci</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Câștigă</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Returnat</translation>
    </message>
</context>
<context>
    <name>ResultsFace</name>
    <message>
        <source>Winner</source>
        <translation>Câștigător</translation>
    </message>
    <message>
        <source>The tournament is over. Thank you for playing!</source>
        <translation>Turneul s-a încheiat. Vă mulțumim că ați jucat!</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Clasament final</translation>
    </message>
</context>
<context>
    <name>RoomCode</name>
    <message>
        <source>Follow on your phone</source>
        <translation>Urmăriți pe telefon</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Share on the network</source>
        <translation>Partajare în rețea</translation>
    </message>
    <message>
        <source>Share this tournament with the phones and TVs of the room</source>
        <translation>Partajați turneul cu telefoanele și televizoarele din sală</translation>
    </message>
    <message>
        <source>Phones on the same network scan a code or type its address; a TV&apos;s browser opens the address with /display at the end. Nothing leaves the local network.</source>
        <translation>Telefoanele din aceeași rețea scanează un cod sau îi scriu adresa; browserul unui televizor deschide adresa cu /display la sfârșit. Nimic nu iese din rețeaua locală.</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Numele complet</translation>
    </message>
    <message>
        <source>First name and initial</source>
        <translation>Prenumele și inițiala</translation>
    </message>
    <message>
        <source>Nickname (else first name and initial)</source>
        <translation>Porecla (altfel prenumele și inițiala)</translation>
    </message>
    <message>
        <source>Players are named</source>
        <translation>Numele jucătorilor</translation>
    </message>
    <message>
        <source>none: anybody on the network may look</source>
        <translation>fără: oricine din rețea poate privi</translation>
    </message>
    <message>
        <source>View PIN (4 to 12 digits)</source>
        <translation>PIN pentru vizionare (4–12 cifre)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>{phones}
TV: {tv}</source>
        <translation>{phones}
TV: {tv}</translation>
    </message>
</context>
<context>
    <name>RoomShare</name>
    <message>
        <source>Share on the network</source>
        <translation>Partajare în rețea</translation>
    </message>
    <message>
        <source>Network sharing…</source>
        <translation>Partajarea în rețea…</translation>
    </message>
    <message>
        <source>The room cannot be shared on the network: {reason}</source>
        <translation>Sala nu poate fi partajată în rețea: {reason}</translation>
    </message>
    <message>
        <source>Port {asked} was in use: the room is shared on port {port}.</source>
        <translation>Portul {asked} era ocupat: sala este partajată pe portul {port}.</translation>
    </message>
    <message>
        <source>On the network: {address}</source>
        <translation>În rețea: {address}</translation>
    </message>
    <message>
        <source>Pair a staff phone…</source>
        <translation>Asociază un telefon al personalului…</translation>
    </message>
    <message>
        <source>Staff devices…</source>
        <translation>Dispozitivele personalului…</translation>
    </message>
</context>
<context>
    <name>RulingsController</name>
    <message>
        <source>The button must be on a seat from 1 to {size}.</source>
        <translation>Butonul trebuie să fie pe un loc de la 1 la {size}.</translation>
    </message>
    <message>
        <source>The smallest chip in play must be at least 1.</source>
        <translation>Cel mai mic jeton în joc trebuie să fie cel puțin 1.</translation>
    </message>
    <message>
        <source>A table has {low} to {high} seats.</source>
        <translation>O masă are între {low} și {high} locuri.</translation>
    </message>
    <message>
        <source>Seat {seat} is in the hand: remove it before making the table smaller.</source>
        <translation>Locul {seat} este în mână: eliminați-l înainte de a micșora masa.</translation>
    </message>
    <message>
        <source>The button is on seat {seat}: move it before making the table smaller.</source>
        <translation>Butonul este pe locul {seat}: mutați-l înainte de a micșora masa.</translation>
    </message>
    <message>
        <source>Every seat of the table is already in the hand.</source>
        <translation>Toate locurile mesei sunt deja în mână.</translation>
    </message>
    <message>
        <source>Seat {seat} is not in the hand.</source>
        <translation>Locul {seat} nu este în mână.</translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {size}.</source>
        <translation>Locurile sunt numerotate de la 1 la {size}.</translation>
    </message>
    <message>
        <source>Seat {seat} is already in the hand.</source>
        <translation>Locul {seat} este deja în mână.</translation>
    </message>
    <message>
        <source>A seat cannot put in a negative amount.</source>
        <translation>Un loc nu poate pune o sumă negativă.</translation>
    </message>
    <message>
        <source>This game has no board.</source>
        <translation>Acest joc nu are cărți comune.</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} este scrisă de două ori.</translation>
    </message>
    <message>
        <source>{card} is not in the {deck}.</source>
        <translation>{card} nu este în {deck}.</translation>
    </message>
    <message>
        <source>{card} is already on the board.</source>
        <translation>{card} este deja printre cărțile comune.</translation>
    </message>
    <message>
        <source>The board is complete: clear it or choose another place.</source>
        <translation>Cărțile comune sunt complete: goliți-le sau alegeți alt loc.</translation>
    </message>
    <message>
        <source>Seat {seat} is complete: clear it or choose another.</source>
        <translation>Locul {seat} este complet: goliți-l sau alegeți altul.</translation>
    </message>
    <message>
        <source>Choose a seat or the board first.</source>
        <translation>Alegeți întâi un loc sau cărțile comune.</translation>
    </message>
    <message>
        <source>{card} is already in seat {seat}&apos;s hand.</source>
        <translation>{card} este deja în mâna locului {seat}.</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>cărțile comune</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>locul {seat}</translation>
    </message>
    <message>
        <source>Add the seats that played the hand.</source>
        <translation>Adăugați locurile care au jucat mâna.</translation>
    </message>
    <message>
        <source>Enter the chips each seat put in.</source>
        <translation>Introduceți jetoanele puse de fiecare loc.</translation>
    </message>
    <message>
        <source>Seat {seat} needs {need} cards ({have} picked).</source>
        <translation>Locul {seat} are nevoie de {need} cărți ({have} alese).</translation>
    </message>
    <message>
        <source>The board needs 5 cards ({have} picked).</source>
        <translation>Sunt necesare 5 cărți comune ({have} alese).</translation>
    </message>
</context>
<context>
    <name>RulingsView</name>
    <message>
        <source>Pots and showdown</source>
        <translation>Poturi și showdown</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Plusare minimă</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>{number}: {name} ({width}×{height})</source>
        <translation>{number}: {name} ({width}×{height})</translation>
    </message>
</context>
<context>
    <name>SeatPickerDialog</name>
    <message>
        <source>Table %1, seat %2</source>
        <translation>Masa %1, locul %2</translation>
    </message>
    <message>
        <source>There is no open seat.</source>
        <translation>Nu există niciun loc liber.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Undone: %1</source>
        <translation>Acțiune anulată: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Acțiune refăcută: %1</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Start or pause the clock</source>
        <translation>Pornește sau oprește ceasul</translation>
    </message>
    <message>
        <source>Add a minute to the level</source>
        <translation>Adaugă un minut la nivel</translation>
    </message>
    <message>
        <source>Take a minute away from the level</source>
        <translation>Scade un minut din nivel</translation>
    </message>
    <message>
        <source>Go to the next level</source>
        <translation>Treci la nivelul următor</translation>
    </message>
    <message>
        <source>Go back to the previous level</source>
        <translation>Revino la nivelul anterior</translation>
    </message>
    <message>
        <source>Undo the last action</source>
        <translation>Anulează ultima acțiune</translation>
    </message>
    <message>
        <source>Redo the action undone</source>
        <translation>Refă acțiunea anulată</translation>
    </message>
    <message>
        <source>Record a bust-out</source>
        <translation>Înregistrează o eliminare</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name</source>
        <translation>Corectați numele jucătorului selectat</translation>
    </message>
    <message>
        <source>Type a name to register</source>
        <translation>Scrieți un nume de înscris</translation>
    </message>
    <message>
        <source>Search the players</source>
        <translation>Caută printre jucători</translation>
    </message>
    <message>
        <source>Show the players</source>
        <translation>Arată jucătorii</translation>
    </message>
    <message>
        <source>Show the tables</source>
        <translation>Arată mesele</translation>
    </message>
    <message>
        <source>Show the structure</source>
        <translation>Arată structura</translation>
    </message>
    <message>
        <source>Show the payouts</source>
        <translation>Arată premiile</translation>
    </message>
    <message>
        <source>Show the rulings</source>
        <translation>Arată deciziile</translation>
    </message>
    <message>
        <source>Clock display full screen, or not</source>
        <translation>Ceasul pe tot ecranul, sau nu</translation>
    </message>
    <message>
        <source>Create a tournament</source>
        <translation>Creează un turneu</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>Deschide un turneu</translation>
    </message>
    <message>
        <source>Print a report</source>
        <translation>Tipărește un raport</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ieșire</translation>
    </message>
    <message>
        <source>Show this list of shortcuts</source>
        <translation>Arată această listă de comenzi rapide</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Board</source>
        <translation>Cărți comune</translation>
    </message>
    <message>
        <source>Click the board, then pick its five cards.</source>
        <translation>Faceți clic pe cărțile comune, apoi alegeți cele cinci cărți.</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>Adaugă loc</translation>
    </message>
    <message>
        <source>Remove seat</source>
        <translation>Elimină locul</translation>
    </message>
    <message>
        <source>Print ruling slip…</source>
        <translation>Tipărește decizia…</translation>
    </message>
    <message>
        <source>Print the ruling with the reasons, to sign.</source>
        <translation>Tipărește decizia cu motivele, pentru semnare.</translation>
    </message>
    <message>
        <source>Seats in the hand</source>
        <translation>Locuri în mână</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decizie</translation>
    </message>
    <message>
        <source>Picking for {place}: {have} of {need} cards</source>
        <translation>Alegere pentru {place}: {have} din {need} cărți</translation>
    </message>
</context>
<context>
    <name>StaffDevices</name>
    <message>
        <source>Seat card printed for {name}.</source>
        <translation>Cartonașul de loc pentru {name} a fost tipărit.</translation>
    </message>
    <message>
        <source>No printer: the seat card of {name} was not printed.</source>
        <translation>Nicio imprimantă: cartonașul de loc al jucătorului {name} nu a fost tipărit.</translation>
    </message>
</context>
<context>
    <name>Structure</name>
    <message>
        <source>No ante</source>
        <translation>Fără ante</translation>
    </message>
    <message>
        <source>Classic ante</source>
        <translation>Ante clasic</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Ante de blind mare</translation>
    </message>
</context>
<context>
    <name>StructureController</name>
    <message>
        <source>Every level of {name} has a big blind of {big_blind} or less; it cannot follow the level being played.</source>
        <translation>Fiecare nivel din {name} are un blind mare de {big_blind} sau mai puțin; nu poate urma nivelului care se joacă.</translation>
    </message>
    <message>
        <source>that structure</source>
        <translation>acea structură</translation>
    </message>
    <message>
        <source>%s is being played; it cannot be removed.</source>
        <translation>%s se joacă acum; nu se poate elimina.</translation>
    </message>
    <message>
        <source>The structure is unchanged.</source>
        <translation>Structura nu s-a schimbat.</translation>
    </message>
    <message>
        <source>Fix the problems first: %s</source>
        <translation>Corectați întâi problemele: %s</translation>
    </message>
    <message>
        <source>The change was refused.</source>
        <translation>Modificarea a fost refuzată.</translation>
    </message>
    <message>
        <source>%s has already been played; it cannot be changed.</source>
        <translation>%s s-a jucat deja; nu se mai poate modifica.</translation>
    </message>
    <message>
        <source>Nothing can be inserted before the level being played.</source>
        <translation>Nu se poate insera nimic înaintea nivelului care se joacă.</translation>
    </message>
    <message>
        <source>A level or break lasts between 1 and {most} minutes.</source>
        <translation>Un nivel sau o pauză durează între 1 și {most} de minute.</translation>
    </message>
    <message>
        <source>Blinds and antes cannot be negative.</source>
        <translation>Blindurile și ante-urile nu pot fi negative.</translation>
    </message>
    <message>
        <source>{text} is not a chip value; write them like 25, 100.</source>
        <translation>{text} nu este o valoare de jeton; scrieți-le ca 25, 100.</translation>
    </message>
    <message>
        <source>{text} is not a whole number.</source>
        <translation>{text} nu este un număr întreg.</translation>
    </message>
</context>
<context>
    <name>StructureTab</name>
    <message>
        <source>Insert level</source>
        <translation>Inserează nivel</translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation>Inserează pauză</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Șabloane</translation>
    </message>
    <message>
        <source>Generator…</source>
        <translation>Generator…</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revino</translation>
    </message>
    <message>
        <source>Apply changes</source>
        <translation>Aplică modificările</translation>
    </message>
    <message>
        <source>Edit the chip set…</source>
        <translation>Modifică setul de jetoane…</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Set de jetoane</translation>
    </message>
    <message>
        <source>Load “{title}”</source>
        <translation>Încarcă „{title}”</translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation>Aplicat.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s) to fix before applying:</source>
        <translation>
            <numerusform>%Ln problemă de corectat înainte de aplicare:</numerusform>
            <numerusform>%Ln probleme de corectat înainte de aplicare:</numerusform>
            <numerusform>%Ln de probleme de corectat înainte de aplicare:</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Nicio problemă găsită.</translation>
    </message>
    <message>
        <source>Changes not applied yet</source>
        <translation>Modificări încă neaplicate</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Next hand</source>
        <translation>Mâna următoare</translation>
    </message>
    <message>
        <source>The hand is over: move the button and the blinds on.</source>
        <translation>Mâna s-a terminat: mutați mai departe butonul și blindurile.</translation>
    </message>
    <message>
        <source>Set button</source>
        <translation>Pune butonul</translation>
    </message>
    <message>
        <source>Then click the seat that gets the button.</source>
        <translation>Apoi faceți clic pe locul care primește butonul.</translation>
    </message>
    <message>
        <source>Draw for button</source>
        <translation>Trage la sorți butonul</translation>
    </message>
    <message>
        <source>Next hand after the last one Tourney knows</source>
        <translation>Mâna de după ultima pe care o cunoaște Tourney</translation>
    </message>
    <message>
        <source>Balancing moves the player due the big blind from this table, and its button is unconfirmed: click the seat that has the button for the next hand.</source>
        <translation>Echilibrarea mută de la această masă jucătorul care urmează la blindul mare, iar butonul ei nu este confirmat: faceți clic pe locul care are butonul pentru mâna următoare.</translation>
    </message>
    <message>
        <source>Button unconfirmed: press Set button and click its seat, or give it with the next bust-out here.</source>
        <translation>Buton neconfirmat: apăsați Pune butonul și faceți clic pe locul lui, sau indicați-l la următoarea eliminare de la această masă.</translation>
    </message>
    <message numerus="yes">
        <source>Button unconfirmed: last confirmed %n minute(s) of play ago. Press Set button and click its seat, or give it with the next bust-out here.</source>
        <translation>
            <numerusform>Buton neconfirmat: ultima confirmare acum %n minut de joc. Apăsați Pune butonul și faceți clic pe locul lui, sau indicați-l la următoarea eliminare de la această masă.</numerusform>
            <numerusform>Buton neconfirmat: ultima confirmare acum %n minute de joc. Apăsați Pune butonul și faceți clic pe locul lui, sau indicați-l la următoarea eliminare de la această masă.</numerusform>
            <numerusform>Buton neconfirmat: ultima confirmare acum %n de minute de joc. Apăsați Pune butonul și faceți clic pe locul lui, sau indicați-l la următoarea eliminare de la această masă.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePicture</name>
    <message>
        <source>{table} needs at least two players to deal a hand.</source>
        <translation>{table}: pentru a juca o mână sunt necesari cel puțin doi jucători.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Move %1 to…</source>
        <translation>Mută pe %1 la…</translation>
    </message>
    <message>
        <source>Bust out %1…</source>
        <translation>Elimină pe %1…</translation>
    </message>
    <message>
        <source>Set button here</source>
        <translation>Pune butonul aici</translation>
    </message>
    <message>
        <source>Seat %1: reserved</source>
        <translation>Locul %1: rezervat</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Locul %1: liber</translation>
    </message>
    <message>
        <source>Seat %1: %2
Entry %3 · chips bought %4</source>
        <translation>Locul %1: %2
Înscrierea %3 · jetoane cumpărate %4</translation>
    </message>
    <message>
        <source>Click the seat that gets the button</source>
        <translation>Faceți clic pe locul care primește butonul</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jucător</numerusform>
            <numerusform>%n jucători</numerusform>
            <numerusform>%n de jucători</numerusform>
        </translation>
    </message>
    <message>
        <source>HAND-FOR-HAND</source>
        <translation>MÂNĂ CU MÂNĂ</translation>
    </message>
    <message>
        <source>HOLD PLAY</source>
        <translation>JOC OPRIT</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>rezervat</translation>
    </message>
    <message>
        <source>open</source>
        <translation>liber</translation>
    </message>
    <message>
        <source>last</source>
        <translation>ultimul</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>așteaptă</translation>
    </message>
    <message>
        <source>Rebuy for %1…</source>
        <translation>Rebuy pentru %1…</translation>
    </message>
    <message>
        <source>Add-on for %1</source>
        <translation>Add-on pentru %1</translation>
    </message>
    <message>
        <source>BUTTON UNCONFIRMED</source>
        <translation>BUTON NECONFIRMAT</translation>
    </message>
</context>
<context>
    <name>TablesController</name>
    <message>
        <source>There is no proposal to accept.</source>
        <translation>Nu există nicio propunere de acceptat.</translation>
    </message>
    <message>
        <source>Draw for the button at {table}: {explanation}</source>
        <translation>Tragerea la sorți a butonului ({table}): {explanation}</translation>
    </message>
    <message>
        <source>Where is the button at {table}? Balancing moves the player due the big blind, and that table&apos;s button is unconfirmed: click the seat that has the button for the next hand, then accept.</source>
        <translation>Unde este butonul la {table}? Echilibrarea mută jucătorul care urmează la blindul mare, iar butonul acelei mese nu este confirmat: faceți clic pe locul care are butonul pentru mâna următoare, apoi acceptați.</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>No tables yet: draw the seats when registration allows.</source>
        <translation>Încă nicio masă: trageți la sorți locurile când înscrierile permit.</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Trage la sorți locurile</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Mână cu mână</translation>
    </message>
    <message>
        <source>Every table plays one hand and waits for the others.</source>
        <translation>Fiecare masă joacă o mână și le așteaptă pe celelalte.</translation>
    </message>
    <message>
        <source>Chip race…</source>
        <translation>Cursa jetoanelor…</translation>
    </message>
    <message>
        <source>Colour up one table&apos;s chips of a denomination leaving play.</source>
        <translation>Schimbă jetoanele unei mese dintr-o valoare care iese din joc.</translation>
    </message>
    <message>
        <source>Click a player, then an open seat, to move them. Right-click a seat to move, bust, rebuy or add on a player, or to put the button there.</source>
        <translation>Faceți clic pe un jucător, apoi pe un loc liber, pentru a-l muta. Clic dreapta pe un loc pentru a muta sau elimina un jucător, a-i înregistra un rebuy sau un add-on, ori pentru a pune butonul acolo.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mută pe %1</translation>
    </message>
    <message>
        <source>Choose the open seat %1 moves to.</source>
        <translation>Alegeți locul liber unde se mută %1.</translation>
    </message>
    <message>
        <source>Change the move</source>
        <translation>Schimbă mutarea</translation>
    </message>
    <message>
        <source>Choose another open seat for this player.</source>
        <translation>Alegeți alt loc liber pentru acest jucător.</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mese</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structură</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decizii</translation>
    </message>
    <message>
        <source>{title}: not available in this build ({reason}).</source>
        <translation>{title}: indisponibil în această versiune ({reason}).</translation>
    </message>
</context>
<context>
    <name>Tournaments</name>
    <message>
        <source>Duplicate tournament</source>
        <translation>Duplică turneul</translation>
    </message>
    <message>
        <source>A new tournament with the structure, buy-ins, tables and payouts of “%1”.</source>
        <translation>Un turneu nou cu structura, buy-in-urile, mesele și premiile lui „%1”.</translation>
    </message>
    <message>
        <source>A new night: same setup, no players yet</source>
        <translation>O seară nouă: aceeași configurare, încă fără jucători</translation>
    </message>
    <message>
        <source>An exact copy, with its players and all that happened</source>
        <translation>O copie exactă, cu jucătorii și tot ce s-a întâmplat</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplică</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nume:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>D&amp;ata:</translation>
    </message>
    <message>
        <source>A tournament needs a name.</source>
        <translation>Un turneu are nevoie de un nume.</translation>
    </message>
    <message>
        <source>A table has at most %1 seats.</source>
        <translation>O masă are cel mult %1 locuri.</translation>
    </message>
    <message>
        <source>until level </source>
        <translation>până la nivelul </translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Blinduri</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Început</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack mediu</translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation>ante BB</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>%1 BB</source>
        <translation>%1 BB</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>colour up %1</source>
        <translation>schimbare %1</translation>
    </message>
    <message>
        <source>To end in about that time, play starts %1 big blinds deep, not %2: make the tournament longer, the levels shorter or the breaks fewer to start deeper.</source>
        <translation>Ca să se termine cam în acest timp, jocul începe cu %1 BB, nu cu %2: prelungiți turneul, scurtați nivelurile sau reduceți pauzele ca jocul să înceapă cu mai multe blinduri mari.</translation>
    </message>
    <message>
        <source>The tournament cannot be opened.</source>
        <translation>Turneul nu poate fi deschis.</translation>
    </message>
    <message>
        <source>Renaming failed.</source>
        <translation>Redenumirea a eșuat.</translation>
    </message>
    <message>
        <source>This tournament is open; open another one before deleting it.</source>
        <translation>Acest turneu este deschis; deschideți altul înainte de a-l șterge.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Deschide turneu</translation>
    </message>
    <message>
        <source>Search by name, date or venue</source>
        <translation>Căutați după nume, dată sau loc</translation>
    </message>
    <message>
        <source>There are no tournaments yet: create one with New tournament.</source>
        <translation>Încă nu există turnee: creați unul cu Turneu nou.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;uplică…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Redenumește…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>Ș&amp;terge…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Rename tournament</source>
        <translation>Redenumește turneul</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nume nou:</translation>
    </message>
    <message>
        <source>Delete tournament</source>
        <translation>Șterge turneul</translation>
    </message>
    <message>
        <source>Delete “%1” with all its entries and history? This cannot be undone.</source>
        <translation>Ștergeți „%1” cu toate înscrierile și istoricul? Acțiunea nu poate fi anulată.</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Turneul</translation>
    </message>
    <message>
        <source>What it is called, when and where it is played.</source>
        <translation>Cum se numește, când și unde se joacă.</translation>
    </message>
    <message>
        <source>%1 tournament</source>
        <translation>Turneul %1</translation>
    </message>
    <message>
        <source>e.g. Club 52, back room</source>
        <translation>de ex. Club 52, sala din spate</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Nu&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Start of play:</source>
        <translation>&amp;Începerea jocului:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Locul:</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Jocul</translation>
    </message>
    <message>
        <source>The game dealt and its betting limit; every level of the structure uses them.</source>
        <translation>Jocul împărțit și limita lui de pariere; toate nivelurile structurii le folosesc.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>Li&amp;mită:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>fără limită</translation>
    </message>
    <message>
        <source> per entry</source>
        <translation> pe înscriere</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Preț:</translation>
    </message>
    <message>
        <source>of which fee:</source>
        <translation>din care taxă:</translation>
    </message>
    <message>
        <source>Chips:</source>
        <translation>Jetoane:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Câte:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>Permise:</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>What players pay and where the money goes; amounts in your currency.</source>
        <translation>Cât plătesc jucătorii și unde merg banii; sume în moneda dumneavoastră.</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixă</translation>
    </message>
    <message>
        <source>Progressive (half in cash)</source>
        <translation>Progresivă (jumătate în bani)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Înscriere</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Preț:</translation>
    </message>
    <message>
        <source>Prize pool:</source>
        <translation>Fond de premii:</translation>
    </message>
    <message>
        <source>Fee (house):</source>
        <translation>Taxă (casei):</translation>
    </message>
    <message>
        <source>Staff:</source>
        <translation>Personal:</translation>
    </message>
    <message>
        <source>League:</source>
        <translation>Ligă:</translation>
    </message>
    <message>
        <source>Bounty:</source>
        <translation>Recompensă:</translation>
    </message>
    <message>
        <source>&amp;Starting chips:</source>
        <translation>Jetoane de î&amp;nceput:</translation>
    </message>
    <message>
        <source>Bounties:</source>
        <translation>Recompense:</translation>
    </message>
    <message>
        <source>Rebu&amp;ys</source>
        <translation>Reb&amp;uy</translation>
    </message>
    <message>
        <source>A&amp;dd-on</source>
        <translation>A&amp;dd-on</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy-uri</translation>
    </message>
    <message>
        <source>Only at or below the starting stack</source>
        <translation>Doar cu stack egal sau mai mic decât cel de început</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>niciuna (freezeout)</translation>
    </message>
    <message>
        <source> per player</source>
        <translation> pe jucător</translation>
    </message>
    <message>
        <source>until I close it</source>
        <translation>până o închid</translation>
    </message>
    <message>
        <source>Registration and prize money</source>
        <translation>Înscrieri și premii</translation>
    </message>
    <message>
        <source>&amp;Re-entries:</source>
        <translation>&amp;Reintrări:</translation>
    </message>
    <message>
        <source>&amp;Late registration:</source>
        <translation>Înscriere &amp;târzie:</translation>
    </message>
    <message>
        <source>&amp;Added money:</source>
        <translation>Bani &amp;adăugați:</translation>
    </message>
    <message>
        <source>&amp;Guarantee:</source>
        <translation>&amp;Garanție:</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>%1 lipsă</translation>
    </message>
    <message>
        <source>%1 too much</source>
        <translation>%1 în plus</translation>
    </message>
    <message>
        <source>The parts add up to %1, not to the price %2 (%3).</source>
        <translation>Părțile însumează %1, nu prețul %2 (%3).</translation>
    </message>
    <message>
        <source>✓ The parts add up to the price.</source>
        <translation>✓ Părțile însumează prețul.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structura</translation>
    </message>
    <message>
        <source>The levels and breaks: start from a template or let Tourney build them.</source>
        <translation>Nivelurile și pauzele: porniți de la un șablon sau lăsați Tourney să le construiască.</translation>
    </message>
    <message>
        <source>&amp;Template</source>
        <translation>&amp;Șablon</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generează</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Șablon:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> big blinds</source>
        <translation> BB</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Ante de blind mare</translation>
    </message>
    <message>
        <source>Classic ante</source>
        <translation>Ante clasic</translation>
    </message>
    <message>
        <source>No ante</source>
        <translation>Fără ante</translation>
    </message>
    <message>
        <source>from level </source>
        <translation>de la nivelul </translation>
    </message>
    <message>
        <source>about every 100 minutes</source>
        <translation>cam la fiecare 100 de minute</translation>
    </message>
    <message>
        <source>Expected players:</source>
        <translation>Jucători așteptați:</translation>
    </message>
    <message>
        <source>Target length:</source>
        <translation>Durata dorită:</translation>
    </message>
    <message>
        <source>Each level:</source>
        <translation>Fiecare nivel:</translation>
    </message>
    <message>
        <source>Start with:</source>
        <translation>Începe cu:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <source>Break every:</source>
        <translation>Pauză la fiecare:</translation>
    </message>
    <message>
        <source>Breaks last:</source>
        <translation>Pauzele durează:</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generată</translation>
    </message>
    <message>
        <source>From a %1 stack, %2 players should be done in about %3 h %4 min.</source>
        <translation>De la un stack de %1, turneul ar trebui să se termine în aproximativ %3 h %4 min (jucători: %2).</translation>
    </message>
    <message>
        <source>That is around %1.</source>
        <translation>Adică în jur de %1.</translation>
    </message>
    <message>
        <source>A break after every %1 levels (%2 min of play).</source>
        <translation>O pauză după fiecare %1 niveluri (%2 min de joc).</translation>
    </message>
    <message>
        <source>Note: it is made for a %1 stack; the buy-in gives %2, so players start deeper or shallower than planned.</source>
        <translation>Notă: este făcută pentru un stack de %1; buy-in-ul dă %2, deci jucătorii încep mai adânc sau mai scurt decât s-a plănuit.</translation>
    </message>
    <message>
        <source>%1 levels, %2 h %3 min in all.</source>
        <translation>Niveluri: %1, %2 h %3 min în total.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>fără</translation>
    </message>
    <message>
        <source>at most %1 per entry</source>
        <translation>cel mult %1 pe înscriere</translation>
    </message>
    <message>
        <source>%1 (fee %2) for %3 chips, %4, %5</source>
        <translation>%1 (taxă %2) pentru %3 jetoane, %4, %5</translation>
    </message>
    <message>
        <source>prize</source>
        <translation>premii</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>taxă</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>personal</translation>
    </message>
    <message>
        <source>league</source>
        <translation>ligă</translation>
    </message>
    <message>
        <source>bounty</source>
        <translation>recompensă</translation>
    </message>
    <message>
        <source>the built-in table</source>
        <translation>tabelul predefinit</translation>
    </message>
    <message>
        <source>your percentages %1</source>
        <translation>procentele dumneavoastră %1</translation>
    </message>
    <message>
        <source>rounded to %1</source>
        <translation>rotunjite la %1</translation>
    </message>
    <message>
        <source>not rounded</source>
        <translation>nerotunjite</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Când</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Jetoane de început</translation>
    </message>
    <message>
        <source>Re-entries</source>
        <translation>Reintrări</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Înscriere târzie</translation>
    </message>
    <message>
        <source>until you close it</source>
        <translation>până o închideți</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Bani adăugați</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garanție</translation>
    </message>
    <message>
        <source>%1: %2 levels, %3 h %4 min, starting at %5</source>
        <translation>%1 — niveluri: %2, %3 h %4 min, începând la %5</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mese</translation>
    </message>
    <message>
        <source>%1 seats, balanced at a difference of %2</source>
        <translation>%1 locuri, echilibrate la o diferență de %2</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <source>Check the tournament; Create and open stores it and opens it.</source>
        <translation>Verificați turneul; „Creează și deschide” îl salvează și îl deschide.</translation>
    </message>
    <message>
        <source>How many seats each table has and when the floor balances them.</source>
        <translation>Câte locuri are fiecare masă și când le echilibrează floor-ul.</translation>
    </message>
    <message>
        <source> seats</source>
        <translation> locuri</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jucători</translation>
    </message>
    <message>
        <source>never</source>
        <translation>niciodată</translation>
    </message>
    <message>
        <source>from </source>
        <translation>de la </translation>
    </message>
    <message>
        <source> players left</source>
        <translation> jucători rămași</translation>
    </message>
    <message>
        <source>&amp;Seats per table:</source>
        <translation>&amp;Locuri la masă:</translation>
    </message>
    <message>
        <source>Ba&amp;lance at a difference of:</source>
        <translation>E&amp;chilibrează la o diferență de:</translation>
    </message>
    <message>
        <source>The b&amp;uilt-in table</source>
        <translation>Tabelul &amp;predefinit</translation>
    </message>
    <message>
        <source>&amp;Balance at a difference of:</source>
        <translation>Ec&amp;hilibrează la o diferență de:</translation>
    </message>
    <message>
        <source>&amp;Tighten to 2:</source>
        <translation>Strâ&amp;nge la 2:</translation>
    </message>
    <message>
        <source>Tables are balanced when the biggest and the smallest differ by this many players (2 keeps them within one player of each other). A looser room early on can be tightened once few players are left.</source>
        <translation>Mesele sunt echilibrate când cea mai mare și cea mai mică diferă cu atâția jucători (2 le ține la cel mult un jucător una de alta). O sală mai lejeră la început poate fi strânsă când rămân puțini jucători.</translation>
    </message>
    <message>
        <source>How the prize pool is shared; amounts are worked out from the entries.</source>
        <translation>Cum se împarte fondul de premii; sumele se calculează din înscrieri.</translation>
    </message>
    <message>
        <source>My own &amp;percentages:</source>
        <translation>Procentele &amp;mele:</translation>
    </message>
    <message>
        <source>One percentage per paid place, best first; smaller fields use the built-in table.</source>
        <translation>Un procent pentru fiecare loc plătit, începând cu primul; câmpurile mai mici folosesc tabelul predefinit.</translation>
    </message>
    <message>
        <source>&amp;Round to:</source>
        <translation>&amp;Rotunjește la:</translation>
    </message>
    <message>
        <source>&amp;Example with:</source>
        <translation>&amp;Exemplu cu:</translation>
    </message>
    <message>
        <source>With %1 entries the prize pool is %2 and pays %3 places: %4</source>
        <translation>Înscrieri: %1 — fondul de premii: %2, locuri plătite: %3 — %4</translation>
    </message>
    <message>
        <source>Planned</source>
        <extracomment>Role holding the tournament&apos;s library id on every cell. Role holding the value a column sorts by (numbers and times, not their text).</extracomment>
        <translation>Planificat</translation>
    </message>
    <message>
        <source>Registering</source>
        <translation>Înscrieri deschise</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>În desfășurare</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Încheiat</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Nu poate fi citit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Înscrieri</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>Ultima modificare</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Turneu nou</translation>
    </message>
    <message>
        <source>&amp;Create and open</source>
        <translation>&amp;Creează și deschide</translation>
    </message>
    <message>
        <source>“%1” is not a table number: type the tables in the order they break, e.g. 3, 2, 1.</source>
        <translation>„%1” nu este un număr de masă: scrieți mesele în ordinea în care se închid, de ex. 3, 2, 1.</translation>
    </message>
    <message>
        <source>Table %1 is listed twice in the break order.</source>
        <translation>Masa %1 apare de două ori în ordinea de închidere.</translation>
    </message>
    <message>
        <source>Type the points of each place, best first, e.g. 25, 18, 15.</source>
        <translation>Scrieți punctele fiecărui loc, începând cu primul, de ex. 25, 18, 15.</translation>
    </message>
    <message>
        <source>“%1” is not a number of points.</source>
        <translation>„%1” nu este un număr de puncte.</translation>
    </message>
    <message>
        <source>With %1 entries: %2</source>
        <translation>Înscrieri: %1 — %2</translation>
    </message>
    <message>
        <source>The settings were not changed.</source>
        <translation>Setările nu au fost modificate.</translation>
    </message>
    <message>
        <source>Tournament settings — %1</source>
        <translation>Setările turneului — %1</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Generale</translation>
    </message>
    <message>
        <source>Buy-&amp;ins</source>
        <translation>Buy-&amp;in</translation>
    </message>
    <message>
        <source>P&amp;rizes</source>
        <translation>P&amp;remii</translation>
    </message>
    <message>
        <source>T&amp;ables</source>
        <translation>&amp;Mese</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>L&amp;igă</translation>
    </message>
    <message>
        <source>Before you apply these changes</source>
        <translation>Înainte de a aplica aceste schimbări</translation>
    </message>
    <message>
        <source>Nobody has entered yet.</source>
        <translation>Nu s-a înscris încă nimeni.</translation>
    </message>
    <message>
        <source>%1 entries, %2 places paid: %3</source>
        <translation>Înscrieri: %1, locuri plătite: %2 — %3</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>fără dată</translation>
    </message>
    <message>
        <source>&amp;Stop the clock at the end of each level</source>
        <translation>&amp;Oprește ceasul la sfârșitul fiecărui nivel</translation>
    </message>
    <message>
        <source>When a level or a break ends the clock stops by itself; the next one starts when you start the clock again.</source>
        <translation>Când se termină un nivel sau o pauză, ceasul se oprește singur; următorul începe când porniți din nou ceasul.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Ceas</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(fără)</translation>
    </message>
    <message>
        <source>e.g. €, $, lei (empty: none)</source>
        <translation>de ex. €, $, lei (gol: fără)</translation>
    </message>
    <message>
        <source>The currency&apos;s sign or code, up to 8 characters. It goes where the language puts it: €5.00 in English, 5,00 € in Italian and Romanian.</source>
        <translation>Simbolul sau codul monedei, cel mult 8 caractere. Stă unde îl pune limba: €5.00 în engleză, 5,00 € în italiană și română.</translation>
    </message>
    <message>
        <source>2 (cents)</source>
        <translation>2 (cenți)</translation>
    </message>
    <message>
        <source>0 (whole amounts)</source>
        <translation>0 (sume întregi)</translation>
    </message>
    <message>
        <source>With 0 decimals amounts are written without cents; an amount that has cents still shows them.</source>
        <translation>Cu 0 zecimale sumele se scriu fără cenți; o sumă care are cenți îi arată totuși.</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>Sim&amp;bol:</translation>
    </message>
    <message>
        <source>De&amp;cimals:</source>
        <translation>&amp;Zecimale:</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Exemplu:</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Monedă</translation>
    </message>
    <message>
        <source>Tables opened from now on get this many seats; tables in play keep theirs. It cannot be fewer than the players at the fullest table.</source>
        <translation>Mesele deschise de acum înainte au atâtea locuri; mesele în joc le păstrează pe ale lor. Nu pot fi mai puține decât jucătorii de la masa cea mai plină.</translation>
    </message>
    <message>
        <source>Tables are balanced when the biggest and the smallest differ by this many players. 2 keeps them within one player of each other; 3 is looser.</source>
        <translation>Mesele sunt echilibrate când cea mai mare și cea mai mică diferă cu atâția jucători. 2 le ține la cel mult un jucător una de alta; 3 este mai lejer.</translation>
    </message>
    <message>
        <source>With this many players left or fewer, tables are kept within one player of each other whatever the difference above says.</source>
        <translation>Când rămân atâția jucători sau mai puțini, mesele sunt ținute la cel mult un jucător una de alta, orice ar spune diferența de mai sus.</translation>
    </message>
    <message>
        <source>Seats and balancing</source>
        <translation>Locuri și echilibrare</translation>
    </message>
    <message>
        <source>e.g. 3, 2, 1 (empty: highest number first)</source>
        <translation>de ex. 3, 2, 1 (gol: întâi numărul cel mai mare)</translation>
    </message>
    <message>
        <source>The table numbers in the order the tables break, separated by commas. Tables not listed break after them, highest number first.</source>
        <translation>Numerele meselor în ordinea în care se închid, separate prin virgulă. Mesele nelistate se închid după ele, întâi numărul cel mai mare.</translation>
    </message>
    <message>
        <source>the last table left</source>
        <translation>ultima masă rămasă</translation>
    </message>
    <message>
        <source>table </source>
        <translation>masa </translation>
    </message>
    <message>
        <source>The table where everyone is redrawn for the final table, e.g. the feature table. It then breaks last.</source>
        <translation>Masa la care toți sunt trași din nou la sorți pentru masa finală, de ex. masa principală. Ea se închide ultima.</translation>
    </message>
    <message>
        <source>Break &amp;order:</source>
        <translation>&amp;Ordinea de închidere:</translation>
    </message>
    <message>
        <source>&amp;Final table:</source>
        <translation>Masa &amp;finală:</translation>
    </message>
    <message>
        <source>Breaking tables</source>
        <translation>Închiderea meselor</translation>
    </message>
    <message>
        <source>Heads-up, the b&amp;utton posts the big blind</source>
        <translation>În heads-up, bu&amp;tonul pune blindul mare</translation>
    </message>
    <message>
        <source>A house rule: with two players left, the player on the button posts the big blind. Off, the standard TDA rule applies: the button posts the small blind, acts first before the flop and last after it.</source>
        <translation>O regulă a casei: cu doi jucători rămași, jucătorul de pe buton pune blindul mare. Dezactivată, se aplică regula standard TDA: butonul pune blindul mic, vorbește primul înainte de flop și ultimul după.</translation>
    </message>
    <message>
        <source>Leave it off to follow the TDA rules (recommended).</source>
        <translation>Lăsați-o dezactivată pentru a urma regulile TDA (recomandat).</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regula casei</translation>
    </message>
    <message>
        <source>Press Apply the changes to make them, or Cancel.</source>
        <translation>Apăsați „Aplică schimbările” pentru a le face, sau „Anulează”.</translation>
    </message>
    <message>
        <source>Apply the changes</source>
        <translation>Aplică schimbările</translation>
    </message>
    <message>
        <source>This tournament counts towards a &amp;season</source>
        <translation>Acest turneu contează pentru un &amp;sezon</translation>
    </message>
    <message>
        <source>e.g. Spring 2025</source>
        <translation>de ex. Primăvara 2025</translation>
    </message>
    <message>
        <source>One point per entry: entries − place + 1</source>
        <translation>Un punct pe înscriere: înscrieri − loc + 1</translation>
    </message>
    <message>
        <source>Square root: scale × √(entries ÷ place)</source>
        <translation>Rădăcină pătrată: factor × √(înscrieri ÷ loc)</translation>
    </message>
    <message>
        <source>Fixed points by place</source>
        <translation>Puncte fixe pe loc</translation>
    </message>
    <message>
        <source>How finishing places turn into league points. Players who tie share the points of the places they cover.</source>
        <translation>Cum se transformă locurile finale în puncte de ligă. Jucătorii la egalitate împart punctele locurilor pe care le acoperă.</translation>
    </message>
    <message>
        <source>e.g. 25, 18, 15, 12, 10</source>
        <translation>de ex. 25, 18, 15, 12, 10</translation>
    </message>
    <message>
        <source>Points for the 1st, 2nd, 3rd … place, best first, separated by commas; a point for decimals (12.5).</source>
        <translation>Punctele pentru locul 1, 2, 3 …, începând cu primul, separate prin virgulă; punct pentru zecimale (12.5).</translation>
    </message>
    <message>
        <source>Points for every player placed below the table, for taking part.</source>
        <translation>Puncte pentru fiecare jucător clasat sub tabel, pentru participare.</translation>
    </message>
    <message>
        <source>Season &amp;name:</source>
        <translation>&amp;Numele sezonului:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Puncte:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>&amp;Factor:</translation>
    </message>
    <message>
        <source>Points by &amp;place:</source>
        <translation>Puncte pe l&amp;oc:</translation>
    </message>
    <message>
        <source>Everyone &amp;else:</source>
        <translation>&amp;Toți ceilalți:</translation>
    </message>
    <message>
        <source>The season&apos;s standings add up the points of every tournament that counts towards it (Reports → League standings).</source>
        <translation>Clasamentul sezonului adună punctele fiecărui turneu care contează pentru el (Rapoarte → Clasamentul ligii).</translation>
    </message>
    <message>
        <source>Name the season the tournament counts towards.</source>
        <translation>Numiți sezonul pentru care contează turneul.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Niciun turneu nu este deschis.</translation>
    </message>
    <message>
        <source>The fee (%1) cannot be more than the price (%2).</source>
        <translation>Taxa (%1) nu poate fi mai mare decât prețul (%2).</translation>
    </message>
    <message>
        <source>Type the percentage of each paid place, e.g. 50 30 20.</source>
        <translation>Scrieți procentul fiecărui loc plătit, de ex. 50 30 20.</translation>
    </message>
    <message>
        <source>The buy-in is not set yet.</source>
        <translation>Buy-in-ul nu este încă stabilit.</translation>
    </message>
    <message>
        <source>The structure is not chosen yet.</source>
        <translation>Structura nu este încă aleasă.</translation>
    </message>
    <message>
        <source>as many as players want</source>
        <translation>câte vor jucătorii</translation>
    </message>
    <message>
        <source>once per entry</source>
        <translation>o dată pe înscriere</translation>
    </message>
    <message>
        <source>up to %1 per entry</source>
        <translation>până la %1 pe înscriere</translation>
    </message>
    <message>
        <source>for the whole tournament</source>
        <translation>pe tot turneul</translation>
    </message>
    <message>
        <source>until the end of level %1 and during the break after it, if there is one</source>
        <translation>până la sfârșitul nivelului %1 și în pauza de după el, dacă există</translation>
    </message>
    <message>
        <source>the first break</source>
        <translation>prima pauză</translation>
    </message>
    <message>
        <source>the second break</source>
        <translation>a doua pauză</translation>
    </message>
    <message>
        <source>the third break</source>
        <translation>a treia pauză</translation>
    </message>
    <message>
        <source>break %1</source>
        <translation>pauza %1</translation>
    </message>
    <message>
        <source>until the end of level %1 (not in the break after it)</source>
        <translation>până la sfârșitul nivelului %1 (nu și în pauza de după el)</translation>
    </message>
    <message>
        <source>until the end of %1</source>
        <translation>până se încheie %1</translation>
    </message>
    <message>
        <source>during %1 only</source>
        <translation>doar în %1</translation>
    </message>
    <message>
        <source>No rebuys.</source>
        <translation>Fără rebuy.</translation>
    </message>
    <message>
        <source>No add-on.</source>
        <translation>Fără add-on.</translation>
    </message>
    <message>
        <source>Rebuys: %1, %2.</source>
        <translation>Rebuy-uri: %1, %2.</translation>
    </message>
    <message>
        <source>Rebuys: %1, %2, for a stack at or below the starting stack.</source>
        <translation>Rebuy-uri: %1, %2, pentru un stack egal cu cel de început sau mai mic.</translation>
    </message>
    <message>
        <source>The add-on: %1, %2.</source>
        <translation>Add-on-ul: %1, %2.</translation>
    </message>
    <message>
        <source>for the whole tournament (the structure has %1 levels)</source>
        <translation>pe tot turneul (niveluri în structură: %1)</translation>
    </message>
    <message>
        <source>until the end of level %1 and the break after it</source>
        <translation>până la sfârșitul nivelului %1 și al pauzei de după el</translation>
    </message>
    <message>
        <source>until the end of level %1</source>
        <translation>până la sfârșitul nivelului %1</translation>
    </message>
    <message>
        <source>(about %1)</source>
        <translation>(pe la %1)</translation>
    </message>
    <message>
        <source>during %1, but this structure has only %2 breaks: never</source>
        <translation>în %1, dar această structură are doar %2 pauze: niciodată</translation>
    </message>
    <message>
        <source>until the end of the break after level %1</source>
        <translation>până la sfârșitul pauzei de după nivelul %1</translation>
    </message>
    <message>
        <source>during the break after level %1 only</source>
        <translation>doar în pauza de după nivelul %1</translation>
    </message>
    <message>
        <source>the whole tournament</source>
        <translation>tot turneul</translation>
    </message>
    <message>
        <source>until the end of a level</source>
        <translation>până la sfârșitul unui nivel</translation>
    </message>
    <message>
        <source>until the end of a level and the break after it</source>
        <translation>până la sfârșitul unui nivel și al pauzei de după el</translation>
    </message>
    <message>
        <source>until the end of a break</source>
        <translation>până la sfârșitul unei pauze</translation>
    </message>
    <message>
        <source>during one break only</source>
        <translation>doar într-o pauză</translation>
    </message>
    <message>
        <source>break </source>
        <translation>pauza </translation>
    </message>
    <message>
        <source>level </source>
        <translation>nivelul </translation>
    </message>
    <message>
        <source>The built-in payout table</source>
        <translation>Tabelul de premii predefinit</translation>
    </message>
    <message>
        <source>My own percentages:</source>
        <translation>Procentele mele:</translation>
    </message>
    <message>
        <source>Amounts set by hand:</source>
        <translation>Sume stabilite de mână:</translation>
    </message>
    <message>
        <source>e.g. 500 300 200</source>
        <translation>de ex. 500 300 200</translation>
    </message>
    <message>
        <source>One amount per paid place, best first; together they must make the prize pool.</source>
        <translation>O sumă pentru fiecare loc plătit, de la cel mai bun; împreună trebuie să facă fondul de premii.</translation>
    </message>
    <message>
        <source>Round to:</source>
        <translation>Rotunjire la:</translation>
    </message>
    <message>
        <source>How the prize pool is shared</source>
        <translation>Cum se împarte fondul de premii</translation>
    </message>
    <message>
        <source>What it pays now:</source>
        <translation>Ce plătește acum:</translation>
    </message>
    <message>
        <source>Locked payouts stay as they are until you unlock them on the Payouts tab.</source>
        <translation>Premiile blocate rămân cum sunt până le deblocați în fila Premii.</translation>
    </message>
    <message>
        <source>Type the amount of each paid place, best first, e.g. 500 300 200.</source>
        <translation>Scrieți suma fiecărui loc plătit, de la cel mai bun, de ex. 500 300 200.</translation>
    </message>
    <message>
        <source>“%1” is not an amount of money.</source>
        <translation>„%1” nu este o sumă de bani.</translation>
    </message>
    <message>
        <source>Changes apply to what is bought from now on: entries, rebuys and add-ons already sold keep the price they were paid and the chips they gave.</source>
        <translation>Schimbările se aplică la ce se cumpără de acum înainte: înscrierile, rebuy-urile și add-on-urile deja vândute își păstrează prețul plătit și jetoanele date.</translation>
    </message>
    <message>
        <source>Starting chips:</source>
        <translation>Jetoane de început:</translation>
    </message>
    <message>
        <source>No limit</source>
        <comment>re-entries: as many as players want</comment>
        <translation>Fără limită</translation>
    </message>
    <message>
        <source>Re-entries:</source>
        <translation>Reintrări:</translation>
    </message>
    <message>
        <source>Late registration:</source>
        <translation>Înscriere târzie:</translation>
    </message>
    <message>
        <source>Added money:</source>
        <translation>Bani adăugați:</translation>
    </message>
    <message>
        <source>Guarantee:</source>
        <translation>Garanție:</translation>
    </message>
    <message>
        <source>The parts add up to %1, not to the price %2.</source>
        <translation>Părțile fac %1, nu prețul %2.</translation>
    </message>
    <message>
        <source>No limit</source>
        <comment>no limit on how many an entry may buy</comment>
        <translation>Fără limită</translation>
    </message>
</context>
<context>
    <name>WindowManners</name>
    <message>
        <source>Double-click to leave full screen</source>
        <translation>Dublu clic pentru a ieși din ecran complet</translation>
    </message>
</context>
</TS>
