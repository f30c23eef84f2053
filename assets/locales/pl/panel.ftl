## Panel boczny obok planszy, kostka w grach z kostką i to, co pojawia się nad planszą:
## komunikaty, uwagi, wybór schwytania, pasek powtórki, koniec partii.

player-human = Człowiek
# Komputer z nazwą swojego poziomu (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr).
player-computer = Komputer ({ $level })
# Kto gra napastnikami, a kto obrońcami (wstawiane są player-human / player-computer).
panel-players = Napastnicy: { $attackers }, obrońcy: { $defenders }
panel-rules-in-play = Zasady tej partii
panel-thinking = Komputer szuka ruchu… { $seconds } s
panel-taken-by = { $side ->
    [attackers] Schwytane przez napastników: { $count }
   *[defenders] Schwytane przez obrońców: { $count }
}
panel-undo = Cofnij ruch
panel-redo = Ponów ruch
panel-hint = Podpowiedź
panel-hint-searching = Szukam dobrego ruchu…
panel-hint-move = Podpowiedź: { $mv }
panel-save = Zapisz
panel-load = Wczytaj
panel-settings = Ustawienia
panel-new-game = Nowa partia
panel-main-menu = Menu główne
panel-view-3d = Stół 3D
panel-view-2d = Plansza 2D
panel-camera-top = Z góry
panel-camera-attackers = Napastnicy
panel-camera-defenders = Obrońcy
panel-moves = Ruchy

die-about-to-be-thrown = Za chwilę rzut kostką.
die-throwing = Rzut kostką…
die-throw-of = Rzut: { $roll }
die-no-move = Brak ruchu: kolej przechodzi na przeciwnika.
die-move-exactly = { $roll ->
    [one] Przesuń pion dokładnie o { $roll } pole.
    [few] Przesuń pion dokładnie o { $roll } pola.
    [many] Przesuń pion dokładnie o { $roll } pól.
   *[other] Przesuń pion dokładnie o { $roll } pola.
}
die-move-up-to = { $roll ->
    [one] Przesuń pion najwyżej o { $roll } pole.
    [few] Przesuń pion najwyżej o { $roll } pola.
    [many] Przesuń pion najwyżej o { $roll } pól.
   *[other] Przesuń pion najwyżej o { $roll } pola.
}

overlay-turn-passes = { $side ->
    [attackers] Rzut: { $roll } – napastnicy nie mają ruchu, kolej na obrońców.
   *[defenders] Rzut: { $roll } – obrońcy nie mają ruchu, kolej na napastników.
}
overlay-replay = Powtórka
overlay-replay-move = ruch
overlay-replay-end = Wróć do końca
overlay-capture-title = Którego piona schwytać?
overlay-capture-why = Ruch { $mv } otacza kilka pionów naraz, a jednym ruchem można schwytać tylko jeden.
overlay-capture-how = Wybierz tutaj albo kliknij go na planszy.
overlay-capture-take = { $piece ->
    [attacker] Schwytaj napastnika na polu { $square }
    [defender] Schwytaj obrońcę na polu { $square }
    [king] Schwytaj króla na polu { $square }
   *[other] Schwytaj piona na polu { $square }
}
overlay-cancel = Anuluj

end-title = Koniec partii
# Pod tytułem „Koniec partii”: ile ruchów rozegrano.
end-after-moves = { $moves ->
    [one] łącznie { $moves } ruch
    [few] łącznie { $moves } ruchy
    [many] łącznie { $moves } ruchów
   *[other] łącznie { $moves } ruchu
}
end-new-game = Nowa partia
end-rematch = Rewanż ze zmianą stron
end-replay = Powtórka

panel-threats = Zagrożenia
# { $mv }: ruch w zapisie planszy, np. „e2-e5”.
confirm-title = Wykonać ruch { $mv }?
confirm-danger-escape = Po tym ruchu król ucieknie: { $reply }.
confirm-danger-captured = Po tym ruchu napastnicy schwytają króla: { $reply }.
confirm-danger-other = Po tym ruchu przeciwnik wygra ruchem { $reply }. { $reason }
confirm-play = Zagraj
confirm-take-back = Cofnij
confirm-keys = Enter zatwierdza ruch, Esc go cofa.
end-marked = Zaznaczone pola pokazują, jak zakończyła się partia.
