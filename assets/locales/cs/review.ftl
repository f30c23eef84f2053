## Rozbor partie s počítačem.

panel-review = Rozbor
end-review = Projít partii
review-title = Rozbor partie
review-searching = Počítač prochází všechny pozice partie
review-close = Zavřít rozbor
# Pod grafem šance útočníků na výhru, v procentech.
review-graph-axis = Šance útočníků (%)
review-graph-line = Šance útočníků
review-keys = Klávesy se šipkami procházejí partii tah po tahu, Home a End skočí na její začátek a konec; můžete také kliknout do grafu nebo na tah.
# Hodnocení tahu zahraného ze zobrazené pozice. $judgement je good, inaccuracy, mistake nebo
# blunder; $before a $after jsou šance táhnoucí strany na výhru v procentech.
# Čeština: šance se může zmenšit i zvětšit, proto věta nemá sloveso „klesla“ ani „stoupla“.
review-judged = { $number }. { $mv } ({ $side ->
    [attackers] útočníci
   *[defenders] obránci
}): { $judgement ->
    [inaccuracy] nepřesnost
    [mistake] chyba
    [blunder] hrubá chyba
   *[good] dobrý tah
}. Jejich šance na výhru: { $before } % před tahem, { $after } % po něm.
review-better = Lepší byl tah { $mv } (ukazuje ho šipka).
review-try-again = Zkusit znovu
# Čeština: $mv je zde pořadové číslo tahu („Najděte lepší 12. tah.“).
review-try-ask = Najděte lepší { $mv }. tah.
review-try-good = { $mv }: ano, to pozici udrží.
review-try-bad = { $mv }: ani to ne. Zkuste jiný tah.
review-show-answer = Ukázat řešení
