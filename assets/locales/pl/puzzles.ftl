## Zadania: pozycje, które komputer przeliczył do końca, i ranking gracza w zadaniach.

title-puzzles = Zadania
puzzles-title = Zadania
puzzles-intro = Pozycje z partii ludzi i komputerów, w których jedna strona wygrywa forsownie albo ma tylko jeden ruch, który ratuje partię. Komputer udowodnił każdą z nich: każdy ruch rozwiązania jest jedynym skutecznym.
# Ranking gracza w zadaniach: rośnie z każdym rozwiązanym zadaniem i spada z każdym nierozwiązanym.
puzzles-rating = Twój ranking w zadaniach: { $rating }
puzzles-solved = Rozwiązane: { $solved } z { $total }
puzzles-mixed = Dowolny motyw
puzzles-count = { $count ->
    [one] { $count } zadanie
    [few] { $count } zadania
    [many] { $count } zadań
   *[other] { $count } zadania
}
puzzles-back = Wstecz
puzzle-theme-escape = Ucieczka króla
puzzle-theme-king-capture = Schwytanie króla
puzzle-theme-defence = Obrona
puzzle-theme-shieldwall = Ściana tarcz
puzzle-theme-fort = Twierdza przy brzegu
puzzle-theme-encirclement = Okrążenie
puzzle-theme-one-capture = Jedno schwytanie na ruch
puzzle-theme-dice = Kostka
# Nad zadaniem: jego nazwa i trudność wyrażona rankingiem.
puzzle-heading = Zadanie { $id } · ranking { $rating }
# Po „w” stoi miejscownik: w jednym ruchu, w 2 ruchach, w 5 ruchach.
puzzle-task-win = { $side ->
    [attackers] Ruch napastników
   *[defenders] Ruch obrońców
}: znajdź wygraną w { $moves ->
    [one] jednym ruchu.
    [few] { $moves } ruchach; między twoimi ruchami odpowiada komputer.
    [many] { $moves } ruchach; między twoimi ruchami odpowiada komputer.
   *[other] { $moves } ruchach; między twoimi ruchami odpowiada komputer.
}
puzzle-task-defence = { $side ->
    [attackers] Ruch napastników
   *[defenders] Ruch obrońców
}: przeciwnik grozi wygraną. Znajdź jedyny ruch, który ratuje partię.
puzzle-hint = Podpowiedź
puzzle-hint-piece = Przesuń pion z pola { $square }.
puzzle-wrong = Ruch { $mv } nie prowadzi do celu.
puzzle-retry = Spróbuj jeszcze raz
puzzle-solved = Zadanie rozwiązane!
puzzle-rating-change = Twój ranking wynosił { $before }, teraz wynosi { $after }.
puzzle-next = Następne zadanie
puzzle-all = Wszystkie zadania
