## Les menus et fenêtres autour du jeu : l'écran titre, les paramètres, le chargement d'une
## partie, les avis concernant les fichiers.

title-tagline = les jeux de tafl : hnefatafl, tablut, brandub et leurs cousins
# La partie laissée inachevée, ses règles et le coup où elle en est.
title-continue = Reprendre : { $rules } (coup { $number })
title-new-game = Nouvelle partie
title-learn = Apprendre à jouer
title-settings = Paramètres
title-quit = Quitter

settings-title = Paramètres
settings-language = Langue
settings-language-system = Celle du système
settings-text-size = Taille du texte
settings-window = Fenêtre
settings-fullscreen = Plein écran (F11)
settings-board = Plateau
settings-board-oak = Chêne
settings-board-walnut = Noyer
settings-board-slate = Ardoise
settings-board-contrast = Contraste élevé
settings-pieces = Pièces
settings-pieces-classic = Pierre et bois
settings-pieces-distinct = Formes et motifs
settings-pieces-bone-horn = Os et corne
settings-view = Vue
settings-table = Table 3D
settings-turn-table = pivote vers le camp au trait (deux joueurs)
settings-graphics = Qualité graphique
settings-graphics-auto = Automatique
settings-graphics-low = Basse
settings-graphics-medium = Moyenne
settings-graphics-high = Haute
settings-volume-master = Volume général
settings-volume-effects = Effets
settings-volume-ambient = Ambiance
settings-animations = Animation des pièces
settings-on = activée
settings-slide-time = Durée du glissement
settings-reduce-motion = Réduire les animations
settings-reduce-motion-on = sans pièces soulevées, effets ni mouvements de caméra

load-title = Charger une partie enregistrée
load-folder = Parties enregistrées dans { $folder }
load-none = Aucune partie enregistrée pour l'instant.

files-title = Fichiers
files-ok = OK
# Un fichier n'a pas pu être utilisé : de quel type, où, et ce qui ne va pas.
file-problem = { $kind ->
    [settings] Le fichier de paramètres { $path } { $problem }
    [autosave] Le fichier de sauvegarde automatique { $path } { $problem }
    [rule-set] Le fichier de variante { $path } { $problem }
   *[game] Le fichier de partie { $path } { $problem }
}
file-problem-unreadable = ne peut pas être lu
file-problem-not-a-file = est un dossier, pas un fichier
file-problem-empty = est vide
file-problem-truncated = est tronqué
file-problem-corrupt = est endommagé
file-problem-foreign = n'est pas un fichier que Konakis sait lire
file-problem-newer = a été écrit par une version plus récente de Konakis
file-problem-invalid = contient une valeur incohérente
file-problem-unwritable = n'a pas pu être écrit
file-problem-unremovable = n'a pas pu être supprimé
file-problem-bad-name = ne peut pas porter ce nom
file-kept-aside = Il a été mis de côté sous le nom { $path }.
file-not-moved = Il n'a pas pu être mis de côté ({ $why }) et a été laissé tel quel.
file-then-defaults = Le jeu continue avec les paramètres par défaut.
file-then-new-game = La partie ne peut pas être reprise ; une nouvelle partie commence.
file-then-nothing-written = Rien n'a été écrit.
file-then-nothing-deleted = Rien n'a été supprimé.
file-then-not-offered = Il n'est pas proposé.
file-saved = Partie enregistrée dans { $path }
file-cannot-create = Le dossier { $folder } n'a pas pu être créé ({ $why }).
rules-refused = Ces règles ne sont pas jouables : { $why }

new-game-title = Nouvelle partie
new-game-from-documents = D'après les documents sources
new-game-tournament = Tournoi et jeux historiques
new-game-your-sets = Vos variantes
# Un préréglage qui reprend le jeu d'un document source, désigné par ce document.
new-game-exactly-as = Le jeu exactement tel que le décrit { $document }
new-game-no-sets = Aucune pour l'instant : choisissez un jeu, puis « Modifier les règles… ».
new-game-change-rules = Modifier les règles…
new-game-change-rules-hover = Réglez à votre guise chaque option de ces règles et enregistrez le tout comme votre propre variante
new-game-quote-heading = Sa particularité, selon { $document } :
new-game-own-set = Votre propre variante.
new-game-board-of = Le plateau et les armées du jeu { $rules }.
new-game-same-rules = Les mêmes règles que pour { $rules }.
new-game-rules-but = Les règles du jeu { $rules }, à ceci près :
new-game-edit-rules = Modifier ces règles…
new-game-computer = Ordinateur
new-game-back = Retour
new-game-start = Commencer la partie
new-game-seconds-per-move = s par coup

# Les documents sources, tels que l'écran de nouvelle partie les nomme (dans « Le jeu
# exactement tel que le décrit … » et « Sa particularité, selon … : »).
document-pl = le livret de règles polonais
document-ca = l'article catalan
document-fr = la règle française
document-cs = l'article tchèque

# La force mesurée d'un niveau, en seconde ligne sous sa description.
rating-line = Cote mesurée : { $elo } ± { $error } (Thrall = 0)
rating-how = Mesurée par un tournoi toutes rondes entre les six niveaux, { $games } parties par paire, le niveau le plus fort réfléchissant { $seconds } s par coup (konakis-lab rate). ± donne l'intervalle de confiance à 95 %.
rating-peer = Le moteur d'un autre programme y a participé : { $name }, { $seconds } s par coup, coté { $elo } ± { $error }.
# Le camp que les règles favorisent : les résultats d'un niveau de l'ordinateur contre lui-même.
balance-line = Quand le niveau { $level } a joué contre lui-même, sur { $games } parties, les défenseurs en ont gagné { $defenders } et les attaquants { $attackers }.
balance-line-drawn = Quand le niveau { $level } a joué contre lui-même, sur { $games } parties, les défenseurs en ont gagné { $defenders } et les attaquants { $attackers } ({ $draws ->
    [one] { $draws } nulle
   *[other] { $draws } nulles
}).
balance-how = Mesuré par un match du niveau contre lui-même (konakis-lab match), chaque partie partant de sa propre ouverture de { $moves } coups tirés au hasard, le niveau le plus fort réfléchissant { $seconds } s par coup et { $level } disposant de sa part de ce temps. On voit ainsi quel camp ces règles favorisent quand les deux jouent aussi bien l'un que l'autre.

rules-delete = Supprimer
rules-delete-hover = Supprimer votre variante « { $name } »
rules-delete-confirm = Supprimer « { $name } » définitivement ?
rules-keep = Conserver

welcome-title = Vous découvrez le tafl ?
welcome-text = Le tafl est le jeu de plateau des Vikings : un roi et ses défenseurs tentent de forcer le passage, tandis qu'une armée plus nombreuse cherche à prendre le roi au piège. Le brandub, sur un petit plateau, est le meilleur jeu pour commencer.
welcome-learn = Apprendre le brandub pas à pas
welcome-play = Jouer au brandub contre le niveau le plus indulgent
welcome-later = Pas maintenant
new-game-how-to-play = Comment jouer…
new-game-newcomer = Vous découvrez le tafl ? Le brandub est le meilleur jeu pour commencer : apprenez-le en quelques leçons, puis jouez une partie contre Thrall.

settings-aids = Aides sur le plateau
settings-threats-shown = Afficher les menaces (X)
settings-king-roads = Les voies ouvertes du roi
settings-king-takers = Les cases d'où le roi serait pris
settings-in-danger = Les pièces qui peuvent être prises au coup suivant
settings-move-preview = Ce que prendrait le coup que vous désignez
settings-guard = Demander confirmation avant un coup qui perd la partie au coup suivant
settings-confirm-moves = Confirmer chaque coup (pour jouer à deux devant le même plateau)
