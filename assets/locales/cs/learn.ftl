## Lekce: obrazovka s jejich seznamem, panel vedle desky během lekce a u každého pravidla
## jeho název, věta a úkol. $switch je volba, kterou sada pravidel pro dané pravidlo dělá
## (její varianty níže); $side je strana, za kterou hráč táhne; $squares jsou pole, která
## úkol jmenuje („c1, d1, e1“); $moves je počet tahů, které úkol dovoluje.

learn-title = Naučit se hrát
# Czech: "hraje se" keeps { $rules } in the nominative.
learn-how-to-play = Jak se hraje { $rules }
learn-intro = Ke každému pravidlu této hry jedna krátká lekce: prohlédněte si příklad a pak táhněte vy.
learn-newcomer = Hrajete tafl poprvé? Začněte brandubem: malá deska a málo pravidel. Projděte si jeho lekce a pak si zahrajte partii proti úrovni Thrall, té nejsnazší.
# Czech: "label: number" needs no plural form of "lekce".
learn-done = Splněné lekce: { $done } z { $total }
learn-back = Zpět
learn-play = Zahrát si partii

lesson-count = Lekce { $number } z { $total }
lesson-watch = Sledujte:
lesson-your-turn = { $side ->
    [attackers] Jste na tahu, hrajete za útočníky:
   *[defenders] Jste na tahu, hrajete za obránce:
}
lesson-passed = Výborně!
lesson-missed = Ne tak docela.
lesson-show-again = Znovu ukázat příklad
lesson-skip-example = Přeskočit příklad
lesson-try-again = Zkusit znovu
lesson-next = Další lekce
lesson-all = Všechny lekce

lesson-miss-illegal = To pravidla nedovolují: { $why }
lesson-miss-allowed = Tento tah je dovolený. Lekce po vás chce vyzkoušet tah, který pravidla zakazují.
lesson-miss-elsewhere = Kámen neskončil na poli, které lekce zadala.
lesson-miss-nothing-taken = Nic nebylo zajato. Kámen padne, jen když ho tah sevře.
lesson-miss-other-pieces = Tah sice zajal kámen, ale jiný, než chtěla lekce.
lesson-miss-mover-died = Váš kámen se zastavil mezi dvěma nepřáteli a byl zajat.
lesson-miss-mover-survived = Váš kámen stále stojí: musí se zastavit přímo mezi dvěma nepřáteli.
lesson-miss-no-end = Hra pokračuje: tohle nebyl vítězný tah.
lesson-miss-other-end = Hra skončila, ale jinak, než chtěla lekce: { $reason }
lesson-miss-not-announced = Po tomto tahu nemá králova strana co ohlásit.
lesson-miss-stoppable = Na to může druhá strana odpovědět. Hledejte tah, kterému nemůže zabránit.

lesson-movement-title = Jak táhnou kameny
lesson-movement-rule = { $switch ->
    [one-step] Každý kámen, i král, táhne vždy jen o jedno pole po řadě nebo sloupci, nikdy ne úhlopříčně.
    [dice-at-most] Na začátku každého tahu se hází kostkou. Každý kámen, i král, táhne po řadě nebo sloupci nejvýše o tolik volných polí, kolik padlo na kostce.
    [dice-exactly] Na začátku každého tahu se hází kostkou. Každý kámen, i král, táhne po řadě nebo sloupci přesně o tolik volných polí, kolik padlo na kostce.
   *[rook] Každý kámen, i král, táhne jako věž v šachu: o libovolný počet volných polí po řadě nebo sloupci, nikdy ne úhlopříčně a nikdy přes jiný kámen.
}
# Czech: { $squares } may list several squares, any one of which will do.
lesson-movement-task = { $switch ->
    [one-step] Táhněte obráncem o jedno pole, na kterékoli z polí { $squares }.
    [rook] Táhněte obráncem jedním tahem až na pole { $squares }.
   *[other] Táhněte obráncem, jak dovoluje hod: na kterékoli z polí { $squares }.
}

lesson-capture-title = Zajetí kamene
lesson-capture-rule = Kámen je zajat, když ho soupeř svým tahem sevře mezi dva své kameny na téže řadě nebo sloupci. Zajme ho jen ten tah, který past uzavře.
lesson-capture-task = { $side ->
    [attackers] Zajměte obránce na poli { $squares }.
   *[defenders] Zajměte útočníka na poli { $squares }.
}

lesson-throne-hostile-title = Prázdný trůn jako nepřítel
lesson-throne-hostile-rule = { $switch ->
    [attackers] Prázdný trůn se počítá za nepřítele útočníků: útočníka vedle něj zajme jediný obránce z protější strany.
    [soldiers] Prázdný trůn se počítá za nepřítele obyčejných kamenů obou stran, ne však krále: kámen vedle něj zajme jediný nepřítel z protější strany.
   *[all] Prázdný trůn se počítá za nepřítele každého kamene: kámen vedle něj zajme jediný nepřítel z protější strany.
}
lesson-throne-hostile-task = { $side ->
    [attackers] Zajměte obránce na poli { $squares } proti prázdnému trůnu.
   *[defenders] Zajměte útočníka na poli { $squares } proti prázdnému trůnu.
}

lesson-corners-hostile-title = Rohy jako nepřátelé
lesson-corners-hostile-rule = { $switch ->
    [attackers] Rohy se počítají za nepřátele útočníků: útočníka vedle rohu zajme jediný obránce z protější strany.
    [soldiers] Rohy se počítají za nepřátele obyčejných kamenů obou stran, ne však krále: kámen vedle rohu zajme jediný nepřítel z protější strany.
   *[all] Rohy se počítají za nepřátele každého kamene: kámen vedle rohu zajme jediný nepřítel z protější strany.
}
lesson-corners-hostile-task = { $side ->
    [attackers] Zajměte obránce na poli { $squares } proti rohu.
   *[defenders] Zajměte útočníka na poli { $squares } proti rohu.
}

lesson-throne-stop-title = Kdo se smí zastavit na trůnu
lesson-throne-stop-rule = { $switch ->
    [nobody] Na trůnu se nesmí zastavit nikdo: žádný obyčejný kámen, a jakmile ho král opustí, ani on sám.
   *[king] Na trůnu se smí zastavit jen král.
}
lesson-throne-stop-task = Zkuste zastavit obránce na trůnu a uvidíte, že tah nelze zahrát.

lesson-throne-pass-title = Přes prázdný trůn
lesson-throne-pass-rule = { $switch ->
    [all] Přes prázdný trůn smí přejít každý kámen, pokud se na něm nezastaví.
    [king] Přes prázdný trůn smí přejít jen král; obyčejné kameny ho musí obejít.
   *[nobody] Přes trůn nesmí přejít žádný kámen: všechny ho musí obejít.
}
lesson-throne-pass-task = { $switch ->
    [all] Táhněte obráncem přes prázdný trůn na pole { $squares }.
   *[other] Zkuste táhnout obráncem přes prázdný trůn a uvidíte, že tah nelze zahrát.
}

lesson-corners-forbidden-title = Rohy patří králi
lesson-corners-forbidden-rule = Do rohu smí vstoupit jen král. Obyčejné kameny obou stran se tam nesmějí zastavit, ani přes roh projít.
lesson-corners-forbidden-task = Zkuste táhnout obráncem do rohu a uvidíte, že tah nelze zahrát.

lesson-king-by-two-title = Zajetí krále dvěma
lesson-king-by-two-rule = { $switch ->
    [near] Mimo trůn a pole vedle něj je král zajat jako kterýkoli obyčejný kámen: mezi dvěma útočníky na řadě nebo sloupci.
   *[plain] Král je zajat jako kterýkoli obyčejný kámen: mezi dvěma útočníky na řadě nebo sloupci.
}
lesson-king-by-two-task = Zajměte krále svým útočníkem.

lesson-king-by-four-title = Zajetí krále čtyřmi
lesson-king-by-four-rule = Král je silný: aby ho útočníci zajali, musí ho sevřít ze všech čtyř stran.
lesson-king-by-four-task = Sevřete krále i ze čtvrté strany.

lesson-king-on-throne-title = Král na trůnu
lesson-king-on-throne-rule = Na trůnu je král zajat, jen když ho útočníci obklopí ze všech čtyř stran.
lesson-king-on-throne-task = Sevřete krále na trůnu svým čtvrtým útočníkem.

lesson-king-beside-throne-title = Král vedle trůnu
lesson-king-beside-throne-rule = Vedle prázdného trůnu se trůn počítá za čtvrtého útočníka: krále zajmou tři útočníci na jeho ostatních stranách.
lesson-king-beside-throne-task = Zajměte krále proti trůnu svým třetím útočníkem.

lesson-king-against-edge-title = Král u okraje
lesson-king-against-edge-rule = Okraj desky se proti králi počítá za útočníka: na okraji ho zajmou tři útočníci.
lesson-king-against-edge-task = Zajměte krále u okraje svým třetím útočníkem.

lesson-king-armed-title = Bojuje král?
lesson-king-armed-rule = { $switch ->
    [yes] Král bojuje po boku svých obránců: může být jedním ze dvou kamenů, které útočníka sevřou.
   *[no] Král nebojuje: nemůže pomoci zajmout útočníka, to dokážou jen jeho obránci.
}
lesson-king-armed-task = { $switch ->
    [yes] Zajměte útočníka na poli { $squares } králem.
   *[no] Zajměte útočníka na poli { $squares }: král to nedokáže, musí to být obránce.
}

lesson-escape-title = Králův útěk
lesson-escape-rule = { $switch ->
    [corners] Obránci vyhrávají, když král dojde na jedno z rohových polí.
    [edge] Obránci vyhrávají, když král dojde na kterékoli pole na okraji desky.
   *[edge-empty] Obránci vyhrávají, když král dojde na pole na okraji, které bylo na začátku hry prázdné. Pole, na kterých stály kameny, k útěku neslouží.
}
lesson-escape-task = { $switch ->
    [edge-empty] Vyveďte krále na svobodu. Pole na okraji, na kterém na začátku stál kámen, k útěku neslouží, ani když je teď prázdné.
   *[other] Vyveďte krále na svobodu.
}

lesson-shieldwall-title = Štítová hradba
lesson-shieldwall-rule = { $switch ->
    [corner] Řada kamenů podél okraje, z nichž každý má před sebou nepřítele, je zajata celá najednou, když jsou oba její konce uzavřeny nepřátelskými kameny nebo rohem.
    [one-capture] Řadu kamenů podél okraje, z nichž každý má před sebou nepřítele, lze zajmout, když jsou oba její konce uzavřeny. Jeden tah ale zajme jen jeden kámen, a tak z řady padne jediný.
   *[plain] Řada kamenů podél okraje, z nichž každý má před sebou nepřítele, je zajata celá najednou, když nepřátelské kameny uzavřou oba její konce.
}
lesson-shieldwall-task = { $switch ->
    [one-capture] Uzavřete řadu na polích { $squares } a zajměte jeden z jejích kamenů.
   *[other] Uzavřete řadu a jedním tahem zajměte kameny na polích { $squares }.
}

lesson-exit-fort-title = Úniková pevnost
lesson-exit-fort-rule = Obránci vyhrávají také tehdy, když král stojí na okraji, může táhnout a je uvnitř hradby obránců, kterou útočníci nikdy nemohou prolomit.
lesson-exit-fort-task = Uzavřete pevnost kolem krále svým posledním obráncem.

lesson-encirclement-title = Obklíčení
lesson-encirclement-rule = Útočníci vyhrávají také tehdy, když uzavřou do kruhu všechny obránce i s králem, takže se žádný z nich nemůže dostat k okraji.
lesson-encirclement-task = Uzavřete kruh svým posledním útočníkem.

lesson-raichi-title = Raichi: jedna volná cesta
lesson-raichi-rule = Když má král volnou přímou cestu na pole, kde by unikl, jeho strana ohlásí „raichi“, podobně jako se v šachu hlásí „šach“. Útočníci musí tu cestu hned zablokovat.
lesson-raichi-task = Táhněte králem tak, aby se mu otevřela právě jedna cesta ke svobodě.

lesson-tuichi-title = Tuichi: dvě volné cesty
lesson-tuichi-rule = { $switch ->
    [yes] Když má král dvě volné cesty ke svobodě, jeho strana ohlásí „tuichi“: v této hře to znamená okamžitou výhru.
   *[no] Když má král dvě volné cesty ke svobodě, jeho strana ohlásí „tuichi“: útočníci mohou zablokovat jen jednu z nich.
}
lesson-tuichi-task = { $switch ->
    [yes] Otevřete králi jedním tahem dvě cesty.
   *[no] { $moves ->
        [one] Otevřete králi jedním tahem dvě cesty.
        [few] Otevřete králi dvě cesty a pak s ním uprchněte tou, která zůstane volná.
        [many] Otevřete králi dvě cesty a pak s ním uprchněte tou, která zůstane volná.
       *[other] Otevřete králi dvě cesty a pak s ním uprchněte tou, která zůstane volná.
    }
}

lesson-stop-between-title = Nezastavujte se mezi dvěma nepřáteli
lesson-stop-between-rule = Obyčejný kámen, který se zastaví mezi dvěma nepřátelskými kameny, je okamžitě zajat. Projít mezi nimi smí, zastavit se tam ne.
lesson-stop-between-task = Táhněte obráncem mezi oba útočníky a uvidíte, co se stane.

lesson-king-rests-title = Králův odpočinek: „Odpoczynek!“
lesson-king-rests-rule = Jen král se smí zastavit mezi dvěma útočníky, aniž by byl zajat. Jeho strana přitom ohlásí „Odpoczynek!“ (polsky „Odpočinek!“).
lesson-king-rests-task = Zastavte krále mezi oběma útočníky.

lesson-one-capture-title = Jeden kámen za tah
lesson-one-capture-rule = Jeden tah zajme nejvýše jeden kámen. Kde by mohl zajmout dva, vybírá hráč na tahu, který z nich.
lesson-one-capture-task = Sevřete oba obránce najednou a vyberte, kterého zajmout: { $squares }.

lesson-linnaean-title = Proti králově trůnu
lesson-linnaean-rule = { $switch ->
    [yes] Sedí-li král na trůnu a útočníci ho svírají ze tří stran, lze obránce na čtvrté straně zajmout proti trůnu a král padne s ním.
   *[no] Sedí-li král na trůnu a útočníci ho svírají ze tří stran, lze obránce na čtvrté straně zajmout proti trůnu.
}
lesson-linnaean-task = { $switch ->
    [yes] Zajměte obránce na čtvrté straně krále a s ním i krále.
   *[no] Zajměte obránce na poli { $squares } proti králově trůnu.
}

lesson-throne-guard-title = Trůn chrání krále jen napoprvé
lesson-throne-guard-rule = Trůn chrání krále jen do chvíle, než ho poprvé opustí. Potom ho na trůnu zajmou dva útočníci, stejně jako kdekoli jinde.
lesson-throne-guard-task = Král opustil trůn a vrátil se na něj. Zajměte ho tam dvěma útočníky.

lesson-throne-closed-title = Trůn se uzavře
lesson-throne-closed-rule = Jakmile král trůn opustí, nikdo už na něj nesmí vstoupit ani přes něj přejít.
lesson-throne-closed-task = Král opustil trůn. Zkuste přes něj táhnout obráncem a uvidíte, že tah nelze zahrát.

lesson-occupied-throne-title = Trůn stojí za svým králem
lesson-occupied-throne-rule = Dokud na něm sedí král, počítá se trůn za nepřítele útočníků: útočníka vedle něj zajme jediný obránce z protější strany.
lesson-occupied-throne-task = Zajměte útočníka na poli { $squares } proti králově trůnu.

lesson-repetition-title = Třikrát stejná pozice
lesson-repetition-rule = { $switch ->
    [draw] Když stejná pozice nastane potřetí, hra končí remízou.
    [repeater-loses] Když stejná pozice nastane potřetí, prohrává strana, jejíž tah ji přivodil.
   *[defenders-lose] Když stejná pozice nastane potřetí, obránci prohrávají: nesmějí hru protahovat opakováním tahů.
}
lesson-repetition-task = Stejné tahy už proběhly dvakrát. Zahrajte tah, po kterém pozice nastane potřetí.

lesson-no-moves-title = Žádný možný tah
lesson-no-moves-rule = { $switch ->
    [draw] Nemůže-li strana na tahu vůbec táhnout, hra nemůže pokračovat: končí remízou.
   *[loses] Nemůže-li strana na tahu vůbec táhnout, prohrává.
}
lesson-no-moves-task = Připravte útočníky o všechny možné tahy.

lesson-all-attackers-captured-title = Zajetí všech útočníků
lesson-all-attackers-captured-rule = Obránci vyhrávají také tím, že zajmou všechny útočníky.
lesson-all-attackers-captured-task = Zajměte posledního útočníka.

lesson-all-defenders-captured-title = Zajetí všech obránců
lesson-all-defenders-captured-rule = Útočníci vyhrávají také tím, že zajmou všechny obránce kromě krále.
lesson-all-defenders-captured-task = Zajměte posledního obránce.
