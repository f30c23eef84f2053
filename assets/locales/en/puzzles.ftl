## Puzzles: positions the computer has proved, and the player's puzzle rating.

title-puzzles = Puzzles
puzzles-title = Puzzles
puzzles-intro = Positions from tournament games and from the computer's own where one side wins by force, or has one move only that holds. The computer has proved each one: every move of the solution is the only one that works.
# The player's puzzle rating, which rises with each puzzle solved and falls with each missed.
puzzles-rating = Your puzzle rating: { $rating }
puzzles-solved = { $solved } of { $total } solved
puzzles-mixed = Any theme
puzzles-count = { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
puzzles-back = Back
puzzle-theme-escape = The king escapes
puzzle-theme-king-capture = Taking the king
puzzle-theme-defence = Defence
puzzle-theme-shieldwall = Shieldwall
puzzle-theme-fort = Exit fort
puzzle-theme-encirclement = Encirclement
puzzle-theme-one-capture = One capture a move
puzzle-theme-dice = Dice
# Above the puzzle: its name and its difficulty as a rating.
puzzle-heading = Puzzle { $id } · rated { $rating }
puzzle-task-win = { $side ->
    [attackers] Attackers to move
   *[defenders] Defenders to move
}: find the win in { $moves ->
    [one] one move.
   *[other] { $moves } moves; the computer answers between.
}
puzzle-task-defence = { $side ->
    [attackers] Attackers to move
   *[defenders] Defenders to move
}: the other side threatens to win. Find the only move that holds.
puzzle-hint = Hint
puzzle-hint-piece = Move the piece on { $square }.
puzzle-wrong = Not { $mv }: it does not do it.
puzzle-retry = Try again
puzzle-solved = Solved!
puzzle-rating-change = Your rating was { $before }; now { $after }.
puzzle-next = Next puzzle
puzzle-all = All puzzles
