## Revisió d'una partida amb l'ordinador.

panel-review = Revisa
end-review = Revisa la partida
review-title = Revisió de la partida
review-searching = L'ordinador està examinant totes les posicions
review-close = Tanca la revisió
# Sota el gràfic de les possibilitats de guanyar dels atacants, en percentatge.
review-graph-axis = Possibilitats dels atacants, %
review-graph-line = Possibilitats dels atacants
review-keys = Amb les tecles de fletxa es recorre la partida, i amb Inici i Fi se'n va al començament i al final; també pots fer clic al gràfic o a una jugada.
# La jugada feta des de la posició que es mostra, valorada. $judgement és good, inaccuracy, mistake o
# blunder; $before i $after són les possibilitats de guanyar de qui mou, en percentatge.
review-judged = { $number }. { $mv } { $side ->
    [attackers] dels atacants
   *[defenders] dels defensors
} és { $judgement ->
    [inaccuracy] una imprecisió
    [mistake] una errada
    [blunder] una errada greu
   *[good] una bona jugada
}: les seves possibilitats passen d'un { $before }% a un { $after }%.
review-better = Era millor { $mv }, la jugada que assenyala la fletxa.
review-try-again = Torna-ho a provar
review-try-ask = Jugada { $mv }: busca'n una de millor.
review-try-good = { $mv }: sí, amb aquesta no es perd res.
review-try-bad = { $mv }: tampoc. Prova'n una altra.
review-show-answer = Mostra la solució
