## Lekcje: ekran z ich listą, panel obok planszy w trakcie lekcji oraz tytuł, zasada
## i zadanie każdej reguły. $switch to wybór, jakiego zestaw zasad dokonuje dla danej
## reguły (warianty niżej); $side to strona, którą rusza się gracz; $squares to pola
## wymienione w zadaniu („c1, d1, e1”); $moves to liczba ruchów, na które pozwala zadanie.

learn-title = Nauka gry
# { $rules }: nazwa zestawu zasad (np. „Brandub”), stąd dwukropek zamiast odmiany.
learn-how-to-play = Jak grać: { $rules }
learn-intro = Każda zasada tej gry ma swoją krótką lekcję: obejrzyj przykład, a potem wykonaj ruch samodzielnie.
learn-newcomer = Tafl to dla ciebie nowość? Zacznij od gry Brandub: mała plansza i niewiele zasad. Przejdź jej lekcje, a potem zagraj partię z komputerem na poziomie Thrall, najłatwiejszym ze wszystkich.
# „lekcji” to zarazem dopełniacz liczby pojedynczej i mnogiej, więc forma pasuje do każdej liczby.
learn-done = Ukończono { $done } z { $total } lekcji
learn-back = Wstecz
learn-play = Zagraj partię

lesson-count = Lekcja { $number } z { $total }
lesson-watch = Popatrz:
lesson-your-turn = { $side ->
    [attackers] Twój ruch – grasz napastnikami:
   *[defenders] Twój ruch – grasz obrońcami:
}
lesson-passed = Brawo!
lesson-missed = Niezupełnie.
lesson-show-again = Pokaż przykład jeszcze raz
lesson-skip-example = Pomiń przykład
lesson-try-again = Spróbuj jeszcze raz
lesson-next = Następna lekcja
lesson-all = Wszystkie lekcje

lesson-miss-illegal = Zasady na to nie pozwalają: { $why }
lesson-miss-allowed = Ten ruch jest dozwolony. W tej lekcji masz spróbować ruchu, którego zasady zabraniają.
lesson-miss-elsewhere = Pion nie zakończył ruchu na polu wskazanym w lekcji.
lesson-miss-nothing-taken = Niczego nie schwytano. Pion zostaje schwytany tylko wtedy, gdy ruch zamknie go w pułapce.
lesson-miss-other-pieces = Ten ruch schwytał piona, ale nie tego, o którego chodziło w lekcji.
lesson-miss-mover-died = Twój pion zatrzymał się między dwoma wrogami i został schwytany.
lesson-miss-mover-survived = Twój pion wciąż stoi: musi się zatrzymać dokładnie między dwoma wrogami.
lesson-miss-no-end = Partia trwa dalej: to nie był zwycięski ruch.
lesson-miss-other-end = Partia się skończyła, ale inaczej, niż zakładała lekcja: { $reason }
lesson-miss-not-announced = Po tym ruchu strona króla nie ma czego zapowiedzieć.
lesson-miss-stoppable = Przeciwnik może się przed tym obronić. Szukaj ruchu, którego nie zdoła powstrzymać.

lesson-movement-title = Jak poruszają się piony
lesson-movement-rule = { $switch ->
    [one-step] Każdy pion, także król, porusza się o jedno pole naraz, w pionie lub w poziomie, nigdy po przekątnej.
    [dice-at-most] Na początku każdej kolejki rzuca się kostką. Każdy pion, także król, przechodzi w pionie lub w poziomie najwyżej tyle wolnych pól, ile wypadło na kostce.
    [dice-exactly] Na początku każdej kolejki rzuca się kostką. Każdy pion, także król, przechodzi w pionie lub w poziomie dokładnie tyle wolnych pól, ile wypadło na kostce.
   *[rook] Każdy pion, także król, porusza się jak wieża w szachach: o dowolną liczbę wolnych pól w pionie lub w poziomie, bez ruchów po przekątnej i bez przeskakiwania innych pionów.
}
lesson-movement-task = { $switch ->
    [one-step] Przesuń obrońcę o jedno pole, na któreś z pól: { $squares }.
    [rook] Przesuń obrońcę jednym ruchem aż na pole { $squares }.
   *[other] Przesuń obrońcę tak, jak pozwala kostka, na któreś z pól: { $squares }.
}

lesson-capture-title = Chwytanie piona
lesson-capture-rule = Pion zostaje schwytany, gdy przeciwnik ruchem zamknie go między dwoma swoimi pionami, w pionie lub w poziomie. Chwyta tylko ten ruch, który zamyka pułapkę.
lesson-capture-task = { $side ->
    [attackers] Schwytaj obrońcę na polu { $squares }.
   *[defenders] Schwytaj napastnika na polu { $squares }.
}

lesson-throne-hostile-title = Pusty tron jako wróg
lesson-throne-hostile-rule = { $switch ->
    [attackers] Pusty tron liczy się jako wróg napastników: by schwytać napastnika stojącego obok niego, wystarczy jeden obrońca z drugiej strony.
    [soldiers] Pusty tron liczy się jako wróg zwykłych pionów obu stron, ale nie króla: by schwytać piona stojącego obok niego, wystarczy jeden wróg z drugiej strony.
   *[all] Pusty tron liczy się jako wróg każdego piona: by schwytać piona stojącego obok niego, wystarczy jeden wróg z drugiej strony.
}
lesson-throne-hostile-task = { $side ->
    [attackers] Schwytaj obrońcę na polu { $squares }, przypierając go do pustego tronu.
   *[defenders] Schwytaj napastnika na polu { $squares }, przypierając go do pustego tronu.
}

lesson-corners-hostile-title = Rogi jako wrogowie
lesson-corners-hostile-rule = { $switch ->
    [attackers] Rogi liczą się jako wrogowie napastników: by schwytać napastnika stojącego obok rogu, wystarczy jeden obrońca z drugiej strony.
    [soldiers] Rogi liczą się jako wrogowie zwykłych pionów obu stron, ale nie króla: by schwytać piona stojącego obok rogu, wystarczy jeden wróg z drugiej strony.
   *[all] Rogi liczą się jako wrogowie każdego piona: by schwytać piona stojącego obok rogu, wystarczy jeden wróg z drugiej strony.
}
lesson-corners-hostile-task = { $side ->
    [attackers] Schwytaj obrońcę na polu { $squares }, przypierając go do rogu.
   *[defenders] Schwytaj napastnika na polu { $squares }, przypierając go do rogu.
}

lesson-throne-stop-title = Kto może stanąć na tronie
lesson-throne-stop-rule = { $switch ->
    [nobody] Nikt nie może się zatrzymać na tronie: ani zwykłe piony, ani nawet król, gdy już go opuścił.
   *[king] Tylko król może się zatrzymać na tronie.
}
lesson-throne-stop-task = Spróbuj postawić obrońcę na tronie: gra nie pozwoli na ten ruch.

lesson-throne-pass-title = Przejście przez pusty tron
lesson-throne-pass-rule = { $switch ->
    [all] Każdy pion może przejść przez pusty tron, byle się na nim nie zatrzymał.
    [king] Tylko król może przejść przez pusty tron; zwykłe piony muszą go obejść.
   *[nobody] Żaden pion nie może przejść przez tron: każdy musi go obejść.
}
lesson-throne-pass-task = { $switch ->
    [all] Przeprowadź obrońcę przez pusty tron na któreś z pól: { $squares }.
   *[other] Spróbuj przeprowadzić obrońcę przez pusty tron: gra nie pozwoli na ten ruch.
}

lesson-corners-forbidden-title = Rogi należą do króla
lesson-corners-forbidden-rule = Tylko król może wejść do rogu. Zwykłe piony obu stron nie mogą się w nim zatrzymać ani przez niego przejść.
lesson-corners-forbidden-task = Spróbuj wprowadzić obrońcę do rogu: gra nie pozwoli na ten ruch.

lesson-king-by-two-title = Chwytanie króla dwoma pionami
lesson-king-by-two-rule = { $switch ->
    [near] Z dala od tronu i pól obok niego króla chwyta się jak każdego innego piona: między dwoma napastnikami, w pionie lub w poziomie.
   *[plain] Króla chwyta się jak każdego innego piona: między dwoma napastnikami, w pionie lub w poziomie.
}
lesson-king-by-two-task = Schwytaj króla swoim napastnikiem.

lesson-king-by-four-title = Chwytanie króla czterema pionami
lesson-king-by-four-rule = Król jest silny: by go schwytać, napastnicy muszą go otoczyć ze wszystkich czterech stron.
lesson-king-by-four-task = Otocz króla z czwartej strony.

lesson-king-on-throne-title = Król na tronie
lesson-king-on-throne-rule = Na tronie król zostaje schwytany dopiero wtedy, gdy napastnicy stoją ze wszystkich czterech jego stron.
lesson-king-on-throne-task = Otocz króla na tronie czwartym napastnikiem.

lesson-king-beside-throne-title = Król obok tronu
lesson-king-beside-throne-rule = Gdy król stoi obok pustego tronu, tron liczy się jako czwarty napastnik: do schwytania króla wystarczą trzej napastnicy z pozostałych stron.
lesson-king-beside-throne-task = Schwytaj króla, przypierając go do tronu trzecim napastnikiem.

lesson-king-against-edge-title = Król przy brzegu planszy
lesson-king-against-edge-rule = Brzeg planszy liczy się przeciw królowi jako napastnik: przy brzegu chwytają go trzej napastnicy.
lesson-king-against-edge-task = Schwytaj króla, przypierając go do brzegu trzecim napastnikiem.

lesson-king-armed-title = Czy król walczy?
lesson-king-armed-rule = { $switch ->
    [yes] Król walczy u boku swoich obrońców: może być jednym z dwóch pionów, które zamykają napastnika.
   *[no] Król nie walczy: nie może pomagać w chwytaniu napastników, mogą to robić tylko jego obrońcy.
}
lesson-king-armed-task = { $switch ->
    [yes] Schwytaj królem napastnika na polu { $squares }.
   *[no] Schwytaj napastnika na polu { $squares }: król tego nie zrobi, potrzebny jest obrońca.
}

lesson-escape-title = Ucieczka króla
lesson-escape-rule = { $switch ->
    [corners] Obrońcy wygrywają, gdy król dotrze do jednego z rogów planszy.
    [edge] Obrońcy wygrywają, gdy król dotrze do dowolnego pola przy brzegu planszy.
   *[edge-empty] Obrońcy wygrywają, gdy król dotrze do pola przy brzegu, które na początku partii było puste. Pola, na których stały piony, nie dają ucieczki.
}
lesson-escape-task = { $switch ->
    [edge-empty] Ucieknij królem. Pole przy brzegu, na którym na początku stał pion, nie daje ucieczki, nawet jeśli teraz jest puste.
   *[other] Ucieknij królem.
}

lesson-shieldwall-title = Ściana tarcz
lesson-shieldwall-rule = { $switch ->
    [corner] Rząd pionów wzdłuż brzegu, z których każdy ma naprzeciw siebie wroga, zostaje schwytany w całości, gdy oba końce rzędu zamykają wrogie piony lub róg.
    [one-capture] Rząd pionów wzdłuż brzegu, z których każdy ma naprzeciw siebie wroga, można chwytać, gdy oba końce rzędu są zamknięte. Jeden ruch chwyta jednak tylko jednego piona, więc z rzędu pada tylko jeden pion.
   *[plain] Rząd pionów wzdłuż brzegu, z których każdy ma naprzeciw siebie wroga, zostaje schwytany w całości, gdy wrogie piony zamkną oba końce rzędu.
}
lesson-shieldwall-task = { $switch ->
    [one-capture] Zamknij rząd na polach { $squares } i schwytaj jednego z jego pionów.
   *[other] Zamknij rząd i schwytaj jednym ruchem piony na polach { $squares }.
}

lesson-exit-fort-title = Twierdza przy brzegu
lesson-exit-fort-rule = Obrońcy wygrywają także wtedy, gdy król stoi przy brzegu, może się ruszać i jest otoczony murem obrońców, którego napastnicy nigdy nie przełamią.
lesson-exit-fort-task = Zamknij twierdzę wokół króla ostatnim obrońcą.

lesson-encirclement-title = Okrążenie
lesson-encirclement-rule = Napastnicy wygrywają także wtedy, gdy zamkną w pierścieniu wszystkich obrońców razem z królem, tak że żaden z nich nie może dotrzeć do brzegu.
lesson-encirclement-task = Zamknij pierścień ostatnim napastnikiem.

lesson-raichi-title = Raichi: jedna wolna droga
lesson-raichi-rule = Gdy król ma prostą, wolną drogę do pola, na którym by uciekł, jego strona mówi „raichi”, tak jak szachiści mówią „szach”. Napastnicy muszą od razu zablokować tę drogę.
lesson-raichi-task = Przesuń króla tak, by miał dokładnie jedną wolną drogę ucieczki.

lesson-tuichi-title = Tuichi: dwie wolne drogi
lesson-tuichi-rule = { $switch ->
    [yes] Gdy król ma dwie wolne drogi ucieczki, jego strona mówi „tuichi”: w tej grze oznacza to natychmiastową wygraną.
   *[no] Gdy król ma dwie wolne drogi ucieczki, jego strona mówi „tuichi”: napastnicy mogą zablokować tylko jedną z nich.
}
lesson-tuichi-task = { $switch ->
    [yes] Otwórz królowi dwie drogi jednym ruchem.
   *[no] { $moves ->
        [one] Otwórz królowi dwie drogi jednym ruchem.
        [few] Otwórz królowi dwie drogi, a potem ucieknij tą, która zostanie wolna.
        [many] Otwórz królowi dwie drogi, a potem ucieknij tą, która zostanie wolna.
       *[other] Otwórz królowi dwie drogi, a potem ucieknij tą, która zostanie wolna.
    }
}

lesson-stop-between-title = Nie zatrzymuj się między dwoma wrogami
lesson-stop-between-rule = Zwykły pion, który zatrzyma się między dwoma wrogimi pionami, zostaje od razu schwytany. Może między nimi przejść, ale nie może się tam zatrzymać.
lesson-stop-between-task = Postaw obrońcę między dwoma napastnikami i zobacz, co się stanie.

lesson-king-rests-title = Król odpoczywa: „Odpoczynek!”
lesson-king-rests-rule = Tylko król może się zatrzymać między dwoma napastnikami i nie zostać schwytany. Jego strona zapowiada wtedy „Odpoczynek!”.
lesson-king-rests-task = Zatrzymaj króla między dwoma napastnikami.

lesson-one-capture-title = Jeden ruch, jedno schwytanie
lesson-one-capture-rule = Jeden ruch chwyta najwyżej jednego piona. Gdy mógłby schwytać dwa, wybiera gracz, który wykonuje ruch.
lesson-one-capture-task = Otocz obu obrońców naraz i wybierz, którego schwytać: { $squares }.

lesson-linnaean-title = Przy tronie z królem
lesson-linnaean-rule = { $switch ->
    [yes] Gdy król siedzi na tronie, a napastnicy stoją z trzech jego stron, obrońcę z czwartej strony można schwytać, przypierając go do tronu, a król pada razem z nim.
   *[no] Gdy król siedzi na tronie, a napastnicy stoją z trzech jego stron, obrońcę z czwartej strony można schwytać, przypierając go do tronu.
}
lesson-linnaean-task = { $switch ->
    [yes] Schwytaj obrońcę z czwartej strony króla, a razem z nim samego króla.
   *[no] Schwytaj obrońcę na polu { $squares }, przypierając go do tronu z królem.
}

lesson-throne-guard-title = Tron chroni króla tylko raz
lesson-throne-guard-rule = Tron chroni króla tylko do chwili, gdy król po raz pierwszy go opuści. Potem na tronie chwytają go dwaj napastnicy, jak wszędzie indziej.
lesson-throne-guard-task = Król opuścił tron i na niego wrócił. Schwytaj go tam dwoma napastnikami.

lesson-throne-closed-title = Tron jest zamknięty
lesson-throne-closed-rule = Gdy król opuści tron, nikt nie może już na niego wejść ani przez niego przejść.
lesson-throne-closed-task = Król opuścił tron. Spróbuj przeprowadzić przez niego obrońcę: gra nie pozwoli na ten ruch.

lesson-occupied-throne-title = Tron wspiera swojego króla
lesson-occupied-throne-rule = Gdy siedzi na nim król, tron liczy się jako wróg napastników: by schwytać napastnika stojącego obok niego, wystarczy jeden obrońca z drugiej strony.
lesson-occupied-throne-task = Schwytaj napastnika na polu { $squares }, przypierając go do tronu z królem.

lesson-repetition-title = Trzy razy ta sama pozycja
lesson-repetition-rule = { $switch ->
    [draw] Gdy ta sama pozycja pojawi się po raz trzeci, partia kończy się remisem.
    [repeater-loses] Gdy ta sama pozycja pojawi się po raz trzeci, przegrywa strona, której ruch do niej doprowadził.
   *[defenders-lose] Gdy ta sama pozycja pojawi się po raz trzeci, obrońcy przegrywają: nie mogą się bronić, powtarzając ruchy.
}
lesson-repetition-task = Te same ruchy powtórzyły się już dwa razy. Wykonaj ruch, który po raz trzeci odtworzy tę samą pozycję.

lesson-no-moves-title = Brak ruchu
lesson-no-moves-rule = { $switch ->
    [draw] Strona, która w swojej kolejce nie może wykonać żadnego ruchu, nie może grać dalej: partia kończy się remisem.
   *[loses] Strona, która w swojej kolejce nie może wykonać żadnego ruchu, przegrywa partię.
}
lesson-no-moves-task = Zostaw napastników bez żadnego ruchu.

lesson-all-attackers-captured-title = Schwytanie wszystkich napastników
lesson-all-attackers-captured-rule = Obrońcy wygrywają także, chwytając wszystkich napastników.
lesson-all-attackers-captured-task = Schwytaj ostatniego napastnika.

lesson-all-defenders-captured-title = Schwytanie wszystkich obrońców
lesson-all-defenders-captured-rule = Napastnicy wygrywają także, chwytając wszystkich obrońców oprócz króla.
lesson-all-defenders-captured-task = Schwytaj ostatniego obrońcę.
