## Menu i okna wokół gry: ekran tytułowy, ustawienia, wczytywanie partii, komunikaty o plikach.

title-tagline = gry taflowe: Hnefatafl, Tablut, Brandub i pokrewne
# Niedokończona partia: jej zasady i ruch, na którym się zatrzymała.
title-continue = Kontynuuj: { $rules } (ruch { $number })
title-new-game = Nowa partia
title-learn = Nauka gry
title-settings = Ustawienia
title-quit = Wyjdź

settings-title = Ustawienia
settings-language = Język
settings-language-system = Jak w systemie
settings-text-size = Rozmiar tekstu
settings-window = Okno
settings-fullscreen = Pełny ekran (F11)
settings-board = Plansza
settings-board-oak = Dąb
settings-board-walnut = Orzech
settings-board-slate = Łupek
settings-board-contrast = Wysoki kontrast
settings-pieces = Piony
settings-pieces-classic = Kamień i drewno
settings-pieces-distinct = Kształty i wzory
settings-pieces-bone-horn = Kość i róg
settings-view = Widok
settings-table = Stół 3D
settings-turn-table = obraca się ku stronie, która ma ruch (gra we dwoje)
settings-graphics = Grafika
settings-graphics-auto = Automatycznie
settings-graphics-low = Niska
settings-graphics-medium = Średnia
settings-graphics-high = Wysoka
settings-volume-master = Głośność ogólna
settings-volume-effects = Efekty
settings-volume-ambient = Dźwięki otoczenia
settings-animations = Animacje
settings-on = włączone
settings-slide-time = Czas przesuwania
settings-reduce-motion = Mniej ruchu
settings-reduce-motion-on = bez unoszenia pionów, efektów i ruchów kamery

load-title = Wczytaj zapisaną partię
load-folder = Zapisane partie w folderze { $folder }
load-none = Nie ma jeszcze zapisanych partii.

files-title = Pliki
files-ok = OK
# Pliku nie dało się użyć: jaki to plik, gdzie leży i co jest z nim nie tak.
# Każdy wariant zaczyna się od rodzaju męskiego („Plik…”), bo file-problem-* i
# file-kept-aside / file-not-moved mówią o nim w rodzaju męskim.
file-problem = { $kind ->
    [settings] Plik ustawień { $path } { $problem }
    [autosave] Plik autozapisu partii { $path } { $problem }
    [rule-set] Plik zestawu zasad { $path } { $problem }
   *[game] Plik partii { $path } { $problem }
}
file-problem-unreadable = nie daje się odczytać
file-problem-not-a-file = jest folderem, a nie plikiem
file-problem-empty = jest pusty
file-problem-truncated = jest niekompletny
file-problem-corrupt = jest uszkodzony
file-problem-foreign = nie jest plikiem, który Konakis potrafi odczytać
file-problem-newer = został zapisany przez nowszą wersję Konakis
file-problem-invalid = zawiera wartość, która nie ma sensu
file-problem-unwritable = nie dał się zapisać
file-problem-unremovable = nie dał się usunąć
file-problem-bad-name = nie może mieć takiej nazwy
file-kept-aside = Zachowano go jako { $path }.
file-not-moved = Nie dało się go przenieść ({ $why }), więc pozostał bez zmian.
file-then-defaults = Gra działa dalej z ustawieniami domyślnymi.
file-then-new-game = Tej partii nie da się kontynuować; zaczyna się nowa.
file-then-nothing-written = Niczego nie zapisano.
file-then-nothing-deleted = Niczego nie usunięto.
file-then-not-offered = Nie pojawi się na liście.
file-saved = Zapisano partię: { $path }
file-cannot-create = Nie udało się utworzyć folderu { $folder } ({ $why }).
rules-refused = Według tych zasad nie da się grać: { $why }

new-game-title = Nowa partia
new-game-from-documents = Według dokumentów źródłowych
new-game-tournament = Turniejowe i historyczne
new-game-your-sets = Twoje zestawy zasad
# Gotowy zestaw, który odtwarza grę z jednego dokumentu źródłowego; { $document } stoi
# w dopełniaczu (po „według”), zob. document-* niżej.
new-game-exactly-as = Gra dokładnie według { $document }
new-game-no-sets = Na razie brak: wybierz grę, a potem „Zmień zasady…”.
new-game-change-rules = Zmień zasady…
new-game-change-rules-hover = Zmień dowolną zasadę tej gry i zapisz zasady jako własny zestaw
new-game-quote-heading = Co wyróżnia tę odmianę według { $document }:
new-game-own-set = Twój własny zestaw zasad.
new-game-board-of = Plansza i armie z odmiany { $rules }.
new-game-same-rules = Te same zasady co w odmianie { $rules }.
new-game-rules-but = Zasady odmiany { $rules }, ale:
new-game-edit-rules = Edytuj zasady…
new-game-computer = Komputer
new-game-back = Wstecz
new-game-start = Rozpocznij partię
new-game-seconds-per-move = s na ruch

# Dokumenty źródłowe, tak jak nazywa je ekran nowej partii. Wstawiane tylko po „według”,
# więc stoją w DOPEŁNIACZU.
document-pl = polskiej instrukcji
document-ca = artykułu z katalońskiej encyklopedii
document-fr = francuskiej karty zasad
document-cs = artykułu z czeskiej encyklopedii

# Zmierzona siła poziomu: druga linijka pod jego opisem.
rating-line = Zmierzony ranking: { $elo } ± { $error } (Thrall = 0)
rating-how = Zmierzono w turnieju każdy z każdym sześciu poziomów, { $games ->
    [one] po jednej partii na parę
    [few] po { $games } partie na parę
    [many] po { $games } partii na parę
   *[other] po { $games } partii na parę
}; najwyższy poziom myślał { $seconds } s nad ruchem (konakis-lab rate). ± oznacza przedział ufności 95%.
rating-peer = W turnieju grał też silnik innego programu: { $name }, { $seconds } s na ruch, ranking { $elo } ± { $error }.
# Którą stronę faworyzują zasady: jak poziom komputera poradził sobie sam ze sobą.
balance-line = Gdy poziom { $level } grał sam ze sobą, obrońcy wygrali { $defenders } z { $games } partii, a napastnicy – { $attackers }.
balance-line-drawn = Gdy poziom { $level } grał sam ze sobą, obrońcy wygrali { $defenders } z { $games } partii, a napastnicy – { $attackers } (remisy: { $draws }).
balance-how = Zmierzono meczem poziomu z samym sobą (konakis-lab match). Każda partia zaczynała się od własnego otwarcia z { $moves ->
    [one] jednego losowego ruchu
    [few] { $moves } losowych ruchów
    [many] { $moves } losowych ruchów
   *[other] { $moves } losowych ruchów
}, najwyższy poziom myślał { $seconds } s nad ruchem, a poziom { $level } – przypadającą na niego część tego czasu. Widać z tego, którą stronę faworyzują te zasady, gdy obie grają równie dobrze.

rules-delete = Usuń
rules-delete-hover = Usuń swój zestaw zasad „{ $name }”
rules-delete-confirm = Usunąć „{ $name }” na zawsze?
rules-keep = Zachowaj

welcome-title = Tafl to dla ciebie nowość?
welcome-text = Tafl to planszowa gra wikingów: król i jego obrońcy próbują się wyrwać, a liczniejsza armia stara się go osaczyć. Na początek najlepiej nadaje się Brandub, rozgrywany na małej planszy.
welcome-learn = Naucz się gry Brandub krok po kroku
welcome-play = Zagraj w Brandub na najłatwiejszym poziomie
welcome-later = Nie teraz
new-game-how-to-play = Jak grać…
new-game-newcomer = Tafl to dla ciebie nowość? Na początek najlepiej nadaje się Brandub: poznaj go w kilku lekcjach, a potem zagraj partię z komputerem na poziomie Thrall.

settings-aids = Pomoc na planszy
settings-threats-shown = Pokazuj zagrożenia (X)
settings-king-roads = Wolne drogi króla
settings-king-takers = Pola, na których napastnik schwytałby króla
settings-in-danger = Piony, które można schwytać w następnym ruchu
settings-move-preview = Co schwyta wskazany ruch
settings-guard = Pytaj przed ruchem, po którym przeciwnik może od razu wygrać
settings-confirm-moves = Potwierdzaj każdy ruch (gra we dwoje przy jednej planszy)
