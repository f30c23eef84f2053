## The game in play: sides and pieces, results, why a game ended, why a move was refused,
## the announcements, the computer's levels, the rules in brief.

side-title = { $side ->
    [attackers] Útočníci
   *[defenders] Obránci
}
to-move = { $side ->
    [attackers] Na tahu jsou útočníci
   *[defenders] Na tahu jsou obránci
}
result-winner = { $side ->
    [attackers] Útočníci vyhrávají!
   *[defenders] Obránci vyhrávají!
}
result-draw = Remíza.

reason-king-captured = Král byl zajat.
reason-king-escaped = Král uprchl.
reason-exit-fort = Král drží nedobytnou únikovou pevnost.
reason-encirclement = Všichni obránci jsou obklíčeni.
reason-all-captured = Všechny kameny jedné strany byly zajaty.
reason-no-moves = Strana na tahu nemá žádný možný tah.
reason-repetition = Stejná pozice nastala potřetí.
reason-tuichi = Tuichi: král má dvě volné cesty ke svobodě.

refusal-game-over = Hra už skončila.
refusal-no-piece = Na poli { $square } není žádný kámen.
refusal-not-your-piece = Kámen na poli { $square } patří straně, která není na tahu.
refusal-not-straight = Kameny táhnou rovně, po řadě nebo po sloupci.
refusal-blocked = Cesta je zablokovaná na poli { $square }.
refusal-restricted = Tento kámen nesmí vstoupit na pole { $square }.
refusal-off-board = Pole { $square } leží mimo desku.
refusal-too-far = { $most ->
    [one] Kameny tu táhnou vždy jen o jedno pole, ne o { $tried }.
    [few] Kameny tu táhnou nejvýše o { $most } pole, ne o { $tried }.
    [many] Kameny tu táhnou nejvýše o { $most } pole, ne o { $tried }.
   *[other] Kameny tu táhnou nejvýše o { $most } polí, ne o { $tried }.
}
refusal-not-thrown = V tomto tahu se ještě neházelo kostkou.
refusal-not-the-throw = { $tried ->
    [one] Při hodu { $roll } nelze táhnout o jedno pole.
    [few] Při hodu { $roll } nelze táhnout o { $tried } pole.
    [many] Při hodu { $roll } nelze táhnout o { $tried } pole.
   *[other] Při hodu { $roll } nelze táhnout o { $tried } polí.
}
refusal-no-pass = Vynechat tah lze jen tehdy, když hod nedovoluje žádný tah.
refusal-choose-capture = Zajmout lze jen jeden kámen: vyberte který ({ $choices }).
# An attempt the game refuses before the rules see it.
attempt-opponents-piece = { $side ->
    [attackers] Tento kámen patří útočníkům.
   *[defenders] Tento kámen patří obráncům.
}
attempt-nothing-selected = Nejdřív vyberte jeden ze svých kamenů.

# The words called out, as the source documents write them, and what each means.
announce-raichi = Raichi!
announce-raichi-meaning = Král má volnou cestu ke svobodě.
announce-tuichi = Tuichi!
announce-tuichi-meaning = Král má dvě volné cesty: obě zablokovat nelze.
announce-rest = Odpoczynek!
announce-rest-meaning = Král odpočívá mezi dvěma útočníky: zastavit se tam smí jen on.

# The computer's levels keep their Old Norse names; each description says, for a newcomer,
# who the level suits and how it plays.
level-1-description = Na úplně první partie: dívá se jen jeden tah dopředu a často zahraje tah, který je jen ucházející.
level-2-description = Pro začátečníky, kteří už znají pravidla: vidí vaši odpověď na svůj tah, ale přehlíží tiché hrozby.
level-3-description = Po několika odehraných partiích: propočítá čtyři tahy dopředu, tu a tam však chybuje.
level-4-description = Pro klubovou úroveň: chvíli přemýšlí, počítá do hloubky a chybuje jen zřídka.
level-5-description = Pro silné hráče: přemýšlí déle a od svého nejlepšího tahu se téměř nikdy neodchýlí.
level-6-description = Nejsilnější: využije celý čas na přemýšlení a vždy zahraje svůj nejlepší tah.

brief-first = { $side ->
    [attackers] Začínají útočníci.
   *[defenders] Začínají obránci.
}
brief-escape-corners = Král uniká do rohu.
brief-escape-edge = Král uniká na kterékoli pole na okraji.
brief-escape-edge-empty = Král uniká na pole na okraji, které bylo na začátku prázdné.
brief-king-four-edge = Krále je třeba sevřít ze čtyř stran (okraj desky se počítá za jednu).
brief-king-four = Krále je třeba sevřít ze čtyř stran.
brief-king-near-throne = Krále zajmou dva, vedle trůnu však tři a na trůnu čtyři.
brief-king-two = Krále zajmou dva, jako kterýkoli jiný kámen.
brief-king-unarmed = Král sám zajímat nemůže.
brief-move-one-step = Kameny táhnou vždy jen o jedno pole.
brief-move-dice-at-most = Každý tah se hází kostkou: táhne se nejvýše o hozený počet polí.
brief-move-dice-exactly = Každý tah se hází kostkou: táhne se přesně o hozený počet polí.
brief-stop-between = Kámen, který se zastaví mezi dvěma nepřáteli, je zajat; král tam smí odpočívat.
brief-one-capture = Jedním tahem lze zajmout jen jeden kámen, a to podle vaší volby.
brief-linnaean-defender = Obránce přitlačený ke králi na trůnu je zajat.
brief-linnaean-king = Obránce přitlačený ke králi na trůnu je zajat i s králem.
brief-throne-guard = Trůn chrání krále jen do chvíle, než ho poprvé opustí.
brief-throne-closes = Jakmile ho král opustí, trůn se uzavře.
brief-shieldwall = Štítové hradby zajímají.
brief-exit-fort = Úniková pevnost znamená výhru krále.
brief-encirclement = Obklíčení všech obránců znamená výhru.
brief-all-attackers = Zajetí všech útočníků znamená výhru.
brief-tuichi-wins = Tuichi okamžitě vyhrává.

rules-custom = Vlastní pravidla
