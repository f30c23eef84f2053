## La partie en cours : camps et pièces, résultats, pourquoi une partie s'est terminée,
## pourquoi un coup a été refusé, les annonces, les niveaux de l'ordinateur, les règles en bref.

side-title = { $side ->
    [attackers] Attaquants
   *[defenders] Défenseurs
}
to-move = { $side ->
    [attackers] Trait aux attaquants
   *[defenders] Trait aux défenseurs
}
result-winner = { $side ->
    [attackers] Les attaquants gagnent !
   *[defenders] Les défenseurs gagnent !
}
result-draw = Partie nulle.

reason-king-captured = Le roi a été capturé.
reason-king-escaped = Le roi s'est échappé.
reason-exit-fort = Le roi tient un fort de sortie imprenable.
reason-encirclement = Tous les défenseurs sont encerclés.
reason-all-captured = Toutes les pièces d'un camp ont été prises.
reason-no-moves = Le camp au trait n'a plus aucun coup possible.
reason-repetition = La même position s'est présentée trois fois.
reason-tuichi = Tuichi : le roi a deux voies ouvertes vers la liberté.

refusal-game-over = La partie est déjà terminée.
refusal-no-piece = Il n'y a aucune pièce en { $square }.
refusal-not-your-piece = La pièce en { $square } appartient au camp qui n'a pas le trait.
refusal-not-straight = Les pièces se déplacent en ligne droite, le long d'une rangée ou d'une colonne.
refusal-blocked = Le passage est bloqué en { $square }.
refusal-restricted = Cette pièce n'a pas le droit d'aller en { $square }.
refusal-off-board = La case { $square } est hors du plateau.
refusal-too-far = { $most ->
    [one] Ici, les pièces n'avancent que d'une case à la fois, et non de { $tried }.
   *[other] Ici, les pièces se déplacent de { $most } cases au plus, et non de { $tried }.
}
refusal-not-thrown = Le dé n'a pas encore été lancé pour ce tour.
refusal-not-the-throw = { $tried ->
    [one] Le dé a donné { $roll } : il ne permet pas de se déplacer d'une case.
   *[other] Le dé a donné { $roll } : il ne permet pas de se déplacer de { $tried } cases.
}
refusal-no-pass = On ne peut passer son tour que si le dé ne permet aucun coup.
refusal-choose-capture = Une seule pièce peut être prise : indiquez laquelle ({ $choices }).
# Une tentative que le jeu refuse avant même de consulter les règles.
attempt-opponents-piece = { $side ->
    [attackers] Cette pièce appartient aux attaquants.
   *[defenders] Cette pièce appartient aux défenseurs.
}
attempt-nothing-selected = Sélectionnez d'abord une de vos pièces.

# Les mots annoncés, tels que les documents sources les écrivent, et ce que chacun signifie.
announce-raichi = Raichi!
announce-raichi-meaning = Le roi a une voie ouverte vers la liberté.
announce-tuichi = Tuichi!
announce-tuichi-meaning = Le roi a deux voies ouvertes : impossible de bloquer les deux.
announce-rest = Odpoczynek!
announce-rest-meaning = Le roi se repose entre deux attaquants : lui seul peut s'arrêter là.

# Les niveaux de l'ordinateur gardent leurs noms en vieux norrois ; chaque description dit,
# pour un débutant, à qui le niveau convient et comment il joue.
level-1-description = Pour vos toutes premières parties : il ne voit qu'un coup à l'avance et se contente souvent d'un coup honnête.
level-2-description = Pour qui débute et connaît les règles : il voit votre réponse à son coup, mais ne remarque pas les menaces discrètes.
level-3-description = Pour qui a déjà quelques parties derrière soi : il calcule quatre coups à l'avance, mais s'égare de temps en temps.
level-4-description = Pour un niveau de club : il réfléchit un instant, calcule loin et s'égare rarement.
level-5-description = Pour un jeu solide : il réfléchit plus longtemps et ne s'écarte presque jamais de son meilleur coup.
level-6-description = Le plus fort : il utilise tout son temps de réflexion et joue toujours son meilleur coup.

brief-first = { $side ->
    [attackers] Les attaquants jouent en premier.
   *[defenders] Les défenseurs jouent en premier.
}
brief-escape-corners = Le roi s'échappe en atteignant un coin.
brief-escape-edge = Le roi s'échappe en atteignant n'importe quelle case du bord.
brief-escape-edge-empty = Le roi s'échappe en atteignant une case du bord vide au départ.
brief-king-four-edge = Le roi est pris quand il est encadré sur quatre côtés (le bord compte pour un).
brief-king-four = Le roi est pris quand il est encadré sur quatre côtés.
brief-king-near-throne = Le roi est pris entre deux pièces, mais il en faut trois ou quatre à côté du trône ou dessus.
brief-king-two = Le roi est pris entre deux pièces, comme un simple pion.
brief-king-unarmed = Le roi ne participe pas aux prises.
brief-move-one-step = Les pièces avancent d'une case à la fois.
brief-move-dice-at-most = Un dé est lancé à chaque tour : on se déplace d'au plus autant de cases.
brief-move-dice-exactly = Un dé est lancé à chaque tour : on se déplace d'exactement autant de cases.
brief-stop-between = Un pion qui s'arrête entre deux ennemis est pris ; le roi, lui, peut s'y reposer.
brief-one-capture = Une seule prise par coup : vous choisissez laquelle.
brief-linnaean-defender = Un défenseur pris en pince contre le roi sur son trône est capturé.
brief-linnaean-king = Un défenseur pris en pince contre le roi sur son trône tombe avec lui.
brief-throne-guard = Le trône ne protège le roi que jusqu'à ce qu'il le quitte une première fois.
brief-throne-closes = Le trône se ferme dès que le roi l'a quitté.
brief-shieldwall = Les murs de boucliers permettent de capturer.
brief-exit-fort = Un fort de sortie fait gagner le roi.
brief-encirclement = Encercler tous les défenseurs donne la victoire.
brief-all-attackers = Prendre tous les attaquants donne la victoire.
brief-tuichi-wins = Tuichi : la partie est gagnée d'office.

rules-custom = Règles personnalisées
