## The side panel beside the board, the die of dice games, and what is drawn over the board:
## banners, notes, the choice of a capture, the replay bar, the end of the game.

player-human = Člověk
# The computer, with its level's name (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr).
player-computer = Počítač ({ $level })
# Who plays the attackers and who the defenders.
# Czech: "vs." rather than "proti", which would need the dative of the inserted player.
panel-players = { $attackers } vs. { $defenders }
panel-rules-in-play = Hraná pravidla
panel-thinking = Počítač přemýšlí… { $seconds } s
panel-taken-by = { $side ->
    [attackers] Útočníci zajali: { $count }
   *[defenders] Obránci zajali: { $count }
}
panel-undo = Vrátit tah
panel-redo = Znovu
panel-hint = Rada
panel-hint-searching = Hledá se dobrý tah…
panel-hint-move = Rada: { $mv }
panel-save = Uložit
panel-load = Načíst
panel-settings = Nastavení
panel-new-game = Nová hra
panel-main-menu = Hlavní nabídka
panel-view-3d = 3D stůl
panel-view-2d = 2D deska
panel-camera-top = Shora
panel-camera-attackers = Od útočníků
panel-camera-defenders = Od obránců
panel-moves = Tahy

die-about-to-be-thrown = Chystá se hod kostkou.
die-throwing = Hází se…
die-throw-of = Hod: { $roll }
die-no-move = Žádný tah není možný: na řadě je soupeř.
die-move-exactly = { $roll ->
    [one] Táhněte přesně o 1 pole.
    [few] Táhněte přesně o { $roll } pole.
    [many] Táhněte přesně o { $roll } pole.
   *[other] Táhněte přesně o { $roll } polí.
}
die-move-up-to = { $roll ->
    [one] Táhněte nejvýše o 1 pole.
    [few] Táhněte nejvýše o { $roll } pole.
    [many] Táhněte nejvýše o { $roll } pole.
   *[other] Táhněte nejvýše o { $roll } polí.
}

overlay-turn-passes = { $side ->
    [attackers] Hod { $roll }: útočníci nemají žádný možný tah, hrají obránci.
   *[defenders] Hod { $roll }: obránci nemají žádný možný tah, hrají útočníci.
}
overlay-replay = Přehrávání
overlay-replay-move = tah
overlay-replay-end = Zpět na konec
overlay-capture-title = Který kámen zajmout?
overlay-capture-why = { $mv } svírá několik kamenů, ale jedním tahem lze zajmout jen jeden.
overlay-capture-how = Vyberte ho zde, nebo na něj klikněte na desce.
overlay-capture-take = { $piece ->
    [attacker] Zajmout útočníka na poli { $square }
    [defender] Zajmout obránce na poli { $square }
    [king] Zajmout krále na poli { $square }
   *[other] Zajmout kámen na poli { $square }
}
overlay-cancel = Zrušit

end-title = Konec hry
end-after-moves = { $moves ->
    [one] po 1 tahu
    [few] po { $moves } tazích
    [many] po { $moves } tahu
   *[other] po { $moves } tazích
}
end-new-game = Nová hra
end-rematch = Odveta s výměnou stran
end-replay = Přehrát

panel-threats = Hrozby
confirm-title = Zahrát { $mv }?
confirm-danger-escape = Po tomto tahu král uprchne: { $reply }.
confirm-danger-captured = Po tomto tahu útočníci zajmou krále: { $reply }.
confirm-danger-other = Po tomto tahu vyhraje druhá strana tahem { $reply }. { $reason }
confirm-play = Zahrát
confirm-take-back = Vzít zpět
confirm-keys = Enter tah zahraje, Esc ho vezme zpět.
end-marked = Vyznačená pole ukazují, jak hra skončila.
