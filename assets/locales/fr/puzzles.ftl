## Les problèmes : des positions dont l'ordinateur a prouvé la solution, et le classement du
## joueur aux problèmes.

title-puzzles = Problèmes
puzzles-title = Problèmes
puzzles-intro = Des positions tirées de parties humaines et de parties jouées par l'ordinateur, où un camp a un gain forcé, ou n'a qu'un seul coup pour tenir. L'ordinateur a démontré la solution de chacune : à chaque étape, un seul coup fait l'affaire.
# Le classement du joueur aux problèmes, qui monte à chaque problème résolu et baisse à chaque échec.
puzzles-rating = Votre classement aux problèmes : { $rating }
puzzles-solved = Problèmes résolus : { $solved } sur { $total }
puzzles-mixed = Tous thèmes confondus
puzzles-count = { $count ->
    [one] { $count } problème
    [many] { $count } de problèmes
   *[other] { $count } problèmes
}
puzzles-back = Retour
puzzle-theme-escape = Fuite du roi
puzzle-theme-king-capture = Prise du roi
puzzle-theme-defence = Défense
puzzle-theme-shieldwall = Mur de boucliers
puzzle-theme-fort = Fort de sortie
puzzle-theme-encirclement = Encerclement
puzzle-theme-one-capture = Une seule prise par coup
puzzle-theme-dice = Dés
# Au-dessus du problème : son nom et sa difficulté, exprimée en classement.
puzzle-heading = Problème { $id } · classement { $rating }
puzzle-task-win = { $side ->
    [attackers] Trait aux attaquants
   *[defenders] Trait aux défenseurs
} : { $moves ->
    [one] trouvez le coup gagnant.
    [many] trouvez le gain en { $moves } de coups ; l'ordinateur répond entre vos coups.
   *[other] trouvez le gain en { $moves } coups ; l'ordinateur répond entre vos coups.
}
puzzle-task-defence = { $side ->
    [attackers] Trait aux attaquants
   *[defenders] Trait aux défenseurs
} : l'autre camp menace de gagner. Trouvez le seul coup qui tient.
puzzle-hint = Indice
puzzle-hint-piece = Déplacez la pièce qui se trouve en { $square }.
puzzle-wrong = Pas { $mv } : ce n'est pas le bon coup.
puzzle-retry = Réessayer
puzzle-solved = Résolu !
puzzle-rating-change = Votre classement était de { $before } ; il est maintenant de { $after }.
puzzle-next = Problème suivant
puzzle-all = Tous les problèmes
