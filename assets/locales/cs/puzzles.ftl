## Úlohy: pozice, které počítač propočítal do konce, a hráčovo hodnocení úloh.

title-puzzles = Úlohy
puzzles-title = Úlohy
puzzles-intro = Pozice ze skutečných i počítačových partií, v nichž jedna strana vyhrává vynuceně nebo má jediný tah, který pozici udrží. Každou z nich počítač propočítal až do konce: každý tah řešení je jediný, který vede k cíli.
# Hráčovo hodnocení úloh: s každou vyřešenou úlohou stoupá, s každou nevyřešenou klesá.
puzzles-rating = Vaše hodnocení úloh: { $rating }
# Čeština: „popisek: číslo“ nepotřebuje tvar množného čísla.
puzzles-solved = Vyřešené úlohy: { $solved } z { $total }
puzzles-mixed = Libovolné téma
puzzles-count = { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
    [many] { $count } úlohy
   *[other] { $count } úloh
}
puzzles-back = Zpět
puzzle-theme-escape = Králův útěk
puzzle-theme-king-capture = Zajetí krále
puzzle-theme-defence = Obrana
puzzle-theme-shieldwall = Štítová hradba
puzzle-theme-fort = Úniková pevnost
puzzle-theme-encirclement = Obklíčení
puzzle-theme-one-capture = Jeden kámen za tah
puzzle-theme-dice = Kostka
# Nad úlohou: její označení a obtížnost vyjádřená hodnocením.
puzzle-heading = Úloha { $id } · hodnocení { $rating }
# Čeština: „za“ se před číslem nemění (na rozdíl od „v/ve“) a žádá akuzativ: za 1 tah, za 2 tahy,
# za 5 tahů; desetinné číslo by mělo genitiv jednotného čísla (za 1,5 tahu).
puzzle-task-win = { $side ->
    [attackers] Na tahu jsou útočníci
   *[defenders] Na tahu jsou obránci
}: { $moves ->
    [one] najděte vítězný tah.
    [few] najděte výhru za { $moves } tahy; mezi vašimi tahy odpovídá počítač.
    [many] najděte výhru za { $moves } tahu; mezi vašimi tahy odpovídá počítač.
   *[other] najděte výhru za { $moves } tahů; mezi vašimi tahy odpovídá počítač.
}
puzzle-task-defence = { $side ->
    [attackers] Na tahu jsou útočníci
   *[defenders] Na tahu jsou obránci
}: druhá strana hrozí výhrou. Najděte jediný tah, který hrozbu odvrátí.
puzzle-hint = Rada
puzzle-hint-piece = Táhněte kamenem na poli { $square }.
puzzle-wrong = Tah { $mv } úlohu nevyřeší.
puzzle-retry = Zkusit znovu
puzzle-solved = Vyřešeno!
puzzle-rating-change = Vaše hodnocení bylo { $before }, teď je { $after }.
puzzle-next = Další úloha
puzzle-all = Všechny úlohy
