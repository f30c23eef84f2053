## Ekran zasad: każdy przełącznik zasad, jego opis, skąd pochodzi i jakie ma wartości.

rules-section-who-starts = Kto zaczyna
rules-section-escape-and-corners = Ucieczka i rogi
rules-section-the-throne = Tron
rules-section-the-king = Król
rules-section-captures = Chwytanie
rules-section-how-the-game-ends = Koniec partii
rules-section-movement = Ruch pionów

switch-first-label = Kto wykonuje pierwszy ruch
switch-first-sentence = Strona, która wykonuje pierwszy ruch w partii.
switch-first-source = Polska instrukcja (zasada 2) i artykuł kataloński: obrońcy (Szwedzi); zasady współczesne: napastnicy.
switch-first-attackers = napastnicy
switch-first-defenders = obrońcy

switch-escape-label = Dokąd ucieka król
switch-escape-sentence = Pola, do których król musi dotrzeć, by wygrać.
switch-escape-source = Rogi: polska instrukcja (zasada 9), artykuły kataloński i czeski, zasady kopenhaskie. Dowolne pole przy brzegu: zasady francuskie (Tablut). Pola przy brzegu puste na początku: wariant 2 z artykułu katalońskiego.
switch-escape-corners = rogi planszy
switch-escape-edge = dowolne pole przy brzegu
switch-escape-edge-empty-at-start = pola przy brzegu puste na początku

switch-marked-corners-label = Rogi pozostają oznaczone
switch-marked-corners-sentence = Nawet gdy król ucieka na brzeg planszy, tylko on może się zatrzymać w rogu, a rogi pomagają chwytać tak, jak ustawiono niżej (gdy król ucieka do rogów, zawsze tak jest).
switch-marked-corners-source = Wariant 2 z artykułu katalońskiego.

switch-corners-hostile-label = Rogi pomagają chwytać
switch-corners-hostile-sentence = Pion stojący obok oznaczonego rogu można schwytać, przypierając go do rogu, tak jakby stał tam wróg.
switch-corners-hostile-source = Zasady kopenhaskie i artykuł czeski: każdy pion; Brandub: każdy oprócz króla; polska instrukcja (zasada 5): żaden (do schwytania potrzeba dwóch pionów).
switch-corners-hostile-all = każdy pion
switch-corners-hostile-soldiers-only = każdy pion oprócz króla
switch-corners-hostile-attackers-only = tylko napastnicy
switch-corners-hostile-none = żaden pion

switch-throne-stop-label = Kto może stanąć na tronie
switch-throne-stop-sentence = Kto może zakończyć ruch na tronie, czyli na środkowym polu.
switch-throne-stop-source = Polska instrukcja (zasada 1), artykuły kataloński i czeski: tylko król.
switch-throne-stop-king-only = tylko król
switch-throne-stop-nobody = nikt, gdy król już go opuścił

switch-throne-pass-label = Kto może przejść przez pusty tron
switch-throne-pass-sentence = Kto może przejść przez pusty tron w drodze na inne pole.
switch-throne-pass-source = Artykuły kataloński i czeski: każdy pion; rekonstrukcja Fidchell i Gwyddbwyll: tylko król.
switch-throne-pass-all = każdy pion
switch-throne-pass-king-only = tylko król
switch-throne-pass-nobody = nikt

switch-throne-closed-after-king-left-label = Tron zamyka się za królem
switch-throne-closed-after-king-left-sentence = Gdy król opuści tron, żaden pion nie może już na niego wejść ani przez niego przejść.
switch-throne-closed-after-king-left-source = Zasady francuskie (Tablut).

switch-empty-throne-hostile-label = Pusty tron pomaga chwytać
switch-empty-throne-hostile-sentence = Pion stojący obok pustego tronu można schwytać, przypierając go do tronu.
switch-empty-throne-hostile-source = Większość zestawów zasad: każdy pion; polska instrukcja (zasada 5): żaden; rekonstrukcja Fidchell i Gwyddbwyll: każdy oprócz króla.
switch-empty-throne-hostile-all = każdy pion
switch-empty-throne-hostile-soldiers-only = każdy pion oprócz króla
switch-empty-throne-hostile-attackers-only = tylko napastnicy
switch-empty-throne-hostile-none = żaden pion

switch-occupied-throne-hostile-to-attackers-label = Tron z królem pomaga chwytać napastników
switch-occupied-throne-hostile-to-attackers-sentence = Gdy król siedzi na tronie, napastnika stojącego obok można schwytać, przypierając go do tronu.
switch-occupied-throne-hostile-to-attackers-source = Zasady kopenhaskie i Fetlar.

switch-king-armed-label = Król walczy
switch-king-armed-sentence = Król może pomagać w chwytaniu wrogich pionów.
switch-king-armed-source = We wszystkich gotowych zestawach król walczy.

switch-king-capture-label = Chwytanie króla
switch-king-capture-sentence = Ilu napastników musi otoczyć króla, by go schwytać.
switch-king-capture-source = Cztery strony: polska instrukcja (zasada 8), artykuł czeski, zasady kopenhaskie; mniej z dala od tronu: Brandub; dwóch: Tawlbwrdd.
switch-king-capture-strong = ze wszystkich czterech stron
switch-king-capture-strong-near-throne = czterech na tronie, trzech obok niego, dwóch gdzie indziej
switch-king-capture-weak = dwóch, jak przy każdym pionie

switch-edge-against-king-label = Brzeg planszy działa przeciw królowi
switch-edge-against-king-sentence = Brzeg planszy liczy się jako napastnik, gdy król zostaje do niego przyparty i otoczony.
switch-edge-against-king-source = Polska instrukcja (zasada 8) i zasady francuskie (Tablut): tak; artykuł czeski: nie.

switch-throne-guard-label = Tron chroni króla
switch-throne-guard-sentence = Jak długo tron utrudnia schwytanie króla.
switch-throne-guard-source = Zasady francuskie (Brandub): potrzeba czterech napastników, „s'il n'a pas encore quitté son trône” (jeśli król jeszcze nie opuścił tronu).
switch-throne-guard-by-square = zawsze, gdy król na nim siedzi
switch-throne-guard-until-king-leaves = tylko do chwili, gdy król po raz pierwszy go opuści

switch-linnaean-capture-label = Chwytanie przy tronie z królem
switch-linnaean-capture-sentence = Gdy król siedzi na tronie, a napastnicy stoją z trzech stron, obrońcę z czwartej strony można schwytać, przypierając go do tronu.
switch-linnaean-capture-source = Brandub współcześnie: obrońca; zasady francuskie (Brandub): obrońca razem z królem, a napastnicy wygrywają.
switch-linnaean-capture-off = nie
switch-linnaean-capture-defender = obrońca zostaje schwytany
switch-linnaean-capture-defender-and-king = obrońca i król zostają schwytani

switch-stop-between-label = Zatrzymanie między dwoma wrogami
switch-stop-between-sentence = Co się dzieje ze zwykłym pionem, który kończy ruch między dwoma wrogimi pionami (najpierw zdejmuje się piony, które on sam schwytał); król zawsze może tam odpocząć.
switch-stop-between-source = Polska instrukcja, zasady 6 i 7 (gracz mówi wtedy „Odpoczynek!”).
switch-stop-between-safe = jest bezpieczny
switch-stop-between-captured = zostaje schwytany

switch-captures-per-move-label = Schwytania w jednym ruchu
switch-captures-per-move-sentence = Ile pionów można schwytać jednym ruchem.
switch-captures-per-move-source = Artykuł kataloński: „No es pot capturar més d'una peça en una mateixa jugada” (w jednym ruchu nie można schwytać więcej niż jednego piona).
switch-captures-per-move-all = wszystkie otoczone piony
switch-captures-per-move-one = jeden, do wyboru

switch-shieldwall-label = Ściana tarcz
switch-shieldwall-sentence = Rząd pionów wzdłuż brzegu planszy, z których każdy ma naprzeciw siebie wroga, zostaje schwytany w całości, gdy oba jego końce są zamknięte.
switch-shieldwall-source = Zasady kopenhaskie (jeden koniec może zamykać róg planszy).
switch-shieldwall-none = nie
switch-shieldwall-weak = tak, zamykana dwoma pionami
switch-shieldwall-strong = tak, koniec może zamykać róg

switch-exit-fort-label = Twierdza przy brzegu
switch-exit-fort-sentence = Król wygrywa także w twierdzy z obrońców przy brzegu planszy, której nie da się zdobyć.
switch-exit-fort-source = Zasady kopenhaskie.

switch-encirclement-label = Okrążenie
switch-encirclement-sentence = Napastnicy wygrywają także, zamykając wszystkich obrońców w pierścieniu.
switch-encirclement-source = Zasady kopenhaskie i Fetlar.

switch-all-attackers-captured-wins-label = Schwytanie wszystkich napastników daje wygraną
switch-all-attackers-captured-wins-sentence = Obrońcy wygrywają także, chwytając wszystkich napastników.
switch-all-attackers-captured-wins-source = Zasady francuskie (Tablut).

switch-all-defenders-captured-wins-label = Schwytanie wszystkich obrońców daje wygraną
switch-all-defenders-captured-wins-sentence = Napastnicy wygrywają także, chwytając wszystkich obrońców oprócz króla.
switch-all-defenders-captured-wins-source = Rekonstrukcja Gwyddbwyll.

switch-tuichi-wins-label = Tuichi daje wygraną
switch-tuichi-wins-sentence = Gdy król ma dwie wolne drogi (tuichi), od razu wygrywa: nikt nie zablokuje obu.
switch-tuichi-wins-source = Zasady francuskie (Tablut): „la partie est gagnée d'office” (partia jest wygrana od razu); także opcja z artykułu katalońskiego.

switch-routes-to-label = Dokąd prowadzą drogi raichi i tuichi
switch-routes-to-sentence = Dokąd muszą prowadzić wolne drogi króla, by zapowiedzieć raichi (jedna droga) lub tuichi (dwie).
switch-routes-to-source = Artykuł kataloński: do brzegu planszy, jak mówi jego tekst.
switch-routes-to-escape-squares = do pól ucieczki
switch-routes-to-edge = do dowolnego pola przy brzegu

switch-repetition-label = Pozycja powtórzona trzy razy
switch-repetition-sentence = Co się dzieje, gdy ta sama pozycja pojawia się po raz trzeci.
switch-repetition-source = Większość zestawów zasad: remis; zasady kopenhaskie: obrońcy przegrywają.
switch-repetition-ignored = nic
switch-repetition-draw = partia kończy się remisem
switch-repetition-repeater-loses = przegrywa strona, która powtarza
switch-repetition-defenders-lose = obrońcy przegrywają

switch-no-moves-label = Strona bez ruchu
switch-no-moves-sentence = Co się dzieje ze stroną, która nie ma żadnego dozwolonego ruchu.
switch-no-moves-source = Większość zestawów zasad: przegrywa; Fetlar: remis.
switch-no-moves-loses = przegrywa
switch-no-moves-draw = partia kończy się remisem

switch-movement-label = Jak daleko porusza się pion
switch-movement-sentence = Przez ile wolnych pól pion może przejść w jednym ruchu; w grze z kostką w każdej kolejce rzuca się jedną kostką, a gdy wynik nie pozwala na żaden ruch, kolej przechodzi na przeciwnika.
switch-movement-source = Dowolnie daleko: wszystkie źródła (polska instrukcja, zasada 3); kostka: artykuł czeski, w niektórych dawnych grach; jedno pole: rekonstrukcja Fidchell i Gwyddbwyll.
switch-movement-rook = dowolnie daleko, jak wieża
switch-movement-one-step = o jedno pole
switch-movement-dice-at-most = najwyżej tyle, ile wypadło na kostce
switch-movement-dice-exactly = dokładnie tyle, ile wypadło na kostce

switch-value-yes = tak
switch-value-no = nie

rules-title = Zasady
rules-start-from = Zacznij od
rules-take-every-switch = Skopiuj wszystkie przełączniki z…
rules-board-and-armies = Plansza i armie
# Plansza i jej armie: rozmiar, liczba napastników i obrońców (poza królem).
rules-layout = { $size }x{ $size }, { $attackers } na { $defenders } i król
rules-layout-own = { $size }x{ $size }, własny układ
# Plansza i jej armie, a po dwukropku gry, w które się na niej gra.
rules-layout-games = { $layout }: { $games }
# { $games }: lista nazw gier oddzielonych przecinkami.
rules-as-in = Gry z tym układem: { $games }.
rules-playable = Można grać.
rules-name = Nazwa
rules-save = Zapisz
rules-save-replace = Zapisz (zastąp)
rules-saved = Zapisano jako „{ $name }”: zestaw jest na liście „Twoje zestawy zasad”.
# Nazwa proponowana dla zestawu zasad utworzonego z innych zasad.
rules-own-name = { $rules } – moja wersja
# Nazwa zasad zmienionych, ale jeszcze nienazwanych.
rules-changed-name = { $rules } (ze zmianami)

## Gotowe zestawy: nazwa, pochodzenie, zasady w jednym akapicie i znaczenie słów cytowanych
## z dokumentu źródłowego.
## Uwaga: ekran zasad skraca nazwę zestawu do tekstu przed „ (”, by wymienić gry,
## więc nawias w nazwie powinien zawierać tylko źródło.

preset-hnefatafl-polish-name = Hnefatafl (polska instrukcja)
preset-hnefatafl-polish-origin = Polska instrukcja gry z zestawu do Hnefatafl, 11x11.
preset-hnefatafl-polish-summary = Pierwsze ruszają się siły królewskie. Tylko król może stanąć na tronie i w rogach planszy; wygrywa, gdy dotrze do rogu. Żadne pole nie jest wrogie: pion zostaje schwytany między dwoma pionami przeciwnika. Zwykły pion, który zatrzyma się między dwoma wrogami, sam zostaje schwytany (dopiero po zdjęciu pionów, które sam schwytał); tylko król może tam odpocząć – gracz zapowiada wtedy „Odpoczynek!”. Króla chwyta się z czterech stron albo z trzech, gdy czwartą jest tron lub brzeg planszy.
preset-hnefatafl-polish-quote-meaning = Pion może przejść między dwoma pionami przeciwnika, dopóki się między nimi nie zatrzyma.

preset-tablut-catalan-name = Tablut (artykuł kataloński)
preset-tablut-catalan-origin = Artykuł o grze Tablut z katalońskiej encyklopedii, według opisu Linneusza, 9x9.
preset-tablut-catalan-summary = Pierwsi ruszają się Szwedzi (obrońcy). Król wygrywa, gdy dotrze do rogu; rogi i pusty konakis (tron) pomagają chwytać każdy pion. Inne piony mogą przechodzić przez pusty konakis, ale nigdy się na nim nie zatrzymują. Króla chwyta się z czterech stron albo z trzech, gdy czwartą jest konakis. Drogi raichi i tuichi liczy się do brzegu planszy, tak jak mówi tekst. Przełączniki z artykułu: jedno schwytanie na ruch, ucieczka do rogów albo na pola przy brzegu puste na początku (wariant 2), tuichi daje wygraną.
preset-tablut-catalan-quote-meaning = Szwedzi wygrywają, jeśli król dotrze do jednego z czterech narożnych pól.

preset-tablut-french-name = Tablut (zasady francuskie)
preset-tablut-french-origin = Francuska karta zasad „Tablut (jeu du Roi)”, 9x9.
preset-tablut-french-summary = Pierwsi ruszają się obrońcy. Król ucieka na dowolne pole przy brzegu; obrońcy wygrywają także, chwytając wszystkich napastników. Gdy król opuści tron, tron staje się wrogi i żaden pion nie może na niego wejść ani przez niego przejść. Tuichi (dwie wolne drogi) od razu daje wygraną. Króla chwyta się z czterech stron albo z trzech, gdy czwartą jest konakis (tron) lub brzeg planszy.
preset-tablut-french-quote-meaning = Gdy król ma dwie wolne drogi, mówi „tuichi” i partia jest wygrana.

preset-brandub-french-name = Brandub (zasady francuskie)
preset-brandub-french-origin = Część o grze Brandub z francuskiej karty zasad „Tablut (jeu du Roi)”, 7x7.
preset-brandub-french-summary = Pierwsi ruszają się napastnicy. Król (Branán) ucieka do rogu; rogi są wrogie dla wszystkich pionów oprócz króla, a pusty tron – dla wszystkich. Walczącego króla chwytają dwaj napastnicy, obok tronu trzej, a na tronie czterej, ale tylko dopóki król go po raz pierwszy nie opuści. Obrońca przyparty do króla siedzącego na tronie zostaje schwytany razem z królem: napastnicy wygrywają.
preset-brandub-french-quote-meaning = Obrońca przyparty do tronu zostaje schwytany razem z królem.

preset-hnefatafl-czech-name = Hnefatafl (artykuł czeski)
preset-hnefatafl-czech-origin = Artykuł o grze Hnefatafl z czeskiej encyklopedii, 11x11.
preset-hnefatafl-czech-summary = Pierwsi ruszają się napastnicy (strona ciemna). Tylko król może wejść na środkowe pole i do rogów; inne piony przechodzą przez pusty środek. Rogi i pusty środek pomagają chwytać każdy pion. Króla chwyta się z czterech stron albo z trzech, gdy czwartą jest tron; brzeg planszy się nie liczy. Król wygrywa, gdy dotrze do rogu.
preset-hnefatafl-czech-quote-meaning = Król zostaje schwytany, gdy jest otoczony ze wszystkich czterech stron albo z trzech, a z czwartej jest tron.

preset-hnefatafl-czech-13-name = Hnefatafl 13x13 (artykuł czeski)
preset-hnefatafl-czech-13-origin = Większa plansza z artykułu o grze Hnefatafl z czeskiej encyklopedii, z armiami: 24 napastników przeciw 12 obrońcom i królowi.
preset-hnefatafl-czech-13-summary = Zasady z artykułu czeskiego na planszy 13x13, z tymi samymi 24 napastnikami przeciw 12 obrońcom i królowi, ustawionymi tak jak na planszy 11x11.
preset-hnefatafl-czech-13-quote-meaning = Gra się na planszy 11x11 albo na większej, 13x13: 12 białych kamieni i król przeciw 24 czarnym.

preset-copenhagen-name = Hnefatafl kopenhaski
preset-copenhagen-origin = Współczesne zasady turniejowe World Tafl Federation (aagenielsen.dk), 11x11.
preset-copenhagen-summary = Pierwsi ruszają się napastnicy. Król ucieka do rogu; tylko on może stanąć na tronie i w rogach, które są wrogie dla wszystkich pionów. Król walczy; chwyta się go z czterech stron albo z trzech, gdy czwartą jest pusty tron – nigdy przy brzegu planszy. Ściany tarcz można chwytać wzdłuż brzegów, niezdobyta twierdza przy brzegu daje wygraną królowi, a otoczenie wszystkich obrońców – napastnikom. Nieustanne powtarzanie pozycji oznacza przegraną obrońców.

preset-fetlar-name = Hnefatafl Fetlar
preset-fetlar-origin = Zasady mistrzostw świata w Hnefatafl na wyspie Fetlar z 2008 roku, 11x11.
preset-fetlar-summary = Pierwsi ruszają się napastnicy. Król ucieka do rogu; rogi i pusty tron są wrogie. Walczącego króla chwyta się z czterech stron albo z trzech obok pustego tronu. Otoczenie wszystkich obrońców daje wygraną napastnikom. Powtórzenie pozycji i strona bez ruchu oznaczają remis.

preset-hnefatafl-name = Hnefatafl (wersja typowa)
preset-hnefatafl-origin = Typowe odczytanie polskiej instrukcji gry razem z artykułem z czeskiej encyklopedii, 11x11.
preset-hnefatafl-summary = Pierwsze ruszają się siły królewskie. Tylko król może stanąć na tronie i w rogach; wygrywa, gdy dotrze do rogu. Zwykły pion zostaje schwytany między dwoma wrogami albo między wrogiem a wrogim polem. Króla chwyta się z czterech stron albo z trzech, gdy czwartą jest tron lub brzeg planszy.

preset-hnefatafl-13-name = Hnefatafl 13x13
preset-hnefatafl-13-origin = Większa plansza wymieniona w artykule z czeskiej encyklopedii, z zasadami kopenhaskimi.
preset-hnefatafl-13-summary = Zasady kopenhaskie na planszy 13x13: ucieczka do rogów, silny, walczący król, którego nie można schwytać przy brzegu, ściany tarcz, twierdze przy brzegu i okrążenie.

preset-tablut-name = Tablut
preset-tablut-origin = Relacja Linneusza z Laponii z 1732 roku (w ujęciu artykułu z katalońskiej encyklopedii i francuskiej karty zasad), 9x9.
preset-tablut-summary = Pierwsi ruszają się Szwedzi (obrońcy). Król wygrywa, gdy dotrze do dowolnego pola przy brzegu. Chwyta się go z czterech stron albo z trzech, gdy czwartą jest pusty tron. Obrońcy wygrywają także, chwytając wszystkich napastników. Raichi i tuichi zapowiadają jedną i dwie wolne drogi. Przełączniki: ucieczka tylko do rogów, ucieczka tylko na pola przy brzegu puste na początku, tron zamykany po odejściu króla, natychmiastowa wygrana po tuichi.

preset-brandub-name = Brandub
preset-brandub-origin = Irlandzka gra z francuskiej karty zasad, 7x7.
preset-brandub-summary = Pierwsi ruszają się napastnicy. Król (Branán) ucieka do rogu; rogi są wrogie dla wszystkich pionów oprócz króla, a pusty tron – dla wszystkich. Król walczy; z dala od tronu chwytają go dwaj napastnicy, obok tronu trzej, a na tronie czterej. Obrońcę stojącego z czwartej strony króla siedzącego na tronie można schwytać, przypierając go do tronu.

preset-ard-ri-name = Ard Rí
preset-ard-ri-origin = Szkocka gra „wielkiego króla” wymieniona w artykule z czeskiej encyklopedii; układ według Ludii, zasady zrekonstruowane.
preset-ard-ri-summary = Pierwsi ruszają się napastnicy, na ciasno zastawionej planszy 7x7. Król ucieka na dowolne pole przy brzegu. Walczy, a chwyta się go z czterech stron albo z trzech, gdy czwartą jest tron.

preset-tawlbwrdd-name = Tawlbwrdd
preset-tawlbwrdd-origin = Walijska gra wymieniona w katalońskim i czeskim artykule encyklopedycznym; układ Bella jak w OpenTafl, 11x11.
preset-tawlbwrdd-summary = Pierwsi ruszają się napastnicy. Król ucieka na dowolne pole przy brzegu, ale jest słaby: dwaj napastnicy chwytają go jak każdego innego piona.

preset-alea-evangelii-name = Alea Evangelii
preset-alea-evangelii-origin = Anglosaska „gra Ewangelii” wymieniona w artykule z czeskiej encyklopedii; układ z OpenTafl, 19x19.
preset-alea-evangelii-summary = Pierwsi ruszają się napastnicy, na wielkiej planszy 19x19. Król ucieka do jednego z czterech schronień 2x2 w rogach, do których tylko on może wejść i które są wrogie dla wszystkich. Walczącego króla chwyta się z czterech stron albo z trzech, gdy czwartą jest pusty tron.

preset-fidchell-name = Fidchell
preset-fidchell-origin = Irlandzka „drewniana mądrość” wymieniona w artykule z czeskiej encyklopedii, na planszy 7x7 z Ballinderry. Zasady się nie zachowały; to rekonstrukcja opublikowana dla jej walijskiej bliźniaczki, gry Gwyddbwyll („Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games”, 2010), z identycznymi zasadami.
preset-fidchell-summary = Te same zasady co w Gwyddbwyll: król i czterech obrońców przeciw ośmiu napastnikom. Każdy pion porusza się tylko o jedno pole naraz. Tylko król może wejść na środkowe pole i do rogów; wygrywa, gdy dotrze do rogu. Pusty środek pomaga chwytać każdy pion oprócz króla. Króla chwyta się z czterech stron albo z trzech przy brzegu planszy. Napastnicy wygrywają także, chwytając wszystkich czterech obrońców.

preset-gwyddbwyll-name = Gwyddbwyll
preset-gwyddbwyll-origin = Walijska gra wymieniona w artykule z czeskiej encyklopedii, 7x7, w rekonstrukcji z książki „Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games” (2010), na wzór planszy z Ballinderry.
preset-gwyddbwyll-summary = Król i czterech obrońców przeciw ośmiu napastnikom. Każdy pion porusza się tylko o jedno pole naraz. Tylko król może wejść na środkowe pole i do rogów; wygrywa, gdy dotrze do rogu. Pusty środek pomaga chwytać każdy pion oprócz króla. Króla chwyta się z czterech stron albo z trzech przy brzegu planszy. Napastnicy wygrywają także, chwytając wszystkich czterech obrońców.
