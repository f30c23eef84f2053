## Problemes: posicions que l'ordinador ha demostrat, i la puntuació de problemes del jugador.

title-puzzles = Problemes
puzzles-title = Problemes
puzzles-intro = Posicions de partides reals i de partides de l'ordinador en què un bàndol té una victòria forçada, o només té una jugada que resisteix. L'ordinador ha demostrat cada posició: cada jugada de la solució és l'única que funciona.
# La puntuació de problemes del jugador, que puja amb cada problema resolt i baixa amb cada problema fallat.
puzzles-rating = La teva puntuació de problemes: { $rating }
puzzles-solved = Problemes resolts: { $solved } de { $total }
puzzles-mixed = Qualsevol tema
puzzles-count = { $count ->
    [one] { $count } problema
   *[other] { $count } problemes
}
puzzles-back = Enrere
puzzle-theme-escape = La fugida del rei
puzzle-theme-king-capture = La captura del rei
puzzle-theme-defence = Defensa
puzzle-theme-shieldwall = Mur d'escuts
puzzle-theme-fort = Fortí de sortida
puzzle-theme-encirclement = Encerclament
puzzle-theme-one-capture = Una captura per jugada
puzzle-theme-dice = Daus
# Damunt del problema: el nom i la dificultat, expressada com a puntuació.
puzzle-heading = Problema { $id } · puntuació { $rating }
puzzle-task-win = { $side ->
    [attackers] Juguen els atacants
   *[defenders] Juguen els defensors
}: { $moves ->
    [one] troba la jugada guanyadora.
   *[other] troba com guanyar en { $moves } jugades; entremig, l'ordinador respon.
}
puzzle-task-defence = { $side ->
    [attackers] Juguen els atacants
   *[defenders] Juguen els defensors
}: l'altre bàndol amenaça de guanyar. Troba l'única jugada que resisteix.
puzzle-hint = Pista
puzzle-hint-piece = Mou la peça de la casella { $square }.
puzzle-wrong = No és { $mv }: aquesta jugada no funciona.
puzzle-retry = Torna-ho a provar
puzzle-solved = Problema resolt!
puzzle-rating-change = La teva puntuació era { $before }; ara és { $after }.
puzzle-next = Problema següent
puzzle-all = Tots els problemes
