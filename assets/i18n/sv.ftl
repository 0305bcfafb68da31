### Spelets svenska texter, i Fluent (https://projectfluent.org). Identifierarna är gemensamma för
### alla språkfiler; `{ $name }` är ett värde som spelet fyller i, och `{ $n -> … }` väljer form
### efter språkets pluralregler. `$side` kommer alltid med `$number` (`one` för räven), och `$att`
### och `$one` med `$gender`, för ord som böjs efter dem. De historiska namnen följer varianten:
### officerare och rebeller i Asalto, officerare och soldater i L'Assaut och Grand Jeu.

language-name = Svenska

game-title = Asalto
game-subtitle = Det gamla belägringsspelet: en handfull officerare håller fästningen mot stormningen

variant-asalto-blurb = 33 punkter, 2 officerare, 24 rebeller. Att slå är frivilligt, men en officer som missar ett slag blir blåst.
variant-assaut-blurb = 33 punkter, 2 officerare, 24 soldater på sina egna linjer. Det råder slagtvång, och det längsta slaget måste tas.
variant-grand-assaut-blurb = 67 punkter, 3 officerare, 50 soldater. Det stora brädet från 1890; slagtvång, och det längsta slaget måste tas.

side-officers-asalto = Officerare
    .the = officerarna
side-attackers-asalto = Rebeller
    .the = rebellerna
side-officers-assaut = Officerare
    .the = officerarna
side-attackers-assaut = Soldater
    .the = soldaterna
side-officers-grand-assaut = Officerare
    .the = officerarna
side-attackers-grand-assaut = Soldater
    .the = soldaterna
attacker-one-asalto = rebell
attacker-one-assaut = soldat
attacker-one-grand-assaut = soldat
attacker-many-asalto = rebeller
attacker-many-assaut = soldater
attacker-many-grand-assaut = soldater

mode-vs-ai-officers = Du spelar som officerare
mode-vs-ai-rebels = Du spelar som { $att }
mode-hot-seat = Två spelare, en skärm
mode-ai-vs-ai = Se datorn spela mot sig själv

level-recruit = Rekryt
level-soldier = Soldat
level-corporal = Korpral
level-sergeant = Sergeant
level-lieutenant = Löjtnant
level-captain = Kapten
level-major = Major
level-colonel = Överste
level-general = General
level-marshal = Marskalk
level-recruit-blurb = Spelar slarvigt och lämnar ofta en pjäs oskyddad. För det första partiet.
level-soldier-blurb = Ger då och då bort en pjäs och missar längre slagkedjor.
level-corporal-blurb = Slarvar ibland; ser korta hot men inte långa planer.
level-sergeant-blurb = Nästan aldrig slarvig; missar sällan en slagkedja.
level-lieutenant-blurb = Aldrig slarvig; straffar lösa pjäser.
level-captain-blurb = Spelar alltid det bästa drag den hittar; stänger in officerarna några drag i förväg.
level-major-blurb = Planerar flera drag framåt; svår att överraska.
level-colonel-blurb = Ser djupa kombinationer; en svår motståndare för alla.
level-general-blurb = Mycket djup beräkning; förlåter nästan ingenting.
level-marshal-blurb = Motorns fulla styrka, upp till tre sekunder per drag; missar aldrig en vinst den ser och gillrar fällor i Asalto.

menu-continue = Fortsätt det oavslutade partiet
menu-new-game = Nytt parti
menu-load = Sparade partier
menu-rules = Regler
menu-settings = Inställningar
menu-about = Om spelet
menu-quit = Avsluta
menu-back = Tillbaka
menu-variant = Spel
menu-mode = Spelare
menu-level = Datorns styrka
menu-rating-level = { $level } har ratingtalet { $rating } i { $variant } (mellan { $low } och { $high } med 95 % säkerhet).
menu-rating-yours = { $games ->
    [0] Du har inga ratingpartier i { $variant } än: ditt ratingtal börjar på { $rating } ± { $margin }.
    [one] Ditt ratingtal i { $variant }: { $rating } ± { $margin }, från ett ratingparti.
   *[other] Ditt ratingtal i { $variant }: { $rating } ± { $margin }, från { $games } ratingpartier.
} Närmast ditt ratingtal ligger { $nearest }.
menu-rating-choose = Spela mot { $level }
menu-rating-rated = Partiet är ett ratingparti: det räknas om du inte ångrar ett drag, ber om ett tips eller öppnar genomgången eller analysbrädet innan det är slut.
menu-unrated-people = Partier mellan två personer, och datorns partier mot sig själv, räknas inte till ratingen.
menu-unrated-level = Partiet räknas inte till ratingen: { $level } har inget uppmätt ratingtal i { $variant } än.
menu-start = Starta partiet
menu-warn-huff = Varna innan en officer blåses

load-title = Sparade partier
load-empty = Inga sparade partier ännu. Använd ”Spara partiet” under ett parti.
load-open = Öppna
load-delete = Radera
load-entry = { $variant }, { $moves } drag, { $mode }
load-accuracy = Genomgånget: precision { $officers } { $o } %, { $attackers } { $a } %
load-refused = Det sparade partiet kan inte öppnas: { $error }
load-autosave = Oavslutat parti

settings-title = Inställningar
settings-game = Spel
settings-default-level = Datorns styrka som standard
settings-warn-huff = Varna innan en officer blåses (Asalto)
settings-show-moves = Visa den valda pjäsens tillåtna drag
settings-coordinates = Visa koordinater runt brädet
settings-animation = Animationshastighet
settings-anim-off = Av
settings-anim-fast = Snabb
settings-anim-normal = Normal
settings-anim-slow = Långsam
settings-sound = Ljud
settings-master = Huvudvolym
settings-effects = Volym för effekter
settings-music = Volym för musik
settings-mute = Stäng av allt ljud
settings-display = Visning
settings-language = Språk
settings-theme = Brädets färger
settings-theme-classic = Klassiska
settings-theme-colour-safe = För färgblinda
settings-theme-high-contrast = Hög kontrast
settings-scale = Gränssnittets storlek
settings-reset = Återställ standardvärdena
settings-reset-warning = Inställningsfilen kunde inte läsas, så standardvärdena används. Den gamla filen sparades som { $path }.

about-title = Om spelet
about-text =
    Asalto är ett belägringsspel för två spelare från 1700- och 1800-talen, känt i Tyskland som Belagerungsspiel, i Frankrike som L'Assaut och i Sverige som Asalto. Några få officerare försvarar en fästning mot många anfallare: anfallarna vinner genom att fylla fästningen eller stänga in officerarna, officerarna genom att slå så många anfallare att fästningen inte längre kan fyllas.

    Det här spelet följer de moderna reglerna för Asalto, de franska reglerna för L'Assaut och Grand Jeu d'Assaut från 1890.
about-credits = Programmering, ljud och bilder är gjorda inom projektet; fri programvara under licensen MIT eller Apache-2.0. Gjort med Rust, Bevy och egui.
about-version = Version { $version }

rules-title = Regler

hud-to-move = Vid draget
hud-thinking = tänker
hud-undo = ⟲ Ångra
hud-redo = ⟳ Gör om
hud-hint = Tips
hud-restart = Nytt parti
hud-menu = Meny
hud-save = Spara partiet
hud-type-move = Skriv ett drag (c3-c4), Enter
hud-bad-move = Inget giltigt drag här: { $error }
words-officer = officer
words-officer-fox-geese = räv
words-and = och
words-empty = tom
words-step = { $piece } från { $from } till { $to }
words-capture = { $piece } från { $from } slår { $taken } och landar på { $to }
words-place = { $pieces } placerade på { $points }
words-huffed = blåsning på { $points }
words-to-move = Vid draget: { $side }.
words-last = Senaste drag: { $move }.
words-selected = Vald: { $piece } på { $point }; den kan gå till { $targets }.
words-placing = Utplacering av officerarna: { $points }.
words-cursor = Markör: { $point }.
hud-words = Brädet i ord
hud-saved = Partiet sparat: { $name }.
hud-save-failed = Partiet kunde inte sparas: { $error }
hud-pictures-saved = Bilderna sparade: { $files }
hud-pictures-failed = Bilderna kunde inte skapas: { $error }
share-pictures = Spara bilder
share-pictures-tip = En animation av partiet (GIF) och slutställningen med dragen (PNG)
share-making = Skapar bilder … { $done }/{ $total }
hud-moves = Drag
hud-back-to-game = Tillbaka till partiet
hud-keys =
    Piltangenter, Tab: flytta markören · Enter eller mellanslag: välj · Esc: släpp, sedan meny
    Ctrl+Z ångra · Ctrl+Y gör om · H tips · M ljud · T skriv ett drag · Klick eller mellanslag: avsluta draget som visas
hud-fortress = Fästningen besatt
hud-captured = Slagna
hud-left = { $att } kvar: { $n }
hud-officers = Officerare: { $n }
hud-reviewing = Granskning – brädet visar en tidigare ställning
hud-place-hint = Ställ ut dina officerare: klicka på punkter i fästningen
hud-place-count = { $n ->
        [one] { $n } officer kvar att ställa ut
       *[other] { $n } officerare kvar att ställa ut
    }
hud-hint-thinking = Letar efter ett bra drag …
hud-computer-illegal = Datorn svarade { $move }, som inte är ett tillåtet drag här, och slutar spela detta parti. Ångra, eller börja ett nytt parti.
hud-computer-no-thread = Datorn tänker i fönstrets egen tråd (ingen annan kunde startas): fönstret väntar medan den tänker.
hud-computer-no-worker = Datorn tänker i sidans egen tråd (dess bakgrundsprocess misslyckades två gånger): den spelar lite svagare här, och sidan kan hacka medan den tänker.
hud-perfect = Med perfekt spel vinner { $side-the } på { $n } drag
hud-proven = Bevisat: { $side-the } vinner med tvång inom { $n } drag
hud-forced = { CAPITAL($side-the) } vinner med tvång inom { $n } drag
hud-level = Datorns styrka: { $level }

notation-title = Ställning och drag
notation-position = Ställning (APN)
notation-moves = Drag
notation-copy = Kopiera
notation-paste = Klistra in
notation-play-from = Spela från den här ställningen
notation-replay = Spela om de här dragen
notation-copied = Kopierat till urklipp.
notation-no-clipboard = Urklipp är inte tillgängligt; markera texten och kopiera den för hand.
notation-copy-refused = Webbläsaren lät inte spelet använda urklipp; kopiera det här för hand: { $text }
notation-bad-position = Ingen giltig ställning: { $error }
notation-bad-link = Länken öppnar inget parti: { $error }
notation-bad-moves = Dragen kan inte spelas om: { $error }

banner-rating = Ditt ratingtal i { $variant }: { $before } → { $after } ({ $change })
banner-unrated-taken-back = Räknas inte till ratingen: ett drag ångrades.
banner-unrated-hinted = Räknas inte till ratingen: du bad om ett tips.
banner-unrated-reviewed = Räknas inte till ratingen: genomgången öppnades före slutet.
banner-unrated-replayed = Räknas inte till ratingen: drag spelades upp från text.
banner-unrated-opened = Räknas inte till ratingen: partiet öppnades från en sparad fil, en länk eller analysbrädet.
banner-unrated-start = Räknas inte till ratingen: partiet började i en annan ställning än utgångsställningen.
banner-unrated-level = Räknas inte till ratingen: den här nivån har inget uppmätt ratingtal i det här spelet.
banner-rematch = Returmatch (byt sida)
banner-play-again = Spela igen
banner-menu = Tillbaka till menyn
banner-draw = Oavgjort
banner-wins = { CAPITAL($side-the) } vinner
banner-you-win = Seger!
banner-you-lose = Nederlag

reason-fortress-taken = Alla punkter i fästningen är besatta av { $att }.
reason-officers-trapped = Officerarna är instängda: de har inga drag kvar.
reason-all-huffed = Ingen officer finns kvar: den sista blåstes.
reason-too-few = Det finns för få { $att } kvar för att fylla fästningen.
reason-attackers-blocked = Alla { $att } är blockerade: de har inga drag kvar.
reason-repetition = Samma ställning har uppstått för tredje gången.
reason-move-limit = Femtio drag för varje sida utan slag eller framryckning.

huff = { $count ->
        [one] Blåst! Officeren på { $from } kunde ha slagit ({ $chains }) och har tagits bort.
       *[other] Blåsta! Officerarna på { $from } kunde ha slagit ({ $chains }) och har tagits bort.
    }
huff-and = och

note-not-your-piece = Det där är inte din pjäs.
note-pick-a-piece = Klicka först på en av dina pjäser.
note-no-move-for-piece = Den pjäsen har inget tillåtet drag.
note-capture-mandatory = Slagtvång: en officer måste hoppa.
note-longest-capture = Du måste välja det slag som tar flest pjäser.
note-other-officer-must-capture = Slagtvång: den andra officeren kan hoppa.
note-continue-chain = Slaget fortsätter: hoppa igen härifrån.
note-occupied = Den punkten är upptagen.
note-no-line = Ingen linje leder dit i ett steg.
note-no-backward = En { $one } går aldrig bakåt.
note-no-leave-fortress = Det är förbjudet för { $att } att lämna fästningen.
note-closed-line = Den linjen är stängd för { $att } (den är ritad i den andra färgen).
note-one-way-line = Den linjen får bara följas in mot mitten.
note-place-in-fortress = Officerarna ställs ut på punkter i fästningen.
note-ambiguous-chain = Flera slag slutar där: klicka på landningspunkterna en i taget.
note-huff-warning-typed = Se upp: ett slag är möjligt. Om du flyttar ett steg { $count ->
        [one] blir officeren på { $names } blåst
       *[other] blir officerarna på { $names } blåsta
    }. Tryck Enter igen för att bekräfta.
note-huff-warning = Se upp: ett slag är möjligt. Om du flyttar ett steg { $count ->
        [one] blir officeren på { $names } blåst
       *[other] blir officerarna på { $names } blåsta
    }. Klicka igen för att bekräfta.
note-not-your-turn = Vänta på din tur.
note-no-attacker-to-jump = Där finns ingen { $one } att hoppa över.
note-game-over = Partiet är slut.
note-placement-first = Ställ först ut officerarna.
note-already-placed = Officerarna är redan utställda.

rules-heading-board = Brädet och pjäserna
rules-heading-moves = Att flytta
rules-heading-capture = Att slå
rules-heading-huff = Att blåsa
rules-heading-end = Partiets slut
rules-heading-controls = Att spela på datorn

rules-asalto-intro = Två officerare försvarar en fästning mot 24 rebeller. Rebellerna vinner genom att fylla fästningen eller stänga in officerarna; officerarna vinner genom att slå så många rebeller att fästningen inte längre kan fyllas.
rules-asalto-board =
    Brädet är ett kors med 33 punkter förbundna med linjer: raka linjer mellan grannpunkter och diagonaler genom varannan punkt. Fästningen är kvadraten med 9 punkter överst i korset.

    De 24 rebellerna står från början på alla punkter utanför fästningen. Officerarnas spelare börjar med att ställa ut de två officerarna på valfria punkter i fästningen; sedan gör rebellerna första draget, och spelarna drar växelvis.
rules-asalto-moves =
    En rebell flyttar ett steg längs en linje till en tom punkt: rakt framåt (mot fästningen), snett framåt eller åt sidan, men aldrig bakåt. En rebell inne i fästningen får till och med gå ut ur den igen med ett steg åt sidan.

    En officer flyttar ett steg längs vilken linje som helst, åt vilket håll som helst, till en tom punkt. Bara officerarna slår.
rules-asalto-capture =
    En officer slår genom att hoppa längs en linje över en intilliggande rebell till den tomma punkten rakt bakom den; rebellen är slagen. Kan officeren hoppa igen där den landar måste den fortsätta, och den får byta riktning som den vill, tills inget hopp återstår. Slagna rebeller står kvar på brädet tills draget är klart, så ingen kan hoppas över två gånger.

    Att slå är frivilligt, och finns flera slag får man välja vilket som helst, inte bara det längsta. Men gör officerarna något annat än att slå när ett slag var möjligt blir de blåsta (se nedan).
rules-asalto-huff =
    Anta att det är officerarnas tur och att en eller flera officerare kan slå. Gör spelaren då ett drag som inte är ett slag, blåses varje officer som kunde ha slagit: den tas bort från brädet när draget är gjort (är det den officeren som flyttade, tas den bort från sin nya punkt).

    Det räcker att någon officer slår för att ingen ska blåsas. Blåses den sista officeren vinner rebellerna.
rules-asalto-end =
    Rebellerna vinner om de besätter alla 9 punkterna i fästningen, om officerarna inte har något drag när det är deras tur, eller om ingen officer finns kvar för att båda har blåsts. Officerarna vinner när bara 8 rebeller eller färre återstår (16 slagna), så att fästningen inte längre kan fyllas, eller om rebellerna inte har något drag när det är deras tur.

    Partiet blir oavgjort om samma ställning uppstår för tredje gången med samma spelare vid draget, eller efter 50 drag av varje sida utan något slag och utan att någon rebell har gått framåt.

rules-assaut-intro = L'Assaut är det franska spelet: två officerare försvarar en fästning mot 24 soldater som måste hålla sig till sina egna linjer. Soldaterna vinner genom att fylla fästningen eller stänga in officerarna; officerarna vinner genom att slå så många soldater att fästningen inte längre kan fyllas.
rules-assaut-board =
    Brädet är ett kors med 33 punkter förbundna med raka linjer mellan grannpunkter och diagonaler genom varannan punkt. Fästningen är kvadraten med 9 punkter överst. Vissa linjer är ritade i en andra färg, rött: dem får soldaterna inte använda.

    De 24 soldaterna står från början på alla punkter utanför fästningen. Officerarnas spelare börjar med att ställa ut de två officerarna på valfria punkter i fästningen; sedan gör soldaterna första draget, och spelarna drar växelvis.
rules-assaut-moves =
    Soldaterna får använda alla lodräta och diagonala linjer. De vågräta linjerna är röda och stängda för dem, utom den översta linjen i varje sidoarm, som leder in i fästningen och bara får följas in mot mitten. Utanför fästningen går en soldat ett steg till en tom punkt framåt, rakt eller snett, eller längs en av de två linjerna; den går aldrig bakåt. Väl inne i fästningen får den gå framåt eller bakåt längs sina linjer, men den lämnar aldrig fästningen.

    En officer flyttar ett steg längs vilken linje som helst, åt vilket håll som helst, till en tom punkt. Bara officerarna slår.
rules-assaut-capture =
    En officer slår genom att hoppa längs en linje över en intilliggande soldat till den tomma punkten rakt bakom den; soldaten är slagen. Kan officeren hoppa igen där den landar måste den fortsätta, och den får byta riktning som den vill, tills inget hopp återstår. Slagna soldater står kvar på brädet tills draget är klart, så ingen kan hoppas över två gånger.

    Det råder slagtvång: kan någon officer slå måste officerarna slå. Av alla möjliga slag får bara de som tar flest soldater spelas.
rules-assaut-end =
    Soldaterna vinner om de besätter alla 9 punkterna i fästningen, eller om officerarna inte har något drag när det är deras tur. Officerarna vinner när bara 8 soldater eller färre återstår (16 slagna), så att fästningen inte längre kan fyllas, eller om soldaterna inte har något drag när det är deras tur.

    Partiet blir oavgjort om samma ställning uppstår för tredje gången med samma spelare vid draget, eller efter 50 drag av varje sida utan något slag och utan att någon soldat har gått framåt. Den sista regeln finns inte i de gamla böckerna; den ser till att varje parti tar slut.

rules-grand-assaut-intro = Grand Jeu d'Assaut från 1890 är L'Assaut på ett större bräde: tre officerare försvarar en fästning mot 50 soldater. Soldaterna vinner genom att fylla fästningen eller stänga in officerarna; officerarna vinner genom att slå så många soldater att fästningen inte längre kan fyllas.
rules-grand-assaut-board =
    Brädet är ett brett kors med 67 punkter förbundna med raka linjer mellan grannpunkter och diagonaler genom varannan punkt. Fästningen överst har 17 punkter: en översta rad med 7, en rad med 5 under den och de 5 mittersta punkterna i raden därunder; två korta sneda linjer förbinder den översta radens ändar med raden under. Vissa linjer är ritade i en andra färg, rött: dem får soldaterna inte använda.

    De 50 soldaterna står från början på alla punkter utanför fästningen. Officerarnas spelare börjar med att ställa ut de tre officerarna på valfria punkter i fästningen; sedan gör soldaterna första draget, och spelarna drar växelvis.
rules-grand-assaut-moves =
    Soldaterna får använda alla lodräta och diagonala linjer, också de två sneda linjerna överst. De vågräta linjerna är röda och stängda för dem, utom den översta linjen i varje sidoarm, som leder in i fästningen och bara får följas in mot mitten. Utanför fästningen går en soldat ett steg till en tom punkt framåt, rakt eller snett, eller längs en av de två linjerna; den går aldrig bakåt. Väl inne i fästningen får den gå framåt eller bakåt längs sina linjer, men den lämnar aldrig fästningen.

    En officer flyttar ett steg längs vilken linje som helst, åt vilket håll som helst, till en tom punkt. Bara officerarna slår.
rules-grand-assaut-capture =
    En officer slår genom att hoppa längs en linje över en intilliggande soldat till den tomma punkten rakt bakom den; soldaten är slagen. Kan officeren hoppa igen där den landar måste den fortsätta, och den får byta riktning som den vill, tills inget hopp återstår. Slagna soldater står kvar på brädet tills draget är klart, så ingen kan hoppas över två gånger.

    Det råder slagtvång: kan någon officer slå måste officerarna slå. Av alla möjliga slag får bara de som tar flest soldater spelas.
rules-grand-assaut-end =
    Soldaterna vinner om de besätter alla 17 punkterna i fästningen, eller om officerarna inte har något drag när det är deras tur. Officerarna vinner när bara 16 soldater eller färre återstår (34 slagna), så att fästningen inte längre kan fyllas, eller om soldaterna inte har något drag när det är deras tur.

    Partiet blir oavgjort om samma ställning uppstår för tredje gången med samma spelare vid draget, eller efter 50 drag av varje sida utan något slag och utan att någon soldat har gått framåt. Den sista regeln finns inte i de gamla böckerna; den ser till att varje parti tar slut.

rules-caption-start = Utgångsställningen. Fästningen är skuggad; anfallarna står på alla punkter utanför den, och officerarnas spelare ställer ut officerarna inne i den.
rules-caption-lines = Soldaternas linjer: de röda linjerna är stängda för soldaterna.
rules-caption-capture = Ett slag i flera hopp: officeren hoppar längs pilarna och tar de markerade pjäserna.
rules-caption-huff = Den inringade officeren kunde ha slagit. Flyttar spelaren något annat blir den blåst.

rules-controls =
    Klicka på en av dina pjäser och sedan på punkten den ska gå till. Vid ett slag i flera hopp klickar du på landningspunkterna en i taget, eller bara på den sista när bara ett slag slutar där. I början klickar officerarnas spelare på punkter i fästningen för att ställa ut officerarna.

    Knapparna Ångra, Gör om och Tips tar tillbaka ett drag, gör om det eller föreslår ett drag; tangenterna är Ctrl+Z (ångra), Ctrl+Y (gör om), H (tips), M (ljud av) och Esc (meny). Medan ett drag visas avslutar ett klick eller mellanslag det direkt.

## The review of a game.
hud-review = Genomgång
banner-review = Gå igenom partiet
review-title = Genomgång av partiet
review-progress = { $done } / { $total ->
        [one] { $total } ställning
       *[other] { $total } ställningar
    }
review-wait = Motorn går igenom varje ställning i partiet. Du kan fortsätta titta på brädet under tiden.
review-close = Stäng genomgången
problems-title = Några filer kunde inte läsas in
problems-sounds = Spelet fortsätter utan dessa ljud:
problems-more = och { $n } till (se loggen)
problems-close = Stäng
review-counts = { $side }: { $best } bästa, { $good } bra, { $inaccuracies ->
        [one] { $inaccuracies } onoggrannhet
       *[other] { $inaccuracies } onoggrannheter
    }, { $mistakes } misstag, { $blunders ->
        [one] { $blunders } bortsättning
       *[other] { $blunders } bortsättningar
    }
review-accuracy = precision { $percent } %
review-practise = Öva på dina misstag ({ $n })
review-verdict-best = bästa draget
review-only-move = det enda bra draget
review-verdict-good = bra
review-verdict-inaccuracy = onoggrannhet
review-verdict-mistake = misstag
review-verdict-blunder = bortsättning
review-move = { $n }. { $move } ({ $side }): { $verdict }
review-was-best = Motorns eget val. Bedömning: { $score } (i anfallare; + är bra för officerarna).
review-was = Efter draget: { $played }. Efter { $move }, motorns val: { $best }. (I anfallare; + är bra för officerarna.)
review-reason-lets-capture = Draget låter officeren på { $from } slå { $n ->
        [one] en { $one }
       *[other] { $n } { $att }
    }.
review-reason-huffed = Officeren på { $from } kunde slå { $n ->
        [one] en { $one }
       *[other] { $n } { $att }
    }, gjorde det inte och blåstes bort.
review-reason-loses = Efter draget vinner motståndaren med tvång på { $n } drag.
review-reason-missed-win = En tvingad vinst på { $n } drag fanns och missades.
review-forced = tvingad vinst för { $side-the }
review-pick = Klicka på grafen eller på ett drag i listan för att se hur det bedömdes.
review-show-better = Visa det bättre draget
review-show-punish = Visa motdraget som straffar
review-line = Fortsättning:
review-leave-line = Tillbaka till partiets drag

## Learning: the tutorial and the puzzles.
menu-learn = Lär dig
learn-title = Lär dig
learn-yours = Dina ställningar
learn-yours-intro = Varje genomgång lägger till ställningarna där du (eller, i ett parti mellan två personer, någon av spelarna) hade ett bättre drag. En ställning du klarar kommer tillbaka efter 3, 7, 14 och sedan 30 dagar; en du missar kommer tillbaka nästa dag.
learn-yours-none = Gå igenom ett avslutat parti för att samla ställningarna där det fanns ett bättre drag.
learn-yours-count = { $n ->
        [one] { $n } ställning sparad
       *[other] { $n } ställningar sparade
    }, { $due } att öva i dag
learn-yours-practise = Öva dagens ställningar
learn-yours-done = Inget att öva i dag; kom tillbaka i morgon.
learn-yours-unreadable = { $n ->
    [one] En ställning att öva i dag kan inte längre läsas (dess variant finns inte längre) och hoppas över.
   *[other] { $n } ställningar att öva i dag kan inte längre läsas (deras variant finns inte längre) och hoppas över.
}
learn-yours-not-kept = Filen med dina ställningar kan varken läsas eller läggas undan ({ $error }): den lämnas som den är, och ställningarna från genomgångarna under denna körning sparas inte.
learn-yours-kept-aside = Filen med dina ställningar kunde inte läsas. Den sparades som { $path }; ställningarna från dina nästa genomgångar sparas från och med nu.
learn-tutorial = Skola
learn-tutorial-intro = Korta lektioner på ett riktigt bräde: var och en ger en ställning och ett mål. Gör draget; spelet kontrollerar det och förklarar ett felaktigt försök.
learn-puzzles = Problem
learn-puzzles-intro = Ställningar ur motorns egna partier där ett drag är klart bäst. Varje drag som motorn bedömer lika starkt räknas.
learn-easy = Lätt
learn-medium = Medel
learn-hard = Svår
learn-none = Inga lektioner för det här spelet än.
study-lesson-title = Lektion { $n } av { $total }: { $title }
study-puzzle-title = Problem { $n } av { $total } ({ $difficulty })
study-puzzle-win = Vid draget: { $side }. Ett drag vinner med tvång: hitta det.
study-puzzle-only = Vid draget: { $side }. Alla drag utom ett förlorar mycket: hitta det som håller.
study-your-move = Ditt drag – du spelar { $side-the }.
study-checking = Motorn kontrollerar ditt drag …
study-solved = Löst!
study-shown = Lösningen står på brädet: stega igenom den med ◀ ▶ under brädet, eller gå vidare.
study-show-solution = Visa lösningen
study-next = Nästa
study-back = Tillbaka till listan
study-missed-not-there = Inte riktigt: pjäsen ska hamna på { $point }. Försök igen.
study-missed-no-capture = Det är inget slag. Hitta ett drag som slår { $n }.
study-missed-too-few = Det slår { $taken }; en längre kedja slår { $n }. Försök igen.
study-missed-no-win = Det vinner inte direkt. Försök igen.
study-missed-exposed = Nu kan en officer slå: { $capture }. Håll varje pjäs täckt.
study-missed-losing-reply = Efter det vinner motståndaren direkt med { $reply }.
study-missed-not-the-key = Motorn hittar ett starkare drag. Försök igen.
study-practice-title = Dina misstag: { $n } av { $total }
study-practice-task = I partiet spelade { $side-the } { $move } här: { $verdict }. Hitta ett bättre drag.
study-missed-as-played = Det är draget som spelades i partiet. Hitta ett bättre.
rules-try-lesson = Prova i skolan
lesson-asalto-place-title = Ställ ut officerarna
lesson-asalto-place-task = Officerarnas spelare börjar med att ställa båda officerarna på fästningens punkter (korsets skuggade topp). Klicka på två punkter i fästningen.
lesson-asalto-place-done = Härifrån drar rebellerna först.
lesson-asalto-rebel-step-title = Hur rebeller flyttar
lesson-asalto-rebel-step-task = En rebell flyttar en punkt längs en linje: framåt, snett framåt eller åt sidan, aldrig bakåt. Flytta en rebell till d5.
lesson-asalto-officer-step-title = Hur officerare flyttar
lesson-asalto-officer-step-task = En officer flyttar en punkt längs vilken linje som helst, åt alla håll. Flytta en officer till d6.
lesson-asalto-capture-title = Att slå
lesson-asalto-capture-task = En officer slår genom att hoppa över en rebell bredvid till den tomma punkten precis bakom, längs samma linje. Slå en rebell.
lesson-asalto-chain-title = Slagkedjor
lesson-asalto-chain-task = Efter ett hopp får samma officer hoppa igen och byta riktning som den vill. Slå tre rebeller i ett drag.
lesson-asalto-chain-done = De slagna rebellerna lämnar brädet när draget är slut.
lesson-asalto-huff-title = Blåsning
lesson-asalto-huff-task = I Asalto är det frivilligt att slå, men en officer som kunde slå och låter bli blåses: tas bort från brädet. Låt det inte hända: slå.
lesson-asalto-fill-title = Rebellerna vinner: fästningen
lesson-asalto-fill-task = Rebellerna vinner när de står på varje punkt i fästningen. Fyll den sista.
lesson-asalto-trap-title = Rebellerna vinner: en instängd officer
lesson-asalto-trap-task = Rebellerna vinner också när officerarna inte kan flytta. Stäng in officeren med ett drag.
lesson-asalto-boxed-title = Låt dig inte stängas in
lesson-asalto-boxed-task = En officer är kvar: rebellerna vinner om den inte kan flytta. Flytta den dit den inte kan stängas in nästa drag.
lesson-asalto-boxed-done = Bland rebeller vid fästningens kant stängs en officer snart in: håll den där den har utrymme.
lesson-asalto-pairs-title = Håll rebellerna täckta
lesson-asalto-pairs-task = En rebell med en tom punkt bakom sig kan hoppas över. Gå framåt utan att ge någon officer ett slag.
lesson-asalto-pairs-done = Rebeller i stödda par och led kan inte hoppas över: så rycker belägringen fram.
lesson-assaut-place-title = Ställ ut officerarna
lesson-assaut-place-task = Officerarnas spelare ställer båda officerarna på fästningens punkter (korsets skuggade topp). Klicka på två punkter i fästningen.
lesson-assaut-soldier-step-title = Soldaternas linjer
lesson-assaut-soldier-step-task = En soldat flyttar en punkt framåt längs sina egna linjer (de svarta; de röda är stängda för soldater). Flytta en soldat till d5.
lesson-assaut-officer-step-title = Hur officerare flyttar
lesson-assaut-officer-step-task = En officer flyttar en punkt längs vilken linje som helst, röd eller svart, åt alla håll. Flytta en officer till d6.
lesson-assaut-capture-title = Det är tvång att slå
lesson-assaut-capture-task = I L'Assaut måste en officer som kan slå också slå: prova ett vanligt drag och se. Slå en soldat.
lesson-assaut-longest-title = Det längsta slaget
lesson-assaut-longest-task = När flera slag är möjliga måste ett av dem som slår flest soldater spelas. Slå två.
lesson-assaut-fill-title = Soldaterna vinner: fästningen
lesson-assaut-fill-task = Soldaterna vinner när de står på varje punkt i fästningen. Fyll den sista.
lesson-assaut-trap-title = Soldaterna vinner: en instängd officer
lesson-assaut-trap-task = Soldaterna vinner också när officerarna inte kan flytta. Stäng in officeren med ett drag.
lesson-assaut-pairs-title = Håll soldaterna täckta
lesson-assaut-pairs-task = En soldat med en tom punkt bakom sig kan hoppas över. Gå framåt utan att ge någon officer ett slag.
lesson-assaut-pairs-done = Soldater i stödda par och led kan inte hoppas över: så rycker belägringen fram.
lesson-grand-assaut-place-title = Tre officerare
lesson-grand-assaut-place-task = På det stora brädet försvarar tre officerare en fästning med 17 punkter. Ställ dem på tre punkter i fästningen.
lesson-grand-assaut-capture-title = Det är tvång att slå
lesson-grand-assaut-capture-task = Som i L'Assaut måste en officer som kan slå också slå. Slå soldaten.
lesson-grand-assaut-longest-title = Det längsta slaget
lesson-grand-assaut-longest-task = Ett slag som tar flest soldater måste spelas. Hitta en kedja på två.
lesson-grand-assaut-fill-title = Soldaterna vinner: fästningen
lesson-grand-assaut-fill-task = Femtio soldater måste fylla fästningens alla 17 punkter för att vinna. Fyll den sista.
lesson-grand-assaut-pairs-title = Håll soldaterna täckta
lesson-grand-assaut-pairs-task = Flytta upp en soldat utan att ge någon officer ett slag.
lesson-fox-geese-13-fox-step-title = Räven går åt alla håll
lesson-fox-geese-13-fox-step-task = Räven flyttar en punkt längs vilken linje som helst: framåt, bakåt, åt sidan eller diagonalt, eftersom varje ruta har sin diagonal. Flytta räven upp till d5.
lesson-fox-geese-13-capture-title = Räven slår
lesson-fox-geese-13-capture-task = Räven slår genom att hoppa över en gås bredvid till den tomma punkten precis bakom, längs samma linje. Slå gåsen på d3.
lesson-fox-geese-13-chain-title = Två gäss i ett drag
lesson-fox-geese-13-chain-task = Efter ett hopp får räven hoppa igen från där den landar. Slå två gäss i ett drag.
lesson-fox-geese-13-no-gap-title = Ingen lucka bakom en gås
lesson-fox-geese-13-no-gap-task = Räven väntar på d5 på en gås med en tom punkt bakom sig. Flytta en gås utan att ge räven ett slag.
lesson-fox-geese-13-no-gap-done = Gässen vinner genom att rycka fram som en sluten mur: varje gås bredvid räven behöver en gås eller kanten bakom sig.
lesson-fox-geese-13-trap-title = Stäng in räven
lesson-fox-geese-13-trap-task = Gässen vinner när räven inte kan flytta. Stäng in den i hörnet med ett drag.
lesson-fox-geese-13-trap-done = Alla punkter runt räven är tagna, och varje hopp skulle landa på en gås.
lesson-fox-geese-13-sideways-sideways-title = Åt sidan för att täppa en lucka
lesson-fox-geese-13-sideways-sideways-task = Med alternativet ”åt sidan” får en gås också flytta åt sidan. Räven hotar att hoppa över d4: täpp till luckan bakom den.

## The analysis board.
hud-analyse = Analysera
menu-analysis = Analysbräde
analysis-title = Analysbräde
analysis-how = Flytta båda sidorna fritt. Ångra tar tillbaka ett drag; ett annat drag börjar en ny gren. Partiet du kom från sparas som det var.
analysis-thinking = Tänker … djup { $depth }, undersökta ställningar: { $nodes }
analysis-done = Djup { $depth }, undersökta ställningar: { $nodes }
analysis-over = Partiet är slut i den här ställningen.
analysis-forced = { CAPITAL($side-the) } vinner med tvång på { $n }
analysis-three = Visa de tre bästa fortsättningarna
analysis-continue = Fortsätt härifrån
analysis-back = Tillbaka till partiet
analysis-menu = Tillbaka till menyn
analysis-explorer = Öppningsutforskare
analysis-explorer-how = Dragen från denna ställning i öppningsboken och i motorns egna partier. Klicka på ett drag för att spela det.
analysis-explorer-none = Ingen bokvariant och inget av motorns partier nådde denna ställning.
analysis-explorer-move = Drag
analysis-explorer-book = Bok
analysis-explorer-games = Partier
analysis-explorer-results = Vunna av
analysis-explorer-shares = { $attackers } { $a } %, { $officers } { $o } %, oavgjort { $d } %
analysis-explorer-proven = { CAPITAL($side-the) } vinner (bevisat, { $n } drag)
side-officers-fox-geese = Räv
    .number = one
    .the = räven
side-attackers-fox-geese = Gäss
    .the = gässen
attacker-one-fox-geese = gås
attacker-many-fox-geese = gäss
variant-fox-geese-title = Räv och gäss ({ $n ->
        [one] { $n } gås
       *[other] { $n } gäss
    })
variant-fox-geese-title-sideways = Räv och gäss ({ $n ->
        [one] { $n } gås
       *[other] { $n } gäss
    }, åt sidan)
variant-fox-geese-blurb = 33 punkter med en diagonal genom varje ruta, ingen fästning. En räv mot { $n ->
        [one] { $n } gås
       *[other] { $n } gäss
    } som ska stänga in den; räven börjar och får avstå från att slå.
menu-family-siege = Belägringsspel
menu-family-fox-geese = Räv och gäss
menu-family-fox-geese-intro = Familjens mest kända spel: gässen ska stänga in räven innan den har glesat ut dem.
menu-geese = Gäss
menu-sideways = Gässen får också flytta åt sidan
mode-vs-ai-officers-fox-geese = Du spelar som räv
hud-officers-fox-geese = Räv: { $n }
reason-officers-trapped-fox-geese = Räven är instängd: den kan inte flytta.
reason-too-few-fox-geese = För få { $att } är kvar för att stänga in räven.
rules-fox-geese-intro = Räv och gäss är den mest kända medlemmen av den familj som Asalto hör till. En räv rör sig fritt på ett bräde utan fästning; en flock gäss försöker stänga in den. Gässen vinner om räven blir instängd; räven vinner om den slår så många gäss att för få är kvar för att stänga in den.
rules-fox-geese-board =
    Brädet är samma kors med 33 punkter, men en diagonal går genom varje ruta, så varje punkt är förbunden med alla sina grannar. Det finns ingen fästning.

    Räven börjar på mittpunkten. De 13 gässen står på raden under den och på korsets nedre arm. Med 15 gäss står två till i ändarna av mittraden (a4 och g4); med 17 gäss fyra till (a4, b4, f4 och g4). Räven flyttar först, sedan turas spelarna om.
rules-fox-geese-moves =
    En gås flyttar ett steg längs en linje till en tom punkt: rakt framåt (uppåt på brädet) eller snett framåt, aldrig bakåt. Med alternativet ”åt sidan” får en gås också flytta åt sidan längs sin rad.

    Räven flyttar ett steg längs vilken linje som helst, åt vilket håll som helst, till en tom punkt. Bara räven slår.
rules-fox-geese-capture =
    Räven slår genom att hoppa längs en linje över en gås bredvid sig till den tomma punkten rakt bakom den; gåsen tas. Kan räven hoppa igen från punkten där den landar fortsätter den, och byter riktning som den vill, tills inget hopp återstår. Slagna gäss står kvar tills draget är klart, så ingen kan hoppas över två gånger.

    Att slå är aldrig tvång: räven får alltid avstå från att börja slå, utan straff.
rules-fox-geese-end =
    Gässen vinner om räven inte kan flytta när det är dess tur. Räven vinner när färre än fyra gäss är kvar, eller om gässen inte kan flytta när det är deras tur; utan alternativet åt sidan kan gässen bara gå framåt, så de måste stänga in räven innan dragen tar slut.

    Partiet blir oavgjort om samma ställning uppstår för tredje gången med samma spelare vid draget, eller efter 50 drag för varje sida utan slag och utan att en gås går framåt. Reglerna finns inte i de gamla texterna; de ser till att varje parti tar slut, som i Asalto.
rules-heading-options = Alternativen
rules-caption-start-fox-geese = Utgångsställningen med 13 gäss: räven i mitten, gässen under den.
rules-caption-options-fox-geese = Utgångsställningen med 17 gäss: fyra till på mittraden. Med 15 gäss står b4 och f4 tomma.
rules-caption-capture-fox-geese = Ett slag i flera hopp: räven hoppar längs pilarna och tar de markerade gässen.
menu-family-own = Egna spel
menu-own-help = En variantfil beskriver ett bräde och dess regler på några rader text (RON); spelets dokumentation (docs/variants.md) förklarar varje fält. little-fort.ron, i spelets mapp variants, är ett exempel att börja från.
menu-own-path-hint = sökvägen till en .ron-variantfil
menu-own-open = Öppna
menu-own-choose = Öppna en variantfil …
review-was-best-fox-geese = Motorns eget val. Bedömning: { $score } (i gäss; + är bra för räven).
review-was-fox-geese = Efter draget: { $played }. Efter { $move }, motorns val: { $best }. (I gäss; + är bra för räven.)
review-reason-lets-capture-fox-geese = Draget låter räven på { $from } slå { $n ->
        [one] en gås
       *[other] { $n } gäss
    }.
notation-too-long = Urklippet innehåller { $size } kB text; en ställning eller en draglista är högst { $most } kB. Inget klistrades in.
storage-title = Dina partier och inställningar
storage-autosave-failed = Det pågående partiet sparas inte: { $error }. ”Spara partiet” behåller det, där det går att skriva.
storage-settings-failed = Dina inställningar sparas inte: { $error }
storage-positions-failed = Dina övningsställningar sparas inte: { $error }
storage-positions-unread = Filen med dina ställningar { $file } kunde varken läsas eller läggas undan: ställningarna från dina genomgångar sparas inte under denna körning, så att den inte skrivs över.
storage-ratings-failed = Dina ratingtal sparas inte: { $error }
storage-ratings-unread = Filen med dina ratingtal { $file } kunde varken läsas eller läggas undan: resultaten av dina ratingpartier sparas inte under denna körning, så att den inte skrivs över.
storage-keep-failed = Det oavslutade partiet kunde inte flyttas till de sparade partierna ({ $error }). Det ligger kvar där det låg, och det här nya partiet sparas inte automatiskt.
storage-another-window = Asalto är öppet i ett annat fönster, som behåller det oavslutade partiet. Det här fönstret sparar inte sitt parti automatiskt; ”Spara partiet” behåller det.
storage-variant-not-kept = Varianten { $name } kan spelas nu men sparas inte till nästa start: { $error }
load-delete-confirm = Radera det sparade partiet nr { $n }? Det går inte att ångra.
load-cancel = Avbryt
hud-restart-confirm = Partiet är inte slut. Börja ett nytt?
hud-restart-save = Spara det och börja
hud-restart-discard = Börja utan att spara
hud-cancel = Avbryt
menu-progress = Dina framsteg
progress-title = Dina framsteg
progress-empty = Inget att visa ännu. Ratingpartier mot datorn ritar här upp ditt ratingtal, genomgångna partier din precision, och ställningarna du övar på vad du har lärt dig.
progress-variant = Spel:
progress-rating = Ratingtal
progress-rating-none = Inget ratingparti i det här spelet ännu: välj en nivå med ratingtal på sidan Nytt parti och spela.
progress-rating-now = { $games ->
        [one] Ditt ratingtal i { $variant }: { $rating } (till 95 % säkert mellan { $low } och { $high }), efter ett ratingparti.
       *[other] Ditt ratingtal i { $variant }: { $rating } (till 95 % säkert mellan { $low } och { $high }), efter { $games } ratingpartier.
    }
progress-rating-summary = { $games ->
        [one] Diagram över ditt ratingtal: { $first } i början, { $last } efter ett ratingparti. Tabellen följer.
       *[other] Diagram över ditt ratingtal: { $first } i början, { $last } efter { $games } ratingpartier. Tabellen följer.
    }
progress-rating-axis = Ratingtal
progress-games-axis = Ratingpartier
progress-rating-key = Linjen är ditt ratingtal, bandet det område där det med 95 % säkerhet ligger; de streckade linjerna är nivåernas ratingtal.
progress-results-key = Guld: vunna. Grått: remi. Rött: förlorade.
progress-table = Siffrorna
progress-newest = De { $shown } senaste av { $games } ratingpartier.
progress-col-game = Parti
progress-col-level = Nivå
progress-col-side = Sida
progress-col-result = Resultat
progress-col-rating = Ratingtal
progress-won = Vunnet
progress-drawn = Remi
progress-lost = Förlorat
progress-results = Resultat mot varje nivå
progress-results-summary = Diagram över dina vunna, remi- och förlorade ratingpartier mot varje nivå. Tabellen följer.
progress-accuracy = Precision i genomgångna partier
progress-accuracy-none = Inget genomgånget parti mot datorn ännu. När ett parti är slut bedömer genomgången varje drag, och din precision visas här.
progress-accuracy-summary = { $games ->
        [one] Diagram över din precision i ett genomgånget parti: { $last }. Tabellen följer.
       *[other] Diagram över din precision i { $games } genomgångna partier, från { $first } i det första till { $last } i det senaste. Tabellen följer.
    }
progress-accuracy-axis = Precision (%)
progress-reviews-axis = Genomgångna partier
progress-percent = { $percent } %
progress-col-review = Genomgång
progress-col-accuracy = Precision
progress-positions = Dina ställningar
progress-positions-none = Ingen ställning från det här spelet sparad ännu: misstagen i ett genomgånget parti sparas här att öva på, från sidan Lär dig.
progress-positions-line = { $total ->
        [one] En ställning sparad från dina genomgångna partier. Inlärda (tillbaka först efter en vecka eller mer): { $learnt }.
       *[other] { $total } ställningar sparade från dina genomgångna partier. Inlärda (tillbaka först efter en vecka eller mer): { $learnt }.
    }
progress-col-comes-back = Kommer tillbaka efter
progress-col-positions = Ställningar
progress-days = { $days ->
        [one] en dag
       *[other] { $days } dagar
    }
hud-send-move = Skicka ditt drag
hud-send-move-tip = Kopierar partiets länk, för att spela med en vän någon annanstans: vännen öppnar den, spelar nästa drag och skickar tillbaka sitt.
by-link-copied = Partiets länk är kopierad: skicka den till din vän, som öppnar den (eller klistrar in den i ställningsfältet) och spelar nästa drag.
by-link-no-clipboard = Här finns inget urklipp; skicka den här länken till din vän: { $link }
by-link-continued = Länken för det sparade partiet nr { $n } vidare, nu med de nya dragen.
by-link-kept = Partiet sparas som sparat parti nr { $n }.
by-link-behind = Sparat parti nr { $n } innehåller det här partiet med senare drag; det lämnas som det är.
by-link-failed = Partiet kunde inte sparas bland de sparade partierna: { $error }
learn-puzzle-rating = { $tries ->
        [0] Ditt problemratingtal i { $variant } börjar på { $rating } ± { $margin }: första försöket på varje problem räknas.
        [one] Ditt problemratingtal i { $variant }: { $rating } ± { $margin }, från ett problem.
       *[other] Ditt problemratingtal i { $variant }: { $rating } ± { $margin }, från { $tries } problem.
    }
learn-next-puzzle = Nästa problem på din nivå: nr { $n } (ratingtal { $rating })
progress-puzzles = Problem
progress-puzzles-none = Inget problem i det här spelet försökt ännu: första försöket på varje problem, på sidan Lär dig, ger ditt problemratingtal.
progress-puzzles-line = { $tries ->
        [one] Ditt problemratingtal: { $rating } (till 95 % säkert mellan { $low } och { $high }); { $solved } av ett problem löst på första försöket.
       *[other] Ditt problemratingtal: { $rating } (till 95 % säkert mellan { $low } och { $high }); { $solved } av { $tries } problem lösta på första försöket.
    }
progress-col-puzzle = Problem
progress-solved = Löst
progress-missed = Missat
