### English texts of the game, in Fluent (https://projectfluent.org). Every language file has the
### same ids; `{ $name }` is a value the game fills in, and `{ $n -> … }` chooses a form by the
### language's plural rules. `$side` always comes with `$number` (`one` for the fox), and `$att`
### and `$one` with `$gender` (`feminine` for French geese), for words that agree with them. The
### historic names follow the variant: officers and rebels in Asalto, officers and soldiers in
### L'Assaut and the Grand Jeu.

language-name = English

game-title = Asalto
game-subtitle = The old siege game: a few officers hold the fortress against the storm

variant-asalto-blurb = 33 points, 2 officers, 24 rebels. Capturing is optional, but an officer who misses a capture is huffed.
variant-assaut-blurb = 33 points, 2 officers, 24 soldiers on their own lines. Capturing is mandatory, and the longest capture must be taken.
variant-grand-assaut-blurb = 67 points, 3 officers, 50 soldiers. The grand board of 1890; captures are mandatory and maximal.

side-officers-asalto = Officers
    .the = the officers
side-attackers-asalto = Rebels
    .the = the rebels
side-officers-assaut = Officers
    .the = the officers
side-attackers-assaut = Soldiers
    .the = the soldiers
side-officers-grand-assaut = Officers
    .the = the officers
side-attackers-grand-assaut = Soldiers
    .the = the soldiers
attacker-one-asalto = rebel
attacker-one-assaut = soldier
attacker-one-grand-assaut = soldier
attacker-many-asalto = rebels
attacker-many-assaut = soldiers
attacker-many-grand-assaut = soldiers

mode-vs-ai-officers = You command the officers
mode-vs-ai-rebels = You command the { $att }
mode-hot-seat = Two players, one screen
mode-ai-vs-ai = Watch the computer play itself

level-recruit = Recruit
level-soldier = Soldier
level-corporal = Corporal
level-sergeant = Sergeant
level-lieutenant = Lieutenant
level-captain = Captain
level-major = Major
level-colonel = Colonel
level-general = General
level-marshal = Marshal
level-recruit-blurb = Plays carelessly and often leaves a piece to be taken. For a first game.
level-soldier-blurb = Gives away a piece now and then and misses longer capture chains.
level-corporal-blurb = Careless now and then; sees short threats but not long plans.
level-sergeant-blurb = Hardly ever careless; rarely misses a capture chain.
level-lieutenant-blurb = Never careless; punishes loose pieces.
level-captain-blurb = Always plays the best move it finds; traps officers a few moves ahead.
level-major-blurb = Plans several moves ahead; hard to surprise.
level-colonel-blurb = Sees deep combinations; a hard opponent for anyone.
level-general-blurb = Very deep search; forgives almost nothing.
level-marshal-blurb = The engine's full strength, up to three seconds a move; never misses a win it can see, and in Asalto sets traps.

menu-continue = Continue the unfinished game
menu-new-game = New game
menu-load = Saved games
menu-rules = Rules
menu-settings = Settings
menu-about = About
menu-quit = Quit
menu-back = Back
menu-variant = Game
menu-mode = Players
menu-level = Computer strength
menu-rating-level = { $level } is rated { $rating } in { $variant } (between { $low } and { $high }, 95% sure).
menu-rating-yours = { $games ->
    [0] You have no rated games of { $variant } yet: your rating starts at { $rating } ± { $margin }.
    [one] Your rating in { $variant }: { $rating } ± { $margin }, from one rated game.
   *[other] Your rating in { $variant }: { $rating } ± { $margin }, from { $games } rated games.
} The nearest level is { $nearest }.
menu-rating-choose = Play { $level }
menu-rating-rated = This game is rated: it counts unless you take a move back, ask for a hint, or open the review or the analysis board before it ends.
menu-unrated-people = Games between two people, and the computer's games against itself, are not rated.
menu-unrated-level = This game is not rated: { $level } has no measured rating in { $variant } yet.
menu-start = Start the game
menu-warn-huff = Warn before an officer is huffed

load-title = Saved games
load-empty = No saved games yet. Use “Save game” during a game.
load-open = Open
load-delete = Delete
load-entry = { $variant }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $mode }
load-accuracy = Reviewed: accuracy { $officers } { $o }%, { $attackers } { $a }%
load-refused = This saved game cannot be opened: { $error }
load-autosave = Unfinished game

settings-title = Settings
settings-game = Game
settings-default-level = Default computer strength
settings-warn-huff = Warn before an officer is huffed (Asalto)
settings-show-moves = Show the legal moves of the selected piece
settings-coordinates = Show coordinates around the board
settings-animation = Animation speed
settings-anim-off = Off
settings-anim-fast = Fast
settings-anim-normal = Normal
settings-anim-slow = Slow
settings-sound = Sound
settings-master = Master volume
settings-effects = Effects volume
settings-music = Music volume
settings-mute = Mute all sound
settings-display = Display
settings-language = Language
settings-theme = Board colours
settings-theme-classic = Classic
settings-theme-colour-safe = Colour-blind safe
settings-theme-high-contrast = High contrast
settings-scale = Interface scale
settings-reset = Restore the defaults
settings-reset-warning = The settings file could not be read, so the defaults are in use. The old file was kept as { $path }.

about-title = About
about-text =
    Asalto is a siege game for two players from the 18th and 19th centuries, played in Germany as Belagerungsspiel, in France as L'Assaut and in Sweden as Asalto. A few officers defend a fortress against many attackers: the attackers win by filling the fortress or trapping the officers, the officers by capturing so many that the fortress can no longer be filled.

    This game follows the modern rules of Asalto, the French rules of L'Assaut and the Grand Jeu d'Assaut of 1890.
about-credits = Programming, sounds and pictures made by the project itself; free software under the MIT or Apache-2.0 licence. Made with Rust, Bevy and egui.
about-version = Version { $version }

rules-title = Rules

hud-to-move = To move
hud-thinking = thinking
hud-undo = ⟲ Undo
hud-redo = ⟳ Redo
hud-hint = Hint
hud-restart = New game
hud-menu = Menu
hud-save = Save game
hud-type-move = Type a move (c3-c4), Enter
hud-bad-move = Not a move here: { $error }
words-officer = officer
words-officer-fox-geese = fox
words-and = and
words-empty = empty
words-step = { $piece } from { $from } to { $to }
words-capture = { $piece } from { $from } captures { $taken }, lands on { $to }
words-place = { $pieces } placed on { $points }
words-huffed = huffed: { $points }
words-to-move = { $side } to move.
words-last = Last move: { $move }.
words-selected = Selected: { $piece } on { $point }; it can go to { $targets }.
words-placing = Chosen for the officers: { $points }.
words-cursor = Cursor: { $point }.
hud-words = The board in words
hud-saved = Game saved: { $name }.
hud-save-failed = The game could not be saved: { $error }
hud-pictures-saved = Pictures saved: { $files }
hud-pictures-failed = The pictures could not be made: { $error }
share-pictures = Save pictures
share-pictures-tip = An animation of the game (GIF) and the final position with the moves (PNG)
share-making = Making pictures… { $done }/{ $total }
hud-moves = Moves
hud-back-to-game = Back to the game
hud-keys =
    Arrows, Tab: move the cursor · Enter or Space: pick · Esc: drop, then menu
    Ctrl+Z undo · Ctrl+Y redo · H hint · M sound · T type a move · Click or Space: finish the move shown
hud-fortress = Fortress held
hud-captured = Captured
hud-left = { $att }: { $n } left
hud-officers = Officers: { $n }
hud-reviewing = Reviewing — the board shows an earlier position
hud-place-hint = Place your officers: click fortress points
hud-place-count = { $n ->
        [one] { $n } officer left to place
       *[other] { $n } officers left to place
    }
hud-hint-thinking = Looking for a good move…
hud-computer-illegal = The computer answered { $move }, which is not a legal move here, and stops playing this game. Undo, or start a new game.
hud-computer-no-thread = The computer thinks on the window's own thread (no other could be started): the window waits while it thinks.
hud-computer-no-worker = The computer thinks on the page's own thread (its background worker failed twice): it plays a little weaker here, and the page may stutter while it thinks.
hud-perfect = { $side } { $number ->
        [one] wins
       *[other] win
    } with perfect play in { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
hud-proven = Proven: { $side } { $number ->
        [one] wins
       *[other] win
    } by force within { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
hud-forced = { $side } { $number ->
        [one] wins
       *[other] win
    } by force within { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
hud-level = Computer strength: { $level }

notation-title = Position and moves
notation-position = Position (APN)
notation-moves = Moves
notation-copy = Copy
notation-paste = Paste
notation-play-from = Play from this position
notation-replay = Replay these moves
notation-copied = Copied to the clipboard.
notation-no-clipboard = The clipboard is not available; select the text and copy it by hand.
notation-copy-refused = The browser would not let the game use the clipboard; copy this by hand: { $text }
notation-bad-position = Not a position: { $error }
notation-bad-link = That link does not open a game: { $error }
notation-bad-moves = These moves cannot be replayed: { $error }

banner-rating = Your rating in { $variant }: { $before } → { $after } ({ $change })
banner-unrated-taken-back = Not rated: a move was taken back.
banner-unrated-hinted = Not rated: you asked for a hint.
banner-unrated-reviewed = Not rated: the review was opened before the end.
banner-unrated-replayed = Not rated: moves were replayed from text.
banner-unrated-opened = Not rated: the game was opened from a save, a link or the analysis board.
banner-unrated-start = Not rated: the game began from another position than the start.
banner-unrated-level = Not rated: this level has no measured rating in this game.
banner-rematch = Rematch (swap sides)
banner-play-again = Play again
banner-menu = Back to the menu
banner-draw = Draw
banner-wins = { CAPITAL($side-the) } { $number ->
        [one] wins
       *[other] win
    }
banner-you-win = Victory!
banner-you-lose = Defeat

reason-fortress-taken = The { $att } occupy every point of the fortress.
reason-officers-trapped = The officers are trapped: they have no move left.
reason-all-huffed = No officer is left: the last one was huffed.
reason-too-few = Too few { $att } are left to fill the fortress.
reason-attackers-blocked = The { $att } are blocked: they have no move left.
reason-repetition = The same position occurred for the third time.
reason-move-limit = Fifty moves each without a capture or an advance.

huff = { $count ->
        [one] Huffed! The officer on { $from } could have captured ({ $chains }) and was removed.
       *[other] Huffed! The officers on { $from } could have captured ({ $chains }) and were removed.
    }
huff-and = and

note-not-your-piece = That is not your piece.
note-pick-a-piece = Click one of your pieces first.
note-no-move-for-piece = That piece has no legal move.
note-capture-mandatory = Capture is mandatory: an officer must jump.
note-longest-capture = You must take the capture that takes the most pieces.
note-other-officer-must-capture = Capture is mandatory: the other officer can jump.
note-continue-chain = The capture goes on: jump again from here.
note-occupied = That point is taken.
note-no-line = No line leads there in one step.
note-no-backward = A { $one } never steps back.
note-no-leave-fortress = The { $att } may not leave the fortress.
note-closed-line = That line is closed to the { $att } (drawn in the second colour).
note-one-way-line = That line may only be followed toward the centre.
note-place-in-fortress = Officers are placed on fortress points.
note-ambiguous-chain = Several captures end there: click the landing points one by one.
note-huff-warning-typed = Careful: a capture is available. If you step, { $count ->
        [one] the officer on { $names } will be huffed
       *[other] the officers on { $names } will be huffed
    }. Press Enter again to confirm.
note-huff-warning = Careful: a capture is available. If you step, { $count ->
        [one] the officer on { $names } will be huffed
       *[other] the officers on { $names } will be huffed
    }. Click again to confirm.
note-not-your-turn = Wait for your turn.
note-no-attacker-to-jump = There is no { $one } to jump there.
note-game-over = The game is over.
note-placement-first = Place the officers first.
note-already-placed = The officers are already placed.

rules-heading-board = Board and pieces
rules-heading-moves = Moving
rules-heading-capture = Capturing
rules-heading-huff = Huffing
rules-heading-end = End of the game
rules-heading-controls = Playing on this computer

rules-asalto-intro = Two officers defend a fortress against 24 rebels. The rebels win by filling the fortress or hemming the officers in; the officers win by capturing so many rebels that the fortress can no longer be filled.
rules-asalto-board =
    The board is a cross of 33 points joined by lines: straight lines between neighbouring points, and diagonal lines through every other point. The fortress is the block of 9 points at the top of the cross.

    The 24 rebels start on every point outside the fortress. The officers' player first places the two officers on any two points of the fortress; then the rebels make the first move, and the players take turns.
rules-asalto-moves =
    A rebel moves one step along a line to an empty point: straight forward (toward the fortress), diagonally forward or sideways, but never backward. A rebel inside the fortress may even step sideways out of it again.

    An officer moves one step along any line, in any direction, to an empty point. Only the officers capture.
rules-asalto-capture =
    An officer captures by jumping along a line over a neighbouring rebel to the empty point just beyond it, in a straight line; the rebel is taken. If the officer can jump again from where it lands, it must go on, changing direction as it likes, until no jump is left. Captured rebels stay on the board until the move is over, so none can be jumped twice.

    Capturing is optional, and when several captures are possible you may choose any of them, not only the longest. But if the officers make a move that is not a capture while a capture was possible, they are huffed (see below).
rules-asalto-huff =
    Suppose it is the officers' turn and one or more officers could capture. If the player makes a move that is not a capture, every officer that could have captured is huffed: it is removed from the board once the move is made (if it is the officer that moved, it is taken from its new point).

    A capture by any officer is enough to avoid the huff. If the last officer is huffed, the rebels win.
rules-asalto-end =
    The rebels win if they occupy all 9 points of the fortress, if the officers have no move on their turn, or if no officer is left because both were huffed. The officers win when only 8 rebels or fewer are left (16 captured), so the fortress can no longer be filled, or if the rebels have no move on their turn.

    The game is a draw if the same position comes up for the third time with the same player to move, or after 50 moves by each side without a capture and without a rebel stepping forward.

rules-assaut-intro = L'Assaut is the French game: two officers defend a fortress against 24 soldiers who must keep to their own lines. The soldiers win by filling the fortress or hemming the officers in; the officers win by capturing so many soldiers that the fortress can no longer be filled.
rules-assaut-board =
    The board is a cross of 33 points joined by straight lines between neighbouring points and diagonal lines through every other point. The fortress is the block of 9 points at the top. Some lines are drawn in a second colour, red: the soldiers may not use them.

    The 24 soldiers start on every point outside the fortress. The officers' player first places the two officers on any two points of the fortress; then the soldiers make the first move, and the players take turns.
rules-assaut-moves =
    The soldiers may use every vertical and diagonal line. The horizontal lines are red and closed to them, except the top line of each side arm, which leads into the fortress and may be followed only toward the centre. Outside the fortress a soldier steps to an empty point forward, straight or diagonally, or along one of those two lines; it never steps back. Once inside the fortress, a soldier may step forward or back along its lines, but it never leaves the fortress.

    An officer moves one step along any line, in any direction, to an empty point. Only the officers capture.
rules-assaut-capture =
    An officer captures by jumping along a line over a neighbouring soldier to the empty point just beyond it, in a straight line; the soldier is taken. If the officer can jump again from where it lands, it must go on, changing direction as it likes, until no jump is left. Captured soldiers stay on the board until the move is over, so none can be jumped twice.

    Capturing is mandatory: if any officer can capture, the officers must capture. Of all the possible captures, only those that take the most soldiers may be played.
rules-assaut-end =
    The soldiers win if they occupy all 9 points of the fortress, or if the officers have no move on their turn. The officers win when only 8 soldiers or fewer are left (16 captured), so the fortress can no longer be filled, or if the soldiers have no move on their turn.

    The game is a draw if the same position comes up for the third time with the same player to move, or after 50 moves by each side without a capture and without a soldier stepping forward. This last rule is not in the old books; it makes sure every game ends.

rules-grand-assaut-intro = The Grand Jeu d'Assaut of 1890 is L'Assaut on a larger board: three officers defend a fortress against 50 soldiers. The soldiers win by filling the fortress or hemming the officers in; the officers win by capturing so many soldiers that the fortress can no longer be filled.
rules-grand-assaut-board =
    The board is a wide cross of 67 points joined by straight lines between neighbouring points and diagonal lines through every other point. The fortress at the top has 17 points: a top row of 7, a row of 5 below it and the middle 5 points of the next row; two short slanting lines join the ends of the top row to the row below. Some lines are drawn in a second colour, red: the soldiers may not use them.

    The 50 soldiers start on every point outside the fortress. The officers' player first places the three officers on any three points of the fortress; then the soldiers make the first move, and the players take turns.
rules-grand-assaut-moves =
    The soldiers may use every vertical and diagonal line, the two slanting lines at the top included. The horizontal lines are red and closed to them, except the top line of each side arm, which leads into the fortress and may be followed only toward the centre. Outside the fortress a soldier steps to an empty point forward, straight or diagonally, or along one of those two lines; it never steps back. Once inside the fortress, a soldier may step forward or back along its lines, but it never leaves the fortress.

    An officer moves one step along any line, in any direction, to an empty point. Only the officers capture.
rules-grand-assaut-capture =
    An officer captures by jumping along a line over a neighbouring soldier to the empty point just beyond it, in a straight line; the soldier is taken. If the officer can jump again from where it lands, it must go on, changing direction as it likes, until no jump is left. Captured soldiers stay on the board until the move is over, so none can be jumped twice.

    Capturing is mandatory: if any officer can capture, the officers must capture. Of all the possible captures, only those that take the most soldiers may be played.
rules-grand-assaut-end =
    The soldiers win if they occupy all 17 points of the fortress, or if the officers have no move on their turn. The officers win when only 16 soldiers or fewer are left (34 captured), so the fortress can no longer be filled, or if the soldiers have no move on their turn.

    The game is a draw if the same position comes up for the third time with the same player to move, or after 50 moves by each side without a capture and without a soldier stepping forward. This last rule is not in the old books; it makes sure every game ends.

rules-caption-start = The starting position. The fortress is shaded; the attackers stand on every point outside it, and the officers' player places the officers inside it.
rules-caption-lines = The soldiers' lines: the red lines are closed to the soldiers.
rules-caption-capture = A capture chain: the officer jumps along the arrows and takes the pieces marked.
rules-caption-huff = The ringed officer could have captured. If its player moves something else, it is huffed.

rules-controls =
    Click one of your pieces, then the point it should go to. For a capture chain, click the landing points one after another, or just the last one when only one chain ends there. At the start, the officers' player clicks fortress points to place the officers.

    The Undo, Redo and Hint buttons take a move back, play it again or suggest a move; the keys are Ctrl+Z (undo), Ctrl+Y (redo), H (hint), M (mute) and Esc (menu). While a move is being shown, a click or Space finishes it at once.

## The review of a game.
hud-review = Review
banner-review = Review the game
review-title = Game review
review-progress = { $done } / { $total ->
        [one] { $total } position
       *[other] { $total } positions
    }
review-wait = The engine is going through every position of the game. You can keep looking at the board meanwhile.
review-close = Close the review
problems-title = Some files did not load
problems-sounds = The game plays on without these sounds:
problems-more = and { $n } more (see the log)
problems-close = Close
review-counts = { $side }: { $best } best, { $good } good, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
review-accuracy = accuracy { $percent }%
review-practise = Practise your mistakes ({ $n })
review-verdict-best = best move
review-only-move = the only good move
review-verdict-good = good
review-verdict-inaccuracy = inaccuracy
review-verdict-mistake = mistake
review-verdict-blunder = blunder
review-move = { $n }. { $move } ({ $side }): { $verdict }
review-was-best = The engine's own choice. Evaluation: { $score } (in attackers; + is good for the officers).
review-was = After this move: { $played }. After { $move }, the engine's choice: { $best }. (In attackers; + is good for the officers.)
review-reason-lets-capture = This lets the officer on { $from } capture { $n ->
        [one] a { $one }
       *[other] { $n } { $att }
    }.
review-reason-huffed = The officer on { $from } could capture { $n ->
        [one] a { $one }
       *[other] { $n } { $att }
    }, did not, and was huffed.
review-reason-loses = After this the opponent wins by force in { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }.
review-reason-missed-win = A forced win in { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } was there and is gone.
review-forced = a forced win for { $side-the }
review-pick = Click the graph or a move in the list to see how it was judged.
review-show-better = Show the better move
review-show-punish = Show the punishing line
review-line = Line:
review-leave-line = Back to the game's move

## Learning: the tutorial and the puzzles.
menu-learn = Learn
learn-title = Learn
learn-yours = Your positions
learn-yours-intro = Each review adds the positions where you (or, in a game between two people, either player) had a better move. A position you get right comes back after 3, 7, 14, then 30 days; one you miss comes back the next day.
learn-yours-none = Review a finished game to collect the positions where a better move was there.
learn-yours-count = { $n ->
        [one] { $n } position
       *[other] { $n } positions
    } kept, { $due } due today
learn-yours-practise = Practise today's positions
learn-yours-done = Nothing is due today; come back tomorrow.
learn-yours-unreadable = { $n ->
    [one] One position due today can no longer be read (its variant is no longer there), so it is left out.
   *[other] { $n } positions due today can no longer be read (their variant is no longer there), so they are left out.
}
learn-yours-not-kept = Your positions file cannot be read, nor kept aside ({ $error }): it is left as it is, and the positions of this run's reviews are not saved.
learn-yours-kept-aside = Your positions file could not be read. It was kept as { $path }; the positions of your next reviews are kept from now on.
learn-tutorial = Tutorial
learn-tutorial-intro = Short lessons on a real board: each one sets a position and a goal. Make the move; the game checks it and explains a wrong try.
learn-puzzles = Puzzles
learn-puzzles-intro = Positions from the engine's own games where one move is clearly best. Any move the engine finds as strong counts.
learn-easy = Easy
learn-medium = Medium
learn-hard = Hard
learn-none = No lessons for this game yet.
study-lesson-title = Lesson { $n } of { $total }: { $title }
study-puzzle-title = Puzzle { $n } of { $total } ({ $difficulty })
study-puzzle-win = { CAPITAL($side-the) } to move. One move wins by force: find it.
study-puzzle-only = { CAPITAL($side-the) } to move. Every move but one loses heavily: find the one that holds.
study-your-move = Your move, with { $side-the }.
study-checking = The engine is checking your move…
study-solved = Solved!
study-shown = The solution is on the board: step through it with ◀ ▶ under the board, or go on.
study-show-solution = Show the solution
study-next = Next
study-back = Back to the list
study-missed-not-there = Not quite: the piece has to end on { $point }. Try again.
study-missed-no-capture = That is not a capture. Find a move that takes { $n }.
study-missed-too-few = That takes { $taken }; a longer chain takes { $n }. Try again.
study-missed-no-win = That does not win at once. Try again.
study-missed-exposed = Now an officer can capture: { $capture }. Keep every piece covered.
study-missed-losing-reply = After that the opponent wins at once with { $reply }.
study-missed-not-the-key = The engine finds a stronger move. Try again.
study-practice-title = Your mistakes: { $n } of { $total }
study-practice-task = In the game { $side-the } played { $move } here (judged: { $verdict }). Find a better move.
study-missed-as-played = That is the move played in the game. Find a better one.
rules-try-lesson = Try it in the tutorial
lesson-asalto-place-title = Placing the officers
lesson-asalto-place-task = The officers' player starts by placing both officers on fortress points (the shaded top of the cross). Click two fortress points.
lesson-asalto-place-done = The rebels move first from here.
lesson-asalto-rebel-step-title = How rebels move
lesson-asalto-rebel-step-task = Rebels step one point along a line: forward, diagonally forward or sideways, never back. Step a rebel onto d5.
lesson-asalto-officer-step-title = How officers move
lesson-asalto-officer-step-task = Officers step one point along any line, in any direction. Move an officer to d6.
lesson-asalto-capture-title = Capturing
lesson-asalto-capture-task = An officer captures by jumping over a neighbouring rebel to the empty point right behind it, along a line. Capture a rebel.
lesson-asalto-chain-title = Capture chains
lesson-asalto-chain-task = After a jump, the same officer may jump again, changing direction if it likes. Capture three rebels in one move.
lesson-asalto-chain-done = The captured rebels leave the board when the move ends.
lesson-asalto-huff-title = Huffing
lesson-asalto-huff-task = In Asalto capturing is optional, but an officer that could capture and does not is huffed: removed from the board. Do not let that happen: capture.
lesson-asalto-fill-title = The rebels win: the fortress
lesson-asalto-fill-task = The rebels win when they occupy every point of the fortress. Fill the last one.
lesson-asalto-trap-title = The rebels win: a trapped officer
lesson-asalto-trap-task = The rebels also win when the officers cannot move. Shut the officer in with one move.
lesson-asalto-boxed-title = Do not get boxed in
lesson-asalto-boxed-task = One officer is left: the rebels win if it cannot move. Move it where it cannot be shut in next move.
lesson-asalto-boxed-done = Among rebels at the edge of the fortress an officer is soon shut in: keep it where it has room.
lesson-asalto-pairs-title = Keep your rebels covered
lesson-asalto-pairs-task = A rebel with an empty point behind it can be jumped. Advance without leaving any officer a capture.
lesson-asalto-pairs-done = Rebels in supported pairs and rows cannot be jumped: that is how the siege advances.
lesson-assaut-place-title = Placing the officers
lesson-assaut-place-task = The officers' player places both officers on fortress points (the shaded top of the cross). Click two fortress points.
lesson-assaut-soldier-step-title = The soldiers' lines
lesson-assaut-soldier-step-task = Soldiers step one point forward along their own lines (the black ones; the red lines are closed to them). Step a soldier onto d5.
lesson-assaut-officer-step-title = How officers move
lesson-assaut-officer-step-task = Officers step one point along any line, red or black, in any direction. Move an officer to d6.
lesson-assaut-capture-title = Capturing is mandatory
lesson-assaut-capture-task = In L'Assaut an officer that can capture must capture: try a plain step and see. Capture a soldier.
lesson-assaut-longest-title = The longest capture
lesson-assaut-longest-task = When several captures are possible, one that takes the most soldiers must be played. Take two.
lesson-assaut-fill-title = The soldiers win: the fortress
lesson-assaut-fill-task = The soldiers win when they occupy every point of the fortress. Fill the last one.
lesson-assaut-trap-title = The soldiers win: a trapped officer
lesson-assaut-trap-task = The soldiers also win when the officers cannot move. Shut the officer in with one move.
lesson-assaut-pairs-title = Keep your soldiers covered
lesson-assaut-pairs-task = A soldier with an empty point behind it can be jumped. Advance without leaving any officer a capture.
lesson-assaut-pairs-done = Soldiers in supported pairs and rows cannot be jumped: that is how the siege advances.
lesson-grand-assaut-place-title = Three officers
lesson-grand-assaut-place-task = On the grand board three officers defend a fortress of 17 points. Place them on three fortress points.
lesson-grand-assaut-capture-title = Capturing is mandatory
lesson-grand-assaut-capture-task = As in L'Assaut, an officer that can capture must capture. Capture the soldier.
lesson-grand-assaut-longest-title = The longest capture
lesson-grand-assaut-longest-task = A capture that takes the most soldiers must be played. Find a chain of two.
lesson-grand-assaut-fill-title = The soldiers win: the fortress
lesson-grand-assaut-fill-task = Fifty soldiers must fill all 17 fortress points to win. Fill the last one.
lesson-grand-assaut-pairs-title = Keep your soldiers covered
lesson-grand-assaut-pairs-task = Move a soldier up without leaving any officer a capture.
lesson-fox-geese-13-fox-step-title = The fox moves anywhere
lesson-fox-geese-13-fox-step-task = The fox steps one point along any line: forward, back, sideways or diagonally, since every square has its diagonal. Move the fox up to d5.
lesson-fox-geese-13-capture-title = The fox captures
lesson-fox-geese-13-capture-task = The fox captures by jumping over a neighbouring goose to the empty point just beyond it, along a line. Take the goose on d3.
lesson-fox-geese-13-chain-title = Two geese in one move
lesson-fox-geese-13-chain-task = After a jump the fox may jump again from where it lands. Take two geese in one move.
lesson-fox-geese-13-no-gap-title = No gap behind a goose
lesson-fox-geese-13-no-gap-task = The fox waits at d5 for a goose with an empty point behind it. Move a goose without giving the fox a capture.
lesson-fox-geese-13-no-gap-done = The geese win by advancing as a closed wall: every goose next to the fox needs a goose or the edge behind it.
lesson-fox-geese-13-trap-title = Trap the fox
lesson-fox-geese-13-trap-task = The geese win when the fox cannot move. Shut it in its corner with one move.
lesson-fox-geese-13-trap-done = Every point around the fox is taken, and every jump lands on a goose.
lesson-fox-geese-13-sideways-sideways-title = Sideways to close a gap
lesson-fox-geese-13-sideways-sideways-task = With the sideways option a goose may also step sideways. The fox threatens to jump d4: close the gap behind it.

## The analysis board.
hud-analyse = Analyse
menu-analysis = Analysis board
analysis-title = Analysis board
analysis-how = Move either side freely. Undo takes a move back; another move starts a new branch. The game you came from is kept as it was.
analysis-thinking = Thinking… depth { $depth }, positions searched: { $nodes }
analysis-done = Depth { $depth }, positions searched: { $nodes }
analysis-over = The game is over in this position.
analysis-forced = { $side } { $number ->
        [one] wins
       *[other] win
    } by force in { $n }
analysis-three = Show the best three lines
analysis-continue = Continue from here
analysis-back = Back to the game
analysis-menu = Back to the menu
analysis-explorer = Opening explorer
analysis-explorer-how = Moves from this position in the opening book and in the engine's own games. Click a move to play it.
analysis-explorer-none = No book line or engine game reached this position.
analysis-explorer-move = Move
analysis-explorer-book = Book
analysis-explorer-games = Games
analysis-explorer-results = Won by
analysis-explorer-shares = { $attackers } { $a }%, { $officers } { $o }%, draws { $d }%
analysis-explorer-proven = { $side } { $number ->
        [one] wins
       *[other] win
    } (proven, { $n ->
        [one] { $n } move
       *[other] { $n } moves
    })
side-officers-fox-geese = Fox
    .number = one
    .the = the fox
side-attackers-fox-geese = Geese
    .the = the geese
attacker-one-fox-geese = goose
attacker-many-fox-geese = geese
variant-fox-geese-title = Fox & Geese ({ $n ->
        [one] { $n } goose
       *[other] { $n } geese
    })
variant-fox-geese-title-sideways = Fox & Geese ({ $n ->
        [one] { $n } goose
       *[other] { $n } geese
    }, sideways)
variant-fox-geese-blurb = 33 points with a diagonal across every square, no fortress. One fox against { $n ->
        [one] { $n } goose
       *[other] { $n } geese
    } that must trap it; the fox moves first and may decline a capture.
menu-family-siege = Siege games
menu-family-fox-geese = Fox & Geese
menu-family-fox-geese-intro = The family's best-known game: the geese must trap the fox before it thins them out.
menu-geese = Geese
menu-sideways = Geese may also step sideways
mode-vs-ai-officers-fox-geese = You play the fox
hud-officers-fox-geese = Fox: { $n }
reason-officers-trapped-fox-geese = The fox is trapped: it has no move left.
reason-too-few-fox-geese = Too few { $att } are left to trap the fox.
rules-fox-geese-intro = Fox & Geese is the best-known member of the family Asalto belongs to. One fox roams a board without a fortress; a flock of geese tries to hem it in. The geese win by trapping the fox; the fox wins by capturing so many geese that too few are left to trap it.
rules-fox-geese-board =
    The board is the same cross of 33 points, but a diagonal line crosses every square, so every point is joined to all its neighbours. There is no fortress.

    The fox starts on the centre point. The 13 geese stand on the row below it and on the bottom arm of the cross. With the 15-geese option two more stand at the ends of the middle row (a4 and g4); with 17 geese four more (a4, b4, f4 and g4). The fox moves first; then the players take turns.
rules-fox-geese-moves =
    A goose moves one step along a line to an empty point: straight forward (up the board) or diagonally forward, never backward. With the "sideways" option a goose may also step sideways along its row.

    The fox moves one step along any line, in any direction, to an empty point. Only the fox captures.
rules-fox-geese-capture =
    The fox captures by jumping along a line over a neighbouring goose to the empty point just beyond it, in a straight line; the goose is taken. If it can jump again from where it lands, it goes on, changing direction as it likes, until no jump is left. Captured geese stay on the board until the move is over, so none can be jumped twice.

    Capturing is never compulsory: the fox may always decline to start a capture, and nothing happens to it if it does.
rules-fox-geese-end =
    The geese win if the fox has no move on its turn. The fox wins when fewer than four geese are left, or if the geese have no move on their turn; without the sideways option the geese can only go forward, so they must trap the fox before they run out of moves.

    The game is a draw if the same position comes up for the third time with the same player to move, or after 50 moves by each side without a capture and without a goose stepping forward. These rules are not in the old texts; they make sure every game ends, as in Asalto.
rules-heading-options = The options
rules-caption-start-fox-geese = The starting position with 13 geese: the fox in the centre, the geese below it.
rules-caption-options-fox-geese = The starting position with 17 geese: four more on the middle row. The 15-geese option leaves out b4 and f4.
rules-caption-capture-fox-geese = A capture chain: the fox jumps along the arrows and takes the geese marked.
menu-family-own = Your own games
menu-own-help = A variant file describes a board and its rules in a few lines of text (RON); the game's documentation (docs/variants.md) explains every field. little-fort.ron, in the game's variants folder, is an example to start from.
menu-own-path-hint = the path of a .ron variant file
menu-own-open = Open
menu-own-choose = Open a variant file…
review-was-best-fox-geese = The engine's own choice. Evaluation: { $score } (in geese; + is good for the fox).
review-was-fox-geese = After this move: { $played }. After { $move }, the engine's choice: { $best }. (In geese; + is good for the fox.)
review-reason-lets-capture-fox-geese = This lets the fox on { $from } capture { $n ->
        [one] a goose
       *[other] { $n } geese
    }.
notation-too-long = The clipboard holds { $size } KB of text; a position or a move list is at most { $most } KB. Nothing was pasted.
storage-title = Your games and settings
storage-autosave-failed = The game in progress is not being saved: { $error }. Use “Save game” to keep it, where that can be written.
storage-settings-failed = Your settings are not being saved: { $error }
storage-positions-failed = Your positions to practise are not being saved: { $error }
storage-positions-unread = Your positions file { $file } could not be read nor kept aside: the positions of your reviews are not saved this run, so that it is not written over.
storage-ratings-failed = Your ratings are not being saved: { $error }
storage-ratings-unread = Your ratings file { $file } could not be read nor kept aside: the results of your rated games are not saved this run, so that it is not written over.
storage-keep-failed = The unfinished game could not be moved to the saved games ({ $error }). It stays where it was, and this new game is not saved automatically.
storage-another-window = Asalto is open in another window, which keeps the unfinished game. This window does not save its game automatically; “Save game” keeps it.
storage-variant-not-kept = The variant { $name } can be played now but is not kept for the next start: { $error }
load-delete-confirm = Delete saved game #{ $n }? This cannot be undone.
load-cancel = Cancel
hud-restart-confirm = This game is not finished. Start a new one?
hud-restart-save = Save it, then start
hud-restart-discard = Start without saving
hud-cancel = Cancel
menu-progress = Your progress
progress-title = Your progress
progress-empty = Nothing to show yet. Rated games against the computer draw your rating here, reviewed games your accuracy, and the positions you practise what you have learnt.
progress-variant = Game:
progress-rating = Rating
progress-rating-none = No rated game of this game yet: choose a rated level on the new-game page and play it.
progress-rating-now = { $games ->
        [one] Your rating in { $variant }: { $rating } (95% sure between { $low } and { $high }), after one rated game.
       *[other] Your rating in { $variant }: { $rating } (95% sure between { $low } and { $high }), after { $games } rated games.
    }
progress-rating-summary = { $games ->
        [one] Chart of your rating: { $first } at the start, { $last } after one rated game. Its table follows.
       *[other] Chart of your rating: { $first } at the start, { $last } after { $games } rated games. Its table follows.
    }
progress-rating-axis = Rating
progress-games-axis = Rated games
progress-rating-key = The line is your rating, the band the range it is 95% sure to lie in; the dashed lines are the levels' ratings.
progress-results-key = Gold: won. Grey: drawn. Red: lost.
progress-table = The figures
progress-newest = The { $shown } newest of { $games } rated games.
progress-col-game = Game
progress-col-level = Level
progress-col-side = Side
progress-col-result = Result
progress-col-rating = Rating
progress-won = Won
progress-drawn = Drawn
progress-lost = Lost
progress-results = Results against each level
progress-results-summary = Chart of your rated games won, drawn and lost against each level. Its table follows.
progress-accuracy = Accuracy in reviewed games
progress-accuracy-none = No reviewed game against the computer yet. When a game ends, Review rates each move, and your accuracy shows here.
progress-accuracy-summary = { $games ->
        [one] Chart of your accuracy in one reviewed game: { $last }. Its table follows.
       *[other] Chart of your accuracy in { $games } reviewed games, from { $first } in the first to { $last } in the last. Its table follows.
    }
progress-accuracy-axis = Accuracy (%)
progress-reviews-axis = Reviewed games
progress-percent = { $percent }%
progress-col-review = Review
progress-col-accuracy = Accuracy
progress-positions = Your positions
progress-positions-none = No position of this game kept yet: a reviewed game's mistakes are kept here to practise, from the Learn page.
progress-positions-line = { $total ->
        [one] One position kept from your reviewed games. Learnt (back only after a week or more): { $learnt }.
       *[other] { $total } positions kept from your reviewed games. Learnt (back only after a week or more): { $learnt }.
    }
progress-col-comes-back = Comes back after
progress-col-positions = Positions
progress-days = { $days ->
        [one] one day
       *[other] { $days } days
    }
hud-send-move = Send your move
hud-send-move-tip = Copies the game's link, to play with a friend elsewhere: they open it, play the next move and send theirs back.
by-link-copied = The game's link is copied: send it to your friend, who opens it (or pastes it into the position field) and plays the next move.
by-link-no-clipboard = There is no clipboard here; send your friend this link: { $link }
by-link-continued = This carries on saved game #{ $n }, now with the new moves.
by-link-kept = This game is kept as saved game #{ $n }.
by-link-behind = Saved game #{ $n } has this game with later moves; it is left as it is.
by-link-failed = The game could not be kept among the saved games: { $error }
learn-puzzle-rating = { $tries ->
        [0] Your puzzle rating in { $variant } starts at { $rating } ± { $margin }: the first try at each puzzle counts.
        [one] Your puzzle rating in { $variant }: { $rating } ± { $margin }, from one puzzle.
       *[other] Your puzzle rating in { $variant }: { $rating } ± { $margin }, from { $tries } puzzles.
    }
learn-next-puzzle = Next puzzle at your level: number { $n } (rated { $rating })
progress-puzzles = Puzzles
progress-puzzles-none = No puzzle of this game tried yet: the first try at each puzzle, on the Learn page, rates your puzzle rating.
progress-puzzles-line = { $tries ->
        [one] Your puzzle rating: { $rating } (95% sure between { $low } and { $high }); { $solved } of one puzzle solved at the first try.
       *[other] Your puzzle rating: { $rating } (95% sure between { $low } and { $high }); { $solved } of { $tries } puzzles solved at the first try.
    }
progress-col-puzzle = Puzzle
progress-solved = Solved
progress-missed = Missed
