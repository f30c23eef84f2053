## Partia w toku: strony i piony, wyniki, dlaczego partia się skończyła, dlaczego ruch
## odrzucono, zapowiedzi, poziomy komputera, skrót zasad.

side-title = { $side ->
    [attackers] Napastnicy
   *[defenders] Obrońcy
}
to-move = { $side ->
    [attackers] Ruch napastników
   *[defenders] Ruch obrońców
}
result-winner = { $side ->
    [attackers] Napastnicy wygrywają!
   *[defenders] Obrońcy wygrywają!
}
result-draw = Remis.

reason-king-captured = Król został schwytany.
reason-king-escaped = Król uciekł.
reason-exit-fort = Król broni się w twierdzy przy brzegu planszy, której nie da się zdobyć.
reason-encirclement = Wszyscy obrońcy zostali otoczeni.
reason-all-captured = Wszystkie piony jednej ze stron zostały schwytane.
reason-no-moves = Strona, która ma ruch, nie ma żadnego dozwolonego ruchu.
reason-repetition = Ta sama pozycja pojawiła się po raz trzeci.
reason-tuichi = Tuichi: król ma dwie wolne drogi ucieczki.

refusal-game-over = Partia już się zakończyła.
refusal-no-piece = Na polu { $square } nie ma piona.
refusal-not-your-piece = Pion na polu { $square } należy do strony, która nie ma teraz ruchu.
refusal-not-straight = Piony poruszają się w linii prostej: w pionie lub w poziomie.
refusal-blocked = Drogę zagradza pion na polu { $square }.
refusal-restricted = Ten pion nie może wejść na pole { $square }.
refusal-off-board = Pole { $square } leży poza planszą.
refusal-too-far = { $most ->
    [one] Tutaj piony poruszają się tylko o jedno pole, a nie o { $tried }.
    [few] Tutaj piony poruszają się najwyżej o { $most } pola, a nie o { $tried }.
    [many] Tutaj piony poruszają się najwyżej o { $most } pól, a nie o { $tried }.
   *[other] Tutaj piony poruszają się najwyżej o { $most } pola, a nie o { $tried }.
}
refusal-not-thrown = W tej kolejce nie rzucono jeszcze kostką.
refusal-not-the-throw = { $tried ->
    [one] Wynik rzutu ({ $roll }) nie pozwala na ruch o jedno pole.
    [few] Wynik rzutu ({ $roll }) nie pozwala na ruch o { $tried } pola.
    [many] Wynik rzutu ({ $roll }) nie pozwala na ruch o { $tried } pól.
   *[other] Wynik rzutu ({ $roll }) nie pozwala na ruch o { $tried } pola.
}
refusal-no-pass = Kolejkę można oddać tylko wtedy, gdy wynik rzutu nie pozwala na żaden ruch.
refusal-choose-capture = Można schwytać tylko jednego piona: wskaż którego ({ $choices }).
# Próba, którą gra odrzuca, zanim sprawdzi ją według zasad.
attempt-opponents-piece = { $side ->
    [attackers] Ten pion należy do napastników.
   *[defenders] Ten pion należy do obrońców.
}
attempt-nothing-selected = Najpierw wybierz jeden ze swoich pionów.

# Okrzyki zapisane tak, jak w dokumentach źródłowych, i ich znaczenie.
announce-raichi = Raichi!
announce-raichi-meaning = Król ma wolną drogę ucieczki.
announce-tuichi = Tuichi!
announce-tuichi-meaning = Król ma dwie wolne drogi: obu nie da się zablokować.
announce-rest = Odpoczynek!
announce-rest-meaning = Król odpoczywa między dwoma napastnikami: tylko on może się tam zatrzymać.

# Poziomy komputera zachowują staronordyckie nazwy; każdy opis mówi początkującym,
# dla kogo jest ten poziom i jak gra.
level-1-description = Na pierwsze partie: patrzy tylko jeden ruch naprzód i często wybiera ruch zaledwie przyzwoity.
level-2-description = Dla początkujących, którzy znają zasady: przewiduje twoją odpowiedź na swój ruch, ale nie dostrzega cichych groźb.
level-3-description = Dla osób z kilkoma partiami za sobą: liczy cztery ruchy naprzód, choć od czasu do czasu błądzi.
level-4-description = Dla graczy klubowych: chwilę się zastanawia, liczy głęboko i rzadko błądzi.
level-5-description = Dla silnych graczy: myśli dłużej i prawie nigdy nie odchodzi od najlepszego ruchu.
level-6-description = Najsilniejszy: wykorzystuje cały czas do namysłu i zawsze gra najlepszy znaleziony ruch.

brief-first = { $side ->
    [attackers] Zaczynają napastnicy.
   *[defenders] Zaczynają obrońcy.
}
brief-escape-corners = Król ucieka do rogu planszy.
brief-escape-edge = Król ucieka na dowolne pole przy brzegu planszy.
brief-escape-edge-empty = Król ucieka na pole przy brzegu, które na początku było puste.
brief-king-four-edge = Króla chwyta się z czterech stron (brzeg planszy liczy się za jedną).
brief-king-four = Króla chwyta się z czterech stron.
brief-king-near-throne = Do schwytania króla wystarczą dwa piony, ale obok tronu potrzeba trzech, a na tronie czterech.
brief-king-two = Króla chwyta się dwoma pionami, jak każdego innego piona.
brief-king-unarmed = Król nie bierze udziału w chwytaniu.
brief-move-one-step = Piony poruszają się tylko o jedno pole naraz.
brief-move-dice-at-most = W każdej kolejce rzuca się kostką: pion przechodzi najwyżej tyle pól, ile wypadło.
brief-move-dice-exactly = W każdej kolejce rzuca się kostką: pion przechodzi dokładnie tyle pól, ile wypadło.
brief-stop-between = Zwykły pion, który zatrzyma się między dwoma wrogami, zostaje schwytany; król może tam odpocząć.
brief-one-capture = Jeden ruch, jedno schwytanie: wybierasz, który pion.
brief-linnaean-defender = Obrońca przyparty do króla siedzącego na tronie zostaje schwytany.
brief-linnaean-king = Obrońca przyparty do króla siedzącego na tronie zostaje schwytany razem z królem.
brief-throne-guard = Tron chroni króla tylko do chwili, gdy król po raz pierwszy go opuści.
brief-throne-closes = Gdy król opuści tron, tron zostaje zamknięty.
brief-shieldwall = Ściany tarcz można chwytać.
brief-exit-fort = Niezdobyta twierdza przy brzegu daje królowi wygraną.
brief-encirclement = Otoczenie wszystkich obrońców daje wygraną.
brief-all-attackers = Schwytanie wszystkich napastników daje wygraną.
brief-tuichi-wins = Tuichi od razu daje wygraną.

rules-custom = Zasady własne
