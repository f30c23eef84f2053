## The rules screen: each switch of the rules, its sentence, where it comes from, its values.

rules-section-who-starts = Who starts
rules-section-escape-and-corners = Escape and corners
rules-section-the-throne = The throne
rules-section-the-king = The king
rules-section-captures = Captures
rules-section-how-the-game-ends = How the game ends
rules-section-movement = Movement

switch-first-label = Who moves first
switch-first-sentence = The side that makes the first move of the game.
switch-first-source = Polish rulebook rule 2 and the Catalan article: the defenders (the Swedes); modern rules: the attackers.
switch-first-attackers = the attackers
switch-first-defenders = the defenders

switch-escape-label = Where the king escapes
switch-escape-sentence = The squares the king must reach to win.
switch-escape-source = Corners: Polish rulebook rule 9, the Catalan and Czech articles, Copenhagen. Any edge square: the French rules (Tablut). Edge squares empty at the start: the Catalan article's variant 2.
switch-escape-corners = the corners
switch-escape-edge = any edge square
switch-escape-edge-empty-at-start = edge squares empty at the start

switch-marked-corners-label = Corners stay marked
switch-marked-corners-sentence = Even where the king escapes at the edge, only he may stop on a corner, and corners help capture as set below (always so when he escapes to the corners).
switch-marked-corners-source = The Catalan article's variant 2.

switch-corners-hostile-label = Corners help capture
switch-corners-hostile-sentence = A piece beside a marked corner can be captured against it, as if an enemy stood there.
switch-corners-hostile-source = Copenhagen and the Czech article: every piece; Brandub: all but the king; Polish rulebook rule 5: no piece (a capture needs two pieces).
switch-corners-hostile-all = every piece
switch-corners-hostile-soldiers-only = every piece but the king
switch-corners-hostile-attackers-only = attackers only
switch-corners-hostile-none = no piece

switch-throne-stop-label = Who may stop on the throne
switch-throne-stop-sentence = Who may end a move on the throne, the centre square.
switch-throne-stop-source = Polish rulebook rule 1, the Catalan and Czech articles: the king only.
switch-throne-stop-king-only = the king only
switch-throne-stop-nobody = nobody, once the king has left

switch-throne-pass-label = Who may cross the empty throne
switch-throne-pass-sentence = Who may pass over the empty throne on the way to another square.
switch-throne-pass-source = The Catalan and Czech articles: every piece; the Fidchell and Gwyddbwyll reconstruction: the king only.
switch-throne-pass-all = every piece
switch-throne-pass-king-only = the king only
switch-throne-pass-nobody = nobody

switch-throne-closed-after-king-left-label = The throne closes behind the king
switch-throne-closed-after-king-left-sentence = Once the king has left the throne, no piece may enter or cross it again.
switch-throne-closed-after-king-left-source = The French rules (Tablut).

switch-empty-throne-hostile-label = The empty throne helps capture
switch-empty-throne-hostile-sentence = A piece beside the empty throne can be captured against it.
switch-empty-throne-hostile-source = Most rule sets: every piece; Polish rulebook rule 5: no piece; the Fidchell and Gwyddbwyll reconstruction: all but the king.
switch-empty-throne-hostile-all = every piece
switch-empty-throne-hostile-soldiers-only = every piece but the king
switch-empty-throne-hostile-attackers-only = attackers only
switch-empty-throne-hostile-none = no piece

switch-occupied-throne-hostile-to-attackers-label = The king's throne helps capture attackers
switch-occupied-throne-hostile-to-attackers-sentence = While the king sits on the throne, an attacker beside it can be captured against it.
switch-occupied-throne-hostile-to-attackers-source = Copenhagen and Fetlar.

switch-king-armed-label = The king fights
switch-king-armed-sentence = The king can help capture enemy pieces.
switch-king-armed-source = Every preset arms him.

switch-king-capture-label = Taking the king
switch-king-capture-sentence = How many attackers must close in on the king to take him.
switch-king-capture-source = Four sides: Polish rulebook rule 8, the Czech article, Copenhagen; fewer away from the throne: Brandub; two: Tawlbwrdd.
switch-king-capture-strong = all four sides
switch-king-capture-strong-near-throne = four on the throne, three beside it, two elsewhere
switch-king-capture-weak = two, like any piece

switch-edge-against-king-label = The edge counts against the king
switch-edge-against-king-sentence = The board's edge counts as an attacker when the king is surrounded against it.
switch-edge-against-king-source = Polish rulebook rule 8 and the French rules (Tablut): yes; the Czech article: no.

switch-throne-guard-label = The throne shields the king
switch-throne-guard-sentence = How long the throne makes the king harder to take.
switch-throne-guard-source = The French rules (Brandub): four are needed "s'il n'a pas encore quitté son trône" (if he has not yet left his throne).
switch-throne-guard-by-square = whenever he is on it
switch-throne-guard-until-king-leaves = only until he first leaves it

switch-linnaean-capture-label = Capture against the king's throne
switch-linnaean-capture-sentence = With the king on the throne and attackers on three sides, a defender on the fourth side can be captured against the throne.
switch-linnaean-capture-source = Brandub today: the defender; the French rules (Brandub): the defender and the king together, and the attackers win.
switch-linnaean-capture-off = no
switch-linnaean-capture-defender = the defender is taken
switch-linnaean-capture-defender-and-king = the defender and the king are taken

switch-stop-between-label = Stopping between two enemies
switch-stop-between-sentence = What becomes of a soldier that ends its move between two enemy pieces (its own captures are taken first); the king may always rest there.
switch-stop-between-source = Polish rulebook rules 6 and 7 (the king's player says "Odpoczynek!" first).
switch-stop-between-safe = it is safe
switch-stop-between-captured = it is captured

switch-captures-per-move-label = Captures in one move
switch-captures-per-move-sentence = How many pieces one move may capture.
switch-captures-per-move-source = The Catalan article: "No es pot capturar més d'una peça en una mateixa jugada" (no more than one piece in one move).
switch-captures-per-move-all = every piece it closes in
switch-captures-per-move-one = one, of the mover's choice

switch-shieldwall-label = Shieldwall
switch-shieldwall-sentence = A row of pieces along the edge, each faced by an enemy, is captured at once when both its ends are closed.
switch-shieldwall-source = Copenhagen (a corner may close one end).
switch-shieldwall-none = no
switch-shieldwall-weak = yes, closed by two pieces
switch-shieldwall-strong = yes, a corner may close an end

switch-exit-fort-label = Exit fort
switch-exit-fort-sentence = The king also wins in a fort of defenders at the edge that can never be broken.
switch-exit-fort-source = Copenhagen.

switch-encirclement-label = Encirclement
switch-encirclement-sentence = The attackers also win by enclosing every defender in a ring.
switch-encirclement-source = Copenhagen and Fetlar.

switch-all-attackers-captured-wins-label = Taking every attacker wins
switch-all-attackers-captured-wins-sentence = The defenders also win by capturing every attacker.
switch-all-attackers-captured-wins-source = The French rules (Tablut).

switch-all-defenders-captured-wins-label = Taking every defender wins
switch-all-defenders-captured-wins-sentence = The attackers also win by capturing every defender but the king.
switch-all-defenders-captured-wins-source = The Gwyddbwyll reconstruction.

switch-tuichi-wins-label = Tuichi wins
switch-tuichi-wins-sentence = When the king has two open roads (tuichi) he wins at once: nobody can block both.
switch-tuichi-wins-source = The French rules (Tablut): "la partie est gagnée d'office"; an option in the Catalan article.

switch-routes-to-label = Raichi and tuichi count roads to
switch-routes-to-sentence = Where the king's open roads must lead for raichi (one road) or tuichi (two) to be called.
switch-routes-to-source = The Catalan article: to the edge, as its text says.
switch-routes-to-escape-squares = the escape squares
switch-routes-to-edge = any edge square

switch-repetition-label = A position seen three times
switch-repetition-sentence = What happens when the same position comes up for the third time.
switch-repetition-source = Most rule sets: a draw; Copenhagen: the defenders lose.
switch-repetition-ignored = nothing
switch-repetition-draw = the game is drawn
switch-repetition-repeater-loses = the side that repeats loses
switch-repetition-defenders-lose = the defenders lose

switch-no-moves-label = A side that cannot move
switch-no-moves-sentence = What happens to a side left without any legal move.
switch-no-moves-source = Most rule sets: it loses; Fetlar: a draw.
switch-no-moves-loses = it loses
switch-no-moves-draw = the game is drawn

switch-movement-label = How far a piece moves
switch-movement-sentence = How many empty squares a piece may cross in one move; with dice, one die is thrown each turn and a throw that allows no move passes.
switch-movement-source = Any number: every document (Polish rulebook rule 3); dice: the Czech article, of some old games; one square: the Fidchell and Gwyddbwyll reconstruction.
switch-movement-rook = any number, like a rook
switch-movement-one-step = one square
switch-movement-dice-at-most = up to the die's throw
switch-movement-dice-exactly = exactly the die's throw

switch-value-yes = yes
switch-value-no = no

rules-title = Rules
rules-start-from = Start from
rules-take-every-switch = Take every switch from…
rules-board-and-armies = Board and armies
# A board and its armies: its size, the attackers and the defenders (besides the king).
rules-layout = { $size }x{ $size }, { $attackers } v { $defenders } and the king
rules-layout-own = { $size }x{ $size }, your own
# A board and its armies, then the games played on it.
rules-layout-games = { $layout }: { $games }
rules-as-in = As in { $games }.
rules-playable = Playable.
rules-name = Name
rules-save = Save
rules-save-replace = Save (replace)
rules-saved = Saved as "{ $name }": it is listed under "Your rule sets".
# The name offered for a rule set made from other rules.
rules-own-name = My { $rules }
# The name of rules changed but not named.
rules-changed-name = { $rules } (changed)

## The presets: each its name, where it comes from, its rules in a paragraph, and what its
## source document's quoted words mean.

preset-hnefatafl-polish-name = Hnefatafl (Polish rulebook)
preset-hnefatafl-polish-origin = The Polish rulebook of a Hnefatafl set, 11x11.
preset-hnefatafl-polish-summary = The king's side moves first. Only the king may stop on the throne and the corners, and he wins on reaching a corner. No square is hostile: a piece is taken between two enemy pieces. A soldier that stops between two enemies is itself taken (after its own captures); only the king may rest there, announcing "Odpoczynek!". The king is taken on four sides, or on three with the throne or the board's edge as the fourth.
preset-hnefatafl-polish-quote-meaning = A piece may pass between two enemy pieces, as long as it does not stop between them.

preset-tablut-catalan-name = Tablut (Catalan article)
preset-tablut-catalan-origin = The Catalan encyclopedia article on Tablut, after Linnaeus, 9x9.
preset-tablut-catalan-summary = The Swedes (defenders) move first. The king wins on reaching a corner; the corners and the empty konakis help capture every piece. Others may pass over the empty konakis but never stop. The king is taken on four sides, or three and the konakis. Raichi and tuichi are counted to the edge, as the text says. Switches from the article: one capture a move, escape to the corners or edge squares empty at the start (variant 2), tuichi wins.
preset-tablut-catalan-quote-meaning = The Swedes win if the king reaches one of the four corner squares.

preset-tablut-french-name = Tablut (French rules)
preset-tablut-french-origin = The French rule sheet "Tablut (jeu du Roi)", 9x9.
preset-tablut-french-summary = The defenders move first. The king escapes to any edge square; the defenders also win by capturing every attacker. Once the king has left the throne it becomes hostile and no piece may enter or cross it. Tuichi (two open roads) wins at once. The king is taken on four sides, or three and the konakis or the edge.
preset-tablut-french-quote-meaning = With two open roads the king says tuichi and the game is won.

preset-brandub-french-name = Brandub (French rules)
preset-brandub-french-origin = The Brandub section of the French rule sheet "Tablut (jeu du Roi)", 7x7.
preset-brandub-french-summary = Attackers move first. The king (Branán) escapes to a corner; the corners are hostile to every piece but the king, the empty throne to all. The armed king is taken by two attackers, by three beside the throne, and by four on the throne only until he first leaves it. A defender pinned against the enthroned king is taken together with the king: the attackers win.
preset-brandub-french-quote-meaning = A defender pinned against the throne is captured together with the king.

preset-hnefatafl-czech-name = Hnefatafl (Czech article)
preset-hnefatafl-czech-origin = The Czech encyclopedia article on Hnefatafl, 11x11.
preset-hnefatafl-czech-summary = Attackers (the dark side) move first. Only the king may enter the centre and the corners; others may pass through the empty centre. Corners and the empty centre help capture every piece. The king is taken on four sides, or three and the throne; the board's edge does not count. He wins on reaching a corner.
preset-hnefatafl-czech-quote-meaning = The king is captured when surrounded on all four sides, or on three and the throne.

preset-hnefatafl-czech-13-name = Hnefatafl 13x13 (Czech article)
preset-hnefatafl-czech-13-origin = The larger board of the Czech encyclopedia article on Hnefatafl, with its 24 v 12+king army.
preset-hnefatafl-czech-13-summary = The Czech article's rules on 13x13, with the same 24 attackers against 12 defenders and the king, set out as on the 11x11 board.
preset-hnefatafl-czech-13-quote-meaning = Played on 11x11, or the larger 13x13, with 12 white stones and the king against 24 black.

preset-copenhagen-name = Copenhagen Hnefatafl
preset-copenhagen-origin = The modern tournament rules of the World Tafl Federation (aagenielsen.dk), 11x11.
preset-copenhagen-summary = Attackers move first. The king escapes to a corner; only he may stop on the throne or the corners, which are hostile to every piece. The king is armed and is taken on four sides, or three and the empty throne; never on the edge. Shieldwalls capture along the edges, an unbreakable exit fort wins for the king, and enclosing every defender wins for the attackers. Perpetual repetition loses for the defenders.

preset-fetlar-name = Fetlar Hnefatafl
preset-fetlar-origin = The 2008 rules of the Fetlar World Hnefatafl Championship, 11x11.
preset-fetlar-summary = Attackers move first. The king escapes to a corner; corners and the empty throne are hostile. The armed king is taken on four sides, or three beside the empty throne. Enclosing every defender wins for the attackers. Repetition and a side without moves are draws.

preset-hnefatafl-name = Hnefatafl (common reading)
preset-hnefatafl-origin = A common reading of the Polish rulebook and the Czech encyclopedia article together, 11x11.
preset-hnefatafl-summary = The king's side moves first. Only the king may stop on the throne and the corners; the king wins on reaching a corner. A soldier is taken between two enemies or an enemy and a hostile square. The king is taken on four sides, or on three when the fourth is the throne or the board edge.

preset-hnefatafl-13-name = Hnefatafl 13x13
preset-hnefatafl-13-origin = The larger board named in the Czech encyclopedia article, played with Copenhagen rules.
preset-hnefatafl-13-summary = Copenhagen rules on a 13x13 board: corner escape, strong armed king never taken on the edge, shieldwalls, exit forts and encirclement.

preset-tablut-name = Tablut
preset-tablut-origin = Linnaeus' 1732 account from Lapland (as the Catalan encyclopedia article and the French rule sheet tell it), 9x9.
preset-tablut-summary = The Swedes (defenders) move first. The king wins on reaching any edge square. He is taken on four sides, or three and the empty throne. The defenders also win by capturing every attacker. Raichi and tuichi announce one and two open routes. Switches: escape to the corners only, escape only to edge squares empty at the start, a throne closed once the king leaves, tuichi wins at once.

preset-brandub-name = Brandub
preset-brandub-origin = The Irish game of the French rule sheet, 7x7.
preset-brandub-summary = Attackers move first. The king (Branán) escapes to a corner; corners are hostile to every piece but the king, the empty throne to all. The king is armed; two attackers take him away from the throne, three beside it and four on it. A defender on the fourth side of the enthroned king is taken against the throne.

preset-ard-ri-name = Ard Rí
preset-ard-ri-origin = The Scottish 'high king' game named in the Czech encyclopedia article; layout from Ludii, rules a reconstruction.
preset-ard-ri-summary = Attackers move first on a crowded 7x7 board. The king escapes to any edge square. He is armed and taken on four sides, or three and the throne.

preset-tawlbwrdd-name = Tawlbwrdd
preset-tawlbwrdd-origin = The Welsh game named in the Catalan and Czech encyclopedia articles; Bell's layout as in OpenTafl, 11x11.
preset-tawlbwrdd-summary = Attackers move first. The king escapes to any edge square, but he is weak: two attackers take him like any soldier.

preset-alea-evangelii-name = Alea Evangelii
preset-alea-evangelii-origin = The Anglo-Saxon 'game of the Gospel' named in the Czech encyclopedia article; OpenTafl layout, 19x19.
preset-alea-evangelii-summary = Attackers move first on the great 19x19 board. The king escapes to one of the four 2x2 refuges in the corners, which only he may enter and which are hostile to all. The armed king is taken on four sides, or three and the empty throne.

preset-fidchell-name = Fidchell
preset-fidchell-origin = The Irish "wooden wisdom" named in the Czech encyclopedia article, on the 7x7 Ballinderry board. No rules survive; this is the reconstruction published for its Welsh twin Gwyddbwyll ("Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games", 2010), whose rules it equals.
preset-fidchell-summary = The same rules as Gwyddbwyll: a king and four defenders against eight attackers. Every piece moves one square at a time. Only the king may enter the centre and the corners, and he wins on reaching a corner. The empty centre helps capture any piece but the king. The king is taken on four sides, or on three at the board's edge. The attackers also win by taking all four defenders.

preset-gwyddbwyll-name = Gwyddbwyll
preset-gwyddbwyll-origin = The Welsh game named in the Czech encyclopedia article, 7x7, as reconstructed in "Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games" (2010), after the Ballinderry board.
preset-gwyddbwyll-summary = A king and four defenders against eight attackers. Every piece moves one square at a time. Only the king may enter the centre and the corners, and he wins on reaching a corner. The empty centre helps capture any piece but the king. The king is taken on four sides, or on three at the board's edge. The attackers also win by taking all four defenders.
