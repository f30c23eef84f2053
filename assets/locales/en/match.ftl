## Match play: clocks, resigning, draws and matches of paired games.

## The end of a game the players made. $side is the side that resigned or ran out of time.
reason-resignation = { $side ->
    [attackers] The attackers resigned.
   *[defenders] The defenders resigned.
}
reason-time = { $side ->
    [attackers] The attackers ran out of time.
   *[defenders] The defenders ran out of time.
}
reason-agreement = The players agreed a draw.

## The clocks on the side panel, after the time shown (4:59, 0:08.3).
# In byo-yomi: the time shown is the running period's; the periods left (it included).
clock-byo-yomi = { $periods ->
    [one] last period
   *[other] { $periods } periods
}
# Main time still running, with the byo-yomi periods waiting after it.
clock-main-and-periods = + { $periods }×

## The clock chosen on the new-game screen.
clock-heading = Clock
clock-none = No clock
# $minutes of main time and nothing after: the flag falls when it runs out.
clock-sudden-death = { $minutes } min
# Fischer: $seconds added after every move.
clock-fischer = { $minutes } min + { $seconds } s a move
# Byo-yomi: after the main time, $periods periods of $seconds each.
clock-byo-yomi-control = { $minutes } min, then { $periods } × { $seconds } s
# A named clock and what it is: "Blitz: 5 min + 3 s a move".
clock-named = { $name }: { $shape }
clock-preset-blitz = Blitz
clock-preset-rapid = Rapid
clock-preset-classical = Classical
clock-preset-overtime = Byo-yomi
clock-custom = Your own…
clock-minutes = minutes
clock-increment = Increment
clock-periods = Byo-yomi
clock-seconds = seconds
clock-seconds-a-move = seconds a move

## Matches of paired games.
match-choice = A match: paired games, sides swapped
match-pairs = { $pairs ->
    [one] pair of games
   *[other] pairs of games
}
match-game = Match: game { $game } of { $games }
# The match's score: each player's name and points (a win 1, a draw ½).
match-score = { $first } { $first_points } – { $second_points } { $second }
# A player of a match against the computer.
match-you = You
# A player of a match between two people: Player 1 attacks first.
match-player = Player { $number }
match-won-points = The match goes to { $player }, on points.
match-won-faster = The match goes to { $player }, with the faster win.
match-even = The match ends even.
end-next-game = Next game

## Resigning and draws.
panel-resign = Resign
panel-offer-draw = Offer a draw
draw-weighing = The computer is weighing your offer…
draw-declined = The draw was declined.
resign-title = Resign the game?
resign-question = { $side ->
    [attackers] The attackers resign, and the defenders win.
   *[defenders] The defenders resign, and the attackers win.
}
resign-yes = Resign
resign-no = Play on
draw-title = A draw offered
draw-question = { $side ->
    [attackers] The attackers offer a draw. Do the defenders accept?
   *[defenders] The defenders offer a draw. Do the attackers accept?
}
draw-accept = Accept the draw
draw-decline = Decline
