## The menus and windows around the game: the title screen, settings, loading a game, the
## notices about files.

title-tagline = the tafl games: Hnefatafl, Tablut, Brandub and their kin
# The game left unfinished, its rules and the move it is at.
title-continue = Continue: { $rules } (move { $number })
title-new-game = New game
title-learn = Learn to play
title-settings = Settings
title-quit = Quit

settings-title = Settings
settings-language = Language
settings-language-system = As the system
settings-text-size = Text size
settings-window = Window
settings-fullscreen = Full screen (F11)
settings-board = Board
settings-board-oak = Oak
settings-board-walnut = Walnut
settings-board-slate = Slate
settings-board-contrast = High contrast
settings-pieces = Pieces
settings-pieces-classic = Stone and wood
settings-pieces-distinct = Shapes and patterns
settings-pieces-bone-horn = Bone and horn
settings-view = View
settings-table = 3D table
settings-turn-table = turns to the side to move (two players)
settings-graphics = Graphics
settings-graphics-auto = Automatic
settings-graphics-low = Low
settings-graphics-medium = Medium
settings-graphics-high = High
settings-volume-master = Master volume
settings-volume-effects = Effects
settings-volume-ambient = Ambient
settings-animations = Animations
settings-on = on
settings-slide-time = Slide time
settings-reduce-motion = Reduce motion
settings-reduce-motion-on = no lifting, flourishes or camera moves

load-title = Load a saved game
load-folder = Saved games in { $folder }
load-none = No saved games yet.

files-title = Files
files-ok = OK
# A file could not be used: which kind, where, and what is wrong with it.
file-problem = { $kind ->
    [settings] The settings file { $path } { $problem }
    [autosave] The autosaved game { $path } { $problem }
    [rule-set] The rule set file { $path } { $problem }
   *[game] The game file { $path } { $problem }
}
file-problem-unreadable = cannot be read
file-problem-not-a-file = is a folder, not a file
file-problem-empty = is empty
file-problem-truncated = is cut short
file-problem-corrupt = is damaged
file-problem-foreign = is not a file Konakis reads
file-problem-newer = was written by a newer Konakis
file-problem-invalid = holds a value that makes no sense
file-problem-unwritable = could not be written
file-problem-unremovable = could not be removed
file-problem-bad-name = cannot have that name
file-kept-aside = It was kept as { $path }.
file-not-moved = It could not be moved aside ({ $why }) and was left as it is.
file-then-defaults = The game carries on with the default settings.
file-then-new-game = It cannot be continued; a new game starts.
file-then-nothing-written = Nothing was written.
file-then-nothing-deleted = Nothing was deleted.
file-then-not-offered = It is not offered.
file-saved = Game saved to { $path }
file-cannot-create = The folder { $folder } could not be made ({ $why }).
rules-refused = These rules cannot be played: { $why }

new-game-title = New game
new-game-from-documents = From the source documents
new-game-tournament = Tournament and historical
new-game-your-sets = Your rule sets
# A preset that plays one source document's own game, named by the document.
new-game-exactly-as = The game exactly as { $document } gives it
new-game-no-sets = None yet: choose a game, then "Change the rules…".
new-game-change-rules = Change the rules…
new-game-change-rules-hover = Change any rule of this game and save the rules as your own set
new-game-quote-heading = What makes it differ, in { $document }:
new-game-own-set = Your own rule set.
new-game-board-of = The board and army of { $rules }.
new-game-same-rules = The same rules as { $rules }.
new-game-rules-but = The rules of { $rules }, but:
new-game-edit-rules = Edit the rules…
new-game-computer = Computer
new-game-back = Back
new-game-start = Start the game
new-game-seconds-per-move = s per move

# The source documents, as the new-game screen names them.
document-pl = the Polish rulebook
document-ca = the Catalan article
document-fr = the French rules
document-cs = the Czech article

# The measured strength of a level, a second line under its description.
rating-line = Measured rating: { $elo } ± { $error } (Thrall is 0)
rating-how = Measured by a round robin of the six levels, { $games } games a pair, the top level thinking { $seconds } s a move (konakis-lab rate). ± is the 95% interval.
rating-peer = Another program's engine played in it: { $name }, { $seconds } s a move, rated { $elo } ± { $error }.
# Which side the rules favour: how a computer level fared against itself.
balance-line = When { $level } played itself, the defenders won { $defenders } of { $games } games and the attackers { $attackers }.
balance-line-drawn = When { $level } played itself, the defenders won { $defenders } of { $games } games and the attackers { $attackers } ({ $draws } drawn).
balance-how = Measured by a match of the level against itself (konakis-lab match), each game from its own opening of { $moves } random moves, the top level thinking { $seconds } s a move and { $level } its share. It shows which side these rules favour when both play equally well.

rules-delete = Delete
rules-delete-hover = Delete your rule set "{ $name }"
rules-delete-confirm = Delete "{ $name }" for good?
rules-keep = Keep

welcome-title = New to tafl?
welcome-text = Tafl is the Vikings' board game: a king and his defenders try to break out while a larger army tries to trap him. Brandub, on a small board, is the best first game.
welcome-learn = Learn Brandub, step by step
welcome-play = Play Brandub against the gentlest level
welcome-later = Not now
new-game-how-to-play = How to play…
new-game-newcomer = New to tafl? Brandub is the best first game: learn it in a few lessons, then play a game against Thrall.

settings-aids = Help on the board
settings-threats-shown = Show threats (X)
settings-king-roads = The king's open roads
settings-king-takers = Squares from which the king would be taken
settings-in-danger = Pieces that can be taken next move
settings-move-preview = What the move you point at would take
settings-guard = Ask before a move that loses the game next move
settings-confirm-moves = Confirm every move (for two at one board)
