## The game in play: sides and pieces, results, why a game ended, why a move was refused,
## the announcements, the computer's levels, the rules in brief.

side-title = { $side ->
    [attackers] Atacants
   *[defenders] Defensors
}
to-move = { $side ->
    [attackers] Juguen els atacants
   *[defenders] Juguen els defensors
}
result-winner = { $side ->
    [attackers] Guanyen els atacants!
   *[defenders] Guanyen els defensors!
}
result-draw = Taules.

reason-king-captured = El rei ha estat capturat.
reason-king-escaped = El rei s'ha escapat.
reason-exit-fort = El rei és dins un fortí de sortida que no es pot trencar.
reason-encirclement = Tots els defensors estan encerclats.
reason-all-captured = S'han capturat totes les peces d'un bàndol.
reason-no-moves = El bàndol a qui toca jugar no té cap jugada possible.
reason-repetition = La mateixa posició s'ha repetit tres vegades.
reason-tuichi = Tuichi: el rei té dos camins lliures per escapar.

refusal-game-over = La partida ja s'ha acabat.
refusal-no-piece = No hi ha cap peça a la casella { $square }.
refusal-not-your-piece = La peça de la casella { $square } és del bàndol a qui no toca jugar.
refusal-not-straight = Les peces es mouen en línia recta, per una fila o per una columna.
refusal-blocked = El camí està tallat a la casella { $square }.
refusal-restricted = Aquesta peça no pot entrar a la casella { $square }.
refusal-off-board = La casella { $square } és fora del tauler.
refusal-too-far = { $most ->
    [one] Aquí les peces només avancen una casella cada vegada, no { $tried }.
   *[other] Aquí les peces avancen com a màxim { $most } caselles, no { $tried }.
}
refusal-not-thrown = Encara no s'ha tirat el dau en aquest torn.
refusal-not-the-throw = { $tried ->
    [one] Amb un { $roll } no es pot moure una peça una sola casella.
   *[other] Amb un { $roll } no es pot moure una peça { $tried } caselles.
}
refusal-no-pass = Només es pot passar el torn quan la tirada no permet cap jugada.
refusal-choose-capture = Només es pot capturar una peça: tria quina ({ $choices }).
# An attempt the game refuses before the rules see it.
attempt-opponents-piece = { $side ->
    [attackers] Aquesta peça és dels atacants.
   *[defenders] Aquesta peça és dels defensors.
}
attempt-nothing-selected = Primer selecciona una de les teves peces.

# The words called out, as the source documents write them, and what each means.
announce-raichi = Raichi!
announce-raichi-meaning = El rei té un camí lliure per escapar.
announce-tuichi = Tuichi!
announce-tuichi-meaning = El rei té dos camins lliures: no es poden tallar tots dos.
announce-rest = Odpoczynek!
announce-rest-meaning = El rei descansa entre dos atacants: només ell s'hi pot aturar.

# The computer's levels keep their Old Norse names; each description says, for a newcomer,
# who the level suits and how it plays.
level-1-description = Per a les teves primeres partides: mira una sola jugada endavant i sovint es conforma amb una jugada només acceptable.
level-2-description = Per a principiants que ja saben les regles: veu què respondràs a la seva jugada, però se li escapen les amenaces subtils.
level-3-description = Si ja tens unes quantes partides a l'esquena: calcula quatre jugades endavant, però de tant en tant es desvia de la millor jugada.
level-4-description = Per a qui juga en un club: pensa una estona, calcula a fons i rarament es desvia.
level-5-description = Per a qui ja juga fort: pensa més estona i gairebé mai no es desvia de la seva millor jugada.
level-6-description = El més fort: fa servir tot el temps de reflexió i sempre fa la seva millor jugada.

brief-first = { $side ->
    [attackers] Comencen els atacants.
   *[defenders] Comencen els defensors.
}
brief-escape-corners = El rei s'escapa arribant a una cantonada.
brief-escape-edge = El rei s'escapa arribant a qualsevol casella de la vora.
brief-escape-edge-empty = El rei s'escapa arribant a una casella de la vora que era buida al principi.
brief-king-four-edge = Per capturar el rei cal envoltar-lo pels quatre costats (la vora compta com un).
brief-king-four = Per capturar el rei cal envoltar-lo pels quatre costats.
brief-king-near-throne = El rei es captura entre dos, però en calen tres al costat del tron i quatre si és al tron.
brief-king-two = El rei es captura entre dos, com un soldat.
brief-king-unarmed = El rei no captura.
brief-move-one-step = Les peces avancen una sola casella cada vegada.
brief-move-dice-at-most = Cada torn es tira un dau: es mou com a màxim el nombre de caselles que surt.
brief-move-dice-exactly = Cada torn es tira un dau: es mou exactament el nombre de caselles que surt.
brief-stop-between = Un soldat que s'atura entre dos enemics és capturat; el rei s'hi pot aturar a descansar.
brief-one-capture = Una captura per jugada: tu tries quina.
brief-linnaean-defender = Un defensor atrapat contra el rei assegut al tron és capturat.
brief-linnaean-king = Un defensor atrapat contra el rei assegut al tron cau amb ell.
brief-throne-guard = El tron protegeix el rei només fins que en surt per primer cop.
brief-throne-closes = El tron es tanca un cop el rei n'ha sortit.
brief-shieldwall = Els murs d'escuts capturen.
brief-exit-fort = Un fortí de sortida dona la victòria al rei.
brief-encirclement = Encerclar tots els defensors dona la victòria.
brief-all-attackers = Capturar tots els atacants dona la victòria.
brief-tuichi-wins = El tuichi guanya a l'acte.

rules-custom = Regles personalitzades
