## The rules screen: each switch of the rules, its sentence, where it comes from, its values.
## Czech: a changed switch is listed as "label: value", so each value answers its label.

rules-section-who-starts = Kdo začíná
rules-section-escape-and-corners = Útěk a rohy
rules-section-the-throne = Trůn
rules-section-the-king = Král
rules-section-captures = Zajímání
rules-section-how-the-game-ends = Jak hra končí
rules-section-movement = Pohyb

switch-first-label = Kdo táhne první
switch-first-sentence = Strana, která v partii táhne jako první.
switch-first-source = Polská pravidla (bod 2) a katalánský článek: obránci (Švédové); moderní pravidla: útočníci.
switch-first-attackers = útočníci
switch-first-defenders = obránci

switch-escape-label = Kam král uniká
switch-escape-sentence = Pole, na která musí král dojít, aby vyhrál.
switch-escape-source = Rohy: polská pravidla (bod 9), katalánský a český článek, kodaňská pravidla. Kterékoli pole na okraji: francouzská pravidla (tablut). Okrajová pole, která jsou na začátku prázdná: varianta 2 katalánského článku.
switch-escape-corners = do rohů
switch-escape-edge = na kterékoli pole na okraji
switch-escape-edge-empty-at-start = na okrajová pole, na začátku prázdná

switch-marked-corners-label = Rohy zůstávají vyznačené
switch-marked-corners-sentence = I když král uniká na okraj, zastavit se v rohu smí jen on a rohy pomáhají zajímat podle nastavení níže (při útěku do rohů to platí vždy).
switch-marked-corners-source = Varianta 2 katalánského článku.

switch-corners-hostile-label = Rohy pomáhají zajmout
switch-corners-hostile-sentence = Kámen vedle vyznačeného rohu lze zajmout proti němu, jako by tam stál nepřítel.
switch-corners-hostile-source = Kodaňská pravidla a český článek: každý kámen; brandub: všechny kromě krále; polská pravidla (bod 5): žádný kámen (k zajetí jsou třeba dva kameny).
switch-corners-hostile-all = každý kámen
switch-corners-hostile-soldiers-only = každý kámen kromě krále
switch-corners-hostile-attackers-only = jen útočníky
switch-corners-hostile-none = žádný kámen

switch-throne-stop-label = Kdo se smí zastavit na trůnu
switch-throne-stop-sentence = Kdo smí ukončit tah na trůnu, tedy na středovém poli.
switch-throne-stop-source = Polská pravidla (bod 1), katalánský a český článek: jen král.
switch-throne-stop-king-only = jen král
switch-throne-stop-nobody = nikdo, jakmile ho král opustí

switch-throne-pass-label = Kdo smí přejít přes prázdný trůn
switch-throne-pass-sentence = Kdo smí cestou na jiné pole přejít přes prázdný trůn.
switch-throne-pass-source = Katalánský a český článek: každý kámen; rekonstrukce fidchellu a gwyddbwyllu: jen král.
switch-throne-pass-all = každý kámen
switch-throne-pass-king-only = jen král
switch-throne-pass-nobody = nikdo

switch-throne-closed-after-king-left-label = Trůn se za králem uzavře
switch-throne-closed-after-king-left-sentence = Jakmile král trůn opustí, žádný kámen na něj už nesmí vstoupit ani přes něj přejít.
switch-throne-closed-after-king-left-source = Francouzská pravidla (tablut).

switch-empty-throne-hostile-label = Prázdný trůn pomáhá zajmout
switch-empty-throne-hostile-sentence = Kámen vedle prázdného trůnu lze zajmout proti němu.
switch-empty-throne-hostile-source = Většina pravidel: každý kámen; polská pravidla (bod 5): žádný kámen; rekonstrukce fidchellu a gwyddbwyllu: všechny kromě krále.
switch-empty-throne-hostile-all = každý kámen
switch-empty-throne-hostile-soldiers-only = každý kámen kromě krále
switch-empty-throne-hostile-attackers-only = jen útočníky
switch-empty-throne-hostile-none = žádný kámen

switch-occupied-throne-hostile-to-attackers-label = Králův trůn pomáhá zajímat útočníky
switch-occupied-throne-hostile-to-attackers-sentence = Dokud král sedí na trůnu, lze útočníka vedle trůnu zajmout proti němu.
switch-occupied-throne-hostile-to-attackers-source = Kodaňská pravidla a pravidla z Fetlaru.

switch-king-armed-label = Král bojuje
switch-king-armed-sentence = Král může pomáhat zajímat nepřátelské kameny.
switch-king-armed-source = Ve všech připravených hrách bojuje.

switch-king-capture-label = Zajetí krále
switch-king-capture-sentence = Kolik útočníků musí krále sevřít, aby byl zajat.
switch-king-capture-source = Ze čtyř stran: polská pravidla (bod 8), český článek, kodaňská pravidla; mimo trůn méně: brandub; dva: tawlbwrdd.
switch-king-capture-strong = ze všech čtyř stran
switch-king-capture-strong-near-throne = na trůnu čtyři, vedle něj tři, jinde dva
switch-king-capture-weak = dva, jako u každého kamene

switch-edge-against-king-label = Okraj se počítá proti králi
switch-edge-against-king-sentence = Okraj desky se počítá za útočníka, když je král obklíčen u okraje.
switch-edge-against-king-source = Polská pravidla (bod 8) a francouzská pravidla (tablut): ano; český článek: ne.

switch-throne-guard-label = Trůn chrání krále
switch-throne-guard-sentence = Jak dlouho trůn ztěžuje zajetí krále.
switch-throne-guard-source = Francouzská pravidla (brandub): jsou třeba čtyři, „s'il n'a pas encore quitté son trône“ (pokud ještě neopustil svůj trůn).
switch-throne-guard-by-square = kdykoli na něm je
switch-throne-guard-until-king-leaves = jen dokud ho poprvé neopustí

switch-linnaean-capture-label = Zajetí proti králově trůnu
switch-linnaean-capture-sentence = Když král sedí na trůnu a útočníci ho svírají ze tří stran, lze obránce na čtvrté straně zajmout proti trůnu.
switch-linnaean-capture-source = Dnešní brandub: obránce; francouzská pravidla (brandub): obránce i král zároveň a útočníci vyhrávají.
switch-linnaean-capture-off = ne
switch-linnaean-capture-defender = obránce je zajat
switch-linnaean-capture-defender-and-king = obránce i král jsou zajati

switch-stop-between-label = Zastavení mezi dvěma nepřáteli
switch-stop-between-sentence = Co se stane s kamenem, který skončí tah mezi dvěma nepřátelskými kameny (nejprve se provedou jeho vlastní zajetí); král tam smí odpočívat vždy.
switch-stop-between-source = Polská pravidla, body 6 a 7 (hráč za krále předem ohlásí „Odpoczynek!“).
switch-stop-between-safe = kámen je v bezpečí
switch-stop-between-captured = kámen je zajat

switch-captures-per-move-label = Zajetí v jednom tahu
switch-captures-per-move-sentence = Kolik kamenů smí jeden tah zajmout.
switch-captures-per-move-source = Katalánský článek: „No es pot capturar més d'una peça en una mateixa jugada“ (jedním tahem nelze zajmout víc než jeden kámen).
switch-captures-per-move-all = všechny sevřené kameny
switch-captures-per-move-one = jen jeden, podle volby

switch-shieldwall-label = Štítová hradba
switch-shieldwall-sentence = Řada kamenů podél okraje, z nichž každý má před sebou nepřítele, je zajata najednou, když jsou uzavřeny oba její konce.
switch-shieldwall-source = Kodaňská pravidla (jeden konec smí uzavřít roh).
switch-shieldwall-none = ne
switch-shieldwall-weak = ano, uzavírají ji dva kameny
switch-shieldwall-strong = ano, konec smí uzavřít i roh

switch-exit-fort-label = Úniková pevnost
switch-exit-fort-sentence = Král vyhrává také v pevnosti obránců u okraje, kterou nelze nikdy prolomit.
switch-exit-fort-source = Kodaňská pravidla.

switch-encirclement-label = Obklíčení
switch-encirclement-sentence = Útočníci vyhrávají také tím, že všechny obránce uzavřou do kruhu.
switch-encirclement-source = Kodaňská pravidla a pravidla z Fetlaru.

switch-all-attackers-captured-wins-label = Zajetí všech útočníků vyhrává
switch-all-attackers-captured-wins-sentence = Obránci vyhrávají také tím, že zajmou všechny útočníky.
switch-all-attackers-captured-wins-source = Francouzská pravidla (tablut).

switch-all-defenders-captured-wins-label = Zajetí všech obránců vyhrává
switch-all-defenders-captured-wins-sentence = Útočníci vyhrávají také tím, že zajmou všechny obránce kromě krále.
switch-all-defenders-captured-wins-source = Rekonstrukce gwyddbwyllu.

switch-tuichi-wins-label = Tuichi vyhrává
switch-tuichi-wins-sentence = Když má král dvě volné cesty (tuichi), vyhrává okamžitě: obě nikdo nezablokuje.
switch-tuichi-wins-source = Francouzská pravidla (tablut): „la partie est gagnée d'office“ (partie je tím vyhraná); volitelné pravidlo katalánského článku.

switch-routes-to-label = Kam vedou cesty pro raichi a tuichi
switch-routes-to-sentence = Kam musí vést volné cesty krále, aby se ohlásilo raichi (jedna cesta) nebo tuichi (dvě).
switch-routes-to-source = Katalánský článek: na okraj, jak říká jeho text.
switch-routes-to-escape-squares = na úniková pole
switch-routes-to-edge = na kterékoli pole na okraji

switch-repetition-label = Třikrát opakovaná pozice
switch-repetition-sentence = Co se stane, když stejná pozice nastane potřetí.
switch-repetition-source = Většina pravidel: remíza; kodaňská pravidla: obránci prohrávají.
switch-repetition-ignored = nic se neděje
switch-repetition-draw = hra končí remízou
switch-repetition-repeater-loses = prohrává strana, která opakuje
switch-repetition-defenders-lose = obránci prohrávají

switch-no-moves-label = Strana, která nemůže táhnout
switch-no-moves-sentence = Co se stane se stranou, která nemá žádný možný tah.
switch-no-moves-source = Většina pravidel: prohrává; Fetlar: remíza.
switch-no-moves-loses = prohrává
switch-no-moves-draw = hra končí remízou

switch-movement-label = Jak daleko kámen táhne
switch-movement-sentence = Přes kolik volných polí smí kámen v jednom tahu přejít; s kostkou se v každém tahu hází jednou kostkou, a když hod nedovoluje žádný tah, tah propadá.
switch-movement-source = Libovolně daleko: všechny prameny (polská pravidla, bod 3); kostky: český článek, u některých starých her; o jedno pole: rekonstrukce fidchellu a gwyddbwyllu.
switch-movement-rook = libovolně daleko, jako věž
switch-movement-one-step = o jedno pole
switch-movement-dice-at-most = nejvýše o hozený počet polí
switch-movement-dice-exactly = přesně o hozený počet polí

switch-value-yes = ano
switch-value-no = ne

rules-title = Pravidla
rules-start-from = Vyjít z
rules-take-every-switch = Převzít všechna pravidla z…
rules-board-and-armies = Deska a vojska
# A board and its armies: its size, the attackers and the defenders (besides the king).
rules-layout = { $size }×{ $size }, { $attackers } proti { $defenders } a král
rules-layout-own = { $size }×{ $size }, vlastní
rules-layout-games = { $layout }: { $games }
rules-as-in = Stejné rozestavení: { $games }.
rules-playable = Lze hrát.
rules-name = Název
rules-save = Uložit
rules-save-replace = Uložit (nahradit)
rules-saved = Sada uložena jako „{ $name }“: najdete ji v seznamu „Vaše sady pravidel“.
# The name offered for a rule set made from other rules.
# Czech: "Vlastní" has one form for every gender, so any name fits after it.
rules-own-name = Vlastní { $rules }
# The name of rules changed but not named.
rules-changed-name = { $rules } (upraveno)

## The presets: each its name, where it comes from, its rules in a paragraph, and what its
## source document's quoted words mean.

preset-hnefatafl-polish-name = Hnefatafl (polská pravidla)
preset-hnefatafl-polish-origin = Pravidla přiložená k polské herní sadě hnefataflu, 11×11.
preset-hnefatafl-polish-summary = Začíná králova strana. Na trůnu a v rozích se smí zastavit jen král a vyhrává, když dojde do rohu. Žádné pole není nepřátelské: kámen je zajat mezi dvěma nepřátelskými kameny. Obyčejný kámen, který se zastaví mezi dvěma nepřáteli, je sám zajat (až po svých vlastních zajetích); odpočívat tam smí jen král, když ohlásí „Odpoczynek!“. Král je zajat ze čtyř stran, nebo ze tří, je-li čtvrtou stranou trůn nebo okraj desky.
preset-hnefatafl-polish-quote-meaning = Kámen smí projít mezi dvěma nepřátelskými kameny, pokud se mezi nimi nezastaví.

preset-tablut-catalan-name = Tablut (katalánský článek)
preset-tablut-catalan-origin = Článek o tablutu z katalánské encyklopedie, podle Linného, 9×9.
preset-tablut-catalan-summary = Začínají Švédové (obránci). Král vyhrává, když dojde do rohu; rohy a prázdný konakis (trůn) pomáhají zajmout každý kámen. Ostatní kameny smějí přes prázdný konakis přejít, ale nikdy se na něm nezastaví. Král je zajat ze čtyř stran, nebo ze tří a konakisem. Raichi a tuichi se počítají k okraji, jak říká text. Volitelná pravidla z článku: jedno zajetí za tah, útěk do rohů nebo na okrajová pole na začátku prázdná (varianta 2), tuichi vyhrává.
preset-tablut-catalan-quote-meaning = Švédové vyhrají, když král dojde na jedno ze čtyř rohových polí.

preset-tablut-french-name = Tablut (francouzská pravidla)
preset-tablut-french-origin = Francouzský list s pravidly „Tablut (jeu du Roi)“, 9×9.
preset-tablut-french-summary = Začínají obránci. Král uniká na kterékoli pole na okraji; obránci vyhrávají i zajetím všech útočníků. Jakmile král opustí trůn, trůn se stane nepřátelským a žádný kámen na něj nesmí vstoupit ani přes něj přejít. Tuichi (dvě volné cesty) okamžitě vyhrává. Král je zajat ze čtyř stran, nebo ze tří a konakisem (trůnem) či okrajem.
preset-tablut-french-quote-meaning = Má-li král dvě volné cesty, ohlásí tuichi a partie je vyhraná.

preset-brandub-french-name = Brandub (francouzská pravidla)
preset-brandub-french-origin = Část o brandubu ve francouzském listu s pravidly „Tablut (jeu du Roi)“, 7×7.
preset-brandub-french-summary = Začínají útočníci. Král (Brannán) uniká do rohu; rohy jsou nepřátelské všem kamenům kromě krále, prázdný trůn všem. Bojující král je zajat dvěma útočníky, vedle trůnu třemi a na trůnu čtyřmi, ale jen dokud trůn poprvé neopustí. Obránce přitlačený ke králi na trůnu je zajat spolu s králem: útočníci vyhrávají.
preset-brandub-french-quote-meaning = Obránce přitlačený k trůnu je zajat spolu s králem.

preset-hnefatafl-czech-name = Hnefatafl (český článek)
preset-hnefatafl-czech-origin = Článek o hnefataflu z české encyklopedie, 11×11.
preset-hnefatafl-czech-summary = Začínají útočníci (černé kameny). Na středové pole a do rohů smí vstoupit jen král; ostatní kameny mohou prázdné středové pole jen přeskočit. Rohy a prázdné středové pole pomáhají zajmout každý kámen. Král je zajat, je-li obklíčen ze všech čtyř stran, nebo ze tří stran a trůnem; okraj desky se nepočítá. Vyhrává, když dojde do rohu.
preset-hnefatafl-czech-quote-meaning = Král je zajat, když ho soupeř obklíčí ze všech čtyř stran, nebo ze tří a čtvrtou stranu tvoří trůn.

preset-hnefatafl-czech-13-name = Hnefatafl 13×13 (český článek)
preset-hnefatafl-czech-13-origin = Větší deska z článku o hnefataflu v české encyklopedii, se stejnými vojsky: 24 proti 12 a králi.
preset-hnefatafl-czech-13-summary = Pravidla českého článku na desce 13×13, se stejnými 24 útočníky proti 12 obráncům a králi, rozestavenými jako na desce 11×11.
preset-hnefatafl-czech-13-quote-meaning = Hraje se na desce 11×11 nebo na větší 13×13: 12 bílých kamenů a král proti 24 černým.

preset-copenhagen-name = Kodaňský hnefatafl
preset-copenhagen-origin = Moderní turnajová pravidla Světové federace taflu (World Tafl Federation, aagenielsen.dk), 11×11.
preset-copenhagen-summary = Začínají útočníci. Král uniká do rohu; jen on se smí zastavit na trůnu nebo v rozích, které jsou nepřátelské všem kamenům. Král bojuje a je zajat ze čtyř stran, nebo ze tří a prázdným trůnem; na okraji nikdy. Štítové hradby zajímají podél okrajů, nedobytná úniková pevnost přináší výhru králi a obklíčení všech obránců výhru útočníkům. Při věčném opakování prohrávají obránci.

preset-fetlar-name = Fetlar Hnefatafl
preset-fetlar-origin = Pravidla mistrovství světa v hnefataflu na ostrově Fetlar z roku 2008, 11×11.
preset-fetlar-summary = Začínají útočníci. Král uniká do rohu; rohy a prázdný trůn jsou nepřátelské. Bojující král je zajat ze čtyř stran, nebo ze tří vedle prázdného trůnu. Obklíčení všech obránců přináší výhru útočníkům. Opakování pozice i strana bez možného tahu znamenají remízu.

preset-hnefatafl-name = Hnefatafl (běžný výklad)
preset-hnefatafl-origin = Běžný výklad polských pravidel a článku z české encyklopedie dohromady, 11×11.
preset-hnefatafl-summary = Začíná králova strana. Na trůnu a v rozích se smí zastavit jen král; král vyhrává, když dojde do rohu. Obyčejný kámen je zajat mezi dvěma nepřáteli nebo mezi nepřítelem a nepřátelským polem. Král je zajat ze čtyř stran, nebo ze tří, je-li čtvrtou stranou trůn nebo okraj desky.

preset-hnefatafl-13-name = Hnefatafl 13×13
preset-hnefatafl-13-origin = Větší deska zmíněná v článku české encyklopedie, s kodaňskými pravidly.
preset-hnefatafl-13-summary = Kodaňská pravidla na desce 13×13: útěk do rohu, silný bojující král, kterého nelze zajmout na okraji, štítové hradby, únikové pevnosti a obklíčení.

preset-tablut-name = Tablut
preset-tablut-origin = Linného zápis z cesty Laponskem roku 1732 (jak ho podávají katalánský encyklopedický článek a francouzský list s pravidly), 9×9.
preset-tablut-summary = Začínají Švédové (obránci). Král vyhrává, když dojde na kterékoli pole na okraji. Je zajat ze čtyř stran, nebo ze tří a prázdným trůnem. Obránci vyhrávají i zajetím všech útočníků. Raichi a tuichi ohlašují jednu a dvě volné cesty. Volitelná pravidla: útěk jen do rohů, útěk jen na okrajová pole na začátku prázdná, trůn uzavřený po odchodu krále, okamžitá výhra při tuichi.

preset-brandub-name = Brandub
preset-brandub-origin = Irská hra z francouzského listu s pravidly, 7×7.
preset-brandub-summary = Začínají útočníci. Král (Brannán) uniká do rohu; rohy jsou nepřátelské všem kamenům kromě krále, prázdný trůn všem. Král bojuje; mimo trůn ho zajmou dva útočníci, vedle trůnu tři a na trůnu čtyři. Obránce na čtvrté straně krále sedícího na trůnu je zajat proti trůnu.

preset-ard-ri-name = Ard Rí
preset-ard-ri-origin = Skotská hra „velkého krále“ zmíněná v článku české encyklopedie; rozestavení podle Ludii, pravidla jsou rekonstrukce.
preset-ard-ri-summary = Začínají útočníci na přeplněné desce 7×7. Král uniká na kterékoli pole na okraji. Bojuje a je zajat ze čtyř stran, nebo ze tří a trůnem.

preset-tawlbwrdd-name = Tawlbwrdd
preset-tawlbwrdd-origin = Velšská hra zmíněná v katalánském i českém encyklopedickém článku; Bellovo rozestavení podle OpenTafl, 11×11.
preset-tawlbwrdd-summary = Začínají útočníci. Král uniká na kterékoli pole na okraji, ale je slabý: dva útočníci ho zajmou jako kterýkoli jiný kámen.

preset-alea-evangelii-name = Alea Evangelii
preset-alea-evangelii-origin = Anglosaská „hra evangelia“ zmíněná v článku české encyklopedie; rozestavení podle OpenTafl, 19×19.
preset-alea-evangelii-summary = Začínají útočníci na velké desce 19×19. Král uniká do jednoho ze čtyř útočišť 2×2 v rozích, kam smí vstoupit jen on a která jsou nepřátelská všem. Bojující král je zajat ze čtyř stran, nebo ze tří a prázdným trůnem.

preset-fidchell-name = Fidchell
preset-fidchell-origin = Irská „dřevěná chytrost“ zmíněná v článku české encyklopedie, na desce 7×7 z Ballinderry. Pravidla se nedochovala; jde o rekonstrukci zveřejněnou pro jeho velšské dvojče gwyddbwyll („Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games“, 2010), s jehož pravidly se shoduje.
preset-fidchell-summary = Stejná pravidla jako gwyddbwyll: král a čtyři obránci proti osmi útočníkům. Každý kámen táhne vždy jen o jedno pole. Na středové pole a do rohů smí vstoupit jen král a vyhrává, když dojde do rohu. Prázdné středové pole pomáhá zajmout kterýkoli kámen kromě krále. Král je zajat ze čtyř stran, nebo u okraje desky ze tří. Útočníci vyhrávají také zajetím všech čtyř obránců.

preset-gwyddbwyll-name = Gwyddbwyll
preset-gwyddbwyll-origin = Velšská hra zmíněná v článku české encyklopedie, 7×7, v rekonstrukci z knihy „Gwyddbwyll and Tallfwrdd, Ancient Welsh Board Games“ (2010), podle desky z Ballinderry.
preset-gwyddbwyll-summary = Král a čtyři obránci proti osmi útočníkům. Každý kámen táhne vždy jen o jedno pole. Na středové pole a do rohů smí vstoupit jen král a vyhrává, když dojde do rohu. Prázdné středové pole pomáhá zajmout kterýkoli kámen kromě krále. Král je zajat ze čtyř stran, nebo u okraje desky ze tří. Útočníci vyhrávají také zajetím všech čtyř obránců.
