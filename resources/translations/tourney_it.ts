<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>ActionsModel</name>
    <message>
        <source>small blind</source>
        <translation>piccolo buio</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>grande buio</translation>
    </message>
    <message>
        <source>straddle</source>
        <translation>straddle</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>check</source>
        <translation>bussa</translation>
    </message>
    <message>
        <source>call</source>
        <translation>chiama</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>punta</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>rilancia</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>To (their total)</source>
        <translation>A (suo totale)</translation>
    </message>
    <message>
        <source>The player&apos;s total in front of them this round after the action: raise TO.</source>
        <translation>Il totale del giocatore davanti a sé in questo giro dopo l’azione: rilancio A.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Level {number}: blinds {small} and {big}</source>
        <translation>Livello {number}: bui {small} e {big}</translation>
    </message>
    <message>
        <source>, ante {ante}</source>
        <translation>, ante {ante}</translation>
    </message>
    <message>
        <source>, big blind ante {ante}</source>
        <translation>, ante del grande buio {ante}</translation>
    </message>
    <message>
        <source>. Colour up the {values} chips</source>
        <translation>. Si cambiano i gettoni da {values}</translation>
    </message>
    <message>
        <source>One minute left in the break</source>
        <translation>Manca un minuto alla fine della pausa</translation>
    </message>
    <message>
        <source>One minute left in level {number}</source>
        <translation>Manca un minuto alla fine del livello {number}</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mano per mano</translation>
    </message>
    <message>
        <source>Hand-for-hand play is over</source>
        <translation>Il gioco mano per mano è finito</translation>
    </message>
</context>
<context>
    <name>AnnouncerCounts</name>
    <message numerus="yes">
        <source>Break: %n minute(s)</source>
        <translation>
            <numerusform>Pausa: %n minuto</numerusform>
            <numerusform>Pausa: %n minuti</numerusform>
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
        <translation>La libreria {path} è in uso da un altro Tourney (pid {pid} sul computer {host}).</translation>
    </message>
    <message>
        <source>The library {path} is in use by another Tourney.</source>
        <translation>La libreria {path} è in uso da un altro Tourney.</translation>
    </message>
    <message>
        <source>Open it read-only to follow that tournament here, with the clock live: nothing can be changed from this window. To change it here, quit, close the other window, then start Tourney again.</source>
        <translation>Aprila in sola lettura per seguire qui quel torneo, con l’orologio in tempo reale: da questa finestra non si può cambiare nulla. Per cambiarlo qui, esci, chiudi l’altra finestra e avvia di nuovo Tourney.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>The library {path} cannot be opened: {reason}</source>
        <translation>Impossibile aprire l’archivio {path}: {reason}</translation>
    </message>
    <message>
        <source>The tournament cannot be opened: {reason}</source>
        <translation>Impossibile aprire il torneo: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardSlot</name>
    <message>
        <source>Click, then pick the five board cards.</source>
        <translation>Fai clic, poi scegli le cinque carte comuni.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Carte comuni</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust-out</source>
        <translation>Eliminazione</translation>
    </message>
    <message>
        <source>(nobody named)</source>
        <translation>(nessuno indicato)</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Eliminato</translation>
    </message>
    <message>
        <source>Knocked out by</source>
        <translation>Eliminato da</translation>
    </message>
    <message>
        <source>Stack at the start of the hand</source>
        <translation>Stack all’inizio della mano</translation>
    </message>
    <message>
        <source>Another player busted in this hand</source>
        <translation>Un altro giocatore è stato eliminato in questa mano</translation>
    </message>
    <message>
        <source>Record bust-out</source>
        <translation>Registra eliminazione</translation>
    </message>
    <message>
        <source>Choose the player who busted from the list.</source>
        <translation>Scegli dall’elenco il giocatore eliminato.</translation>
    </message>
    <message>
        <source>Choose who knocked {name} out from the list.</source>
        <translation>Scegli dall’elenco chi ha eliminato {name}.</translation>
    </message>
</context>
<context>
    <name>BustTable</name>
    <message>
        <source>%1: where was the button in this hand?</source>
        <translation>%1: dov’era il bottone in questa mano?</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>The button was on seat %1, as you chose. Click another seat to change it.</source>
        <translation>Il bottone era al posto %1, come hai scelto. Fai clic su un altro posto per cambiarlo.</translation>
    </message>
    <message>
        <source>The button was on seat %1, as Tourney expects (the hand after the last one it knows). If it was elsewhere, click that seat.</source>
        <translation>Il bottone era al posto %1, come si aspetta Tourney (la mano dopo l’ultima che conosce). Se era altrove, fai clic su quel posto.</translation>
    </message>
    <message>
        <source>The button at this table is unconfirmed: click the seat that had the button in this hand. Without it the bust-out is recorded and the button stays unconfirmed.</source>
        <translation>Il bottone di questo tavolo non è confermato: fai clic sul posto che aveva il bottone in questa mano. Senza, l’eliminazione viene registrata e il bottone resta non confermato.</translation>
    </message>
    <message numerus="yes">
        <source>The button at this table is unconfirmed (last confirmed %n minute(s) of play ago): click the seat that had the button in this hand. Without it the bust-out is recorded and the button stays unconfirmed.</source>
        <translation>
            <numerusform>Il bottone di questo tavolo non è confermato (ultima conferma %n minuto di gioco fa): fai clic sul posto che aveva il bottone in questa mano. Senza, l’eliminazione viene registrata e il bottone resta non confermato.</numerusform>
            <numerusform>Il bottone di questo tavolo non è confermato (ultima conferma %n minuti di gioco fa): fai clic sul posto che aveva il bottone in questa mano. Senza, l’eliminazione viene registrata e il bottone resta non confermato.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Clear these cards</source>
        <translation>Togli queste carte</translation>
    </message>
    <message>
        <source>Take every card out of the hand being filled.</source>
        <translation>Togli tutte le carte dalla mano che stai compilando.</translation>
    </message>
    <message>
        <source>Type cards, e.g. Ah 10d Kc, and press Enter</source>
        <translation>Scrivi le carte, es. Ah 10d Kc, e premi Invio</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Scrivi:</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jolly</translation>
    </message>
</context>
<context>
    <name>CheatSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Cosa fa</translation>
    </message>
    <message>
        <source>While you type in a text field, the keys that act on the tournament (the clock&apos;s, bust-out, rename, undo and redo) are the field&apos;s: press Esc to leave it. The keys that take you somewhere (the tabs, Ctrl+R, Ctrl+F, Ctrl+P, F1) work everywhere.</source>
        <translation>Mentre scrivi in un campo di testo, i tasti che agiscono sul torneo (quelli dell’orologio, eliminazione, rinomina, annulla e ripeti) sono del campo: premi Esc per uscirne. I tasti che ti portano altrove (le schede, Ctrl+R, Ctrl+F, Ctrl+P, F1) funzionano ovunque.</translation>
    </message>
</context>
<context>
    <name>ChipColours</name>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grigio</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrone</translation>
    </message>
    <message>
        <source>light blue</source>
        <translation>azzurro</translation>
    </message>
</context>
<context>
    <name>ChipColoursSeveral</name>
    <message>
        <source>white</source>
        <translation>bianchi</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rossi</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verdi</translation>
    </message>
    <message>
        <source>black</source>
        <translation>neri</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gialli</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancioni</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grigi</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marroni</translation>
    </message>
    <message>
        <source>light blue</source>
        <translation>azzurri</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <source>Chips leaving play:</source>
        <translation>Gettoni che escono dal gioco:</translation>
    </message>
    <message>
        <source>Coloured up into:</source>
        <translation>Cambiati in:</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Other chips</source>
        <translation>Altri gettoni</translation>
    </message>
    <message>
        <source>has more</source>
        <translation>ne ha di più</translation>
    </message>
    <message>
        <source>No larger chip can replace these chips.</source>
        <translation>Nessun gettone più grande può sostituire questi gettoni.</translation>
    </message>
</context>
<context>
    <name>ChipSet</name>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>In the set</source>
        <translation>Nel set</translation>
    </message>
    <message>
        <source>Per player</source>
        <translation>Per giocatore</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Valore totale</translation>
    </message>
</context>
<context>
    <name>ChipSetDialog</name>
    <message>
        <source>Chip set</source>
        <translation>Set di gettoni</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>In the set</source>
        <translation>Nel set</translation>
    </message>
    <message>
        <source>Per player</source>
        <translation>Per giocatore</translation>
    </message>
    <message>
        <source>&amp;Add a chip</source>
        <translation>&amp;Aggiungi un gettone</translation>
    </message>
    <message>
        <source>&amp;Remove the chip</source>
        <translation>&amp;Togli il gettone</translation>
    </message>
    <message>
        <source>No starting stack: type how many of each chip a player gets.</source>
        <translation>Nessuno stack iniziale: scrivi quanti gettoni di ogni valore riceve un giocatore.</translation>
    </message>
    <message numerus="yes">
        <source>Starting stack: {total} in %Ln chip(s): {parts}.</source>
        <translation>
            <numerusform>Stack iniziale: {total} in %Ln gettone: {parts}.</numerusform>
            <numerusform>Stack iniziale: {total} in %Ln gettoni: {parts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The buy-in gives {stack}.</source>
        <translation>Il buy-in dà {stack}.</translation>
    </message>
</context>
<context>
    <name>ChipSetView</name>
    <message>
        <source>No starting stack is set for this chip set.</source>
        <translation>Per questo set di gettoni non è impostato uno stack iniziale.</translation>
    </message>
    <message numerus="yes">
        <source>Starting stack: {total} in %Ln chip(s).</source>
        <translation>
            <numerusform>Stack iniziale: {total} in %Ln gettone.</numerusform>
            <numerusform>Stack iniziale: {total} in %Ln gettoni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This set seats %Ln player(s).</source>
        <translation>
            <numerusform>Questo set basta per %Ln giocatore.</numerusform>
            <numerusform>Questo set basta per %Ln giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entries sold: {count}, more than it seats.</source>
        <translation>Iscrizioni vendute: {count}: il set non basta.</translation>
    </message>
    <message>
        <source>The buy-in gives {stack}.</source>
        <translation>Il buy-in dà {stack}.</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Take a minute away from the current level</source>
        <translation>Togli un minuto al livello in corso</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Add a minute to the current level</source>
        <translation>Aggiungi un minuto al livello in corso</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Livello precedente</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Livello successivo</translation>
    </message>
    <message>
        <source>Restart level</source>
        <translation>Ricomincia il livello</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>Prossima pausa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Chips in play</source>
        <translation>Gettoni in gioco</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Montepremi</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Starts soon</source>
        <translation>Si comincia tra poco</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>Play to next break</source>
        <translation>Gioco fino alla pausa</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Accordo</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>The clock is paused</source>
        <translation>L&apos;orologio è in pausa</translation>
    </message>
    <message>
        <source>No tournament</source>
        <translation>Nessun torneo</translation>
    </message>
    <message>
        <source>Finished — winner {name}</source>
        <translation>Finito — vince {name}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finito</translation>
    </message>
    <message>
        <source>The clock has stopped.</source>
        <translation>L&apos;orologio è fermo.</translation>
    </message>
    <message>
        <source>Undo the last bust-out to reopen the tournament.</source>
        <translation>Annulla l&apos;ultima eliminazione per riaprire il torneo.</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <source>Tourney met an unexpected error</source>
        <translation>Tourney ha incontrato un errore imprevisto</translation>
    </message>
    <message>
        <source>Something went wrong inside Tourney.</source>
        <translation>Qualcosa non ha funzionato dentro Tourney.</translation>
    </message>
    <message>
        <source>Your tournament is safe: every action was stored before it was shown. The details are in {path}; please send that file to the developers.</source>
        <translation>Il torneo è al sicuro: ogni azione è stata salvata prima di essere mostrata. I dettagli sono in {path}; per favore invia quel file agli sviluppatori.</translation>
    </message>
</context>
<context>
    <name>DealController</name>
    <message>
        <source>There is no deal to record.</source>
        <translation>Non c’è nessun accordo da registrare.</translation>
    </message>
    <message>
        <source>The deal was refused.</source>
        <translation>L’accordo è stato rifiutato.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>Type each player&apos;s chips as counted at the table: the deal is worked out from them.</source>
        <translation>Scrivi i gettoni di ogni giocatore come contati al tavolo: l&apos;accordo si calcola da questi.</translation>
    </message>
    <message>
        <source>{name} has no chips: type the chips counted.</source>
        <translation>{name} non ha gettoni: scrivi i gettoni contati.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Make a deal</source>
        <translation>Fai un accordo</translation>
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
        <translation>Ognuno riceve denaro in proporzione ai suoi gettoni.</translation>
    </message>
    <message>
        <source>Everyone gets their expected prize by the Independent Chip Model.</source>
        <translation>Ognuno riceve il premio atteso secondo l’Independent Chip Model.</translation>
    </message>
    <message>
        <source>Negotiated</source>
        <translation>Negoziato</translation>
    </message>
    <message>
        <source>The players agree the amounts themselves; type what each receives.</source>
        <translation>I giocatori decidono da sé gli importi; scrivi quanto riceve ciascuno.</translation>
    </message>
    <message>
        <source>Save for the winner:</source>
        <translation>Riserva per il vincitore:</translation>
    </message>
    <message>
        <source>An amount is set aside for whoever wins the play-off; the rest is shared.</source>
        <translation>Una somma è messa da parte per chi vince lo spareggio; il resto è diviso.</translation>
    </message>
    <message>
        <source>the rest by ICM</source>
        <translation>il resto con ICM</translation>
    </message>
    <message>
        <source>the rest by chip-chop</source>
        <translation>il resto con chip-chop</translation>
    </message>
    <message>
        <source>the rest as agreed</source>
        <translation>il resto come concordato</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Registra accordo</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Metodo:</translation>
    </message>
    <message>
        <source>{count} players left share {money} (prizes left: {prizes}).</source>
        <translation>I {count} giocatori rimasti si dividono {money} (premi rimasti: {prizes}).</translation>
    </message>
    <message>
        <source>Chips counted: {counted} of {in_play} in play.</source>
        <translation>Gettoni contati: {counted} di {in_play} in gioco.</translation>
    </message>
    <message>
        <source>{chips} more than in play: count again if they should be equal.</source>
        <translation>{chips} in più di quelli in gioco: ricontali se dovrebbero essere uguali.</translation>
    </message>
    <message>
        <source>{chips} fewer than in play: count again if they should be equal.</source>
        <translation>{chips} in meno di quelli in gioco: ricontali se dovrebbero essere uguali.</translation>
    </message>
    <message>
        <source>Paid now: {paid}, saved for the winner: {saved}; total {total}.</source>
        <translation>Pagato ora: {paid}, riservato al vincitore: {saved}; totale {total}.</translation>
    </message>
    <message>
        <source>Total: {total}, the prize money left.</source>
        <translation>Totale: {total}, il montepremi rimasto.</translation>
    </message>
    <message>
        <source>Agreed: {typed} of the {wanted} to share.</source>
        <translation>Concordati: {typed} dei {wanted} da dividere.</translation>
    </message>
</context>
<context>
    <name>DealModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Share of chips</source>
        <translation>Quota di gettoni</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Riceve</translation>
    </message>
    <message>
        <source>Count the player&apos;s chips and type them in.</source>
        <translation>Conta i gettoni del giocatore e scrivili.</translation>
    </message>
    <message>
        <source>Type the amount this player agreed to receive now.</source>
        <translation>Scrivi l&apos;importo che questo giocatore ha accettato di ricevere ora.</translation>
    </message>
    <message>
        <source>{name} (entry {entry})</source>
        <translation>{name} (iscrizione {entry})</translation>
    </message>
</context>
<context>
    <name>DevicesDialog</name>
    <message>
        <source>Staff devices</source>
        <translation>Dispositivi dello staff</translation>
    </message>
    <message>
        <source>Phones paired for the floor, the desk or the director act through the same rules, refusals and undo as this window. Revoke a lost phone: it is refused at once.</source>
        <translation>I telefoni associati per il floor, la cassa o il direttore agiscono con le stesse regole, gli stessi rifiuti e lo stesso annullamento di questa finestra. Revoca un telefono perso: viene rifiutato subito.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Ruolo</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Ultimo contatto</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Revoca</translation>
    </message>
    <message>
        <source>Pair a phone…</source>
        <translation>Associa un telefono…</translation>
    </message>
    <message>
        <source>Print the seat card of each player registered at the desk</source>
        <translation>Stampa il cartellino del posto di ogni giocatore iscritto alla cassa</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Revocato</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>adesso</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>{minutes} min fa</translation>
    </message>
    <message>
        <source>{name} is revoked: it can no longer act.</source>
        <translation>{name} è revocato: non può più agire.</translation>
    </message>
    <message>
        <source>Staff PIN</source>
        <translation>PIN dello staff</translation>
    </message>
    <message>
        <source>For a phone that cannot scan: typed on the staff page with the phone&apos;s name. Six digits or more; never shown on the TV; an address that guesses is locked out.</source>
        <translation>Per un telefono che non può scansionare: si digita nella pagina dello staff con il nome del telefono. Sei cifre o più; mai mostrato sulla TV; un indirizzo che tira a indovinare viene bloccato.</translation>
    </message>
    <message>
        <source>six digits or more</source>
        <translation>sei cifre o più</translation>
    </message>
    <message>
        <source>Set the PIN</source>
        <translation>Imposta il PIN</translation>
    </message>
    <message>
        <source>No PIN</source>
        <translation>Nessun PIN</translation>
    </message>
    <message>
        <source>No staff PIN is set: phones pair with a code only.</source>
        <translation>Nessun PIN dello staff: i telefoni si associano solo con un codice.</translation>
    </message>
    <message>
        <source>A staff PIN is set; it pairs: {roles}.</source>
        <translation>Il PIN dello staff è impostato; associa: {roles}.</translation>
    </message>
    <message>
        <source>The staff PIN is set.</source>
        <translation>Il PIN dello staff è impostato.</translation>
    </message>
    <message>
        <source>The staff PIN is removed.</source>
        <translation>Il PIN dello staff è stato tolto.</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Livello {number}</translation>
    </message>
    <message>
        <source>Big-blind ante {amount}</source>
        <translation>Ante del grande buio {amount}</translation>
    </message>
    <message>
        <source>Ante {amount}</source>
        <translation>Ante {amount}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>Colour up the {values} chips</source>
        <translation>Cambio dei gettoni da {values}</translation>
    </message>
    <message>
        <source>Level {number}: {blinds}</source>
        <translation>Livello {number}: {blinds}</translation>
    </message>
    <message>
        <source>Last level</source>
        <translation>Ultimo livello</translation>
    </message>
    <message>
        <source>Next: {summary}</source>
        <translation>Prossimo: {summary}</translation>
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
        <translation>al vincitore</translation>
    </message>
    <message>
        <source>table {table} seat {seat}</source>
        <translation>tavolo {table} posto {seat}</translation>
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
            <numerusform>Pausa, %n minuto</numerusform>
            <numerusform>Pausa, %n minuti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayWindow</name>
    <message>
        <source>Tourney — clock</source>
        <translation>Tourney — orologio</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Tema chiaro</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mano per mano</translation>
    </message>
    <message>
        <source>Waiting for the tournament…</source>
        <translation>In attesa del torneo…</translation>
    </message>
</context>
<context>
    <name>DisputeModel</name>
    <message>
        <source>Seat</source>
        <extracomment>Role holding the seat&apos;s cards (a tuple of ``Card``) on every cell. Role holding the seat number on every cell.</extracomment>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Messo nel piatto</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The seat number at the table.</source>
        <translation>Il numero del posto al tavolo.</translation>
    </message>
    <message>
        <source>The player&apos;s name (optional).</source>
        <translation>Il nome del giocatore (facoltativo).</translation>
    </message>
    <message>
        <source>Every chip the seat put in this hand: blinds, antes and bets.</source>
        <translation>Tutti i gettoni che il posto ha messo in questa mano: bui, ante e puntate.</translation>
    </message>
    <message>
        <source>Tick if the seat folded: its chips stay in the pot as dead money.</source>
        <translation>Spunta se il posto ha passato: i suoi gettoni restano nel piatto come denaro morto.</translation>
    </message>
    <message>
        <source>Select the row, then pick the cards with the card picker.</source>
        <translation>Seleziona la riga, poi scegli le carte con il selettore.</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>highest card missing from the flush</source>
        <translation>la carta più alta che manca al colore</translation>
    </message>
    <message>
        <source>an ace, even with the ace present</source>
        <translation>un asso, anche se l’asso c’è già</translation>
    </message>
    <message>
        <source>the lowest card</source>
        <translation>la carta più bassa</translation>
    </message>
    <message>
        <source>What the joker counts as in a flush (house option).</source>
        <translation>Quanto vale il jolly in un colore (regola della casa).</translation>
    </message>
    <message>
        <source>A-7-8-9-10 is a straight</source>
        <translation>A-7-8-9-10 è scala</translation>
    </message>
    <message>
        <source>the highest card</source>
        <translation>la carta più alta</translation>
    </message>
    <message>
        <source>the combination&apos;s card</source>
        <translation>la carta della combinazione</translation>
    </message>
    <message>
        <source>the highest card, ace always high</source>
        <translation>la carta più alta, asso sempre alto</translation>
    </message>
    <message>
        <source>Whose suit decides identical hands (house option).</source>
        <translation>Il seme di quale carta decide tra mani identiche (regola della casa).</translation>
    </message>
    <message>
        <source>The button&apos;s seat; an empty seat is a dead button.</source>
        <translation>Il posto del bottone; un posto vuoto è un bottone morto.</translation>
    </message>
    <message>
        <source>The smallest chip still in play: split pots are divided in units of it.</source>
        <translation>Il gettone più piccolo ancora in gioco: i piatti divisi si dividono in multipli di esso.</translation>
    </message>
    <message>
        <source>Bug in a flush:</source>
        <translation>Jolly nel colore:</translation>
    </message>
    <message>
        <source>Ties broken by the suit of:</source>
        <translation>Parità decisa dal seme di:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Button seat:</source>
        <translation>Posto del bottone:</translation>
    </message>
    <message>
        <source>Smallest chip in play:</source>
        <translation>Gettone più piccolo in gioco:</translation>
    </message>
    <message>
        <source>Seats at the table:</source>
        <translation>Posti al tavolo:</translation>
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
        <translation>Genera una struttura</translation>
    </message>
    <message>
        <source>How long the tournament should last (hours:minutes).</source>
        <translation>Quanto deve durare il torneo (ore:minuti).</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack iniziale</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Giocatori previsti</translation>
    </message>
    <message>
        <source>Target length</source>
        <translation>Durata prevista</translation>
    </message>
    <message>
        <source>Level duration</source>
        <translation>Durata del livello</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Usa questa struttura</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s), no ante. Expected end: {end}.</source>
        <translation>
            <numerusform>%n livello, senza ante. Fine prevista: {end}.</numerusform>
            <numerusform>%n livelli, senza ante. Fine prevista: {end}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s), {kind} from level 5. Expected end: {end}.</source>
        <translation>
            <numerusform>%n livello, {kind} dal livello 5. Fine prevista: {end}.</numerusform>
            <numerusform>%n livelli, {kind} dal livello 5. Fine prevista: {end}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ladder</name>
    <message numerus="yes">
        <source>+ %n more place(s)</source>
        <translation>
            <numerusform>+ %n altra posizione</numerusform>
            <numerusform>+ altre %n posizioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n more place(s) paid</source>
        <translation>
            <numerusform>+ %n altra posizione pagata</numerusform>
            <numerusform>+ altre %n posizioni pagate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Tourney speaks this language already.</source>
        <translation>Tourney usa già questa lingua.</translation>
    </message>
    <message>
        <source>The language changes the next time Tourney starts.</source>
        <translation>La lingua cambierà al prossimo avvio di Tourney.</translation>
    </message>
</context>
<context>
    <name>LevelDelegate</name>
    <message>
        <source>e.g. 25, 100</source>
        <extracomment>The largest blind or ante a spin box accepts.</extracomment>
        <translation>es. 25, 100</translation>
    </message>
</context>
<context>
    <name>LevelsModel</name>
    <message>
        <source>Level</source>
        <extracomment>Role holding &quot;level&quot; or &quot;break&quot; on every cell.</extracomment>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Piccolo buio</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grande buio</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Ante kind</source>
        <translation>Tipo di ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Cambio gettoni</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Livello {number}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>(now)</source>
        <translation>(ora)</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(giocato)</translation>
    </message>
    <message>
        <source>Already played: it cannot be changed.</source>
        <translation>Già giocato: non si può modificare.</translation>
    </message>
    <message>
        <source>Being played now: it keeps the time already spent.</source>
        <translation>In corso: mantiene il tempo già trascorso.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Nothing typed to undo: press Esc, then Ctrl+Z undoes an action.</source>
        <translation>Niente di scritto da annullare: premi Esc, poi Ctrl+Z annulla un&apos;azione.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>Nuovo torneo…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>Apri torneo…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Close late registration</source>
        <translation>Chiudi le iscrizioni tardive</translation>
    </message>
    <message>
        <source>Tournament settings…</source>
        <translation>Impostazioni del torneo…</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>About Tourney</source>
        <translation>Informazioni su Tourney</translation>
    </message>
    <message>
        <source>Register a player</source>
        <translation>Iscrivi un giocatore</translation>
    </message>
    <message>
        <source>Search the players</source>
        <translation>Cerca tra i giocatori</translation>
    </message>
    <message>
        <source>Show the clock display</source>
        <translation>Mostra lo schermo dell’orologio</translation>
    </message>
    <message>
        <source>Clock display full screen</source>
        <translation>Orologio a schermo intero</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Orologio</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Clock display on screen</source>
        <translation>Orologio sullo schermo</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>&amp;Report</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Read-only: following the Tourney that has this library open</source>
        <translation>Sola lettura: segue il Tourney che ha aperto questa libreria</translation>
    </message>
    <message>
        <source>This window changes nothing: actions are made in the window that has the library open, and appear here within a second.</source>
        <translation>Questa finestra non cambia nulla: le azioni si fanno nella finestra che ha aperto la libreria e compaiono qui entro un secondo.</translation>
    </message>
    <message>
        <source>no tournament open</source>
        <translation>nessun torneo aperto</translation>
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
        <translation>{title} (sola lettura)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Niente da annullare</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Niente da ripetere</translation>
    </message>
    <message>
        <source>There is no clock display.</source>
        <translation>Non c’è lo schermo dell’orologio.</translation>
    </message>
    <message>
        <source>Quit Tourney?</source>
        <translation>Uscire da Tourney?</translation>
    </message>
    <message>
        <source>The clock is running. Quit Tourney anyway?</source>
        <translation>L&apos;orologio è in corsa. Uscire comunque da Tourney?</translation>
    </message>
    <message>
        <source>The clock keeps time while Tourney is closed and is right when you start it again, but the clock display on the TV closes now.</source>
        <translation>L&apos;orologio tiene il tempo mentre Tourney è chiuso ed è giusto quando lo riavvii, ma lo schermo dell&apos;orologio sulla TV si chiude ora.</translation>
    </message>
    <message>
        <source>The clock keeps time while Tourney is closed and is right when you start it again.</source>
        <translation>L’orologio tiene il tempo mentre Tourney è chiuso ed è giusto quando lo riavvii.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Keep running</source>
        <translation>&amp;Resta aperto</translation>
    </message>
    <message>
        <source>Tourney {version}

A tournament director for live poker: clock, seating, payouts, rulings and a print pack.

Free software under the GNU GPL, version 3 or later.</source>
        <translation>Tourney {version}

Un direttore di torneo per il poker dal vivo: orologio, posti, premi, decisioni e documenti da stampare.

Software libero sotto la GNU GPL, versione 3 o successiva.</translation>
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
        <translation>Cassa</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Direttore</translation>
    </message>
    <message>
        <source>Pair a staff phone</source>
        <translation>Associa un telefono dello staff</translation>
    </message>
    <message>
        <source>optional: the phone says it</source>
        <translation>facoltativo: lo dice il telefono</translation>
    </message>
    <message>
        <source>Phone&apos;s name</source>
        <translation>Nome del telefono</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>Share on the network</source>
        <translation>Condividi in rete</translation>
    </message>
    <message>
        <source>The floor busts players out (with who knocked them out), sells rebuys and add-ons, makes the moves and sets the button, at the table.</source>
        <translation>Il floor elimina i giocatori (con chi li ha eliminati), vende rebuy e add-on, fa gli spostamenti e mette il bottone, al tavolo.</translation>
    </message>
    <message>
        <source>The desk registers players (from the player database), sells buy-ins, late registrations and re-entries.</source>
        <translation>La cassa iscrive i giocatori (dall&apos;archivio dei giocatori), vende buy-in, iscrizioni tardive e re-entry.</translation>
    </message>
    <message>
        <source>The director&apos;s phone does everything: the clock, undo and redo, and what the floor and the desk do.</source>
        <translation>Il telefono del direttore fa tutto: l&apos;orologio, annulla e ripeti, e ciò che fanno il floor e la cassa.</translation>
    </message>
    <message>
        <source>The room is not shared on the network: share it to pair phones.</source>
        <translation>La sala non è condivisa in rete: condividila per associare i telefoni.</translation>
    </message>
    <message>
        <source>This code has expired: make a new one.</source>
        <translation>Questo codice è scaduto: creane uno nuovo.</translation>
    </message>
    <message>
        <source>Scan with the phone within {time} — for one phone only</source>
        <translation>Scansiona con il telefono entro {time} — per un solo telefono</translation>
    </message>
    <message>
        <source>Paired: {name} ({role}). Make a new code for another phone.</source>
        <translation>Associato: {name} ({role}). Crea un nuovo codice per un altro telefono.</translation>
    </message>
</context>
<context>
    <name>PayoutsController</name>
    <message>
        <source>The action was refused.</source>
        <translation>L’azione è stata rifiutata.</translation>
    </message>
</context>
<context>
    <name>PayoutsModel</name>
    <message>
        <source>saved for the winner</source>
        <extracomment>Role holding the amount in cents on every cell of a row.</extracomment>
        <translation>riservato al vincitore</translation>
    </message>
    <message>
        <source>{name} (deal)</source>
        <translation>{name} (accordo)</translation>
    </message>
    <message>
        <source>{name} (tie, {first}–{last})</source>
        <translation>{name} (pari merito, {first}–{last})</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Share of pool</source>
        <translation>Quota del montepremi</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Accordo</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message numerus="yes">
        <source> entries</source>
        <comment>the suffix of a number of entries</comment>
        <translation>
            <numerusform> iscrizione</numerusform>
            <numerusform> iscrizioni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Lock payouts</source>
        <translation>Blocca i premi</translation>
    </message>
    <message>
        <source>Keep these amounts whatever happens to the prize pool from now on.</source>
        <translation>Mantieni questi importi qualunque cosa accada al montepremi da ora in poi.</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Sblocca</translation>
    </message>
    <message>
        <source>Let the payouts follow the prize pool again.</source>
        <translation>I premi seguono di nuovo il montepremi.</translation>
    </message>
    <message>
        <source>Make a deal…</source>
        <translation>Fai un accordo…</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Accordo</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Montepremi</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Denaro aggiunto</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantito</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Commissioni</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Staff</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Lega</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Taglie</translation>
    </message>
    <message>
        <source>Not in the prize pool:</source>
        <translation>Non nel montepremi:</translation>
    </message>
    <message>
        <source>No payouts yet: {why}</source>
        <translation>Ancora nessun premio: {why}</translation>
    </message>
    <message>
        <source>{count} sold: {money}</source>
        <translation>{count} venduti: {money}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s) paid, {total} in all.</source>
        <translation>
            <numerusform>%Ln posizione pagata, {total} in tutto.</numerusform>
            <numerusform>%Ln posizioni pagate, {total} in tutto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked at a prize pool of {pool}.</source>
        <translation>Bloccati con un montepremi di {pool}.</translation>
    </message>
    <message>
        <source>The prize pool is now {pool}: {difference} against the locked payouts. Unlock to share the new pool.</source>
        <translation>Il montepremi ora è {pool}: {difference} rispetto ai premi bloccati. Sblocca per dividere il nuovo montepremi.</translation>
    </message>
    <message>
        <source>The prize pool has not changed since the lock.</source>
        <translation>Il montepremi non è cambiato dal blocco.</translation>
    </message>
    <message>
        <source>The last {count} players made a deal: places 1 to {count} are paid what it gives them ({money} in all) instead of what the plan below pays.</source>
        <translation>Gli ultimi {count} giocatori hanno fatto un accordo: i posti da 1 a {count} ricevono gli importi dell’accordo ({money} in tutto) invece di quelli del piano qui sotto.</translation>
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
        <translation>negoziato</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Gettoni</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Riceve</translation>
    </message>
    <message>
        <source>A deal was recorded ({method}).</source>
        <translation>È stato registrato un accordo ({method}).</translation>
    </message>
    <message>
        <source>A deal was recorded ({method}); {saved} saved for the winner.</source>
        <translation>È stato registrato un accordo ({method}); {saved} riservati al vincitore.</translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>{ordinal}</source>
        <comment>a finishing place; {ordinal} is English&apos;s 1st, 2nd, 3rd; {number} is the plain number: use either placeholder</comment>
        <translation>{number}°</translation>
    </message>
    <message>
        <source>{place} (tie, {first}–{last})</source>
        <translation>{place} (pari merito, {first}–{last})</translation>
    </message>
    <message>
        <source>{place} {amount}</source>
        <comment>a place and its prize in a list: 1st €289.00</comment>
        <translation>{place} {amount}</translation>
    </message>
</context>
<context>
    <name>PlayersController</name>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>That player is not in the player database.</source>
        <translation>Quel giocatore non è nell’archivio dei giocatori.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>#</source>
        <extracomment>The roles :meth:`PlayersModel.data` answers; the views ask for many more, per cell.</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>Tavolo / posto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Chips bought</source>
        <translation>Gettoni acquistati</translation>
    </message>
    <message>
        <source>Knocked out by</source>
        <translation>Eliminato da</translation>
    </message>
    <message>
        <source>T{table} S{seat}</source>
        <translation>T{table} P{seat}</translation>
    </message>
    <message>
        <source>Busted</source>
        <translation>Eliminato</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Rientro</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>In gioco</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>Type a name, Enter registers (Ctrl+R)</source>
        <translation>Scrivi un nome, Invio iscrive (Ctrl+R)</translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Cerca (Ctrl+F)</translation>
    </message>
    <message>
        <source>Only playing</source>
        <translation>Solo in gioco</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Iscrivi</translation>
    </message>
    <message>
        <source>Bust out…</source>
        <translation>Elimina…</translation>
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
        <translation>Rientro</translation>
    </message>
    <message>
        <source>Unregister</source>
        <translation>Annulla iscrizione</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>Correggi il nome…</translation>
    </message>
    <message>
        <source>Merge with another record…</source>
        <translation>Unisci con un’altra scheda…</translation>
    </message>
    <message>
        <source>Register:</source>
        <translation>Iscrivi:</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>Playing: {left}
Entries: {entries}
Rebuys: {rebuys}
Add-ons: {addons}</source>
        <translation>In gioco: {left}
Iscrizioni: {entries}
Rebuy: {rebuys}
Add-on: {addons}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack now (at most {start} for a rebuy):</source>
        <translation>Stack attuale di {name} (al massimo {start} per un rebuy):</translation>
    </message>
    <message>
        <source>Collect {terms}.</source>
        <translation>Incassa {terms}.</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message numerus="yes">
        <source>Add-on for %n player(s)</source>
        <translation>
            <numerusform>Add-on per %n giocatore</numerusform>
            <numerusform>Add-on per %n giocatori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Balancing and breaking</source>
        <translation>Bilanciamento e chiusura tavoli</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <source>Print move slips</source>
        <translation>Stampa biglietti</translation>
    </message>
    <message>
        <source>The seats have not been drawn yet.</source>
        <translation>I posti non sono ancora stati sorteggiati.</translation>
    </message>
    <message>
        <source>Nothing to do: the tables are balanced.</source>
        <translation>Niente da fare: i tavoli sono bilanciati.</translation>
    </message>
    <message>
        <source>The floor should do this now:</source>
        <translation>Il floor deve fare ora quanto segue:</translation>
    </message>
    <message>
        <source>Hold play at table(s) %1 until the moves are made.</source>
        <translation>Ferma il gioco ai tavoli %1 finché gli spostamenti non sono fatti.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s):</source>
        <translation>
            <numerusform>%n spostamento:</numerusform>
            <numerusform>%n spostamenti:</numerusform>
        </translation>
    </message>
    <message>
        <source>First click the seat that has the button at %1.</source>
        <translation>Prima fai clic sul posto che ha il bottone al %1.</translation>
    </message>
    <message>
        <source>%1 stays at table %2 seat %3 (drawn to the same seat)</source>
        <translation>%1 resta al tavolo %2 posto %3 (estratto lo stesso posto)</translation>
    </message>
    <message>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: tavolo %2 posto %3 → tavolo %4 posto %5</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambia…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nome del file:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Cartella superiore</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crea nuova cartella</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista a elenco</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista dettagliata</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nuova cartella</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nuova cartella</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rinomina</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostra i &amp;file nascosti</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data di modifica</translation>
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
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reimposta</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Su</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Giù</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Indietro</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>A&amp;vanti &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fine</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
</context>
<context>
    <name>RaiseController</name>
    <message>
        <source>Name at least two players, clockwise from the left of the button.</source>
        <translation>Indica almeno due giocatori, in senso orario dalla sinistra del bottone.</translation>
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
        <translation>Prima del cambio</translation>
    </message>
    <message>
        <source>After the draw</source>
        <translation>Dopo il cambio</translation>
    </message>
    <message>
        <source>SB, BB, UTG, …, BTN</source>
        <translation>SB, BB, UTG, …, BTN</translation>
    </message>
    <message>
        <source>The players clockwise from the first seat left of the button, comma-separated.</source>
        <translation>I giocatori in senso orario dal primo posto a sinistra del bottone, separati da virgole.</translation>
    </message>
    <message>
        <source>Print ruling slip…</source>
        <translation>Stampa la decisione…</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>Aggiungi azione</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Togli azione</translation>
    </message>
    <message>
        <source>Betting:</source>
        <translation>Puntate:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Giro:</translation>
    </message>
    <message>
        <source>Big blind:</source>
        <translation>Grande buio:</translation>
    </message>
    <message>
        <source>Small blind:</source>
        <translation>Piccolo buio:</translation>
    </message>
    <message>
        <source>Pot before this round:</source>
        <translation>Piatto prima di questo giro:</translation>
    </message>
    <message>
        <source>Rule for:</source>
        <translation>Decidi per:</translation>
    </message>
    <message>
        <source>Players, clockwise from the left of the button:</source>
        <translation>Giocatori, in senso orario dalla sinistra del bottone:</translation>
    </message>
    <message>
        <source>The round so far</source>
        <translation>Il giro finora</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Per chiamare</translation>
    </message>
    <message>
        <source>May raise</source>
        <translation>Può rilanciare</translation>
    </message>
    <message>
        <source>Minimum raise to</source>
        <translation>Rilancio minimo a</translation>
    </message>
    <message>
        <source>Maximum raise to</source>
        <translation>Rilancio massimo a</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>the player to act</source>
        <translation>il giocatore di turno</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>{player}: fold or call {chips}</source>
        <translation>{player}: passa o chiama {chips}</translation>
    </message>
    <message>
        <source>{player}: check</source>
        <translation>{player}: bussa</translation>
    </message>
    <message>
        <source> — may not raise</source>
        <translation> — non può rilanciare</translation>
    </message>
    <message>
        <source>, or go all-in for {chips}</source>
        <translation>, oppure va all-in per {chips}</translation>
    </message>
    <message>
        <source>, or bet at least {chips}</source>
        <translation>, oppure punta almeno {chips}</translation>
    </message>
    <message>
        <source>, or raise to at least {chips}</source>
        <translation>, oppure rilancia ad almeno {chips}</translation>
    </message>
</context>
<context>
    <name>RebuyDialog</name>
    <message>
        <source>Rebuy for %1</source>
        <translation>Rebuy di %1</translation>
    </message>
    <message>
        <source>Collect %1.</source>
        <translation>Incassa %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stack now:</source>
        <translation>Stack attuale di %1:</translation>
    </message>
    <message>
        <source>%1&apos;s stack now (at most %2 for a rebuy):</source>
        <translation>Stack attuale di %1 (al massimo %2 per un rebuy):</translation>
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
        <translation>“{name}” non è il nome di nessuno nell’archivio dei giocatori: scegli il giocatore dall’elenco, o premi di nuovo Invio per registrare “{name}” come nuovo giocatore.</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>Merge with another record</source>
        <translation>Unisci con un’altra scheda</translation>
    </message>
    <message>
        <source>Correct a name</source>
        <translation>Correggi un nome</translation>
    </message>
    <message>
        <source>Merge {name} ({entries}) into the right player&apos;s record.</source>
        <translation>Unisci {name} ({entries}) alla scheda del giocatore giusto.</translation>
    </message>
    <message>
        <source>Correct the name of {name} ({entries}).</source>
        <translation>Correggi il nome di {name} ({entries}).</translation>
    </message>
    <message>
        <source>The right player&apos;s name</source>
        <translation>Il nome del giocatore giusto</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Soprannome:</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Unisci</translation>
    </message>
    <message>
        <source>The entries of {typo} go to {name}, and the player database keeps one record: registration will not offer {typo} again.</source>
        <translation>Le iscrizioni di {typo} passano a {name} e l’archivio dei giocatori tiene una sola scheda: l’iscrizione non proporrà più {typo}.</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>Every screen, report and the clock display show the new name, and the player database is corrected too. The history of actions keeps the name each action was taken under.</source>
        <translation>Ogni schermata, ogni resoconto e lo schermo dell’orologio mostrano il nuovo nome, e anche l’archivio dei giocatori viene corretto. La cronologia delle azioni conserva il nome con cui ogni azione è stata registrata.</translation>
    </message>
    <message>
        <source>{name} is in the player database and playing tonight (#{entry}).</source>
        <translation>{name} è nell’archivio dei giocatori e gioca stasera (#{entry}).</translation>
    </message>
    <message>
        <source>{name} is in the player database and in this tournament.</source>
        <translation>{name} è nell’archivio dei giocatori e in questo torneo.</translation>
    </message>
    <message>
        <source>{name} is in the player database.</source>
        <translation>{name} è nell’archivio dei giocatori.</translation>
    </message>
    <message>
        <source>The same person: merge {typo} into this record</source>
        <translation>La stessa persona: unisci {typo} a questa scheda</translation>
    </message>
    <message>
        <source>Somebody else of the same name: rename only</source>
        <translation>Un’altra persona con lo stesso nome: solo rinomina</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Stampa</translation>
    </message>
    <message>
        <source>Which report?</source>
        <translation>Quale rapporto?</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Salva il report</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ReportsController</name>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>The report could not be made: {reason}</source>
        <translation>Impossibile creare il report: {reason}</translation>
    </message>
    <message>
        <source>This tournament counts towards no league season.</source>
        <translation>Questo torneo non conta per nessuna stagione di lega.</translation>
    </message>
    <message>
        <source>No deal is recorded.</source>
        <translation>Nessun accordo è registrato.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Print without a preview</source>
        <translation>Stampa senza anteprima</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %Ln page(s), too many to show in the print preview. Print them without a preview? (Save as… keeps it as a PDF file instead.)</source>
        <translation>
            <numerusform>{name} ha %Ln pagina, troppe per l&apos;anteprima di stampa. Stamparla senza anteprima? (Salva come… lo conserva invece come file PDF.)</numerusform>
            <numerusform>{name} ha %Ln pagine, troppe per l&apos;anteprima di stampa. Stamparle senza anteprima? (Salva come… lo conserva invece come file PDF.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %Ln page(s) of {name} to the printer.</source>
        <translation>
            <numerusform>Inviata %Ln pagina di {name} alla stampante.</numerusform>
            <numerusform>Inviate %Ln pagine di {name} alla stampante.</numerusform>
        </translation>
    </message>
    <message>
        <source>proposed moves</source>
        <translation>spostamenti proposti</translation>
    </message>
    <message>
        <source>Ruling on a hand</source>
        <translation>Decisione su una mano</translation>
    </message>
    <message>
        <source>betting ruling</source>
        <translation>decisione sulle puntate</translation>
    </message>
    <message>
        <source>No PDF viewer could open {name}, so here is its print preview.</source>
        <translation>Nessun lettore PDF ha potuto aprire {name}: ecco la sua anteprima di stampa.</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>decisione</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Pots</source>
        <extracomment>The background of a share that includes an odd chip. What the Returned and Wins columns say for no chips, on the screen and on the ruling slip.</extracomment>
        <translation>Piatti</translation>
    </message>
    <message>
        <source>Hands and chips</source>
        <translation>Mani e gettoni</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Enter the hand to see the ruling.</source>
        <translation>Inserisci la mano per vedere la decisione.</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <source>Eligible seats</source>
        <translation>Posti aventi diritto</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Vinto da</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Piatto principale</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Piatto laterale {number}</translation>
    </message>
    <message>
        <source>Seat {seat}: {chips}</source>
        <translation>Posto {seat}: {chips}</translation>
    </message>
    <message>
        <source>received an odd chip (first seat left of the button first)</source>
        <translation>ha ricevuto un gettone dispari (prima il primo posto a sinistra del bottone)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Best five</source>
        <translation>Migliori cinque</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vince</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Restituito</translation>
    </message>
</context>
<context>
    <name>ResultsFace</name>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>The tournament is over. Thank you for playing!</source>
        <translation>Il torneo è finito. Grazie per aver giocato!</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Classifica finale</translation>
    </message>
</context>
<context>
    <name>RoomCode</name>
    <message>
        <source>Follow on your phone</source>
        <translation>Segui sul telefono</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Share on the network</source>
        <translation>Condividi in rete</translation>
    </message>
    <message>
        <source>Share this tournament with the phones and TVs of the room</source>
        <translation>Condividi il torneo con i telefoni e i televisori della sala</translation>
    </message>
    <message>
        <source>Phones on the same network scan a code or type its address; a TV&apos;s browser opens the address with /display at the end. Nothing leaves the local network.</source>
        <translation>I telefoni sulla stessa rete inquadrano un codice o ne scrivono l&apos;indirizzo; il browser di un televisore apre l&apos;indirizzo con /display alla fine. Niente esce dalla rete locale.</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Nome completo</translation>
    </message>
    <message>
        <source>First name and initial</source>
        <translation>Nome e iniziale</translation>
    </message>
    <message>
        <source>Nickname (else first name and initial)</source>
        <translation>Soprannome (altrimenti nome e iniziale)</translation>
    </message>
    <message>
        <source>Players are named</source>
        <translation>Nomi dei giocatori</translation>
    </message>
    <message>
        <source>none: anybody on the network may look</source>
        <translation>nessuno: chiunque sulla rete può guardare</translation>
    </message>
    <message>
        <source>View PIN (4 to 12 digits)</source>
        <translation>PIN per guardare (da 4 a 12 cifre)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
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
        <translation>Condividi in rete</translation>
    </message>
    <message>
        <source>Network sharing…</source>
        <translation>Condivisione in rete…</translation>
    </message>
    <message>
        <source>The room cannot be shared on the network: {reason}</source>
        <translation>La sala non può essere condivisa in rete: {reason}</translation>
    </message>
    <message>
        <source>Port {asked} was in use: the room is shared on port {port}.</source>
        <translation>La porta {asked} era occupata: la sala è condivisa sulla porta {port}.</translation>
    </message>
    <message>
        <source>On the network: {address}</source>
        <translation>In rete: {address}</translation>
    </message>
    <message>
        <source>Pair a staff phone…</source>
        <translation>Associa un telefono dello staff…</translation>
    </message>
    <message>
        <source>Staff devices…</source>
        <translation>Dispositivi dello staff…</translation>
    </message>
</context>
<context>
    <name>RulingsController</name>
    <message>
        <source>The button must be on a seat from 1 to {size}.</source>
        <translation>Il bottone deve stare su un posto da 1 a {size}.</translation>
    </message>
    <message>
        <source>The smallest chip in play must be at least 1.</source>
        <translation>Il gettone più piccolo in gioco deve valere almeno 1.</translation>
    </message>
    <message>
        <source>A table has {low} to {high} seats.</source>
        <translation>Un tavolo ha da {low} a {high} posti.</translation>
    </message>
    <message>
        <source>Seat {seat} is in the hand: remove it before making the table smaller.</source>
        <translation>Il posto {seat} è nella mano: toglilo prima di ridurre il tavolo.</translation>
    </message>
    <message>
        <source>The button is on seat {seat}: move it before making the table smaller.</source>
        <translation>Il bottone è sul posto {seat}: spostalo prima di ridurre il tavolo.</translation>
    </message>
    <message>
        <source>Every seat of the table is already in the hand.</source>
        <translation>Tutti i posti del tavolo sono già nella mano.</translation>
    </message>
    <message>
        <source>Seat {seat} is not in the hand.</source>
        <translation>Il posto {seat} non è nella mano.</translation>
    </message>
    <message>
        <source>Seats are numbered 1 to {size}.</source>
        <translation>I posti sono numerati da 1 a {size}.</translation>
    </message>
    <message>
        <source>Seat {seat} is already in the hand.</source>
        <translation>Il posto {seat} è già nella mano.</translation>
    </message>
    <message>
        <source>A seat cannot put in a negative amount.</source>
        <translation>Un posto non può mettere un importo negativo.</translation>
    </message>
    <message>
        <source>This game has no board.</source>
        <translation>Questo gioco non ha carte comuni.</translation>
    </message>
    <message>
        <source>{card} is typed twice.</source>
        <translation>{card} è scritta due volte.</translation>
    </message>
    <message>
        <source>{card} is not in the {deck}.</source>
        <translation>{card} non è nel {deck}.</translation>
    </message>
    <message>
        <source>{card} is already on the board.</source>
        <translation>{card} è già tra le carte comuni.</translation>
    </message>
    <message>
        <source>The board is complete: clear it or choose another place.</source>
        <translation>Le carte comuni sono complete: svuotale o scegli un altro posto.</translation>
    </message>
    <message>
        <source>Seat {seat} is complete: clear it or choose another.</source>
        <translation>Il posto {seat} è completo: svuotalo o scegline un altro.</translation>
    </message>
    <message>
        <source>Choose a seat or the board first.</source>
        <translation>Scegli prima un posto o le carte comuni.</translation>
    </message>
    <message>
        <source>{card} is already in seat {seat}&apos;s hand.</source>
        <translation>{card} è già nella mano del posto {seat}.</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>le carte comuni</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>posto {seat}</translation>
    </message>
    <message>
        <source>Add the seats that played the hand.</source>
        <translation>Aggiungi i posti che hanno giocato la mano.</translation>
    </message>
    <message>
        <source>Enter the chips each seat put in.</source>
        <translation>Inserisci i gettoni messi da ogni posto.</translation>
    </message>
    <message>
        <source>Seat {seat} needs {need} cards ({have} picked).</source>
        <translation>Al posto {seat} servono {need} carte ({have} scelte).</translation>
    </message>
    <message>
        <source>The board needs 5 cards ({have} picked).</source>
        <translation>Le carte comuni devono essere 5 ({have} scelte).</translation>
    </message>
</context>
<context>
    <name>RulingsView</name>
    <message>
        <source>Pots and showdown</source>
        <translation>Piatti e showdown</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>Rilancio minimo</translation>
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
        <translation>Tavolo %1, posto %2</translation>
    </message>
    <message>
        <source>There is no open seat.</source>
        <translation>Non c’è nessun posto libero.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Undone: %1</source>
        <translation>Azione annullata: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Azione ripetuta: %1</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Start or pause the clock</source>
        <translation>Avvia o ferma l’orologio</translation>
    </message>
    <message>
        <source>Add a minute to the level</source>
        <translation>Aggiungi un minuto al livello</translation>
    </message>
    <message>
        <source>Take a minute away from the level</source>
        <translation>Togli un minuto al livello</translation>
    </message>
    <message>
        <source>Go to the next level</source>
        <translation>Vai al livello successivo</translation>
    </message>
    <message>
        <source>Go back to the previous level</source>
        <translation>Torna al livello precedente</translation>
    </message>
    <message>
        <source>Undo the last action</source>
        <translation>Annulla l’ultima azione</translation>
    </message>
    <message>
        <source>Redo the action undone</source>
        <translation>Ripeti l’azione annullata</translation>
    </message>
    <message>
        <source>Record a bust-out</source>
        <translation>Registra un’eliminazione</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name</source>
        <translation>Correggi il nome del giocatore selezionato</translation>
    </message>
    <message>
        <source>Type a name to register</source>
        <translation>Scrivi un nome da iscrivere</translation>
    </message>
    <message>
        <source>Search the players</source>
        <translation>Cerca tra i giocatori</translation>
    </message>
    <message>
        <source>Show the players</source>
        <translation>Mostra i giocatori</translation>
    </message>
    <message>
        <source>Show the tables</source>
        <translation>Mostra i tavoli</translation>
    </message>
    <message>
        <source>Show the structure</source>
        <translation>Mostra la struttura</translation>
    </message>
    <message>
        <source>Show the payouts</source>
        <translation>Mostra i premi</translation>
    </message>
    <message>
        <source>Show the rulings</source>
        <translation>Mostra le decisioni</translation>
    </message>
    <message>
        <source>Clock display full screen, or not</source>
        <translation>Orologio a schermo intero, o no</translation>
    </message>
    <message>
        <source>Create a tournament</source>
        <translation>Crea un torneo</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>Apri un torneo</translation>
    </message>
    <message>
        <source>Print a report</source>
        <translation>Stampa un report</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Show this list of shortcuts</source>
        <translation>Mostra questo elenco di scorciatoie</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Board</source>
        <translation>Carte comuni</translation>
    </message>
    <message>
        <source>Click the board, then pick its five cards.</source>
        <translation>Fai clic sulle carte comuni, poi scegli le cinque carte.</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>Aggiungi posto</translation>
    </message>
    <message>
        <source>Remove seat</source>
        <translation>Togli posto</translation>
    </message>
    <message>
        <source>Print ruling slip…</source>
        <translation>Stampa la decisione…</translation>
    </message>
    <message>
        <source>Print the ruling with the reasons, to sign.</source>
        <translation>Stampa la decisione con le motivazioni, da firmare.</translation>
    </message>
    <message>
        <source>Seats in the hand</source>
        <translation>Posti nella mano</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Picking for {place}: {have} of {need} cards</source>
        <translation>Scelta per {place}: {have} di {need} carte</translation>
    </message>
</context>
<context>
    <name>StaffDevices</name>
    <message>
        <source>Seat card printed for {name}.</source>
        <translation>Cartellino del posto stampato per {name}.</translation>
    </message>
    <message>
        <source>No printer: the seat card of {name} was not printed.</source>
        <translation>Nessuna stampante: il cartellino del posto di {name} non è stato stampato.</translation>
    </message>
</context>
<context>
    <name>Structure</name>
    <message>
        <source>No ante</source>
        <translation>Senza ante</translation>
    </message>
    <message>
        <source>Classic ante</source>
        <translation>Ante classico</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Ante del grande buio</translation>
    </message>
</context>
<context>
    <name>StructureController</name>
    <message>
        <source>Every level of {name} has a big blind of {big_blind} or less; it cannot follow the level being played.</source>
        <translation>Ogni livello di {name} ha un grande buio di {big_blind} o meno; non può seguire il livello in corso.</translation>
    </message>
    <message>
        <source>that structure</source>
        <translation>quella struttura</translation>
    </message>
    <message>
        <source>%s is being played; it cannot be removed.</source>
        <translation>%s è in corso; non si può togliere.</translation>
    </message>
    <message>
        <source>The structure is unchanged.</source>
        <translation>La struttura non è cambiata.</translation>
    </message>
    <message>
        <source>Fix the problems first: %s</source>
        <translation>Prima correggi i problemi: %s</translation>
    </message>
    <message>
        <source>The change was refused.</source>
        <translation>La modifica è stata rifiutata.</translation>
    </message>
    <message>
        <source>%s has already been played; it cannot be changed.</source>
        <translation>%s è già stato giocato; non si può modificare.</translation>
    </message>
    <message>
        <source>Nothing can be inserted before the level being played.</source>
        <translation>Non si può inserire nulla prima del livello in corso.</translation>
    </message>
    <message>
        <source>A level or break lasts between 1 and {most} minutes.</source>
        <translation>Un livello o una pausa dura da 1 a {most} minuti.</translation>
    </message>
    <message>
        <source>Blinds and antes cannot be negative.</source>
        <translation>Bui e ante non possono essere negativi.</translation>
    </message>
    <message>
        <source>{text} is not a chip value; write them like 25, 100.</source>
        <translation>{text} non è un valore di gettone; scrivili come 25, 100.</translation>
    </message>
    <message>
        <source>{text} is not a whole number.</source>
        <translation>{text} non è un numero intero.</translation>
    </message>
</context>
<context>
    <name>StructureTab</name>
    <message>
        <source>Insert level</source>
        <translation>Inserisci livello</translation>
    </message>
    <message>
        <source>Insert break</source>
        <translation>Inserisci pausa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <source>Generator…</source>
        <translation>Generatore…</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Apply changes</source>
        <translation>Applica le modifiche</translation>
    </message>
    <message>
        <source>Edit the chip set…</source>
        <translation>Modifica il set di gettoni…</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Set di gettoni</translation>
    </message>
    <message>
        <source>Load “{title}”</source>
        <translation>Carica “{title}”</translation>
    </message>
    <message>
        <source>Applied.</source>
        <translation>Applicato.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s) to fix before applying:</source>
        <translation>
            <numerusform>%Ln problema da correggere prima di applicare:</numerusform>
            <numerusform>%Ln problemi da correggere prima di applicare:</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Nessun problema trovato.</translation>
    </message>
    <message>
        <source>Changes not applied yet</source>
        <translation>Modifiche non ancora applicate</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>The hand is over: move the button and the blinds on.</source>
        <translation>La mano è finita: sposta avanti il bottone e i bui.</translation>
    </message>
    <message>
        <source>Set button</source>
        <translation>Metti il bottone</translation>
    </message>
    <message>
        <source>Then click the seat that gets the button.</source>
        <translation>Poi fai clic sul posto che riceve il bottone.</translation>
    </message>
    <message>
        <source>Draw for button</source>
        <translation>Sorteggia il bottone</translation>
    </message>
    <message>
        <source>Next hand after the last one Tourney knows</source>
        <translation>Mano dopo l’ultima che Tourney conosce</translation>
    </message>
    <message>
        <source>Balancing moves the player due the big blind from this table, and its button is unconfirmed: click the seat that has the button for the next hand.</source>
        <translation>Il bilanciamento sposta da questo tavolo il giocatore che deve mettere il grande buio, e il suo bottone non è confermato: fai clic sul posto che ha il bottone per la mano successiva.</translation>
    </message>
    <message>
        <source>Button unconfirmed: press Set button and click its seat, or give it with the next bust-out here.</source>
        <translation>Bottone non confermato: premi Metti il bottone e fai clic sul suo posto, oppure indicalo con la prossima eliminazione a questo tavolo.</translation>
    </message>
    <message numerus="yes">
        <source>Button unconfirmed: last confirmed %n minute(s) of play ago. Press Set button and click its seat, or give it with the next bust-out here.</source>
        <translation>
            <numerusform>Bottone non confermato: ultima conferma %n minuto di gioco fa. Premi Metti il bottone e fai clic sul suo posto, oppure indicalo con la prossima eliminazione a questo tavolo.</numerusform>
            <numerusform>Bottone non confermato: ultima conferma %n minuti di gioco fa. Premi Metti il bottone e fai clic sul suo posto, oppure indicalo con la prossima eliminazione a questo tavolo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePicture</name>
    <message>
        <source>{table} needs at least two players to deal a hand.</source>
        <translation>{table}: servono almeno due giocatori per distribuire una mano.</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Move %1 to…</source>
        <translation>Sposta %1 a…</translation>
    </message>
    <message>
        <source>Bust out %1…</source>
        <translation>Elimina %1…</translation>
    </message>
    <message>
        <source>Set button here</source>
        <translation>Metti qui il bottone</translation>
    </message>
    <message>
        <source>Seat %1: reserved</source>
        <translation>Posto %1: riservato</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Posto %1: libero</translation>
    </message>
    <message>
        <source>Seat %1: %2
Entry %3 · chips bought %4</source>
        <translation>Posto %1: %2
Iscrizione %3 · gettoni acquistati %4</translation>
    </message>
    <message>
        <source>Click the seat that gets the button</source>
        <translation>Fai clic sul posto che riceve il bottone</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>HAND-FOR-HAND</source>
        <translation>MANO PER MANO</translation>
    </message>
    <message>
        <source>HOLD PLAY</source>
        <translation>GIOCO FERMO</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>riservato</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>last</source>
        <translation>ultimo</translation>
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
        <translation>aspetta</translation>
    </message>
    <message>
        <source>Rebuy for %1…</source>
        <translation>Rebuy di %1…</translation>
    </message>
    <message>
        <source>Add-on for %1</source>
        <translation>Add-on di %1</translation>
    </message>
    <message>
        <source>BUTTON UNCONFIRMED</source>
        <translation>BOTTONE NON CONFERMATO</translation>
    </message>
</context>
<context>
    <name>TablesController</name>
    <message>
        <source>There is no proposal to accept.</source>
        <translation>Non c’è nessuna proposta da accettare.</translation>
    </message>
    <message>
        <source>Draw for the button at {table}: {explanation}</source>
        <translation>Sorteggio del bottone ({table}): {explanation}</translation>
    </message>
    <message>
        <source>Where is the button at {table}? Balancing moves the player due the big blind, and that table&apos;s button is unconfirmed: click the seat that has the button for the next hand, then accept.</source>
        <translation>Dov’è il bottone al {table}? Il bilanciamento sposta il giocatore che deve mettere il grande buio, e il bottone di quel tavolo non è confermato: fai clic sul posto che ha il bottone per la mano successiva, poi accetta.</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>No tables yet: draw the seats when registration allows.</source>
        <translation>Ancora nessun tavolo: sorteggia i posti quando le iscrizioni lo permettono.</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Sorteggia i posti</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Mano per mano</translation>
    </message>
    <message>
        <source>Every table plays one hand and waits for the others.</source>
        <translation>Ogni tavolo gioca una mano e aspetta gli altri.</translation>
    </message>
    <message>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <source>Colour up one table&apos;s chips of a denomination leaving play.</source>
        <translation>Cambia i gettoni di un tavolo di un taglio che esce dal gioco.</translation>
    </message>
    <message>
        <source>Click a player, then an open seat, to move them. Right-click a seat to move, bust, rebuy or add on a player, or to put the button there.</source>
        <translation>Fai clic su un giocatore, poi su un posto libero, per spostarlo. Clic destro su un posto per spostare o eliminare un giocatore, registrarne un rebuy o un add-on, o per metterci il bottone.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Sposta %1</translation>
    </message>
    <message>
        <source>Choose the open seat %1 moves to.</source>
        <translation>Scegli il posto libero dove va %1.</translation>
    </message>
    <message>
        <source>Change the move</source>
        <translation>Cambia lo spostamento</translation>
    </message>
    <message>
        <source>Choose another open seat for this player.</source>
        <translation>Scegli un altro posto libero per questo giocatore.</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>{title}: not available in this build ({reason}).</source>
        <translation>{title}: non disponibile in questa versione ({reason}).</translation>
    </message>
</context>
<context>
    <name>Tournaments</name>
    <message>
        <source>Duplicate tournament</source>
        <translation>Duplica torneo</translation>
    </message>
    <message>
        <source>A new tournament with the structure, buy-ins, tables and payouts of “%1”.</source>
        <translation>Un nuovo torneo con struttura, buy-in, tavoli e premi di “%1”.</translation>
    </message>
    <message>
        <source>A new night: same setup, no players yet</source>
        <translation>Una nuova serata: stessa impostazione, ancora nessun giocatore</translation>
    </message>
    <message>
        <source>An exact copy, with its players and all that happened</source>
        <translation>Una copia esatta, con i giocatori e tutto ciò che è successo</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplica</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>D&amp;ata:</translation>
    </message>
    <message>
        <source>A tournament needs a name.</source>
        <translation>Un torneo ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>A table has at most %1 seats.</source>
        <translation>Un tavolo ha al massimo %1 posti.</translation>
    </message>
    <message>
        <source>until level </source>
        <translation>fino al livello </translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Bui</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
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
        <translation>Pausa</translation>
    </message>
    <message>
        <source>colour up %1</source>
        <translation>cambio %1</translation>
    </message>
    <message>
        <source>To end in about that time, play starts %1 big blinds deep, not %2: make the tournament longer, the levels shorter or the breaks fewer to start deeper.</source>
        <translation>Per finire in circa quel tempo, si comincia con %1 big blind, non %2: allunga il torneo, accorcia i livelli o riduci le pause per cominciare più profondi.</translation>
    </message>
    <message>
        <source>The tournament cannot be opened.</source>
        <translation>Impossibile aprire il torneo.</translation>
    </message>
    <message>
        <source>Renaming failed.</source>
        <translation>Impossibile rinominare.</translation>
    </message>
    <message>
        <source>This tournament is open; open another one before deleting it.</source>
        <translation>Questo torneo è aperto; aprine un altro prima di eliminarlo.</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Apri torneo</translation>
    </message>
    <message>
        <source>Search by name, date or venue</source>
        <translation>Cerca per nome, data o luogo</translation>
    </message>
    <message>
        <source>There are no tournaments yet: create one with New tournament.</source>
        <translation>Non ci sono ancora tornei: creane uno con Nuovo torneo.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;uplica…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Rinomina…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Rename tournament</source>
        <translation>Rinomina torneo</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nuovo nome:</translation>
    </message>
    <message>
        <source>Delete tournament</source>
        <translation>Elimina torneo</translation>
    </message>
    <message>
        <source>Delete “%1” with all its entries and history? This cannot be undone.</source>
        <translation>Eliminare “%1” con tutte le iscrizioni e la storia? Non si può annullare.</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Il torneo</translation>
    </message>
    <message>
        <source>What it is called, when and where it is played.</source>
        <translation>Come si chiama, quando e dove si gioca.</translation>
    </message>
    <message>
        <source>%1 tournament</source>
        <translation>Torneo %1</translation>
    </message>
    <message>
        <source>e.g. Club 52, back room</source>
        <translation>es. Club 52, sala sul retro</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>No&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Start of play:</source>
        <translation>Ini&amp;zio del gioco:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Luogo:</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Il gioco</translation>
    </message>
    <message>
        <source>The game dealt and its betting limit; every level of the structure uses them.</source>
        <translation>Il gioco distribuito e il suo limite di puntata; tutti i livelli della struttura li usano.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>Li&amp;mite:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source> per entry</source>
        <translation> per iscrizione</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Prezzo:</translation>
    </message>
    <message>
        <source>of which fee:</source>
        <translation>di cui commissione:</translation>
    </message>
    <message>
        <source>Chips:</source>
        <translation>Gettoni:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Quanti:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>Permessi:</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>What players pay and where the money goes; amounts in your currency.</source>
        <translation>Quanto pagano i giocatori e dove vanno i soldi; importi nella tua valuta.</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fissa</translation>
    </message>
    <message>
        <source>Progressive (half in cash)</source>
        <translation>Progressiva (metà in contanti)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Iscrizione</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Prezzo:</translation>
    </message>
    <message>
        <source>Prize pool:</source>
        <translation>Montepremi:</translation>
    </message>
    <message>
        <source>Fee (house):</source>
        <translation>Commissione (casa):</translation>
    </message>
    <message>
        <source>Staff:</source>
        <translation>Staff:</translation>
    </message>
    <message>
        <source>League:</source>
        <translation>Lega:</translation>
    </message>
    <message>
        <source>Bounty:</source>
        <translation>Taglia:</translation>
    </message>
    <message>
        <source>&amp;Starting chips:</source>
        <translation>&amp;Gettoni iniziali:</translation>
    </message>
    <message>
        <source>Bounties:</source>
        <translation>Taglie:</translation>
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
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Only at or below the starting stack</source>
        <translation>Solo con stack pari o inferiore a quello iniziale</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>nessuno (freezeout)</translation>
    </message>
    <message>
        <source> per player</source>
        <translation> per giocatore</translation>
    </message>
    <message>
        <source>until I close it</source>
        <translation>finché non la chiudo</translation>
    </message>
    <message>
        <source>Registration and prize money</source>
        <translation>Iscrizioni e montepremi</translation>
    </message>
    <message>
        <source>&amp;Re-entries:</source>
        <translation>&amp;Rientri:</translation>
    </message>
    <message>
        <source>&amp;Late registration:</source>
        <translation>Iscrizione &amp;tardiva:</translation>
    </message>
    <message>
        <source>&amp;Added money:</source>
        <translation>&amp;Denaro aggiunto:</translation>
    </message>
    <message>
        <source>&amp;Guarantee:</source>
        <translation>G&amp;arantito:</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>mancano %1</translation>
    </message>
    <message>
        <source>%1 too much</source>
        <translation>%1 di troppo</translation>
    </message>
    <message>
        <source>The parts add up to %1, not to the price %2 (%3).</source>
        <translation>Le parti sommano %1, non il prezzo %2 (%3).</translation>
    </message>
    <message>
        <source>✓ The parts add up to the price.</source>
        <translation>✓ Le parti sommano il prezzo.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>The levels and breaks: start from a template or let Tourney build them.</source>
        <translation>I livelli e le pause: parti da un modello o lascia che Tourney li costruisca.</translation>
    </message>
    <message>
        <source>&amp;Template</source>
        <translation>&amp;Modello</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genera</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> big blinds</source>
        <translation> grandi bui</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Ante del grande buio</translation>
    </message>
    <message>
        <source>Classic ante</source>
        <translation>Ante classico</translation>
    </message>
    <message>
        <source>No ante</source>
        <translation>Senza ante</translation>
    </message>
    <message>
        <source>from level </source>
        <translation>dal livello </translation>
    </message>
    <message>
        <source>about every 100 minutes</source>
        <translation>circa ogni 100 minuti</translation>
    </message>
    <message>
        <source>Expected players:</source>
        <translation>Giocatori previsti:</translation>
    </message>
    <message>
        <source>Target length:</source>
        <translation>Durata prevista:</translation>
    </message>
    <message>
        <source>Each level:</source>
        <translation>Ogni livello:</translation>
    </message>
    <message>
        <source>Start with:</source>
        <translation>Inizia con:</translation>
    </message>
    <message>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <source>Break every:</source>
        <translation>Pausa ogni:</translation>
    </message>
    <message>
        <source>Breaks last:</source>
        <translation>Durata pause:</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generata</translation>
    </message>
    <message>
        <source>From a %1 stack, %2 players should be done in about %3 h %4 min.</source>
        <translation>Da uno stack di %1, %2 giocatori dovrebbero finire in circa %3 h %4 min.</translation>
    </message>
    <message>
        <source>That is around %1.</source>
        <translation>Cioè verso le %1.</translation>
    </message>
    <message>
        <source>A break after every %1 levels (%2 min of play).</source>
        <translation>Una pausa ogni %1 livelli (%2 min di gioco).</translation>
    </message>
    <message>
        <source>Note: it is made for a %1 stack; the buy-in gives %2, so players start deeper or shallower than planned.</source>
        <translation>Nota: è fatta per uno stack di %1; il buy-in dà %2, quindi i giocatori partono più profondi o più corti del previsto.</translation>
    </message>
    <message>
        <source>%1 levels, %2 h %3 min in all.</source>
        <translation>%1 livelli, %2 h %3 min in tutto.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>at most %1 per entry</source>
        <translation>al massimo %1 per iscrizione</translation>
    </message>
    <message>
        <source>%1 (fee %2) for %3 chips, %4, %5</source>
        <translation>%1 (commissione %2) per %3 gettoni, %4, %5</translation>
    </message>
    <message>
        <source>prize</source>
        <translation>premi</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>commissione</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>staff</translation>
    </message>
    <message>
        <source>league</source>
        <translation>lega</translation>
    </message>
    <message>
        <source>bounty</source>
        <translation>taglia</translation>
    </message>
    <message>
        <source>the built-in table</source>
        <translation>la tabella predefinita</translation>
    </message>
    <message>
        <source>your percentages %1</source>
        <translation>le tue percentuali %1</translation>
    </message>
    <message>
        <source>rounded to %1</source>
        <translation>arrotondati a %1</translation>
    </message>
    <message>
        <source>not rounded</source>
        <translation>non arrotondati</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Gettoni iniziali</translation>
    </message>
    <message>
        <source>Re-entries</source>
        <translation>Rientri</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Iscrizione tardiva</translation>
    </message>
    <message>
        <source>until you close it</source>
        <translation>finché non la chiudi</translation>
    </message>
    <message>
        <source>Added money</source>
        <translation>Denaro aggiunto</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantito</translation>
    </message>
    <message>
        <source>%1: %2 levels, %3 h %4 min, starting at %5</source>
        <translation>%1: %2 livelli, %3 h %4 min, inizio alle %5</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>%1 seats, balanced at a difference of %2</source>
        <translation>%1 posti, bilanciati a una differenza di %2</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Check the tournament; Create and open stores it and opens it.</source>
        <translation>Controlla il torneo; Crea e apri lo salva e lo apre.</translation>
    </message>
    <message>
        <source>How many seats each table has and when the floor balances them.</source>
        <translation>Quanti posti ha ogni tavolo e quando il floor li bilancia.</translation>
    </message>
    <message>
        <source> seats</source>
        <translation> posti</translation>
    </message>
    <message>
        <source> players</source>
        <translation> giocatori</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>from </source>
        <translation>da </translation>
    </message>
    <message>
        <source> players left</source>
        <translation> giocatori rimasti</translation>
    </message>
    <message>
        <source>&amp;Seats per table:</source>
        <translation>&amp;Posti per tavolo:</translation>
    </message>
    <message>
        <source>Ba&amp;lance at a difference of:</source>
        <translation>Bi&amp;lancia con una differenza di:</translation>
    </message>
    <message>
        <source>The b&amp;uilt-in table</source>
        <translation>La tabella &amp;incorporata</translation>
    </message>
    <message>
        <source>&amp;Balance at a difference of:</source>
        <translation>&amp;Bilancia a una differenza di:</translation>
    </message>
    <message>
        <source>&amp;Tighten to 2:</source>
        <translation>&amp;Stringi a 2:</translation>
    </message>
    <message>
        <source>Tables are balanced when the biggest and the smallest differ by this many players (2 keeps them within one player of each other). A looser room early on can be tightened once few players are left.</source>
        <translation>I tavoli vengono bilanciati quando il più grande e il più piccolo differiscono di questo numero di giocatori (2 li tiene entro un giocatore l’uno dall’altro). Una sala più larga all’inizio si può stringere quando restano pochi giocatori.</translation>
    </message>
    <message>
        <source>How the prize pool is shared; amounts are worked out from the entries.</source>
        <translation>Come si divide il montepremi; gli importi si calcolano dalle iscrizioni.</translation>
    </message>
    <message>
        <source>My own &amp;percentages:</source>
        <translation>Le mie perce&amp;ntuali:</translation>
    </message>
    <message>
        <source>One percentage per paid place, best first; smaller fields use the built-in table.</source>
        <translation>Una percentuale per posizione pagata, dalla migliore; con meno giocatori si usa la tabella predefinita.</translation>
    </message>
    <message>
        <source>&amp;Round to:</source>
        <translation>A&amp;rrotonda a:</translation>
    </message>
    <message>
        <source>&amp;Example with:</source>
        <translation>&amp;Esempio con:</translation>
    </message>
    <message>
        <source>With %1 entries the prize pool is %2 and pays %3 places: %4</source>
        <translation>Con %1 iscrizioni il montepremi è %2 e paga %3 posizioni: %4</translation>
    </message>
    <message>
        <source>Planned</source>
        <extracomment>Role holding the tournament&apos;s library id on every cell. Role holding the value a column sorts by (numbers and times, not their text).</extracomment>
        <translation>Pianificato</translation>
    </message>
    <message>
        <source>Registering</source>
        <translation>Iscrizioni aperte</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finito</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Illeggibile</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <source>Last changed</source>
        <translation>Ultima modifica</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>&amp;Create and open</source>
        <translation>&amp;Crea e apri</translation>
    </message>
    <message>
        <source>“%1” is not a table number: type the tables in the order they break, e.g. 3, 2, 1.</source>
        <translation>“%1” non è un numero di tavolo: scrivi i tavoli nell’ordine in cui chiudono, es. 3, 2, 1.</translation>
    </message>
    <message>
        <source>Table %1 is listed twice in the break order.</source>
        <translation>Il tavolo %1 compare due volte nell’ordine di chiusura.</translation>
    </message>
    <message>
        <source>Type the points of each place, best first, e.g. 25, 18, 15.</source>
        <translation>Scrivi i punti di ogni posizione, dalla migliore, es. 25, 18, 15.</translation>
    </message>
    <message>
        <source>“%1” is not a number of points.</source>
        <translation>“%1” non è un numero di punti.</translation>
    </message>
    <message>
        <source>With %1 entries: %2</source>
        <translation>Con %1 iscrizioni: %2</translation>
    </message>
    <message>
        <source>The settings were not changed.</source>
        <translation>Le impostazioni non sono state cambiate.</translation>
    </message>
    <message>
        <source>Tournament settings — %1</source>
        <translation>Impostazioni del torneo — %1</translation>
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
        <translation>P&amp;remi</translation>
    </message>
    <message>
        <source>T&amp;ables</source>
        <translation>&amp;Tavoli</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>L&amp;ega</translation>
    </message>
    <message>
        <source>Before you apply these changes</source>
        <translation>Prima di applicare queste modifiche</translation>
    </message>
    <message>
        <source>Nobody has entered yet.</source>
        <translation>Nessuno si è ancora iscritto.</translation>
    </message>
    <message>
        <source>%1 entries, %2 places paid: %3</source>
        <translation>%1 iscrizioni, %2 posizioni pagate: %3</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>nessuna data</translation>
    </message>
    <message>
        <source>&amp;Stop the clock at the end of each level</source>
        <translation>&amp;Ferma l’orologio alla fine di ogni livello</translation>
    </message>
    <message>
        <source>When a level or a break ends the clock stops by itself; the next one starts when you start the clock again.</source>
        <translation>Quando finisce un livello o una pausa l’orologio si ferma da solo; il successivo inizia quando riavvii l’orologio.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source>e.g. €, $, lei (empty: none)</source>
        <translation>es. €, $, lei (vuoto: nessuno)</translation>
    </message>
    <message>
        <source>The currency&apos;s sign or code, up to 8 characters. It goes where the language puts it: €5.00 in English, 5,00 € in Italian and Romanian.</source>
        <translation>Il simbolo o il codice della valuta, fino a 8 caratteri. Va dove lo mette la lingua: €5.00 in inglese, 5,00 € in italiano e in rumeno.</translation>
    </message>
    <message>
        <source>2 (cents)</source>
        <translation>2 (centesimi)</translation>
    </message>
    <message>
        <source>0 (whole amounts)</source>
        <translation>0 (importi interi)</translation>
    </message>
    <message>
        <source>With 0 decimals amounts are written without cents; an amount that has cents still shows them.</source>
        <translation>Con 0 decimali gli importi si scrivono senza centesimi; un importo con centesimi li mostra comunque.</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>Sim&amp;bolo:</translation>
    </message>
    <message>
        <source>De&amp;cimals:</source>
        <translation>De&amp;cimali:</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Esempio:</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Tables opened from now on get this many seats; tables in play keep theirs. It cannot be fewer than the players at the fullest table.</source>
        <translation>I tavoli aperti da ora in poi hanno questo numero di posti; i tavoli in gioco tengono i loro. Non può essere meno dei giocatori del tavolo più pieno.</translation>
    </message>
    <message>
        <source>Tables are balanced when the biggest and the smallest differ by this many players. 2 keeps them within one player of each other; 3 is looser.</source>
        <translation>I tavoli vengono bilanciati quando il più grande e il più piccolo differiscono di questo numero di giocatori. 2 li tiene entro un giocatore l’uno dall’altro; 3 è più largo.</translation>
    </message>
    <message>
        <source>With this many players left or fewer, tables are kept within one player of each other whatever the difference above says.</source>
        <translation>Quando restano questi giocatori o meno, i tavoli si tengono entro un giocatore l’uno dall’altro, qualunque sia la differenza indicata sopra.</translation>
    </message>
    <message>
        <source>Seats and balancing</source>
        <translation>Posti e bilanciamento</translation>
    </message>
    <message>
        <source>e.g. 3, 2, 1 (empty: highest number first)</source>
        <translation>es. 3, 2, 1 (vuoto: prima il numero più alto)</translation>
    </message>
    <message>
        <source>The table numbers in the order the tables break, separated by commas. Tables not listed break after them, highest number first.</source>
        <translation>I numeri dei tavoli nell’ordine in cui chiudono, separati da virgole. I tavoli non elencati chiudono dopo, prima il numero più alto.</translation>
    </message>
    <message>
        <source>the last table left</source>
        <translation>l’ultimo tavolo rimasto</translation>
    </message>
    <message>
        <source>table </source>
        <translation>tavolo </translation>
    </message>
    <message>
        <source>The table where everyone is redrawn for the final table, e.g. the feature table. It then breaks last.</source>
        <translation>Il tavolo dove tutti vengono risorteggiati per il tavolo finale, es. il tavolo principale. Così chiude per ultimo.</translation>
    </message>
    <message>
        <source>Break &amp;order:</source>
        <translation>&amp;Ordine di chiusura:</translation>
    </message>
    <message>
        <source>&amp;Final table:</source>
        <translation>Tavolo &amp;finale:</translation>
    </message>
    <message>
        <source>Breaking tables</source>
        <translation>Chiusura dei tavoli</translation>
    </message>
    <message>
        <source>Heads-up, the b&amp;utton posts the big blind</source>
        <translation>Testa a testa, il bottone mette il gran&amp;de buio</translation>
    </message>
    <message>
        <source>A house rule: with two players left, the player on the button posts the big blind. Off, the standard TDA rule applies: the button posts the small blind, acts first before the flop and last after it.</source>
        <translation>Una regola della casa: con due giocatori rimasti, il giocatore al bottone mette il grande buio. Se è spenta vale la regola TDA standard: il bottone mette il piccolo buio, parla per primo prima del flop e per ultimo dopo.</translation>
    </message>
    <message>
        <source>Leave it off to follow the TDA rules (recommended).</source>
        <translation>Lasciala spenta per seguire le regole TDA (consigliato).</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regola della casa</translation>
    </message>
    <message>
        <source>Press Apply the changes to make them, or Cancel.</source>
        <translation>Premi Applica le modifiche per farle, oppure Annulla.</translation>
    </message>
    <message>
        <source>Apply the changes</source>
        <translation>Applica le modifiche</translation>
    </message>
    <message>
        <source>This tournament counts towards a &amp;season</source>
        <translation>Questo torneo conta per una &amp;stagione</translation>
    </message>
    <message>
        <source>e.g. Spring 2025</source>
        <translation>es. Primavera 2025</translation>
    </message>
    <message>
        <source>One point per entry: entries − place + 1</source>
        <translation>Un punto per iscrizione: iscrizioni − posizione + 1</translation>
    </message>
    <message>
        <source>Square root: scale × √(entries ÷ place)</source>
        <translation>Radice quadrata: fattore × √(iscrizioni ÷ posizione)</translation>
    </message>
    <message>
        <source>Fixed points by place</source>
        <translation>Punti fissi per posizione</translation>
    </message>
    <message>
        <source>How finishing places turn into league points. Players who tie share the points of the places they cover.</source>
        <translation>Come le posizioni finali diventano punti di lega. I giocatori a pari merito si dividono i punti delle posizioni che occupano.</translation>
    </message>
    <message>
        <source>e.g. 25, 18, 15, 12, 10</source>
        <translation>es. 25, 18, 15, 12, 10</translation>
    </message>
    <message>
        <source>Points for the 1st, 2nd, 3rd … place, best first, separated by commas; a point for decimals (12.5).</source>
        <translation>Punti per la 1ª, 2ª, 3ª … posizione, dalla migliore, separati da virgole; il punto per i decimali (12.5).</translation>
    </message>
    <message>
        <source>Points for every player placed below the table, for taking part.</source>
        <translation>Punti per ogni giocatore classificato oltre la tabella, per la partecipazione.</translation>
    </message>
    <message>
        <source>Season &amp;name:</source>
        <translation>&amp;Nome della stagione:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punti:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>F&amp;attore:</translation>
    </message>
    <message>
        <source>Points by &amp;place:</source>
        <translation>Punti per posi&amp;zione:</translation>
    </message>
    <message>
        <source>Everyone &amp;else:</source>
        <translation>&amp;Tutti gli altri:</translation>
    </message>
    <message>
        <source>The season&apos;s standings add up the points of every tournament that counts towards it (Reports → League standings).</source>
        <translation>La classifica della stagione somma i punti di ogni torneo che conta per essa (Report → Classifica della lega).</translation>
    </message>
    <message>
        <source>Name the season the tournament counts towards.</source>
        <translation>Indica la stagione per cui conta il torneo.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nessun torneo è aperto.</translation>
    </message>
    <message>
        <source>The fee (%1) cannot be more than the price (%2).</source>
        <translation>La commissione (%1) non può superare il prezzo (%2).</translation>
    </message>
    <message>
        <source>Type the percentage of each paid place, e.g. 50 30 20.</source>
        <translation>Scrivi la percentuale di ogni posizione pagata, es. 50 30 20.</translation>
    </message>
    <message>
        <source>The buy-in is not set yet.</source>
        <translation>Il buy-in non è ancora impostato.</translation>
    </message>
    <message>
        <source>The structure is not chosen yet.</source>
        <translation>La struttura non è ancora stata scelta.</translation>
    </message>
    <message>
        <source>as many as players want</source>
        <translation>quanti ne vogliono i giocatori</translation>
    </message>
    <message>
        <source>once per entry</source>
        <translation>una volta per ingresso</translation>
    </message>
    <message>
        <source>up to %1 per entry</source>
        <translation>fino a %1 per ingresso</translation>
    </message>
    <message>
        <source>for the whole tournament</source>
        <translation>per tutto il torneo</translation>
    </message>
    <message>
        <source>until the end of level %1 and during the break after it, if there is one</source>
        <translation>fino alla fine del livello %1 e durante la pausa che lo segue, se c&apos;è</translation>
    </message>
    <message>
        <source>the first break</source>
        <translation>la prima pausa</translation>
    </message>
    <message>
        <source>the second break</source>
        <translation>la seconda pausa</translation>
    </message>
    <message>
        <source>the third break</source>
        <translation>la terza pausa</translation>
    </message>
    <message>
        <source>break %1</source>
        <translation>la pausa %1</translation>
    </message>
    <message>
        <source>until the end of level %1 (not in the break after it)</source>
        <translation>fino alla fine del livello %1 (non nella pausa che segue)</translation>
    </message>
    <message>
        <source>until the end of %1</source>
        <translation>fino alla fine del%1</translation>
    </message>
    <message>
        <source>during %1 only</source>
        <translation>solo durante %1</translation>
    </message>
    <message>
        <source>No rebuys.</source>
        <translation>Nessun rebuy.</translation>
    </message>
    <message>
        <source>No add-on.</source>
        <translation>Nessun add-on.</translation>
    </message>
    <message>
        <source>Rebuys: %1, %2.</source>
        <translation>Rebuy: %1, %2.</translation>
    </message>
    <message>
        <source>Rebuys: %1, %2, for a stack at or below the starting stack.</source>
        <translation>Rebuy: %1, %2, con uno stack pari o inferiore a quello iniziale.</translation>
    </message>
    <message>
        <source>The add-on: %1, %2.</source>
        <translation>L&apos;add-on: %1, %2.</translation>
    </message>
    <message>
        <source>for the whole tournament (the structure has %1 levels)</source>
        <translation>per tutto il torneo (la struttura ha %1 livelli)</translation>
    </message>
    <message>
        <source>until the end of level %1 and the break after it</source>
        <translation>fino alla fine del livello %1 e della pausa che lo segue</translation>
    </message>
    <message>
        <source>until the end of level %1</source>
        <translation>fino alla fine del livello %1</translation>
    </message>
    <message>
        <source>(about %1)</source>
        <translation>(verso le %1)</translation>
    </message>
    <message>
        <source>during %1, but this structure has only %2 breaks: never</source>
        <translation>durante %1, ma questa struttura ha solo %2 pause: mai</translation>
    </message>
    <message>
        <source>until the end of the break after level %1</source>
        <translation>fino alla fine della pausa dopo il livello %1</translation>
    </message>
    <message>
        <source>during the break after level %1 only</source>
        <translation>solo durante la pausa dopo il livello %1</translation>
    </message>
    <message>
        <source>the whole tournament</source>
        <translation>tutto il torneo</translation>
    </message>
    <message>
        <source>until the end of a level</source>
        <translation>fino alla fine di un livello</translation>
    </message>
    <message>
        <source>until the end of a level and the break after it</source>
        <translation>fino alla fine di un livello e della pausa che segue</translation>
    </message>
    <message>
        <source>until the end of a break</source>
        <translation>fino alla fine di una pausa</translation>
    </message>
    <message>
        <source>during one break only</source>
        <translation>solo durante una pausa</translation>
    </message>
    <message>
        <source>break </source>
        <translation>pausa </translation>
    </message>
    <message>
        <source>level </source>
        <translation>livello </translation>
    </message>
    <message>
        <source>The built-in payout table</source>
        <translation>La tabella dei premi integrata</translation>
    </message>
    <message>
        <source>My own percentages:</source>
        <translation>Le mie percentuali:</translation>
    </message>
    <message>
        <source>Amounts set by hand:</source>
        <translation>Importi decisi a mano:</translation>
    </message>
    <message>
        <source>e.g. 500 300 200</source>
        <translation>es. 500 300 200</translation>
    </message>
    <message>
        <source>One amount per paid place, best first; together they must make the prize pool.</source>
        <translation>Un importo per ogni posizione pagata, dalla migliore; insieme devono fare il montepremi.</translation>
    </message>
    <message>
        <source>Round to:</source>
        <translation>Arrotonda a:</translation>
    </message>
    <message>
        <source>How the prize pool is shared</source>
        <translation>Come si divide il montepremi</translation>
    </message>
    <message>
        <source>What it pays now:</source>
        <translation>Cosa paga ora:</translation>
    </message>
    <message>
        <source>Locked payouts stay as they are until you unlock them on the Payouts tab.</source>
        <translation>I premi bloccati restano come sono finché non li sblocchi nella scheda Premi.</translation>
    </message>
    <message>
        <source>Type the amount of each paid place, best first, e.g. 500 300 200.</source>
        <translation>Scrivi l&apos;importo di ogni posizione pagata, dalla migliore, es. 500 300 200.</translation>
    </message>
    <message>
        <source>“%1” is not an amount of money.</source>
        <translation>«%1» non è un importo.</translation>
    </message>
    <message>
        <source>Changes apply to what is bought from now on: entries, rebuys and add-ons already sold keep the price they were paid and the chips they gave.</source>
        <translation>Le modifiche valgono per ciò che si compra da ora in poi: iscrizioni, rebuy e add-on già venduti mantengono il prezzo pagato e i gettoni dati.</translation>
    </message>
    <message>
        <source>Starting chips:</source>
        <translation>Gettoni iniziali:</translation>
    </message>
    <message>
        <source>No limit</source>
        <comment>re-entries: as many as players want</comment>
        <translation>Senza limite</translation>
    </message>
    <message>
        <source>Re-entries:</source>
        <translation>Rientri:</translation>
    </message>
    <message>
        <source>Late registration:</source>
        <translation>Iscrizione tardiva:</translation>
    </message>
    <message>
        <source>Added money:</source>
        <translation>Denaro aggiunto:</translation>
    </message>
    <message>
        <source>Guarantee:</source>
        <translation>Garantito:</translation>
    </message>
    <message>
        <source>The parts add up to %1, not to the price %2.</source>
        <translation>Le parti fanno %1, non il prezzo %2.</translation>
    </message>
    <message>
        <source>No limit</source>
        <comment>no limit on how many an entry may buy</comment>
        <translation>Senza limite</translation>
    </message>
</context>
<context>
    <name>WindowManners</name>
    <message>
        <source>Double-click to leave full screen</source>
        <translation>Doppio clic per uscire dallo schermo intero</translation>
    </message>
</context>
</TS>
