## L'écran des règles : chaque option des règles, sa phrase, sa provenance, ses valeurs.

rules-section-who-starts = Qui commence
rules-section-escape-and-corners = Fuite et coins
rules-section-the-throne = Le trône
rules-section-the-king = Le roi
rules-section-captures = Les prises
rules-section-how-the-game-ends = Fin de la partie
rules-section-movement = Déplacements

switch-first-label = Qui joue en premier
switch-first-sentence = Le camp qui joue le premier coup de la partie.
switch-first-source = Livret polonais (règle 2) et article catalan : les défenseurs (les Suédois) ; règles modernes : les attaquants.
switch-first-attackers = les attaquants
switch-first-defenders = les défenseurs

switch-escape-label = Où le roi s'échappe
switch-escape-sentence = Les cases que le roi doit atteindre pour gagner.
switch-escape-source = Les coins : livret polonais (règle 9), articles catalan et tchèque, Copenhague. Toute case du bord : règle française (tablut). Les cases du bord vides au départ : variante 2 de l'article catalan.
switch-escape-corners = les coins
switch-escape-edge = n'importe quelle case du bord
switch-escape-edge-empty-at-start = les cases du bord vides au départ

switch-marked-corners-label = Les coins restent marqués
switch-marked-corners-sentence = Même quand le roi s'échappe par le bord, lui seul peut s'arrêter dans un coin, et les coins aident à capturer selon le réglage ci-dessous (c'est toujours le cas quand il s'échappe par les coins).
switch-marked-corners-source = Variante 2 de l'article catalan.

switch-corners-hostile-label = Les coins aident à capturer
switch-corners-hostile-sentence = Une pièce à côté d'un coin marqué peut être prise contre lui, comme si un ennemi s'y trouvait.
switch-corners-hostile-source = Copenhague et article tchèque : toutes les pièces ; brandub : toutes sauf le roi ; livret polonais (règle 5) : aucune (une prise exige deux pièces).
switch-corners-hostile-all = toutes les pièces
switch-corners-hostile-soldiers-only = toutes les pièces sauf le roi
switch-corners-hostile-attackers-only = les attaquants seulement
switch-corners-hostile-none = aucune pièce

switch-throne-stop-label = Qui peut s'arrêter sur le trône
switch-throne-stop-sentence = Qui peut terminer un coup sur le trône, la case centrale.
switch-throne-stop-source = Livret polonais (règle 1), articles catalan et tchèque : le roi seul.
switch-throne-stop-king-only = le roi seul
switch-throne-stop-nobody = personne, une fois le roi parti

switch-throne-pass-label = Qui peut traverser le trône vide
switch-throne-pass-sentence = Qui peut passer par-dessus le trône vide pour se rendre sur une autre case.
switch-throne-pass-source = Articles catalan et tchèque : toutes les pièces ; reconstitution du fidchell et du gwyddbwyll : le roi seul.
switch-throne-pass-all = toutes les pièces
switch-throne-pass-king-only = le roi seul
switch-throne-pass-nobody = personne

switch-throne-closed-after-king-left-label = Le trône se ferme derrière le roi
switch-throne-closed-after-king-left-sentence = Une fois que le roi a quitté le trône, plus aucune pièce ne peut y entrer ni le traverser.
switch-throne-closed-after-king-left-source = Règle française (tablut).

switch-empty-throne-hostile-label = Le trône vide aide à capturer
switch-empty-throne-hostile-sentence = Une pièce à côté du trône vide peut être prise contre lui.
switch-empty-throne-hostile-source = La plupart des règles : toutes les pièces ; livret polonais (règle 5) : aucune ; reconstitution du fidchell et du gwyddbwyll : toutes sauf le roi.
switch-empty-throne-hostile-all = toutes les pièces
switch-empty-throne-hostile-soldiers-only = toutes les pièces sauf le roi
switch-empty-throne-hostile-attackers-only = les attaquants seulement
switch-empty-throne-hostile-none = aucune pièce

switch-occupied-throne-hostile-to-attackers-label = Le trône du roi aide à capturer les attaquants
switch-occupied-throne-hostile-to-attackers-sentence = Tant que le roi siège sur le trône, un attaquant placé à côté peut être pris contre lui.
switch-occupied-throne-hostile-to-attackers-source = Copenhague et Fetlar.

switch-king-armed-label = Le roi combat
switch-king-armed-sentence = Le roi peut participer à la prise des pièces ennemies.
switch-king-armed-source = Il est armé dans tous les jeux prédéfinis.

switch-king-capture-label = Prendre le roi
switch-king-capture-sentence = Combien d'attaquants doivent encadrer le roi pour le prendre.
switch-king-capture-source = Quatre côtés : livret polonais (règle 8), article tchèque, Copenhague ; moins loin du trône : brandub ; deux : tawlbwrdd.
switch-king-capture-strong = sur ses quatre côtés
switch-king-capture-strong-near-throne = quatre sur le trône, trois à côté, deux ailleurs
switch-king-capture-weak = deux, comme n'importe quelle pièce

switch-edge-against-king-label = Le bord joue contre le roi
switch-edge-against-king-sentence = Le bord du plateau compte comme un attaquant quand le roi est encerclé contre lui.
switch-edge-against-king-source = Livret polonais (règle 8) et règle française (tablut) : oui ; article tchèque : non.

switch-throne-guard-label = Le trône protège le roi
switch-throne-guard-sentence = Combien de temps le trône rend le roi plus difficile à prendre.
switch-throne-guard-source = Règle française (brandub) : il faut quatre attaquants « s'il n'a pas encore quitté son trône ».
switch-throne-guard-by-square = chaque fois qu'il s'y trouve
switch-throne-guard-until-king-leaves = seulement jusqu'à sa première sortie

switch-linnaean-capture-label = Prise contre le trône du roi
switch-linnaean-capture-sentence = Quand le roi est sur son trône et que des attaquants occupent trois côtés, un défenseur placé sur le quatrième côté peut être pris contre le trône.
switch-linnaean-capture-source = Brandub actuel : le défenseur ; règle française (brandub) : le défenseur et le roi ensemble, et les attaquants gagnent.
switch-linnaean-capture-off = non
switch-linnaean-capture-defender = le défenseur est pris
switch-linnaean-capture-defender-and-king = le défenseur et le roi sont pris

switch-stop-between-label = S'arrêter entre deux ennemis
switch-stop-between-sentence = Ce qu'il advient d'un pion qui termine son coup entre deux pièces ennemies (ses propres prises ont lieu d'abord) ; le roi, lui, peut toujours s'y reposer.
switch-stop-between-source = Livret polonais, règles 6 et 7 (le joueur du roi annonce d'abord « Odpoczynek! »).
switch-stop-between-safe = il est sauf
switch-stop-between-captured = il est pris

switch-captures-per-move-label = Prises en un coup
switch-captures-per-move-sentence = Combien de pièces un seul coup peut prendre.
switch-captures-per-move-source = Article catalan : « No es pot capturar més d'una peça en una mateixa jugada » (pas plus d'une pièce prise par coup).
switch-captures-per-move-all = toutes celles qu'il enferme
switch-captures-per-move-one = une seule, au choix du joueur

switch-shieldwall-label = Mur de boucliers
switch-shieldwall-sentence = Une rangée de pièces le long du bord, chacune face à un ennemi, est prise d'un coup quand ses deux extrémités sont fermées.
switch-shieldwall-source = Copenhague (un coin peut fermer une extrémité).
switch-shieldwall-none = non
switch-shieldwall-weak = oui, fermé par deux pièces
switch-shieldwall-strong = oui, un coin peut fermer une extrémité

switch-exit-fort-label = Fort de sortie
switch-exit-fort-sentence = Le roi gagne aussi dans un fort de défenseurs adossé au bord que rien ne peut briser.
switch-exit-fort-source = Copenhague.

switch-encirclement-label = Encerclement
switch-encirclement-sentence = Les attaquants gagnent aussi en enfermant tous les défenseurs dans un cercle.
switch-encirclement-source = Copenhague et Fetlar.

switch-all-attackers-captured-wins-label = Prendre tous les attaquants fait gagner
switch-all-attackers-captured-wins-sentence = Les défenseurs gagnent aussi en prenant tous les attaquants.
switch-all-attackers-captured-wins-source = Règle française (tablut).

switch-all-defenders-captured-wins-label = Prendre tous les défenseurs fait gagner
switch-all-defenders-captured-wins-sentence = Les attaquants gagnent aussi en prenant tous les défenseurs, sauf le roi.
switch-all-defenders-captured-wins-source = Reconstitution du gwyddbwyll.

switch-tuichi-wins-label = Le tuichi fait gagner
switch-tuichi-wins-sentence = Quand le roi a deux voies ouvertes (tuichi), il gagne aussitôt : personne ne peut bloquer les deux.
switch-tuichi-wins-source = Règle française (tablut) : « la partie est gagnée d'office » ; une option de l'article catalan.

switch-routes-to-label = Voies comptées pour raichi et tuichi
switch-routes-to-sentence = Où doivent mener les voies ouvertes du roi pour qu'on annonce raichi (une voie) ou tuichi (deux).
switch-routes-to-source = Article catalan : vers le bord, comme le dit son texte.
switch-routes-to-escape-squares = vers les cases de fuite
switch-routes-to-edge = vers n'importe quelle case du bord

switch-repetition-label = Une position vue trois fois
switch-repetition-sentence = Ce qui se passe quand la même position se présente pour la troisième fois.
switch-repetition-source = La plupart des règles : partie nulle ; Copenhague : les défenseurs perdent.
switch-repetition-ignored = rien
switch-repetition-draw = la partie est nulle
switch-repetition-repeater-loses = le camp qui répète perd
switch-repetition-defenders-lose = les défenseurs perdent

switch-no-moves-label = Un camp qui ne peut plus jouer
switch-no-moves-sentence = Ce qu'il advient d'un camp privé de tout coup possible.
switch-no-moves-source = La plupart des règles : il perd ; Fetlar : partie nulle.
switch-no-moves-loses = il perd
switch-no-moves-draw = la partie est nulle

switch-movement-label = Portée d'un déplacement
switch-movement-sentence = Combien de cases vides une pièce peut franchir en un coup ; avec les dés, un dé est lancé à chaque tour, et un jet qui ne permet aucun coup fait passer le tour.
switch-movement-source = Autant qu'on veut : tous les documents (livret polonais, règle 3) ; aux dés : article tchèque, pour certains jeux anciens ; une case : reconstitution du fidchell et du gwyddbwyll.
switch-movement-rook = autant de cases qu'on veut, comme la tour
switch-movement-one-step = une case
switch-movement-dice-at-most = jusqu'au résultat du dé
switch-movement-dice-exactly = exactement le résultat du dé

switch-value-yes = oui
switch-value-no = non

rules-title = Règles
rules-start-from = Partir de
rules-take-every-switch = Reprendre toutes les options de…
rules-board-and-armies = Plateau et armées
# Un plateau et ses armées : sa taille, les attaquants et les défenseurs (en plus du roi).
rules-layout = { $size }x{ $size }, { $attackers } contre { $defenders } et le roi
rules-layout-own = { $size }x{ $size }, disposition personnelle
rules-layout-games = { $layout } : { $games }
rules-as-in = Utilisé par : { $games }.
rules-playable = Jouable.
rules-name = Nom
rules-save = Enregistrer
rules-save-replace = Enregistrer (remplacer)
rules-saved = Enregistrée sous « { $name } » : elle figure dans « Vos variantes ».
# Le nom proposé pour une variante tirée d'autres règles.
rules-own-name = Mon { $rules }
# Le nom de règles modifiées mais pas nommées.
rules-changed-name = { $rules } (version modifiée)

## Les jeux prédéfinis : pour chacun son nom, sa provenance, ses règles en un paragraphe, et
## ce que signifient les mots cités de son document source.

preset-hnefatafl-polish-name = Hnefatafl (livret polonais)
preset-hnefatafl-polish-origin = Le livret de règles polonais d'une boîte de hnefatafl, 11x11.
preset-hnefatafl-polish-summary = Le camp du roi joue en premier. Seul le roi peut s'arrêter sur le trône et dans les coins, et il gagne en atteignant un coin. Aucune case n'est hostile : une pièce est prise entre deux pièces ennemies. Un pion qui s'arrête entre deux ennemis est lui-même pris (après ses propres prises) ; seul le roi peut s'y reposer, en annonçant « Odpoczynek! ». Le roi est pris sur quatre côtés, ou sur trois si le trône ou le bord du plateau fait le quatrième.
preset-hnefatafl-polish-quote-meaning = Un pion peut passer entre deux pions adverses, tant qu'il ne s'arrête pas entre eux.

preset-tablut-catalan-name = Tablut (article catalan)
preset-tablut-catalan-origin = L'article de l'encyclopédie catalane sur le tablut, d'après Linné, 9x9.
preset-tablut-catalan-summary = Les Suédois (défenseurs) jouent en premier. Le roi gagne en atteignant un coin ; les coins et le konakis vide aident à prendre toutes les pièces. Les autres pièces peuvent passer par-dessus le konakis vide, mais jamais s'y arrêter. Le roi est pris sur quatre côtés, ou sur trois avec le konakis. Raichi et tuichi se comptent vers le bord, comme le dit le texte. Options tirées de l'article : une seule prise par coup, fuite par les coins ou par les cases du bord vides au départ (variante 2), victoire au tuichi.
preset-tablut-catalan-quote-meaning = Les Suédois gagnent si le roi atteint l'une des quatre cases de coin.

preset-tablut-french-name = Tablut (règle française)
preset-tablut-french-origin = La fiche de règles française « Tablut (jeu du Roi) », 9x9.
preset-tablut-french-summary = Les défenseurs jouent en premier. Le roi s'échappe par n'importe quelle case du bord ; les défenseurs gagnent aussi en prenant tous les attaquants. Après le départ du roi, le trône devient hostile et aucune pièce ne peut plus y entrer ni le traverser. Au tuichi (deux voies ouvertes), la partie est gagnée d'office. Le roi est pris sur quatre côtés, ou sur trois avec le konakis ou le bord.
preset-tablut-french-quote-meaning = Quand deux voies sont ouvertes, le roi annonce tuichi et la partie est gagnée sans plus attendre.

preset-brandub-french-name = Brandub (règle française)
preset-brandub-french-origin = La partie consacrée au brandub de la fiche de règles française « Tablut (jeu du Roi) », 7x7.
preset-brandub-french-summary = Les attaquants jouent en premier. Le roi (Branan), parti de Tara, la case du trône, s'échappe par un coin ; les coins sont hostiles à toutes les pièces sauf au roi, le trône vide à toutes. Le roi armé est pris par deux attaquants, par trois à côté du trône, et par quatre sur le trône, mais seulement tant qu'il ne l'a pas encore quitté. Un défenseur pris en pince contre le roi sur son trône est capturé en même temps que lui : les attaquants gagnent.
preset-brandub-french-quote-meaning = Un défenseur coincé contre le trône est capturé en même temps que le roi.

preset-hnefatafl-czech-name = Hnefatafl (article tchèque)
preset-hnefatafl-czech-origin = L'article de l'encyclopédie tchèque sur le hnefatafl, 11x11.
preset-hnefatafl-czech-summary = Les attaquants (le camp sombre) jouent en premier. Seul le roi peut entrer sur la case centrale et dans les coins ; les autres pièces peuvent traverser le centre vide. Les coins et le centre vide aident à prendre toutes les pièces. Le roi est pris sur quatre côtés, ou sur trois avec le trône ; le bord du plateau ne compte pas. Il gagne en atteignant un coin.
preset-hnefatafl-czech-quote-meaning = Le roi est pris lorsqu'il est encerclé sur ses quatre côtés, ou sur trois côtés et par le trône.

preset-hnefatafl-czech-13-name = Hnefatafl 13x13 (article tchèque)
preset-hnefatafl-czech-13-origin = Le grand plateau de l'article de l'encyclopédie tchèque sur le hnefatafl, avec son armée de 24 contre 12 et le roi.
preset-hnefatafl-czech-13-summary = Les règles de l'article tchèque sur un plateau 13x13, avec les mêmes 24 attaquants contre 12 défenseurs et le roi, disposés comme sur le plateau 11x11.
preset-hnefatafl-czech-13-quote-meaning = On joue sur un plateau de 11x11 cases, ou sur le plus grand, de 13x13, avec 12 pions blancs et le roi contre 24 pions noirs.

preset-copenhagen-name = Hnefatafl de Copenhague
preset-copenhagen-origin = Les règles de tournoi modernes de la World Tafl Federation (aagenielsen.dk), 11x11.
preset-copenhagen-summary = Les attaquants jouent en premier. Le roi s'échappe par un coin ; lui seul peut s'arrêter sur le trône ou dans les coins, qui sont hostiles à toutes les pièces. Le roi est armé ; il est pris sur quatre côtés, ou sur trois avec le trône vide, mais jamais contre le bord. Les murs de boucliers capturent le long des bords, un fort de sortie imprenable fait gagner le roi, et l'encerclement de tous les défenseurs fait gagner les attaquants. La répétition perpétuelle fait perdre les défenseurs.

preset-fetlar-name = Hnefatafl de Fetlar
preset-fetlar-origin = Les règles de 2008 du championnat du monde de hnefatafl de Fetlar, 11x11.
preset-fetlar-summary = Les attaquants jouent en premier. Le roi s'échappe par un coin ; les coins et le trône vide sont hostiles. Le roi armé est pris sur quatre côtés, ou sur trois à côté du trône vide. L'encerclement de tous les défenseurs fait gagner les attaquants. La répétition et un camp privé de coups donnent la partie nulle.

preset-hnefatafl-name = Hnefatafl (interprétation courante)
preset-hnefatafl-origin = Une interprétation courante du livret polonais et de l'article de l'encyclopédie tchèque réunis, 11x11.
preset-hnefatafl-summary = Le camp du roi joue en premier. Seul le roi peut s'arrêter sur le trône et dans les coins ; il gagne en atteignant un coin. Un pion est pris entre deux ennemis, ou entre un ennemi et une case hostile. Le roi est pris sur quatre côtés, ou sur trois quand le quatrième est le trône ou le bord du plateau.

preset-hnefatafl-13-name = Hnefatafl 13x13
preset-hnefatafl-13-origin = Le grand plateau cité dans l'article de l'encyclopédie tchèque, joué avec les règles de Copenhague.
preset-hnefatafl-13-summary = Les règles de Copenhague sur un plateau 13x13 : fuite par les coins, roi fort et armé qui n'est jamais pris contre le bord, murs de boucliers, forts de sortie et encerclement.

preset-tablut-name = Tablut
preset-tablut-origin = Le récit que Linné rapporta de Laponie en 1732 (tel que le racontent l'article de l'encyclopédie catalane et la fiche de règles française), 9x9.
preset-tablut-summary = Les Suédois (défenseurs) jouent en premier. Le roi gagne en atteignant n'importe quelle case du bord. Il est pris sur quatre côtés, ou sur trois avec le trône vide. Les défenseurs gagnent aussi en prenant tous les attaquants. Raichi et tuichi annoncent une et deux voies ouvertes. Options : fuite par les coins seulement, fuite seulement par les cases du bord vides au départ, trône fermé une fois que le roi l'a quitté, victoire d'office au tuichi.

preset-brandub-name = Brandub
preset-brandub-origin = Le jeu irlandais de la fiche de règles française, 7x7.
preset-brandub-summary = Les attaquants jouent en premier. Le roi (Branan) s'échappe par un coin ; les coins sont hostiles à toutes les pièces sauf au roi, le trône vide à toutes. Le roi est armé ; deux attaquants le prennent loin du trône, trois à côté et quatre dessus. Un défenseur sur le quatrième côté du roi assis sur son trône est pris contre le trône.

preset-ard-ri-name = Ard Rí
preset-ard-ri-origin = Le jeu écossais du « haut roi » cité dans l'article de l'encyclopédie tchèque ; disposition d'après Ludii, règles reconstituées.
preset-ard-ri-summary = Les attaquants jouent en premier, sur un plateau 7x7 bien rempli. Le roi s'échappe par n'importe quelle case du bord. Il est armé, et il est pris sur quatre côtés, ou sur trois avec le trône.

preset-tawlbwrdd-name = Tawlbwrdd
preset-tawlbwrdd-origin = Le jeu gallois cité dans les articles des encyclopédies catalane et tchèque ; disposition de Bell, comme dans OpenTafl, 11x11.
preset-tawlbwrdd-summary = Les attaquants jouent en premier. Le roi s'échappe par n'importe quelle case du bord, mais il est faible : deux attaquants le prennent comme un simple pion.

preset-alea-evangelii-name = Alea Evangelii
preset-alea-evangelii-origin = Le « jeu de l'Évangile » anglo-saxon cité dans l'article de l'encyclopédie tchèque ; disposition d'OpenTafl, 19x19.
preset-alea-evangelii-summary = Les attaquants jouent en premier, sur le grand plateau 19x19. Le roi s'échappe vers l'un des quatre refuges de 2x2 cases situés dans les coins, où lui seul peut entrer et qui sont hostiles à toutes les pièces. Le roi armé est pris sur quatre côtés, ou sur trois avec le trône vide.

preset-fidchell-name = Fidchell
preset-fidchell-origin = La « sagesse du bois » irlandaise, citée dans l'article de l'encyclopédie tchèque, sur le plateau 7x7 de Ballinderry. Aucune règle n'en a survécu : on y joue donc exactement selon la reconstitution publiée pour son jumeau gallois, le gwyddbwyll (« Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games », 2010).
preset-fidchell-summary = Les mêmes règles que le gwyddbwyll : un roi et quatre défenseurs contre huit attaquants. Toutes les pièces avancent d'une case à la fois. Seul le roi peut entrer sur la case centrale et dans les coins, et il gagne en atteignant un coin. Le centre vide aide à prendre toutes les pièces sauf le roi. Le roi est pris sur quatre côtés, ou sur trois contre le bord du plateau. Les attaquants gagnent aussi en prenant les quatre défenseurs.

preset-gwyddbwyll-name = Gwyddbwyll
preset-gwyddbwyll-origin = Le jeu gallois cité dans l'article de l'encyclopédie tchèque, 7x7, tel que le reconstitue « Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games » (2010), d'après le plateau de Ballinderry.
preset-gwyddbwyll-summary = Un roi et quatre défenseurs contre huit attaquants. Toutes les pièces avancent d'une case à la fois. Seul le roi peut entrer sur la case centrale et dans les coins, et il gagne en atteignant un coin. Le centre vide aide à prendre toutes les pièces sauf le roi. Le roi est pris sur quatre côtés, ou sur trois contre le bord du plateau. Les attaquants gagnent aussi en prenant les quatre défenseurs.
