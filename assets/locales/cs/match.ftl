## Zápasová hra: hodiny, vzdání partie, remízy a zápasy ze dvojic partií.

## Konec partie, o kterém rozhodli sami hráči. $side je strana, která se vzdala nebo které došel čas.
reason-resignation = { $side ->
    [attackers] Útočníci se vzdali.
   *[defenders] Obránci se vzdali.
}
reason-time = { $side ->
    [attackers] Útočníkům došel čas.
   *[defenders] Obráncům došel čas.
}
reason-agreement = Hráči se dohodli na remíze.

## Hodiny v postranním panelu. $time má podobu 4:59 nebo 0:08.3.
# Během byo-yomi: čas, který zbývá v běžící periodě, a počet zbývajících period (včetně ní).
clock-byo-yomi = { $periods ->
    [one] poslední perioda
    [few] { $periods } periody
    [many] { $periods } periody
   *[other] { $periods } period
}
# Ještě běží základní čas, po něm čekají periody byo-yomi.
clock-main-and-periods = + { $periods }×

## Hodiny zvolené na obrazovce nové hry.
clock-heading = Hodiny
clock-none = Bez hodin
# $minutes základního času a nic dalšího: kdo ho vyčerpá, prohrává.
clock-sudden-death = { $minutes } min
# Fischer: po každém tahu se přidá $seconds.
clock-fischer = { $minutes } min + { $seconds } s na tah
# Byo-yomi: po základním čase $periods period po $seconds.
clock-byo-yomi-control = { $minutes } min, pak { $periods } × { $seconds } s
# Pojmenované hodiny a jejich tempo: „Blitz: 5 min + 3 s na tah“.
clock-named = { $name }: { $shape }
clock-preset-blitz = Blitz
clock-preset-rapid = Rapid
clock-preset-classical = Klasické
clock-preset-overtime = Byo-yomi
clock-custom = Vlastní…
# Čeština: popisky za číselným polem jsou zkratky, aby nezávisely na čísle („3 min“, ne „3 minut“).
clock-minutes = min
clock-increment = Přídavek
clock-periods = Byo-yomi
clock-seconds = s
clock-seconds-a-move = s na tah

## Zápasy ze dvojic partií.
match-choice = Zápas: dvojice partií s výměnou stran
# Čeština: stojí za číselným polem, proto jen podstatné jméno bez čísla.
match-pairs = { $pairs ->
    [one] dvojice partií
    [few] dvojice partií
    [many] dvojice partií
   *[other] dvojic partií
}
match-game = Zápas: partie { $game } z { $games }
# Stav zápasu: jméno a body každého hráče (výhra 1, remíza ½).
match-score = { $first } { $first_points } – { $second_points } { $second }
# Hráč v zápase proti počítači.
match-you = Vy
# Hráč v zápase dvou lidí: hráč 1 útočí jako první.
match-player = Hráč { $number }
# Čeština: hráčem může být i „Vy“, proto jméno stojí za dvojtečkou a sloveso se s ním nemusí shodovat.
match-won-points = Zápas vyhrává na body: { $player }.
match-won-faster = Zápas vyhrává díky rychlejší výhře: { $player }.
match-even = Zápas končí nerozhodně.
end-next-game = Další partie

## Vzdání partie a remízy.
panel-resign = Vzdát se
panel-offer-draw = Nabídnout remízu
draw-weighing = Počítač zvažuje vaši nabídku…
draw-declined = Nabídka remízy byla odmítnuta.
resign-title = Vzdát partii?
resign-question = { $side ->
    [attackers] Útočníci se vzdávají a obránci vyhrávají.
   *[defenders] Obránci se vzdávají a útočníci vyhrávají.
}
resign-yes = Vzdát se
resign-no = Hrát dál
draw-title = Nabídka remízy
draw-question = { $side ->
    [attackers] Útočníci nabízejí remízu. Přijmou ji obránci?
   *[defenders] Obránci nabízejí remízu. Přijmou ji útočníci?
}
draw-accept = Přijmout remízu
draw-decline = Odmítnout
