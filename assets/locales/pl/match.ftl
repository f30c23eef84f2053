## Gra z zegarem: zegary, poddanie partii, remisy i mecze złożone z par partii.

## Koniec partii z woli graczy. $side to strona, która się poddała albo której upłynął czas.
reason-resignation = { $side ->
    [attackers] Napastnicy poddali partię.
   *[defenders] Obrońcy poddali partię.
}
reason-time = { $side ->
    [attackers] Upłynął czas napastników.
   *[defenders] Upłynął czas obrońców.
}
reason-agreement = Gracze zgodzili się na remis.

## Zegary w panelu bocznym. $time wygląda jak 4:59 albo 0:08.3.
# W byo-yomi: czas pozostały w bieżącym okresie i liczba pozostałych okresów (razem z nim).
clock-byo-yomi = { $periods ->
    [one] ostatni okres
    [few] { $periods } okresy
    [many] { $periods } okresów
   *[other] { $periods } okresu
}
# Czas podstawowy jeszcze biegnie, a po nim czekają okresy byo-yomi.
clock-main-and-periods = + { $periods }×

## Zegar wybierany na ekranie nowej partii.
clock-heading = Zegar
clock-none = Bez zegara
# $minutes czasu podstawowego i nic więcej: gdy się skończy, partia jest przegrana na czas.
clock-sudden-death = { $minutes } min
# Fischer: $seconds dodawane po każdym ruchu.
clock-fischer = { $minutes } min + { $seconds } s na ruch
# Byo-yomi: po czasie podstawowym $periods okresów po $seconds sekund.
clock-byo-yomi-control = { $minutes } min, potem { $periods } × { $seconds } s
# Nazwane tempo i jego opis: „Błyskawiczne: 5 min + 3 s na ruch”.
clock-named = { $name }: { $shape }
# Nazwy temp jak w polskich szachach (szachy błyskawiczne, szybkie, klasyczne);
# rodzaj nijaki pasuje do „tempo”.
clock-preset-blitz = Błyskawiczne
clock-preset-rapid = Szybkie
clock-preset-classical = Klasyczne
clock-preset-overtime = Byo-yomi
clock-custom = Własne tempo…
# Stoi za polem z liczbą (1–180), więc skrót „min” pasuje do każdej liczby.
clock-minutes = min
clock-increment = Czas dodawany
clock-periods = Byo-yomi
# Stoi za polem z liczbą sekund, stąd skrót.
clock-seconds = s
clock-seconds-a-move = s na ruch

## Mecze złożone z par partii.
match-choice = Mecz: pary partii ze zmianą stron
# Stoi za polem z liczbą par, więc to tylko rzeczownik: 1 para, 2 pary, 5 par partii.
match-pairs = { $pairs ->
    [one] para partii
    [few] pary partii
    [many] par partii
   *[other] pary partii
}
match-game = Mecz: partia { $game } z { $games }
# Wynik meczu: nazwa i punkty każdego gracza (wygrana 1, remis ½).
match-score = { $first } { $first_points } – { $second_points } { $second }
# Gracz w meczu z komputerem.
match-you = Ty
# Gracz w meczu dwojga ludzi: Gracz 1 pierwszy gra napastnikami.
match-player = Gracz { $number }
# $player bywa „Ty”, „Gracz 1” albo nazwą poziomu komputera, więc zdanie nie ma
# czasownika, który musiałby się z nim zgadzać.
match-won-points = Zwycięstwo w meczu na punkty: { $player }.
match-won-faster = Zwycięstwo w meczu dzięki szybszej wygranej: { $player }.
match-even = Mecz kończy się remisem.
end-next-game = Następna partia

## Poddanie partii i remisy.
panel-resign = Poddaj się
panel-offer-draw = Zaproponuj remis
draw-weighing = Komputer rozważa twoją propozycję…
draw-declined = Propozycja remisu została odrzucona.
resign-title = Poddać partię?
resign-question = { $side ->
    [attackers] Napastnicy poddają partię, a obrońcy wygrywają.
   *[defenders] Obrońcy poddają partię, a napastnicy wygrywają.
}
resign-yes = Poddaj się
resign-no = Graj dalej
draw-title = Propozycja remisu
draw-question = { $side ->
    [attackers] Napastnicy proponują remis. Czy obrońcy go przyjmują?
   *[defenders] Obrońcy proponują remis. Czy napastnicy go przyjmują?
}
draw-accept = Przyjmij remis
draw-decline = Odrzuć
