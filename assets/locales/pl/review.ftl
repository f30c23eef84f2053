## Analiza partii z komputerem.

panel-review = Analiza
end-review = Przeanalizuj partię
review-title = Analiza partii
review-searching = Komputer analizuje każdą pozycję
review-close = Zamknij analizę
# Podpis osi wykresu szans napastników na wygraną, w procentach.
review-graph-axis = Szanse napastników, %
review-graph-line = Szanse napastników
review-keys = Strzałkami przechodzisz przez partię ruch po ruchu, klawiszami Home i End – na jej początek i koniec; możesz też kliknąć wykres albo ruch.
# Ocena ruchu wykonanego z pokazanej pozycji. $judgement to good, inaccuracy, mistake
# albo blunder; $before i $after to szanse strony, która wykonała ruch, w procentach.
# Szanse mogą wzrosnąć, spaść albo się nie zmienić, stąd „przed ruchem” i „po nim”
# zamiast czasownika.
review-judged = { $number }. { $mv } ({ $side ->
    [attackers] napastnicy
   *[defenders] obrońcy
}) – { $judgement ->
    [inaccuracy] niedokładność
    [mistake] błąd
    [blunder] poważny błąd
   *[good] dobry ruch
}. Ich szanse: { $before }% przed ruchem, { $after }% po nim.
review-better = Lepszy był ruch { $mv } (pokazuje go strzałka).
review-try-again = Spróbuj jeszcze raz
# { $mv } to tu numer ruchu w partii, a nie sam ruch.
review-try-ask = Ruch { $mv }: znajdź lepszy.
review-try-good = { $mv }: tak, ten ruch utrzymuje pozycję.
review-try-bad = { $mv }: ten też nie. Spróbuj innego ruchu.
review-show-answer = Pokaż rozwiązanie
