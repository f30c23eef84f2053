## The side panel beside the board, the die of dice games, and what is drawn over the board:
## banners, notes, the choice of a capture, the replay bar, the end of the game.

player-human = Human
# The computer, with its level's name (Thrall, Karl, Huscarl, Jarl, Hersir, Konungr).
player-computer = Computer ({ $level })
# Who plays the attackers and who the defenders.
panel-players = { $attackers } against { $defenders }
panel-rules-in-play = Rules in play
panel-thinking = The computer is thinking… { $seconds } s
panel-taken-by = { $side ->
    [attackers] Taken by the attackers: { $count }
   *[defenders] Taken by the defenders: { $count }
}
panel-undo = Undo
panel-redo = Redo
panel-hint = Hint
panel-hint-searching = Looking for a good move…
panel-hint-move = Hint: { $mv }
panel-save = Save
panel-load = Load
panel-settings = Settings
panel-new-game = New game
panel-main-menu = Main menu
panel-view-3d = 3D table
panel-view-2d = 2D board
panel-camera-top = Top
panel-camera-attackers = Attackers
panel-camera-defenders = Defenders
panel-moves = Moves

die-about-to-be-thrown = The die is about to be thrown.
die-throwing = Throwing…
die-throw-of = Throw of { $roll }
die-no-move = No move: the turn passes.
die-move-exactly = { $roll ->
    [one] Move exactly 1 square.
   *[other] Move exactly { $roll } squares.
}
die-move-up-to = { $roll ->
    [one] Move up to 1 square.
   *[other] Move up to { $roll } squares.
}

overlay-turn-passes = { $side ->
    [attackers] Throw of { $roll }: no move for the attackers, the turn passes.
   *[defenders] Throw of { $roll }: no move for the defenders, the turn passes.
}
overlay-replay = Replay
overlay-replay-move = move
overlay-replay-end = Back to the end
overlay-capture-title = Which piece do you take?
overlay-capture-why = { $mv } closes in on several pieces, and one move takes only one.
overlay-capture-how = Choose here, or click it on the board.
overlay-capture-take = { $piece ->
    [attacker] Take the attacker on { $square }
    [defender] Take the defender on { $square }
    [king] Take the king on { $square }
   *[other] Take the piece on { $square }
}
overlay-cancel = Cancel

end-title = The game is over
end-after-moves = { $moves ->
    [one] after 1 move
   *[other] after { $moves } moves
}
end-new-game = New game
end-rematch = Rematch, sides swapped
end-replay = Replay

panel-threats = Threats
confirm-title = Play { $mv }?
confirm-danger-escape = After it, the king escapes: { $reply }.
confirm-danger-captured = After it, the attackers take the king: { $reply }.
confirm-danger-other = After it, the other side wins with { $reply }. { $reason }
confirm-play = Play it
confirm-take-back = Take it back
confirm-keys = Enter plays it, Esc takes it back.
end-marked = The marked squares show how it ended.
