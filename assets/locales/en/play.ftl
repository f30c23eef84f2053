## The game in play: sides and pieces, results, why a game ended, why a move was refused,
## the announcements, the computer's levels, the rules in brief.

side-title = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}
to-move = { $side ->
    [attackers] Attackers to move
   *[defenders] Defenders to move
}
result-winner = { $side ->
    [attackers] The attackers win!
   *[defenders] The defenders win!
}
result-draw = A draw.

reason-king-captured = The king has been captured.
reason-king-escaped = The king has escaped.
reason-exit-fort = The king holds an exit fort that cannot be broken.
reason-encirclement = Every defender is encircled.
reason-all-captured = Every piece of one side has been captured.
reason-no-moves = The side to move has no legal move.
reason-repetition = The same position arose three times.
reason-tuichi = Tuichi: the king has two open roads to freedom.

refusal-game-over = The game is already over.
refusal-no-piece = There is no piece on { $square }.
refusal-not-your-piece = The piece on { $square } belongs to the side not on move.
refusal-not-straight = Pieces move in a straight line along a rank or file.
refusal-blocked = The way is blocked at { $square }.
refusal-restricted = This piece may not enter { $square }.
refusal-off-board = { $square } is off the board.
refusal-too-far = { $most ->
    [one] Pieces move only one square at a time here, not { $tried }.
   *[other] Pieces move at most { $most } squares here, not { $tried }.
}
refusal-not-thrown = The die has not been thrown for this turn.
refusal-not-the-throw = { $tried ->
    [one] The throw of { $roll } does not allow a move of one square.
   *[other] The throw of { $roll } does not allow a move of { $tried } squares.
}
refusal-no-pass = A turn may only be passed when the throw allows no move.
refusal-choose-capture = Only one piece may be taken: say which ({ $choices }).
# An attempt the game refuses before the rules see it.
attempt-opponents-piece = { $side ->
    [attackers] That piece belongs to the attackers.
   *[defenders] That piece belongs to the defenders.
}
attempt-nothing-selected = Select one of your pieces first.

# The words called out, as the source documents write them, and what each means.
announce-raichi = Raichi!
announce-raichi-meaning = The king has an open road to freedom.
announce-tuichi = Tuichi!
announce-tuichi-meaning = The king has two open roads: one cannot block both.
announce-rest = Odpoczynek!
announce-rest-meaning = The king rests between two attackers: only he may stop there.

# The computer's levels keep their Old Norse names; each description says, for a newcomer,
# who the level suits and how it plays.
level-1-description = For your very first games: it looks one move ahead and often plays a merely decent move.
level-2-description = For beginners who know the rules: it sees your answer to its move, but misses quiet threats.
level-3-description = For players with a few games behind them: it reads four moves ahead, yet strays now and then.
level-4-description = For a club player: it thinks a moment, reads deep and seldom strays.
level-5-description = For strong players: it thinks longer and almost never strays from its best move.
level-6-description = The strongest: it uses all its thinking time and always plays its best move.

brief-first = { $side ->
    [attackers] The attackers move first.
   *[defenders] The defenders move first.
}
brief-escape-corners = The king escapes to a corner.
brief-escape-edge = The king escapes to any edge square.
brief-escape-edge-empty = The king escapes to an edge square empty at the start.
brief-king-four-edge = The king is taken on four sides (the edge counts as one).
brief-king-four = The king is taken on four sides.
brief-king-near-throne = The king is taken by two, but by three or four beside or on the throne.
brief-king-two = The king is taken by two, like a soldier.
brief-king-unarmed = The king does not capture.
brief-move-one-step = Pieces move one square at a time.
brief-move-dice-at-most = A die is thrown each turn: move at most that many squares.
brief-move-dice-exactly = A die is thrown each turn: move exactly that many squares.
brief-stop-between = A soldier that stops between two enemies is taken; the king may rest there.
brief-one-capture = One capture per move: you choose which.
brief-linnaean-defender = A defender pinned against the enthroned king is taken.
brief-linnaean-king = A defender pinned against the enthroned king falls with him.
brief-throne-guard = The throne shields the king only until he first leaves it.
brief-throne-closes = The throne closes once the king has left it.
brief-shieldwall = Shieldwalls capture.
brief-exit-fort = An exit fort wins for the king.
brief-encirclement = Enclosing every defender wins.
brief-all-attackers = Taking every attacker wins.
brief-tuichi-wins = Tuichi wins at once.

rules-custom = Custom rules
