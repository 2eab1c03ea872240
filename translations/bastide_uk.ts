<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>CommandLineTool</name>
    <message>
        <location filename="../cli/main.cpp" line="+20"/>
        <source>usage: bastide-cli COMMAND [ARGUMENTS]

Commands:
  validate DECK.json      check a deck file
  replay GAME.json        replay a game record and print the scores
  selfplay [OPTIONS]      play games between computer players and print a summary
  bench [--seconds T]     play random games as fast as possible on one thread
  move GAME.json [--ai LEVEL] [--seed S]
                          print Bastide&apos;s AI&apos;s answer to the decision the game waits for
                          (the first tile of the bag, or a step or choice another set asks)
  legal GAME.json         print every legal answer to the decision the game waits for
  match --bot &apos;COMMAND&apos; [--bot &apos;COMMAND&apos; ...] [--ai LEVEL ...] [OPTIONS]
                          referee games between external bots and computer players

Exit status: 0 success, 1 the work failed, 2 bad usage or bad input.
</source>
        <translation>Використання: bastide-cli КОМАНДА [АРГУМЕНТИ]

Команди:
  validate КОЛОДА.json    перевірити файл колоди
  replay ГРА.json         відтворити запис партії й вивести очки
  selfplay [ПАРАМЕТРИ]    зіграти партії між комп’ютерними гравцями й вивести підсумки
  bench [--seconds T]     грати випадкові партії якомога швидше в одному потоці
  move ГРА.json [--ai РІВЕНЬ] [--seed S]
                          вивести відповідь ШІ Bastide на рішення, на яке чекає гра
                          (перший тайл мішечка або крок чи вибір, якого вимагає доповнення)
  legal ГРА.json          вивести всі допустимі відповіді на рішення, на яке чекає гра
  match --bot &apos;КОМАНДА&apos; [--bot &apos;КОМАНДА&apos; ...] [--ai РІВЕНЬ ...] [ПАРАМЕТРИ]
                          судити партії між зовнішніми ботами й комп’ютерними гравцями

Код виходу: 0 — успіх, 1 — робота не вдалася, 2 — неправильний виклик або вхідні дані.
</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>unknown command &quot;%1&quot;</source>
        <translation>невідома команда «%1»</translation>
    </message>
    <message>
        <location filename="../cli/botposition.cpp" line="+32"/>
        <source>%1: &quot;bag&quot; is empty, so there is no tile to play</source>
        <translation>%1: «bag» порожній, грати нічим — тайлів не лишилося</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the record has no &quot;bag&quot;, so the tile to play is unknown</source>
        <translation>%1: у записі немає «bag», тож невідомо, яким тайлом грати</translation>
    </message>
    <message>
        <location filename="../cli/commandline.cpp" line="+25"/>
        <source>unknown option %1</source>
        <translation>невідомий параметр %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>option --%1 needs a value</source>
        <translation>параметру --%1 потрібне значення</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--%1 must be an integer from %2 to %3</source>
        <translation>--%1 має бути цілим числом від %2 до %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 must be a number from %2 to %3</source>
        <translation>--%1 має бути числом від %2 до %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 must be on or off</source>
        <translation>--%1 має бути on або off</translation>
    </message>
    <message>
        <location filename="../cli/gamecheck.cpp" line="+28"/>
        <source>the replayed moves differ</source>
        <translation>ходи після відтворення відрізняються</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished %1, replayed %2</source>
        <translation>завершена: %1, після відтворення: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bag differs (%1 tiles, replayed %2)</source>
        <translation>мішечок відрізняється (тайлів: %1, після відтворення: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %1 to move, replayed %2</source>
        <translation>ходить гравець %1, після відтворення — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 players, replayed %2</source>
        <translation>гравців: %1, після відтворення: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>player %1 scores %2, replayed %3</source>
        <translation>у гравця %1 очок: %2, після відтворення: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %1&apos;s breakdown or supply differs</source>
        <translation>у гравця %1 відрізняються очки за видами або запас фігурок</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the figures on the board differ</source>
        <translation>фігурки на полі відрізняються</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiles placed, replayed %2</source>
        <translation>викладено тайлів: %1, після відтворення: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the setup (deck, rules, players or seed) differs</source>
        <translation>налаштування партії (колода, правила, гравці або номер роздачі) відрізняються</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 does not read back: %2</source>
        <translation>%1 не читається назад: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not replay: %2</source>
        <translation>%1 не відтворюється: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the replayed game saves to different bytes</source>
        <translation>%1: відтворена партія зберігається в інші байти</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no legal move for an unfinished game</source>
        <translation>у незавершеної партії немає допустимого ходу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a listed legal move is refused: %1</source>
        <translation>допустимий хід зі списку відхилено: %1</translation>
    </message>
    <message>
        <location filename="../cli/legalcommand.cpp" line="+21"/>
        <source>usage: bastide-cli legal GAME.json</source>
        <translation>Використання: bastide-cli legal ГРА.json</translation>
    </message>
    <message>
        <location filename="../cli/match/matchcommand.cpp" line="+26"/>
        <source>usage: bastide-cli match --bot &apos;COMMAND&apos; [--bot &apos;COMMAND&apos; ...] [--ai LEVEL ...]
           [--games G] [--seed S] [--clock SECONDS] [--river on|off] [--abbot on|off]
           [--farmers modern|classic|none] [--expansions SET,SET]
           [--house-rules RULE,RULE] [--deck DECK.json] [--out DIR]</source>
        <translation>Використання: bastide-cli match --bot &apos;КОМАНДА&apos; [--bot &apos;КОМАНДА&apos; ...] [--ai РІВЕНЬ ...]
           [--games G] [--seed S] [--clock СЕКУНДИ] [--river on|off] [--abbot on|off]
           [--farmers modern|classic|none] [--expansions НАБІР,НАБІР]
           [--house-rules ПРАВИЛО,ПРАВИЛО] [--deck КОЛОДА.json] [--out ТЕКА]</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>a match needs 2 to 6 players (--bot and --ai), not %1</source>
        <translation>для матчу потрібно від 2 до 6 гравців (--bot і --ai), а не %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot run the bot &quot;%1&quot;: no such program</source>
        <translation>не вдається запустити бота «%1»: такої програми немає</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cli/movecommand.cpp" line="+68"/>
        <location filename="../cli/selfplaycommand.cpp" line="+187"/>
        <source>unknown AI level &quot;%1&quot;; known: %2</source>
        <translation>невідомий рівень ШІ «%1»; відомі: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../cli/selfplaycommand.cpp" line="+10"/>
        <source>cannot create the folder %1</source>
        <translation>не вдається створити теку %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot create a temporary folder in %1</source>
        <translation>не вдається створити тимчасову теку в %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>game %1: %2</source>
        <translation>партія %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>game %1, move %2: %3 forfeits: %4</source>
        <translation>партія %1, хід %2: %3 вибуває: %4</translation>
    </message>
    <message>
        <location filename="../cli/match/referee.cpp" line="+136"/>
        <source>played tile %1, but the tile to play was %2</source>
        <translation>зіграв тайлом «%1», а грати треба було тайлом «%2»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>illegal move %1: %2</source>
        <translation>неприпустимий хід %1: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>could not be started: %1</source>
        <translation>не запускається: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>took longer than the clock of %1 s and was stopped</source>
        <translation>думав довше за відведені %1 с і був зупинений</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>printed too much and was stopped</source>
        <translation>вивів забагато і був зупинений</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>crashed (signal %1)</source>
        <translation>аварійно завершився (сигнал %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exited with status %1</source>
        <translation>завершився з кодом %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>printed no move</source>
        <translation>не вивів ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed no move object: &quot;%1&quot;</source>
        <translation>вивів не об’єкт ходу: «%1»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>printed a bad move object: %1</source>
        <translation>вивів хибний об’єкт ходу: %1</translation>
    </message>
    <message>
        <location filename="../cli/movecommand.cpp" line="-8"/>
        <source>usage: bastide-cli move GAME.json [--ai LEVEL] [--seed S]</source>
        <translation>Використання: bastide-cli move ГРА.json [--ai РІВЕНЬ] [--seed S]</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the %1 AI chose an illegal move: %2</source>
        <translation>ШІ рівня %1 обрав неприпустимий хід: %2</translation>
    </message>
    <message>
        <location filename="../cli/replaycommand.cpp" line="+20"/>
        <source>usage: bastide-cli replay GAME.json</source>
        <translation>Використання: bastide-cli replay ГРА.json</translation>
    </message>
    <message>
        <location filename="../cli/ruleoptions.cpp" line="+31"/>
        <source>--expansions names &quot;%1&quot; twice</source>
        <translation>--expansions називає «%1» двічі</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown expansion &quot;%1&quot;: use %2 or a group of the deck</source>
        <translation>невідоме доповнення «%1»: вкажіть %2 або групу колоди</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--house-rules names &quot;%1&quot; twice</source>
        <translation>--house-rules називає «%1» двічі</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown house rule &quot;%1&quot;: use %2</source>
        <translation>невідоме домашнє правило «%1»: вкажіть %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--farmers must be modern, classic or none</source>
        <translation>--farmers має бути modern, classic або none</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--river on needs a deck with river tiles</source>
        <translation>для --river on потрібна колода з тайлами річки</translation>
    </message>
    <message>
        <location filename="../cli/selfplaycommand.cpp" line="-147"/>
        <source> (record: %1)</source>
        <translation> (запис: %1)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>game %1 (seed %2), after move %3: %4%5</source>
        <translation>партія %1 (номер роздачі %2), після ходу %3: %4%5</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>game %1: %2 made an illegal move %3: %4</source>
        <translation>партія %1: %2 зробив неприпустимий хід %3: %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>usage: bastide-cli selfplay [--ai LEVEL ...] [--games G] [--seed S] [--river on|off] [--abbot on|off] [--farmers modern|classic|none] [--expansions SET,SET] [--house-rules RULE,RULE] [--deck DECK.json] [--out DIR] [--threads N] [--iterations N] [--move-seconds T] [--check]</source>
        <translation>Використання: bastide-cli selfplay [--ai РІВЕНЬ ...] [--games G] [--seed S] [--river on|off] [--abbot on|off] [--farmers modern|classic|none] [--expansions НАБІР,НАБІР] [--house-rules ПРАВИЛО,ПРАВИЛО] [--deck КОЛОДА.json] [--out ТЕКА] [--threads N] [--iterations N] [--move-seconds T] [--check]</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>selfplay needs 2 to 6 players (--ai), not %1</source>
        <translation>для selfplay потрібно від 2 до 6 гравців (--ai), а не %1</translation>
    </message>
    <message>
        <location filename="../cli/validatecommand.cpp" line="+56"/>
        <source>usage: bastide-cli validate DECK.json</source>
        <translation>Використання: bastide-cli validate КОЛОДА.json</translation>
    </message>
    <message>
        <location filename="../cli/match/botprocess.cpp" line="+91"/>
        <source>the shell is missing or may not be run</source>
        <translation>командної оболонки немає або її не можна запустити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it did not start in time</source>
        <translation>не запустився за відведений час</translation>
    </message>
    <message>
        <location filename="../cli/benchcommand.cpp" line="+56"/>
        <source>usage: bastide-cli bench [--seconds T] [--games N] [--seed S] [--expansions SET,SET] [--house-rules RULE,RULE]</source>
        <translation>Використання: bastide-cli bench [--seconds T] [--games N] [--seed S] [--expansions НАБІР,НАБІР] [--house-rules ПРАВИЛО,ПРАВИЛО]</translation>
    </message>
</context>
<context>
    <name>DocumentType</name>
    <message>
        <location filename="../app/documenttype.cpp" line="+28"/>
        <source>Cannot open “%1”: %2.</source>
        <extracomment>%2 says why, e.g. &quot;there is no such file&quot;</extracomment>
        <translation>Не вдається відкрити «%1»: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“%1” is not a Bastide file.

It is not valid JSON at line %2, column %3: %4.</source>
        <extracomment>%4 says what is wrong, e.g. &quot;a text in quotes is not closed&quot;</extracomment>
        <translation>«%1» не є файлом Bastide.

Це некоректний JSON: у рядку %2, стовпці %3 %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“%1” is not a Bastide file.

Its “format” should be “bastide-game” or “bastide-deck”.</source>
        <translation>«%1» не є файлом Bastide.

Значення «format» у ньому має бути «bastide-game» або «bastide-deck».</translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <location filename="../editor/featurenames.cpp" line="+18"/>
        <source>City</source>
        <translation>Місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Річка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monastery</source>
        <translation>Монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Garden</source>
        <translation>Сад</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 #%2</source>
        <extracomment>A feature of a tile and its number in the deck file, e.g. &quot;City #0&quot;.</extracomment>
        <translation>%1 №%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>north</source>
        <translation>північ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east</source>
        <translation>схід</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south</source>
        <translation>південь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>west</source>
        <translation>захід</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>west part of the north edge</source>
        <translation>західна частина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the north edge</source>
        <translation>середина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east part of the north edge</source>
        <translation>східна частина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north part of the east edge</source>
        <translation>північна частина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the east edge</source>
        <translation>середина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south part of the east edge</source>
        <translation>південна частина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east part of the south edge</source>
        <translation>східна частина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the south edge</source>
        <translation>середина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>west part of the south edge</source>
        <translation>західна частина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south part of the west edge</source>
        <translation>південна частина західного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the west edge</source>
        <translation>середина західного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north part of the west edge</source>
        <translation>північна частина західного краю</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>middle of the tile</source>
        <translation>середина тайла</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>city #%1</source>
        <translation>місто №%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>, </source>
        <extracomment>Separates edge names in a list: &quot;north, east&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="-21"/>
        <source>inside the tile, enclosed by %1</source>
        <extracomment>Where an inner field lies: %1 is a list of cities (&quot;city #0&quot;).</extracomment>
        <translation>усередині тайла, оточене: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>wine</source>
        <extracomment>A trade good of Traders &amp; Builders.</extracomment>
        <translation>вино</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grain</source>
        <translation>зерно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloth</source>
        <translation>тканина</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n wine</source>
        <extracomment>Trade-goods symbols on a city: &quot;2 wine&quot;.</extracomment>
        <translation>
            <numerusform>%n символ вина</numerusform>
            <numerusform>%n символи вина</numerusform>
            <numerusform>%n символів вина</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain</source>
        <translation>
            <numerusform>%n символ зерна</numerusform>
            <numerusform>%n символи зерна</numerusform>
            <numerusform>%n символів зерна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth</source>
        <translation>
            <numerusform>%n символ тканини</numerusform>
            <numerusform>%n символи тканини</numerusform>
            <numerusform>%n символів тканини</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>trade goods</source>
        <extracomment>Trade goods on a city (Traders &amp; Builders), as a mark in a list.</extracomment>
        <translation>товари</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>princess</source>
        <extracomment>A mark in the feature list: the princess in this city (The Princess &amp; the Dragon).</extracomment>
        <translation>принцеса</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>volcano</source>
        <extracomment>A mark of a whole tile: a volcano (The Princess &amp; the Dragon).</extracomment>
        <translation>вулкан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dragon</source>
        <extracomment>A mark of a whole tile: the dragon&apos;s sign, a tile held back until the dragon is out.</extracomment>
        <translation>дракон</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>magic portal</source>
        <extracomment>A mark of a whole tile: a magic portal (The Princess &amp; the Dragon).</extracomment>
        <translation>чарівний портал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tower foundation</source>
        <extracomment>A mark of a whole tile: a tower foundation (The Tower).</extracomment>
        <translation>основа вежі</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>inner field</source>
        <extracomment>A mark in the feature list: a field inside the tile, touching no edge.</extracomment>
        <translation>внутрішнє поле</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>inn</source>
        <extracomment>A mark in the feature list: the road has an inn (Inns &amp; Cathedrals).</extracomment>
        <translation>корчма</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cathedral</source>
        <extracomment>A mark in the feature list: the city has a cathedral (Inns &amp; Cathedrals).</extracomment>
        <translation>собор</translation>
    </message>
    <message>
        <location line="+58"/>
        <source> · </source>
        <extracomment>Between a feature&apos;s name and its marks: &quot;City #0 · cathedral · 2 wine&quot;.</extracomment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../app/gamefiles.cpp" line="+33"/>
        <source>The game could not be saved to %1: %2. The previous file is unchanged.</source>
        <translation>Не вдалося зберегти гру в %1: %2. Попередній файл не змінено.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 goes on with Bastide&apos;s earlier River tiles.</source>
        <translation>Партія %1 триває з колишньою річкою Bastide.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file could not be read</source>
        <translation>файл не вдалося прочитати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be opened.

%1</source>
        <translation>Цю гру не можна відкрити.

%1</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../app/gametexts.cpp" line="+22"/>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <translation>Зелений</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <translation>Жовтий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Чорний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pink</source>
        <translation>Рожевий</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Початковий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy</source>
        <translation>Жадібний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Середній</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>city</source>
        <translation>місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>річка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monastery</source>
        <translation>монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>garden</source>
        <translation>сад</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>abbot</source>
        <translation>абат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big follower</source>
        <translation>великий міпл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builder</source>
        <translation>будівельник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pig</source>
        <translation>свиня</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knight</source>
        <translation>лицар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thief</source>
        <translation>розбійник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monk</source>
        <translation>ченець</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>farmer</source>
        <translation>селянин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>follower</source>
        <translation>міпл</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cities</source>
        <translation>Міста</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monasteries</source>
        <translation>Монастирі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardens</source>
        <translation>Сади</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade goods</source>
        <translation>Товари</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>most wine</source>
        <translation>найбільше вина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most grain</source>
        <translation>найбільше зерна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most cloth</source>
        <translation>найбільше тканини</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 with an inn</source>
        <extracomment>%1: &quot;road of 3 tiles&quot;; an inn doubles a finished road and voids an unfinished one.</extracomment>
        <translation>%1 з корчмою</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 with a cathedral</source>
        <extracomment>%1: &quot;city of 5 tiles&quot;; a cathedral raises a finished city, voids an unfinished one.</extracomment>
        <translation>%1 із собором</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with the pig</source>
        <extracomment>%1: &quot;field supplying 2 completed cities&quot;; the pig adds a point per city.</extracomment>
        <translation>%1, зі свинею</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n tile(s)</source>
        <extracomment>Only ever the %1 of &quot;road of %1&quot;, &quot;city of %1 and %2&quot; and the like below, so in the case that follows &quot;of&quot; (ru: из 3 тайлов).</extracomment>
        <translation>
            <numerusform>%n тайла</numerusform>
            <numerusform>%n тайлів</numerusform>
            <numerusform>%n тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>road of %1</source>
        <translation>дорога з %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unfinished road of %1</source>
        <translation>незавершена дорога з %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>farmers supplying a completed city of %1</source>
        <translation>селяни, що постачають завершене місто з %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n shield(s)</source>
        <extracomment>Only ever the %2 of &quot;city of %1 and %2&quot;: after &quot;and&quot;, in the same case as the tiles.</extracomment>
        <translation>
            <numerusform>%n щитом</numerusform>
            <numerusform>%n щитами</numerusform>
            <numerusform>%n щитами</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>city of %1 and %2</source>
        <translation>місто з %1 і %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished city of %1 and %2</source>
        <translation>незавершене місто з %1 і %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>city of %1</source>
        <translation>місто з %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unfinished city of %1</source>
        <translation>незавершене місто з %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>surrounded monastery</source>
        <translation>оточений монастир</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>surrounded garden</source>
        <translation>оточений сад</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>abbot taken back from a monastery with %n neighbour(s)</source>
        <translation>
            <numerusform>абата забрано з монастиря з %n сусіднім тайлом</numerusform>
            <numerusform>абата забрано з монастиря з %n сусідніми тайлами</numerusform>
            <numerusform>абата забрано з монастиря з %n сусідніми тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>abbot taken back from a garden with %n neighbour(s)</source>
        <translation>
            <numerusform>абата забрано із саду з %n сусіднім тайлом</numerusform>
            <numerusform>абата забрано із саду з %n сусідніми тайлами</numerusform>
            <numerusform>абата забрано із саду з %n сусідніми тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>monastery with %n neighbour(s)</source>
        <translation>
            <numerusform>монастир із %n сусіднім тайлом</numerusform>
            <numerusform>монастир із %n сусідніми тайлами</numerusform>
            <numerusform>монастир із %n сусідніми тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>garden with %n neighbour(s)</source>
        <translation>
            <numerusform>сад із %n сусіднім тайлом</numerusform>
            <numerusform>сад із %n сусідніми тайлами</numerusform>
            <numerusform>сад із %n сусідніми тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>field supplying %n completed city(-ies)</source>
        <translation>
            <numerusform>поле, що постачає %n завершене місто</numerusform>
            <numerusform>поле, що постачає %n завершені міста</numerusform>
            <numerusform>поле, що постачає %n завершених міст</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %2, %n point(s) each</source>
        <extracomment>%1: the players, %2: what scored (&quot;city of 4 tiles&quot;), then the points each got.</extracomment>
        <translation>
            <numerusform>%1: %2, по %n очку</numerusform>
            <numerusform>%1: %2, по %n очки</numerusform>
            <numerusform>%1: %2, по %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2, %n point(s)</source>
        <extracomment>%1: the player, %2: what scored (&quot;city of 4 tiles&quot;), then the points.</extracomment>
        <translation>
            <numerusform>%1: %2, %n очко</numerusform>
            <numerusform>%1: %2, %n очки</numerusform>
            <numerusform>%1: %2, %n очок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Placing the builder on the city</source>
        <translation>Ставите будівельника в місто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing the builder on the road</source>
        <translation>Ставите будівельника на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the pig in the field</source>
        <translation>Ставите свиню в поле</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placing the big follower on the city</source>
        <translation>Ставите великого міпла в місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower on the road</source>
        <translation>Ставите великого міпла на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower in the monastery</source>
        <translation>Ставите великого міпла в монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower in the field</source>
        <translation>Кладете великого міпла в поле</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Placing a knight on the city</source>
        <translation>Ставите лицаря в місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing a thief on the road</source>
        <translation>Ставите розбійника на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the abbot in the monastery</source>
        <translation>Ставите абата в монастир</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing a monk in the monastery</source>
        <translation>Ставите ченця в монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing a farmer in the field</source>
        <translation>Кладете селянина в поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the abbot in the garden</source>
        <translation>Ставите абата в сад</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placing a figure</source>
        <translation>Ставите фігуру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s builder: a second tile in the same turn</source>
        <translation>%1: будівельник дає другий тайл у цей самий хід</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wine</source>
        <translation>вино</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>grain</source>
        <translation>зерно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cloth</source>
        <translation>тканина</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n wine</source>
        <extracomment>Trade-goods tokens: &quot;2 wine&quot; (ru: 2 жетона вина).</extracomment>
        <translation>
            <numerusform>%n жетон вина</numerusform>
            <numerusform>%n жетони вина</numerusform>
            <numerusform>%n жетонів вина</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain</source>
        <translation>
            <numerusform>%n жетон зерна</numerusform>
            <numerusform>%n жетони зерна</numerusform>
            <numerusform>%n жетонів зерна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth</source>
        <translation>
            <numerusform>%n жетон тканини</numerusform>
            <numerusform>%n жетони тканини</numerusform>
            <numerusform>%n жетонів тканини</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 takes %2</source>
        <extracomment>%1: the player, %2: the tokens (&quot;2 wine and 1 cloth&quot;).</extracomment>
        <translation>%1 отримує: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 drew a tile that fits nowhere; it was put aside</source>
        <translation>%1 тягне тайл, що нікуди не підходить; його відкладено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and took back the abbot</source>
        <translation>%1 викладає тайл і забирає абата</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 laid a tile and put the builder on the city</source>
        <translation>%1 викладає тайл і ставить будівельника в місто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid a tile and put the builder on the road</source>
        <translation>%1 викладає тайл і ставить будівельника на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the pig in the field</source>
        <translation>%1 викладає тайл і ставить свиню в поле</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 laid a tile and put the big follower on the city</source>
        <translation>%1 викладає тайл і ставить великого міпла в місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower on the road</source>
        <translation>%1 викладає тайл і ставить великого міпла на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower in the monastery</source>
        <translation>%1 викладає тайл і ставить великого міпла в монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower in the field</source>
        <translation>%1 викладає тайл і кладе великого міпла в поле</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 laid a tile and put a knight on the city</source>
        <translation>%1 викладає тайл і ставить лицаря в місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put a thief on the road</source>
        <translation>%1 викладає тайл і ставить розбійника на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the abbot in the monastery</source>
        <translation>%1 викладає тайл і ставить абата в монастир</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid a tile and put a monk in the monastery</source>
        <translation>%1 викладає тайл і ставить ченця в монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put a farmer in the field</source>
        <translation>%1 викладає тайл і кладе селянина в поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the abbot in the garden</source>
        <translation>%1 викладає тайл і ставить абата в сад</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+21"/>
        <source>%1 laid a tile and placed a figure</source>
        <translation>%1 викладає тайл і ставить фігуру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile</source>
        <translation>%1 викладає тайл</translation>
    </message>
</context>
<context>
    <name>HouseRuleTexts</name>
    <message>
        <location filename="../app/houseruletexts.cpp" line="+13"/>
        <source>No big follower</source>
        <translation>Без великого міпла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No inns</source>
        <translation>Без корчем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cathedrals</source>
        <translation>Без соборів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No builder</source>
        <translation>Без будівельника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pig</source>
        <translation>Без свині</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trade goods</source>
        <translation>Без товарів</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no big follower</source>
        <translation>без великого міпла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no inns</source>
        <translation>без корчем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no cathedrals</source>
        <translation>без соборів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no builder</source>
        <translation>без будівельника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pig</source>
        <translation>без свині</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trade goods</source>
        <translation>без товарів</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>House rules: %1.</source>
        <extracomment>%1 lists the components left out, as in &quot;no pig, no inns&quot;</extracomment>
        <translation>Домашні правила: %1.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <location filename="../app/launchoptions.cpp" line="+19"/>
        <source>Bastide, a tile-laying game. Opens a saved game, or a deck in the deck editor.</source>
        <translation>Bastide — гра про викладання тайлів. Відкриває збережену гру або колоду в редакторі колод.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show this help and quit.</source>
        <translation>Показати цю довідку й вийти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the version and quit.</source>
        <translation>Показати версію й вийти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use this language instead of the system&apos;s: %1.</source>
        <translation>Використовувати цю мову замість системної: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>language</source>
        <translation>мова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a deck (.json) to open.</source>
        <translation>Збережена гра чи колода (.json), яку треба відкрити.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[file]</source>
        <translation>[файл]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Try “bastide --help” for more.</source>
        <translation>%1
Докладніше: «bastide --help».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown language “%1”: choose one of %2.</source>
        <translation>Невідома мова «%1»: виберіть одну з таких: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bastide %1</source>
        <translation>Bastide %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give one file to open, not %1.</source>
        <translation>Вкажіть для відкриття один файл, а не %1.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../engine/messages.cpp" line="+21"/>
        <source>the move is legal</source>
        <translation>хід допустимий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over: no tile is left to draw</source>
        <translation>гру закінчено: тайлів більше не лишилося</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no such tile is left in the bag</source>
        <translation>такого тайла в мішечку вже немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river tiles are drawn before every other tile</source>
        <translation>тайли річки тягнуть раніше за всі інші</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lake is drawn last of the river tiles</source>
        <translation>озеро тягнуть останнім із тайлів річки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rotation must be 0, 1, 2 or 3</source>
        <translation>поворот має бути 0, 1, 2 або 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that spot is already taken</source>
        <translation>це місце вже зайняте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile must touch the map along an edge</source>
        <translation>тайл має прилягати до мапи хоча б одним краєм</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the edges do not match their neighbours</source>
        <translation>краї не збігаються із сусідніми тайлами</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a river tile must continue the open end of the river</source>
        <translation>тайл річки має продовжувати її відкритий кінець</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the river may not bend the same way twice in a row</source>
        <translation>річка не може двічі поспіль повертати в той самий бік</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile fits somewhere, so it cannot be discarded</source>
        <translation>тайл кудись підходить, тож відкласти його не можна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile has no such feature</source>
        <translation>на тайлі немає такого об’єкта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no figure may stand on the river</source>
        <translation>на річку не можна ставити фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>farmers are not used in this game</source>
        <translation>у цій грі селян немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is not used in this game</source>
        <translation>у цій грі абата немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot goes only on a monastery or a garden</source>
        <translation>абата можна ставити лише в монастир або сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only the abbot may stand in a garden</source>
        <translation>у саду може стояти лише абат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that feature already holds a figure</source>
        <translation>на цьому об’єкті вже стоїть фігура</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no follower is left in supply</source>
        <translation>у запасі не лишилося міплів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is already on the board</source>
        <translation>абат уже на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is not on the board</source>
        <translation>абата немає на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this tile completes the abbot&apos;s feature; it scores in full instead</source>
        <translation>цей тайл завершує об’єкт абата — за нього й так нарахують повні очки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a turn places a figure or takes back the abbot, not both</source>
        <translation>за хід можна або поставити фігуру, або забрати абата, але не те й інше</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this figure is not used in this game (its expansion is off)</source>
        <translation>ця фігура не бере участі в цій партії (її доповнення не ввімкнено)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the big follower is already on the board</source>
        <translation>великий міпл уже на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder is already on the board</source>
        <translation>будівельник уже на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pig is already on the board</source>
        <translation>свиня вже на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder goes only on a road or a city</source>
        <translation>будівельника можна поставити лише на дорогу або в місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder goes only on a road or city where you already have a follower</source>
        <translation>будівельника можна поставити лише на дорогу або в місто, де вже є ваш міпл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this tile completes that feature, so no builder can go there</source>
        <translation>цей тайл завершує об’єкт, тому будівельника туди поставити не можна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pig goes only on a field</source>
        <translation>свиню можна поставити лише в поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pig goes only on a field where you already have a farmer</source>
        <translation>свиню можна поставити лише в поле, де вже є ваш селянин</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pig is not used when farmers are off</source>
        <translation>без селян свиня не використовується</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the file is too large (%1)</source>
        <translation>файл завеликий (%1)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>cannot be read: %1</source>
        <translation>не вдається прочитати: %1</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>that is not the decision the game is waiting for</source>
        <translation>гра чекає не на це рішення</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the move holds more decisions than the rules asked for</source>
        <translation>у ході більше рішень, ніж вимагають правила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the move stops before a decision the rules ask for; only the last move of a record may do that</source>
        <translation>хід уривається перед рішенням, якого вимагають правила; так може закінчуватися лише останній хід запису</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that tile may not be drawn yet</source>
        <translation>цей тайл поки не можна тягнути</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a figure goes on the tile just laid: no set in this game allows it elsewhere</source>
        <translation>фігура ставиться на щойно викладений тайл: жодне доповнення цієї гри не дозволяє ставити її деінде</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a house rule leaves this figure out of the game</source>
        <translation>домашнє правило прибирає цю фігуру з гри</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>%1 and %2 say where (a line and a column of the file), %3 what is wrong there</extracomment>
        <translation>некоректний JSON у рядку %1, стовпці %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file must hold a JSON object</source>
        <translation>файл має містити об’єкт JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;format&quot; must be &quot;%1&quot;</source>
        <translation>«format» має дорівнювати «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported version %1</source>
        <translation>непідтримувана версія %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown key &quot;%1&quot;</source>
        <translation>невідомий ключ «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key &quot;%1&quot; is missing</source>
        <translation>бракує ключа «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; has the wrong type (%2 expected)</source>
        <translation>«%1» має неправильний тип (очікується %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; has a bad value: %2</source>
        <translation>«%1» має неприпустиме значення: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck has no tiles</source>
        <translation>у колоді немає тайлів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck is too large: %1</source>
        <translation>колода завелика: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck lists %1 tile types; a deck may have at most %2</source>
        <translation>типів тайлів у колоді: %1, а може бути не більше ніж %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the id must be 1 to 16 characters of A-Z a-z 0-9 _ -</source>
        <translation>ідентифікатор має містити від 1 до 16 символів A-Z a-z 0-9 _ -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another tile has the same id</source>
        <translation>інший тайл має такий самий ідентифікатор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count must be at least 1 (%1)</source>
        <translation>кількість копій має бути не менше 1 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name needs an English (&quot;en&quot;) text</source>
        <translation>назві потрібен англійський текст («en»)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a language code</source>
        <translation>«%1» — не код мови</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this feature touches no slot</source>
        <translation>цей об’єкт не торкається жодної ділянки краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a monastery or garden lies in the middle and has no slots</source>
        <translation>монастир або сад стоїть посередині тайла й не торкається країв</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the slot %1 is listed twice</source>
        <translation>%1 зазначена двічі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the slot %1 belongs to another feature too</source>
        <translation>%1 належить ще й іншому об’єкту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the slot %1 belongs to no feature</source>
        <translation>%1 не належить жодному об’єкту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 edge is not one terrain (all city, all field, or a road or river in the middle between fields)</source>
        <translation>%1 край неоднорідний (край має бути цілком міським, цілком польовим або з дорогою чи річкою посередині між полями)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a road or river may use only middle slots, not %1</source>
        <translation>дорога чи річка може займати лише середину краю, а тут зайнята %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have shields</source>
        <translation>щити можуть бути лише в міста</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a field can border cities</source>
        <translation>межувати з містами може лише поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bordered city %1 is not a city of this tile</source>
        <translation>об’єкт №%1, зазначений як суміжне місто, не є містом цього тайла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bordered city %1 is listed twice</source>
        <translation>суміжне місто №%1 зазначено двічі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile holds at most one monastery or garden</source>
        <translation>на тайлі може бути щонайбільше один монастир або сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a river may appear only on tiles of the river group</source>
        <translation>річка може бути лише на тайлах групи «Річка»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no base tile is marked as the start tile</source>
        <translation>жоден тайл базової гри не позначено як стартовий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than one base tile is marked as the start tile</source>
        <translation>стартовими позначено кілька тайлів базової гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has no spring (a river tile marked start)</source>
        <translation>у річки немає джерела (тайла річки, позначеного як початок)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has more than one spring</source>
        <translation>у річки більше ніж одне джерело</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has no lake (a river tile marked end)</source>
        <translation>у річки немає озера (тайла річки, позначеного як кінець)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has more than one lake</source>
        <translation>у річки більше ніж одне озеро</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the spring and the lake come in one copy each</source>
        <translation>у джерела й озера має бути по одній копії</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a river tile can be marked as the end (lake)</source>
        <translation>позначити як кінець (озеро) можна лише тайл річки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile cannot be both the start and the end</source>
        <translation>тайл не може бути водночас початком і кінцем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the group &quot;%1&quot; must be base, river or the name of an expansion set: 1 to 32 characters of a-z 0-9 -</source>
        <translation>група «%1» має бути «base», «river» або назвою набору доповнення: від 1 до 32 символів із «a-z», «0-9» і «-»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a base tile or the river&apos;s spring can be the start tile</source>
        <translation>стартовим може бути лише тайл базової гри або джерело річки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a road can have an inn</source>
        <translation>корчма може бути лише на дорозі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have a cathedral</source>
        <translation>собор може бути лише в місті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have trade goods</source>
        <translation>товари можуть бути лише в місті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have the princess</source>
        <translation>принцеса може бути лише в місті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the start tile, the spring and river tiles carry no mark %1</source>
        <translation>на стартовому тайлі, витоку й тайлах річки не буває позначки %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a tile in play carries the mark %1, whose expansion is not in this game or not played by this version</source>
        <translation>тайл у грі має позначку %1, а її доповнення немає в цій грі або ця версія його не підтримує</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an inner field (one that touches no edge) must border a city</source>
        <translation>внутрішнє поле (що не торкається країв) має межувати з містом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is neither a known expansion nor a group of the deck&apos;s tiles (base and river are not expansions)</source>
        <translation>«%1» — не відоме доповнення і не група тайлів колоди («base» і «river» — не доповнення)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the expansion &quot;%1&quot; is listed twice</source>
        <translation>доповнення «%1» зазначено двічі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown house rule &quot;%1&quot; (known: %2)</source>
        <extracomment>%2 lists the house rules known, by their names in the file</extracomment>
        <translation>невідоме домашнє правило «%1» (відомі: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the house rule &quot;%1&quot; is listed twice</source>
        <translation>домашнє правило «%1» зазначено двічі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown deck &quot;%1&quot; (use &quot;standard&quot; or a deck object)</source>
        <translation>невідома колода «%1» (вкажіть «standard» або об’єкт колоди)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs 2 to 6 players, not %1</source>
        <translation>у грі має бути від 2 до 6 гравців, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two players have the colour %1</source>
        <translation>у двох гравців однаковий колір: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a computer player has a level</source>
        <translation>рівень буває лише в комп’ютерного гравця</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river rule is on but the deck has no river tiles</source>
        <translation>правило річки ввімкнено, але в колоді немає тайлів річки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck has no tile &quot;%1&quot;</source>
        <translation>у колоді немає тайла «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move: %1</source>
        <translation>недопустимий хід: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move after the last tile was drawn</source>
        <translation>хід після того, як витягнуто останній тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bag does not hold exactly the tiles not yet drawn (%1)</source>
        <translation>вміст мішечка не збігається з тайлами, які ще не витягнуто (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bag order breaks the rules: river tiles first, the lake last of them</source>
        <translation>порядок у мішечку порушує правила: спершу тайли річки, озеро — останнім із них</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this game was played with Bastide&apos;s earlier River tiles, not the published River the standard deck now holds; Bastide opens it with its earlier tiles</source>
        <translation>цю партію зіграно з колишніми тайлами річки Bastide, а не з виданою «Річкою», яка тепер входить до стандартної колоди; Bastide відкриває її з колишніми тайлами</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many problems; further problems not listed: %1</source>
        <translation>забагато проблем; не показано ще: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>string</source>
        <extracomment>The JSON type a key of a file should have, as in &quot;&quot;count&quot; has the wrong type (integer expected)&quot;: name it in words (&quot;a whole number&quot;, &quot;a list in [ ]&quot;)</extracomment>
        <translation>текст у лапках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>integer</source>
        <translation>ціле число</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>array</source>
        <translation>список у [ ]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object</source>
        <translation>об’єкт у { }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>array of strings</source>
        <translation>список текстів у лапках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;standard&quot; or object</source>
        <translation>«standard» або об’єкт колоди в { }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a slot name</source>
        <translation>запис, що не є назвою ділянки краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a tile id</source>
        <translation>запис, що не є ідентифікатором тайла</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 moves, at most %2 (one per tile and one abbey per player)</source>
        <translation>ходів: %1, не більше %2 (по одному на тайл і по одному абатству на гравця)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a corner names no other tile and no feature</source>
        <translation>кут не вказує ні іншого тайла, ні об’єкта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list of places, each with &quot;x&quot; and &quot;y&quot;</source>
        <translation>список місць, кожне з &quot;x&quot; і &quot;y&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot leaves this out: the referee asks each player for it</source>
        <translation>бот це не вказує: суддя питає кожного гравця</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an abbey move or {&quot;draw&quot;: true}</source>
        <translation>хід абатством або {&quot;draw&quot;: true}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>true or false</source>
        <translation>значення «true» або «false»</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>a river tile needs two river edges, and the spring or the lake one; this tile has %1</source>
        <translation>тайл річки повинен мати два річкові краї, а джерело чи озеро — один; у цього тайла їх %1</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>a discarded tile has no position and no figure</source>
        <translation>відкладений тайл не має ні місця, ні фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 entries</source>
        <translation>записів у списку: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 entries, at most %2</source>
        <translation>записів у списку: %1, а можна не більше %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 features</source>
        <translation>об’єктів: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiles in the bag</source>
        <translation>тайлів у мішечку: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 listed, %2 not drawn</source>
        <translation>у списку %1, а не витягнуто %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes, at most %2</source>
        <translation>байтів: %1, а можна не більше %2</translation>
    </message>
    <message>
        <location filename="../engine/filemessages.cpp" line="+20"/>
        <location line="+28"/>
        <source>no error</source>
        <translation>помилки немає</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>there is no such file</source>
        <translation>такого файлу немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder to write into does not exist</source>
        <translation>теки, у яку треба записати файл, немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file</source>
        <translation>це тека, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have no permission to read it</source>
        <translation>у вас немає прав на його читання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have no permission to write there</source>
        <translation>у вас немає прав на запис туди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>диск заповнений</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reading it stopped part way</source>
        <translation>читання обірвалося посередині</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writing it failed part way</source>
        <translation>запис обірвався посередині</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused to open it</source>
        <translation>система не дала його відкрити</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an object is not closed with }</source>
        <translation>об’єкт не закрито дужкою }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a colon is missing after a key</source>
        <translation>після ключа бракує двокрапки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list is not closed with ]</source>
        <translation>список не закрито дужкою ]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma is missing between two values</source>
        <translation>між двома значеннями бракує коми</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is missing or is not a JSON value</source>
        <translation>значення пропущено або це не значення JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text ends in the middle of a number</source>
        <translation>текст обривається посеред числа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number cannot be read</source>
        <translation>не вдається прочитати число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a backslash in a text is not a valid escape</source>
        <translation>після зворотної скісної риски в тексті стоїть неприпустимий символ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text is not in UTF-8</source>
        <translation>текст не в кодуванні UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a text in quotes is not closed</source>
        <translation>текст у лапках не закрито</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key and value are missing after a comma</source>
        <translation>після коми бракує ключа й значення</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lists and objects are nested too deeply</source>
        <translation>списки й об’єкти вкладено надто глибоко</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text is too large</source>
        <translation>текст завеликий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more text follows the end of the JSON value</source>
        <translation>після кінця значення JSON є ще текст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the JSON text is broken</source>
        <translation>текст JSON пошкоджено</translation>
    </message>
    <message>
        <location filename="../engine/messages.cpp" line="+45"/>
        <source>move %1</source>
        <translation>хід %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile &apos;%1&apos;</source>
        <translation>тайл «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tile #%1</source>
        <translation>тайл №%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feature %1</source>
        <translation>об’єкт №%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>north</source>
        <extracomment>A tile&apos;s side, as in &quot;the north edge is not one terrain&quot;</extracomment>
        <translation>північний</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>східний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>південний</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>західний</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>N0</source>
        <extracomment>A slot of a tile&apos;s edge in words (the deck file&apos;s code N0): the west part of the north edge. Feminine in Russian and Ukrainian, as the messages that use it expect.</extracomment>
        <translation>західна частина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N1</source>
        <extracomment>The middle of the north edge (slot N1).</extracomment>
        <translation>середина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N2</source>
        <extracomment>The east part of the north edge (slot N2).</extracomment>
        <translation>східна частина північного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E0</source>
        <extracomment>The north part of the east edge (slot E0).</extracomment>
        <translation>північна частина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E1</source>
        <extracomment>The middle of the east edge (slot E1).</extracomment>
        <translation>середина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E2</source>
        <extracomment>The south part of the east edge (slot E2).</extracomment>
        <translation>південна частина східного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S0</source>
        <extracomment>The east part of the south edge (slot S0).</extracomment>
        <translation>східна частина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S1</source>
        <extracomment>The middle of the south edge (slot S1).</extracomment>
        <translation>середина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S2</source>
        <extracomment>The west part of the south edge (slot S2).</extracomment>
        <translation>західна частина південного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W0</source>
        <extracomment>The south part of the west edge (slot W0).</extracomment>
        <translation>південна частина західного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W1</source>
        <extracomment>The middle of the west edge (slot W1).</extracomment>
        <translation>середина західного краю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W2</source>
        <extracomment>The north part of the west edge (slot W2).</extracomment>
        <translation>північна частина західного краю</translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message numerus="yes">
        <location filename="../app/movereasontext.cpp" line="+15"/>
        <source>takes the abbot back for %n point(s)</source>
        <translation>
            <numerusform>забирає абата за %n очко</numerusform>
            <numerusform>забирає абата за %n очки</numerusform>
            <numerusform>забирає абата за %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a farmer on a field beside %n completed city(-ies)</source>
        <translation>
            <numerusform>селянин на полі біля %n завершеного міста</numerusform>
            <numerusform>селянин на полі біля %n завершених міст</numerusform>
            <numerusform>селянин на полі біля %n завершених міст</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lays the tile where it helps others least and keeps your figures</source>
        <translation>викладає тайл там, де він найменше допоможе іншим, і береже ваші фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile fits nowhere and goes back in the box</source>
        <translation>тайл нікуди не підходить і відкладається</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>closes the road for %n point(s)</source>
        <translation>
            <numerusform>завершує дорогу за %n очко</numerusform>
            <numerusform>завершує дорогу за %n очки</numerusform>
            <numerusform>завершує дорогу за %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes the monastery for %n point(s)</source>
        <translation>
            <numerusform>завершує монастир за %n очко</numerusform>
            <numerusform>завершує монастир за %n очки</numerusform>
            <numerusform>завершує монастир за %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes the garden for %n point(s)</source>
        <translation>
            <numerusform>завершує сад за %n очко</numerusform>
            <numerusform>завершує сад за %n очки</numerusform>
            <numerusform>завершує сад за %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>closes the city for %n point(s)</source>
        <translation>
            <numerusform>завершує місто за %n очко</numerusform>
            <numerusform>завершує місто за %n очки</numerusform>
            <numerusform>завершує місто за %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>a thief on a road worth about %n point(s)</source>
        <translation>
            <numerusform>розбійник на дорогу приблизно на %n очко</numerusform>
            <numerusform>розбійник на дорогу приблизно на %n очки</numerusform>
            <numerusform>розбійник на дорогу приблизно на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a figure on a monastery worth about %n point(s)</source>
        <translation>
            <numerusform>фігура в монастир приблизно на %n очко</numerusform>
            <numerusform>фігура в монастир приблизно на %n очки</numerusform>
            <numerusform>фігура в монастир приблизно на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the abbot on a garden worth about %n point(s)</source>
        <translation>
            <numerusform>абат у сад приблизно на %n очко</numerusform>
            <numerusform>абат у сад приблизно на %n очки</numerusform>
            <numerusform>абат у сад приблизно на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a knight on a city worth about %n point(s)</source>
        <translation>
            <numerusform>лицар у місто приблизно на %n очко</numerusform>
            <numerusform>лицар у місто приблизно на %n очки</numerusform>
            <numerusform>лицар у місто приблизно на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>joins the road to share it (about %n point(s))</source>
        <translation>
            <numerusform>приєднується до дороги, щоб мати частку (близько %n очка)</numerusform>
            <numerusform>приєднується до дороги, щоб мати частку (близько %n очок)</numerusform>
            <numerusform>приєднується до дороги, щоб мати частку (близько %n очок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>joins the field to share it (about %n point(s))</source>
        <translation>
            <numerusform>приєднується до поля, щоб мати частку (близько %n очка)</numerusform>
            <numerusform>приєднується до поля, щоб мати частку (близько %n очок)</numerusform>
            <numerusform>приєднується до поля, щоб мати частку (близько %n очок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>joins the city to share it (about %n point(s))</source>
        <translation>
            <numerusform>приєднується до міста, щоб мати частку (близько %n очка)</numerusform>
            <numerusform>приєднується до міста, щоб мати частку (близько %n очок)</numerusform>
            <numerusform>приєднується до міста, щоб мати частку (близько %n очок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>extends your road, now worth about %n point(s)</source>
        <translation>
            <numerusform>подовжує вашу дорогу, тепер вона варта близько %n очка</numerusform>
            <numerusform>подовжує вашу дорогу, тепер вона варта близько %n очок</numerusform>
            <numerusform>подовжує вашу дорогу, тепер вона варта близько %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>extends your field, now worth about %n point(s)</source>
        <translation>
            <numerusform>розширює ваше поле, тепер воно варте близько %n очка</numerusform>
            <numerusform>розширює ваше поле, тепер воно варте близько %n очок</numerusform>
            <numerusform>розширює ваше поле, тепер воно варте близько %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>fills around your monastery, now worth about %n point(s)</source>
        <translation>
            <numerusform>забудовує місце біля вашого монастиря, тепер він вартий близько %n очка</numerusform>
            <numerusform>забудовує місце біля вашого монастиря, тепер він вартий близько %n очок</numerusform>
            <numerusform>забудовує місце біля вашого монастиря, тепер він вартий близько %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>fills around your garden, now worth about %n point(s)</source>
        <translation>
            <numerusform>забудовує місце біля вашого саду, тепер він вартий близько %n очка</numerusform>
            <numerusform>забудовує місце біля вашого саду, тепер він вартий близько %n очок</numerusform>
            <numerusform>забудовує місце біля вашого саду, тепер він вартий близько %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>extends your city, now worth about %n point(s)</source>
        <translation>
            <numerusform>розширює ваше місто, тепер воно варте близько %n очка</numerusform>
            <numerusform>розширює ваше місто, тепер воно варте близько %n очок</numerusform>
            <numerusform>розширює ваше місто, тепер воно варте близько %n очок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves an opponent&apos;s road unable to be finished</source>
        <translation>не дає суперникові завершити дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s monastery unable to be completed</source>
        <translation>не дає суперникові завершити монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s garden unable to be completed</source>
        <translation>не дає суперникові завершити сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s city unable to be closed</source>
        <translation>не дає суперникові завершити місто</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>makes an opponent&apos;s road harder to finish</source>
        <translation>заважає суперникові завершити дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s field worth less</source>
        <translation>зменшує цінність поля суперника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s monastery harder to complete</source>
        <translation>заважає суперникові завершити монастир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s garden harder to complete</source>
        <translation>заважає суперникові завершити сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s city harder to close</source>
        <translation>заважає суперникові завершити місто</translation>
    </message>
</context>
<context>
    <name>MoveTileCommand</name>
    <message>
        <location filename="../editor/movetilecommand.cpp" line="+13"/>
        <source>Move tile %1</source>
        <translation>переміщення тайла «%1»</translation>
    </message>
</context>
<context>
    <name>NewGameSettings</name>
    <message>
        <location filename="../app/newgamesettings.cpp" line="+33"/>
        <location line="+33"/>
        <location filename="../app/preferencesdialog.cpp" line="+159"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+20"/>
        <source>Computer</source>
        <translation>Комп’ютер</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+21"/>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+51"/>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base game</source>
        <translation>базова гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>річка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>both expansions</source>
        <translation>обидва доповнення</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard deck (%1)</source>
        <extracomment>%1 lists the sets of tiles in play, as in &quot;base game, river and Inns &amp; Cathedrals&quot;</extracomment>
        <translation>Стандартна колода (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… і ще %n проблема</numerusform>
            <numerusform>… і ще %n проблеми</numerusform>
            <numerusform>… і ще %n проблем</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>Номер роздачі має бути цілим числом від 0 до %1.</translation>
    </message>
</context>
<context>
    <name>PreviewTexts</name>
    <message>
        <location filename="../app/previewtexts.cpp" line="+27"/>
        <source>Ending the turn scores:</source>
        <extracomment>Above the list of what the move would score, before the player ends the turn</extracomment>
        <translation>Якщо завершити хід, очки отримають:</translation>
    </message>
</context>
<context>
    <name>PrintAndPlayExporter</name>
    <message>
        <location filename="../editor/printandplayexporter.cpp" line="+44"/>
        <source>Tiles of %1 mm do not fit on this page.</source>
        <translation>Тайли розміром %1 мм не вміщаються на цій сторінці.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck has no tiles to print.</source>
        <translation>У колоді немає тайлів для друку.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The PDF could not be started.</source>
        <translation>Не вдалося почати створення PDF.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../app/qtdialogtexts.cpp" line="+22"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>The Type column of Qt&apos;s file dialog, for a folder.</extracomment>
        <translation>Тека</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive</source>
        <extracomment>The Type column of Qt&apos;s file dialog, for a drive (the root folder).</extracomment>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>RemoveTileCommand</name>
    <message>
        <location filename="../editor/removetilecommand.cpp" line="+13"/>
        <source>Delete tile %1</source>
        <translation>видалення тайла «%1»</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <location filename="../app/translations.cpp" line="+106"/>
        <source>System default</source>
        <translation>Як у системі</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../app/windowmenus.cpp" line="+67"/>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Main</source>
        <translation>Основна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>bastide::ArtTransform</name>
    <message>
        <location filename="../editor/arttransform.cpp" line="+95"/>
        <source>%1 is not a PNG or JPEG picture Bastide can read.</source>
        <translation>%1 — не малюнок PNG або JPEG, який Bastide може прочитати.</translation>
    </message>
</context>
<context>
    <name>bastide::BoardOverview</name>
    <message>
        <location filename="../app/boardoverview.cpp" line="+49"/>
        <source>Board overview</source>
        <translation>Огляд мапи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole board: click or drag to look there</source>
        <translation>Уся мапа: клацніть або потягніть, щоб перейти туди</translation>
    </message>
</context>
<context>
    <name>bastide::CanvasPanel</name>
    <message>
        <location filename="../editor/canvaspanel.cpp" line="+77"/>
        <source>Show the picture drawn from the features</source>
        <translation>Показати малюнок, побудований з об’єктів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile has its own picture; tick to see its features drawn instead</source>
        <translation>Цей тайл має власний малюнок; позначте, щоб натомість побачити намальовані об’єкти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the feature zones over it</source>
        <translation>Показати області об’єктів поверх нього</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tints each feature&apos;s area in its colour over the tile&apos;s own picture, to check that the picture lines up with the features</source>
        <translation>Зафарбовує область кожного об’єкта його кольором поверх власного малюнка тайла, щоб перевірити, чи збігається малюнок з об’єктами</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No tile</source>
        <translation>Немає тайла</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — %2</source>
        <extracomment>Heading above the canvas: the tile&apos;s id and its name.</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>bastide::DeckDocument</name>
    <message>
        <location filename="../editor/deckdocument.cpp" line="+91"/>
        <source>The deck has no file name yet.</source>
        <translation>Колода ще не має імені файлу.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The copy of the previous file, %1, could not be written (%2), so nothing was saved.</source>
        <extracomment>%1 is the backup file (&quot;deck.json.bak&quot;), %2 why it failed.</extracomment>
        <translation>Не вдалося записати копію попереднього файла, %1 (%2), тому нічого не збережено.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (tile #%2)</source>
        <extracomment>An edit in the History and the Undo menu, and the tile it changes, which has no id: &quot;Make an edge city (tile #3)&quot;.</extracomment>
        <translation>%1 (тайл №%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (tile %2)</source>
        <extracomment>An edit in the History and the Undo menu, and the tile it changes: &quot;Make an edge city (tile K)&quot;.</extracomment>
        <translation>%1 (тайл «%2»)</translation>
    </message>
</context>
<context>
    <name>bastide::DeckEditorWindow</name>
    <message>
        <location filename="../editor/editoractions.cpp" line="+23"/>
        <source>&amp;New from Standard Deck</source>
        <translation>&amp;Нова зі стандартної колоди</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Empty Deck</source>
        <translation>Нова &amp;порожня колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print and Play (PDF)…</source>
        <translation>&amp;Роздрукувати для гри (PDF)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close Editor</source>
        <translation>За&amp;крити редактор</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo %1</source>
        <extracomment>Edit menu: %1 names the edit to undo.</extracomment>
        <translation>&amp;Скасувати: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo %1</source>
        <extracomment>Edit menu: %1 names the edit to redo.</extracomment>
        <translation>&amp;Повторити: %1</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>&amp;Add Tile</source>
        <translation>&amp;Додати тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;uplicate Tile</source>
        <translation>Д&amp;ублювати тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;lete Tile</source>
        <translation>&amp;Видалити тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move Tile &amp;Up</source>
        <translation>Перемістити тайл у&amp;гору</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move Tile &amp;Down</source>
        <translation>Перемістити тайл у&amp;низ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Deck</source>
        <translation>&amp;Грати цією колодою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Tile</source>
        <translation>&amp;Копіювати тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Tile</source>
        <translation>&amp;Вставити тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn Tile Clockwise</source>
        <translation>&amp;Повернути тайл за годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn Tile C&amp;ounter-Clockwise</source>
        <translation>Повернути тайл п&amp;роти годинникової стрілки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mirror Tile</source>
        <translation>&amp;Віддзеркалити тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import Tile &amp;Picture…</source>
        <translation>Завантажити &amp;малюнок тайла…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import Pictures by Tile &amp;Id…</source>
        <translation>Завантажити малюнки за &amp;ідентифікаторами тайлів…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Drawing &amp;Template…</source>
        <translation>Зберегти &amp;шаблон для малювання…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck Editor &amp;Help</source>
        <translation>&amp;Довідка редактора колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Гарячі клавіші</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Recent Decks</source>
        <translation>&amp;Очистити список недавніх колод</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;City</source>
        <translation>&amp;Місто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Road</source>
        <translation>&amp;Дорога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ri&amp;ver</source>
        <translation>&amp;Річка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Field</source>
        <translation>&amp;Поле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join or Separate</source>
        <translation>&amp;Об’єднати чи відокремити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shield</source>
        <translation>&amp;Щит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Monastery</source>
        <translation>Мо&amp;настир</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Garden</source>
        <translation>&amp;Сад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Inn</source>
        <translation>&amp;Корчма</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;athedral</source>
        <translation>Со&amp;бор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Wine</source>
        <translation>&amp;Вино</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grai&amp;n</source>
        <translation>&amp;Зерно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cl&amp;oth</source>
        <translation>Тк&amp;анина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inn&amp;er Field</source>
        <translation>Вн&amp;утрішнє поле</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)</source>
        <extracomment>Tool tip of a drawing tool: its name and its key.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Відкрити &amp;недавню</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw</source>
        <translation>&amp;Малювання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;ck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo %1</source>
        <translation>Скасувати: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo %1</source>
        <translation>Повторити: %1</translation>
    </message>
    <message>
        <location filename="../editor/deckeditorwindow.cpp" line="+210"/>
        <source>Copied tile %1: paste it into any deck, or as text.</source>
        <translation>Тайл «%1» скопійовано: вставте його в будь-яку колоду або як текст.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot paste</source>
        <translation>Не вдається вставити</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The filter “%1” hides every tile: this deck has none in that group. Choose “All groups” to see its tiles.</source>
        <translation>Фільтр «%1» ховає всі тайли: у цій колоді немає тайлів цієї групи. Виберіть «Усі групи», щоб побачити її тайли.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Untitled deck</source>
        <translation>Колода без назви</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*] — Bastide Deck Editor</source>
        <extracomment>Window title: the deck&apos;s file name, then the window&apos;s name. [*] marks unsaved changes.</extracomment>
        <translation>%1[*] — редактор колод Bastide</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Start a new game with this deck</source>
        <translation>Почати нову гру з цією колодою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fix the problems listed below to play this deck</source>
        <translation>Щоб грати цією колодою, виправте проблеми, наведені нижче</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Opened %1. Problems to fix: %2.</source>
        <translation>Відкрито %1. Проблем до виправлення: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1.</source>
        <translation>Відкрито %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1.</source>
        <translation>Збережено %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the PDF</source>
        <translation>Не вдається експортувати PDF</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1 (pages: %2).</source>
        <translation>Записано %1 (сторінок: %2).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Export Print and Play</source>
        <translation>Друк для гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Документи PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fix the deck&apos;s problems to play it.</source>
        <translation>Щоб грати цією колодою, виправте її проблеми.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot play the deck</source>
        <translation>Не вдається зіграти цією колодою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A copy of the deck to play could not be written to %1: %2</source>
        <translation>Не вдалося записати копію колоди для гри в %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tilecommands.cpp" line="+35"/>
        <source>Add tile %1</source>
        <translation>додавання тайла «%1»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Duplicate tile %1</source>
        <translation>дублювання тайла «%1»</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Turn clockwise</source>
        <translation>поворот за годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn counter-clockwise</source>
        <translation>поворот проти годинникової стрілки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mirror</source>
        <translation>віддзеркалення</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The clipboard holds no tile: copy a tile in the deck editor, or the JSON text of one.</source>
        <translation>У буфері обміну немає тайла: скопіюйте тайл у редакторі колод або його текст JSON.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the clipboard</source>
        <translation>буфер обміну</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clipboard holds no tile.</source>
        <translation>У буфері обміну немає тайла.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste tile %1</source>
        <translation>вставлення тайла «%1»</translation>
    </message>
</context>
<context>
    <name>bastide::DeckFiles</name>
    <message>
        <location filename="../editor/deckfiles.cpp" line="+138"/>
        <source>%1 was changed by another program, and this deck has changes that are not saved. Reload the file and lose your changes?</source>
        <translation>Файл %1 змінено іншою програмою, а в цій колоді є незбережені зміни. Завантажити файл знову й утратити ваші зміни?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>Файл %1 змінено іншою програмою. Завантажити його знову?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+90"/>
        <source>Deck changed on disk</source>
        <translation>Колоду змінено на диску</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Reload</source>
        <translation>Завантажити знову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep My Changes</source>
        <translation>Залишити мої зміни</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Не зважати</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck file moved or deleted</source>
        <translation>Файл колоди переміщено або видалено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was moved, renamed or deleted by another program. The deck is still open here, with every change: save it again to keep it.</source>
        <translation>Файл %1 переміщено, перейменовано або видалено іншою програмою. Колода й далі відкрита тут з усіма змінами: збережіть її знову, щоб не втратити.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Again</source>
        <extracomment>Writes the deck back to the file name it had.</extracomment>
        <translation>Зберегти знову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As…</source>
        <translation>Зберегти як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Не зараз</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot open the deck</source>
        <translation>Не вдається відкрити колоду</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This is a saved game</source>
        <translation>Це збережена гра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open in the Game Window</source>
        <translation>Відкрити у вікні гри</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was changed by another program since it was opened here. Save over those changes?</source>
        <translation>Файл %1 змінено іншою програмою після того, як його відкрили тут. Зберегти поверх цих змін?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Over Them</source>
        <translation>Зберегти поверх</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save the deck</source>
        <translation>Не вдається зберегти колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has changes that are not saved. Save them first?</source>
        <translation>У колоді є незбережені зміни. Спершу зберегти їх?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Don&apos;t Save</source>
        <extracomment>The button that closes without saving the changes.</extracomment>
        <translation>Не зберігати</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open Deck</source>
        <translation>Відкрити колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json);;All files (*)</source>
        <translation>Колоди Bastide (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save Deck</source>
        <translation>Зберегти колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json)</source>
        <translation>Колоди Bastide (*.json)</translation>
    </message>
</context>
<context>
    <name>bastide::DeckOpenErrors</name>
    <message>
        <location filename="../editor/deckopenerrors.cpp" line="+44"/>
        <source>%1 is not a readable deck: the JSON text is broken at line %3, column %4 (%2).</source>
        <extracomment>%1 is the file, %2 what the JSON reader found wrong (e.g. &quot;a text in quotes is not closed&quot;), %3 and %4 where.</extracomment>
        <translation>%1 — не колода, яку можна прочитати: текст JSON порушено в рядку %3, стовпці %4 (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a saved game, not a deck. Open it in the game window?</source>
        <translation>%1 — збережена гра, а не колода. Відкрити її у вікні гри?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a Bastide deck: a deck file says %2 near its top, and this one does not. It may belong to another program.</source>
        <extracomment>%1 is the file, %2 the line a deck file has.</extracomment>
        <translation>%1 — не колода Bastide: на початку файла колоди стоїть %2, а в цьому файлі немає. Можливо, це файл іншої програми.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It must be a whole number from %1 to %2.</source>
        <extracomment>Added after a bad number in a deck file: the range it must be in.</extracomment>
        <translation>Це має бути ціле число від %1 до %2.</translation>
    </message>
</context>
<context>
    <name>bastide::DeckPropertiesPanel</name>
    <message>
        <location filename="../editor/deckpropertiespanel.cpp" line="+37"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck name in English</source>
        <translation>Назва колоди англійською</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Необов’язково</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in English:</source>
        <translation>Назва англійською:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in Russian:</source>
        <translation>Назва російською:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in Ukrainian:</source>
        <translation>Назва українською:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rename deck</source>
        <translation>перейменування колоди</translation>
    </message>
</context>
<context>
    <name>bastide::DrawingTemplate</name>
    <message>
        <location filename="../editor/drawingtemplate.cpp" line="+82"/>
        <source>Bastide tile drawing template. Draw in the group &quot;drawing&quot;. The groups &quot;bastide-guides&quot; (the slots N0 to W2 of each edge, the middle) and &quot;bastide-reference&quot; (the tile as Bastide draws it) are left out when the picture is imported. North is up.</source>
        <extracomment>A note inside the drawing template file (an SVG comment; no markup).</extracomment>
        <translation>Шаблон Bastide для малюнка тайла. Малюйте в групі «drawing». Групи «bastide-guides» (частини кожного краю та середина тайла) і «bastide-reference» (тайл, як його малює Bastide) під час завантаження малюнка відкидаються. Північ — угорі.</translation>
    </message>
</context>
<context>
    <name>bastide::EditorBottomTabs</name>
    <message>
        <location filename="../editor/editorbottomtabs.cpp" line="+30"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck as opened</source>
        <extracomment>The first line of the History panel: the deck before any edit.</extracomment>
        <translation>початкова колода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems (%1)</source>
        <translation>Проблеми (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
</context>
<context>
    <name>bastide::EditorHelpDialog</name>
    <message>
        <location filename="../editor/editorhelpdialog.cpp" line="+47"/>
        <source>Deck Editor Help</source>
        <translation>Довідка редактора колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing a Deck</source>
        <translation>Як малювати колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard Shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck is a list of tile types, each with a number of copies. Pick a tile on the left to draw it on the canvas; its id, names, copies and group are on the right.</source>
        <translation>Колода — це список типів тайлів, кожен зі своєю кількістю копій. Виберіть тайл ліворуч, щоб малювати його на полотні; його ідентифікатор, назви, копії й група — праворуч.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The brushes City, Road, River and Field set an edge: click an edge, or drag across edges to draw one city, road or river over them. Join or Separate makes one feature of two, or takes a piece off. Shield, Monastery and Garden go on with a click. Right-click the tile for the same edits where you point.</source>
        <translation>Пензлі «Місто», «Дорога», «Річка» і «Поле» задають край: клацніть по краю або проведіть через кілька країв, щоб намалювати по них одне місто, дорогу чи річку. «Об’єднати чи відокремити» робить із двох об’єктів один або відокремлює частину. Щит, монастир і сад ставляться клацанням. Клацання правою кнопкою по тайлу дає ті самі зміни там, куди ви вказали.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The expansions&apos; marks go on with a click too: Inn on a road; Cathedral, Wine, Grain and Cloth on a city (Shift+click takes a symbol away); Inner Field puts a field inside a city, touching no edge. A tile&apos;s group says which games take it: the base game, the river, an expansion set or a set of your own; Play This Deck asks which sets to play.</source>
        <translation>Позначки доповнень теж ставляться клацанням: Корчма — на дорогу; Собор, Вино, Зерно й Тканина — у місто (Shift+клацання прибирає символ); Внутрішнє поле поміщає в місто поле, яке не торкається країв. Група тайла визначає, до яких ігор він потрапляє: базова гра, річка, доповнення або ваш власний набір; «Грати цією колодою» питає, які набори взяти в гру.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every edit can be undone; the History panel lists them all. The Problems tab lists what keeps the deck from being played, and notes worth a look. Statistics count edges and edge patterns, and test games measure how often a tile fits nowhere.</source>
        <translation>Будь-яку зміну можна скасувати; панель «Історія» перелічує їх усі. Вкладка «Проблеми» показує, що заважає грати колодою, і примітки, на які варто глянути. «Статистика» рахує краї та набори країв, а тестові партії вимірюють, як часто тайл нікуди не підходить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can show a picture of your own (SVG, PNG or JPEG) in place of the drawing: Import Tile Picture in the Edit menu. Import Pictures by Tile Id in the Deck menu gives many tiles theirs at once, each file named after its tile&apos;s id. Export Drawing Template writes an SVG with the parts of each edge marked, to draw on. A picture that is not square is cropped or fitted whole, as you choose. Where a problem&apos;s mend is plain, the Problems tab offers it on a Fix button.</source>
        <translation>Тайл може показувати власний малюнок (SVG, PNG або JPEG) замість побудованого: «Завантажити малюнок тайла» в меню «Редагування». «Завантажити малюнки за ідентифікаторами тайлів» у меню «Колода» задає малюнки одразу багатьом тайлам, якщо кожен файл названо за ідентифікатором його тайла. «Зберегти шаблон для малювання» записує файл SVG з позначеними частинами країв, на якому зручно малювати. Неквадратний малюнок обрізається або показується цілим — як ви виберете. Якщо проблему можна виправити очевидним способом, на вкладці «Проблеми» для цього є кнопка «Виправити».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play This Deck starts a game with the deck as it is. Print and Play writes a PDF of every tile with its back, to cut out and play at a table.</source>
        <translation>«Грати цією колодою» починає гру з колодою в її теперішньому вигляді. «Роздрукувати для гри» створює PDF з усіма тайлами та їхніми сорочками, щоб вирізати їх і грати за столом.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
</context>
<context>
    <name>bastide::EndGameDialog</name>
    <message>
        <location filename="../app/endgamedialog.cpp" line="+88"/>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the board</source>
        <translation>Подивитися на мапу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Зіграти ще раз</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>Перемагає %1 з %n очком!</numerusform>
            <numerusform>Перемагає %1 з %n очками!</numerusform>
            <numerusform>Перемагає %1 з %n очками!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>Перемогу ділять %1: по %n очку!</numerusform>
            <numerusform>Перемогу ділять %1: по %n очки!</numerusform>
            <numerusform>Перемогу ділять %1: по %n очок!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>Викладено %n тайл</numerusform>
            <numerusform>Викладено %n тайли</numerusform>
            <numerusform>Викладено %n тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
</context>
<context>
    <name>bastide::ExpansionChoice</name>
    <message>
        <location filename="../app/expansionchoice.cpp" line="+68"/>
        <source>House rules:</source>
        <translation>Домашні правила:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules: leave a part of the expansion out of the game</source>
        <translation>Домашні правила: прибрати частину доповнення з гри</translation>
    </message>
</context>
<context>
    <name>bastide::FeatureListPanel</name>
    <message>
        <location filename="../editor/featurelistpanel.cpp" line="+60"/>
        <source>Features</source>
        <translation>Об’єкти</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The whole tile: %1</source>
        <extracomment>The marks of the whole tile (volcano, magic portal…), before the features&apos; rows.</extracomment>
        <translation>Увесь тайл: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Shields: </source>
        <extracomment>Before the number of shields in a spin box, with a trailing space.</extracomment>
        <translation>Щитів: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields of %1</source>
        <translation>Щити: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cathedral</source>
        <translation>Собор</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals: a finished city with a cathedral scores 3 a tile and 3 a shield, an unfinished one nothing</source>
        <translation>«Корчми та собори»: завершене місто із собором приносить 3 очки за тайл і 3 за щит, незавершене — нічого</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Add a shield</source>
        <comment>edit</comment>
        <translation>додавання щита</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a shield</source>
        <comment>edit</comment>
        <translation>вилучення щита</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inn</source>
        <translation>Корчма</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals: a finished road with an inn scores 2 a tile, an unfinished one nothing</source>
        <translation>«Корчми та собори»: завершена дорога з корчмою приносить 2 очки за тайл, незавершена — нічого</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Borders:</source>
        <translation>Межує з:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Farmers on this field score the city when it is complete</source>
        <translation>Селяни на цьому полі отримають очки за місто, коли його буде завершено</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Change the cities a field borders</source>
        <translation>зміна суміжних міст поля</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as drawn</source>
        <translation>як намальовано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As drawn</source>
        <translation>Як намальовано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border the cities next to this field along the tile&apos;s edge, as the picture shows</source>
        <translation>Межувати з містами, що прилягають до цього поля вздовж краю тайла, як на малюнку</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Border the cities as drawn</source>
        <translation>відновлення суміжних міст за малюнком</translation>
    </message>
</context>
<context>
    <name>bastide::FigureInfoOverlay</name>
    <message numerus="yes">
        <location filename="../app/figureinfooverlay.cpp" line="+64"/>
        <source>Worth %n point(s) now</source>
        <translation>
            <numerusform>Зараз дає %n очко</numerusform>
            <numerusform>Зараз дає %n очки</numerusform>
            <numerusform>Зараз дає %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Worth %n point(s) now to %1</source>
        <translation>
            <numerusform>%1: зараз %n очко</numerusform>
            <numerusform>%1: зараз %n очки</numerusform>
            <numerusform>%1: зараз %n очок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields do not score in this game</source>
        <translation>У цій грі поля не приносять очок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Completed</source>
        <translation>Завершено</translation>
    </message>
</context>
<context>
    <name>bastide::GameActions</name>
    <message>
        <location filename="../app/gameactions.cpp" line="+50"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Again</source>
        <translation>Зіграти &amp;ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Game…</source>
        <translation>&amp;Відкрити гру…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Game</source>
        <translation>&amp;Зберегти гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game &amp;As…</source>
        <translation>Зберегти гру &amp;як…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play a Game…</source>
        <translation>Переглянути &amp;запис гри…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay This Game</source>
        <translation>П&amp;ереглянути цю гру знову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck Editor…</source>
        <translation>&amp;Редактор колод…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>Налаш&amp;тування…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторити хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn Tile &amp;Clockwise</source>
        <translation>Повернути тайл за &amp;годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn Tile &amp;Anticlockwise</source>
        <translation>Повернути тайл &amp;проти годинникової стрілки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Завершити хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Back</source>
        <translation>&amp;Крок назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Spot or Ring</source>
        <translation>&amp;Наступна позначка чи кільце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious Spot or Ring</source>
        <translation>П&amp;опередня позначка чи кільце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay Tile or Place Figure There</source>
        <translation>&amp;Викласти тайл чи поставити фігуру тут</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>&amp;Без фігури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Back &amp;Abbot</source>
        <translation>Забрати &amp;абата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Suggest a Move</source>
        <translation>&amp;Підказати хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>З&amp;більшити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Whole Board</source>
        <translation>Показати &amp;всю мапу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Centre on Your Tile</source>
        <translation>&amp;Центрувати на своєму тайлі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;Panel</source>
        <translation>Бічна &amp;панель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;Overview</source>
        <translation>&amp;Огляд мапи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>&amp;Залишок тайлів…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations</source>
        <translation>&amp;Анімація</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Гарячі клавіші</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Bastide</source>
        <translation>&amp;Про Bastide</translation>
    </message>
</context>
<context>
    <name>bastide::GameFileController</name>
    <message>
        <location filename="../app/gamefilecontroller.cpp" line="+73"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+39"/>
        <source>Bastide games (*.json);;All files (*)</source>
        <translation>Ігри Bastide (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Open game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Replay a game</source>
        <translation>Перегляд запису гри</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Save the game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bastide games (*.json)</source>
        <translation>Ігри Bastide (*.json)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved to %1</source>
        <translation>Збережено в %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Autosave failed: %1</source>
        <translation>Помилка автозбереження: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Resume game?</source>
        <translation>Продовжити гру?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have an unfinished game with %1 (%n move(s) played). Would you like to carry on?</source>
        <translation>
            <numerusform>У вас є незавершена гра (гравці: %1; зіграно %n хід). Продовжити її?</numerusform>
            <numerusform>У вас є незавершена гра (гравці: %1; зіграно %n ходи). Продовжити її?</numerusform>
            <numerusform>У вас є незавершена гра (гравці: %1; зіграно %n ходів). Продовжити її?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bastide game %1.json</source>
        <extracomment>The file name the save dialog suggests; %1 is the date and time, e.g. 2026-12-01 14.05</extracomment>
        <translation>Гра Bastide %1.json</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Leave the game?</source>
        <translation>Покинути гру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is not finished. Leave it?</source>
        <translation>Поточну гру не завершено. Покинути її?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save it to play it on later. Until the next game&apos;s first move it can also be resumed when Bastide starts.</source>
        <translation>Збережіть її, щоб дограти пізніше. До першого ходу наступної гри її також можна продовжити під час запуску Bastide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save and Leave…</source>
        <translation>Зберегти й вийти…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave Unsaved</source>
        <translation>Вийти без збереження</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Продовжити гру</translation>
    </message>
</context>
<context>
    <name>bastide::GameInfoLabel</name>
    <message>
        <location filename="../app/gameinfolabel.cpp" line="+19"/>
        <source>modern farmers</source>
        <translation>селяни: сучасні правила</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>classic farmers</source>
        <translation>селяни: класичні правила</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no farmers</source>
        <translation>без селян</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>standard deck</source>
        <translation>стандартна колода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>river</source>
        <translation>річка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>abbot</source>
        <translation>абат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seed %1</source>
        <translation>роздача %1</translation>
    </message>
</context>
<context>
    <name>bastide::GameLogModel</name>
    <message>
        <location filename="../app/gamelogmodel.cpp" line="+100"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Final scoring</source>
        <translation>Фінальний підрахунок</translation>
    </message>
</context>
<context>
    <name>bastide::GroupNames</name>
    <message>
        <location filename="../editor/groupnames.cpp" line="+18"/>
        <source>Base game</source>
        <translation>Базова гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Річка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals</source>
        <extracomment>The expansion set, as the Russian and Ukrainian editions name it.</extracomment>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
</context>
<context>
    <name>bastide::HoleFillView</name>
    <message>
        <location filename="../editor/holefillview.cpp" line="+57"/>
        <source>Which tiles fill a hole</source>
        <translation>Які тайли закриють порожнє місце</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no neighbour</source>
        <extracomment>A hole&apos;s side with no tile beside it.</extracomment>
        <translation>немає сусіда</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n copies fit it (of %1 tile types), turned as needed.</source>
        <extracomment>%n copies, of %1 tile types, have a turn that fits the hole.</extracomment>
        <translation>
            <numerusform>Підходить %n копія (типів тайлів: %1), якщо її повернути.</numerusform>
            <numerusform>Підходять %n копії (типів тайлів: %1), якщо їх повернути.</numerusform>
            <numerusform>Підходить %n копій (типів тайлів: %1), якщо їх повернути.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::HowToPlayDialog</name>
    <message>
        <location filename="../app/howtoplaydialog.cpp" line="+56"/>
        <source>How to Play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Spring</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lake</source>
        <translation>Озеро</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abbot</source>
        <translation>Абат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Garden</source>
        <translation>Сад</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The basics</source>
        <translation>Основи гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Together you build a countryside of roads, cities, monasteries and fields, one tile at a time. Claim what you build with your figures: whoever has the most points when the last tile is laid wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Разом ви тайл за тайлом викладаєте мапу місцевості з дорогами, містами, монастирями й полями. Займайте збудоване своїми фігурами: перемагає той, хто матиме найбільше очок, коли буде викладено останній тайл.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;You draw a tile and lay it next to the tiles already on the table, so that every edge it touches matches: road to road, city to city, field to field. Gold spots on the board show where it fits; press &lt;b&gt;R&lt;/b&gt; or right-click to turn it. A tile that fits nowhere is put aside and you draw another.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ви тягнете тайл і викладаєте його поруч із тайлами, що вже лежать на столі, так, щоб усі краї, яких він торкається, збігалися: дорога з дорогою, місто з містом, поле з полем. Золоті позначки на мапі показують, куди він підходить; натисніть &lt;b&gt;R&lt;/b&gt; або клацніть правою кнопкою, щоб повернути його. Тайл, що нікуди не підходить, відкладають, і ви тягнете інший.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Then you may put one of your seven followers on the tile you have just laid: in a city as a knight, on a road as a thief, or in a monastery as a monk. Fields take no figures in this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Потім можна поставити одного зі своїх семи міплів на щойно викладений тайл: у місто лицарем, на дорогу розбійником або в монастир ченцем. У цій грі на поля фігури не ставлять.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Then you may put one of your seven followers on the tile you have just laid: in a city as a knight, on a road as a thief, in a monastery as a monk, or lying in a field as a farmer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Потім можна поставити одного зі своїх семи міплів на щойно викладений тайл: у місто лицарем, на дорогу розбійником, у монастир ченцем або покласти в поле селянином.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;You may only claim a road, city or field that nobody holds yet, counting everything it joins up with. Features that grow together later can end up shared. Press &lt;b&gt;Enter&lt;/b&gt; to end your turn; &lt;b&gt;Esc&lt;/b&gt; picks the tile up again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Займати можна лише дорогу, місто чи поле, де ще немає нічиїх фігур, з урахуванням усього, з чим вони з’єднуються. Об’єкти, що згодом зростуться, можуть стати спільними. Натисніть &lt;b&gt;Enter&lt;/b&gt;, щоб завершити хід; &lt;b&gt;Esc&lt;/b&gt; знову бере тайл у руку.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures</source>
        <translation>Фігури</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring during the game</source>
        <translation>Очки під час гри</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;When a tile finishes something, it scores at once and its figures come back to their owners:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;a road with both ends closed: 1 point per tile;&lt;/li&gt;&lt;li&gt;a city with a closed wall: 2 points per tile and 2 per shield;&lt;/li&gt;&lt;li&gt;a monastery with all eight tiles around it: 9 points.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;When several players have figures on one feature, the one with the most scores it; a tie scores in full for each of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Коли тайл щось завершує, цей об’єкт одразу приносить очки, а фігури, що стояли на ньому, повертаються до власників:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;дорога, закрита з обох кінців, — 1 очко за тайл;&lt;/li&gt;&lt;li&gt;місто із замкненим муром — 2 очки за тайл і 2 за щит;&lt;/li&gt;&lt;li&gt;монастир, оточений усіма вісьмома тайлами, — 9 очок.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Якщо на одному об’єкті стоять фігури кількох гравців, очки отримує той, у кого їх більше; за рівної кількості кожен отримує повні очки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&lt;p&gt;Inns and cathedrals make a road or a city worth more, but only if it is finished. And each player has a big follower.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Корчми й собори роблять дорогу чи місто ціннішими, але лише якщо їх завершено. А ще кожен гравець має великого міпла.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns</source>
        <translation>Корчми</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;A road with an &lt;b&gt;inn&lt;/b&gt; scores 2 points per tile when finished, but nothing at the end of the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Завершена дорога з &lt;b&gt;корчмою&lt;/b&gt; приносить 2 очки за тайл, але у фінальному підрахунку — нічого.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cathedrals</source>
        <translation>Собори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;A city with a &lt;b&gt;cathedral&lt;/b&gt; scores 3 points per tile and per shield when finished, but nothing at the end of the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Завершене місто із &lt;b&gt;собором&lt;/b&gt; приносить 3 очки за тайл і за щит, але у фінальному підрахунку — нічого.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The big follower</source>
        <translation>Великий міпл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follower</source>
        <translation>Міпл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Big follower</source>
        <translation>Великий міпл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each player also has a &lt;b&gt;big follower&lt;/b&gt;. It goes wherever a follower may and counts as two followers when the majority on a feature is decided.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кожен гравець має ще й &lt;b&gt;великого міпла&lt;/b&gt;. Його ставлять туди ж, куди й звичайного міпла, і він вважається за двох, коли вирішують, у кого на об’єкті більше міплів.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;Trade goods in cities, a builder that brings a second tile and a pig for your farmers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Товари в містах, будівельник, що дає другий тайл, і свиня для ваших селян.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trade goods</source>
        <translation>Товари</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wine</source>
        <translation>Вино</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grain</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cloth</source>
        <translation>Тканина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Whoever finishes a city takes a &lt;b&gt;trade goods&lt;/b&gt; token for each wine, grain and cloth symbol in it, whoever holds the city. At the end, whoever has the most tokens of a kind scores 10 points for it (a tie: each).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Хто завершує місто, отримує &lt;b&gt;жетон товару&lt;/b&gt; за кожен символ вина, зерна й тканини в ньому, хоч би чиє це було місто. Наприкінці гри той, у кого найбільше жетонів одного товару, отримує за нього 10 очок (у разі нічиєї — кожен із них).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The builder</source>
        <translation>Будівельник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;The &lt;b&gt;builder&lt;/b&gt; joins a road or city where you already have a follower. Each time you extend that road or city later, you lay a second tile in the same turn; its road or city glows on the board while you do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Будівельник&lt;/b&gt; стає на дорогу чи в місто, де у вас уже є міпл. Щоразу, коли ви згодом продовжуєте цю дорогу чи місто, ви викладаєте в тому самому ході другий тайл; поки ви його викладаєте, дорога чи місто будівельника світиться на мапі.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;A second tile never brings a third: even when it extends the builder&apos;s road or city again, the turn ends after it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Другий тайл ніколи не приносить третього: навіть якщо він знову продовжує дорогу чи місто будівельника, хід після нього закінчується.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pig</source>
        <translation>Свиня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The &lt;b&gt;pig&lt;/b&gt; joins a field of your farmers: each finished city it supplies scores 1 point more for you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Свиня&lt;/b&gt; стає в поле до ваших селян: кожне завершене місто, яке постачає це поле, приносить вам на 1 очко більше.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bridge</source>
        <translation>Міст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;On the crossing tile one road runs over the other on a &lt;b&gt;bridge&lt;/b&gt;. They stay two roads, each finished and scored on its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;На тайлі перехрестя одна дорога проходить над іншою &lt;b&gt;мостом&lt;/b&gt;. Це й далі дві дороги: кожна завершується та приносить очки окремо.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>The abbot</source>
        <translation>Абат</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Each player also has an abbot. It goes only into a monastery or a garden, and gardens take nothing else. A garden scores like a monastery. Instead of placing a figure you may take your abbot back; its monastery or garden then scores at once as if the game had ended.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кожен гравець має також абата. Його ставлять лише в монастир або сад, а в сад — більше нікого. Сад приносить очки так само, як монастир. Замість того щоб ставити фігуру, можна забрати свого абата; тоді його монастир чи сад одразу приносить очки, ніби гра вже закінчилася.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The river</source>
        <translation>Річка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game starts at the spring, and the river tiles are drawn before all others, the lake last. Each one must continue the river. The river may not bend the same way twice in a row, and no figure goes on the water.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Гра починається з джерела, а тайли річки тягнуть раніше за всі інші, озеро — останнім. Кожен із них має продовжувати річку. Річка не може двічі поспіль повертати в той самий бік, а на воду фігури не ставлять.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>&lt;p&gt;After the last tile, everything unfinished scores too: a road 1 point per tile, a city 1 per tile and 1 per shield, a monastery or garden 1 point plus 1 for each tile around it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Після останнього тайла очки приносить і все незавершене: дорога — 1 очко за тайл, місто — 1 за тайл і 1 за щит, монастир чи сад — 1 очко плюс 1 за кожен тайл навколо.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Then the fields: whoever has the most farmers in a field scores 3 points for every finished city that field touches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Потім поля: той, у кого в полі найбільше селян, отримує 3 очки за кожне завершене місто, якого це поле торкається.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Then the fields, city by city: for each finished city, the player with the most farmers in all the fields touching it scores 4 points. Each city counts once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Потім поля, місто за містом: за кожне завершене місто 4 очки отримує гравець, у якого найбільше селян у всіх полях, що його торкаються. Кожне місто рахується один раз.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The end of the game</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;i&gt;Scroll or pinch to zoom, drag to move the board, and hover a figure to see what its feature is worth now. Without a mouse, &lt;b&gt;]&lt;/b&gt; and &lt;b&gt;[&lt;/b&gt; step through the spots (or the rings, once the tile is down) and &lt;b&gt;Space&lt;/b&gt; takes one. Help ▸ Keyboard Shortcuts lists every key.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Прокручуйте коліщатко або зводьте пальці, щоб змінити масштаб, перетягуйте мапу, щоб її посунути, і наводьте курсор на фігуру, щоб побачити, скільки зараз вартий її об’єкт. Без миші клавіші &lt;b&gt;]&lt;/b&gt; і &lt;b&gt;[&lt;/b&gt; перебирають позначки (або кільця, коли тайл уже викладено), а &lt;b&gt;Пропуск&lt;/b&gt; вибирає позначку чи кільце. Усі клавіші — в меню Довідка ▸ Гарячі клавіші.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>bastide::LanguageNamesEditor</name>
    <message>
        <location filename="../editor/languagenameseditor.cpp" line="+86"/>
        <source>Code, e.g. %1</source>
        <extracomment>%1 is a language code.</extracomment>
        <translation>Код, напр. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A language code: two or three lower-case letters, optionally followed by _ or - and a region or script (%1)</source>
        <translation>Код мови: дві або три малі латинські літери, за ними можна додати _ або - і регіон чи письмо (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Language</source>
        <translation>Додати мову</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Russian name:</source>
        <translation>Назва російською:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ukrainian name:</source>
        <translation>Назва українською:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name in %1:</source>
        <extracomment>A name field&apos;s label for a language Qt does not know: %1 is its code</extracomment>
        <translation>Назва мовою %1:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name in %1 (%2):</source>
        <extracomment>A name field&apos;s label: %1 is the language&apos;s own name for itself, %2 its code, e.g. &quot;Name in Deutsch (de):&quot;</extracomment>
        <translation>Назва мовою %1 (%2):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional</source>
        <translation>Необов’язково</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove the name in %1</source>
        <extracomment>The button beside a name in a language the designer added; %1 is the language (&quot;Deutsch&quot;, or a code).</extracomment>
        <translation>Прибрати назву мовою «%1»</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>English has its own field above.</source>
        <translation>Для англійської є власне поле вище.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code: use two or three lower-case letters, optionally with _ or - and a region or script (%2).</source>
        <translation>«%1» — не код мови: використовуйте дві або три малі латинські літери, можна з _ або - і регіоном чи письмом (%2).</translation>
    </message>
</context>
<context>
    <name>bastide::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="+335"/>
        <source>Bastide</source>
        <extracomment>The window title with the game file&apos;s name, e.g. &quot;Sunday game.json — Bastide&quot;</extracomment>
        <translation>Bastide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — Bastide</source>
        <translation>%1 — Bastide</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Board</source>
        <translation>Мапа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tiles laid so far. Arrow keys scroll, R turns the tile in hand.</source>
        <translation>Викладені тайли. Стрілки прокручують мапу, R повертає тайл у руці.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game options</source>
        <translation>Параметри гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Open file</source>
        <translation>Відкрити файл</translation>
    </message>
</context>
<context>
    <name>bastide::MoveSuggestion</name>
    <message>
        <location filename="../app/movesuggestion.cpp" line="+69"/>
        <source>Looking for a good move…</source>
        <translation>Шукаємо добрий хід…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Suggestion: %1</source>
        <translation>Підказка: %1</translation>
    </message>
</context>
<context>
    <name>bastide::NameLengthHint</name>
    <message numerus="yes">
        <location filename="../app/namelengthhint.cpp" line="+29"/>
        <source>A name can be at most %n character(s) long.</source>
        <translation>
            <numerusform>Ім’я може мати щонайбільше %n символ.</numerusform>
            <numerusform>Ім’я може мати щонайбільше %n символи.</numerusform>
            <numerusform>Ім’я може мати щонайбільше %n символів.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="+187"/>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add player</source>
        <translation>Додати гравця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck file:</source>
        <translation>Файл колоди:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none chosen</source>
        <translation>не вибрано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Вибрати…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with the river</source>
        <translation>Почати з річки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abbots and gardens</source>
        <translation>Абати й сади</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Доповнення</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inns on roads, cathedrals in cities and a big follower that counts as two</source>
        <translation>Корчми на дорогах, собори в містах і великий міпл, що вважається за двох</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade goods in cities, a builder that brings a second tile and a pig for your farmers</source>
        <translation>Товари в містах, будівельник, що дає другий тайл, і свиня для ваших селян</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+130"/>
        <source>This deck&apos;s own set: %n tile(s)</source>
        <translation>
            <numerusform>Власний набір колоди: %n тайл</numerusform>
            <numerusform>Власний набір колоди: %n тайли</numerusform>
            <numerusform>Власний набір колоди: %n тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Modern: 3 points per completed city</source>
        <translation>Сучасні правила: 3 очки за кожне завершене місто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic: 4 points per city, most farmers</source>
        <translation>Класичні правила: 4 очки за місто тому, у кого більше селян</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No farmers</source>
        <translation>Без селян</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Farmers:</source>
        <translation>Селяни:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>випадковий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the tiles in the same order</source>
        <translation>З тим самим номером роздачі тайли йдуть у тому самому порядку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Номер роздачі:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to Play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Choose a deck</source>
        <translation>Вибрати колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json);;All files (*)</source>
        <translation>Колоди Bastide (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deck cannot be used:
%1</source>
        <translation>Цю колоду не можна використати:
%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This deck has no river tiles</source>
        <translation>У цій колоді немає тайлів річки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The seed must be a whole number</source>
        <translation>Номер роздачі має бути цілим числом</translation>
    </message>
</context>
<context>
    <name>bastide::NewGroupDialog</name>
    <message>
        <location filename="../editor/newgroupdialog.cpp" line="+21"/>
        <source>New Group</source>
        <translation>Нова група</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name of the set (1 to 32 characters: a–z, digits and -):</source>
        <translation>&amp;Назва набору (від 1 до 32 знаків: латинські a–z, цифри та -):</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>“%1” is a group already: choose it in the list.</source>
        <translation>«%1» — вже група: виберіть її в списку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set&apos;s name is at most 32 characters; this one has %1.</source>
        <translation>У назві набору не більше 32 знаків, а в цій їх %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set&apos;s name is written in small letters a–z, digits and - only: “%2” would do for “%1”.</source>
        <extracomment>%1 is what was typed, %2 the same name as a deck file can hold it.</extracomment>
        <translation>Назву набору пишуть лише малими латинськими a–z, цифрами та -: замість «%1» підійде «%2».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set&apos;s name is 1 to 32 characters: small letters a–z, digits and -, and not “base” or “river”.</source>
        <translation>Назва набору — від 1 до 32 знаків: малі латинські літери a–z, цифри та -, але не «base» і не «river».</translation>
    </message>
</context>
<context>
    <name>bastide::OutlookOverlay</name>
    <message>
        <location filename="../app/outlookoverlay.cpp" line="+109"/>
        <source>Empty spot</source>
        <translation>Вільне місце</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fits here: %n of the %1 tiles to come</source>
        <extracomment>%n tiles of the %1 still in the bag after the one in hand</extracomment>
        <translation>
            <numerusform>Сюди підходять: %n з %1 ще не витягнутих тайлів</numerusform>
            <numerusform>Сюди підходять: %n з %1 ще не витягнутих тайлів</numerusform>
            <numerusform>Сюди підходять: %n з %1 ще не витягнутих тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Fields do not score in this game</source>
        <translation>У цій грі поля не приносять очок</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Worth %n point(s) now, scored at the end</source>
        <translation>
            <numerusform>Зараз %n очко, підрахунок наприкінці гри</numerusform>
            <numerusform>Зараз %n очки, підрахунок наприкінці гри</numerusform>
            <numerusform>Зараз %n очок, підрахунок наприкінці гри</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Completed by this tile: %n point(s)</source>
        <translation>
            <numerusform>Цей тайл його завершує: %n очко</numerusform>
            <numerusform>Цей тайл його завершує: %n очки</numerusform>
            <numerusform>Цей тайл його завершує: %n очок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 now · %2 if completed</source>
        <extracomment>A figure ring&apos;s preview, e.g. &quot;8 now · 14 if completed&quot;</extracomment>
        <translation>%1 зараз · %2, якщо завершити</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Big follower: counts as two followers when the majority is decided</source>
        <translation>Великий міпл: вважається за двох, коли вирішується, у кого більше міплів</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Builder: you will lay a second tile whenever you extend this city</source>
        <translation>Будівельник: щоразу, продовжуючи це місто, ви викладете другий тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder: you will lay a second tile whenever you extend this road</source>
        <translation>Будівельник: щоразу, продовжуючи цю дорогу, ви викладете другий тайл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pig: each completed city scores 1 point more for your farmers here</source>
        <translation>Свиня: кожне завершене місто принесе вашим селянам тут на 1 очко більше</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n point(s) if completed</source>
        <translation>
            <numerusform>%n очко, якщо завершити</numerusform>
            <numerusform>%n очки, якщо завершити</numerusform>
            <numerusform>%n очок, якщо завершити</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) to come could complete it</source>
        <translation>
            <numerusform>Завершити його може %n ще не витягнутий тайл</numerusform>
            <numerusform>Завершити його можуть %n ще не витягнуті тайли</numerusform>
            <numerusform>Завершити його можуть %n ще не витягнутих тайлів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::PictureImporter</name>
    <message>
        <location filename="../editor/pictureimporter.cpp" line="+38"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is larger than 2 MB; a tile picture should be far smaller.</source>
        <translation>Файл %1 більший за 2 МБ; малюнок тайла має бути значно меншим.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pictures (%1);;SVG pictures (%2);;PNG and JPEG pictures (%3)</source>
        <extracomment>File dialog filters; %1, %2, %3 are file patterns.</extracomment>
        <translation>Малюнки (%1);;Малюнки SVG (%2);;Малюнки PNG і JPEG (%3)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not an SVG picture Bastide can draw.</source>
        <translation>Файл %1 не є SVG-малюнком, який Bastide може показати.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Set the picture</source>
        <translation>встановлення малюнка</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Import pictures for %n tile(s)</source>
        <extracomment>An edit in the History: pictures given to several tiles at once.</extracomment>
        <translation>
            <numerusform>завантаження малюнків для %n тайла</numerusform>
            <numerusform>завантаження малюнків для %n тайлів</numerusform>
            <numerusform>завантаження малюнків для %n тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Picture Not Square</source>
        <translation>Малюнок не квадратний</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pictures that are not square: %n. A tile is square: cut each to a square from its middle, or show it whole with its border colour round it?</source>
        <extracomment>%n counts the pictures that are not square.</extracomment>
        <translation>
            <numerusform>Неквадратних малюнків: %n. Тайл квадратний: обрізати кожен малюнок до квадрата по середині чи показати цілим, заповнивши краї кольором його облямівки?</numerusform>
            <numerusform>Неквадратних малюнків: %n. Тайл квадратний: обрізати кожен малюнок до квадрата по середині чи показати цілим, заповнивши краї кольором його облямівки?</numerusform>
            <numerusform>Неквадратних малюнків: %n. Тайл квадратний: обрізати кожен малюнок до квадрата по середині чи показати цілим, заповнивши краї кольором його облямівки?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crop to Square</source>
        <translation>Обрізати до квадрата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit Whole</source>
        <translation>Показати цілим</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import Tile Picture</source>
        <translation>Імпортувати малюнок тайла</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot use the picture</source>
        <translation>Не вдається використати малюнок</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import Pictures by Tile Id</source>
        <translation>Завантаження малюнків за ідентифікаторами тайлів</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <location line="+6"/>
        <source>Pictures set for %n tile(s): %1.</source>
        <translation>
            <numerusform>Малюнки задано для %n тайла: %1.</numerusform>
            <numerusform>Малюнки задано для %n тайлів: %1.</numerusform>
            <numerusform>Малюнки задано для %n тайлів: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>No tile has the id these files are named after, so they were left out: %1. Name a file after its tile, as %2 for tile %3.</source>
        <extracomment>%1 lists file names. A file is matched to the tile its name is the id of.</extracomment>
        <translation>Жоден тайл не має ідентифікатора, за яким названо ці файли, тому їх пропущено: %1. Називайте файл за його тайлом, наприклад «%2» для тайла «%3».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some pictures were not used</source>
        <translation>Частину малюнків не використано</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Drawing Template</source>
        <translation>Збереження шаблону для малювання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG pictures (%1)</source>
        <translation>Малюнки SVG (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write the template</source>
        <translation>Не вдається записати шаблон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1: draw on it, then import it as the tile&apos;s picture.</source>
        <translation>Записано файл %1: намалюйте на ньому малюнок і завантажте його як малюнок тайла.</translation>
    </message>
</context>
<context>
    <name>bastide::PlayGroupsDialog</name>
    <message>
        <location filename="../editor/playgroupsdialog.cpp" line="+33"/>
        <source>Play This Deck</source>
        <translation>Гра цією колодою</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Groups in the game</source>
        <translation>Групи тайлів у грі</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 (%n tile(s))</source>
        <extracomment>A group in the Play This Deck dialog and its tiles: &quot;Inns &amp; Cathedrals (18 tiles)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%n тайл)</numerusform>
            <numerusform>%1 (%n тайли)</numerusform>
            <numerusform>%1 (%n тайлів)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The base game is always in play</source>
        <translation>Тайли базової гри беруть участь завжди</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>River tiles are in play with the river rule, chosen in the new game</source>
        <translation>Тайли річки в грі, якщо в новій грі ввімкнено правило річки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A set of your own: its tiles are shuffled in with the base tiles</source>
        <translation>Ваш власний набір: його тайли замішуються до базових</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The set&apos;s tiles are shuffled in with the base tiles, and its figures and scoring are in play</source>
        <translation>Тайли набору замішуються до базових, і в грі його фігури та правила підрахунку</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The river is played when the new game&apos;s river rule is on.</source>
        <translation>Річка бере участь у грі, якщо в налаштуваннях нової гри ввімкнено правило річки.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
</context>
<context>
    <name>bastide::PreferencesDialog</name>
    <message>
        <location filename="../app/preferencesdialog.cpp" line="-26"/>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Quick</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Normal</source>
        <translation>Помірно</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Board</source>
        <translation>Мапа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate tiles, figures and scoring</source>
        <translation>&amp;Анімувати тайли, фігури й підрахунок очок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Швидкість анімації:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark every &amp;spot where the tile fits</source>
        <translation>Позначати &amp;всі місця, куди підходить тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follow play: centre the view on each tile laid</source>
        <translation>Стежити за &amp;грою: показувати кожен викладений тайл у центрі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The view moves to every tile laid and, between turns, shows the whole board. When this is off, the board stays where you left it and moves only to show a tile out of sight.</source>
        <translation>Вигляд переходить до кожного викладеного тайла, а між ходами показує всю мапу. Коли прапорець знято, мапа лишається там, де ви її залишили, і зсувається, лише щоб показати тайл, якого не видно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what each player would score if the game &amp;ended now</source>
        <translation>Показувати, скільки очок мав би кожен гравець, якби гра &amp;закінчилася зараз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm before ending a turn (press Enter or End Turn)</source>
        <translation>&amp;Підтверджувати завершення ходу (Enter або «Завершити хід»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When this is off, your turn ends as soon as you have placed a figure or chosen none.</source>
        <translation>Якщо вимкнено, хід завершується, щойно ви поставите фігуру або відмовитеся від неї.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relaxed</source>
        <translation>Неспішно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players &amp;move:</source>
        <translation>&amp;Комп’ютерні гравці ходять:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;hints (Suggest a Move) in games against the computer</source>
        <translation>Дозволити &amp;підказки («Підказати хід») в іграх з комп’ютером</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn ▸ Suggest a Move shows the move the Hard computer player would make. In games between people it is always there.</source>
        <translation>Хід ▸ Підказати хід показує хід, який зробив би комп’ютер рівня «Сильний». В іграх між людьми підказка доступна завжди.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New games start with</source>
        <translation>Для нових ігор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;ім’я:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Суперники:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents a&amp;re:</source>
        <translation>&amp;Тип суперників:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People at this computer</source>
        <translation>Люди за цим комп’ютером</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer · %1</source>
        <translation>Комп’ютер · %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
</context>
<context>
    <name>bastide::PrintExportDialog</name>
    <message>
        <location filename="../editor/printexportdialog.cpp" line="+103"/>
        <source>Cut marks in the margins</source>
        <translation>Мітки обрізу на полях сторінки</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Print and Play</source>
        <translation>Друк для гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the deck to cut out and play</source>
        <translation>Роздрукуйте колоду, виріжте тайли й грайте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every copy of every tile is printed at the size you choose, its id small in a corner, with cut marks in the margins. Print at 100% (no “fit to page”) so the tiles come out at their size; print the backs on the reverse, turning the paper over on its long edge.</source>
        <translation>Кожна копія кожного тайла друкується у вибраному розмірі, з маленьким ідентифікатором у куті й мітками обрізу на полях. Друкуйте в масштабі 100% (без «припасувати до сторінки»), щоб тайли вийшли свого розміру; сорочки друкуйте на звороті, перевертаючи аркуш по довгому краю.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Папір:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source> mm</source>
        <extracomment>Unit after the tile size, with a leading space.</extracomment>
        <translation> мм</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The printed game&apos;s tiles are 45 mm</source>
        <translation>У друкованій грі тайли мають розмір 45 мм</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tile size:</source>
        <translation>&amp;Розмір тайла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bleed:</source>
        <translation>&amp;Виліт за обріз:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>The bleed spin box at 0.</extracomment>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Art printed past the cut lines, so a cut a little off the line leaves no white edge; 2 to 3 mm is usual</source>
        <translation>Малюнок друкується за лініями обрізу, щоб неточний різ не залишив білої смуги; зазвичай 2–3 мм</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tile backs behind each sheet, by group</source>
        <translation>Сорочки тайлів на звороті кожного аркуша, за групами</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The river, the start tile and each expansion get a back of their own, so they can be told apart face down</source>
        <translation>Річка, стартовий тайл і кожне доповнення мають власну сорочку, щоб їх можна було розрізнити лицем донизу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A contents sheet to check the cut deck against</source>
        <translation>Аркуш зі складом колоди, щоб перевірити вирізані тайли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation>Експортувати PDF…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Tiles this large do not fit on the paper.</source>
        <translation>Тайли такого розміру не вміщаються на папері.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pages in all: %1.</source>
        <translation>Усього сторінок: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Tiles: %1, laid %2 × %3 on a sheet. Sheets of tiles: %4.</source>
        <translation>Тайлів: %1, по %2 × %3 на аркуші. Аркушів із тайлами: %4.</translation>
    </message>
</context>
<context>
    <name>bastide::PrintPagePainter</name>
    <message>
        <location filename="../editor/printpagepainter.cpp" line="+169"/>
        <source>tiles, sheet %1 of %2: cut along the marks</source>
        <extracomment>What a print-and-play page holds, in its caption.</extracomment>
        <translation>тайли, аркуш %1 з %2: розріжте по мітках</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>backs of sheet %1: print on its reverse, turned over on the long edge</source>
        <translation>сорочки аркуша %1: надрукуйте на його звороті, перевернувши по довгому краю</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contents</source>
        <translation>склад колоди</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · page %3 of %4</source>
        <extracomment>Caption printed under each print-and-play page.</extracomment>
        <translation>%1 · %2 · сторінка %3 з %4</translation>
    </message>
    <message>
        <location filename="../editor/printcontentspage.cpp" line="+24"/>
        <source>River</source>
        <translation>Річка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Базова гра</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Contents of %1</source>
        <translation>Склад колоди «%1»</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n tiles of %1 types. Check the cut deck against this list: each type&apos;s copies, id and back.</source>
        <translation>
            <numerusform>%n тайл, типів: %1. Звірте вирізану колоду з цим списком: копії кожного типу, ідентифікатор і сорочку.</numerusform>
            <numerusform>%n тайли, типів: %1. Звірте вирізану колоду з цим списком: копії кожного типу, ідентифікатор і сорочку.</numerusform>
            <numerusform>%n тайлів, типів: %1. Звірте вирізану колоду з цим списком: копії кожного типу, ідентифікатор і сорочку.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 × %2</source>
        <extracomment>A line of the print-and-play contents: tile id and copies, &quot;D × 4&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · start tile</source>
        <translation> · стартовий тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · lake, drawn last</source>
        <translation> · озеро, тягнеться останнім</translation>
    </message>
</context>
<context>
    <name>bastide::ProblemFixes</name>
    <message>
        <location filename="../editor/problemfixes.cpp" line="+88"/>
        <source>Make tile %1 the start tile</source>
        <translation>Зробити тайл «%1» стартовим</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keep tile %1 as the only start tile</source>
        <translation>Залишити стартовим лише тайл «%1»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Make tile %1 the spring</source>
        <translation>Зробити тайл «%1» джерелом</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Make tile %1 the lake</source>
        <translation>Зробити тайл «%1» озером</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep tile %1 as the only spring</source>
        <translation>Залишити джерелом лише тайл «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep tile %1 as the only lake</source>
        <translation>Залишити озером лише тайл «%1»</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give tile %1 one copy</source>
        <translation>Залишити в тайла «%1» одну копію</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the lake mark off tile %1</source>
        <translation>Зняти з тайла «%1» позначку озера</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the start mark off tile %1</source>
        <translation>Зняти з тайла «%1» позначку стартового</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the tile the id %1</source>
        <translation>Дати тайлу ідентифікатор «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change the id %1 to %2</source>
        <translation>Замінити ідентифікатор «%1» на «%2»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the inn off feature %1 of tile %2</source>
        <translation>Прибрати корчму з об’єкта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the cathedral off feature %1 of tile %2</source>
        <translation>Прибрати собор з об’єкта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the goods off feature %1 of tile %2</source>
        <translation>Прибрати товари з об’єкта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the shields off feature %1 of tile %2</source>
        <translation>Прибрати щити з об’єкта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mend the cities feature %1 of tile %2 borders</source>
        <translation>Виправити список міст, сусідніх з об’єктом №%1 тайла «%2»</translation>
    </message>
</context>
<context>
    <name>bastide::ProblemListPanel</name>
    <message>
        <location filename="../editor/problemlistpanel.cpp" line="+77"/>
        <source>Problems</source>
        <translation>Проблеми</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No problems: the deck is ready to play. Notes worth a look: %1.</source>
        <translation>Проблем немає: колодою можна грати. Приміток, на які варто глянути: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problems: the deck is ready to play.</source>
        <translation>Проблем немає: колода готова до гри.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems: %1. The deck can be saved, but not played until they are fixed.</source>
        <translation>Проблем: %1. Колоду можна зберегти, але грати нею можна буде лише після виправлення.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no city</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>city #%1</source>
        <translation>місто №%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tile %1, field #%2: it borders %3, but the drawing puts it beside %4. Farmers score by what the field says; check it is meant.</source>
        <extracomment>A soft note, not an error. %1 tile id, %2 field number, %3 and %4 lists of cities (&quot;city #0, city #1&quot; or &quot;no city&quot;).</extracomment>
        <translation>Тайл «%1», поле №%2: сусідні міста за даними поля — %3, а за малюнком — %4. Селяни отримують очки за даними поля; перевірте, що так і задумано.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+12"/>
        <source>Click to show the tile</source>
        <translation>Клацніть, щоб показати тайл</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Fix: %1</source>
        <extracomment>The button under the problem list that mends the selected problem: &quot;Fix: Make tile D the start tile&quot;.</extracomment>
        <translation>Виправити: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One edit, undone with Ctrl+Z like any other</source>
        <translation>Одна зміна; скасовується Ctrl+Z, як будь-яка інша</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mend a problem (tile %1)</source>
        <extracomment>An edit in the History: a problem mended by its Fix button; %1 is a tile id.</extracomment>
        <translation>виправлення проблеми (тайл «%1»)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mend a problem</source>
        <extracomment>An edit in the History: a problem of the deck mended by its Fix button.</extracomment>
        <translation>виправлення проблеми</translation>
    </message>
</context>
<context>
    <name>bastide::RecentDecksMenu</name>
    <message>
        <location filename="../editor/recentdecksmenu.cpp" line="+32"/>
        <source>No decks opened yet</source>
        <translation>Колоди ще не відкривалися</translation>
    </message>
</context>
<context>
    <name>bastide::RecentFilesMenu</name>
    <message>
        <location filename="../app/recentfilesmenu.cpp" line="+17"/>
        <location line="+44"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Нещодавні ігри</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>No recent games</source>
        <translation>Нещодавніх ігор немає</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Очистити список</translation>
    </message>
</context>
<context>
    <name>bastide::RemainingTilesDialog</name>
    <message>
        <location filename="../app/remainingtilesdialog.cpp" line="+91"/>
        <source>Tiles left</source>
        <translation>Залишок тайлів</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Faded tiles are used up. River tiles come first, the lake last.</source>
        <translation>Бліді тайли вже витягнуто. Спершу йдуть тайли річки, озеро — останнім.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faded tiles are used up.</source>
        <translation>Бліді тайли вже витягнуто.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>River</source>
        <translation>Річка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base game</source>
        <translation>Базова гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Корчми та собори»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купці та будівельники»</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>Tile %1: %n left</source>
        <translation>
            <numerusform>Тайл «%1»: лишився %n</numerusform>
            <numerusform>Тайл «%1»: лишилося %n</numerusform>
            <numerusform>Тайл «%1»: лишилося %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-37"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>У мішечку %n тайл</numerusform>
            <numerusform>У мішечку %n тайли</numerusform>
            <numerusform>У мішечку %n тайлів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ReplayPanel</name>
    <message>
        <location filename="../app/replaypanel.cpp" line="+111"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Перегляд запису</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First move (%1)</source>
        <translation>На початок гри (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one move (%1)</source>
        <translation>На хід назад (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward one move (%1)</source>
        <translation>На хід уперед (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move (%1)</source>
        <translation>До останнього ходу (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pace:</source>
        <translation>&amp;Темп:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Помірно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Дуже швидко</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play On from Here</source>
        <translation>Дограти з цього ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position shown</source>
        <translation>Почати нову гру з показаного ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Закрити перегляд</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Start of the game, %n move(s) recorded</source>
        <translation>
            <numerusform>Початок гри, записано %n хід</numerusform>
            <numerusform>Початок гри, записано %n ходи</numerusform>
            <numerusform>Початок гри, записано %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of %2</source>
        <translation>Хід %1 з %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pause (%1)</source>
        <translation>Пауза (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the moves one by one (%1)</source>
        <translation>Показувати ходи один за одним (%1)</translation>
    </message>
</context>
<context>
    <name>bastide::ScoreChart</name>
    <message numerus="yes">
        <location filename="../app/scorechart.cpp" line="+172"/>
        <source>%1: %n point(s)</source>
        <extracomment>A score chart&apos;s tooltip: the player&apos;s whole name and their points</extracomment>
        <translation>
            <numerusform>%1: %n очко</numerusform>
            <numerusform>%1: %n очки</numerusform>
            <numerusform>%1: %n очок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ScorePanel</name>
    <message>
        <location filename="../app/scorepanel.cpp" line="+52"/>
        <source>SCORES</source>
        <translation>РАХУНОК</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles…</source>
        <translation>Тайли…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which tiles are still in the bag (T)</source>
        <translation>Які тайли ще в мішечку (T)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No tiles left</source>
        <translation>Тайлів не лишилося</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>Лишився %n тайл</numerusform>
            <numerusform>Лишилося %n тайли</numerusform>
            <numerusform>Лишилося %n тайлів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ScoreRow</name>
    <message>
        <location filename="../app/scorerow.cpp" line="+49"/>
        <source>Winner</source>
        <translation>Переможець</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Computer player (%1)</source>
        <translation>Комп’ютерний гравець (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human player</source>
        <translation>Гравець-людина</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score if the game ended now: %n point(s)</source>
        <translation>
            <numerusform>Якби гра закінчилася зараз: %n очко</numerusform>
            <numerusform>Якби гра закінчилася зараз: %n очки</numerusform>
            <numerusform>Якби гра закінчилася зараз: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n міпл</numerusform>
            <numerusform>%n міпли</numerusform>
            <numerusform>%n міплів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · abbot</source>
        <translation>%1 · абат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · abbot out</source>
        <translation>%1 · абат на мапі</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: in supply</source>
        <translation>%1: у запасі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: on the board</source>
        <translation>%1: на мапі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big follower</source>
        <translation>великий міпл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>будівельник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>свиня</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>wine %1</source>
        <translation>вино %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Wine: %n token(s)</source>
        <translation>
            <numerusform>Вино: %n жетон</numerusform>
            <numerusform>Вино: %n жетони</numerusform>
            <numerusform>Вино: %n жетонів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>grain %1</source>
        <translation>зерно %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Grain: %n token(s)</source>
        <translation>
            <numerusform>Зерно: %n жетон</numerusform>
            <numerusform>Зерно: %n жетони</numerusform>
            <numerusform>Зерно: %n жетонів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cloth %1</source>
        <translation>тканина %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Cloth: %n token(s)</source>
        <translation>
            <numerusform>Тканина: %n жетон</numerusform>
            <numerusform>Тканина: %n жетони</numerusform>
            <numerusform>Тканина: %n жетонів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — leads, 10 points at the end</source>
        <translation>%1 — найбільше, 10 очок наприкінці</translation>
    </message>
</context>
<context>
    <name>bastide::ScoreShow</name>
    <message>
        <location filename="../app/scoreshow.cpp" line="+81"/>
        <location line="+59"/>
        <source>+%1</source>
        <extracomment>Floats up from a completed city: &quot;+1 wine&quot; (the tokens its completer takes).</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>bastide::ScoreTimeline</name>
    <message>
        <location filename="../app/scoretimeline.cpp" line="+132"/>
        <location line="+68"/>
        <source>moves</source>
        <extracomment>Under the score-over-time chart: its horizontal axis counts moves</extracomment>
        <translation>ходи</translation>
    </message>
</context>
<context>
    <name>bastide::SeatEditor</name>
    <message>
        <location filename="../app/seateditor.cpp" line="+53"/>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Колір</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer</source>
        <translation>Людина чи комп’ютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>Людина</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer · %1</source>
        <translation>Комп’ютер · %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Remove this player</source>
        <translation>Прибрати цього гравця</translation>
    </message>
</context>
<context>
    <name>bastide::ShortcutsDialog</name>
    <message>
        <location filename="../app/shortcutsdialog.cpp" line="+21"/>
        <source>Keyboard Shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keyboard shortcuts</source>
        <translation>Гарячі клавіші</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Other</source>
        <translation>Інше</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>bastide::SidePanel</name>
    <message>
        <location filename="../app/sidepanel.cpp" line="+168"/>
        <source>Game Log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score Chart</source>
        <translation>Графік очок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone&apos;s score move by move, and where it came from</source>
        <translation>Очки кожного гравця хід за ходом і за що їх отримано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a line to see it on the board</source>
        <translation>Клацніть рядок, щоб побачити його на мапі</translation>
    </message>
</context>
<context>
    <name>bastide::StatisticsPanel</name>
    <message>
        <location filename="../editor/statisticspanel.cpp" line="+111"/>
        <source>Play test games again</source>
        <translation>Зіграти тестові партії ще раз</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Contents</source>
        <translation>Склад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge patterns</source>
        <translation>Набори країв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test games</source>
        <translation>Тестові партії</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bastide plays %n whole games on this deck with random moves and counts the tiles that fit nowhere when drawn and must be discarded. People leave fewer awkward holes than random play, so real games discard fewer.</source>
        <translation>
            <numerusform>Bastide грає %n повну партію цією колодою випадковими ходами й рахує тайли, які після витягування нікуди не підходять і мають бути відкладені. Люди залишають менше незручних дірок, ніж випадкова гра, тож у справжніх партіях відкладених тайлів менше.</numerusform>
            <numerusform>Bastide грає %n повні партії цією колодою випадковими ходами й рахує тайли, які після витягування нікуди не підходять і мають бути відкладені. Люди залишають менше незручних дірок, ніж випадкова гра, тож у справжніх партіях відкладених тайлів менше.</numerusform>
            <numerusform>Bastide грає %n повних партій цією колодою випадковими ходами й рахує тайли, які після витягування нікуди не підходять і мають бути відкладені. Люди залишають менше незручних дірок, ніж випадкова гра, тож у справжніх партіях відкладених тайлів менше.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+94"/>
        <source>In play:</source>
        <extracomment>Before the boxes of the expansion sets the statistics count: &quot;In play: [x] Inns &amp; Cathedrals [x] my-set&quot;.</extracomment>
        <translation>У грі:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics and test games count the base game and the sets ticked here, as a game with them plays. Play This Deck starts with the same sets.</source>
        <translation>Статистика й тестові партії враховують базову гру та позначені тут набори, як їх розіграє партія. «Гра цією колодою» починається з тими самими наборами.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Fix the deck&apos;s problems to play test games on it.</source>
        <translation>Щоб зіграти тестові партії, виправте проблеми колоди.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing test games…</source>
        <translation>Тривають тестові партії…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test games start a moment after the last edit.</source>
        <translation>Тестові партії почнуться за мить після останньої зміни.</translation>
    </message>
</context>
<context>
    <name>bastide::StatisticsText</name>
    <message>
        <location filename="../editor/statisticstext.cpp" line="+32"/>
        <location line="+64"/>
        <location line="+64"/>
        <source>, </source>
        <extracomment>Separates tile ids in a list: &quot;D, E, F&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="-113"/>
        <source>city</source>
        <extracomment>An edge&apos;s terrain, as in an edge pattern &quot;city-road-field-road&quot;.</extracomment>
        <translation>місто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>річка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1-%2-%3-%4</source>
        <extracomment>An edge pattern: the four edges&apos; terrains clockwise from north, &quot;city-road-field-road&quot;.</extracomment>
        <translation>%1-%2-%3-%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tiles: &lt;b&gt;%1&lt;/b&gt; (base game %2, river %3) · Types: %4</source>
        <translation>Тайлів: &lt;b&gt;%1&lt;/b&gt; (базова гра: %2, річка: %3) · Типів: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles: &lt;b&gt;%1&lt;/b&gt; (base game %2, river %3, expansion sets %4) · Types: %5</source>
        <translation>Тайлів: &lt;b&gt;%1&lt;/b&gt; (базова гра: %2, річка: %3, набори доповнень: %4) · Типів: %5</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>In play after the river: the base game alone, %n tile(s). The figures below count these.</source>
        <translation>
            <numerusform>У грі після річки — лише базова гра, %n тайл. Цифри нижче рахують їх.</numerusform>
            <numerusform>У грі після річки — лише базова гра, %n тайли. Цифри нижче рахують їх.</numerusform>
            <numerusform>У грі після річки — лише базова гра, %n тайлів. Цифри нижче рахують їх.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In play after the river: the base game and %1, %n tile(s). The figures below count these.</source>
        <translation>
            <numerusform>У грі після річки — базова гра та %1, %n тайл. Цифри нижче рахують їх.</numerusform>
            <numerusform>У грі після річки — базова гра та %1, %n тайли. Цифри нижче рахують їх.</numerusform>
            <numerusform>У грі після річки — базова гра та %1, %n тайлів. Цифри нижче рахують їх.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edge</source>
        <translation>Край</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edges</source>
        <translation>Країв</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles that can meet it</source>
        <translation>Тайлів, що можуть прилягти</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shields: %1 · Monasteries: %2 · Gardens: %3</source>
        <translation>Щитів: %1 · Монастирів: %2 · Садів: %3</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Holes: the share of holes with one neighbour, or two side by side, that some turn of the tile fills, the neighbours&apos; edges drawn like the edges of the tiles in play. Points: what finishing everything on the tile is worth (2 per city part and per shield, 1 per road, 9 for a monastery or garden).</source>
        <translation>Місця й кути: частка порожніх місць з одним сусідом або з двома сусідами на суміжних краях, які тайл закриває в якомусь повороті; краї сусідів — як у тайлів у грі. Очки: скільки варте все на тайлі, якщо це завершити (2 за частину міста і за щит, 1 за дорогу, 9 за монастир або сад).</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>By group</source>
        <translation>За групами</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Group</source>
        <translation>Група</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Types</source>
        <translation>Типи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shields</source>
        <translation>Щити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns</source>
        <extracomment>Column of the statistics by group: copies with an inn.</extracomment>
        <translation>Корчми</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cathedrals</source>
        <translation>Собори</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inner fields</source>
        <translation>Внутр. поля</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trade goods</source>
        <translation>Товари</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Tiles that fit nowhere:</source>
        <translation>Тайли, що нікуди не підходять:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tiles that fill few corner holes</source>
        <translation>Тайли, що рідко закривають кут</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2): of the holes with two neighbours side by side, edges drawn like the deck&apos;s, it fills %3%; they come with every bend of the board&apos;s edge.</source>
        <translation>%1 (%2): з порожніх місць із двома сусідами на суміжних краях (краї як у колоді) він закриває %3%; такі місця з’являються на кожному вигині краю мапи.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Edge pattern</source>
        <translation>Набір країв</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>Copies</source>
        <translation>Копій</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+65"/>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Tiles in play: road ends %1, roads running through %2; city parts reaching one edge %3, two %4, three %5, four %6</source>
        <translation>Тайли в грі: кінців доріг — %1, наскрізних доріг — %2; частин міста на одному краї — %3, на двох — %4, на трьох — %5, на чотирьох — %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points per tile in play when all it holds is finished: %1 on average (fields left out)</source>
        <translation>Очок на тайл у грі, якщо завершити все, що на ньому є: у середньому %1 (без полів)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>no other tile in play has an edge they can meet, so no hole takes them: %1.</source>
        <translation>жоден інший тайл у грі не має краю, до якого вони підійшли б, тож їх не викласти на жодне порожнє місце: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every tile in play has an edge some other tile can meet, so it fits a hole with one neighbour. Holes with more neighbours ask for a turn whose whole edge pattern matches: how often a tile then fits nowhere, the test games measure.</source>
        <translation>Кожен тайл у грі має край, до якого підходить якийсь інший тайл, тож він підійде до порожнього місця з одним сусідом. Порожньому місцю з кількома сусідами потрібен поворот, за якого збігається весь набір країв; як часто тайл тоді нікуди не підходить, показують тестові партії.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Tile</source>
        <translation>Тайл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One-neighbour holes</source>
        <translation>Місця з 1 сусідом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corner holes</source>
        <translation>Кути</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Road ends</source>
        <translation>Кінці доріг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1% discarded</source>
        <translation>%1% відкладено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: %1 · tiles drawn: %2 · fitting nowhere: %3</source>
        <translation>Партій: %1 · витягнуто тайлів: %2 · нікуди не підійшло: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Would have fit nowhere, had it been drawn:</source>
        <translation>Нікуди б не підійшли, якби їх витягнули:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: at %2% of the turns; discarded %3 of %4 times drawn</source>
        <translation>%1: у %2% ходів; відкладено %3 раз із %4 витягнутих</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is often: add tiles with the edges these tiles need, or give them more kinds of edge.</source>
        <translation>Це часто: додайте тайли з краями, яких потребують ці тайли, або дайте їм більше різновидів країв.</translation>
    </message>
</context>
<context>
    <name>bastide::TileCanvas</name>
    <message>
        <location filename="../editor/canvastools.cpp" line="+12"/>
        <source>Click an edge to make it city. Drag across edges to make one city of them.</source>
        <translation>Клацніть край, щоб зробити його містом. Протягніть через кілька країв, щоб об’єднати їх в одне місто.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click an edge to start a road there. Drag from edge to edge to run one road between them.</source>
        <translation>Клацніть край, щоб почати там дорогу. Протягніть від краю до краю, щоб прокласти між ними одну дорогу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click an edge to let the river reach it. Drag from edge to edge for a river flowing through.</source>
        <translation>Клацніть край, щоб річка доходила до нього. Протягніть від краю до краю, щоб річка протікала крізь тайл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only tiles of the river group carry a river: set the group to River first.</source>
        <translation>Річка буває лише на тайлах групи «Річка»: спершу змініть групу на «Річка».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click an edge to make it field again.</source>
        <translation>Клацніть край, щоб знову зробити його полем.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag from one city, road or field to another to make them one. Click a piece to separate it.</source>
        <translation>Протягніть від одного міста, дороги чи поля до іншого, щоб об’єднати їх. Клацніть частину, щоб відокремити її.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to add a shield; Shift+click takes one away.</source>
        <translation>Клацніть місто, щоб додати щит; Shift+клацання прибирає щит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile to place a monastery in the middle, or to remove it.</source>
        <translation>Клацніть тайл, щоб поставити монастир посередині або прибрати його.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile to place a garden in the middle, or to remove it.</source>
        <translation>Клацніть тайл, щоб додати сад посередині або прибрати його.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a road to put an inn by it, or to take the inn away (Inns &amp; Cathedrals: a finished road with an inn scores double).</source>
        <translation>Клацніть дорогу, щоб поставити біля неї корчму або прибрати її («Корчми та собори»: завершена дорога з корчмою приносить удвічі більше).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to build a cathedral in it, or to take it away (Inns &amp; Cathedrals: a finished city with a cathedral scores 3 a tile and 3 a shield).</source>
        <translation>Клацніть місто, щоб збудувати в ньому собор або прибрати його («Корчми та собори»: завершене місто із собором приносить 3 очки за тайл і 3 за щит).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to add a wine symbol; Shift+click takes one away.</source>
        <translation>Клацніть місто, щоб додати символ вина; Shift+клацання прибирає символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to add a grain symbol; Shift+click takes one away.</source>
        <translation>Клацніть місто, щоб додати символ зерна; Shift+клацання прибирає символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to add a cloth symbol; Shift+click takes one away.</source>
        <translation>Клацніть місто, щоб додати символ тканини; Shift+клацання прибирає символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to put a field inside it that touches no edge (farmers there supply only that city); click again to take it away.</source>
        <translation>Клацніть місто, щоб помістити в нього поле, яке не торкається країв (селяни на ньому постачають лише це місто); повторне клацання прибирає поле.</translation>
    </message>
    <message>
        <location filename="../editor/tilecanvas.cpp" line="+210"/>
        <source>%1: %2</source>
        <extracomment>The feature under the mouse: its name, then where it touches the border.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a tile to the deck to start drawing.</source>
        <translation>Додайте тайл до колоди, щоб почати малювати.</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="+38"/>
        <source>That edge is already drawn so.</source>
        <translation>Цей край уже так намальовано.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make an edge city</source>
        <translation>перетворення краю на місто</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a city across edges</source>
        <translation>малювання міста через краї</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge road</source>
        <translation>перетворення краю на дорогу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a road between edges</source>
        <translation>малювання дороги між краями</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge river</source>
        <translation>перетворення краю на річку</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a river between edges</source>
        <translation>малювання річки між краями</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge field</source>
        <translation>перетворення краю на поле</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Make edges field</source>
        <translation>перетворення країв на поле</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This piece stands on its own already.</source>
        <translation>Ця частина вже окрема.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Separate a city edge</source>
        <translation>відокремлення краю міста</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate a road end</source>
        <translation>відокремлення кінця дороги</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate a river end</source>
        <translation>відокремлення кінця річки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate part of a field</source>
        <translation>відокремлення частини поля</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only like joins like: a city with a city, a road with a road, a field with a field.</source>
        <translation>Об’єднувати можна лише однакове: місто з містом, дорогу з дорогою, поле з полем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join two cities</source>
        <translation>об’єднання двох міст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two roads</source>
        <translation>об’єднання двох доріг</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two rivers</source>
        <translation>об’єднання двох річок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two fields</source>
        <translation>об’єднання двох полів</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shields go on cities.</source>
        <translation>Щити бувають лише в містах.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a shield</source>
        <comment>edit</comment>
        <extracomment>The name of an edit in the Undo menu</extracomment>
        <translation>додавання щита</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove a shield</source>
        <comment>edit</comment>
        <translation>вилучення щита</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>An inn stands on a road: click a road.</source>
        <translation>Корчма стоїть біля дороги: клацніть дорогу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove the inn</source>
        <extracomment>The name of an edit in the Undo menu</extracomment>
        <translation>видалення корчми</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place an inn</source>
        <translation>розміщення корчми</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A cathedral stands in a city: click a city.</source>
        <translation>Собор стоїть у місті: клацніть місто.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the cathedral</source>
        <translation>видалення собору</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place a cathedral</source>
        <translation>розміщення собору</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The mark “%1” stands in a city: click a city.</source>
        <translation>Позначка «%1» ставиться в місто: клацніть місто.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mark “%1” stands on a road: click a road.</source>
        <translation>Позначка «%1» ставиться на дорогу: клацніть дорогу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mark “%1” stands in a field: click a field.</source>
        <translation>Позначка «%1» ставиться в поле: клацніть поле.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Remove the mark “%1”</source>
        <extracomment>The name of an edit in the Undo menu; %1 is a mark (&quot;princess&quot;).</extracomment>
        <translation>видалення позначки «%1»</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Add the mark “%1”</source>
        <translation>додавання позначки «%1»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trade goods go on cities: click a city.</source>
        <translation>Товари бувають лише в містах: клацніть місто.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This city has none of these goods to take away.</source>
        <translation>У цьому місті немає такого товару, прибирати нічого.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add wine</source>
        <translation>додавання вина</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove wine</source>
        <translation>видалення вина</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add grain</source>
        <translation>додавання зерна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove grain</source>
        <translation>видалення зерна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add cloth</source>
        <translation>додавання тканини</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove cloth</source>
        <translation>видалення тканини</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Remove an inner field</source>
        <translation>видалення внутрішнього поля</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>An inner field lies inside a city, touching no edge: click a city.</source>
        <translation>Внутрішнє поле лежить усередині міста й не торкається країв: клацніть місто.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../editor/canvasmenu.cpp" line="+77"/>
        <source>Add an inner field</source>
        <translation>додавання внутрішнього поля</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="-7"/>
        <source>Add a shield</source>
        <translation>Додати щит</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove a shield</source>
        <translation>Прибрати щит</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="-120"/>
        <location line="+18"/>
        <source>Remove the monastery</source>
        <translation>видалення монастиря</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Put a monastery in place of the garden</source>
        <translation>заміна саду монастирем</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Place a monastery</source>
        <translation>розміщення монастиря</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+14"/>
        <source>Remove the garden</source>
        <translation>видалення саду</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Put a garden in place of the monastery</source>
        <translation>заміна монастиря садом</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Place a garden</source>
        <translation>розміщення саду</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="-23"/>
        <source>Make this edge city</source>
        <translation>Зробити цей край містом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge road</source>
        <translation>Зробити цей край дорогою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge river</source>
        <translation>Зробити цей край річкою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge field</source>
        <translation>Зробити цей край полем</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Separate this piece</source>
        <translation>Відокремити цю частину</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Cathedral in this city</source>
        <translation>Собор у цьому місті</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Princess in this city</source>
        <extracomment>The princess stands in this city (The Princess &amp; the Dragon).</extracomment>
        <translation>Принцеса в цьому місті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volcano</source>
        <translation>Вулкан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dragon sign</source>
        <extracomment>The tile shows the dragon: it is held back until the dragon is on the board.</extracomment>
        <translation>Знак дракона</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Magic portal</source>
        <translation>Чарівний портал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tower foundation</source>
        <translation>Основа вежі</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Remove the inner field</source>
        <translation>Прибрати внутрішнє поле</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marks of the whole tile</source>
        <translation>Позначки всього тайла</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Inn by this road</source>
        <translation>Корчма біля цієї дороги</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="-86"/>
        <source>Separate a piece</source>
        <translation>відокремлення частини</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="+83"/>
        <source>Monastery in the middle</source>
        <translation>Монастир посередині</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garden in the middle</source>
        <translation>Сад посередині</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the middle</source>
        <translation>Нічого посередині</translation>
    </message>
    <message>
        <location filename="../editor/tilecanvas.cpp" line="+164"/>
        <source>No tile selected</source>
        <translation>Тайл не вибрано</translation>
    </message>
    <message>
        <location filename="../editor/canvasoverlay.cpp" line="+65"/>
        <location line="+132"/>
        <source>#%1</source>
        <extracomment>A feature&apos;s number on the zones shown over a tile&apos;s own picture.</extracomment>
        <translation>№%1</translation>
    </message>
</context>
<context>
    <name>bastide::TileListDelegate</name>
    <message>
        <location filename="../editor/tilelistdelegate.cpp" line="+34"/>
        <source>×%1</source>
        <extracomment>Copies of a tile in the deck, shown as a badge: &quot;×4&quot;.</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>start</source>
        <translation>старт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spring</source>
        <translation>джерело</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lake</source>
        <translation>озеро</translation>
    </message>
</context>
<context>
    <name>bastide::TileListPanel</name>
    <message>
        <location filename="../editor/tilelistpanel.cpp" line="+94"/>
        <source>Tiles</source>
        <translation>Тайли</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All groups</source>
        <translation>Усі групи</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Show the tiles of one group only</source>
        <translation>Показувати тайли лише однієї групи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile group filter</source>
        <translation>Фільтр груп тайлів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles of the deck</source>
        <translation>Тайли колоди</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Types: %1 · Tiles: %2</source>
        <extracomment>Below the tile list.</extracomment>
        <translation>Типів: %1 · Тайлів: %2</translation>
    </message>
</context>
<context>
    <name>bastide::TilePropertiesPanel</name>
    <message>
        <location filename="../editor/tilepropertiespanel.cpp" line="+222"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Tile</source>
        <translation>Тайл</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>A tile has from %1 to %2 copies (a deck holds at most %2 tiles).</source>
        <translation>Тайл має від %1 до %2 копій (у колоді не більше %2 тайлів).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Change the id</source>
        <translation>зміна ідентифікатора</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove the name in %1</source>
        <extracomment>An edit in the History; %1 is a language code (&quot;de&quot;).</extracomment>
        <translation>видалення назви мовою «%1»</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Remove the picture</source>
        <translation>видалення малюнка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1 to 16 letters A–Z, digits, _ or -; unique in the deck. Game records name tiles by it.</source>
        <translation>Від 1 до 16 латинських літер A–Z, цифр, _ або -; унікальний у колоді. За ним тайли названо в записах ігор.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Id:</source>
        <translation>&amp;Ідентифікатор:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in English</source>
        <translation>Назва англійською</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;English name:</source>
        <translation>Назва &amp;англійською:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many copies of this tile the deck holds, the start copy included</source>
        <translation>Скільки копій цього тайла містить колода, разом зі стартовою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copies:</source>
        <translation>&amp;Копій:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Group:</source>
        <translation>&amp;Група:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation>Р&amp;оль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture</source>
        <translation>Малюнок</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>An id has at most 16 characters, so “%1” was left out.</source>
        <extracomment>%1 is the character that was typed and left out.</extracomment>
        <translation>В ідентифікаторі не більше 16 знаків, тому «%1» пропущено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A space was left out: an id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -.</source>
        <translation>Пробіл пропущено: ідентифікатор — від 1 до 16 знаків: латинські літери A–Z і a–z, цифри, _ і -.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” was left out: an id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -.</source>
        <extracomment>%1 is the character that was typed and left out.</extracomment>
        <translation>«%1» пропущено: ідентифікатор — від 1 до 16 знаків: латинські літери A–Z і a–z, цифри, _ і -.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -; what was pasted or typed was left out.</source>
        <translation>Ідентифікатор — від 1 до 16 знаків: латинські літери A–Z і a–z, цифри, _ і -; вставлене чи набране пропущено.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Start tile (laid first)</source>
        <translation>Стартовий тайл (викладають перед першим ходом)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drawn from its features. Import a picture (SVG, PNG or JPEG) to show it in place of the drawing; the features still rule the game.</source>
        <translation>Намальовано за об’єктами. Завантажте малюнок (SVG, PNG або JPEG), щоб показувати його замість цього зображення; у грі однаково діють об’єкти.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown with its own picture. The features below still rule the game.</source>
        <translation>Показано власним малюнком. У грі однаково діють об’єкти, наведені нижче.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Change the name</source>
        <translation>перейменування</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Move to the river</source>
        <translation>перенесення до річки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move to the base game</source>
        <translation>перенесення до базової гри</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move to %1</source>
        <extracomment>The name of an edit in the Undo menu, followed by the tile; %1 is a group (&quot;Inns &amp; Cathedrals&quot;, &quot;my-set&quot;).</extracomment>
        <translation>перенесення до групи %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unmark tile %1</source>
        <translation>зняття позначки з тайла «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make tile %1 the spring</source>
        <translation>призначення тайла «%1» джерелом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make tile %1 the start</source>
        <translation>призначення тайла «%1» стартовим</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make tile %1 the lake</source>
        <translation>призначення тайла «%1» озером</translation>
    </message>
    <message>
        <location line="-259"/>
        <source>Change number of copies</source>
        <translation>зміна кількості копій</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>River tiles are used only with the river rule, and are drawn before every base tile. The tiles of an expansion set, or of a set of your own, are in a game only when it is chosen.</source>
        <translation>Тайли річки використовуються лише з правилом річки й тягнуться раніше за всі базові. Тайли доповнення або вашого власного набору потрапляють у гру, лише якщо набір вибрано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import Picture…</source>
        <translation>Завантажити малюнок…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An SVG, PNG or JPEG picture, shown in place of the drawing</source>
        <translation>Малюнок SVG, PNG або JPEG, що показується замість намальованого</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>River tile</source>
        <translation>Тайл річки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring (laid first)</source>
        <translation>Джерело (викладають першим)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lake (drawn last)</source>
        <translation>Озеро (тягнуть останнім)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A spring or lake has one river edge and one copy.</source>
        <translation>Джерело чи озеро має один річковий край і одну копію.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A river tile has two river edges.</source>
        <translation>Тайл річки має два річкові краї.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Ordinary tile</source>
        <translation>Звичайний тайл</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Shuffled in with the base tiles when a game takes this set.</source>
        <translation>Замішується до базових тайлів, якщо гра бере цей набір.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One base tile is the start tile.</source>
        <translation>Один тайл базової гри — стартовий.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>New Group…</source>
        <translation>Нова група…</translation>
    </message>
</context>
<context>
    <name>bastide::TurnHints</name>
    <message>
        <location filename="../app/turnhints.cpp" line="+34"/>
        <source>Start a new game from the Game menu (%1)</source>
        <translation>Почніть нову гру в меню «Гра» (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: place your tile on a gold spot — R to rotate</source>
        <translation>%1: викладіть тайл на золоту позначку — R, щоб повернути</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: turned this way the tile fits nowhere — press R to rotate it</source>
        <translation>%1: у такому положенні тайл нікуди не підходить — натисніть R, щоб повернути його</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: press Enter to take the abbot back and end your turn — press A or click the abbot again to leave it on the board</source>
        <translation>%1: натисніть Enter, щоб забрати абата й завершити хід, — натисніть A або клацніть абата ще раз, щоб залишити його на мапі</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: press Enter to end your turn — click the figure again to take it off</source>
        <translation>%1: натисніть Enter, щоб завершити хід, або клацніть фігуру ще раз, щоб зняти її</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click a ring to place a figure, or press Enter to end your turn</source>
        <translation>%1: клацніть кільце, щоб поставити фігуру, або натисніть Enter, щоб завершити хід</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click your abbot to take it back, or press Enter to end your turn</source>
        <translation>%1: клацніть свого абата, щоб забрати його, або натисніть Enter, щоб завершити хід</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: press Enter to end your turn — Esc picks the tile up</source>
        <translation>%1: натисніть Enter, щоб завершити хід, або Esc, щоб знову взяти тайл у руку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: choose the dragon&apos;s next tile</source>
        <translation>%1: виберіть наступний тайл для дракона</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose where your wagon goes, or keep it in your supply</source>
        <translation>%1: виберіть, куди поїде ваш віз, або залиште його в запасі</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: lay your abbey in a hole closed on all four sides, or draw a tile</source>
        <translation>%1: викладіть абатство в дірку, закриту з усіх чотирьох боків, або візьміть тайл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: lay your abbey in this last round, or pass</source>
        <translation>%1: викладіть абатство в цьому останньому колі або пропустіть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 decides</source>
        <translation>%1 ухвалює рішення</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: move %1 of the game</source>
        <translation>Перегляд запису: хід %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move taken back</source>
        <translation>Хід скасовано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not this way round: %1. Press R to turn the tile.</source>
        <translation>Не в такому положенні: %1. Натисніть R, щоб повернути тайл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tile cannot go there: %1.</source>
        <translation>Сюди тайл викласти не можна: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s tile fits nowhere, so it was put aside and another drawn</source>
        <translation>%1: тайл нікуди не підходить — його відкладено й витягнуто інший</translation>
    </message>
</context>
<context>
    <name>bastide::TurnPanel</name>
    <message>
        <location filename="../app/turnpanel.cpp" line="+150"/>
        <source>Turn the tile anticlockwise (Shift+R)</source>
        <translation>Повернути тайл проти годинникової стрілки (Shift+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile anticlockwise</source>
        <translation>Повернути тайл проти годинникової стрілки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile clockwise (R)</source>
        <translation>Повернути тайл за годинниковою стрілкою (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile clockwise</source>
        <translation>Повернути тайл за годинниковою стрілкою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click, right-click or scroll to turn the tile</source>
        <translation>Клацніть лівою чи правою кнопкою або прокрутіть коліщатко, щоб повернути тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tile in hand</source>
        <translation>Тайл у руці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No figure</source>
        <translation>Без фігури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the turn without placing a figure</source>
        <translation>Завершити хід, не ставлячи фігуру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back abbot</source>
        <translation>Забрати абата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take your abbot back and score its monastery or garden now</source>
        <translation>Забрати свого абата й одразу отримати очки за його монастир чи сад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the tile up again (Esc)</source>
        <translation>Знову взяти тайл у руку (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm and end your turn (Enter)</source>
        <translation>Підтвердити й завершити хід (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Зіграти ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No game yet</source>
        <translation>Гру ще не розпочато</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the players and start playing</source>
        <translation>Виберіть гравців і почніть гру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every tile has been laid</source>
        <translation>Усі тайли викладено</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s turn</source>
        <translation>Хід: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer · %1</source>
        <translation>Комп’ютер · %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>У мішечку %n тайл</numerusform>
            <numerusform>У мішечку %n тайли</numerusform>
            <numerusform>У мішечку %n тайлів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · second tile</source>
        <extracomment>The builder&apos;s double turn: the player lays a second tile in the same turn.</extracomment>
        <translation>%1 · другий тайл</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Taking back the abbot</source>
        <translation>Вибрано: забрати абата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a spot on the tile for a figure, or end the turn without one</source>
        <translation>Виберіть місце на тайлі для фігури або завершіть хід без неї</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No figure can go on this tile, but you may take back your abbot</source>
        <translation>На цей тайл не можна поставити фігуру, але можна забрати свого абата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No figure can go on this tile</source>
        <translation>На цей тайл не можна поставити фігуру</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the tile on a gold spot</source>
        <translation>Викладіть тайл на золоту позначку</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Second tile: you extended the feature of your builder</source>
        <translation>Другий тайл: ви продовжили об’єкт свого будівельника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second tile: you extended the city of your builder</source>
        <translation>Другий тайл: ви продовжили місто свого будівельника</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second tile: you extended the road of your builder</source>
        <translation>Другий тайл: ви продовжили дорогу свого будівельника</translation>
    </message>
</context>
<context>
    <name>bastide::UndoControl</name>
    <message>
        <location filename="../app/undocontrol.cpp" line="+41"/>
        <source>Undo move</source>
        <translation>Скасування ходу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo %1&apos;s move?</source>
        <translation>Скасувати хід гравця %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move is taken back for everyone, with any computer moves after it.</source>
        <translation>Хід скасовується для всіх, разом із ходами комп’ютера після нього.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the Move</source>
        <translation>Скасувати хід</translation>
    </message>
</context>
<context>
    <name>bastide::WindowDialogs</name>
    <message>
        <location filename="../app/windowdialogs.cpp" line="+90"/>
        <source>Game window</source>
        <translation>Вікно гри</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Deck editor</source>
        <translation>Редактор колод</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About Bastide</source>
        <translation>Про Bastide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Bastide %1&lt;/h3&gt;&lt;p&gt;A tile-laying game of roads, cities, monasteries and fields.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bastide %1&lt;/h3&gt;&lt;p&gt;Гра про викладання тайлів: дороги, міста, монастирі й поля.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
