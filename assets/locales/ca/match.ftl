## Partides amb rellotge: rellotges, abandonaments, taules i matxs de partides per parelles.

## El final d'una partida decidit pels jugadors. $side és el bàndol que ha abandonat o que s'ha quedat sense temps.
reason-resignation = { $side ->
    [attackers] Els atacants han abandonat.
   *[defenders] Els defensors han abandonat.
}
reason-time = { $side ->
    [attackers] Els atacants s'han quedat sense temps.
   *[defenders] Els defensors s'han quedat sense temps.
}
reason-agreement = Els jugadors han acordat taules.

## Els rellotges del quadre lateral. $time té la forma 4:59 o 0:08.3.
# En byo-yomi: el temps que queda del període en curs i els períodes que queden (aquest inclòs).
clock-byo-yomi = { $periods ->
    [one] últim període
   *[other] { $periods } períodes
}
# El temps principal encara corre, i els períodes de byo-yomi esperen després.
clock-main-and-periods = + { $periods }×

## El rellotge triat a la pantalla de partida nova.
clock-heading = Rellotge
clock-none = Sense rellotge
# $minutes de temps principal i res més: quan s'acaben, cau la bandera.
clock-sudden-death = { $minutes } min
# Fischer: s'afegeixen $seconds després de cada jugada.
clock-fischer = { $minutes } min + { $seconds } s per jugada
# Byo-yomi: després del temps principal, $periods períodes de $seconds cadascun.
clock-byo-yomi-control = { $minutes } min i després { $periods } × { $seconds } s
# Un rellotge amb nom i com és: «Blitz: 5 min + 3 s per jugada».
clock-named = { $name }: { $shape }
clock-preset-blitz = Blitz
clock-preset-rapid = Ràpida
clock-preset-classical = Clàssica
clock-preset-overtime = Byo-yomi
clock-custom = Personalitzat…
clock-minutes = minuts
clock-increment = Increment
clock-periods = Byo-yomi
clock-seconds = segons
clock-seconds-a-move = segons per jugada

## Matxs de partides per parelles.
match-choice = Un matx: parelles de partides, amb els bàndols canviats
match-pairs = { $pairs ->
    [one] parella de partides
   *[other] parelles de partides
}
match-game = Matx: partida { $game } de { $games }
# El marcador del matx: el nom i els punts de cada jugador (una victòria val 1; unes taules, ½).
match-score = { $first } { $first_points } – { $second_points } { $second }
# Un jugador d'un matx contra l'ordinador.
match-you = Tu
# Un jugador d'un matx entre dues persones: el Jugador 1 ataca primer.
match-player = Jugador { $number }
match-won-points = Matx guanyat per punts: { $player }.
match-won-faster = Matx guanyat per la victòria més ràpida: { $player }.
match-even = El matx acaba igualat.
end-next-game = Partida següent

## Abandonar i taules.
panel-resign = Abandona
panel-offer-draw = Ofereix taules
draw-weighing = L'ordinador està valorant la teva oferta…
draw-declined = S'ha rebutjat l'oferta de taules.
resign-title = Vols abandonar la partida?
resign-question = { $side ->
    [attackers] Els atacants abandonen i guanyen els defensors.
   *[defenders] Els defensors abandonen i guanyen els atacants.
}
resign-yes = Abandona
resign-no = Continua jugant
draw-title = Oferta de taules
draw-question = { $side ->
    [attackers] Els atacants ofereixen taules. Els defensors les accepten?
   *[defenders] Els defensors ofereixen taules. Els atacants les accepten?
}
draw-accept = Accepta les taules
draw-decline = Rebutja
