## Les lliçons: la pantalla que les llista, el quadre del costat del tauler durant una lliçó, i
## el títol, la frase i la tasca de cada regla. $switch és l'opció que el conjunt de regles fa
## servir per a la regla (les seves variants, a sota); $side és el bàndol que mou qui juga;
## $squares, les caselles que esmenta la tasca («c1, d1, e1»); $moves, quantes jugades permet la tasca.

learn-title = Aprèn a jugar
learn-how-to-play = Com es juga a { $rules }
learn-intro = Una lliçó breu per a cada regla d'aquest joc: mira l'exemple i després fes tu la jugada.
learn-newcomer = Primera vegada amb els jocs tafl? Comença pel brandub: un tauler petit i poques regles. Fes-ne les lliçons i després juga una partida contra Thrall, el nivell més fàcil.
learn-done = Lliçons fetes: { $done } de { $total }
learn-back = Enrere
learn-play = Juga una partida

lesson-count = Lliçó { $number } de { $total }
lesson-watch = Mira:
lesson-your-turn = { $side ->
    [attackers] Et toca jugar amb els atacants:
   *[defenders] Et toca jugar amb els defensors:
}
lesson-passed = Molt bé!
lesson-missed = No és ben bé això.
lesson-show-again = Torna a mostrar l'exemple
lesson-skip-example = Omet l'exemple
lesson-try-again = Torna-ho a provar
lesson-next = Lliçó següent
lesson-all = Totes les lliçons

lesson-miss-illegal = Les regles no ho permeten: { $why }
lesson-miss-allowed = Aquesta jugada està permesa. La lliçó vol que en provis una que les regles prohibeixin.
lesson-miss-elsewhere = La peça no ha acabat a la casella que demanava la lliçó.
lesson-miss-nothing-taken = No s'ha capturat res. Una peça només cau quan la jugada la deixa atrapada.
lesson-miss-other-pieces = Has capturat una peça, però no la que demanava la lliçó.
lesson-miss-mover-died = La teva peça s'ha aturat entre dos enemics i ha estat capturada.
lesson-miss-mover-survived = La teva peça continua al tauler: s'ha d'aturar just entre els dos enemics.
lesson-miss-no-end = La partida continua: aquesta no era la jugada guanyadora.
lesson-miss-other-end = La partida s'ha acabat, però no com demanava la lliçó: { $reason }
lesson-miss-not-announced = Després d'aquesta jugada, el bàndol del rei no té res a anunciar.
lesson-miss-stoppable = L'altre bàndol hi té resposta. Busca una jugada que no pugui parar.

lesson-movement-title = Com es mouen les peces
lesson-movement-rule = { $switch ->
    [one-step] Totes les peces, rei inclòs, avancen una sola casella cada vegada, per una fila o una columna, mai en diagonal.
    [dice-at-most] Al començament de cada torn es tira un dau. Totes les peces, rei inclòs, avancen per una fila o una columna com a màxim tantes caselles buides com marqui el dau.
    [dice-exactly] Al començament de cada torn es tira un dau. Totes les peces, rei inclòs, avancen per una fila o una columna exactament tantes caselles buides com marqui el dau.
   *[rook] Totes les peces, rei inclòs, es mouen com la torre dels escacs: tantes caselles buides com es vulgui per una fila o una columna, mai en diagonal ni per damunt d'una altra peça.
}
lesson-movement-task = { $switch ->
    [one-step] Mou el defensor una casella, fins a { $squares }.
    [rook] Mou el defensor fins a { $squares } d'una sola jugada.
   *[other] Mou el defensor tant com permeti el dau: fins a { $squares }.
}

lesson-capture-title = Capturar una peça
lesson-capture-rule = Una peça és capturada quan el contrari mou i la deixa entre dues de les seves peces, en la mateixa fila o columna. Només la captura la jugada que tanca la trampa.
lesson-capture-task = { $side ->
    [attackers] Captura el defensor que hi ha a { $squares }.
   *[defenders] Captura l'atacant que hi ha a { $squares }.
}

lesson-throne-hostile-title = El tron buit com a enemic
lesson-throne-hostile-rule = { $switch ->
    [attackers] El tron buit compta com a enemic dels atacants: un atacant al seu costat és capturat amb un sol defensor a l'altra banda.
    [soldiers] El tron buit compta com a enemic dels soldats dels dos bàndols, però no del rei: un soldat al seu costat és capturat amb un sol enemic a l'altra banda.
   *[all] El tron buit compta com a enemic de totes les peces: una peça al seu costat és capturada amb un sol enemic a l'altra banda.
}
lesson-throne-hostile-task = { $side ->
    [attackers] Captura el defensor que hi ha a { $squares } contra el tron buit.
   *[defenders] Captura l'atacant que hi ha a { $squares } contra el tron buit.
}

lesson-corners-hostile-title = Les cantonades com a enemigues
lesson-corners-hostile-rule = { $switch ->
    [attackers] Les cantonades compten com a enemigues dels atacants: un atacant al costat d'una cantonada és capturat amb un sol defensor a l'altra banda.
    [soldiers] Les cantonades compten com a enemigues dels soldats dels dos bàndols, però no del rei: un soldat al costat d'una cantonada és capturat amb un sol enemic a l'altra banda.
   *[all] Les cantonades compten com a enemigues de totes les peces: una peça al costat d'una cantonada és capturada amb un sol enemic a l'altra banda.
}
lesson-corners-hostile-task = { $side ->
    [attackers] Captura el defensor que hi ha a { $squares } contra la cantonada.
   *[defenders] Captura l'atacant que hi ha a { $squares } contra la cantonada.
}

lesson-throne-stop-title = Qui es pot aturar al tron
lesson-throne-stop-rule = { $switch ->
    [nobody] Ningú no es pot aturar al tron: ni els soldats ni tan sols el rei, un cop n'ha sortit.
   *[king] Només el rei es pot aturar al tron.
}
lesson-throne-stop-task = Prova d'aturar el defensor al tron i veuràs que no es permet.

lesson-throne-pass-title = Travessar el tron buit
lesson-throne-pass-rule = { $switch ->
    [all] Totes les peces poden passar per damunt del tron buit, sempre que no s'hi aturin.
    [king] Només el rei pot passar per damunt del tron buit; els soldats l'han de vorejar.
   *[nobody] Cap peça no pot passar per damunt del tron: totes l'han de vorejar.
}
lesson-throne-pass-task = { $switch ->
    [all] Mou el defensor travessant el tron buit, fins a { $squares }.
   *[other] Prova de moure el defensor a través del tron buit i veuràs que no es permet.
}

lesson-corners-forbidden-title = Les cantonades són del rei
lesson-corners-forbidden-rule = Només el rei pot entrar a una cantonada. Els soldats dels dos bàndols no s'hi poden aturar ni la poden travessar.
lesson-corners-forbidden-task = Prova de moure el defensor a la cantonada i veuràs que no es permet.

lesson-king-by-two-title = Capturar el rei amb dos
lesson-king-by-two-rule = { $switch ->
    [near] Lluny del tron i de les caselles del costat, el rei es captura com qualsevol soldat: entre dos atacants, en una fila o una columna.
   *[plain] El rei es captura com qualsevol soldat: entre dos atacants, en una fila o una columna.
}
lesson-king-by-two-task = Captura el rei amb el teu atacant.

lesson-king-by-four-title = Capturar el rei amb quatre
lesson-king-by-four-rule = El rei és fort: per capturar-lo, els atacants l'han d'envoltar pels quatre costats.
lesson-king-by-four-task = Tanca el rei pel quart costat.

lesson-king-on-throne-title = El rei al tron
lesson-king-on-throne-rule = Quan és al tron, el rei només és capturat si té atacants als quatre costats.
lesson-king-on-throne-task = Envolta el rei al tron amb el quart atacant.

lesson-king-beside-throne-title = El rei al costat del tron
lesson-king-beside-throne-rule = Al costat del tron buit, el tron compta com un quart atacant: tres atacants als altres costats capturen el rei.
lesson-king-beside-throne-task = Captura el rei contra el tron amb el tercer atacant.

lesson-king-against-edge-title = El rei contra la vora
lesson-king-against-edge-rule = La vora del tauler compta com un atacant contra el rei: a la vora, tres atacants el capturen.
lesson-king-against-edge-task = Captura el rei contra la vora amb el tercer atacant.

lesson-king-armed-title = El rei lluita?
lesson-king-armed-rule = { $switch ->
    [yes] El rei lluita al costat dels seus defensors: pot ser una de les dues peces que atrapen un atacant.
   *[no] El rei no lluita: no pot ajudar a capturar un atacant, només ho poden fer els seus defensors.
}
lesson-king-armed-task = { $switch ->
    [yes] Captura amb el rei l'atacant que hi ha a { $squares }.
   *[no] Captura l'atacant que hi ha a { $squares }: el rei no ho pot fer, ho ha de fer un defensor.
}

lesson-escape-title = La fugida del rei
lesson-escape-rule = { $switch ->
    [corners] Els defensors guanyen quan el rei arriba a una de les cantonades.
    [edge] Els defensors guanyen quan el rei arriba a qualsevol casella de la vora del tauler.
   *[edge-empty] Els defensors guanyen quan el rei arriba a una casella de la vora que era buida al principi de la partida. Les caselles on hi havia soldats no són sortides.
}
lesson-escape-task = { $switch ->
    [edge-empty] Fes escapar el rei. Una casella de la vora que al principi tenia una peça no és cap sortida, encara que ara sigui buida.
   *[other] Fes escapar el rei.
}

lesson-shieldwall-title = El mur d'escuts
lesson-shieldwall-rule = { $switch ->
    [corner] Una filera de soldats al llarg de la vora, cadascun amb un enemic al davant, és capturada de cop quan se'n tanquen tots dos extrems, amb soldats enemics o amb una cantonada.
    [one-capture] Una filera de soldats al llarg de la vora, cadascun amb un enemic al davant, pot ser capturada quan se'n tanquen tots dos extrems. Com que cada jugada només captura una peça, cau un sol soldat de la filera.
   *[plain] Una filera de soldats al llarg de la vora, cadascun amb un enemic al davant, és capturada de cop quan soldats enemics en tanquen tots dos extrems.
}
lesson-shieldwall-task = { $switch ->
    [one-capture] Tanca la filera ({ $squares }) i captura'n un soldat.
   *[other] Tanca la filera i captura { $squares } d'una sola jugada.
}

lesson-exit-fort-title = El fortí de sortida
lesson-exit-fort-rule = Els defensors també guanyen quan el rei és a la vora, lliure per moure's, dins una muralla de defensors que els atacants no poden trencar mai.
lesson-exit-fort-task = Tanca el fortí al voltant del rei amb l'últim defensor.

lesson-encirclement-title = L'encerclament
lesson-encirclement-rule = Els atacants també guanyen quan tanquen tots els defensors, rei inclòs, dins un cercle del qual cap no pot arribar a la vora.
lesson-encirclement-task = Tanca el cercle amb l'últim atacant.

lesson-raichi-title = Raichi: un camí lliure
lesson-raichi-rule = Quan el rei té via lliure en línia recta fins a una casella per on s'escaparia, el seu bàndol diu «raichi!», com als escacs es diu «escac». Els atacants han de tallar aquest camí immediatament.
lesson-raichi-task = Mou el rei de manera que s'obri exactament un camí de fugida.

lesson-tuichi-title = Tuichi: dos camins lliures
lesson-tuichi-rule = { $switch ->
    [yes] Quan el rei té dos camins lliures per escapar, el seu bàndol diu «tuichi!»: en aquest joc, això guanya a l'acte.
   *[no] Quan el rei té dos camins lliures per escapar, el seu bàndol diu «tuichi!»: els atacants només en poden tallar un.
}
lesson-tuichi-task = { $switch ->
    [yes] Obre dos camins al rei amb una sola jugada.
   *[no] { $moves ->
        [one] Obre dos camins al rei amb una sola jugada.
       *[other] Obre dos camins al rei i després fes-lo escapar pel que quedi lliure.
    }
}

lesson-stop-between-title = Mai no t'aturis entre dos enemics
lesson-stop-between-rule = Un soldat que s'atura entre dues peces enemigues és capturat a l'acte. Pot passar entre elles, però no s'hi pot aturar.
lesson-stop-between-task = Mou el defensor entre els dos atacants i mira què passa.

lesson-king-rests-title = El descans del rei: «Odpoczynek!»
lesson-king-rests-rule = Només el rei es pot aturar entre dos atacants sense ser capturat. Aleshores el seu bàndol diu «Odpoczynek!», que vol dir «Descans!».
lesson-king-rests-task = Atura el rei entre els dos atacants.

lesson-one-capture-title = Una peça per jugada
lesson-one-capture-rule = Cada jugada captura una peça com a màxim. Quan en podria capturar dues, qui mou tria quina.
lesson-one-capture-task = Atrapa tots dos defensors alhora i tria quin captures: { $squares }.

lesson-linnaean-title = Contra el tron del rei
lesson-linnaean-rule = { $switch ->
    [yes] Amb el rei al tron i atacants a tres costats, un defensor al quart costat pot ser capturat contra el tron, i el rei cau amb ell.
   *[no] Amb el rei al tron i atacants a tres costats, un defensor al quart costat pot ser capturat contra el tron.
}
lesson-linnaean-task = { $switch ->
    [yes] Captura el defensor del quart costat del rei, i el rei amb ell.
   *[no] Captura el defensor que hi ha a { $squares } contra el tron del rei.
}

lesson-throne-guard-title = El tron protegeix el rei fins que en surt
lesson-throne-guard-rule = El tron protegeix el rei només fins que en surt per primer cop. Un cop n'ha sortit, dos atacants el capturen al tron, com a qualsevol altre lloc.
lesson-throne-guard-task = El rei ha sortit del tron i hi ha tornat. Captura'l al tron amb dos atacants.

lesson-throne-closed-title = El tron es tanca
lesson-throne-closed-rule = Un cop el rei ha sortit del tron, ningú no hi pot tornar a entrar ni travessar-lo.
lesson-throne-closed-task = El rei ha sortit del tron. Prova de travessar-lo amb el defensor i veuràs que no es permet.

lesson-occupied-throne-title = El tron fa costat al seu rei
lesson-occupied-throne-rule = Quan el rei hi és, el tron compta com a enemic dels atacants: un atacant al seu costat és capturat amb un sol defensor a l'altra banda.
lesson-occupied-throne-task = Captura l'atacant que hi ha a { $squares } contra el tron del rei.

lesson-repetition-title = La mateixa posició tres vegades
lesson-repetition-rule = { $switch ->
    [draw] Quan la mateixa posició es repeteix per tercera vegada, la partida acaba en taules.
    [repeater-loses] Quan la mateixa posició es repeteix per tercera vegada, perd el bàndol que l'ha provocada amb la seva jugada.
   *[defenders-lose] Quan la mateixa posició es repeteix per tercera vegada, perden els defensors: no poden resistir repetint jugades.
}
lesson-repetition-task = Les mateixes jugades ja s'han repetit dues vegades. Fes la jugada que repeteix la posició per tercera vegada.

lesson-no-moves-title = Sense cap jugada
lesson-no-moves-rule = { $switch ->
    [draw] Un bàndol que no pot fer cap jugada quan li toca no pot continuar: la partida acaba en taules.
   *[loses] Un bàndol que no pot fer cap jugada quan li toca perd la partida.
}
lesson-no-moves-task = Deixa els atacants sense cap jugada possible.

lesson-all-attackers-captured-title = Capturar tots els atacants
lesson-all-attackers-captured-rule = Els defensors també guanyen si capturen tots els atacants.
lesson-all-attackers-captured-task = Captura l'últim atacant.

lesson-all-defenders-captured-title = Capturar tots els defensors
lesson-all-defenders-captured-rule = Els atacants també guanyen si capturen tots els defensors excepte el rei.
lesson-all-defenders-captured-task = Captura l'últim defensor.
