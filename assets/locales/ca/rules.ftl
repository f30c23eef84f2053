## The rules screen: each switch of the rules, its sentence, where it comes from, its values.

rules-section-who-starts = Qui comença
rules-section-escape-and-corners = Fugida i cantonades
rules-section-the-throne = El tron
rules-section-the-king = El rei
rules-section-captures = Les captures
rules-section-how-the-game-ends = Com acaba la partida
rules-section-movement = Moviment

switch-first-label = Qui mou primer
switch-first-sentence = El bàndol que fa la primera jugada de la partida.
switch-first-source = Regla 2 del reglament polonès i l'article català: els defensors (els suecs); regles modernes: els atacants.
switch-first-attackers = els atacants
switch-first-defenders = els defensors

switch-escape-label = On s'escapa el rei
switch-escape-sentence = Les caselles on ha d'arribar el rei per guanyar.
switch-escape-source = Cantonades: regla 9 del reglament polonès, els articles català i txec, Copenhaguen. Qualsevol casella de la vora: les regles franceses del tablut. Caselles de la vora buides al principi: la variant 2 de l'article català.
switch-escape-corners = les cantonades
switch-escape-edge = qualsevol casella de la vora
switch-escape-edge-empty-at-start = les caselles de la vora buides al principi

switch-marked-corners-label = Les cantonades continuen marcades
switch-marked-corners-sentence = Fins i tot quan el rei s'escapa per la vora, només ell es pot aturar en una cantonada, i les cantonades ajuden a capturar segons s'indica més avall (sempre és així quan s'escapa per les cantonades).
switch-marked-corners-source = La variant 2 de l'article català.

switch-corners-hostile-label = Les cantonades ajuden a capturar
switch-corners-hostile-sentence = Una peça al costat d'una cantonada marcada pot ser capturada contra la cantonada, com si hi hagués un enemic.
switch-corners-hostile-source = Copenhaguen i l'article txec: totes les peces; brandub: totes menys el rei; regla 5 del reglament polonès: cap peça (una captura necessita dues peces).
switch-corners-hostile-all = totes les peces
switch-corners-hostile-soldiers-only = totes les peces menys el rei
switch-corners-hostile-attackers-only = només els atacants
switch-corners-hostile-none = cap peça

switch-throne-stop-label = Qui es pot aturar al tron
switch-throne-stop-sentence = Qui pot acabar una jugada al tron, la casella central.
switch-throne-stop-source = Regla 1 del reglament polonès, els articles català i txec: només el rei.
switch-throne-stop-king-only = només el rei
switch-throne-stop-nobody = ningú, un cop el rei n'ha sortit

switch-throne-pass-label = Qui pot travessar el tron buit
switch-throne-pass-sentence = Qui pot passar per sobre del tron buit per anar a una altra casella.
switch-throne-pass-source = Els articles català i txec: totes les peces; la reconstrucció del fidchell i el gwyddbwyll: només el rei.
switch-throne-pass-all = totes les peces
switch-throne-pass-king-only = només el rei
switch-throne-pass-nobody = ningú

switch-throne-closed-after-king-left-label = El tron es tanca darrere el rei
switch-throne-closed-after-king-left-sentence = Un cop el rei ha sortit del tron, cap peça no hi pot tornar a entrar ni travessar-lo.
switch-throne-closed-after-king-left-source = Les regles franceses del tablut.

switch-empty-throne-hostile-label = El tron buit ajuda a capturar
switch-empty-throne-hostile-sentence = Una peça al costat del tron buit pot ser capturada contra el tron.
switch-empty-throne-hostile-source = La majoria de conjunts de regles: totes les peces; regla 5 del reglament polonès: cap peça; la reconstrucció del fidchell i el gwyddbwyll: totes menys el rei.
switch-empty-throne-hostile-all = totes les peces
switch-empty-throne-hostile-soldiers-only = totes les peces menys el rei
switch-empty-throne-hostile-attackers-only = només els atacants
switch-empty-throne-hostile-none = cap peça

switch-occupied-throne-hostile-to-attackers-label = El tron ocupat pel rei ajuda a capturar atacants
switch-occupied-throne-hostile-to-attackers-sentence = Mentre el rei és al tron, un atacant al costat del tron pot ser capturat contra el tron.
switch-occupied-throne-hostile-to-attackers-source = Copenhaguen i Fetlar.

switch-king-armed-label = El rei lluita
switch-king-armed-sentence = El rei pot ajudar a capturar peces enemigues.
switch-king-armed-source = El rei està armat en tots els jocs predefinits.

switch-king-capture-label = Captura del rei
switch-king-capture-sentence = Quants atacants han d'envoltar el rei per capturar-lo.
switch-king-capture-source = Quatre costats: regla 8 del reglament polonès, l'article txec, Copenhaguen; menys lluny del tron: brandub; dos: tawlbwrdd.
switch-king-capture-strong = pels quatre costats
switch-king-capture-strong-near-throne = quatre al tron, tres al costat del tron, dos a la resta
switch-king-capture-weak = dos, com qualsevol peça

switch-edge-against-king-label = La vora compta contra el rei
switch-edge-against-king-sentence = La vora del tauler compta com un atacant quan el rei hi queda envoltat contra ella.
switch-edge-against-king-source = Regla 8 del reglament polonès i les regles franceses del tablut: sí; l'article txec: no.

switch-throne-guard-label = El tron protegeix el rei
switch-throne-guard-sentence = Fins quan el tron fa que el rei sigui més difícil de capturar.
switch-throne-guard-source = Les regles franceses del brandub: en calen quatre «s'il n'a pas encore quitté son trône» (si encara no ha sortit del tron).
switch-throne-guard-by-square = sempre que hi és
switch-throne-guard-until-king-leaves = només fins que en surt per primer cop

switch-linnaean-capture-label = Captura contra el tron del rei
switch-linnaean-capture-sentence = Amb el rei al tron i atacants a tres costats, un defensor al quart costat pot ser capturat contra el tron.
switch-linnaean-capture-source = El brandub actual: el defensor; les regles franceses del brandub: el defensor i el rei alhora, i guanyen els atacants.
switch-linnaean-capture-off = no s'aplica
switch-linnaean-capture-defender = es captura el defensor
switch-linnaean-capture-defender-and-king = es capturen el defensor i el rei

switch-stop-between-label = Aturar-se entre dos enemics
switch-stop-between-sentence = Què passa amb un soldat que acaba la jugada entre dues peces enemigues (primer es resolen les seves pròpies captures); el rei sempre s'hi pot aturar a descansar.
switch-stop-between-source = Regles 6 i 7 del reglament polonès (qui porta el rei ho anuncia abans: «Odpoczynek!»).
switch-stop-between-safe = queda a salvo
switch-stop-between-captured = és capturat

switch-captures-per-move-label = Captures en una jugada
switch-captures-per-move-sentence = Quantes peces pot capturar una sola jugada.
switch-captures-per-move-source = L'article català: «No es pot capturar més d'una peça en una mateixa jugada».
switch-captures-per-move-all = totes les que quedin atrapades
switch-captures-per-move-one = una, a elecció de qui mou

switch-shieldwall-label = Mur d'escuts
switch-shieldwall-sentence = Una filera de peces al llarg de la vora, cadascuna amb un enemic al davant, és capturada de cop quan se'n tanquen tots dos extrems.
switch-shieldwall-source = Copenhaguen (una cantonada pot tancar un extrem).
switch-shieldwall-none = no s'aplica
switch-shieldwall-weak = sí, tancat per dues peces
switch-shieldwall-strong = sí, i una cantonada pot tancar un extrem

switch-exit-fort-label = Fortí de sortida
switch-exit-fort-sentence = El rei també guanya dins un fortí de defensors a la vora que no es pot trencar mai.
switch-exit-fort-source = Copenhaguen.

switch-encirclement-label = Encerclament
switch-encirclement-sentence = Els atacants també guanyen si tanquen tots els defensors dins un cercle.
switch-encirclement-source = Copenhaguen i Fetlar.

switch-all-attackers-captured-wins-label = Capturar tots els atacants dona la victòria
switch-all-attackers-captured-wins-sentence = Els defensors també guanyen si capturen tots els atacants.
switch-all-attackers-captured-wins-source = Les regles franceses del tablut.

switch-all-defenders-captured-wins-label = Capturar tots els defensors dona la victòria
switch-all-defenders-captured-wins-sentence = Els atacants també guanyen si capturen tots els defensors excepte el rei.
switch-all-defenders-captured-wins-source = La reconstrucció del gwyddbwyll.

switch-tuichi-wins-label = El tuichi guanya
switch-tuichi-wins-sentence = Quan el rei té dos camins lliures (tuichi) guanya a l'acte: ningú no pot tallar tots dos.
switch-tuichi-wins-source = Les regles franceses del tablut: «la partie est gagnée d'office»; una opció de l'article català («ha guanyat»).

switch-routes-to-label = Raichi i tuichi compten camins cap a
switch-routes-to-sentence = On han de portar els camins lliures del rei perquè s'hagi d'avisar amb raichi (un camí) o tuichi (dos).
switch-routes-to-source = L'article català: cap a la vora, com diu el text.
switch-routes-to-escape-squares = les caselles de fugida
switch-routes-to-edge = qualsevol casella de la vora

switch-repetition-label = Una posició repetida tres vegades
switch-repetition-sentence = Què passa quan la mateixa posició apareix per tercera vegada.
switch-repetition-source = La majoria de conjunts de regles: taules; Copenhaguen: perden els defensors.
switch-repetition-ignored = res
switch-repetition-draw = la partida acaba en taules
switch-repetition-repeater-loses = perd el bàndol que repeteix
switch-repetition-defenders-lose = perden els defensors

switch-no-moves-label = Un bàndol que no pot moure
switch-no-moves-sentence = Què passa amb un bàndol que es queda sense cap jugada possible.
switch-no-moves-source = La majoria de conjunts de regles: perd; Fetlar: taules.
switch-no-moves-loses = perd
switch-no-moves-draw = la partida acaba en taules

switch-movement-label = Fins on es mou una peça
switch-movement-sentence = Quantes caselles buides pot travessar una peça en una jugada; amb daus, es tira un dau a cada torn i, si la tirada no permet cap jugada, es passa el torn.
switch-movement-source = Qualsevol nombre: tots els documents (regla 3 del reglament polonès); daus: l'article txec, per a alguns jocs antics; una casella: la reconstrucció del fidchell i el gwyddbwyll.
switch-movement-rook = qualsevol nombre, com la torre
switch-movement-one-step = una casella
switch-movement-dice-at-most = fins al que marqui el dau
switch-movement-dice-exactly = exactament el que marqui el dau

switch-value-yes = sí
switch-value-no = no

rules-title = Regles
rules-start-from = Punt de partida
rules-take-every-switch = Copia totes les regles de…
rules-board-and-armies = Tauler i exèrcits
# A board and its armies: its size, the attackers and the defenders (besides the king).
rules-layout = { $size }x{ $size }, { $attackers } contra { $defenders } i el rei
rules-layout-own = { $size }x{ $size }, personalitzat
rules-layout-games = { $layout }: { $games }
rules-as-in = Es fa servir a: { $games }.
rules-playable = Es pot jugar.
rules-name = Nom
rules-save = Desa
rules-save-replace = Desa (substitueix)
rules-saved = S'ha desat com a «{ $name }»: apareix a «Els teus conjunts de regles».
# The name offered for a rule set made from other rules.
rules-own-name = El meu { $rules }
# The name of rules changed but not named.
rules-changed-name = { $rules } (amb canvis)

## The presets: each its name, where it comes from, its rules in a paragraph, and what its
## source document's quoted words mean.

preset-hnefatafl-polish-name = Hnefatafl (reglament polonès)
preset-hnefatafl-polish-origin = El reglament polonès que acompanya un joc de hnefatafl, 11x11.
preset-hnefatafl-polish-summary = Comença el bàndol del rei. Només el rei es pot aturar al tron i a les cantonades, i guanya si arriba a una cantonada. Cap casella no és hostil: una peça es captura entre dues peces enemigues. Un soldat que s'atura entre dos enemics és capturat (després de fer les seves captures); només el rei s'hi pot aturar a descansar, anunciant «Odpoczynek!». Per capturar el rei cal envoltar-lo pels quatre costats, o per tres si el quart és el tron o la vora del tauler.
preset-hnefatafl-polish-quote-meaning = Una peça pot passar entre dues peces enemigues, sempre que no s'hi aturi.

preset-tablut-catalan-name = Tablut (article català)
preset-tablut-catalan-origin = L'article de l'enciclopèdia catalana sobre el tablut, segons Linnaeus, 9x9.
preset-tablut-catalan-summary = Comencen els suecs (els defensors). El rei guanya si arriba a una cantonada; les cantonades i el konakis buit ajuden a capturar qualsevol peça. Les altres peces poden passar per damunt del konakis buit, però no s'hi poden aturar mai. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres si el quart costat és el konakis. El raichi i el tuichi es compten cap a la vora, com diu el text. Opcions que dona l'article: una sola captura per jugada; fugida a les cantonades o a les caselles de la vora que al principi de la partida no tenien cap moscovita (variant 2); amb el tuichi, el rei ha guanyat.
preset-tablut-catalan-quote-meaning = Els suecs guanyen si el rei arriba a alguna de les quatre caselles de les cantonades.

preset-tablut-french-name = Tablut (regles franceses)
preset-tablut-french-origin = El full de regles francès «Tablut (jeu du Roi)», 9x9.
preset-tablut-french-summary = Comencen els defensors. El rei s'escapa per qualsevol casella de la vora; els defensors també guanyen si capturen tots els atacants. Un cop el rei ha sortit del tron, el tron esdevé hostil i cap peça no hi pot entrar ni travessar-lo. El tuichi (dos camins lliures) guanya a l'acte. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres si el quart és el konakis o la vora.
preset-tablut-french-quote-meaning = Amb dos camins lliures, el rei diu «tuichi» i la partida està guanyada.

preset-brandub-french-name = Brandub (regles franceses)
preset-brandub-french-origin = La secció del brandub del full de regles francès «Tablut (jeu du Roi)», 7x7.
preset-brandub-french-summary = Comencen els atacants. El rei (Branán) s'escapa per una cantonada; les cantonades són hostils a totes les peces excepte el rei, i el tron buit, a totes. El rei, que està armat, es captura amb dos atacants, amb tres al costat del tron, i amb quatre al tron només fins que en surt per primer cop. Un defensor atrapat contra el rei assegut al tron és capturat juntament amb el rei: guanyen els atacants.
preset-brandub-french-quote-meaning = Un defensor atrapat contra el tron és capturat alhora que el rei.

preset-hnefatafl-czech-name = Hnefatafl (article txec)
preset-hnefatafl-czech-origin = L'article de l'enciclopèdia txeca sobre el hnefatafl, 11x11.
preset-hnefatafl-czech-summary = Comencen els atacants (el bàndol fosc). Només el rei pot entrar a la casella central i a les cantonades; les altres peces poden travessar el centre buit. Les cantonades i el centre buit ajuden a capturar qualsevol peça. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres si el quart és el tron; la vora del tauler no compta. El rei guanya si arriba a una cantonada.
preset-hnefatafl-czech-quote-meaning = El rei és capturat quan està envoltat pels quatre costats, o per tres i el tron.

preset-hnefatafl-czech-13-name = Hnefatafl 13x13 (article txec)
preset-hnefatafl-czech-13-origin = El tauler més gran de l'article de l'enciclopèdia txeca sobre el hnefatafl, amb el seu exèrcit de 24 contra 12 i el rei.
preset-hnefatafl-czech-13-summary = Les regles de l'article txec en un tauler de 13x13, amb els mateixos 24 atacants contra 12 defensors i el rei, disposats com en el tauler d'11x11.
preset-hnefatafl-czech-13-quote-meaning = Es juga en un tauler d'11x11, o en el més gran de 13x13, amb 12 pedres blanques i el rei contra 24 pedres negres.

preset-copenhagen-name = Hnefatafl de Copenhaguen
preset-copenhagen-origin = Les regles modernes de torneig de la World Tafl Federation (aagenielsen.dk), 11x11.
preset-copenhagen-summary = Comencen els atacants. El rei s'escapa per una cantonada; només ell es pot aturar al tron o a les cantonades, que són hostils a totes les peces. El rei està armat, i per capturar-lo cal envoltar-lo pels quatre costats, o per tres si el quart és el tron buit; a la vora no pot ser capturat mai. Els murs d'escuts capturen al llarg de les vores, un fortí de sortida inexpugnable dona la victòria al rei, i encerclar tots els defensors la dona als atacants. La repetició perpètua fa perdre els defensors.

preset-fetlar-name = Hnefatafl de Fetlar
preset-fetlar-origin = Les regles del 2008 del Campionat Mundial de Hnefatafl de Fetlar, 11x11.
preset-fetlar-summary = Comencen els atacants. El rei s'escapa per una cantonada; les cantonades i el tron buit són hostils. Per capturar el rei, que està armat, cal envoltar-lo pels quatre costats, o per tres si el quart és el tron buit. Encerclar tots els defensors dona la victòria als atacants. La repetició i un bàndol sense jugades possibles acaben en taules.

preset-hnefatafl-name = Hnefatafl (interpretació comuna)
preset-hnefatafl-origin = Una interpretació comuna del reglament polonès i de l'article de l'enciclopèdia txeca, llegits conjuntament, 11x11.
preset-hnefatafl-summary = Comença el bàndol del rei. Només el rei es pot aturar al tron i a les cantonades; el rei guanya si arriba a una cantonada. Un soldat es captura entre dos enemics, o entre un enemic i una casella hostil. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres quan el quart és el tron o la vora del tauler.

preset-hnefatafl-13-name = Hnefatafl 13x13
preset-hnefatafl-13-origin = El tauler més gran que esmenta l'article de l'enciclopèdia txeca, jugat amb les regles de Copenhaguen.
preset-hnefatafl-13-summary = Les regles de Copenhaguen en un tauler de 13x13: fugida per les cantonades, rei fort i armat que mai no es captura a la vora, murs d'escuts, fortins de sortida i encerclament.

preset-tablut-name = Tablut
preset-tablut-origin = La descripció que Linnaeus en va fer el 1732 a Lapònia (tal com l'expliquen l'article de l'enciclopèdia catalana i el full de regles francès), 9x9.
preset-tablut-summary = Comencen els suecs (els defensors). El rei guanya si arriba a qualsevol casella de la vora. Per capturar-lo cal envoltar-lo pels quatre costats, o per tres si el quart és el tron buit. Els defensors també guanyen si capturen tots els atacants. Raichi i tuichi anuncien un i dos camins lliures. Opcions: fugida només per les cantonades, fugida només per les caselles de la vora buides al principi, tron tancat un cop el rei en surt, el tuichi guanya a l'acte.

preset-brandub-name = Brandub
preset-brandub-origin = El joc irlandès del full de regles francès, 7x7.
preset-brandub-summary = Comencen els atacants. El rei (Branán) s'escapa per una cantonada; les cantonades són hostils a totes les peces excepte el rei, i el tron buit, a totes. El rei està armat; lluny del tron el capturen dos atacants, al costat del tron tres, i quatre quan hi és assegut. Un defensor al quart costat del rei assegut al tron és capturat contra el tron.

preset-ard-ri-name = Ard Rí
preset-ard-ri-origin = El joc escocès del «gran rei» que esmenta l'article de l'enciclopèdia txeca; disposició de Ludii i regles reconstruïdes.
preset-ard-ri-summary = Comencen els atacants, en un tauler de 7x7 ple de peces. El rei s'escapa per qualsevol casella de la vora. Està armat, i per capturar-lo cal envoltar-lo pels quatre costats, o per tres si el quart és el tron.

preset-tawlbwrdd-name = Tawlbwrdd
preset-tawlbwrdd-origin = El joc gal·lès que esmenten els articles de les enciclopèdies catalana i txeca; disposició de Bell tal com apareix a OpenTafl, 11x11.
preset-tawlbwrdd-summary = Comencen els atacants. El rei s'escapa per qualsevol casella de la vora, però és feble: dos atacants el capturen com qualsevol soldat.

preset-alea-evangelii-name = Alea Evangelii
preset-alea-evangelii-origin = El «joc de l'Evangeli» anglosaxó que esmenta l'article de l'enciclopèdia txeca; disposició d'OpenTafl, 19x19.
preset-alea-evangelii-summary = Comencen els atacants, en el gran tauler de 19x19. El rei s'escapa cap a un dels quatre refugis de 2x2 de les cantonades, on només ell pot entrar i que són hostils a totes les peces. Per capturar el rei, que està armat, cal envoltar-lo pels quatre costats, o per tres si el quart és el tron buit.

preset-fidchell-name = Fidchell
preset-fidchell-origin = La «saviesa de fusta» irlandesa que esmenta l'article de l'enciclopèdia txeca, en el tauler de 7x7 de Ballinderry. No se'n conserva cap regla; aquesta és la reconstrucció publicada per al seu bessó gal·lès, el gwyddbwyll («Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games», 2010), amb el qual comparteix les regles.
preset-fidchell-summary = Les mateixes regles que el gwyddbwyll: un rei i quatre defensors contra vuit atacants. Totes les peces avancen una sola casella cada vegada. Només el rei pot entrar a la casella central i a les cantonades, i guanya si arriba a una cantonada. El centre buit ajuda a capturar qualsevol peça excepte el rei. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres a la vora del tauler. Els atacants també guanyen si capturen els quatre defensors.

preset-gwyddbwyll-name = Gwyddbwyll
preset-gwyddbwyll-origin = El joc gal·lès que esmenta l'article de l'enciclopèdia txeca, 7x7, tal com el reconstrueix «Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games» (2010) a partir del tauler de Ballinderry.
preset-gwyddbwyll-summary = Un rei i quatre defensors contra vuit atacants. Totes les peces avancen una sola casella cada vegada. Només el rei pot entrar a la casella central i a les cantonades, i guanya si arriba a una cantonada. El centre buit ajuda a capturar qualsevol peça excepte el rei. Per capturar el rei cal envoltar-lo pels quatre costats, o per tres a la vora del tauler. Els atacants també guanyen si capturen els quatre defensors.
