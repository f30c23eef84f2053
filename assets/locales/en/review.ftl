## Reviewing a game with the computer.

panel-review = Review
end-review = Review the game
review-title = Review
review-searching = The computer is looking at every position
review-close = Close the review
# Under the graph of the attackers' win chance, in percent.
review-graph-axis = Attackers' chance, %
review-graph-line = Attackers' chance
review-keys = The arrow keys step through the game, Home and End go to its start and end; or click the graph or a move.
# The move played from the position shown, judged. $judgement is good, inaccuracy, mistake or
# blunder; $before and $after are the mover's win chance in percent.
review-judged = { $number }. { $mv } by { $side ->
    [attackers] the attackers
   *[defenders] the defenders
}, { $judgement ->
    [inaccuracy] an inaccuracy
    [mistake] a mistake
    [blunder] a blunder
   *[good] a good move
}: their chance from { $before }% to { $after }%.
review-better = Better was { $mv } (the arrow).
review-try-again = Try again
review-try-ask = Find a better move for move { $mv }.
review-try-good = { $mv }: yes, that keeps the game.
review-try-bad = { $mv }: not that either. Try another.
review-show-answer = Show the answer
