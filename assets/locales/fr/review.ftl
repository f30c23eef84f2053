## Analyser une partie avec l'ordinateur.

panel-review = Analyse
end-review = Analyser la partie
review-title = Analyse de la partie
review-searching = L'ordinateur examine chaque position
review-close = Fermer l'analyse
# Sous le graphique des chances de gain des attaquants, en pourcentage.
review-graph-axis = Chances des attaquants (%)
review-graph-line = Chances des attaquants
review-keys = Les touches fléchées parcourent la partie coup par coup, Début et Fin mènent à son début et à sa fin ; vous pouvez aussi cliquer sur le graphique ou sur un coup.
# Le coup joué depuis la position affichée, et ce qu'il vaut. $judgement vaut good, inaccuracy,
# mistake ou blunder ; $before et $after sont les chances de gain du camp qui a joué, en pourcentage.
review-judged = { $number }. { $mv }, joué par { $side ->
    [attackers] les attaquants
   *[defenders] les défenseurs
} : { $judgement ->
    [inaccuracy] une imprécision
    [mistake] une erreur
    [blunder] une gaffe
   *[good] un bon coup
} ; leurs chances de gain : { $before } % avant, { $after } % après.
review-better = Mieux valait { $mv } (voir la flèche).
review-try-again = Réessayer
review-try-ask = Au coup { $mv }, trouvez mieux.
review-try-good = { $mv } : oui, ce coup préserve vos chances.
review-try-bad = { $mv } : pas celui-là non plus. Essayez-en un autre.
review-show-answer = Voir la solution
