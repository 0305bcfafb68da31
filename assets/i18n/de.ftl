### Deutsche Texte des Spiels, in Fluent (https://projectfluent.org). Die Kennungen sind allen
### Sprachdateien gemeinsam; `{ $name }` ist ein Wert, den das Spiel einsetzt, und `{ $n -> … }`
### wählt eine Form nach den Pluralregeln der Sprache. `$side` kommt immer mit `$number` (`one`
### für den Fuchs), `$att` und `$one` mit `$gender`, für Wörter, die sich danach richten. Die
### historischen Namen folgen der Variante: Offiziere und Rebellen in Asalto, Offiziere und
### Soldaten in L'Assaut und im Grand Jeu.

language-name = Deutsch

game-title = Asalto
game-subtitle = Das alte Belagerungsspiel: Wenige Offiziere halten die Festung gegen den Ansturm

variant-asalto-blurb = 33 Punkte, 2 Offiziere, 24 Rebellen. Schlagen ist freiwillig, doch ein Offizier, der einen Schlag auslässt, wird gepustet.
variant-assaut-blurb = 33 Punkte, 2 Offiziere, 24 Soldaten auf eigenen Linien. Es herrscht Schlagzwang, und der längste Schlag muss gewählt werden.
variant-grand-assaut-blurb = 67 Punkte, 3 Offiziere, 50 Soldaten. Das große Brett von 1890; Schlagzwang, und der längste Schlag ist Pflicht.

side-officers-asalto = Offiziere
    .nominative = die Offiziere
    .accusative = die Offiziere
    .dative = den Offizieren
side-attackers-asalto = Rebellen
    .nominative = die Rebellen
    .accusative = die Rebellen
    .dative = den Rebellen
side-officers-assaut = Offiziere
    .nominative = die Offiziere
    .accusative = die Offiziere
    .dative = den Offizieren
side-attackers-assaut = Soldaten
    .nominative = die Soldaten
    .accusative = die Soldaten
    .dative = den Soldaten
side-officers-grand-assaut = Offiziere
    .nominative = die Offiziere
    .accusative = die Offiziere
    .dative = den Offizieren
side-attackers-grand-assaut = Soldaten
    .nominative = die Soldaten
    .accusative = die Soldaten
    .dative = den Soldaten
attacker-one-asalto = Rebell
attacker-one-assaut = Soldat
attacker-one-grand-assaut = Soldat
attacker-many-asalto = Rebellen
attacker-many-assaut = Soldaten
attacker-many-grand-assaut = Soldaten

mode-vs-ai-officers = Du führst die Offiziere
mode-vs-ai-rebels = Du führst die { $att }
mode-hot-seat = Zwei Spieler, ein Bildschirm
mode-ai-vs-ai = Zuschauen: Computer gegen Computer

level-recruit = Rekrut
level-soldier = Soldat
level-corporal = Korporal
level-sergeant = Feldwebel
level-lieutenant = Leutnant
level-captain = Hauptmann
level-major = Major
level-colonel = Oberst
level-general = General
level-marshal = Marschall
level-recruit-blurb = Spielt sorglos und lässt oft eine Figur schlagen. Für die erste Partie.
level-soldier-blurb = Gibt ab und zu eine Figur her und übersieht längere Schlagketten.
level-corporal-blurb = Ab und zu sorglos; sieht kurze Drohungen, aber keine langen Pläne.
level-sergeant-blurb = Kaum je sorglos; übersieht selten eine Schlagkette.
level-lieutenant-blurb = Nie sorglos; bestraft ungedeckte Figuren.
level-captain-blurb = Spielt immer den besten Zug, den er findet; sperrt Offiziere einige Züge im Voraus ein.
level-major-blurb = Plant mehrere Züge voraus; schwer zu überraschen.
level-colonel-blurb = Sieht tiefe Kombinationen; ein harter Gegner für jeden.
level-general-blurb = Sehr tiefe Suche; verzeiht fast nichts.
level-marshal-blurb = Volle Spielstärke der Engine, bis zu drei Sekunden pro Zug; lässt keinen erkennbaren Gewinn aus und stellt in Asalto Fallen.

menu-continue = Angefangene Partie fortsetzen
menu-new-game = Neue Partie
menu-load = Gespeicherte Partien
menu-rules = Regeln
menu-settings = Einstellungen
menu-about = Über das Spiel
menu-quit = Beenden
menu-back = Zurück
menu-variant = Spiel
menu-mode = Spieler
menu-level = Computerstärke
menu-rating-level = { $level } hat in { $variant } eine Wertung von { $rating } (zwischen { $low } und { $high }, mit 95 % Sicherheit).
menu-rating-yours = { $games ->
    [0] Du hast in { $variant } noch keine gewertete Partie: Deine Wertung beginnt bei { $rating } ± { $margin }.
    [one] Deine Wertung in { $variant }: { $rating } ± { $margin }, aus einer gewerteten Partie.
   *[other] Deine Wertung in { $variant }: { $rating } ± { $margin }, aus { $games } gewerteten Partien.
} Am nächsten an deiner Wertung liegt { $nearest }.
menu-rating-choose = Gegen { $level } spielen
menu-rating-rated = Diese Partie wird gewertet, außer du machst einen Zug rückgängig, fragst nach einem Tipp oder öffnest vor ihrem Ende die Auswertung oder das Analysebrett.
menu-unrated-people = Partien zwischen zwei Menschen und Partien des Computers gegen sich selbst werden nicht gewertet.
menu-unrated-level = Diese Partie wird nicht gewertet: Für { $level } gibt es in { $variant } noch keine gemessene Wertung.
menu-start = Partie starten
menu-warn-huff = Warnen, bevor ein Offizier gepustet wird

load-title = Gespeicherte Partien
load-empty = Noch keine gespeicherten Partien. Nutze während einer Partie „Partie speichern“.
load-open = Öffnen
load-delete = Löschen
load-entry = { $variant }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $mode }
load-accuracy = Ausgewertet: Genauigkeit { $officers } { $o } %, { $attackers } { $a } %
load-refused = Diese gespeicherte Partie lässt sich nicht öffnen: { $error }
load-autosave = Angefangene Partie

settings-title = Einstellungen
settings-game = Spiel
settings-default-level = Standard-Computerstärke
settings-warn-huff = Warnen, bevor ein Offizier gepustet wird (Asalto)
settings-show-moves = Erlaubte Züge der gewählten Figur zeigen
settings-coordinates = Koordinaten am Brettrand zeigen
settings-animation = Animationstempo
settings-anim-off = Aus
settings-anim-fast = Schnell
settings-anim-normal = Normal
settings-anim-slow = Langsam
settings-sound = Ton
settings-master = Gesamtlautstärke
settings-effects = Effektlautstärke
settings-music = Musiklautstärke
settings-mute = Alle Töne stumm
settings-display = Anzeige
settings-language = Sprache
settings-theme = Brettfarben
settings-theme-classic = Klassisch
settings-theme-colour-safe = Für Farbenblinde
settings-theme-high-contrast = Hoher Kontrast
settings-scale = Größe der Oberfläche
settings-reset = Standardwerte wiederherstellen
settings-reset-warning = Die Einstellungsdatei konnte nicht gelesen werden, daher gelten die Standardwerte. Die alte Datei wurde als { $path } aufbewahrt.

about-title = Über das Spiel
about-text =
    Asalto – in Deutschland als Belagerungsspiel bekannt, in Frankreich als L'Assaut und in Schweden als Asalto – ist ein Brettspiel für zwei Personen aus dem 18. und 19. Jahrhundert. Wenige Offiziere verteidigen eine Festung gegen viele Angreifer: Die Angreifer gewinnen, wenn sie die Festung füllen oder die Offiziere einsperren, die Offiziere, wenn sie so viele Angreifer schlagen, dass die Festung nicht mehr gefüllt werden kann.

    Dieses Spiel folgt den modernen Regeln von Asalto, den französischen Regeln von L'Assaut und dem Grand Jeu d'Assaut von 1890.
about-credits = Programmierung, Klänge und Bilder stammen vom Projekt selbst; freie Software unter der MIT- oder Apache-2.0-Lizenz. Erstellt mit Rust, Bevy und egui.
about-version = Version { $version }

rules-title = Regeln

hud-to-move = Am Zug
hud-thinking = denkt nach
hud-undo = ⟲ Rückgängig
hud-redo = ⟳ Wiederholen
hud-hint = Tipp
hud-restart = Neue Partie
hud-menu = Menü
hud-save = Partie speichern
hud-type-move = Zug eingeben (c3-c4), Enter
hud-bad-move = Hier kein gültiger Zug: { $error }
words-officer = Offizier
words-officer-fox-geese = Fuchs
words-and = und
words-empty = leer
words-step = { $piece } von { $from } nach { $to }
words-capture = { $piece } von { $from } schlägt { $taken }, landet auf { $to }
words-place = { $pieces } gesetzt auf { $points }
words-huffed = gepustet: { $points }
words-to-move = { $side } am Zug.
words-last = Letzter Zug: { $move }.
words-selected = Gewählt: { $piece } auf { $point }; mögliche Ziele: { $targets }.
words-placing = Gewählt für die Offiziere: { $points }.
words-cursor = Cursor: { $point }.
hud-words = Das Brett in Worten
hud-saved = Partie gespeichert: { $name }.
hud-save-failed = Die Partie konnte nicht gespeichert werden: { $error }
hud-pictures-saved = Bilder gespeichert: { $files }
hud-pictures-failed = Die Bilder konnten nicht erstellt werden: { $error }
share-pictures = Bilder speichern
share-pictures-tip = Eine Animation der Partie (GIF) und die Schlussstellung mit den Zügen (PNG)
share-making = Bilder werden erstellt … { $done }/{ $total }
hud-moves = Züge
hud-back-to-game = Zurück zur Partie
hud-keys =
    Pfeiltasten, Tab: Cursor bewegen · Enter oder Leertaste: wählen · Esc: abwählen, dann Menü
    Strg+Z rückgängig · Strg+Y wiederholen · H Tipp · M Ton · T Zug eintippen · Klick oder Leertaste: gezeigten Zug beenden
hud-fortress = Festung besetzt
hud-captured = Geschlagen
hud-left = { $att }: noch { $n }
hud-officers = Offiziere: { $n }
hud-reviewing = Rückblick – das Brett zeigt eine frühere Stellung
hud-place-hint = Setze deine Offiziere: Klicke Festungspunkte an
hud-place-count = { $n ->
        [one] Noch { $n } Offizier zu setzen
       *[other] Noch { $n } Offiziere zu setzen
    }
hud-hint-thinking = Suche einen guten Zug …
hud-computer-illegal = Der Computer antwortete { $move }, das ist hier kein erlaubter Zug; er spielt diese Partie nicht weiter. Nimm den Zug zurück oder beginne eine neue Partie.
hud-computer-no-thread = Der Computer denkt im Thread des Fensters (kein anderer ließ sich starten): Das Fenster wartet, während er denkt.
hud-computer-no-worker = Der Computer denkt im Thread der Seite (sein Hintergrundprozess ist zweimal ausgefallen): Er spielt hier etwas schwächer, und die Seite kann ruckeln, während er denkt.
hud-perfect = Bei perfektem Spiel: Sieg für { $side-accusative } in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }
hud-proven = Bewiesen: erzwungener Sieg für { $side-accusative } in höchstens { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }
hud-forced = Erzwungener Sieg für { $side-accusative } in höchstens { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }
hud-level = Computerstärke: { $level }

notation-title = Stellung und Züge
notation-position = Stellung (APN)
notation-moves = Züge
notation-copy = Kopieren
notation-paste = Einfügen
notation-play-from = Ab dieser Stellung spielen
notation-replay = Diese Züge nachspielen
notation-copied = In die Zwischenablage kopiert.
notation-no-clipboard = Die Zwischenablage ist nicht verfügbar; markiere den Text und kopiere ihn von Hand.
notation-copy-refused = Der Browser hat dem Spiel die Zwischenablage verweigert; kopiere dies von Hand: { $text }
notation-bad-position = Keine gültige Stellung: { $error }
notation-bad-link = Dieser Link öffnet keine Partie: { $error }
notation-bad-moves = Diese Züge lassen sich nicht nachspielen: { $error }

banner-rating = Deine Wertung in { $variant }: { $before } → { $after } ({ $change })
banner-unrated-taken-back = Nicht gewertet: Ein Zug wurde rückgängig gemacht.
banner-unrated-hinted = Nicht gewertet: Du hast nach einem Tipp gefragt.
banner-unrated-reviewed = Nicht gewertet: Die Auswertung wurde vor dem Ende geöffnet.
banner-unrated-replayed = Nicht gewertet: Züge wurden aus einem Text nachgespielt.
banner-unrated-opened = Nicht gewertet: Die Partie wurde aus einer Speicherung, einem Link oder dem Analysebrett geöffnet.
banner-unrated-start = Nicht gewertet: Die Partie begann nicht in der Ausgangsstellung.
banner-unrated-level = Nicht gewertet: Diese Stufe hat in diesem Spiel keine gemessene Wertung.
banner-rematch = Revanche (Seiten tauschen)
banner-play-again = Noch einmal
banner-menu = Zurück zum Menü
banner-draw = Unentschieden
banner-wins = Sieg für { $side-accusative }
banner-you-win = Sieg!
banner-you-lose = Niederlage

reason-fortress-taken = Die { $att } besetzen jeden Punkt der Festung.
reason-officers-trapped = Die Offiziere sind eingesperrt: Sie haben keinen Zug mehr.
reason-all-huffed = Kein Offizier ist mehr übrig: Der letzte wurde gepustet.
reason-too-few = Es sind zu wenige { $att } übrig, um die Festung zu füllen.
reason-attackers-blocked = Die { $att } sind blockiert: Sie haben keinen Zug mehr.
reason-repetition = Dieselbe Stellung ist zum dritten Mal entstanden.
reason-move-limit = Fünfzig Züge je Seite ohne Schlag und ohne Vorrücken.

huff = { $count ->
        [one] Gepustet! Der Offizier auf { $from } hätte schlagen können ({ $chains }) und wurde entfernt.
       *[other] Gepustet! Die Offiziere auf { $from } hätten schlagen können ({ $chains }) und wurden entfernt.
    }
huff-and = und

note-not-your-piece = Das ist nicht deine Figur.
note-pick-a-piece = Klicke zuerst eine deiner Figuren an.
note-no-move-for-piece = Diese Figur hat keinen erlaubten Zug.
note-capture-mandatory = Schlagzwang: Ein Offizier muss springen.
note-longest-capture = Du musst den Schlag wählen, der die meisten Figuren schlägt.
note-other-officer-must-capture = Schlagzwang: Der andere Offizier kann springen.
note-continue-chain = Der Schlag geht weiter: Spring von hier aus erneut.
note-occupied = Dieser Punkt ist besetzt.
note-no-line = Dorthin führt keine Linie in einem Schritt.
note-no-backward = Als { $one } darfst du nie rückwärts ziehen.
note-no-leave-fortress = Die { $att } dürfen die Festung nicht verlassen.
note-closed-line = Diese Linie ist für die { $att } gesperrt (in der zweiten Farbe gezeichnet).
note-one-way-line = Diese Linie darf nur zur Mitte hin benutzt werden.
note-place-in-fortress = Offiziere werden auf Festungspunkte gesetzt.
note-ambiguous-chain = Dort enden mehrere Schläge: Klicke die Landepunkte nacheinander an.
note-huff-warning-typed = Vorsicht: Ein Schlag ist möglich. Ziehst du, ohne zu schlagen, { $count ->
        [one] wird der Offizier auf { $names } gepustet
       *[other] werden die Offiziere auf { $names } gepustet
    }. Drück zur Bestätigung noch einmal Enter.
note-huff-warning = Vorsicht: Ein Schlag ist möglich. Ziehst du, ohne zu schlagen, { $count ->
        [one] wird der Offizier auf { $names } gepustet
       *[other] werden die Offiziere auf { $names } gepustet
    }. Klicke zur Bestätigung noch einmal.
note-not-your-turn = Warte, bis du am Zug bist.
note-no-attacker-to-jump = Kein Sprung möglich: Dort ist nichts zu überspringen.
note-game-over = Die Partie ist vorbei.
note-placement-first = Setze zuerst die Offiziere.
note-already-placed = Die Offiziere sind schon gesetzt.

rules-heading-board = Brett und Figuren
rules-heading-moves = Ziehen
rules-heading-capture = Schlagen
rules-heading-huff = Pusten
rules-heading-end = Spielende
rules-heading-controls = Bedienung

rules-asalto-intro = Zwei Offiziere verteidigen eine Festung gegen 24 Rebellen. Die Rebellen gewinnen, wenn sie die Festung füllen oder die Offiziere einsperren; die Offiziere gewinnen, wenn sie so viele Rebellen schlagen, dass die Festung nicht mehr gefüllt werden kann.
rules-asalto-board =
    Das Brett ist ein Kreuz aus 33 Punkten, die durch Linien verbunden sind: gerade Linien zwischen benachbarten Punkten und diagonale Linien durch jeden zweiten Punkt. Die Festung ist der Block aus 9 Punkten oben im Kreuz.

    Die 24 Rebellen stehen zu Beginn auf allen Punkten außerhalb der Festung. Wer die Offiziere führt, setzt zuerst die beiden Offiziere auf zwei beliebige Punkte der Festung; dann machen die Rebellen den ersten Zug, und es wird abwechselnd gezogen.
rules-asalto-moves =
    Ein Rebell zieht einen Schritt entlang einer Linie auf einen leeren Punkt: gerade vorwärts (zur Festung hin), schräg vorwärts oder seitwärts, aber nie rückwärts. Ein Rebell in der Festung darf sie sogar seitwärts wieder verlassen.

    Ein Offizier zieht einen Schritt entlang einer beliebigen Linie, in jede Richtung, auf einen leeren Punkt. Nur die Offiziere schlagen.
rules-asalto-capture =
    Ein Offizier schlägt, indem er entlang einer Linie über einen benachbarten Rebellen hinweg auf den leeren Punkt direkt dahinter springt, in gerader Linie; der Rebell ist geschlagen. Kann der Offizier vom Landepunkt aus erneut springen, muss er weiterspringen, wobei er die Richtung nach Belieben wechseln darf, bis kein Sprung mehr möglich ist. Geschlagene Rebellen bleiben bis zum Ende des Zuges auf dem Brett, sodass keiner zweimal übersprungen werden kann.

    Schlagen ist freiwillig, und sind mehrere Schläge möglich, darfst du jeden davon wählen, nicht nur den längsten. Machen die Offiziere aber einen Zug, der kein Schlag ist, obwohl ein Schlag möglich war, werden sie gepustet (siehe unten).
rules-asalto-huff =
    Angenommen, die Offiziere sind am Zug und einer oder mehrere von ihnen könnten schlagen. Wird dann ein Zug gemacht, der kein Schlag ist, wird jeder Offizier, der hätte schlagen können, gepustet: Er wird nach dem Zug vom Brett genommen (ist es der Offizier, der gezogen hat, wird er von seinem neuen Punkt genommen).

    Es genügt, dass irgendein Offizier schlägt, um dem Pusten zu entgehen. Wird der letzte Offizier gepustet, gewinnen die Rebellen.
rules-asalto-end =
    Die Rebellen gewinnen, wenn sie alle 9 Punkte der Festung besetzen, wenn die Offiziere am Zug sind und nicht ziehen können oder wenn kein Offizier mehr übrig ist, weil beide gepustet wurden. Die Offiziere gewinnen, wenn nur noch 8 Rebellen oder weniger übrig sind (16 geschlagen), sodass die Festung nicht mehr gefüllt werden kann, oder wenn die Rebellen am Zug sind und nicht ziehen können.

    Die Partie endet unentschieden, wenn dieselbe Stellung zum dritten Mal mit derselben Seite am Zug entsteht, oder nach 50 Zügen jeder Seite ohne Schlag und ohne dass ein Rebell vorwärts zieht.

rules-assaut-intro = L'Assaut ist das französische Spiel: Zwei Offiziere verteidigen eine Festung gegen 24 Soldaten, die an ihre eigenen Linien gebunden sind. Die Soldaten gewinnen, wenn sie die Festung füllen oder die Offiziere einsperren; die Offiziere gewinnen, wenn sie so viele Soldaten schlagen, dass die Festung nicht mehr gefüllt werden kann.
rules-assaut-board =
    Das Brett ist ein Kreuz aus 33 Punkten, verbunden durch gerade Linien zwischen benachbarten Punkten und diagonale Linien durch jeden zweiten Punkt. Die Festung ist der Block aus 9 Punkten oben. Einige Linien sind in einer zweiten Farbe gezeichnet, in Rot: Die Soldaten dürfen sie nicht benutzen.

    Die 24 Soldaten stehen zu Beginn auf allen Punkten außerhalb der Festung. Wer die Offiziere führt, setzt zuerst die beiden Offiziere auf zwei beliebige Punkte der Festung; dann machen die Soldaten den ersten Zug, und es wird abwechselnd gezogen.
rules-assaut-moves =
    Die Soldaten dürfen alle senkrechten und diagonalen Linien benutzen. Die waagerechten Linien sind rot und für sie gesperrt, außer der obersten Linie jedes Seitenarms, die in die Festung führt und nur zur Mitte hin benutzt werden darf. Außerhalb der Festung zieht ein Soldat auf einen leeren Punkt vorwärts, gerade oder schräg, oder entlang einer dieser beiden Linien; er zieht nie zurück. In der Festung darf ein Soldat entlang seiner Linien vor- oder zurückziehen, verlässt die Festung aber nie mehr.

    Ein Offizier zieht einen Schritt entlang einer beliebigen Linie, in jede Richtung, auf einen leeren Punkt. Nur die Offiziere schlagen.
rules-assaut-capture =
    Ein Offizier schlägt, indem er entlang einer Linie über einen benachbarten Soldaten hinweg auf den leeren Punkt direkt dahinter springt, in gerader Linie; der Soldat ist geschlagen. Kann der Offizier vom Landepunkt aus erneut springen, muss er weiterspringen, wobei er die Richtung nach Belieben wechseln darf, bis kein Sprung mehr möglich ist. Geschlagene Soldaten bleiben bis zum Ende des Zuges auf dem Brett, sodass keiner zweimal übersprungen werden kann.

    Es herrscht Schlagzwang: Kann irgendein Offizier schlagen, müssen die Offiziere schlagen. Von allen möglichen Schlägen dürfen nur die gespielt werden, die die meisten Soldaten schlagen.
rules-assaut-end =
    Die Soldaten gewinnen, wenn sie alle 9 Punkte der Festung besetzen oder wenn die Offiziere am Zug sind und nicht ziehen können. Die Offiziere gewinnen, wenn nur noch 8 Soldaten oder weniger übrig sind (16 geschlagen), sodass die Festung nicht mehr gefüllt werden kann, oder wenn die Soldaten am Zug sind und nicht ziehen können.

    Die Partie endet unentschieden, wenn dieselbe Stellung zum dritten Mal mit derselben Seite am Zug entsteht, oder nach 50 Zügen jeder Seite ohne Schlag und ohne dass ein Soldat vorwärts zieht. Diese letzte Regel steht nicht in den alten Büchern; sie sorgt dafür, dass jede Partie endet.

rules-grand-assaut-intro = Das Grand Jeu d'Assaut von 1890 ist L'Assaut auf einem größeren Brett: Drei Offiziere verteidigen eine Festung gegen 50 Soldaten. Die Soldaten gewinnen, wenn sie die Festung füllen oder die Offiziere einsperren; die Offiziere gewinnen, wenn sie so viele Soldaten schlagen, dass die Festung nicht mehr gefüllt werden kann.
rules-grand-assaut-board =
    Das Brett ist ein breites Kreuz aus 67 Punkten, verbunden durch gerade Linien zwischen benachbarten Punkten und diagonale Linien durch jeden zweiten Punkt. Die Festung oben hat 17 Punkte: eine oberste Reihe aus 7, darunter eine Reihe aus 5 und die mittleren 5 Punkte der nächsten Reihe; zwei kurze schräge Linien verbinden die Enden der obersten Reihe mit der Reihe darunter. Einige Linien sind in einer zweiten Farbe gezeichnet, in Rot: Die Soldaten dürfen sie nicht benutzen.

    Die 50 Soldaten stehen zu Beginn auf allen Punkten außerhalb der Festung. Wer die Offiziere führt, setzt zuerst die drei Offiziere auf drei beliebige Punkte der Festung; dann machen die Soldaten den ersten Zug, und es wird abwechselnd gezogen.
rules-grand-assaut-moves =
    Die Soldaten dürfen alle senkrechten und diagonalen Linien benutzen, auch die beiden schrägen Linien oben. Die waagerechten Linien sind rot und für sie gesperrt, außer der obersten Linie jedes Seitenarms, die in die Festung führt und nur zur Mitte hin benutzt werden darf. Außerhalb der Festung zieht ein Soldat auf einen leeren Punkt vorwärts, gerade oder schräg, oder entlang einer dieser beiden Linien; er zieht nie zurück. In der Festung darf ein Soldat entlang seiner Linien vor- oder zurückziehen, verlässt die Festung aber nie mehr.

    Ein Offizier zieht einen Schritt entlang einer beliebigen Linie, in jede Richtung, auf einen leeren Punkt. Nur die Offiziere schlagen.
rules-grand-assaut-capture =
    Ein Offizier schlägt, indem er entlang einer Linie über einen benachbarten Soldaten hinweg auf den leeren Punkt direkt dahinter springt, in gerader Linie; der Soldat ist geschlagen. Kann der Offizier vom Landepunkt aus erneut springen, muss er weiterspringen, wobei er die Richtung nach Belieben wechseln darf, bis kein Sprung mehr möglich ist. Geschlagene Soldaten bleiben bis zum Ende des Zuges auf dem Brett, sodass keiner zweimal übersprungen werden kann.

    Es herrscht Schlagzwang: Kann irgendein Offizier schlagen, müssen die Offiziere schlagen. Von allen möglichen Schlägen dürfen nur die gespielt werden, die die meisten Soldaten schlagen.
rules-grand-assaut-end =
    Die Soldaten gewinnen, wenn sie alle 17 Punkte der Festung besetzen oder wenn die Offiziere am Zug sind und nicht ziehen können. Die Offiziere gewinnen, wenn nur noch 16 Soldaten oder weniger übrig sind (34 geschlagen), sodass die Festung nicht mehr gefüllt werden kann, oder wenn die Soldaten am Zug sind und nicht ziehen können.

    Die Partie endet unentschieden, wenn dieselbe Stellung zum dritten Mal mit derselben Seite am Zug entsteht, oder nach 50 Zügen jeder Seite ohne Schlag und ohne dass ein Soldat vorwärts zieht. Diese letzte Regel steht nicht in den alten Büchern; sie sorgt dafür, dass jede Partie endet.

rules-caption-start = Die Anfangsstellung. Die Festung ist schattiert; die Angreifer stehen auf allen Punkten außerhalb, und wer die Offiziere führt, setzt sie hinein.
rules-caption-lines = Die Linien der Soldaten: Die roten Linien sind für die Soldaten gesperrt.
rules-caption-capture = Eine Schlagkette: Der Offizier springt entlang der Pfeile und schlägt die markierten Figuren.
rules-caption-huff = Der eingekreiste Offizier hätte schlagen können. Zieht sein Spieler etwas anderes, wird er gepustet.

rules-controls =
    Klicke eine deiner Figuren an, dann den Punkt, auf den sie ziehen soll. Bei einer Schlagkette klickst du die Landepunkte nacheinander an – oder nur den letzten, wenn dort nur eine Kette endet. Zu Beginn klickt, wer die Offiziere führt, Festungspunkte an, um die Offiziere zu setzen.

    Die Schaltflächen Rückgängig, Wiederholen und Tipp nehmen einen Zug zurück, spielen ihn erneut oder schlagen einen Zug vor; die Tasten dafür sind Strg+Z (rückgängig), Strg+Y (wiederholen), H (Tipp), M (Ton aus) und Esc (Menü). Während ein Zug gezeigt wird, beendet ihn ein Klick oder die Leertaste sofort.

## The review of a game.
hud-review = Auswertung
banner-review = Partie auswerten
review-title = Partieauswertung
review-progress = { $done } / { $total ->
        [one] { $total } Stellung
       *[other] { $total } Stellungen
    }
review-wait = Die Engine geht jede Stellung der Partie durch. Du kannst dir das Brett währenddessen weiter ansehen.
review-close = Auswertung schließen
problems-title = Einige Dateien wurden nicht geladen
problems-sounds = Das Spiel läuft ohne diese Klänge weiter:
problems-more = { $n ->
        [one] und { $n } weiterer (siehe Protokoll)
       *[other] und { $n } weitere (siehe Protokoll)
    }
problems-close = Schließen
review-counts = { $side }: { $best ->
        [one] { $best } bester
       *[other] { $best } beste
    }, { $good ->
        [one] { $good } guter
       *[other] { $good } gute
    }, { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes } Fehler, { $blunders } Patzer
review-accuracy = Genauigkeit { $percent } %
review-practise = Deine Fehler üben ({ $n })
review-verdict-best = bester Zug
review-only-move = der einzige gute Zug
review-verdict-good = gut
review-verdict-inaccuracy = Ungenauigkeit
review-verdict-mistake = Fehler
review-verdict-blunder = Patzer
review-move = { $n }. { $move } ({ $side }): { $verdict }
review-was-best = Die eigene Wahl der Engine. Bewertung: { $score } (in Angreifern; + ist gut für die Offiziere).
review-was = Nach diesem Zug: { $played }. Nach { $move }, der Wahl der Engine: { $best }. (In Angreifern; + ist gut für die Offiziere.)
# Rebell und Soldat sind schwache Substantive: Der Akkusativ Singular ist Rebellen/Soldaten,
# dieselbe Form wie attacker-many, daher { $att } auch bei [one]. Nur für die Belagerungsspiele;
# Fuchs und Gänse hat einen eigenen Text.
review-reason-lets-capture = Damit kann der Offizier auf { $from } { $n ->
        [one] einen { $att }
       *[other] { $n } { $att }
    } schlagen.
# Wie oben: einen Rebellen, einen Soldaten (schwache Substantive).
review-reason-huffed = Der Offizier auf { $from } hätte { $n ->
        [one] einen { $att }
       *[other] { $n } { $att }
    } schlagen können, tat es nicht und wurde gepustet.
review-reason-loses = Danach gewinnt der Gegner erzwungen in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }.
review-reason-missed-win = Ein erzwungener Sieg in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    } war da und ist nun vertan.
review-forced = erzwungener Sieg für { $side-accusative }
review-pick = Klicke auf die Kurve oder einen Zug in der Liste, um seine Bewertung zu sehen.
review-show-better = Besseren Zug zeigen
review-show-punish = Widerlegung zeigen
review-line = Variante:
review-leave-line = Zurück zum Partiezug

## Learning: the tutorial and the puzzles.
menu-learn = Lernen
learn-title = Lernen
learn-yours = Deine Stellungen
learn-yours-intro = Jede Auswertung fügt die Stellungen hinzu, in denen du (oder, in einer Partie zwischen zwei Personen, einer der beiden) einen besseren Zug hattest. Eine gelöste Stellung kommt nach 3, 7, 14, dann 30 Tagen wieder, eine verfehlte am nächsten Tag.
learn-yours-none = Werte eine beendete Partie aus, um die Stellungen zu sammeln, in denen es einen besseren Zug gab.
learn-yours-count = { $n ->
        [one] { $n } Stellung
       *[other] { $n } Stellungen
    } gespeichert, { $due } heute fällig
learn-yours-practise = Die heutigen Stellungen üben
learn-yours-done = Heute ist nichts fällig; komm morgen wieder.
learn-yours-unreadable = { $n ->
    [one] Eine heute fällige Stellung kann nicht mehr gelesen werden (ihre Variante ist nicht mehr da) und wird ausgelassen.
   *[other] { $n } heute fällige Stellungen können nicht mehr gelesen werden (ihre Variante ist nicht mehr da) und werden ausgelassen.
}
learn-yours-not-kept = Die Datei deiner Stellungen kann weder gelesen noch beiseitegelegt werden ({ $error }): Sie bleibt, wie sie ist, und die Stellungen der Auswertungen dieser Sitzung werden nicht gespeichert.
learn-yours-kept-aside = Die Datei deiner Stellungen konnte nicht gelesen werden. Sie wurde als { $path } aufbewahrt; die Stellungen deiner nächsten Auswertungen werden ab jetzt gespeichert.
learn-tutorial = Einführung
learn-tutorial-intro = Kurze Lektionen auf einem echten Brett: Jede gibt eine Stellung und ein Ziel vor. Mach den Zug; das Spiel prüft ihn und erklärt, was an einem falschen Versuch nicht stimmt.
learn-puzzles = Aufgaben
learn-puzzles-intro = Stellungen aus Partien der Engine, in denen ein Zug klar der beste ist. Jeder Zug, den die Engine als gleich stark findet, zählt.
learn-easy = Leicht
learn-medium = Mittel
learn-hard = Schwer
learn-none = Für dieses Spiel gibt es noch keine Lektionen.
study-lesson-title = Lektion { $n } von { $total }: { $title }
study-puzzle-title = Aufgabe { $n } von { $total } ({ $difficulty })
study-puzzle-win = { $side } am Zug. Ein Zug gewinnt erzwungen: Finde ihn.
study-puzzle-only = { $side } am Zug. Alle Züge bis auf einen verlieren deutlich: Finde den, der hält.
study-your-move = Du bist am Zug ({ $side }).
study-checking = Die Engine prüft deinen Zug …
study-solved = Gelöst!
study-shown = Die Lösung steht auf dem Brett: Geh sie mit ◀ ▶ unter dem Brett durch oder mach weiter.
study-show-solution = Lösung zeigen
study-next = Weiter
study-back = Zurück zur Liste
study-missed-not-there = Nicht ganz: Die Figur muss auf { $point } landen. Versuch es noch einmal.
study-missed-no-capture = Das ist kein Schlag. Finde einen Zug, der { $n } schlägt.
study-missed-too-few = Das schlägt { $taken }; eine längere Kette schlägt { $n }. Versuch es noch einmal.
study-missed-no-win = Das gewinnt nicht sofort. Versuch es noch einmal.
study-missed-exposed = Jetzt kann ein Offizier schlagen: { $capture }. Halte jede Figur gedeckt.
study-missed-losing-reply = Danach gewinnt der Gegner sofort mit { $reply }.
study-missed-not-the-key = Die Engine findet einen stärkeren Zug. Versuch es noch einmal.
study-practice-title = Deine Fehler: { $n } von { $total }
study-practice-task = In der Partie wurde hier { $move } gezogen ({ $side }): { $verdict }. Finde einen besseren Zug.
study-missed-as-played = Das ist der Zug aus der Partie. Finde einen besseren.
rules-try-lesson = In der Einführung ausprobieren
lesson-asalto-place-title = Die Offiziere setzen
lesson-asalto-place-task = Wer die Offiziere führt, setzt zu Beginn beide Offiziere auf Festungspunkte (den schattierten oberen Teil des Kreuzes). Klicke zwei Festungspunkte an.
lesson-asalto-place-done = Ab hier ziehen die Rebellen zuerst.
lesson-asalto-rebel-step-title = So ziehen Rebellen
lesson-asalto-rebel-step-task = Rebellen ziehen einen Punkt weit entlang einer Linie: vorwärts, schräg vorwärts oder seitwärts, nie zurück. Zieh einen Rebellen auf d5.
lesson-asalto-officer-step-title = So ziehen Offiziere
lesson-asalto-officer-step-task = Offiziere ziehen einen Punkt weit entlang einer beliebigen Linie, in jede Richtung. Zieh einen Offizier auf d6.
lesson-asalto-capture-title = Schlagen
lesson-asalto-capture-task = Ein Offizier schlägt, indem er entlang einer Linie über einen benachbarten Rebellen hinweg auf den leeren Punkt direkt dahinter springt. Schlag einen Rebellen.
lesson-asalto-chain-title = Schlagketten
lesson-asalto-chain-task = Nach einem Sprung darf derselbe Offizier erneut springen und dabei nach Belieben die Richtung wechseln. Schlag drei Rebellen in einem Zug.
lesson-asalto-chain-done = Die geschlagenen Rebellen verlassen das Brett, wenn der Zug endet.
lesson-asalto-huff-title = Pusten
lesson-asalto-huff-task = Bei Asalto ist Schlagen freiwillig, doch ein Offizier, der schlagen könnte und es nicht tut, wird gepustet: vom Brett genommen. Lass es nicht so weit kommen: Schlag.
lesson-asalto-fill-title = Die Rebellen gewinnen: die Festung
lesson-asalto-fill-task = Die Rebellen gewinnen, wenn sie jeden Punkt der Festung besetzen. Besetze den letzten.
lesson-asalto-trap-title = Die Rebellen gewinnen: ein eingesperrter Offizier
lesson-asalto-trap-task = Die Rebellen gewinnen auch, wenn die Offiziere nicht ziehen können. Sperr den Offizier mit einem Zug ein.
lesson-asalto-boxed-title = Lass dich nicht einkesseln
lesson-asalto-boxed-task = Nur noch ein Offizier ist übrig: Die Rebellen gewinnen, wenn er nicht ziehen kann. Zieh ihn dorthin, wo er im nächsten Zug nicht eingesperrt werden kann.
lesson-asalto-boxed-done = Zwischen Rebellen am Rand der Festung ist ein Offizier schnell eingesperrt: Halte ihn dort, wo er Platz hat.
lesson-asalto-pairs-title = Halte deine Rebellen gedeckt
lesson-asalto-pairs-task = Ein Rebell mit einem leeren Punkt dahinter kann übersprungen werden. Rück vor, ohne einem Offizier einen Schlag zu ermöglichen.
lesson-asalto-pairs-done = Rebellen in gedeckten Paaren und Reihen können nicht übersprungen werden: So rückt die Belagerung vor.
lesson-assaut-place-title = Die Offiziere setzen
lesson-assaut-place-task = Wer die Offiziere führt, setzt beide Offiziere auf Festungspunkte (den schattierten oberen Teil des Kreuzes). Klicke zwei Festungspunkte an.
lesson-assaut-soldier-step-title = Die Linien der Soldaten
lesson-assaut-soldier-step-task = Soldaten ziehen einen Punkt weit vorwärts entlang ihrer eigenen Linien (der schwarzen; die roten sind für sie gesperrt). Zieh einen Soldaten auf d5.
lesson-assaut-officer-step-title = So ziehen Offiziere
lesson-assaut-officer-step-task = Offiziere ziehen einen Punkt weit entlang einer beliebigen Linie, rot oder schwarz, in jede Richtung. Zieh einen Offizier auf d6.
lesson-assaut-capture-title = Schlagen ist Pflicht
lesson-assaut-capture-task = Bei L'Assaut muss ein Offizier, der schlagen kann, auch schlagen: Versuch einen einfachen Zug und sieh selbst. Schlag einen Soldaten.
lesson-assaut-longest-title = Der längste Schlag
lesson-assaut-longest-task = Sind mehrere Schläge möglich, muss einer gespielt werden, der die meisten Soldaten schlägt. Schlag zwei.
lesson-assaut-fill-title = Die Soldaten gewinnen: die Festung
lesson-assaut-fill-task = Die Soldaten gewinnen, wenn sie jeden Punkt der Festung besetzen. Besetze den letzten.
lesson-assaut-trap-title = Die Soldaten gewinnen: ein eingesperrter Offizier
lesson-assaut-trap-task = Die Soldaten gewinnen auch, wenn die Offiziere nicht ziehen können. Sperr den Offizier mit einem Zug ein.
lesson-assaut-pairs-title = Halte deine Soldaten gedeckt
lesson-assaut-pairs-task = Ein Soldat mit einem leeren Punkt dahinter kann übersprungen werden. Rück vor, ohne einem Offizier einen Schlag zu ermöglichen.
lesson-assaut-pairs-done = Soldaten in gedeckten Paaren und Reihen können nicht übersprungen werden: So rückt die Belagerung vor.
lesson-grand-assaut-place-title = Drei Offiziere
lesson-grand-assaut-place-task = Auf dem großen Brett verteidigen drei Offiziere eine Festung aus 17 Punkten. Setze sie auf drei Festungspunkte.
lesson-grand-assaut-capture-title = Schlagen ist Pflicht
lesson-grand-assaut-capture-task = Wie bei L'Assaut muss ein Offizier, der schlagen kann, auch schlagen. Schlag den Soldaten.
lesson-grand-assaut-longest-title = Der längste Schlag
lesson-grand-assaut-longest-task = Es muss ein Schlag gespielt werden, der die meisten Soldaten schlägt. Finde eine Kette aus zwei Schlägen.
lesson-grand-assaut-fill-title = Die Soldaten gewinnen: die Festung
lesson-grand-assaut-fill-task = Fünfzig Soldaten müssen alle 17 Festungspunkte füllen, um zu gewinnen. Besetze den letzten.
lesson-grand-assaut-pairs-title = Halte deine Soldaten gedeckt
lesson-grand-assaut-pairs-task = Zieh einen Soldaten vor, ohne einem Offizier einen Schlag zu ermöglichen.
lesson-fox-geese-13-fox-step-title = Der Fuchs zieht überallhin
lesson-fox-geese-13-fox-step-task = Der Fuchs zieht einen Punkt entlang jeder Linie: vorwärts, rückwärts, seitwärts oder diagonal, denn jedes Quadrat hat seine Diagonale. Zieh den Fuchs nach d5.
lesson-fox-geese-13-capture-title = Der Fuchs schlägt
lesson-fox-geese-13-capture-task = Der Fuchs schlägt, indem er entlang einer Linie über eine benachbarte Gans auf den leeren Punkt direkt dahinter springt. Schlag die Gans auf d3.
lesson-fox-geese-13-chain-title = Zwei Gänse in einem Zug
lesson-fox-geese-13-chain-task = Nach einem Sprung darf der Fuchs vom Landepunkt aus weiterspringen. Schlag zwei Gänse in einem Zug.
lesson-fox-geese-13-no-gap-title = Keine Lücke hinter einer Gans
lesson-fox-geese-13-no-gap-task = Der Fuchs wartet auf d5 auf eine Gans mit einem leeren Punkt dahinter. Zieh eine Gans, ohne ihm einen Schlag zu ermöglichen.
lesson-fox-geese-13-no-gap-done = Die Gänse gewinnen, wenn sie als geschlossene Mauer vorrücken: Hinter jeder Gans neben dem Fuchs muss eine Gans oder der Rand stehen.
lesson-fox-geese-13-trap-title = Den Fuchs einsperren
lesson-fox-geese-13-trap-task = Die Gänse gewinnen, wenn der Fuchs nicht mehr ziehen kann. Sperr ihn mit einem Zug in seiner Ecke ein.
lesson-fox-geese-13-trap-done = Alle Punkte um den Fuchs sind besetzt, und jeder Sprung würde auf einer Gans landen.
lesson-fox-geese-13-sideways-sideways-title = Seitwärts eine Lücke schließen
lesson-fox-geese-13-sideways-sideways-task = Mit der Option „seitwärts“ darf eine Gans auch seitwärts ziehen. Der Fuchs droht, d4 zu überspringen: Schließ die Lücke dahinter.

## The analysis board.
hud-analyse = Analysieren
menu-analysis = Analysebrett
analysis-title = Analysebrett
analysis-how = Zieh frei mit beiden Seiten. Rückgängig nimmt einen Zug zurück; ein anderer Zug beginnt eine neue Variante. Die Partie, aus der du kommst, bleibt unverändert.
analysis-thinking = Rechne … Tiefe { $depth }, untersuchte Stellungen: { $nodes }
analysis-done = Tiefe { $depth }, untersuchte Stellungen: { $nodes }
analysis-over = In dieser Stellung ist die Partie vorbei.
analysis-forced = Erzwungener Sieg für { $side-accusative } in { $n }
analysis-three = Die besten drei Varianten zeigen
analysis-continue = Von hier weiterspielen
analysis-back = Zurück zur Partie
analysis-menu = Zurück zum Menü
analysis-explorer = Eröffnungsübersicht
analysis-explorer-how = Die Züge aus dieser Stellung im Eröffnungsbuch und in den Partien der Engine. Klicke auf einen Zug, um ihn zu spielen.
analysis-explorer-none = Keine Buchvariante und keine Partie der Engine erreichte diese Stellung.
analysis-explorer-move = Zug
analysis-explorer-book = Buch
analysis-explorer-games = Partien
analysis-explorer-results = Gewonnen von
analysis-explorer-shares = { $attackers } { $a } %, { $officers } { $o } %, Unentschieden { $d } %
analysis-explorer-proven = { $side } { $number ->
        [one] gewinnt
       *[other] gewinnen
    } (bewiesen, { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    })
side-officers-fox-geese = Fuchs
    .number = one
    .nominative = der Fuchs
    .accusative = den Fuchs
    .dative = dem Fuchs
side-attackers-fox-geese = Gänse
    .nominative = die Gänse
    .accusative = die Gänse
    .dative = den Gänsen
attacker-one-fox-geese = Gans
attacker-many-fox-geese = Gänse
variant-fox-geese-title = Fuchs und Gänse ({ $n ->
        [one] { $n } Gans
       *[other] { $n } Gänse
    })
variant-fox-geese-title-sideways = Fuchs und Gänse ({ $n ->
        [one] { $n } Gans
       *[other] { $n } Gänse
    }, seitwärts)
variant-fox-geese-blurb = 33 Punkte mit einer Diagonale durch jedes Quadrat, ohne Festung. Ein Fuchs gegen { $n ->
        [one] { $n } Gans, die ihn einsperren muss
       *[other] { $n } Gänse, die ihn einsperren müssen
    }; der Fuchs zieht zuerst und darf einen Schlag auslassen.
menu-family-siege = Belagerungsspiele
menu-family-fox-geese = Fuchs und Gänse
menu-family-fox-geese-intro = Das bekannteste Spiel der Familie: Die Gänse müssen den Fuchs einsperren, bevor er sie dezimiert.
menu-geese = Gänse
menu-sideways = Gänse dürfen auch seitwärts ziehen
mode-vs-ai-officers-fox-geese = Du spielst den Fuchs
hud-officers-fox-geese = Fuchs: { $n }
reason-officers-trapped-fox-geese = Der Fuchs ist eingesperrt: Er hat keinen Zug mehr.
reason-too-few-fox-geese = Es sind zu wenige { $att } übrig, um den Fuchs einzusperren.
rules-fox-geese-intro = Fuchs und Gänse ist das bekannteste Mitglied der Spielfamilie, zu der Asalto gehört. Ein Fuchs streift über ein Brett ohne Festung; eine Schar Gänse versucht, ihn einzuschließen. Die Gänse gewinnen, wenn sie den Fuchs einsperren; der Fuchs gewinnt, wenn er so viele Gänse schlägt, dass zu wenige übrig bleiben, um ihn einzusperren.
rules-fox-geese-board =
    Das Brett ist dasselbe Kreuz aus 33 Punkten, doch durch jedes Quadrat läuft eine Diagonale, sodass jeder Punkt mit allen seinen Nachbarn verbunden ist. Eine Festung gibt es nicht.

    Der Fuchs beginnt auf dem Mittelpunkt. Die 13 Gänse stehen auf der Reihe darunter und auf dem unteren Arm des Kreuzes. Mit der Option 15 Gänse stehen zwei weitere an den Enden der mittleren Reihe (a4 und g4), mit 17 Gänsen vier weitere (a4, b4, f4 und g4). Der Fuchs zieht zuerst; danach wird abwechselnd gezogen.
rules-fox-geese-moves =
    Eine Gans zieht einen Schritt entlang einer Linie auf einen leeren Punkt: gerade vorwärts (das Brett hinauf) oder schräg vorwärts, nie rückwärts. Mit der Option „seitwärts“ darf eine Gans auch seitwärts entlang ihrer Reihe ziehen.

    Der Fuchs zieht einen Schritt entlang einer beliebigen Linie, in jede Richtung, auf einen leeren Punkt. Nur der Fuchs schlägt.
rules-fox-geese-capture =
    Der Fuchs schlägt, indem er entlang einer Linie über eine benachbarte Gans hinweg auf den leeren Punkt direkt dahinter springt, in gerader Linie; die Gans ist geschlagen. Kann er vom Landepunkt aus erneut springen, springt er weiter, wobei er die Richtung nach Belieben wechseln darf, bis kein Sprung mehr möglich ist. Geschlagene Gänse bleiben bis zum Ende des Zuges auf dem Brett, sodass keine zweimal übersprungen werden kann.

    Schlagen ist nie Pflicht: Der Fuchs darf stets darauf verzichten, einen Schlag zu beginnen, und dafür geschieht ihm nichts.
rules-fox-geese-end =
    Die Gänse gewinnen, wenn der Fuchs am Zug ist und nicht ziehen kann. Der Fuchs gewinnt, wenn weniger als vier Gänse übrig sind oder wenn die Gänse am Zug sind und nicht ziehen können; ohne die Option „seitwärts“ können die Gänse nur vorwärts ziehen und müssen den Fuchs daher einsperren, bevor ihnen die Züge ausgehen.

    Die Partie endet unentschieden, wenn dieselbe Stellung zum dritten Mal mit derselben Seite am Zug entsteht, oder nach 50 Zügen jeder Seite ohne Schlag und ohne dass eine Gans vorwärts zieht. Diese Regeln stehen nicht in den alten Texten; sie sorgen wie bei Asalto dafür, dass jede Partie endet.
rules-heading-options = Die Optionen
rules-caption-start-fox-geese = Die Anfangsstellung mit 13 Gänsen: der Fuchs in der Mitte, die Gänse unter ihm.
rules-caption-options-fox-geese = Die Anfangsstellung mit 17 Gänsen: vier weitere auf der mittleren Reihe. Bei der Option 15 Gänse bleiben b4 und f4 frei.
rules-caption-capture-fox-geese = Eine Schlagkette: Der Fuchs springt entlang der Pfeile und schlägt die markierten Gänse.
menu-family-own = Eigene Spiele
menu-own-help = Eine Variantendatei beschreibt ein Brett und seine Regeln in wenigen Zeilen Text (RON); die Dokumentation des Spiels (docs/variants.md) erklärt jedes Feld. little-fort.ron im Ordner variants des Spiels ist ein Beispiel für den Anfang.
menu-own-path-hint = Pfad zu einer .ron-Variantendatei
menu-own-open = Öffnen
menu-own-choose = Variantendatei öffnen …
review-was-best-fox-geese = Die eigene Wahl der Engine. Bewertung: { $score } (in Gänsen; + ist gut für den Fuchs).
review-was-fox-geese = Nach diesem Zug: { $played }. Nach { $move }, der Wahl der Engine: { $best }. (In Gänsen; + ist gut für den Fuchs.)
review-reason-lets-capture-fox-geese = Damit kann der Fuchs auf { $from } { $n ->
        [one] eine Gans
       *[other] { $n } Gänse
    } schlagen.
notation-too-long = Die Zwischenablage enthält { $size } KB Text; eine Stellung oder Zugliste hat höchstens { $most } KB. Es wurde nichts eingefügt.
storage-title = Deine Partien und Einstellungen
storage-autosave-failed = Die laufende Partie wird nicht gespeichert: { $error }. Mit „Partie speichern“ kannst du sie sichern, wo das möglich ist.
storage-settings-failed = Deine Einstellungen werden nicht gespeichert: { $error }
storage-positions-failed = Deine Übungsstellungen werden nicht gespeichert: { $error }
storage-positions-unread = Die Datei deiner Stellungen { $file } konnte weder gelesen noch beiseitegelegt werden: Die Stellungen deiner Auswertungen werden in dieser Sitzung nicht gespeichert, damit sie nicht überschrieben wird.
storage-ratings-failed = Deine Wertungen werden nicht gespeichert: { $error }
storage-ratings-unread = Die Datei deiner Wertungen { $file } konnte weder gelesen noch beiseitegelegt werden: Die Ergebnisse deiner gewerteten Partien werden in dieser Sitzung nicht gespeichert, damit sie nicht überschrieben wird.
storage-keep-failed = Die angefangene Partie konnte nicht zu den gespeicherten Partien verschoben werden ({ $error }). Sie bleibt, wo sie war, und diese neue Partie wird nicht automatisch gespeichert.
storage-another-window = Asalto ist in einem anderen Fenster geöffnet, das die angefangene Partie verwaltet. Dieses Fenster speichert seine Partie nicht automatisch; „Partie speichern“ sichert sie.
storage-variant-not-kept = Die Variante { $name } kann jetzt gespielt werden, wird aber für den nächsten Start nicht behalten: { $error }
load-delete-confirm = Gespeicherte Partie Nr. { $n } löschen? Das lässt sich nicht rückgängig machen.
load-cancel = Abbrechen
hud-restart-confirm = Diese Partie ist nicht beendet. Eine neue beginnen?
hud-restart-save = Speichern, dann neu beginnen
hud-restart-discard = Ohne Speichern beginnen
hud-cancel = Abbrechen
menu-progress = Dein Fortschritt
progress-title = Dein Fortschritt
progress-empty = Noch nichts zu zeigen. Gewertete Partien gegen den Computer zeichnen hier deine Wertung, ausgewertete Partien deine Genauigkeit, und die Stellungen, die du übst, was du gelernt hast.
progress-variant = Spiel:
progress-rating = Wertung
progress-rating-none = Noch keine gewertete Partie in diesem Spiel: Wähle auf der Seite „Neues Spiel“ eine gewertete Stufe und spiele sie.
progress-rating-now = { $games ->
        [one] Deine Wertung in { $variant }: { $rating } (zu 95 % zwischen { $low } und { $high }), nach einer gewerteten Partie.
       *[other] Deine Wertung in { $variant }: { $rating } (zu 95 % zwischen { $low } und { $high }), nach { $games } gewerteten Partien.
    }
progress-rating-summary = { $games ->
        [one] Diagramm deiner Wertung: { $first } zu Beginn, { $last } nach einer gewerteten Partie. Die Tabelle folgt.
       *[other] Diagramm deiner Wertung: { $first } zu Beginn, { $last } nach { $games } gewerteten Partien. Die Tabelle folgt.
    }
progress-rating-axis = Wertung
progress-games-axis = Gewertete Partien
progress-rating-key = Die Linie ist deine Wertung, das Band der Bereich, in dem sie mit 95 % Sicherheit liegt; die gestrichelten Linien sind die Wertungen der Stufen.
progress-results-key = Gold: gewonnen. Grau: remis. Rot: verloren.
progress-table = Die Zahlen
progress-newest = Die { $shown } neuesten von { $games } gewerteten Partien.
progress-col-game = Partie
progress-col-level = Stufe
progress-col-side = Seite
progress-col-result = Ergebnis
progress-col-rating = Wertung
progress-won = Gewonnen
progress-drawn = Remis
progress-lost = Verloren
progress-results = Ergebnisse gegen jede Stufe
progress-results-summary = Diagramm deiner gewonnenen, remisen und verlorenen gewerteten Partien gegen jede Stufe. Die Tabelle folgt.
progress-accuracy = Genauigkeit in ausgewerteten Partien
progress-accuracy-none = Noch keine ausgewertete Partie gegen den Computer. Am Ende einer Partie bewertet „Partie auswerten“ jeden Zug, und deine Genauigkeit erscheint hier.
progress-accuracy-summary = { $games ->
        [one] Diagramm deiner Genauigkeit in einer ausgewerteten Partie: { $last }. Die Tabelle folgt.
       *[other] Diagramm deiner Genauigkeit in { $games } ausgewerteten Partien, von { $first } in der ersten bis { $last } in der letzten. Die Tabelle folgt.
    }
progress-accuracy-axis = Genauigkeit (%)
progress-reviews-axis = Ausgewertete Partien
progress-percent = { $percent } %
progress-col-review = Auswertung
progress-col-accuracy = Genauigkeit
progress-positions = Deine Stellungen
progress-positions-none = Noch keine Stellung aus diesem Spiel aufbewahrt: Die Fehler einer ausgewerteten Partie werden hier zum Üben aufbewahrt, über die Seite „Lernen“.
progress-positions-line = { $total ->
        [one] Eine Stellung aus deinen ausgewerteten Partien aufbewahrt. Gelernt (erst nach einer Woche oder später wieder dran): { $learnt }.
       *[other] { $total } Stellungen aus deinen ausgewerteten Partien aufbewahrt. Gelernt (erst nach einer Woche oder später wieder dran): { $learnt }.
    }
progress-col-comes-back = Kommt wieder nach
progress-col-positions = Stellungen
progress-days = { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    }
hud-send-move = Zug senden
hud-send-move-tip = Kopiert den Link der Partie, um mit jemandem anderswo zu spielen: Er öffnet ihn, spielt den nächsten Zug und schickt seinen zurück.
by-link-copied = Der Link der Partie ist kopiert: Schick ihn deinem Gegenüber, das ihn öffnet (oder ins Stellungsfeld einfügt) und den nächsten Zug spielt.
by-link-no-clipboard = Hier gibt es keine Zwischenablage; schick diesen Link: { $link }
by-link-continued = Damit geht die gespeicherte Partie Nr. { $n } weiter, jetzt mit den neuen Zügen.
by-link-kept = Diese Partie ist als gespeicherte Partie Nr. { $n } aufbewahrt.
by-link-behind = Die gespeicherte Partie Nr. { $n } enthält diese Partie mit späteren Zügen; sie bleibt, wie sie ist.
by-link-failed = Die Partie konnte nicht bei den gespeicherten Partien aufbewahrt werden: { $error }
learn-puzzle-rating = { $tries ->
        [0] Deine Aufgabenwertung in { $variant } beginnt bei { $rating } ± { $margin }: Der erste Versuch an jeder Aufgabe zählt.
        [one] Deine Aufgabenwertung in { $variant }: { $rating } ± { $margin }, aus einer Aufgabe.
       *[other] Deine Aufgabenwertung in { $variant }: { $rating } ± { $margin }, aus { $tries } Aufgaben.
    }
learn-next-puzzle = Nächste Aufgabe auf deinem Niveau: Nr. { $n } (Wertung { $rating })
progress-puzzles = Aufgaben
progress-puzzles-none = Noch keine Aufgabe dieses Spiels versucht: Der erste Versuch an jeder Aufgabe, auf der Seite „Lernen“, bestimmt deine Aufgabenwertung.
progress-puzzles-line = { $tries ->
        [one] Deine Aufgabenwertung: { $rating } (zu 95 % zwischen { $low } und { $high }); { $solved } von einer Aufgabe im ersten Versuch gelöst.
       *[other] Deine Aufgabenwertung: { $rating } (zu 95 % zwischen { $low } und { $high }); { $solved } von { $tries } Aufgaben im ersten Versuch gelöst.
    }
progress-col-puzzle = Aufgabe
progress-solved = Gelöst
progress-missed = Verfehlt
