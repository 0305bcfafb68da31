### Textes français du jeu, en Fluent (https://projectfluent.org). Les identifiants sont communs à
### tous les fichiers de langue ; `{ $name }` est une valeur remplie par le jeu, et `{ $n -> … }`
### choisit une forme selon les règles du pluriel. `$side` vient toujours avec `$number` (`one`
### pour le renard), et `$att` et `$one` avec `$gender` (`feminine` pour les oies), pour les mots
### qui s'accordent. Les noms historiques suivent la variante : officiers et rebelles dans
### l'Asalto, officiers et soldats dans L'Assaut et le Grand Jeu.

language-name = Français

game-title = Asalto
game-subtitle = Le vieux jeu de siège : une poignée d'officiers tient la forteresse contre l'assaut

variant-asalto-blurb = 33 points, 2 officiers, 24 rebelles. La prise est facultative, mais l'officier qui néglige une prise est soufflé.
variant-assaut-blurb = 33 points, 2 officiers, 24 soldats tenus à leurs lignes. La prise est obligatoire, et il faut jouer la plus longue.
variant-grand-assaut-blurb = 67 points, 3 officiers, 50 soldats. Le grand plateau de 1890 ; prises obligatoires et maximales.

side-officers-asalto = Officiers
    .the = les officiers
    .of = des officiers
    .to = aux officiers
side-attackers-asalto = Rebelles
    .the = les rebelles
    .of = des rebelles
    .to = aux rebelles
side-officers-assaut = Officiers
    .the = les officiers
    .of = des officiers
    .to = aux officiers
side-attackers-assaut = Soldats
    .the = les soldats
    .of = des soldats
    .to = aux soldats
side-officers-grand-assaut = Officiers
    .the = les officiers
    .of = des officiers
    .to = aux officiers
side-attackers-grand-assaut = Soldats
    .the = les soldats
    .of = des soldats
    .to = aux soldats
attacker-one-asalto = rebelle
attacker-one-assaut = soldat
attacker-one-grand-assaut = soldat
attacker-many-asalto = rebelles
attacker-many-assaut = soldats
attacker-many-grand-assaut = soldats

mode-vs-ai-officers = Vous commandez les officiers
mode-vs-ai-rebels = Vous commandez les { $att }
mode-hot-seat = Deux joueurs, un seul écran
mode-ai-vs-ai = Regarder l'ordinateur jouer contre lui-même

level-recruit = Recrue
level-soldier = Soldat
level-corporal = Caporal
level-sergeant = Sergent
level-lieutenant = Lieutenant
level-captain = Capitaine
level-major = Commandant
level-colonel = Colonel
level-general = Général
level-marshal = Maréchal
level-recruit-blurb = Joue à la légère et laisse souvent prendre une pièce. Pour une première partie.
level-soldier-blurb = Laisse parfois prendre une pièce et manque les longues rafles.
level-corporal-blurb = Étourdi de temps en temps ; voit les menaces proches, pas les longs plans.
level-sergeant-blurb = Presque jamais étourdi ; manque rarement une rafle.
level-lieutenant-blurb = Jamais étourdi ; punit les pièces isolées.
level-captain-blurb = Joue toujours le meilleur coup qu'il trouve ; enferme les officiers quelques coups à l'avance.
level-major-blurb = Prépare ses plans plusieurs coups à l'avance ; difficile à surprendre.
level-colonel-blurb = Voit les combinaisons profondes ; un adversaire redoutable pour tous.
level-general-blurb = Calcul très profond ; ne pardonne presque rien.
level-marshal-blurb = Toute la force du moteur, jusqu'à trois secondes par coup ; ne manque jamais un gain qu'il voit et, à l'Asalto, tend des pièges.

menu-continue = Reprendre la partie inachevée
menu-new-game = Nouvelle partie
menu-load = Parties enregistrées
menu-rules = Règles
menu-settings = Réglages
menu-about = À propos
menu-quit = Quitter
menu-back = Retour
menu-variant = Jeu
menu-mode = Joueurs
menu-level = Force de l'ordinateur
menu-rating-level = { $level } a un classement de { $rating } à { $variant } (entre { $low } et { $high }, sûr à 95 %).
menu-rating-yours = { $games ->
    [0] Vous n'avez pas encore de partie classée à { $variant } : votre classement part de { $rating } ± { $margin }.
    [one] Votre classement à { $variant } : { $rating } ± { $margin }, d'après une partie classée.
   *[other] Votre classement à { $variant } : { $rating } ± { $margin }, d'après { $games } parties classées.
} La force la plus proche de la vôtre : { $nearest }.
menu-rating-choose = Jouer contre { $level }
menu-rating-rated = Cette partie est classée : elle compte, sauf si vous annulez un coup, demandez un indice, ou ouvrez le bilan ou le plateau d'analyse avant la fin.
menu-unrated-people = Les parties entre deux personnes, et celles de l'ordinateur contre lui-même, ne sont pas classées.
menu-unrated-level = Cette partie n'est pas classée : { $level } n'a pas encore de classement mesuré à { $variant }.
menu-start = Commencer la partie
menu-warn-huff = Avertir avant qu'un officier soit soufflé

load-title = Parties enregistrées
load-empty = Aucune partie enregistrée pour l'instant. Utilisez « Enregistrer la partie » en cours de jeu.
load-open = Ouvrir
load-delete = Supprimer
load-entry = { $variant }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $mode }
load-accuracy = Bilan : précision { $officers } { $o } %, { $attackers } { $a } %
load-refused = Impossible d'ouvrir cette partie enregistrée : { $error }
load-autosave = Partie inachevée

settings-title = Réglages
settings-game = Jeu
settings-default-level = Force de l'ordinateur par défaut
settings-warn-huff = Avertir avant qu'un officier soit soufflé (Asalto)
settings-show-moves = Montrer les coups permis de la pièce choisie
settings-coordinates = Afficher les coordonnées autour du plateau
settings-animation = Vitesse des animations
settings-anim-off = Désactivées
settings-anim-fast = Rapide
settings-anim-normal = Normale
settings-anim-slow = Lente
settings-sound = Son
settings-master = Volume général
settings-effects = Volume des effets
settings-music = Volume de la musique
settings-mute = Couper tous les sons
settings-display = Affichage
settings-language = Langue
settings-theme = Couleurs du plateau
settings-theme-classic = Classiques
settings-theme-colour-safe = Pour daltoniens
settings-theme-high-contrast = Contraste élevé
settings-scale = Taille de l'interface
settings-reset = Rétablir les valeurs par défaut
settings-reset-warning = Le fichier des réglages n'a pas pu être lu ; les valeurs par défaut sont donc utilisées. L'ancien fichier a été conservé sous le nom { $path }.

about-title = À propos
about-text =
    Asalto est un jeu de siège pour deux joueurs des XVIIIe et XIXe siècles, connu en Allemagne sous le nom de Belagerungsspiel, en France sous celui de L'Assaut et en Suède sous celui d'Asalto. Quelques officiers défendent une forteresse contre de nombreux assaillants : les assaillants gagnent en remplissant la forteresse ou en bloquant les officiers, les officiers en prenant tant d'assaillants que la forteresse ne peut plus être remplie.

    Ce jeu suit les règles modernes de l'Asalto, les règles françaises de L'Assaut et le Grand Jeu d'Assaut de 1890.
about-credits = Programmation, sons et images réalisés par le projet lui-même ; logiciel libre sous licence MIT ou Apache-2.0. Réalisé avec Rust, Bevy et egui.
about-version = Version { $version }

rules-title = Règles

hud-to-move = Au trait
hud-thinking = réfléchit
hud-undo = ⟲ Annuler
hud-redo = ⟳ Rétablir
hud-hint = Indice
hud-restart = Nouvelle partie
hud-menu = Menu
hud-save = Enregistrer la partie
hud-type-move = Tapez un coup (c3-c4), Entrée
hud-bad-move = Coup impossible ici : { $error }
words-officer = officier
words-officer-fox-geese = renard
words-and = et
words-empty = vide
words-step = { $piece } de { $from } à { $to }
words-capture = { $piece } de { $from } prend { $taken } et arrive en { $to }
words-place = { $pieces } placés en { $points }
words-huffed = soufflage en { $points }
words-to-move = Trait : { $side }.
words-last = Dernier coup : { $move }.
words-selected = Sélection : { $piece } en { $point } ; destinations possibles : { $targets }.
words-placing = Placement des officiers : { $points }.
words-cursor = Curseur : { $point }.
hud-words = Le plateau en mots
hud-saved = Partie enregistrée : { $name }.
hud-save-failed = La partie n'a pas pu être enregistrée : { $error }
hud-pictures-saved = Images enregistrées : { $files }
hud-pictures-failed = Les images n'ont pas pu être créées : { $error }
share-pictures = Enregistrer les images
share-pictures-tip = Une animation de la partie (GIF) et la position finale avec les coups (PNG)
share-making = Images en cours… { $done }/{ $total }
hud-moves = Coups
hud-back-to-game = Retour à la partie
hud-keys =
    Flèches, Tab : déplacer le curseur · Entrée ou Espace : choisir · Échap : lâcher, puis menu
    Ctrl+Z annuler · Ctrl+Y rétablir · H indice · M son · T taper un coup · Clic ou Espace : achever le coup en cours
hud-fortress = Forteresse occupée
hud-captured = Pris
hud-left = { $att } { $gender ->
        [feminine] restantes
       *[other] restants
    } : { $n }
hud-officers = Officiers : { $n }
hud-reviewing = Relecture — le plateau montre une position antérieure
hud-place-hint = Placez vos officiers : cliquez sur des points de la forteresse
hud-place-count = { $n ->
        [one] Encore { $n } officier à placer
       *[other] Encore { $n } officiers à placer
    }
hud-hint-thinking = Recherche d'un bon coup…
hud-computer-illegal = L'ordinateur a répondu { $move }, qui n'est pas un coup légal ici, et cesse de jouer cette partie. Annulez, ou commencez une nouvelle partie.
hud-computer-no-thread = L'ordinateur réfléchit dans le fil de la fenêtre (aucun autre n'a pu être lancé) : la fenêtre attend pendant qu'il réfléchit.
hud-computer-no-worker = L'ordinateur réfléchit dans le fil de la page (son fil de calcul a échoué deux fois) : il joue un peu moins fort ici, et la page peut saccader pendant qu'il réfléchit.
hud-perfect = En jeu parfait, gain { $side-of } en { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    }
hud-proven = Prouvé : gain forcé { $side-of } en { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } au plus
hud-forced = Gain forcé { $side-of } en { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } au plus
hud-level = Force de l'ordinateur : { $level }

notation-title = Position et coups
notation-position = Position (APN)
notation-moves = Coups
notation-copy = Copier
notation-paste = Coller
notation-play-from = Jouer à partir de cette position
notation-replay = Rejouer ces coups
notation-copied = Copié dans le presse-papiers.
notation-no-clipboard = Le presse-papiers n'est pas disponible ; sélectionnez le texte et copiez-le à la main.
notation-copy-refused = Le navigateur n'a pas laissé le jeu utiliser le presse-papiers ; copiez ceci à la main : { $text }
notation-bad-position = Ce n'est pas une position : { $error }
notation-bad-link = Ce lien n'ouvre pas de partie : { $error }
notation-bad-moves = Ces coups ne peuvent pas être rejoués : { $error }

banner-rating = Votre classement à { $variant } : { $before } → { $after } ({ $change })
banner-unrated-taken-back = Partie non classée : un coup a été annulé.
banner-unrated-hinted = Partie non classée : vous avez demandé un indice.
banner-unrated-reviewed = Partie non classée : le bilan a été ouvert avant la fin.
banner-unrated-replayed = Partie non classée : des coups ont été rejoués depuis un texte.
banner-unrated-opened = Partie non classée : elle a été ouverte depuis une sauvegarde, un lien ou le plateau d'analyse.
banner-unrated-start = Partie non classée : elle a commencé ailleurs qu'à la position de départ.
banner-unrated-level = Partie non classée : ce niveau n'a pas de classement mesuré dans ce jeu.
banner-rematch = Revanche (changer de camp)
banner-play-again = Rejouer
banner-menu = Retour au menu
banner-draw = Partie nulle
banner-wins = { CAPITAL($side-the) } { $number ->
        [one] l'emporte
       *[other] l'emportent
    }
banner-you-win = Victoire !
banner-you-lose = Défaite

reason-fortress-taken = Les { $att } occupent tous les points de la forteresse.
reason-officers-trapped = Les officiers sont bloqués : ils n'ont plus aucun coup.
reason-all-huffed = Il ne reste aucun officier : le dernier a été soufflé.
reason-too-few = Il reste trop peu de { $att } pour remplir la forteresse.
reason-attackers-blocked = Les { $att } sont { $gender ->
        [feminine] bloquées : elles
       *[other] bloqués : ils
    } n'ont plus aucun coup.
reason-repetition = La même position s'est présentée pour la troisième fois.
reason-move-limit = Cinquante coups de chaque côté sans prise ni avance.

huff = { $count ->
        [one] Soufflé ! L'officier en { $from } pouvait prendre ({ $chains }) et a été retiré.
       *[other] Soufflés ! Les officiers en { $from } pouvaient prendre ({ $chains }) et ont été retirés.
    }
huff-and = et

note-not-your-piece = Cette pièce n'est pas à vous.
note-pick-a-piece = Cliquez d'abord sur l'une de vos pièces.
note-no-move-for-piece = Cette pièce n'a aucun coup permis.
note-capture-mandatory = La prise est obligatoire : un officier doit sauter.
note-longest-capture = Vous devez jouer la prise qui prend le plus de pièces.
note-other-officer-must-capture = La prise est obligatoire : l'autre officier peut sauter.
note-continue-chain = La prise continue : sautez de nouveau à partir d'ici.
note-occupied = Ce point est occupé.
note-no-line = Aucune ligne n'y mène en un seul pas.
note-no-backward = { $gender ->
        [feminine] Une
       *[other] Un
    } { $one } ne recule jamais.
note-no-leave-fortress = Les { $att } ne peuvent pas quitter la forteresse.
note-closed-line = Cette ligne est interdite aux { $att } (elle est tracée dans la seconde couleur).
note-one-way-line = Cette ligne ne se suit que vers le centre.
note-place-in-fortress = Les officiers se placent sur des points de la forteresse.
note-ambiguous-chain = Plusieurs prises s'achèvent là : cliquez sur les points d'arrivée un par un.
note-huff-warning-typed = Attention : une prise est possible. Si vous jouez un simple pas, { $count ->
        [one] l'officier en { $names } sera soufflé
       *[other] les officiers en { $names } seront soufflés
    }. Appuyez encore sur Entrée pour confirmer.
note-huff-warning = Attention : une prise est possible. Si vous jouez un simple pas, { $count ->
        [one] l'officier en { $names } sera soufflé
       *[other] les officiers en { $names } seront soufflés
    }. Cliquez de nouveau pour confirmer.
note-not-your-turn = Attendez votre tour.
note-no-attacker-to-jump = Il n'y a là { $gender ->
        [feminine] aucune
       *[other] aucun
    } { $one } à sauter.
note-game-over = La partie est terminée.
note-placement-first = Placez d'abord les officiers.
note-already-placed = Les officiers sont déjà placés.

rules-heading-board = Le plateau et les pièces
rules-heading-moves = Les déplacements
rules-heading-capture = Les prises
rules-heading-huff = Souffler
rules-heading-end = Fin de la partie
rules-heading-controls = Jouer sur cet ordinateur

rules-asalto-intro = Deux officiers défendent une forteresse contre 24 rebelles. Les rebelles gagnent en remplissant la forteresse ou en bloquant les officiers ; les officiers gagnent en prenant tant de rebelles que la forteresse ne peut plus être remplie.
rules-asalto-board =
    Le plateau est une croix de 33 points reliés par des lignes : des lignes droites entre points voisins, et des diagonales qui passent par un point sur deux. La forteresse est le carré de 9 points en haut de la croix.

    Au départ, les 24 rebelles occupent tous les points hors de la forteresse. Le joueur des officiers commence par placer ses deux officiers sur deux points de la forteresse, à son choix ; puis les rebelles jouent le premier coup, et chacun joue à son tour.
rules-asalto-moves =
    Un rebelle fait un pas le long d'une ligne vers un point libre : tout droit vers l'avant (vers la forteresse), en diagonale vers l'avant ou de côté, mais jamais en arrière. Un rebelle entré dans la forteresse peut même en ressortir par un pas de côté.

    Un officier fait un pas le long de n'importe quelle ligne, dans n'importe quel sens, vers un point libre. Seuls les officiers prennent.
rules-asalto-capture =
    Un officier prend en sautant, le long d'une ligne, par-dessus un rebelle voisin jusqu'au point libre situé juste derrière lui, en ligne droite ; le rebelle est pris. Si l'officier peut sauter de nouveau depuis son point d'arrivée, il doit continuer, en changeant de direction s'il le veut, jusqu'à ce qu'aucun saut ne soit plus possible. Les rebelles pris restent sur le plateau jusqu'à la fin du coup : aucun ne peut être sauté deux fois.

    La prise est facultative, et quand plusieurs prises sont possibles on peut choisir n'importe laquelle, pas seulement la plus longue. Mais si les officiers jouent autre chose qu'une prise alors qu'une prise était possible, ils sont soufflés (voir plus bas).
rules-asalto-huff =
    Supposons que ce soit aux officiers de jouer et qu'un ou plusieurs d'entre eux puissent prendre. Si le joueur joue un coup qui n'est pas une prise, chaque officier qui pouvait prendre est soufflé : il est retiré du plateau une fois le coup joué (si c'est lui qui s'est déplacé, on le retire de son nouveau point).

    Il suffit qu'un officier, n'importe lequel, fasse une prise pour que personne ne soit soufflé. Si le dernier officier est soufflé, les rebelles gagnent.
rules-asalto-end =
    Les rebelles gagnent s'ils occupent les 9 points de la forteresse, si les officiers n'ont plus aucun coup quand vient leur tour, ou s'il ne reste plus d'officier parce que les deux ont été soufflés. Les officiers gagnent quand il ne reste plus que 8 rebelles ou moins (16 pris), car la forteresse ne peut plus être remplie, ou si les rebelles n'ont plus aucun coup quand vient leur tour.

    La partie est nulle si la même position se présente pour la troisième fois avec le même joueur au trait, ou après 50 coups de chaque côté sans prise et sans qu'aucun rebelle n'ait avancé.

rules-assaut-intro = L'Assaut est le jeu français : deux officiers défendent une forteresse contre 24 soldats tenus de suivre leurs propres lignes. Les soldats gagnent en remplissant la forteresse ou en bloquant les officiers ; les officiers gagnent en prenant tant de soldats que la forteresse ne peut plus être remplie.
rules-assaut-board =
    Le plateau est une croix de 33 points reliés par des lignes droites entre points voisins et par des diagonales qui passent par un point sur deux. La forteresse est le carré de 9 points en haut. Certaines lignes sont tracées dans une seconde couleur, le rouge : les soldats n'ont pas le droit de les emprunter.

    Au départ, les 24 soldats occupent tous les points hors de la forteresse. Le joueur des officiers commence par placer ses deux officiers sur deux points de la forteresse, à son choix ; puis les soldats jouent le premier coup, et chacun joue à son tour.
rules-assaut-moves =
    Les soldats peuvent suivre toutes les lignes verticales et diagonales. Les lignes horizontales sont rouges et leur sont fermées, sauf la ligne du haut de chaque bras latéral, qui mène à la forteresse et ne se suit que vers le centre. Hors de la forteresse, un soldat fait un pas vers un point libre en avant, tout droit ou en diagonale, ou le long de l'une de ces deux lignes ; il ne recule jamais. Une fois dans la forteresse, il peut avancer ou reculer le long de ses lignes, mais il n'en sort plus.

    Un officier fait un pas le long de n'importe quelle ligne, dans n'importe quel sens, vers un point libre. Seuls les officiers prennent.
rules-assaut-capture =
    Un officier prend en sautant, le long d'une ligne, par-dessus un soldat voisin jusqu'au point libre situé juste derrière lui, en ligne droite ; le soldat est pris. Si l'officier peut sauter de nouveau depuis son point d'arrivée, il doit continuer, en changeant de direction s'il le veut, jusqu'à ce qu'aucun saut ne soit plus possible. Les soldats pris restent sur le plateau jusqu'à la fin du coup : aucun ne peut être sauté deux fois.

    La prise est obligatoire : si un officier peut prendre, les officiers doivent prendre. Parmi toutes les prises possibles, seules celles qui prennent le plus de soldats peuvent être jouées.
rules-assaut-end =
    Les soldats gagnent s'ils occupent les 9 points de la forteresse, ou si les officiers n'ont plus aucun coup quand vient leur tour. Les officiers gagnent quand il ne reste plus que 8 soldats ou moins (16 pris), car la forteresse ne peut plus être remplie, ou si les soldats n'ont plus aucun coup quand vient leur tour.

    La partie est nulle si la même position se présente pour la troisième fois avec le même joueur au trait, ou après 50 coups de chaque côté sans prise et sans qu'aucun soldat n'ait avancé. Cette dernière règle ne figure pas dans les livres anciens ; elle garantit que chaque partie se termine.

rules-grand-assaut-intro = Le Grand Jeu d'Assaut de 1890, c'est L'Assaut sur un plateau plus grand : trois officiers défendent une forteresse contre 50 soldats. Les soldats gagnent en remplissant la forteresse ou en bloquant les officiers ; les officiers gagnent en prenant tant de soldats que la forteresse ne peut plus être remplie.
rules-grand-assaut-board =
    Le plateau est une large croix de 67 points reliés par des lignes droites entre points voisins et par des diagonales qui passent par un point sur deux. La forteresse, en haut, compte 17 points : une rangée de 7 au sommet, une rangée de 5 en dessous et les 5 points du milieu de la rangée suivante ; deux courtes lignes obliques relient les extrémités de la rangée du sommet à la rangée de dessous. Certaines lignes sont tracées dans une seconde couleur, le rouge : les soldats n'ont pas le droit de les emprunter.

    Au départ, les 50 soldats occupent tous les points hors de la forteresse. Le joueur des officiers commence par placer ses trois officiers sur trois points de la forteresse, à son choix ; puis les soldats jouent le premier coup, et chacun joue à son tour.
rules-grand-assaut-moves =
    Les soldats peuvent suivre toutes les lignes verticales et diagonales, y compris les deux lignes obliques du haut. Les lignes horizontales sont rouges et leur sont fermées, sauf la ligne du haut de chaque bras latéral, qui mène à la forteresse et ne se suit que vers le centre. Hors de la forteresse, un soldat fait un pas vers un point libre en avant, tout droit ou en diagonale, ou le long de l'une de ces deux lignes ; il ne recule jamais. Une fois dans la forteresse, il peut avancer ou reculer le long de ses lignes, mais il n'en sort plus.

    Un officier fait un pas le long de n'importe quelle ligne, dans n'importe quel sens, vers un point libre. Seuls les officiers prennent.
rules-grand-assaut-capture =
    Un officier prend en sautant, le long d'une ligne, par-dessus un soldat voisin jusqu'au point libre situé juste derrière lui, en ligne droite ; le soldat est pris. Si l'officier peut sauter de nouveau depuis son point d'arrivée, il doit continuer, en changeant de direction s'il le veut, jusqu'à ce qu'aucun saut ne soit plus possible. Les soldats pris restent sur le plateau jusqu'à la fin du coup : aucun ne peut être sauté deux fois.

    La prise est obligatoire : si un officier peut prendre, les officiers doivent prendre. Parmi toutes les prises possibles, seules celles qui prennent le plus de soldats peuvent être jouées.
rules-grand-assaut-end =
    Les soldats gagnent s'ils occupent les 17 points de la forteresse, ou si les officiers n'ont plus aucun coup quand vient leur tour. Les officiers gagnent quand il ne reste plus que 16 soldats ou moins (34 pris), car la forteresse ne peut plus être remplie, ou si les soldats n'ont plus aucun coup quand vient leur tour.

    La partie est nulle si la même position se présente pour la troisième fois avec le même joueur au trait, ou après 50 coups de chaque côté sans prise et sans qu'aucun soldat n'ait avancé. Cette dernière règle ne figure pas dans les livres anciens ; elle garantit que chaque partie se termine.

rules-caption-start = La position de départ. La forteresse est ombrée ; les assaillants occupent tous les points hors de la forteresse, et le joueur des officiers place ses officiers à l'intérieur.
rules-caption-lines = Les lignes des soldats : les lignes rouges leur sont fermées.
rules-caption-capture = Une rafle (prise en plusieurs sauts) : l'officier saute en suivant les flèches et prend les pièces marquées.
rules-caption-huff = L'officier entouré d'un cercle pouvait prendre. Si son joueur joue autre chose, il est soufflé.

rules-controls =
    Cliquez sur l'une de vos pièces, puis sur le point où elle doit aller. Pour une prise en plusieurs sauts, cliquez sur les points d'arrivée l'un après l'autre, ou seulement sur le dernier quand une seule prise y aboutit. Au début, le joueur des officiers clique sur des points de la forteresse pour y placer ses officiers.

    Les boutons Annuler, Rétablir et Indice reprennent un coup, le rejouent ou en proposent un ; au clavier : Ctrl+Z (annuler), Ctrl+Y (rétablir), H (indice), M (couper le son) et Échap (menu). Pendant qu'un coup est montré, un clic ou la touche Espace l'achève aussitôt.

## The review of a game.
hud-review = Bilan
banner-review = Bilan de la partie
review-title = Bilan de la partie
review-progress = { $done } / { $total ->
        [one] { $total } position
       *[other] { $total } positions
    }
review-wait = Le moteur examine chaque position de la partie. Vous pouvez continuer à regarder le plateau pendant ce temps.
review-close = Fermer le bilan
problems-title = Des fichiers n'ont pas pu être chargés
problems-sounds = Le jeu continue sans ces sons :
problems-more = { $n ->
        [one] et { $n } autre (voir le journal)
       *[other] et { $n } autres (voir le journal)
    }
problems-close = Fermer
review-counts = { $side } : { $best ->
        [one] { $best } meilleur
       *[other] { $best } meilleurs
    }, { $good ->
        [one] { $good } bon
       *[other] { $good } bons
    }, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
review-accuracy = précision { $percent } %
review-practise = S'entraîner sur ses erreurs ({ $n })
review-verdict-best = meilleur coup
review-only-move = le seul bon coup
review-verdict-good = bon
review-verdict-inaccuracy = imprécision
review-verdict-mistake = erreur
review-verdict-blunder = gaffe
review-move = { $n }. { $move } ({ $side }) : { $verdict }
review-was-best = C'est le choix du moteur. Évaluation : { $score } (en assaillants ; + favorise les officiers).
review-was = Après ce coup : { $played }. Après { $move }, le choix du moteur : { $best }. (En assaillants ; + favorise les officiers.)
review-reason-lets-capture = Ce coup permet à l'officier en { $from } de prendre { $n ->
        [one] un { $one }
       *[other] { $n } { $att }
    }.
review-reason-huffed = L'officier en { $from } pouvait prendre { $n ->
        [one] un { $one }
       *[other] { $n } { $att }
    }, ne l'a pas fait et a été soufflé.
review-reason-loses = Après ce coup, l'adversaire gagne de force en { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    }.
review-reason-missed-win = Un gain forcé en { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } existait et a été manqué.
review-forced = gain forcé { $side-of }
review-pick = Cliquez sur le graphique ou sur un coup de la liste pour voir comment il a été jugé.
review-show-better = Montrer le meilleur coup
review-show-punish = Montrer la réfutation
review-line = Suite :
review-leave-line = Revenir au coup de la partie

## Learning: the tutorial and the puzzles.
menu-learn = Apprendre
learn-title = Apprendre
learn-yours = Vos positions
learn-yours-intro = Chaque bilan ajoute les positions où vous (ou, dans une partie entre deux personnes, l'un ou l'autre joueur) aviez un meilleur coup. Une position réussie revient après 3, 7, 14, puis 30 jours ; une position manquée revient le lendemain.
learn-yours-none = Faites le bilan d'une partie terminée pour recueillir les positions où un meilleur coup existait.
learn-yours-count = { $n ->
        [one] { $n } position gardée
       *[other] { $n } positions gardées
    }, { $due } pour aujourd'hui
learn-yours-practise = Travailler les positions du jour
learn-yours-done = Rien pour aujourd'hui ; revenez demain.
learn-yours-unreadable = { $n ->
    [one] Une position du jour ne peut plus être lue (sa variante n'est plus là) ; elle est laissée de côté.
   *[other] { $n } positions du jour ne peuvent plus être lues (leur variante n'est plus là) ; elles sont laissées de côté.
}
learn-yours-not-kept = Le fichier de vos positions ne peut être ni lu ni mis de côté ({ $error }) : il est laissé tel quel, et les positions des bilans de cette session ne sont pas enregistrées.
learn-yours-kept-aside = Le fichier de vos positions n'a pas pu être lu. Il a été conservé sous le nom { $path } ; les positions de vos prochains bilans sont gardées désormais.
learn-tutorial = Didacticiel
learn-tutorial-intro = De courtes leçons sur un vrai plateau : chacune pose une position et un but. Jouez le coup ; le jeu le vérifie et explique un essai manqué.
learn-puzzles = Problèmes
learn-puzzles-intro = Des positions tirées des parties du moteur, où un coup est nettement le meilleur. Tout coup que le moteur juge aussi fort compte.
learn-easy = Facile
learn-medium = Moyen
learn-hard = Difficile
learn-none = Pas encore de leçons pour ce jeu.
study-lesson-title = Leçon { $n } sur { $total } : { $title }
study-puzzle-title = Problème { $n } sur { $total } ({ $difficulty })
study-puzzle-win = Trait { $side-to }. Un coup gagne de force : trouvez-le.
study-puzzle-only = Trait { $side-to }. Tous les coups sauf un perdent beaucoup : trouvez celui qui tient.
study-your-move = À vous de jouer, avec { $side-the }.
study-checking = Le moteur vérifie votre coup…
study-solved = Réussi !
study-shown = La solution est sur le plateau : parcourez-la avec ◀ ▶ sous le plateau, ou passez à la suite.
study-show-solution = Montrer la solution
study-next = Suivant
study-back = Retour à la liste
study-missed-not-there = Pas tout à fait : la pièce doit finir en { $point }. Essayez encore.
study-missed-no-capture = Ce n'est pas une prise. Trouvez un coup qui en prend { $n }.
study-missed-too-few = Ce coup en prend { $taken } ; une rafle plus longue en prend { $n }. Essayez encore.
study-missed-no-win = Ce coup ne gagne pas tout de suite. Essayez encore.
study-missed-exposed = Maintenant un officier peut prendre : { $capture }. Gardez chaque pièce couverte.
study-missed-losing-reply = Après ce coup, l'adversaire gagne aussitôt par { $reply }.
study-missed-not-the-key = Le moteur trouve un coup plus fort. Essayez encore.
study-practice-title = Vos erreurs : { $n } sur { $total }
study-practice-task = Dans la partie, { $side-the } { $number ->
        [one] a
       *[other] ont
    } joué { $move } ici : { $verdict }. Trouvez un meilleur coup.
study-missed-as-played = C'est le coup joué dans la partie. Trouvez-en un meilleur.
rules-try-lesson = L'essayer dans le didacticiel
lesson-asalto-place-title = Placer les officiers
lesson-asalto-place-task = Le joueur des officiers commence par placer ses deux officiers sur des points de la forteresse (le haut ombré de la croix). Cliquez sur deux points de la forteresse.
lesson-asalto-place-done = Les rebelles jouent les premiers à partir d'ici.
lesson-asalto-rebel-step-title = Comment avancent les rebelles
lesson-asalto-rebel-step-task = Un rebelle se déplace d'un point le long d'une ligne : en avant, en diagonale vers l'avant ou de côté, jamais en arrière. Amenez un rebelle en d5.
lesson-asalto-officer-step-title = Comment se déplacent les officiers
lesson-asalto-officer-step-task = Un officier se déplace d'un point le long de n'importe quelle ligne, dans tous les sens. Amenez un officier en d6.
lesson-asalto-capture-title = Prendre
lesson-asalto-capture-task = Un officier prend en sautant par-dessus un rebelle voisin jusqu'au point vide juste derrière, sur la même ligne. Prenez un rebelle.
lesson-asalto-chain-title = Les rafles
lesson-asalto-chain-task = Après un saut, le même officier peut sauter encore, en changeant de direction s'il le veut. Prenez trois rebelles en un coup.
lesson-asalto-chain-done = Les rebelles pris quittent le plateau à la fin du coup.
lesson-asalto-huff-title = Le soufflage
lesson-asalto-huff-task = À l'Asalto la prise est facultative, mais l'officier qui pouvait prendre et ne le fait pas est soufflé : retiré du plateau. Ne laissez pas cela arriver : prenez.
lesson-asalto-fill-title = Les rebelles gagnent : la forteresse
lesson-asalto-fill-task = Les rebelles gagnent quand ils occupent tous les points de la forteresse. Remplissez le dernier.
lesson-asalto-trap-title = Les rebelles gagnent : un officier enfermé
lesson-asalto-trap-task = Les rebelles gagnent aussi quand les officiers ne peuvent plus bouger. Enfermez l'officier en un coup.
lesson-asalto-boxed-title = Ne vous laissez pas enfermer
lesson-asalto-boxed-task = Il reste un officier : les rebelles gagnent s'il ne peut plus bouger. Déplacez-le là où il ne pourra pas être enfermé au coup suivant.
lesson-asalto-boxed-done = Parmi les rebelles, au bord de la forteresse, un officier est vite enfermé : gardez-le là où il a de la place.
lesson-asalto-pairs-title = Couvrez vos rebelles
lesson-asalto-pairs-task = Un rebelle qui a un point vide derrière lui peut être sauté. Avancez sans laisser de prise à un officier.
lesson-asalto-pairs-done = Des rebelles en paires et en rangs soutenus ne peuvent pas être sautés : c'est ainsi qu'avance le siège.
lesson-assaut-place-title = Placer les officiers
lesson-assaut-place-task = Le joueur des officiers place ses deux officiers sur des points de la forteresse (le haut ombré de la croix). Cliquez sur deux points de la forteresse.
lesson-assaut-soldier-step-title = Les lignes des soldats
lesson-assaut-soldier-step-task = Un soldat avance d'un point le long de ses propres lignes (les noires ; les rouges lui sont fermées). Amenez un soldat en d5.
lesson-assaut-officer-step-title = Comment se déplacent les officiers
lesson-assaut-officer-step-task = Un officier se déplace d'un point le long de n'importe quelle ligne, rouge ou noire, dans tous les sens. Amenez un officier en d6.
lesson-assaut-capture-title = La prise est obligatoire
lesson-assaut-capture-task = À L'Assaut, l'officier qui peut prendre doit prendre : essayez un simple pas pour voir. Prenez un soldat.
lesson-assaut-longest-title = La plus longue prise
lesson-assaut-longest-task = Quand plusieurs prises sont possibles, il faut jouer une de celles qui prennent le plus de soldats. Prenez-en deux.
lesson-assaut-fill-title = Les soldats gagnent : la forteresse
lesson-assaut-fill-task = Les soldats gagnent quand ils occupent tous les points de la forteresse. Remplissez le dernier.
lesson-assaut-trap-title = Les soldats gagnent : un officier enfermé
lesson-assaut-trap-task = Les soldats gagnent aussi quand les officiers ne peuvent plus bouger. Enfermez l'officier en un coup.
lesson-assaut-pairs-title = Couvrez vos soldats
lesson-assaut-pairs-task = Un soldat qui a un point vide derrière lui peut être sauté. Avancez sans laisser de prise à un officier.
lesson-assaut-pairs-done = Des soldats en paires et en rangs soutenus ne peuvent pas être sautés : c'est ainsi qu'avance le siège.
lesson-grand-assaut-place-title = Trois officiers
lesson-grand-assaut-place-task = Sur le grand plateau, trois officiers défendent une forteresse de 17 points. Placez-les sur trois points de la forteresse.
lesson-grand-assaut-capture-title = La prise est obligatoire
lesson-grand-assaut-capture-task = Comme à L'Assaut, l'officier qui peut prendre doit prendre. Prenez le soldat.
lesson-grand-assaut-longest-title = La plus longue prise
lesson-grand-assaut-longest-task = Il faut jouer une prise qui prend le plus de soldats. Trouvez une rafle de deux.
lesson-grand-assaut-fill-title = Les soldats gagnent : la forteresse
lesson-grand-assaut-fill-task = Cinquante soldats doivent remplir les 17 points de la forteresse pour gagner. Remplissez le dernier.
lesson-grand-assaut-pairs-title = Couvrez vos soldats
lesson-grand-assaut-pairs-task = Faites monter un soldat sans laisser de prise à un officier.
lesson-fox-geese-13-fox-step-title = Le renard va partout
lesson-fox-geese-13-fox-step-task = Le renard se déplace d'un point le long de n'importe quelle ligne : en avant, en arrière, de côté ou en diagonale, car chaque carré a sa diagonale. Montez le renard en d5.
lesson-fox-geese-13-capture-title = Le renard prend
lesson-fox-geese-13-capture-task = Le renard prend en sautant par-dessus une oie voisine jusqu'au point vide juste derrière, sur la même ligne. Prenez l'oie en d3.
lesson-fox-geese-13-chain-title = Deux oies en un coup
lesson-fox-geese-13-chain-task = Après un saut, le renard peut sauter encore depuis son point d'arrivée. Prenez deux oies en un coup.
lesson-fox-geese-13-no-gap-title = Pas de trou derrière une oie
lesson-fox-geese-13-no-gap-task = Le renard attend en d5 une oie avec un point vide derrière elle. Déplacez une oie sans lui offrir de prise.
lesson-fox-geese-13-no-gap-done = Les oies gagnent en avançant en mur fermé : toute oie voisine du renard a besoin d'une oie ou du bord derrière elle.
lesson-fox-geese-13-trap-title = Enfermer le renard
lesson-fox-geese-13-trap-task = Les oies gagnent quand le renard ne peut plus bouger. Enfermez-le dans son coin en un coup.
lesson-fox-geese-13-trap-done = Tous les points autour du renard sont pris, et chaque saut retomberait sur une oie.
lesson-fox-geese-13-sideways-sideways-title = De côté pour boucher un trou
lesson-fox-geese-13-sideways-sideways-task = Avec l'option « de côté », une oie peut aussi se déplacer de côté. Le renard menace de sauter d4 : bouchez le trou derrière elle.

## The analysis board.
hud-analyse = Analyser
menu-analysis = Plateau d'analyse
analysis-title = Plateau d'analyse
analysis-how = Jouez librement les deux camps. Annuler reprend un coup ; un autre coup ouvre une nouvelle variante. La partie d'où vous venez est gardée telle quelle.
analysis-thinking = Réflexion… profondeur { $depth }, positions examinées : { $nodes }
analysis-done = Profondeur { $depth }, positions examinées : { $nodes }
analysis-over = La partie est terminée dans cette position.
analysis-forced = Gain forcé { $side-of } en { $n }
analysis-three = Montrer les trois meilleures suites
analysis-continue = Continuer d'ici
analysis-back = Retour à la partie
analysis-menu = Retour au menu
analysis-explorer = Explorateur d'ouvertures
analysis-explorer-how = Les coups joués depuis cette position dans le livre d'ouvertures et dans les parties du moteur. Cliquez sur un coup pour le jouer.
analysis-explorer-none = Aucune ligne du livre ni aucune partie du moteur n'est passée par cette position.
analysis-explorer-move = Coup
analysis-explorer-book = Livre
analysis-explorer-games = Parties
analysis-explorer-results = Gagnées par
analysis-explorer-shares = { $attackers } { $a } %, { $officers } { $o } %, nulles { $d } %
analysis-explorer-proven = { CAPITAL($side-the) } { $number ->
        [one] gagne
       *[other] gagnent
    } (prouvé, { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    })
side-officers-fox-geese = Renard
    .number = one
    .the = le renard
    .of = du renard
    .to = au renard
side-attackers-fox-geese = Oies
    .the = les oies
    .of = des oies
    .to = aux oies
attacker-one-fox-geese = oie
    .gender = feminine
attacker-many-fox-geese = oies
variant-fox-geese-title = Le renard et les oies ({ $n ->
        [one] { $n } oie
       *[other] { $n } oies
    })
variant-fox-geese-title-sideways = Le renard et les oies ({ $n ->
        [one] { $n } oie
       *[other] { $n } oies
    }, de côté)
variant-fox-geese-blurb = 33 points, une diagonale dans chaque carré, pas de forteresse. Un renard contre { $n ->
        [one] { $n } oie qui doit l'enfermer
       *[other] { $n } oies qui doivent l'enfermer
    } ; le renard joue le premier et peut refuser une prise.
menu-family-siege = Jeux de siège
menu-family-fox-geese = Le renard et les oies
menu-family-fox-geese-intro = Le jeu le plus connu de la famille : les oies doivent enfermer le renard avant qu'il ne les décime.
menu-geese = Oies
menu-sideways = Les oies peuvent aussi aller de côté
mode-vs-ai-officers-fox-geese = Vous jouez le renard
hud-officers-fox-geese = Renard : { $n }
reason-officers-trapped-fox-geese = Le renard est enfermé : il ne peut plus bouger.
reason-too-few-fox-geese = Il reste trop peu d'{ $att } pour enfermer le renard.
rules-fox-geese-intro = Le jeu du renard et des oies est le membre le plus connu de la famille à laquelle appartient l'Asalto. Un renard parcourt un plateau sans forteresse ; une bande d'oies tente de l'encercler. Les oies gagnent en enfermant le renard ; le renard gagne en prenant tant d'oies qu'il n'en reste plus assez pour l'enfermer.
rules-fox-geese-board =
    Le plateau est la même croix de 33 points, mais une diagonale traverse chaque carré : chaque point est relié à tous ses voisins. Il n'y a pas de forteresse.

    Le renard part du point central. Les 13 oies occupent la rangée au-dessous et le bras inférieur de la croix. Avec l'option à 15 oies, deux de plus se placent aux extrémités de la rangée du milieu (a4 et g4) ; avec 17 oies, quatre de plus (a4, b4, f4 et g4). Le renard joue le premier, puis les joueurs alternent.
rules-fox-geese-moves =
    Une oie avance d'un pas le long d'une ligne vers un point libre : tout droit vers le haut du plateau ou en diagonale vers l'avant, jamais en arrière. Avec l'option « de côté », une oie peut aussi se déplacer de côté le long de sa rangée.

    Le renard se déplace d'un pas le long de n'importe quelle ligne, dans n'importe quelle direction, vers un point libre. Seul le renard prend.
rules-fox-geese-capture =
    Le renard prend en sautant, le long d'une ligne, par-dessus une oie voisine jusqu'au point libre juste derrière elle, en ligne droite ; l'oie est prise. S'il peut sauter de nouveau depuis son point d'arrivée, il continue, en changeant de direction à son gré, jusqu'à ce qu'aucun saut ne reste. Les oies prises restent sur le plateau jusqu'à la fin du coup : aucune ne peut être sautée deux fois.

    La prise n'est jamais obligatoire : le renard peut toujours ne pas commencer une prise, sans aucune pénalité.
rules-fox-geese-end =
    Les oies gagnent si le renard ne peut pas bouger à son tour. Le renard gagne quand il reste moins de quatre oies, ou si les oies ne peuvent pas bouger à leur tour ; sans l'option de côté, les oies ne font qu'avancer et doivent donc enfermer le renard avant d'être à court de coups.

    La partie est nulle si la même position se présente pour la troisième fois avec le même joueur au trait, ou après 50 coups de chaque camp sans prise et sans qu'une oie avance. Ces règles ne figurent pas dans les textes anciens ; elles garantissent que chaque partie se termine, comme à l'Asalto.
rules-heading-options = Les options
rules-caption-start-fox-geese = La position de départ à 13 oies : le renard au centre, les oies au-dessous.
rules-caption-options-fox-geese = La position de départ à 17 oies : quatre de plus sur la rangée du milieu. L'option à 15 oies laisse b4 et f4 libres.
rules-caption-capture-fox-geese = Une rafle : le renard saute en suivant les flèches et prend les oies marquées.
menu-family-own = Vos propres jeux
menu-own-help = Un fichier de variante décrit un plateau et ses règles en quelques lignes de texte (RON) ; la documentation du jeu (docs/variants.md) explique chaque champ. little-fort.ron, dans le dossier variants du jeu, est un exemple pour commencer.
menu-own-path-hint = le chemin d'un fichier de variante .ron
menu-own-open = Ouvrir
menu-own-choose = Ouvrir un fichier de variante…
review-was-best-fox-geese = C'est le choix du moteur. Évaluation : { $score } (en oies ; + favorise le renard).
review-was-fox-geese = Après ce coup : { $played }. Après { $move }, le choix du moteur : { $best }. (En oies ; + favorise le renard.)
review-reason-lets-capture-fox-geese = Ce coup permet au renard en { $from } de prendre { $n ->
        [one] une oie
       *[other] { $n } oies
    }.
notation-too-long = Le presse-papiers contient { $size } Ko de texte ; une position ou une liste de coups fait au plus { $most } Ko. Rien n'a été collé.
storage-title = Vos parties et vos réglages
storage-autosave-failed = La partie en cours n'est pas enregistrée : { $error }. « Enregistrer la partie » la garde, là où c'est possible.
storage-settings-failed = Vos réglages ne sont pas enregistrés : { $error }
storage-positions-failed = Vos positions à travailler ne sont pas enregistrées : { $error }
storage-positions-unread = Le fichier de vos positions { $file } n'a pu être ni lu ni mis de côté : les positions de vos bilans ne sont pas enregistrées dans cette session, pour ne pas l'écraser.
storage-ratings-failed = Votre classement n'est pas enregistré : { $error }
storage-ratings-unread = Le fichier de votre classement { $file } n'a pu être ni lu ni mis de côté : les résultats de vos parties classées ne sont pas enregistrés dans cette session, pour ne pas l'écraser.
storage-keep-failed = La partie inachevée n'a pas pu être rangée parmi les parties enregistrées ({ $error }). Elle reste où elle était, et cette nouvelle partie n'est pas enregistrée automatiquement.
storage-another-window = Asalto est ouvert dans une autre fenêtre, qui garde la partie inachevée. Cette fenêtre n'enregistre pas sa partie automatiquement ; « Enregistrer la partie » la garde.
storage-variant-not-kept = La variante { $name } peut être jouée maintenant mais n'est pas gardée pour le prochain lancement : { $error }
load-delete-confirm = Supprimer la partie enregistrée n° { $n } ? C'est définitif.
load-cancel = Annuler
hud-restart-confirm = Cette partie n'est pas finie. En commencer une nouvelle ?
hud-restart-save = L'enregistrer, puis commencer
hud-restart-discard = Commencer sans enregistrer
hud-cancel = Annuler
menu-progress = Vos progrès
progress-title = Vos progrès
progress-empty = Rien à montrer pour l’instant. Vos parties classées contre l’ordinateur tracent ici votre classement, vos parties avec bilan votre précision, et les positions que vous travaillez ce que vous avez appris.
progress-variant = Jeu :
progress-rating = Classement
progress-rating-none = Aucune partie classée de ce jeu pour l’instant : choisissez un niveau classé dans la page Nouvelle partie et jouez-la.
progress-rating-now = { $games ->
        [one] Votre classement à { $variant } : { $rating } (entre { $low } et { $high }, sûr à 95 %), après une partie classée.
       *[other] Votre classement à { $variant } : { $rating } (entre { $low } et { $high }, sûr à 95 %), après { $games } parties classées.
    }
progress-rating-summary = { $games ->
        [one] Graphique de votre classement : { $first } au départ, { $last } après une partie classée. Son tableau suit.
       *[other] Graphique de votre classement : { $first } au départ, { $last } après { $games } parties classées. Son tableau suit.
    }
progress-rating-axis = Classement
progress-games-axis = Parties classées
progress-rating-key = La ligne est votre classement, la bande l’intervalle où il se trouve avec une certitude de 95 % ; les pointillés sont les classements des niveaux.
progress-results-key = Or : gagnées. Gris : nulles. Rouge : perdues.
progress-table = Les chiffres
progress-newest = Les { $shown } plus récentes de { $games } parties classées.
progress-col-game = Partie
progress-col-level = Niveau
progress-col-side = Camp
progress-col-result = Résultat
progress-col-rating = Classement
progress-won = Gagnée
progress-drawn = Nulle
progress-lost = Perdue
progress-results = Résultats contre chaque niveau
progress-results-summary = Graphique de vos parties classées gagnées, nulles et perdues contre chaque niveau. Son tableau suit.
progress-accuracy = Précision dans vos bilans
progress-accuracy-none = Aucune partie contre l’ordinateur n’a encore de bilan. À la fin d’une partie, son bilan juge chaque coup, et votre précision s’affiche ici.
progress-accuracy-summary = { $games ->
        [one] Graphique de votre précision dans une partie avec bilan : { $last }. Son tableau suit.
       *[other] Graphique de votre précision dans { $games } parties avec bilan, de { $first } dans la première à { $last } dans la dernière. Son tableau suit.
    }
progress-accuracy-axis = Précision (%)
progress-reviews-axis = Parties analysées
progress-percent = { $percent } %
progress-col-review = Bilan
progress-col-accuracy = Précision
progress-positions = Vos positions
progress-positions-none = Aucune position de ce jeu gardée pour l’instant : les erreurs relevées par un bilan sont gardées ici pour s’exercer, depuis la page Apprendre.
progress-positions-line = { $total ->
        [one] Une position gardée de vos bilans. Apprises (de retour après une semaine ou plus) : { $learnt }.
       *[other] { $total } positions gardées de vos bilans. Apprises (de retour après une semaine ou plus) : { $learnt }.
    }
progress-col-comes-back = Revient après
progress-col-positions = Positions
progress-days = { $days ->
        [one] un jour
       *[other] { $days } jours
    }
hud-send-move = Envoyer votre coup
hud-send-move-tip = Copie le lien de la partie, pour jouer avec un ami ailleurs : il l’ouvre, joue le coup suivant et vous renvoie le sien.
by-link-copied = Le lien de la partie est copié : envoyez-le à votre ami, qui l’ouvre (ou le colle dans le champ de position) et joue le coup suivant.
by-link-no-clipboard = Pas de presse-papiers ici ; envoyez ce lien à votre ami : { $link }
by-link-continued = Ce lien poursuit la partie enregistrée n° { $n }, avec les nouveaux coups.
by-link-kept = Cette partie est gardée comme partie enregistrée n° { $n }.
by-link-behind = La partie enregistrée n° { $n } contient cette partie avec des coups plus récents ; elle reste telle quelle.
by-link-failed = La partie n’a pas pu être gardée parmi les parties enregistrées : { $error }
learn-puzzle-rating = { $tries ->
        [0] Votre classement aux problèmes à { $variant } part de { $rating } ± { $margin } : le premier essai de chaque problème compte.
        [one] Votre classement aux problèmes à { $variant } : { $rating } ± { $margin }, d’après un problème.
       *[other] Votre classement aux problèmes à { $variant } : { $rating } ± { $margin }, d’après { $tries } problèmes.
    }
learn-next-puzzle = Problème suivant à votre niveau : le n° { $n } (classé { $rating })
progress-puzzles = Problèmes
progress-puzzles-none = Aucun problème de ce jeu essayé pour l’instant : le premier essai de chaque problème, dans la page Apprendre, fait votre classement aux problèmes.
progress-puzzles-line = { $tries ->
        [one] Votre classement aux problèmes : { $rating } (entre { $low } et { $high }, sûr à 95 %) ; résolus au premier essai : { $solved } sur un.
       *[other] Votre classement aux problèmes : { $rating } (entre { $low } et { $high }, sûr à 95 %) ; résolus au premier essai : { $solved } sur { $tries }.
    }
progress-col-puzzle = Problème
progress-solved = Résolu
progress-missed = Manqué
