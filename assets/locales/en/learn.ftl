## The lessons: the screen that lists them, the panel beside the board during one, and each
## rule's title, sentence and task. $switch is the rule set's choice for the rule (its
## variants below); $side is the side the player moves; $squares the squares the task names
## ("c1, d1, e1"); $moves how many moves the task allows.

learn-title = Learn to play
learn-how-to-play = How to play { $rules }
learn-intro = One short lesson for each rule of this game: watch the example, then make the move yourself.
learn-newcomer = New to tafl? Begin with Brandub: a small board and few rules. Take its lessons, then play a game against Thrall, the gentlest level.
learn-done = { $done } of { $total } lessons done
learn-back = Back
learn-play = Play a game

lesson-count = Lesson { $number } of { $total }
lesson-watch = Watch:
lesson-your-turn = { $side ->
    [attackers] Your turn, with the attackers:
   *[defenders] Your turn, with the defenders:
}
lesson-passed = Well done!
lesson-missed = Not quite.
lesson-show-again = Show the example again
lesson-skip-example = Skip the example
lesson-try-again = Try again
lesson-next = Next lesson
lesson-all = All lessons

lesson-miss-illegal = The rules do not allow that: { $why }
lesson-miss-allowed = That move is allowed. The lesson wants you to try one the rules forbid.
lesson-miss-elsewhere = That piece did not end on the square the lesson asked for.
lesson-miss-nothing-taken = Nothing was taken. A piece falls only when the move closes it in.
lesson-miss-other-pieces = That took a piece, but not the one the lesson asked for.
lesson-miss-mover-died = Your piece stopped between two enemies and was taken.
lesson-miss-mover-survived = Your piece is still standing: it has to stop right between the two enemies.
lesson-miss-no-end = The game goes on: that was not the winning move.
lesson-miss-other-end = The game ended, but not the way the lesson asked: { $reason }
lesson-miss-not-announced = The king's side has nothing to announce after that move.
lesson-miss-stoppable = The other side can answer that. Look for a move they cannot stop.

lesson-movement-title = How the pieces move
lesson-movement-rule = { $switch ->
    [one-step] Every piece, the king too, moves one square at a time along its rank or file, never diagonally.
    [dice-at-most] A die is thrown at the start of each turn. Every piece, the king too, moves along its rank or file over at most as many empty squares as the die shows.
    [dice-exactly] A die is thrown at the start of each turn. Every piece, the king too, moves along its rank or file over exactly as many empty squares as the die shows.
   *[rook] Every piece, the king too, moves like a rook in chess: any number of empty squares along its rank or file, never diagonally and never over another piece.
}
lesson-movement-task = { $switch ->
    [one-step] Move your defender one square, to any of { $squares }.
    [rook] Move your defender all the way to { $squares } in one move.
   *[other] Move your defender as far as the die allows, to any of { $squares }.
}

lesson-capture-title = Taking a piece
lesson-capture-rule = A piece is taken when an enemy moves so that it stands between two enemy pieces on the same rank or file. Only the move that closes the trap takes it.
lesson-capture-task = { $side ->
    [attackers] Take the defender on { $squares }.
   *[defenders] Take the attacker on { $squares }.
}

lesson-throne-hostile-title = The empty throne as an enemy
lesson-throne-hostile-rule = { $switch ->
    [attackers] The empty throne counts as an enemy of the attackers: an attacker beside it is taken by a single defender on its other side.
    [soldiers] The empty throne counts as an enemy of the soldiers of both sides, though not of the king: a soldier beside it is taken by a single enemy on its other side.
   *[all] The empty throne counts as an enemy of every piece: a piece beside it is taken by a single enemy on its other side.
}
lesson-throne-hostile-task = { $side ->
    [attackers] Take the defender on { $squares } against the empty throne.
   *[defenders] Take the attacker on { $squares } against the empty throne.
}

lesson-corners-hostile-title = The corners as enemies
lesson-corners-hostile-rule = { $switch ->
    [attackers] The corners count as enemies of the attackers: an attacker beside a corner is taken by a single defender on its other side.
    [soldiers] The corners count as enemies of the soldiers of both sides, though not of the king: a soldier beside a corner is taken by a single enemy on its other side.
   *[all] The corners count as enemies of every piece: a piece beside a corner is taken by a single enemy on its other side.
}
lesson-corners-hostile-task = { $side ->
    [attackers] Take the defender on { $squares } against the corner.
   *[defenders] Take the attacker on { $squares } against the corner.
}

lesson-throne-stop-title = Who may stop on the throne
lesson-throne-stop-rule = { $switch ->
    [nobody] Nobody may stop on the throne: not the soldiers, and not even the king once he has left it.
   *[king] Only the king may stop on the throne.
}
lesson-throne-stop-task = Try to stop your defender on the throne, and see the move refused.

lesson-throne-pass-title = Crossing the empty throne
lesson-throne-pass-rule = { $switch ->
    [all] Every piece may pass over the empty throne, as long as it does not stop there.
    [king] Only the king may pass over the empty throne; the soldiers must go round it.
   *[nobody] No piece may pass over the throne: everyone must go round it.
}
lesson-throne-pass-task = { $switch ->
    [all] Move your defender across the empty throne, to { $squares }.
   *[other] Try to move your defender across the empty throne, and see the move refused.
}

lesson-corners-forbidden-title = The corners belong to the king
lesson-corners-forbidden-rule = Only the king may enter a corner square. The soldiers of both sides may neither stop there nor pass through.
lesson-corners-forbidden-task = Try to move your defender into the corner, and see the move refused.

lesson-king-by-two-title = Taking the king with two
lesson-king-by-two-rule = { $switch ->
    [near] Away from his throne and the squares beside it, the king is taken like any soldier: between two attackers on a rank or a file.
   *[plain] The king is taken like any soldier: between two attackers on a rank or a file.
}
lesson-king-by-two-task = Take the king with your attacker.

lesson-king-by-four-title = Taking the king with four
lesson-king-by-four-rule = The king is strong: to take him, the attackers must close him in on all four sides.
lesson-king-by-four-task = Close in the king on his fourth side.

lesson-king-on-throne-title = The king on his throne
lesson-king-on-throne-rule = On his throne, the king is taken only when attackers stand on all four sides of him.
lesson-king-on-throne-task = Close in the king on his throne with your fourth attacker.

lesson-king-beside-throne-title = The king beside the throne
lesson-king-beside-throne-rule = Beside the empty throne, the throne counts as a fourth attacker: three attackers on his other sides take the king.
lesson-king-beside-throne-task = Take the king against the throne with your third attacker.

lesson-king-against-edge-title = The king against the edge
lesson-king-against-edge-rule = The edge of the board counts as an attacker against the king: on the edge, three attackers take him.
lesson-king-against-edge-task = Take the king against the edge with your third attacker.

lesson-king-armed-title = Does the king fight?
lesson-king-armed-rule = { $switch ->
    [yes] The king fights beside his defenders: he can be one of the two pieces that close in an attacker.
   *[no] The king does not fight: he cannot help take an attacker, only his defenders can.
}
lesson-king-armed-task = { $switch ->
    [yes] Take the attacker on { $squares } with the king.
   *[no] Take the attacker on { $squares }: the king cannot do it, a defender must.
}

lesson-escape-title = The king's escape
lesson-escape-rule = { $switch ->
    [corners] The defenders win when the king reaches one of the corner squares.
    [edge] The defenders win when the king reaches any square on the edge of the board.
   *[edge-empty] The defenders win when the king reaches an edge square that was empty at the start of the game. The squares where soldiers stood are no exits.
}
lesson-escape-task = { $switch ->
    [edge-empty] Bring the king out. An edge square that held a piece at the start is no exit, even when it is empty now.
   *[other] Bring the king out.
}

lesson-shieldwall-title = The shieldwall
lesson-shieldwall-rule = { $switch ->
    [corner] A row of soldiers along the edge, each with an enemy in front of it, is taken all at once when both ends of the row are closed, by enemy soldiers or by a corner.
    [one-capture] A row of soldiers along the edge, each with an enemy in front of it, can be taken when both ends of the row are closed. As one move takes only one piece, one soldier of the row falls.
   *[plain] A row of soldiers along the edge, each with an enemy in front of it, is taken all at once when enemy soldiers close both ends of the row.
}
lesson-shieldwall-task = { $switch ->
    [one-capture] Close the row { $squares } and take one of its soldiers.
   *[other] Close the row and take { $squares } in one move.
}

lesson-exit-fort-title = The exit fort
lesson-exit-fort-rule = The defenders also win when the king stands on the edge, free to move, inside a wall of defenders that the attackers can never break.
lesson-exit-fort-task = Close the fort around the king with your last defender.

lesson-encirclement-title = Encirclement
lesson-encirclement-rule = The attackers also win when they close a ring round every defender, the king among them, so that none of them can reach the edge.
lesson-encirclement-task = Close the ring with your last attacker.

lesson-raichi-title = Raichi: one road open
lesson-raichi-rule = When the king has a clear straight run to a square where he would escape, his side says "raichi", as chess players say "check". The attackers must block that road at once.
lesson-raichi-task = Move the king so that exactly one road to freedom opens.

lesson-tuichi-title = Tuichi: two roads open
lesson-tuichi-rule = { $switch ->
    [yes] When the king has two clear roads to freedom, his side says "tuichi": in this game that wins at once.
   *[no] When the king has two clear roads to freedom, his side says "tuichi": the attackers can block only one of them.
}
lesson-tuichi-task = { $switch ->
    [yes] Open two roads for the king with one move.
   *[no] { $moves ->
        [one] Open two roads for the king with one move.
       *[other] Open two roads for the king, then escape by the one they leave open.
    }
}

lesson-stop-between-title = Never stop between two enemies
lesson-stop-between-rule = A soldier that stops between two enemy pieces is taken at once. It may pass between them, but not stop there.
lesson-stop-between-task = Move your defender between the two attackers, and see what happens.

lesson-king-rests-title = The king's rest: "Odpoczynek!"
lesson-king-rests-rule = The king alone may stop between two attackers without being taken: his player says "Odpoczynek!" ("Rest!") as he sets him down there.
lesson-king-rests-task = Stop the king between the two attackers.

lesson-one-capture-title = One piece a move
lesson-one-capture-rule = A move takes one piece at most. Where it could take two, the player who moves chooses which.
lesson-one-capture-task = Close in both defenders at once, and choose which one to take: { $squares }.

lesson-linnaean-title = Against the king's throne
lesson-linnaean-rule = { $switch ->
    [yes] With the king on his throne and attackers on three sides of him, a defender on the fourth side can be taken against the throne, and the king falls with him.
   *[no] With the king on his throne and attackers on three sides of him, a defender on the fourth side can be taken against the throne.
}
lesson-linnaean-task = { $switch ->
    [yes] Take the defender on the king's fourth side, and the king with him.
   *[no] Take the defender on { $squares } against the king's throne.
}

lesson-throne-guard-title = The throne guards the king only once
lesson-throne-guard-rule = The throne guards the king only until he first leaves it. Once he has left it, two attackers take him on it, as anywhere else.
lesson-throne-guard-task = The king has left his throne and come back. Take him there with two attackers.

lesson-throne-closed-title = The throne is closed
lesson-throne-closed-rule = Once the king has left the throne, nobody may enter it or pass over it again.
lesson-throne-closed-task = The king has left his throne. Try to move your defender across it, and see the move refused.

lesson-occupied-throne-title = The throne stands by its king
lesson-occupied-throne-rule = With the king on it, the throne counts as an enemy of the attackers: an attacker beside it is taken by a single defender on its other side.
lesson-occupied-throne-task = Take the attacker on { $squares } against the king's throne.

lesson-repetition-title = The same position three times
lesson-repetition-rule = { $switch ->
    [draw] When the same position comes about for the third time, the game is drawn.
    [repeater-loses] When the same position comes about for the third time, the side whose move brought it about loses.
   *[defenders-lose] When the same position comes about for the third time, the defenders lose: they may not hold out by repeating moves.
}
lesson-repetition-task = The same moves have gone round twice. Play the move that brings the position back a third time.

lesson-no-moves-title = No move left
lesson-no-moves-rule = { $switch ->
    [draw] A side that cannot make any move on its turn cannot go on: the game is drawn.
   *[loses] A side that cannot make any move on its turn loses the game.
}
lesson-no-moves-task = Leave the attackers without a single move.

lesson-all-attackers-captured-title = Taking every attacker
lesson-all-attackers-captured-rule = The defenders also win by taking every attacker.
lesson-all-attackers-captured-task = Take the last attacker.

lesson-all-defenders-captured-title = Taking every defender
lesson-all-defenders-captured-rule = The attackers also win by taking every defender but the king.
lesson-all-defenders-captured-task = Take the last defender.
