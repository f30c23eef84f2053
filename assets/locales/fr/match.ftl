## Le jeu avec pendule : la pendule, l'abandon, la nulle et les matchs en paires de parties.

## Les fins de partie décidées par les joueurs. $side est le camp qui a abandonné ou dont le temps est écoulé.
reason-resignation = { $side ->
    [attackers] Les attaquants ont abandonné.
   *[defenders] Les défenseurs ont abandonné.
}
reason-time = { $side ->
    [attackers] Le temps des attaquants est écoulé.
   *[defenders] Le temps des défenseurs est écoulé.
}
reason-agreement = Les joueurs se sont mis d'accord sur la nulle.

## Les pendules du panneau latéral. $time s'écrit comme 4:59 ou 0:08.3.
# En byo-yomi : le temps qui reste dans la période en cours, et les périodes restantes (celle-ci comprise).
clock-byo-yomi = { $periods ->
    [one] dernière période
   *[other] { $periods } périodes
}
# Le temps principal s'écoule encore, et les périodes de byo-yomi attendent derrière lui.
clock-main-and-periods = + { $periods }×

## La pendule choisie sur l'écran de nouvelle partie.
clock-heading = Pendule
clock-none = Sans pendule
# $minutes de temps principal et rien ensuite : le drapeau tombe quand il est écoulé.
clock-sudden-death = { $minutes } min
# Fischer : $seconds ajoutées après chaque coup.
clock-fischer = { $minutes } min + { $seconds } s par coup
# Byo-yomi : après le temps principal, $periods périodes de $seconds chacune.
clock-byo-yomi-control = { $minutes } min, puis { $periods } × { $seconds } s
# Une cadence nommée et ce qu'elle est : « Blitz : 5 min + 3 s par coup ».
clock-named = { $name } : { $shape }
clock-preset-blitz = Blitz
clock-preset-rapid = Rapide
clock-preset-classical = Classique
clock-preset-overtime = Byo-yomi
clock-custom = Cadence personnalisée…
clock-minutes = minutes
clock-increment = Incrément
clock-periods = Byo-yomi
clock-seconds = secondes
clock-seconds-a-move = secondes par coup

## Les matchs en paires de parties.
match-choice = Un match : des paires de parties, camps inversés
match-pairs = { $pairs ->
    [one] paire de parties
   *[other] paires de parties
}
match-game = Match : partie { $game } sur { $games }
# Le score du match : le nom et les points de chaque joueur (1 pour une victoire, ½ pour une nulle).
match-score = { $first } { $first_points } – { $second_points } { $second }
# Un joueur d'un match contre l'ordinateur.
match-you = Vous
# Un joueur d'un match entre deux personnes : le joueur 1 attaque en premier.
match-player = Joueur { $number }
match-won-points = Match remporté aux points : { $player }.
match-won-faster = Match remporté au départage, par la victoire la plus rapide : { $player }.
match-even = Le match se termine à égalité.
end-next-game = Partie suivante

## L'abandon et la nulle.
panel-resign = Abandonner
panel-offer-draw = Proposer la nulle
draw-weighing = L'ordinateur étudie votre proposition de nulle…
draw-declined = La proposition de nulle a été refusée.
resign-title = Abandonner la partie ?
resign-question = { $side ->
    [attackers] Les attaquants abandonnent et la victoire revient aux défenseurs.
   *[defenders] Les défenseurs abandonnent et la victoire revient aux attaquants.
}
resign-yes = Abandonner
resign-no = Continuer la partie
draw-title = Proposition de nulle
draw-question = { $side ->
    [attackers] Les attaquants proposent la nulle. Les défenseurs l'acceptent-ils ?
   *[defenders] Les défenseurs proposent la nulle. Les attaquants l'acceptent-ils ?
}
draw-accept = Accepter la nulle
draw-decline = Refuser
