## Le panneau latéral à côté du plateau, le dé des jeux de dés, et ce qui s'affiche
## par-dessus le plateau : bandeaux, notes, choix d'une prise, barre de relecture, fin de partie.

player-human = Humain
# L'ordinateur, avec le nom de son niveau (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr).
player-computer = Ordinateur ({ $level })
# Qui joue les attaquants et qui les défenseurs.
panel-players = { $attackers } contre { $defenders }
panel-rules-in-play = Règles en vigueur
panel-thinking = L'ordinateur réfléchit… { $seconds } s
panel-taken-by = { $side ->
    [attackers] Pris par les attaquants : { $count }
   *[defenders] Pris par les défenseurs : { $count }
}
panel-undo = Annuler le coup
panel-redo = Rétablir le coup
panel-hint = Indice
panel-hint-searching = Recherche d'un bon coup…
panel-hint-move = Indice : { $mv }
panel-save = Enregistrer
panel-load = Charger
panel-settings = Paramètres
panel-new-game = Nouvelle partie
panel-main-menu = Menu principal
panel-view-3d = Table 3D
panel-view-2d = Plateau 2D
panel-camera-top = Dessus
panel-camera-attackers = Attaquants
panel-camera-defenders = Défenseurs
panel-moves = Coups

die-about-to-be-thrown = Le dé va être lancé.
die-throwing = Le dé roule…
die-throw-of = Dé : { $roll }
die-no-move = Aucun coup possible : le tour passe.
die-move-exactly = { $roll ->
    [one] Déplacez une pièce d'exactement { $roll } case.
   *[other] Déplacez une pièce d'exactement { $roll } cases.
}
die-move-up-to = { $roll ->
    [one] Déplacez une pièce de { $roll } case au plus.
   *[other] Déplacez une pièce de { $roll } cases au plus.
}

overlay-turn-passes = { $side ->
    [attackers] Le dé donne { $roll } : aucun coup possible pour les attaquants, le tour passe.
   *[defenders] Le dé donne { $roll } : aucun coup possible pour les défenseurs, le tour passe.
}
overlay-replay = Relecture
overlay-replay-move = coup
overlay-replay-end = Revenir à la fin
overlay-capture-title = Quelle pièce prenez-vous ?
overlay-capture-why = { $mv } enferme plusieurs pièces, mais un coup n'en prend qu'une seule.
overlay-capture-how = Choisissez-la ici, ou cliquez dessus sur le plateau.
overlay-capture-take = { $piece ->
    [attacker] Prendre l'attaquant en { $square }
    [defender] Prendre le défenseur en { $square }
    [king] Prendre le roi en { $square }
   *[other] Prendre la pièce en { $square }
}
overlay-cancel = Annuler

end-title = La partie est terminée
end-after-moves = { $moves ->
    [one] après { $moves } coup
   *[other] après { $moves } coups
}
end-new-game = Nouvelle partie
end-rematch = Revanche, camps inversés
end-replay = Revoir la partie

panel-threats = Menaces
confirm-title = Jouer { $mv } ?
confirm-danger-escape = Après ce coup, le roi s'échappe : { $reply }.
confirm-danger-captured = Après ce coup, les attaquants prennent le roi : { $reply }.
confirm-danger-other = Après ce coup, l'autre camp gagne en jouant { $reply }. { $reason }
confirm-play = Jouer ce coup
confirm-take-back = Reprendre le coup
confirm-keys = Entrée pour jouer le coup, Échap pour le reprendre.
end-marked = Les cases marquées montrent comment la partie s'est terminée.
