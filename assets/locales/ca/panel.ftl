## The side panel beside the board, the die of dice games, and what is drawn over the board:
## banners, notes, the choice of a capture, the replay bar, the end of the game.

player-human = Humà
# The computer, with its level's name (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr).
player-computer = Ordinador ({ $level })
# Who plays the attackers and who the defenders.
panel-players = { $attackers } contra { $defenders }
panel-rules-in-play = Regles de la partida
panel-thinking = L'ordinador està pensant… { $seconds } s
panel-taken-by = { $side ->
    [attackers] Capturades pels atacants: { $count }
   *[defenders] Capturades pels defensors: { $count }
}
panel-undo = Desfés
panel-redo = Refés
panel-hint = Pista
panel-hint-searching = S'està cercant una bona jugada…
panel-hint-move = Pista: { $mv }
panel-save = Desa
panel-load = Carrega
panel-settings = Configuració
panel-new-game = Partida nova
panel-main-menu = Menú principal
panel-view-3d = Taula 3D
panel-view-2d = Tauler 2D
panel-camera-top = Des de dalt
panel-camera-attackers = Atacants
panel-camera-defenders = Defensors
panel-moves = Jugades

die-about-to-be-thrown = Ara es tirarà el dau.
die-throwing = Tirant el dau…
die-throw-of = Tirada: { $roll }
die-no-move = Cap jugada possible: es passa el torn.
die-move-exactly = { $roll ->
    [one] Mou exactament 1 casella.
   *[other] Mou exactament { $roll } caselles.
}
die-move-up-to = { $roll ->
    [one] Mou 1 casella com a màxim.
   *[other] Mou fins a { $roll } caselles.
}

overlay-turn-passes = { $side ->
    [attackers] Ha sortit un { $roll }: els atacants no poden moure i passen el torn.
   *[defenders] Ha sortit un { $roll }: els defensors no poden moure i passen el torn.
}
overlay-replay = Reproducció
overlay-replay-move = jugada
overlay-replay-end = Torna al final
overlay-capture-title = Quina peça captures?
overlay-capture-why = La jugada { $mv } deixa atrapades diverses peces, però cada jugada només en captura una.
overlay-capture-how = Tria-la aquí o fes-hi clic al tauler.
overlay-capture-take = { $piece ->
    [attacker] Captura l'atacant de la casella { $square }
    [defender] Captura el defensor de la casella { $square }
    [king] Captura el rei de la casella { $square }
   *[other] Captura la peça de la casella { $square }
}
overlay-cancel = Cancel·la

end-title = La partida s'ha acabat
end-after-moves = { $moves ->
    [one] en 1 jugada
   *[other] en { $moves } jugades
}
end-new-game = Partida nova
end-rematch = Revenja, amb els bàndols canviats
end-replay = Reprodueix

panel-threats = Amenaces
confirm-title = Vols jugar { $mv }?
confirm-danger-escape = Després, el rei s'escaparà: { $reply }.
confirm-danger-captured = Després, els atacants capturaran el rei: { $reply }.
confirm-danger-other = Després, l'altre bàndol guanyarà amb { $reply }. { $reason }
confirm-play = Juga-la
confirm-take-back = Desfés-la
confirm-keys = Retorn per jugar-la, Esc per desfer-la.
end-marked = Les caselles marcades mostren com s'ha acabat la partida.
