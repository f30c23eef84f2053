## The menus and windows around the game: the title screen, settings, loading a game, the
## notices about files.

title-tagline = els jocs tafl: Hnefatafl, Tablut, Brandub i els seus parents
# The game left unfinished, its rules and the move it is at.
title-continue = Continua: { $rules } (jugada { $number })
title-new-game = Partida nova
title-learn = Aprèn a jugar
title-settings = Configuració
title-quit = Surt

settings-title = Configuració
settings-language = Llengua
settings-language-system = La del sistema
settings-text-size = Mida del text
settings-window = Finestra
settings-fullscreen = Pantalla completa (F11)
settings-board = Tauler
settings-board-oak = Roure
settings-board-walnut = Noguera
settings-board-slate = Pissarra
settings-board-contrast = Contrast alt
settings-pieces = Peces
settings-pieces-classic = Pedra i fusta
settings-pieces-distinct = Formes i motius
settings-pieces-bone-horn = Os i banya
settings-view = Vista
settings-table = Taula 3D
settings-turn-table = gira cap al bàndol a qui toca jugar (dos jugadors)
settings-graphics = Qualitat gràfica
settings-graphics-auto = Automàtica
settings-graphics-low = Baixa
settings-graphics-medium = Mitjana
settings-graphics-high = Alta
settings-volume-master = Volum general
settings-volume-effects = Efectes
settings-volume-ambient = So ambiental
settings-animations = Animacions
settings-on = activades
settings-slide-time = Durada del moviment
settings-reduce-motion = Reduir el moviment
settings-reduce-motion-on = sense aixecar les peces, efectes ni moviments de càmera

load-title = Carrega una partida desada
load-folder = Partides desades a { $folder }
load-none = Encara no hi ha cap partida desada.

files-title = Fitxers
files-ok = D'acord
# A file could not be used: which kind, where, and what is wrong with it.
file-problem = { $kind ->
    [settings] El fitxer de configuració { $path } { $problem }
    [autosave] El fitxer de la partida desada automàticament { $path } { $problem }
    [rule-set] El fitxer del conjunt de regles { $path } { $problem }
   *[game] El fitxer de partida { $path } { $problem }
}
file-problem-unreadable = no es pot llegir
file-problem-not-a-file = és una carpeta, no un fitxer
file-problem-empty = està buit
file-problem-truncated = està truncat
file-problem-corrupt = està malmès
file-problem-foreign = no és un fitxer que el Konakis pugui llegir
file-problem-newer = prové d'una versió més nova del Konakis
file-problem-invalid = conté un valor que no té sentit
file-problem-unwritable = no s'ha pogut escriure
file-problem-unremovable = no s'ha pogut eliminar
file-problem-bad-name = no pot tenir aquest nom
file-kept-aside = S'ha conservat com a { $path }.
file-not-moved = No s'ha pogut apartar ({ $why }) i s'ha deixat tal com era.
file-then-defaults = El joc continua amb la configuració per defecte.
file-then-new-game = No es pot continuar; comença una partida nova.
file-then-nothing-written = No s'ha escrit res.
file-then-nothing-deleted = No s'ha eliminat res.
file-then-not-offered = No apareix a la llista.
file-saved = S'ha desat la partida a { $path }
file-cannot-create = No s'ha pogut crear la carpeta { $folder } ({ $why }).
rules-refused = Aquestes regles no es poden jugar: { $why }

new-game-title = Partida nova
new-game-from-documents = Segons els textos originals
new-game-tournament = De torneig i històrics
new-game-your-sets = Els teus conjunts de regles
# A preset that plays one source document's own game, named by the document.
new-game-exactly-as = El joc exactament segons { $document }
new-game-no-sets = Encara no n'hi ha cap: tria un joc i després «Canvia les regles…».
new-game-change-rules = Canvia les regles…
new-game-change-rules-hover = Modifica qualsevol regla d'aquest joc i desa el resultat com a conjunt de regles teu
new-game-quote-heading = El que el fa diferent, segons { $document }:
new-game-own-set = Un conjunt de regles teu.
new-game-board-of = El mateix tauler i els mateixos exèrcits que { $rules }.
new-game-same-rules = Les mateixes regles que { $rules }.
new-game-rules-but = Les mateixes regles que { $rules }, excepte:
new-game-edit-rules = Edita les regles…
new-game-computer = Ordinador
new-game-back = Enrere
new-game-start = Comença la partida
new-game-seconds-per-move = s per jugada

# The source documents, as the new-game screen names them.
# In Catalan they follow "segons" ("segons l'article català"): keep the article.
document-pl = el reglament polonès
document-ca = l'article català
document-fr = les regles franceses
document-cs = l'article txec

# The measured strength of a level, a second line under its description.
rating-line = Puntuació mesurada: { $elo } ± { $error } (Thrall té 0)
rating-how = Mesurada amb una lliga de tots contra tots entre els sis nivells, { $games } partides per parella, amb { $seconds } s per jugada per al nivell més alt (konakis-lab rate). El ± indica l'interval de confiança del 95%.
rating-peer = També hi va jugar el motor d'un altre programa: { $name }, amb { $seconds } s per jugada i una puntuació de { $elo } ± { $error }.
# Which side the rules favour: how a computer level fared against itself.
balance-line = Quan el nivell { $level } va jugar contra si mateix, els defensors van guanyar { $defenders } de les { $games } partides, i els atacants, { $attackers }.
balance-line-drawn = Quan el nivell { $level } va jugar contra si mateix, els defensors van guanyar { $defenders } de les { $games } partides, i els atacants, { $attackers } ({ $draws } en taules).
balance-how = Mesurat amb un matx del nivell contra si mateix (konakis-lab match); cada partida comença amb una obertura pròpia de { $moves } jugades a l'atzar, amb { $seconds } s per jugada per al nivell més alt i la part proporcional per a { $level }. Mostra quin bàndol afavoreixen aquestes regles quan tots dos juguen igual de bé.

rules-delete = Elimina
rules-delete-hover = Elimina el teu conjunt de regles «{ $name }»
rules-delete-confirm = Vols eliminar «{ $name }» definitivament?
rules-keep = Conserva

welcome-title = Primera vegada amb els jocs tafl?
welcome-text = Els jocs tafl són els jocs de tauler dels vikings: un rei i els seus defensors intenten escapar-se mentre un exèrcit més nombrós intenta atrapar-lo. El brandub, en un tauler petit, és el millor per començar.
welcome-learn = Aprèn el brandub pas a pas
welcome-play = Juga al brandub contra el nivell més fàcil
welcome-later = Ara no
new-game-how-to-play = Com es juga…
new-game-newcomer = Primera vegada amb els jocs tafl? El brandub és el millor per començar: aprèn-lo en unes quantes lliçons i després juga una partida contra Thrall.

settings-aids = Ajudes al tauler
settings-threats-shown = Mostra les amenaces (X)
settings-king-roads = Els camins lliures del rei
settings-king-takers = Caselles des d'on es capturaria el rei
settings-in-danger = Peces que es poden capturar a la jugada següent
settings-move-preview = Què capturaria la jugada que assenyales
settings-guard = Pregunta abans d'una jugada que fa perdre la partida a la jugada següent
settings-confirm-moves = Confirma cada jugada (dos jugadors en un mateix tauler)
