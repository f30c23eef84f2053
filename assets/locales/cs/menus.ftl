## The menus and windows around the game: the title screen, settings, loading a game, the
## notices about files.

title-tagline = taflové hry: Hnefatafl, Tablut, Brandub a jejich příbuzné
# The game left unfinished, its rules and the move it is at.
# Czech: "{ $rules }" stands after a colon, so it stays in the nominative whatever it is.
title-continue = Pokračovat: { $rules } (tah { $number })
title-new-game = Nová hra
title-learn = Naučit se hrát
title-settings = Nastavení
title-quit = Ukončit

settings-title = Nastavení
settings-language = Jazyk
settings-language-system = Podle systému
settings-text-size = Velikost písma
settings-window = Okno
settings-fullscreen = Celá obrazovka (F11)
settings-board = Deska
settings-board-oak = Dub
settings-board-walnut = Ořech
settings-board-slate = Břidlice
settings-board-contrast = Vysoký kontrast
settings-pieces = Kameny
settings-pieces-classic = Kámen a dřevo
settings-pieces-distinct = Tvary a vzory
settings-pieces-bone-horn = Kost a roh
settings-view = Zobrazení
settings-table = 3D stůl
settings-turn-table = otáčí se ke straně na tahu (dva hráči)
settings-graphics = Kvalita grafiky
settings-graphics-auto = Automaticky
settings-graphics-low = Nízká
settings-graphics-medium = Střední
settings-graphics-high = Vysoká
settings-volume-master = Celková hlasitost
settings-volume-effects = Efekty
settings-volume-ambient = Okolní zvuky
settings-animations = Animace
settings-on = zapnuto
settings-slide-time = Doba posunu
settings-reduce-motion = Omezit pohyb
settings-reduce-motion-on = bez zvedání kamenů, efektů a pohybů kamery

load-title = Načíst uloženou hru
load-folder = Uložené hry ve složce { $folder }
load-none = Zatím žádné uložené hry.

files-title = Soubory
files-ok = OK
# A file could not be used: which kind, where, and what is wrong with it.
# Czech: every kind starts with the masculine "Soubor", so that the file-problem-* verbs and
# file-kept-aside ("Byl …") agree with it.
file-problem = { $kind ->
    [settings] Soubor nastavení { $path } { $problem }
    [autosave] Soubor automaticky uložené hry { $path } { $problem }
    [rule-set] Soubor sady pravidel { $path } { $problem }
   *[game] Soubor uložené hry { $path } { $problem }
}
file-problem-unreadable = nelze přečíst
file-problem-not-a-file = není soubor, ale složka
file-problem-empty = je prázdný
file-problem-truncated = je neúplný
file-problem-corrupt = je poškozený
file-problem-foreign = není ve formátu, který Konakis umí číst
file-problem-newer = pochází z novější verze programu Konakis
file-problem-invalid = obsahuje nesmyslnou hodnotu
file-problem-unwritable = se nepodařilo zapsat
file-problem-unremovable = se nepodařilo odstranit
file-problem-bad-name = nemůže mít takový název
file-kept-aside = Byl uschován jako { $path }.
file-not-moved = Nepodařilo se ho odložit stranou ({ $why }), a tak zůstal, jak byl.
file-then-defaults = Hra pokračuje s výchozím nastavením.
file-then-new-game = V této hře nelze pokračovat; začíná nová.
file-then-nothing-written = Nic nebylo zapsáno.
file-then-nothing-deleted = Nic nebylo smazáno.
file-then-not-offered = V nabídce se proto neobjeví.
file-saved = Hra uložena: { $path }
file-cannot-create = Složku { $folder } se nepodařilo vytvořit ({ $why }).
rules-refused = S těmito pravidly nelze hrát: { $why }

new-game-title = Nová hra
new-game-from-documents = Podle pramenů
new-game-tournament = Turnajové a historické
new-game-your-sets = Vaše sady pravidel
# A preset that plays one source document's own game, named by the document.
# Czech: "podle" takes the genitive, which is the form the document-* messages give.
new-game-exactly-as = Hra přesně podle { $document }
new-game-no-sets = Zatím žádné: vyberte hru a pak „Změnit pravidla…“.
new-game-change-rules = Změnit pravidla…
new-game-change-rules-hover = Upravte libovolné pravidlo této hry a uložte je jako vlastní sadu pravidel
new-game-quote-heading = Čím se liší podle { $document }:
new-game-own-set = Vlastní sada pravidel.
# Czech: "jako" keeps { $rules } in the nominative.
new-game-board-of = Deska a vojska jako { $rules }.
new-game-same-rules = Stejná pravidla jako { $rules }.
new-game-rules-but = Pravidla jako { $rules }, ale:
new-game-edit-rules = Upravit pravidla…
new-game-computer = Počítač
new-game-back = Zpět
new-game-start = Začít hru
new-game-seconds-per-move = s na tah

# The source documents, as the new-game screen names them.
# Czech: in the genitive, as they follow "podle" (new-game-exactly-as, new-game-quote-heading).
document-pl = polských pravidel
document-ca = katalánského článku
document-fr = francouzských pravidel
document-cs = českého článku

# The measured strength of a level, a second line under its description.
rating-line = Naměřený rating: { $elo } ± { $error } (Thrall má 0)
rating-how = Změřeno turnajem šesti úrovní každá s každou, { $games ->
    [one] { $games } partie na dvojici
    [few] { $games } partie na dvojici
    [many] { $games } partie na dvojici
   *[other] { $games } partií na dvojici
}, nejvyšší úroveň přemýšlí { $seconds } s na tah (konakis-lab rate). ± udává 95% interval spolehlivosti.
rating-peer = Hrál v něm i jiný program: { $name }, { $seconds } s na tah, rating { $elo } ± { $error }.
# Which side the rules favour: how a computer level fared against itself.
# Czech: the level's name stands in apposition ("na úrovni Jarl"), so it needs no case.
balance-line = Počítač na úrovni { $level } sám proti sobě: obránci vyhráli { $defenders } a útočníci { $attackers } { $games ->
    [one] z celkem { $games } partie.
    [few] z celkem { $games } partií.
    [many] z celkem { $games } partie.
   *[other] z celkem { $games } partií.
}
balance-line-drawn = Počítač na úrovni { $level } sám proti sobě: obránci vyhráli { $defenders } a útočníci { $attackers } { $games ->
    [one] z celkem { $games } partie
    [few] z celkem { $games } partií
    [many] z celkem { $games } partie
   *[other] z celkem { $games } partií
} (remízy: { $draws }).
balance-how = Změřeno zápasem této úrovně proti sobě samé (konakis-lab match): každá partie začínala { $moves ->
    [one] { $moves } náhodným tahem
    [few] { $moves } náhodnými tahy
    [many] { $moves } náhodného tahu
   *[other] { $moves } náhodnými tahy
}, nejvyšší úroveň přemýšlela { $seconds } s na tah a úroveň { $level } odpovídající díl tohoto času. Ukazuje, kterou stranu tato pravidla zvýhodňují, když obě hrají stejně dobře.

rules-delete = Smazat
rules-delete-hover = Smazat vaši sadu pravidel „{ $name }“
rules-delete-confirm = Opravdu natrvalo smazat „{ $name }“?
rules-keep = Ponechat

welcome-title = Hrajete tafl poprvé?
welcome-text = Tafl je desková hra vikingů: král se svými obránci se snaží probít ven a větší vojsko se ho snaží polapit. Nejlepší hrou na začátek je brandub na malé desce.
welcome-learn = Naučit se brandub krok za krokem
welcome-play = Zahrát si brandub proti nejsnazší úrovni
welcome-later = Teď ne
new-game-how-to-play = Jak se to hraje…
new-game-newcomer = Hrajete tafl poprvé? Nejlepší hrou na začátek je brandub: naučte se ho v několika lekcích a pak si zahrajte partii proti úrovni Thrall.

settings-aids = Pomůcky na desce
settings-threats-shown = Zobrazit hrozby (X)
settings-king-roads = Volné cesty krále
settings-king-takers = Pole, odkud lze zajmout krále
settings-in-danger = Kameny, které lze zajmout příštím tahem
settings-move-preview = Co by zajal tah, na který ukazujete
settings-guard = Ptát se před tahem, který vede k prohře hned v dalším tahu
settings-confirm-moves = Potvrzovat každý tah (pro dva hráče u jedné desky)
