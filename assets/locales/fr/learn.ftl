## Les leçons : l'écran qui les énumère, le panneau à côté du plateau pendant une leçon, et
## pour chaque règle son titre, sa phrase et son exercice. $switch est le choix des règles pour
## cette règle (ses variantes ci-dessous) ; $side est le camp que joue le joueur ; $squares, les
## cases que nomme l'exercice (« c1, d1, e1 ») ; $moves, le nombre de coups que l'exercice accorde.

learn-title = Apprendre à jouer
learn-how-to-play = Comment jouer : { $rules }
learn-intro = Une courte leçon pour chaque règle de ce jeu : regardez l'exemple, puis jouez le coup vous-même.
learn-newcomer = Vous découvrez le tafl ? Commencez par le brandub : un petit plateau et peu de règles. Suivez ses leçons, puis jouez une partie contre Thrall, le niveau le plus indulgent.
learn-done = Leçons terminées : { $done } sur { $total }
learn-back = Retour
learn-play = Jouer une partie

lesson-count = Leçon { $number } sur { $total }
lesson-watch = Regardez :
lesson-your-turn = { $side ->
    [attackers] À vous de jouer, côté attaquants :
   *[defenders] À vous de jouer, côté défenseurs :
}
lesson-passed = Bravo !
lesson-missed = Pas tout à fait.
lesson-show-again = Revoir l'exemple
lesson-skip-example = Passer l'exemple
lesson-try-again = Réessayer
lesson-next = Leçon suivante
lesson-all = Toutes les leçons

lesson-miss-illegal = Les règles ne le permettent pas : { $why }
lesson-miss-allowed = Ce coup est permis. La leçon vous demande d'en essayer un que les règles interdisent.
lesson-miss-elsewhere = Cette pièce ne s'est pas arrêtée sur la case que demandait la leçon.
lesson-miss-nothing-taken = Rien n'a été pris. Une pièce n'est prise que par le coup qui l'enferme.
lesson-miss-other-pieces = Ce coup a pris une pièce, mais pas celle que demandait la leçon.
lesson-miss-mover-died = Votre pièce s'est arrêtée entre deux ennemis et a été prise.
lesson-miss-mover-survived = Votre pièce est toujours là : elle doit s'arrêter juste entre les deux ennemis.
lesson-miss-no-end = La partie continue : ce n'était pas le coup gagnant.
lesson-miss-other-end = La partie s'est terminée, mais pas comme le demandait la leçon : { $reason }
lesson-miss-not-announced = Après ce coup, le camp du roi n'a rien à annoncer.
lesson-miss-stoppable = L'autre camp peut y répondre. Cherchez un coup qu'il ne peut pas parer.

lesson-movement-title = Le déplacement des pièces
lesson-movement-rule = { $switch ->
    [one-step] Toutes les pièces, roi compris, avancent d'une case à la fois le long de leur rangée ou de leur colonne, jamais en diagonale.
    [dice-at-most] Un dé est lancé au début de chaque tour. Toutes les pièces, roi compris, se déplacent le long de leur rangée ou de leur colonne d'au plus autant de cases vides que le dé en indique.
    [dice-exactly] Un dé est lancé au début de chaque tour. Toutes les pièces, roi compris, se déplacent le long de leur rangée ou de leur colonne d'exactement autant de cases vides que le dé en indique.
   *[rook] Toutes les pièces, roi compris, se déplacent comme la tour aux échecs : d'autant de cases vides qu'on veut le long de leur rangée ou de leur colonne, jamais en diagonale ni par-dessus une autre pièce.
}
lesson-movement-task = { $switch ->
    [one-step] Avancez votre défenseur d'une case, en { $squares }.
    [rook] Amenez votre défenseur jusqu'en { $squares } en un seul coup.
   *[other] Déplacez votre défenseur comme le dé le permet : en { $squares }.
}

lesson-capture-title = Prendre une pièce
lesson-capture-rule = Une pièce est prise quand l'adversaire, par son coup, l'enferme entre deux de ses pièces sur la même rangée ou la même colonne. Seul le coup qui referme le piège la prend.
lesson-capture-task = { $side ->
    [attackers] Prenez le défenseur en { $squares }.
   *[defenders] Prenez l'attaquant en { $squares }.
}

lesson-throne-hostile-title = Le trône vide, case hostile
lesson-throne-hostile-rule = { $switch ->
    [attackers] Le trône vide compte comme un ennemi pour les attaquants : un attaquant à côté de lui est pris par un seul défenseur placé de l'autre côté.
    [soldiers] Le trône vide compte comme un ennemi pour les pions des deux camps, mais pas pour le roi : un pion à côté de lui est pris par un seul ennemi placé de l'autre côté.
   *[all] Le trône vide compte comme un ennemi pour toutes les pièces : une pièce à côté de lui est prise par un seul ennemi placé de l'autre côté.
}
lesson-throne-hostile-task = { $side ->
    [attackers] Prenez le défenseur en { $squares } contre le trône vide.
   *[defenders] Prenez l'attaquant en { $squares } contre le trône vide.
}

lesson-corners-hostile-title = Les coins, cases hostiles
lesson-corners-hostile-rule = { $switch ->
    [attackers] Les coins comptent comme des ennemis pour les attaquants : un attaquant à côté d'un coin est pris par un seul défenseur placé de l'autre côté.
    [soldiers] Les coins comptent comme des ennemis pour les pions des deux camps, mais pas pour le roi : un pion à côté d'un coin est pris par un seul ennemi placé de l'autre côté.
   *[all] Les coins comptent comme des ennemis pour toutes les pièces : une pièce à côté d'un coin est prise par un seul ennemi placé de l'autre côté.
}
lesson-corners-hostile-task = { $side ->
    [attackers] Prenez le défenseur en { $squares } contre le coin.
   *[defenders] Prenez l'attaquant en { $squares } contre le coin.
}

lesson-throne-stop-title = Qui peut s'arrêter sur le trône
lesson-throne-stop-rule = { $switch ->
    [nobody] Personne ne peut s'arrêter sur le trône : ni les pions, ni même le roi une fois qu'il l'a quitté.
   *[king] Seul le roi peut s'arrêter sur le trône.
}
lesson-throne-stop-task = Essayez d'arrêter votre défenseur sur le trône : le jeu refusera le coup.

lesson-throne-pass-title = Traverser le trône vide
lesson-throne-pass-rule = { $switch ->
    [all] Toutes les pièces peuvent passer par-dessus le trône vide, à condition de ne pas s'y arrêter.
    [king] Seul le roi peut passer par-dessus le trône vide ; les pions doivent le contourner.
   *[nobody] Aucune pièce ne peut passer par-dessus le trône : toutes doivent le contourner.
}
lesson-throne-pass-task = { $switch ->
    [all] Faites traverser le trône vide à votre défenseur, jusqu'en { $squares }.
   *[other] Essayez de faire traverser le trône vide à votre défenseur : le jeu refusera le coup.
}

lesson-corners-forbidden-title = Les coins sont au roi
lesson-corners-forbidden-rule = Seul le roi peut entrer dans une case de coin. Les pions des deux camps ne peuvent ni s'y arrêter ni la traverser.
lesson-corners-forbidden-task = Essayez d'amener votre défenseur dans le coin : le jeu refusera le coup.

lesson-king-by-two-title = Prendre le roi à deux
lesson-king-by-two-rule = { $switch ->
    [near] Loin de son trône et des cases qui le bordent, le roi est pris comme un simple pion : entre deux attaquants, sur une rangée ou une colonne.
   *[plain] Le roi est pris comme un simple pion : entre deux attaquants, sur une rangée ou une colonne.
}
lesson-king-by-two-task = Prenez le roi avec votre attaquant.

lesson-king-by-four-title = Prendre le roi à quatre
lesson-king-by-four-rule = Le roi est fort : pour le prendre, les attaquants doivent l'encadrer sur ses quatre côtés.
lesson-king-by-four-task = Enfermez le roi en occupant son quatrième côté.

lesson-king-on-throne-title = Le roi sur son trône
lesson-king-on-throne-rule = Sur son trône, le roi n'est pris que si des attaquants occupent ses quatre côtés.
lesson-king-on-throne-task = Enfermez le roi sur son trône avec votre quatrième attaquant.

lesson-king-beside-throne-title = Le roi à côté du trône
lesson-king-beside-throne-rule = Quand le roi est à côté du trône vide, celui-ci compte comme un quatrième attaquant : trois attaquants sur ses autres côtés suffisent à le prendre.
lesson-king-beside-throne-task = Prenez le roi contre le trône avec votre troisième attaquant.

lesson-king-against-edge-title = Le roi contre le bord
lesson-king-against-edge-rule = Le bord du plateau compte comme un attaquant contre le roi : au bord, trois attaquants suffisent à le prendre.
lesson-king-against-edge-task = Prenez le roi contre le bord avec votre troisième attaquant.

lesson-king-armed-title = Le roi combat-il ?
lesson-king-armed-rule = { $switch ->
    [yes] Le roi combat aux côtés de ses défenseurs : il peut être l'une des deux pièces qui enferment un attaquant.
   *[no] Le roi ne combat pas : il ne peut pas aider à prendre un attaquant, seuls ses défenseurs le peuvent.
}
lesson-king-armed-task = { $switch ->
    [yes] Prenez l'attaquant en { $squares } avec le roi.
   *[no] Prenez l'attaquant en { $squares } : le roi ne le peut pas, il faut un défenseur.
}

lesson-escape-title = La fuite du roi
lesson-escape-rule = { $switch ->
    [corners] Les défenseurs gagnent quand le roi atteint l'une des cases de coin.
    [edge] Les défenseurs gagnent quand le roi atteint n'importe quelle case du bord du plateau.
   *[edge-empty] Les défenseurs gagnent quand le roi atteint une case du bord qui était vide au début de la partie. Les cases où se tenaient des pions ne sont pas des sorties.
}
lesson-escape-task = { $switch ->
    [edge-empty] Faites sortir le roi. Une case du bord occupée par une pièce au départ n'est pas une sortie, même si elle est vide maintenant.
   *[other] Faites sortir le roi.
}

lesson-shieldwall-title = Le mur de boucliers
lesson-shieldwall-rule = { $switch ->
    [corner] Une rangée de pions le long du bord, chacun face à un ennemi, est prise tout entière d'un coup quand ses deux extrémités sont fermées, par des pions ennemis ou par un coin.
    [one-capture] Une rangée de pions le long du bord, chacun face à un ennemi, peut être prise quand ses deux extrémités sont fermées. Comme un coup ne prend qu'une pièce, un seul pion de la rangée tombe.
   *[plain] Une rangée de pions le long du bord, chacun face à un ennemi, est prise tout entière d'un coup quand des pions ennemis ferment ses deux extrémités.
}
lesson-shieldwall-task = { $switch ->
    [one-capture] Fermez la rangée { $squares } et prenez l'un de ses pions.
   *[other] Fermez la rangée et prenez d'un seul coup les pions en { $squares }.
}

lesson-exit-fort-title = Le fort de sortie
lesson-exit-fort-rule = Les défenseurs gagnent aussi quand le roi se tient au bord, libre de se déplacer, dans une enceinte de défenseurs que les attaquants ne pourront jamais briser.
lesson-exit-fort-task = Fermez le fort autour du roi avec votre dernier défenseur.

lesson-encirclement-title = L'encerclement
lesson-encirclement-rule = Les attaquants gagnent aussi quand ils encerclent tous les défenseurs, roi compris, de sorte qu'aucun ne puisse plus atteindre le bord.
lesson-encirclement-task = Fermez le cercle avec votre dernier attaquant.

lesson-raichi-title = Raichi : une voie ouverte
lesson-raichi-rule = Quand le roi a le champ libre, en ligne droite, jusqu'à une case où il s'échapperait, son camp dit « raichi », comme on annonce « échec » aux échecs. Les attaquants doivent aussitôt barrer cette voie.
lesson-raichi-task = Déplacez le roi de façon à lui ouvrir exactement une voie vers la liberté.

lesson-tuichi-title = Tuichi : deux voies ouvertes
lesson-tuichi-rule = { $switch ->
    [yes] Quand le roi a deux voies ouvertes vers la liberté, son camp dit « tuichi » : dans ce jeu, la partie est gagnée d'office.
   *[no] Quand le roi a deux voies ouvertes vers la liberté, son camp dit « tuichi » : les attaquants ne peuvent en barrer qu'une.
}
lesson-tuichi-task = { $switch ->
    [yes] Ouvrez deux voies au roi en un seul coup.
   *[no] { $moves ->
        [one] Ouvrez deux voies au roi en un seul coup.
       *[other] Ouvrez deux voies au roi, puis faites-le sortir par celle qui reste ouverte.
    }
}

lesson-stop-between-title = Ne jamais s'arrêter entre deux ennemis
lesson-stop-between-rule = Un pion qui s'arrête entre deux pièces ennemies est aussitôt pris. Il peut passer entre elles, mais pas s'y arrêter.
lesson-stop-between-task = Amenez votre défenseur entre les deux attaquants, et observez ce qui se passe.

lesson-king-rests-title = Le repos du roi : « Odpoczynek! »
lesson-king-rests-rule = Seul le roi peut s'arrêter entre deux attaquants sans être pris. Son camp annonce alors « Odpoczynek! », c'est-à-dire « Repos ! ».
lesson-king-rests-task = Arrêtez le roi entre les deux attaquants.

lesson-one-capture-title = Une seule prise par coup
lesson-one-capture-rule = Un coup prend une pièce au plus. S'il pouvait en prendre deux, le joueur au trait choisit laquelle.
lesson-one-capture-task = Enfermez les deux défenseurs à la fois, et choisissez lequel prendre : { $squares }.

lesson-linnaean-title = Prise contre le trône du roi
lesson-linnaean-rule = { $switch ->
    [yes] Quand le roi est sur son trône et que des attaquants occupent trois de ses côtés, un défenseur placé sur le quatrième côté peut être pris contre le trône, et le roi tombe avec lui.
   *[no] Quand le roi est sur son trône et que des attaquants occupent trois de ses côtés, un défenseur placé sur le quatrième côté peut être pris contre le trône.
}
lesson-linnaean-task = { $switch ->
    [yes] Prenez le défenseur placé sur le quatrième côté du roi, et le roi avec lui.
   *[no] Prenez le défenseur en { $squares } contre le trône du roi.
}

lesson-throne-guard-title = Le trône protège le roi jusqu'à sa sortie
lesson-throne-guard-rule = Le trône ne protège le roi que jusqu'à ce qu'il le quitte une première fois. Ensuite, deux attaquants suffisent à l'y prendre, comme partout ailleurs.
lesson-throne-guard-task = Le roi a quitté son trône, puis y est revenu. Prenez-le sur son trône avec deux attaquants.

lesson-throne-closed-title = Le trône est fermé
lesson-throne-closed-rule = Une fois que le roi a quitté le trône, plus personne ne peut y entrer ni le traverser.
lesson-throne-closed-task = Le roi a quitté son trône. Essayez de faire traverser le trône à votre défenseur : le jeu refusera le coup.

lesson-occupied-throne-title = Le trône prête main-forte au roi
lesson-occupied-throne-rule = Quand le roi y siège, le trône compte comme un ennemi pour les attaquants : un attaquant à côté de lui est pris par un seul défenseur placé de l'autre côté.
lesson-occupied-throne-task = Prenez l'attaquant en { $squares } contre le trône du roi.

lesson-repetition-title = Trois fois la même position
lesson-repetition-rule = { $switch ->
    [draw] Quand la même position se présente pour la troisième fois, la partie est nulle.
    [repeater-loses] Quand la même position se présente pour la troisième fois, le camp dont le coup l'a ramenée perd la partie.
   *[defenders-lose] Quand la même position se présente pour la troisième fois, les défenseurs perdent : ils ne peuvent pas tenir en répétant les coups.
}
lesson-repetition-task = Les mêmes coups ont déjà été joués deux fois. Jouez le coup qui ramène la position une troisième fois.

lesson-no-moves-title = Plus aucun coup
lesson-no-moves-rule = { $switch ->
    [draw] Un camp qui ne peut jouer aucun coup à son tour ne peut pas continuer : la partie est nulle.
   *[loses] Un camp qui ne peut jouer aucun coup à son tour perd la partie.
}
lesson-no-moves-task = Ne laissez plus un seul coup aux attaquants.

lesson-all-attackers-captured-title = Prendre tous les attaquants
lesson-all-attackers-captured-rule = Les défenseurs gagnent aussi en prenant tous les attaquants.
lesson-all-attackers-captured-task = Prenez le dernier attaquant.

lesson-all-defenders-captured-title = Prendre tous les défenseurs
lesson-all-defenders-captured-rule = Les attaquants gagnent aussi en prenant tous les défenseurs, sauf le roi.
lesson-all-defenders-captured-task = Prenez le dernier défenseur.
