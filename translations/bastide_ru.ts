<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
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
        <translation>Использование: bastide-cli КОМАНДА [АРГУМЕНТЫ]

Команды:
  validate КОЛОДА.json    проверить файл колоды
  replay ИГРА.json        воспроизвести запись партии и вывести очки
  selfplay [ПАРАМЕТРЫ]    сыграть партии между компьютерными игроками и вывести итоги
  bench [--seconds T]     играть случайные партии как можно быстрее в одном потоке
  move ИГРА.json [--ai УРОВЕНЬ] [--seed S]
                          вывести ответ ИИ Bastide на решение, которого ждёт игра
                          (первый тайл мешка или шаг либо выбор, которого требует дополнение)
  legal ИГРА.json         вывести все допустимые ответы на решение, которого ждёт игра
  match --bot &apos;КОМАНДА&apos; [--bot &apos;КОМАНДА&apos; ...] [--ai УРОВЕНЬ ...] [ПАРАМЕТРЫ]
                          судить партии между внешними ботами и компьютерными игроками

Код возврата: 0 — успех, 1 — работа не удалась, 2 — неверный вызов или входные данные.
</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>unknown command &quot;%1&quot;</source>
        <translation>неизвестная команда «%1»</translation>
    </message>
    <message>
        <location filename="../cli/botposition.cpp" line="+32"/>
        <source>%1: &quot;bag&quot; is empty, so there is no tile to play</source>
        <translation>%1: «bag» пуст, играть нечем — тайлов не осталось</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the record has no &quot;bag&quot;, so the tile to play is unknown</source>
        <translation>%1: в записи нет «bag», поэтому неизвестно, какой тайл играть</translation>
    </message>
    <message>
        <location filename="../cli/commandline.cpp" line="+25"/>
        <source>unknown option %1</source>
        <translation>неизвестный параметр %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>option --%1 needs a value</source>
        <translation>параметру --%1 нужно значение</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>--%1 must be an integer from %2 to %3</source>
        <translation>--%1 должен быть целым числом от %2 до %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 must be a number from %2 to %3</source>
        <translation>--%1 должен быть числом от %2 до %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1 must be on or off</source>
        <translation>--%1 должен быть on или off</translation>
    </message>
    <message>
        <location filename="../cli/gamecheck.cpp" line="+28"/>
        <source>the replayed moves differ</source>
        <translation>ходы после воспроизведения отличаются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished %1, replayed %2</source>
        <translation>окончена: %1, после воспроизведения: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bag differs (%1 tiles, replayed %2)</source>
        <translation>мешок отличается (тайлов: %1, после воспроизведения: %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %1 to move, replayed %2</source>
        <translation>ходит игрок %1, после воспроизведения — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 players, replayed %2</source>
        <translation>игроков: %1, после воспроизведения: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>player %1 scores %2, replayed %3</source>
        <translation>у игрока %1 очков: %2, после воспроизведения: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>player %1&apos;s breakdown or supply differs</source>
        <translation>у игрока %1 отличаются очки по видам или запас подданных</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the figures on the board differ</source>
        <translation>подданные на поле отличаются</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiles placed, replayed %2</source>
        <translation>выложено тайлов: %1, после воспроизведения: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the setup (deck, rules, players or seed) differs</source>
        <translation>настройки партии (колода, правила, игроки или номер раздачи) отличаются</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 does not read back: %2</source>
        <translation>%1 не читается обратно: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not replay: %2</source>
        <translation>%1 не воспроизводится: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the replayed game saves to different bytes</source>
        <translation>%1: воспроизведённая партия сохраняется в другие байты</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no legal move for an unfinished game</source>
        <translation>у незаконченной партии нет допустимого хода</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a listed legal move is refused: %1</source>
        <translation>допустимый ход из списка отклонён: %1</translation>
    </message>
    <message>
        <location filename="../cli/legalcommand.cpp" line="+21"/>
        <source>usage: bastide-cli legal GAME.json</source>
        <translation>Использование: bastide-cli legal ИГРА.json</translation>
    </message>
    <message>
        <location filename="../cli/match/matchcommand.cpp" line="+26"/>
        <source>usage: bastide-cli match --bot &apos;COMMAND&apos; [--bot &apos;COMMAND&apos; ...] [--ai LEVEL ...]
           [--games G] [--seed S] [--clock SECONDS] [--river on|off] [--abbot on|off]
           [--farmers modern|classic|none] [--expansions SET,SET]
           [--house-rules RULE,RULE] [--deck DECK.json] [--out DIR]</source>
        <translation>Использование: bastide-cli match --bot &apos;КОМАНДА&apos; [--bot &apos;КОМАНДА&apos; ...] [--ai УРОВЕНЬ ...]
           [--games G] [--seed S] [--clock СЕКУНДЫ] [--river on|off] [--abbot on|off]
           [--farmers modern|classic|none] [--expansions НАБОР,НАБОР]
           [--house-rules ПРАВИЛО,ПРАВИЛО] [--deck КОЛОДА.json] [--out ПАПКА]</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>a match needs 2 to 6 players (--bot and --ai), not %1</source>
        <translation>для матча нужно от 2 до 6 игроков (--bot и --ai), а не %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot run the bot &quot;%1&quot;: no such program</source>
        <translation>не удаётся запустить бота «%1»: такой программы нет</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cli/movecommand.cpp" line="+68"/>
        <location filename="../cli/selfplaycommand.cpp" line="+187"/>
        <source>unknown AI level &quot;%1&quot;; known: %2</source>
        <translation>неизвестный уровень ИИ «%1»; известные: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../cli/selfplaycommand.cpp" line="+10"/>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot create a temporary folder in %1</source>
        <translation>не удаётся создать временную папку в %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>game %1: %2</source>
        <translation>партия %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>game %1, move %2: %3 forfeits: %4</source>
        <translation>партия %1, ход %2: %3 выбывает: %4</translation>
    </message>
    <message>
        <location filename="../cli/match/referee.cpp" line="+136"/>
        <source>played tile %1, but the tile to play was %2</source>
        <translation>сыграл тайлом «%1», а играть нужно было тайлом «%2»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>illegal move %1: %2</source>
        <translation>недопустимый ход %1: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>could not be started: %1</source>
        <translation>не запускается: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>took longer than the clock of %1 s and was stopped</source>
        <translation>думал дольше отведённых %1 с и был остановлен</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>printed too much and was stopped</source>
        <translation>вывел слишком много и был остановлен</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>crashed (signal %1)</source>
        <translation>аварийно завершился (сигнал %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exited with status %1</source>
        <translation>завершился с кодом %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>printed no move</source>
        <translation>не вывел хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>printed no move object: &quot;%1&quot;</source>
        <translation>вывел не объект хода: «%1»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>printed a bad move object: %1</source>
        <translation>вывел неверный объект хода: %1</translation>
    </message>
    <message>
        <location filename="../cli/movecommand.cpp" line="-8"/>
        <source>usage: bastide-cli move GAME.json [--ai LEVEL] [--seed S]</source>
        <translation>Использование: bastide-cli move ИГРА.json [--ai УРОВЕНЬ] [--seed S]</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the %1 AI chose an illegal move: %2</source>
        <translation>ИИ уровня %1 выбрал недопустимый ход: %2</translation>
    </message>
    <message>
        <location filename="../cli/replaycommand.cpp" line="+20"/>
        <source>usage: bastide-cli replay GAME.json</source>
        <translation>Использование: bastide-cli replay ИГРА.json</translation>
    </message>
    <message>
        <location filename="../cli/ruleoptions.cpp" line="+31"/>
        <source>--expansions names &quot;%1&quot; twice</source>
        <translation>--expansions называет «%1» дважды</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown expansion &quot;%1&quot;: use %2 or a group of the deck</source>
        <translation>неизвестное дополнение «%1»: укажите %2 или группу колоды</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--house-rules names &quot;%1&quot; twice</source>
        <translation>--house-rules называет «%1» дважды</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown house rule &quot;%1&quot;: use %2</source>
        <translation>неизвестное домашнее правило «%1»: укажите %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--farmers must be modern, classic or none</source>
        <translation>--farmers должен быть modern, classic или none</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>--river on needs a deck with river tiles</source>
        <translation>для --river on нужна колода с тайлами реки</translation>
    </message>
    <message>
        <location filename="../cli/selfplaycommand.cpp" line="-147"/>
        <source> (record: %1)</source>
        <translation> (запись: %1)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>game %1 (seed %2), after move %3: %4%5</source>
        <translation>партия %1 (номер раздачи %2), после хода %3: %4%5</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>game %1: %2 made an illegal move %3: %4</source>
        <translation>партия %1: %2 сделал недопустимый ход %3: %4</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>usage: bastide-cli selfplay [--ai LEVEL ...] [--games G] [--seed S] [--river on|off] [--abbot on|off] [--farmers modern|classic|none] [--expansions SET,SET] [--house-rules RULE,RULE] [--deck DECK.json] [--out DIR] [--threads N] [--iterations N] [--move-seconds T] [--check]</source>
        <translation>Использование: bastide-cli selfplay [--ai УРОВЕНЬ ...] [--games G] [--seed S] [--river on|off] [--abbot on|off] [--farmers modern|classic|none] [--expansions НАБОР,НАБОР] [--house-rules ПРАВИЛО,ПРАВИЛО] [--deck КОЛОДА.json] [--out ПАПКА] [--threads N] [--iterations N] [--move-seconds T] [--check]</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>selfplay needs 2 to 6 players (--ai), not %1</source>
        <translation>для selfplay нужно от 2 до 6 игроков (--ai), а не %1</translation>
    </message>
    <message>
        <location filename="../cli/validatecommand.cpp" line="+56"/>
        <source>usage: bastide-cli validate DECK.json</source>
        <translation>Использование: bastide-cli validate КОЛОДА.json</translation>
    </message>
    <message>
        <location filename="../cli/match/botprocess.cpp" line="+91"/>
        <source>the shell is missing or may not be run</source>
        <translation>командной оболочки нет или её нельзя запустить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it did not start in time</source>
        <translation>не запустился за отведённое время</translation>
    </message>
    <message>
        <location filename="../cli/benchcommand.cpp" line="+56"/>
        <source>usage: bastide-cli bench [--seconds T] [--games N] [--seed S] [--expansions SET,SET] [--house-rules RULE,RULE]</source>
        <translation>Использование: bastide-cli bench [--seconds T] [--games N] [--seed S] [--expansions НАБОР,НАБОР] [--house-rules ПРАВИЛО,ПРАВИЛО]</translation>
    </message>
</context>
<context>
    <name>DocumentType</name>
    <message>
        <location filename="../app/documenttype.cpp" line="+28"/>
        <source>Cannot open “%1”: %2.</source>
        <extracomment>%2 says why, e.g. &quot;there is no such file&quot;</extracomment>
        <translation>Не удаётся открыть «%1»: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“%1” is not a Bastide file.

It is not valid JSON at line %2, column %3: %4.</source>
        <extracomment>%4 says what is wrong, e.g. &quot;a text in quotes is not closed&quot;</extracomment>
        <translation>«%1» — не файл Bastide.

Это некорректный JSON: в строке %2, столбце %3 %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>“%1” is not a Bastide file.

Its “format” should be “bastide-game” or “bastide-deck”.</source>
        <translation>«%1» — не файл Bastide.

Значение «format» в нём должно быть «bastide-game» или «bastide-deck».</translation>
    </message>
</context>
<context>
    <name>FeatureNames</name>
    <message>
        <location filename="../editor/featurenames.cpp" line="+18"/>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monastery</source>
        <translation>Монастырь</translation>
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
        <translation>север</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>west</source>
        <translation>запад</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>west part of the north edge</source>
        <translation>западная часть северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the north edge</source>
        <translation>середина северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east part of the north edge</source>
        <translation>восточная часть северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north part of the east edge</source>
        <translation>северная часть восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the east edge</source>
        <translation>середина восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south part of the east edge</source>
        <translation>южная часть восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>east part of the south edge</source>
        <translation>восточная часть южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the south edge</source>
        <translation>середина южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>west part of the south edge</source>
        <translation>западная часть южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south part of the west edge</source>
        <translation>южная часть западного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>middle of the west edge</source>
        <translation>середина западного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north part of the west edge</source>
        <translation>северная часть западного края</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>middle of the tile</source>
        <translation>середина тайла</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>city #%1</source>
        <translation>город №%1</translation>
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
        <translation>внутри тайла, окружено: %1</translation>
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
        <translation>ткань</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n wine</source>
        <extracomment>Trade-goods symbols on a city: &quot;2 wine&quot;.</extracomment>
        <translation>
            <numerusform>%n символ вина</numerusform>
            <numerusform>%n символа вина</numerusform>
            <numerusform>%n символов вина</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain</source>
        <translation>
            <numerusform>%n символ зерна</numerusform>
            <numerusform>%n символа зерна</numerusform>
            <numerusform>%n символов зерна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth</source>
        <translation>
            <numerusform>%n символ ткани</numerusform>
            <numerusform>%n символа ткани</numerusform>
            <numerusform>%n символов ткани</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>trade goods</source>
        <extracomment>Trade goods on a city (Traders &amp; Builders), as a mark in a list.</extracomment>
        <translation>товары</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>princess</source>
        <extracomment>A mark in the feature list: the princess in this city (The Princess &amp; the Dragon).</extracomment>
        <translation>принцесса</translation>
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
        <translation>волшебный портал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tower foundation</source>
        <extracomment>A mark of a whole tile: a tower foundation (The Tower).</extracomment>
        <translation>основание башни</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>inner field</source>
        <extracomment>A mark in the feature list: a field inside the tile, touching no edge.</extracomment>
        <translation>внутреннее поле</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>inn</source>
        <extracomment>A mark in the feature list: the road has an inn (Inns &amp; Cathedrals).</extracomment>
        <translation>трактир</translation>
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
        <translation>Не удалось сохранить игру в %1: %2. Прежний файл не изменён.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 goes on with Bastide&apos;s earlier River tiles.</source>
        <translation>Партия %1 продолжается с прежней рекой Bastide.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file could not be read</source>
        <translation>файл не удалось прочитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game cannot be opened.

%1</source>
        <translation>Эту игру не удаётся открыть.

%1</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../app/gametexts.cpp" line="+22"/>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pink</source>
        <translation>Розовый</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Начальный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Greedy</source>
        <translation>Жадный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>река</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monastery</source>
        <translation>монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>garden</source>
        <translation>сад</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>abbot</source>
        <translation>аббат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big follower</source>
        <translation>крупный подданный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builder</source>
        <translation>строитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pig</source>
        <translation>свинья</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knight</source>
        <translation>рыцарь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thief</source>
        <translation>разбойник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monk</source>
        <translation>монах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>farmer</source>
        <translation>крестьянин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>follower</source>
        <translation>подданный</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cities</source>
        <translation>Города</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monasteries</source>
        <translation>Монастыри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gardens</source>
        <translation>Сады</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields</source>
        <translation>Поля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade goods</source>
        <translation>Товары</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>most wine</source>
        <translation>больше всех вина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most grain</source>
        <translation>больше всех зерна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most cloth</source>
        <translation>больше всех ткани</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 with an inn</source>
        <extracomment>%1: &quot;road of 3 tiles&quot;; an inn doubles a finished road and voids an unfinished one.</extracomment>
        <translation>%1 с трактиром</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 with a cathedral</source>
        <extracomment>%1: &quot;city of 5 tiles&quot;; a cathedral raises a finished city, voids an unfinished one.</extracomment>
        <translation>%1 с собором</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with the pig</source>
        <extracomment>%1: &quot;field supplying 2 completed cities&quot;; the pig adds a point per city.</extracomment>
        <translation>%1, со свиньёй</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n tile(s)</source>
        <extracomment>Only ever the %1 of &quot;road of %1&quot;, &quot;city of %1 and %2&quot; and the like below, so in the case that follows &quot;of&quot; (ru: из 3 тайлов).</extracomment>
        <translation>
            <numerusform>%n тайла</numerusform>
            <numerusform>%n тайлов</numerusform>
            <numerusform>%n тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>road of %1</source>
        <translation>дорога из %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unfinished road of %1</source>
        <translation>незавершённая дорога из %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>farmers supplying a completed city of %1</source>
        <translation>крестьяне, снабжающие завершённый город из %1</translation>
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
        <translation>город из %1 с %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfinished city of %1 and %2</source>
        <translation>незавершённый город из %1 с %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>city of %1</source>
        <translation>город из %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unfinished city of %1</source>
        <translation>незавершённый город из %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>surrounded monastery</source>
        <translation>окружённый монастырь</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>surrounded garden</source>
        <translation>окружённый сад</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>abbot taken back from a monastery with %n neighbour(s)</source>
        <translation>
            <numerusform>аббат забран из монастыря с %n соседним тайлом</numerusform>
            <numerusform>аббат забран из монастыря с %n соседними тайлами</numerusform>
            <numerusform>аббат забран из монастыря с %n соседними тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>abbot taken back from a garden with %n neighbour(s)</source>
        <translation>
            <numerusform>аббат забран из сада с %n соседним тайлом</numerusform>
            <numerusform>аббат забран из сада с %n соседними тайлами</numerusform>
            <numerusform>аббат забран из сада с %n соседними тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>monastery with %n neighbour(s)</source>
        <translation>
            <numerusform>монастырь с %n соседним тайлом</numerusform>
            <numerusform>монастырь с %n соседними тайлами</numerusform>
            <numerusform>монастырь с %n соседними тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>garden with %n neighbour(s)</source>
        <translation>
            <numerusform>сад с %n соседним тайлом</numerusform>
            <numerusform>сад с %n соседними тайлами</numerusform>
            <numerusform>сад с %n соседними тайлами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>field supplying %n completed city(-ies)</source>
        <translation>
            <numerusform>поле, снабжающее %n завершённый город</numerusform>
            <numerusform>поле, снабжающее %n завершённых города</numerusform>
            <numerusform>поле, снабжающее %n завершённых городов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %2, %n point(s) each</source>
        <extracomment>%1: the players, %2: what scored (&quot;city of 4 tiles&quot;), then the points each got.</extracomment>
        <translation>
            <numerusform>%1: %2, по %n очку</numerusform>
            <numerusform>%1: %2, по %n очка</numerusform>
            <numerusform>%1: %2, по %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2, %n point(s)</source>
        <extracomment>%1: the player, %2: what scored (&quot;city of 4 tiles&quot;), then the points.</extracomment>
        <translation>
            <numerusform>%1: %2, %n очко</numerusform>
            <numerusform>%1: %2, %n очка</numerusform>
            <numerusform>%1: %2, %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Placing the builder on the city</source>
        <translation>Вы ставите строителя в город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing the builder on the road</source>
        <translation>Вы ставите строителя на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the pig in the field</source>
        <translation>Вы ставите свинью на поле</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placing the big follower on the city</source>
        <translation>Вы ставите крупного подданного в город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower on the road</source>
        <translation>Вы ставите крупного подданного на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower in the monastery</source>
        <translation>Вы ставите крупного подданного в монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the big follower in the field</source>
        <translation>Вы кладёте крупного подданного на поле</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Placing a knight on the city</source>
        <translation>Вы ставите рыцаря в город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing a thief on the road</source>
        <translation>Вы ставите разбойника на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the abbot in the monastery</source>
        <translation>Вы ставите аббата в монастырь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing a monk in the monastery</source>
        <translation>Вы ставите монаха в монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing a farmer in the field</source>
        <translation>Вы кладёте крестьянина на поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Placing the abbot in the garden</source>
        <translation>Вы ставите аббата в сад</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placing a figure</source>
        <translation>Вы ставите подданного</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s builder: a second tile in the same turn</source>
        <translation>%1: строитель даёт второй тайл в этот же ход</translation>
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
        <translation>ткань</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n wine</source>
        <extracomment>Trade-goods tokens: &quot;2 wine&quot; (ru: 2 жетона вина).</extracomment>
        <translation>
            <numerusform>%n жетон вина</numerusform>
            <numerusform>%n жетона вина</numerusform>
            <numerusform>%n жетонов вина</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n grain</source>
        <translation>
            <numerusform>%n жетон зерна</numerusform>
            <numerusform>%n жетона зерна</numerusform>
            <numerusform>%n жетонов зерна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cloth</source>
        <translation>
            <numerusform>%n жетон ткани</numerusform>
            <numerusform>%n жетона ткани</numerusform>
            <numerusform>%n жетонов ткани</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 takes %2</source>
        <extracomment>%1: the player, %2: the tokens (&quot;2 wine and 1 cloth&quot;).</extracomment>
        <translation>%1 получает: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 drew a tile that fits nowhere; it was put aside</source>
        <translation>%1: вытянутый тайл никуда не подходит и отложен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and took back the abbot</source>
        <translation>%1: выложен тайл, аббат забран</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 laid a tile and put the builder on the city</source>
        <translation>%1: выложен тайл, строитель поставлен в город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid a tile and put the builder on the road</source>
        <translation>%1: выложен тайл, строитель поставлен на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the pig in the field</source>
        <translation>%1: выложен тайл, свинья поставлена на поле</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 laid a tile and put the big follower on the city</source>
        <translation>%1: выложен тайл, крупный подданный поставлен в город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower on the road</source>
        <translation>%1: выложен тайл, крупный подданный поставлен на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower in the monastery</source>
        <translation>%1: выложен тайл, крупный подданный поставлен в монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the big follower in the field</source>
        <translation>%1: выложен тайл, крупный подданный положен на поле</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 laid a tile and put a knight on the city</source>
        <translation>%1: выложен тайл, рыцарь поставлен в город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put a thief on the road</source>
        <translation>%1: выложен тайл, разбойник поставлен на дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the abbot in the monastery</source>
        <translation>%1: выложен тайл, аббат поставлен в монастырь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 laid a tile and put a monk in the monastery</source>
        <translation>%1: выложен тайл, монах поставлен в монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put a farmer in the field</source>
        <translation>%1: выложен тайл, крестьянин положен на поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile and put the abbot in the garden</source>
        <translation>%1: выложен тайл, аббат поставлен в сад</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+21"/>
        <source>%1 laid a tile and placed a figure</source>
        <translation>%1: выложен тайл, поставлен подданный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 laid a tile</source>
        <translation>%1: выложен тайл</translation>
    </message>
</context>
<context>
    <name>HouseRuleTexts</name>
    <message>
        <location filename="../app/houseruletexts.cpp" line="+13"/>
        <source>No big follower</source>
        <translation>Без крупного подданного</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No inns</source>
        <translation>Без трактиров</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cathedrals</source>
        <translation>Без соборов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No builder</source>
        <translation>Без строителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pig</source>
        <translation>Без свиньи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trade goods</source>
        <translation>Без товаров</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no big follower</source>
        <translation>без крупного подданного</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no inns</source>
        <translation>без трактиров</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no cathedrals</source>
        <translation>без соборов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no builder</source>
        <translation>без строителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pig</source>
        <translation>без свиньи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no trade goods</source>
        <translation>без товаров</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>House rules: %1.</source>
        <extracomment>%1 lists the components left out, as in &quot;no pig, no inns&quot;</extracomment>
        <translation>Домашние правила: %1.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <location filename="../app/launchoptions.cpp" line="+19"/>
        <source>Bastide, a tile-laying game. Opens a saved game, or a deck in the deck editor.</source>
        <translation>Bastide — игра о выкладывании тайлов. Открывает сохранённую игру или колоду в редакторе колод.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show this help and quit.</source>
        <translation>Показать эту справку и выйти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the version and quit.</source>
        <translation>Показать версию и выйти.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use this language instead of the system&apos;s: %1.</source>
        <translation>Использовать этот язык вместо системного: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>language</source>
        <translation>язык</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a deck (.json) to open.</source>
        <translation>Сохранённая игра или колода (.json), которую нужно открыть.</translation>
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
Подробнее: «bastide --help».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unknown language “%1”: choose one of %2.</source>
        <translation>Неизвестный язык «%1»; можно выбрать: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bastide %1</source>
        <translation>Bastide %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give one file to open, not %1.</source>
        <translation>Укажите один файл, а не %1.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../engine/messages.cpp" line="+21"/>
        <source>the move is legal</source>
        <translation>ход допустим</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over: no tile is left to draw</source>
        <translation>игра окончена: тайлов больше нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no such tile is left in the bag</source>
        <translation>такого тайла в мешке не осталось</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river tiles are drawn before every other tile</source>
        <translation>тайлы реки тянут раньше всех остальных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lake is drawn last of the river tiles</source>
        <translation>озеро тянут последним из тайлов реки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the rotation must be 0, 1, 2 or 3</source>
        <translation>поворот должен быть 0, 1, 2 или 3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that spot is already taken</source>
        <translation>это место уже занято</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile must touch the map along an edge</source>
        <translation>тайл должен примыкать к карте краем</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the edges do not match their neighbours</source>
        <translation>края не совпадают с соседними</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a river tile must continue the open end of the river</source>
        <translation>тайл реки должен продолжать открытый конец реки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the river may not bend the same way twice in a row</source>
        <translation>река не может дважды подряд поворачивать в одну сторону</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile fits somewhere, so it cannot be discarded</source>
        <translation>тайл куда-то подходит, поэтому его нельзя отложить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile has no such feature</source>
        <translation>на тайле нет такого объекта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no figure may stand on the river</source>
        <translation>на реку нельзя выставлять подданных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>farmers are not used in this game</source>
        <translation>в этой игре нет крестьян</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is not used in this game</source>
        <translation>в этой игре нет аббатов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot goes only on a monastery or a garden</source>
        <translation>аббата ставят только в монастырь или сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only the abbot may stand in a garden</source>
        <translation>в сад можно поставить только аббата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that feature already holds a figure</source>
        <translation>на этом объекте уже стоит подданный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no follower is left in supply</source>
        <translation>в запасе не осталось подданных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is already on the board</source>
        <translation>аббат уже на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the abbot is not on the board</source>
        <translation>аббата нет на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this tile completes the abbot&apos;s feature; it scores in full instead</source>
        <translation>этот тайл завершает объект аббата: он и так принесёт полные очки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a turn places a figure or takes back the abbot, not both</source>
        <translation>за ход можно выставить подданного или забрать аббата, но не то и другое</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this figure is not used in this game (its expansion is off)</source>
        <translation>эта фигура не участвует в этой партии (её дополнение не включено)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the big follower is already on the board</source>
        <translation>крупный подданный уже на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder is already on the board</source>
        <translation>строитель уже на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pig is already on the board</source>
        <translation>свинья уже на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder goes only on a road or a city</source>
        <translation>строителя можно поставить только на дорогу или в город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the builder goes only on a road or city where you already have a follower</source>
        <translation>строителя можно поставить только на дорогу или в город, где уже есть ваш подданный</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this tile completes that feature, so no builder can go there</source>
        <translation>этот тайл завершает объект, поэтому строителя туда поставить нельзя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pig goes only on a field</source>
        <translation>свинью можно поставить только на поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the pig goes only on a field where you already have a farmer</source>
        <translation>свинью можно поставить только на поле, где уже есть ваш крестьянин</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pig is not used when farmers are off</source>
        <translation>без крестьян свинья не используется</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the file is too large (%1)</source>
        <translation>файл слишком большой (%1)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>cannot be read: %1</source>
        <translation>не удаётся прочитать: %1</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>that is not the decision the game is waiting for</source>
        <translation>игра ждёт не этого решения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the move holds more decisions than the rules asked for</source>
        <translation>в ходе больше решений, чем требуют правила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the move stops before a decision the rules ask for; only the last move of a record may do that</source>
        <translation>ход обрывается перед решением, которого требуют правила; так может кончаться только последний ход записи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that tile may not be drawn yet</source>
        <translation>этот тайл пока нельзя тянуть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a figure goes on the tile just laid: no set in this game allows it elsewhere</source>
        <translation>фигура ставится на только что выложенный тайл: ни одно дополнение этой игры не разрешает ставить её в другое место</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a house rule leaves this figure out of the game</source>
        <translation>домашнее правило убирает эту фигуру из игры</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not valid JSON at line %1, column %2: %3</source>
        <extracomment>%1 and %2 say where (a line and a column of the file), %3 what is wrong there</extracomment>
        <translation>некорректный JSON в строке %1, столбце %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file must hold a JSON object</source>
        <translation>файл должен содержать объект JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;format&quot; must be &quot;%1&quot;</source>
        <translation>«format» должен быть «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported version %1</source>
        <translation>неподдерживаемая версия %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown key &quot;%1&quot;</source>
        <translation>неизвестный ключ «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the key &quot;%1&quot; is missing</source>
        <translation>нет ключа «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; has the wrong type (%2 expected)</source>
        <translation>у «%1» неверный тип (ожидается %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; has a bad value: %2</source>
        <translation>у «%1» недопустимое значение: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck has no tiles</source>
        <translation>в колоде нет тайлов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck is too large: %1</source>
        <translation>колода слишком большая: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the deck lists %1 tile types; a deck may have at most %2</source>
        <translation>видов тайлов в колоде: %1, а может быть не больше %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the id must be 1 to 16 characters of A-Z a-z 0-9 _ -</source>
        <translation>идентификатор должен состоять из 1–16 символов A-Z a-z 0-9 _ -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another tile has the same id</source>
        <translation>у другого тайла такой же идентификатор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count must be at least 1 (%1)</source>
        <translation>число копий должно быть не меньше 1 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name needs an English (&quot;en&quot;) text</source>
        <translation>у названия должен быть английский текст («en»)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a language code</source>
        <translation>«%1» — не код языка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this feature touches no slot</source>
        <translation>этот объект не касается ни одного участка края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a monastery or garden lies in the middle and has no slots</source>
        <translation>монастырь или сад стоит в середине тайла и не касается краёв</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the slot %1 is listed twice</source>
        <translation>%1 указана дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the slot %1 belongs to another feature too</source>
        <translation>%1 относится и к другому объекту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the slot %1 belongs to no feature</source>
        <translation>%1 не относится ни к одному объекту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 edge is not one terrain (all city, all field, or a road or river in the middle between fields)</source>
        <translation>%1 край неоднороден (край должен быть целиком городом, целиком полем или дорогой либо рекой посередине между полями)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a road or river may use only middle slots, not %1</source>
        <translation>дорога или река может занимать только середину края, а здесь занята %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have shields</source>
        <translation>щиты бывают только у города</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a field can border cities</source>
        <translation>граничить с городами может только поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bordered city %1 is not a city of this tile</source>
        <translation>объект №%1, указанный как соседний город, не является городом этого тайла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bordered city %1 is listed twice</source>
        <translation>соседний город №%1 указан дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile holds at most one monastery or garden</source>
        <translation>на тайле может быть не больше одного монастыря или сада</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a river may appear only on tiles of the river group</source>
        <translation>река может быть только на тайлах группы «Река»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no base tile is marked as the start tile</source>
        <translation>ни один тайл базовой игры не отмечен как стартовый</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more than one base tile is marked as the start tile</source>
        <translation>стартовыми отмечено несколько тайлов базовой игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has no spring (a river tile marked start)</source>
        <translation>у реки нет истока (тайла реки, отмеченного как начало)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has more than one spring</source>
        <translation>у реки больше одного истока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has no lake (a river tile marked end)</source>
        <translation>у реки нет озера (тайла реки, отмеченного как конец)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river has more than one lake</source>
        <translation>у реки больше одного озера</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the spring and the lake come in one copy each</source>
        <translation>исток и озеро бывают только в одном экземпляре</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a river tile can be marked as the end (lake)</source>
        <translation>концом (озером) можно отметить только тайл реки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tile cannot be both the start and the end</source>
        <translation>тайл не может быть одновременно началом и концом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the group &quot;%1&quot; must be base, river or the name of an expansion set: 1 to 32 characters of a-z 0-9 -</source>
        <translation>группа «%1» должна быть «base», «river» или названием набора дополнения: от 1 до 32 символов из «a-z», «0-9» и «-»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a base tile or the river&apos;s spring can be the start tile</source>
        <translation>стартовым может быть только тайл базовой игры или исток реки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only a road can have an inn</source>
        <translation>трактир может быть только на дороге</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have a cathedral</source>
        <translation>собор может быть только в городе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have trade goods</source>
        <translation>товары могут быть только в городе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a city can have the princess</source>
        <translation>принцесса может быть только в городе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the start tile, the spring and river tiles carry no mark %1</source>
        <translation>на стартовом тайле, истоке и тайлах реки не бывает отметки %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a tile in play carries the mark %1, whose expansion is not in this game or not played by this version</source>
        <translation>у тайла в игре есть отметка %1, а её дополнения нет в этой игре или эта версия его не поддерживает</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an inner field (one that touches no edge) must border a city</source>
        <translation>внутреннее поле (не касающееся краёв) должно граничить с городом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; is neither a known expansion nor a group of the deck&apos;s tiles (base and river are not expansions)</source>
        <translation>«%1» — не известное дополнение и не группа тайлов колоды («base» и «river» — не дополнения)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the expansion &quot;%1&quot; is listed twice</source>
        <translation>дополнение «%1» указано дважды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown house rule &quot;%1&quot; (known: %2)</source>
        <extracomment>%2 lists the house rules known, by their names in the file</extracomment>
        <translation>неизвестное домашнее правило «%1» (известны: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the house rule &quot;%1&quot; is listed twice</source>
        <translation>домашнее правило «%1» указано дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown deck &quot;%1&quot; (use &quot;standard&quot; or a deck object)</source>
        <translation>неизвестная колода «%1» (укажите «standard» или объект колоды)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a game needs 2 to 6 players, not %1</source>
        <translation>в игре должно быть от 2 до 6 игроков, а не %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two players have the colour %1</source>
        <translation>у двух игроков один цвет: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a computer player has a level</source>
        <translation>уровень бывает только у компьютерного игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the river rule is on but the deck has no river tiles</source>
        <translation>правило реки включено, но в колоде нет тайлов реки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck has no tile &quot;%1&quot;</source>
        <translation>в колоде нет тайла «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move: %1</source>
        <translation>недопустимый ход: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move after the last tile was drawn</source>
        <translation>ход после того, как вытянут последний тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the bag does not hold exactly the tiles not yet drawn (%1)</source>
        <translation>содержимое мешка не совпадает с тайлами, которые ещё не вытянуты (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bag order breaks the rules: river tiles first, the lake last of them</source>
        <translation>порядок тайлов в мешке нарушает правила: сначала тайлы реки, озеро — последним из них</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this game was played with Bastide&apos;s earlier River tiles, not the published River the standard deck now holds; Bastide opens it with its earlier tiles</source>
        <translation>эта партия сыграна с прежними тайлами реки Bastide, а не с изданной «Рекой», которая теперь входит в стандартную колоду; Bastide открывает её с прежними тайлами</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many problems; further problems not listed: %1</source>
        <translation>слишком много ошибок; не показано ещё: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>string</source>
        <extracomment>The JSON type a key of a file should have, as in &quot;&quot;count&quot; has the wrong type (integer expected)&quot;: name it in words (&quot;a whole number&quot;, &quot;a list in [ ]&quot;)</extracomment>
        <translation>текст в кавычках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>array</source>
        <translation>список в [ ]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>object</source>
        <translation>объект в { }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>array of strings</source>
        <translation>список текстов в кавычках</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;standard&quot; or object</source>
        <translation>«standard» или объект колоды в { }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a slot name</source>
        <translation>запись, которая не является названием участка края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a tile id</source>
        <translation>запись, которая не является идентификатором тайла</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 moves, at most %2 (one per tile and one abbey per player)</source>
        <translation>ходов: %1, не больше %2 (по одному на тайл и по одному аббатству на игрока)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a corner names no other tile and no feature</source>
        <translation>угол не указывает ни другой тайл, ни объект</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list of places, each with &quot;x&quot; and &quot;y&quot;</source>
        <translation>список мест, у каждого &quot;x&quot; и &quot;y&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a bot leaves this out: the referee asks each player for it</source>
        <translation>бот это не указывает: судья спрашивает каждого игрока</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an abbey move or {&quot;draw&quot;: true}</source>
        <translation>ход аббатством или {&quot;draw&quot;: true}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>true or false</source>
        <translation>значение «true» или «false»</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>a river tile needs two river edges, and the spring or the lake one; this tile has %1</source>
        <translation>у тайла реки должно быть два речных края, а у истока или озера — один; у этого тайла их %1</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>a discarded tile has no position and no figure</source>
        <translation>у отложенного тайла нет ни места, ни подданного</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 entries</source>
        <translation>записей в списке: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 entries, at most %2</source>
        <translation>записей в списке: %1, а можно не больше %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 features</source>
        <translation>объектов: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tiles in the bag</source>
        <translation>тайлов в мешке: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 listed, %2 not drawn</source>
        <translation>в списке %1, а не вытянуто %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes, at most %2</source>
        <translation>байт: %1, а можно не больше %2</translation>
    </message>
    <message>
        <location filename="../engine/filemessages.cpp" line="+20"/>
        <location line="+28"/>
        <source>no error</source>
        <translation>ошибки нет</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>there is no such file</source>
        <translation>такого файла нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder to write into does not exist</source>
        <translation>папки, в которую нужно записать файл, нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have no permission to read it</source>
        <translation>у вас нет прав на его чтение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you have no permission to write there</source>
        <translation>у вас нет прав на запись туда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reading it stopped part way</source>
        <translation>чтение оборвалось на середине</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writing it failed part way</source>
        <translation>запись оборвалась на середине</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused to open it</source>
        <translation>система не дала его открыть</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an object is not closed with }</source>
        <translation>объект не закрыт скобкой }</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a colon is missing after a key</source>
        <translation>после ключа нет двоеточия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list is not closed with ]</source>
        <translation>список не закрыт скобкой ]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a comma is missing between two values</source>
        <translation>между двумя значениями нет запятой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value is missing or is not a JSON value</source>
        <translation>значение пропущено или это не значение JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text ends in the middle of a number</source>
        <translation>текст обрывается посреди числа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number cannot be read</source>
        <translation>не удаётся прочитать число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a backslash in a text is not a valid escape</source>
        <translation>после обратной косой черты в тексте стоит недопустимый символ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text is not in UTF-8</source>
        <translation>текст не в кодировке UTF-8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a text in quotes is not closed</source>
        <translation>текст в кавычках не закрыт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key and value are missing after a comma</source>
        <translation>после запятой нет ключа и значения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lists and objects are nested too deeply</source>
        <translation>списки и объекты вложены слишком глубоко</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the text is too large</source>
        <translation>текст слишком большой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more text follows the end of the JSON value</source>
        <translation>после конца значения JSON идёт ещё текст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the JSON text is broken</source>
        <translation>текст JSON повреждён</translation>
    </message>
    <message>
        <location filename="../engine/messages.cpp" line="+45"/>
        <source>move %1</source>
        <translation>ход %1</translation>
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
        <translation>объект №%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>north</source>
        <extracomment>A tile&apos;s side, as in &quot;the north edge is not one terrain&quot;</extracomment>
        <translation>северный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>east</source>
        <translation>восточный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south</source>
        <translation>южный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>west</source>
        <translation>западный</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>N0</source>
        <extracomment>A slot of a tile&apos;s edge in words (the deck file&apos;s code N0): the west part of the north edge. Feminine in Russian and Ukrainian, as the messages that use it expect.</extracomment>
        <translation>западная часть северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N1</source>
        <extracomment>The middle of the north edge (slot N1).</extracomment>
        <translation>середина северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N2</source>
        <extracomment>The east part of the north edge (slot N2).</extracomment>
        <translation>восточная часть северного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E0</source>
        <extracomment>The north part of the east edge (slot E0).</extracomment>
        <translation>северная часть восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E1</source>
        <extracomment>The middle of the east edge (slot E1).</extracomment>
        <translation>середина восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E2</source>
        <extracomment>The south part of the east edge (slot E2).</extracomment>
        <translation>южная часть восточного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S0</source>
        <extracomment>The east part of the south edge (slot S0).</extracomment>
        <translation>восточная часть южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S1</source>
        <extracomment>The middle of the south edge (slot S1).</extracomment>
        <translation>середина южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S2</source>
        <extracomment>The west part of the south edge (slot S2).</extracomment>
        <translation>западная часть южного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W0</source>
        <extracomment>The south part of the west edge (slot W0).</extracomment>
        <translation>южная часть западного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W1</source>
        <extracomment>The middle of the west edge (slot W1).</extracomment>
        <translation>середина западного края</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W2</source>
        <extracomment>The north part of the west edge (slot W2).</extracomment>
        <translation>северная часть западного края</translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message numerus="yes">
        <location filename="../app/movereasontext.cpp" line="+15"/>
        <source>takes the abbot back for %n point(s)</source>
        <translation>
            <numerusform>забирает аббата за %n очко</numerusform>
            <numerusform>забирает аббата за %n очка</numerusform>
            <numerusform>забирает аббата за %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a farmer on a field beside %n completed city(-ies)</source>
        <translation>
            <numerusform>крестьянин на поле у %n завершённого города</numerusform>
            <numerusform>крестьянин на поле у %n завершённых городов</numerusform>
            <numerusform>крестьянин на поле у %n завершённых городов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lays the tile where it helps others least and keeps your figures</source>
        <translation>выкладывает тайл там, где он меньше всего поможет другим, и бережёт ваших подданных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the tile fits nowhere and goes back in the box</source>
        <translation>тайл никуда не подходит и откладывается</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>closes the road for %n point(s)</source>
        <translation>
            <numerusform>завершает дорогу за %n очко</numerusform>
            <numerusform>завершает дорогу за %n очка</numerusform>
            <numerusform>завершает дорогу за %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes the monastery for %n point(s)</source>
        <translation>
            <numerusform>завершает монастырь за %n очко</numerusform>
            <numerusform>завершает монастырь за %n очка</numerusform>
            <numerusform>завершает монастырь за %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>completes the garden for %n point(s)</source>
        <translation>
            <numerusform>завершает сад за %n очко</numerusform>
            <numerusform>завершает сад за %n очка</numerusform>
            <numerusform>завершает сад за %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>closes the city for %n point(s)</source>
        <translation>
            <numerusform>завершает город за %n очко</numerusform>
            <numerusform>завершает город за %n очка</numerusform>
            <numerusform>завершает город за %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>a thief on a road worth about %n point(s)</source>
        <translation>
            <numerusform>разбойник на дорогу примерно на %n очко</numerusform>
            <numerusform>разбойник на дорогу примерно на %n очка</numerusform>
            <numerusform>разбойник на дорогу примерно на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a figure on a monastery worth about %n point(s)</source>
        <translation>
            <numerusform>подданный в монастырь примерно на %n очко</numerusform>
            <numerusform>подданный в монастырь примерно на %n очка</numerusform>
            <numerusform>подданный в монастырь примерно на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the abbot on a garden worth about %n point(s)</source>
        <translation>
            <numerusform>аббат в сад примерно на %n очко</numerusform>
            <numerusform>аббат в сад примерно на %n очка</numerusform>
            <numerusform>аббат в сад примерно на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a knight on a city worth about %n point(s)</source>
        <translation>
            <numerusform>рыцарь в город примерно на %n очко</numerusform>
            <numerusform>рыцарь в город примерно на %n очка</numerusform>
            <numerusform>рыцарь в город примерно на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>joins the road to share it (about %n point(s))</source>
        <translation>
            <numerusform>подключается к дороге, чтобы получить долю (около %n очка)</numerusform>
            <numerusform>подключается к дороге, чтобы получить долю (около %n очков)</numerusform>
            <numerusform>подключается к дороге, чтобы получить долю (около %n очков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>joins the field to share it (about %n point(s))</source>
        <translation>
            <numerusform>подключается к полю, чтобы получить долю (около %n очка)</numerusform>
            <numerusform>подключается к полю, чтобы получить долю (около %n очков)</numerusform>
            <numerusform>подключается к полю, чтобы получить долю (около %n очков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>joins the city to share it (about %n point(s))</source>
        <translation>
            <numerusform>подключается к городу, чтобы получить долю (около %n очка)</numerusform>
            <numerusform>подключается к городу, чтобы получить долю (около %n очков)</numerusform>
            <numerusform>подключается к городу, чтобы получить долю (около %n очков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>extends your road, now worth about %n point(s)</source>
        <translation>
            <numerusform>продлевает вашу дорогу, теперь она стоит около %n очка</numerusform>
            <numerusform>продлевает вашу дорогу, теперь она стоит около %n очков</numerusform>
            <numerusform>продлевает вашу дорогу, теперь она стоит около %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>extends your field, now worth about %n point(s)</source>
        <translation>
            <numerusform>расширяет ваше поле, теперь оно стоит около %n очка</numerusform>
            <numerusform>расширяет ваше поле, теперь оно стоит около %n очков</numerusform>
            <numerusform>расширяет ваше поле, теперь оно стоит около %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>fills around your monastery, now worth about %n point(s)</source>
        <translation>
            <numerusform>застраивает место у вашего монастыря, теперь он стоит около %n очка</numerusform>
            <numerusform>застраивает место у вашего монастыря, теперь он стоит около %n очков</numerusform>
            <numerusform>застраивает место у вашего монастыря, теперь он стоит около %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>fills around your garden, now worth about %n point(s)</source>
        <translation>
            <numerusform>застраивает место у вашего сада, теперь он стоит около %n очка</numerusform>
            <numerusform>застраивает место у вашего сада, теперь он стоит около %n очков</numerusform>
            <numerusform>застраивает место у вашего сада, теперь он стоит около %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>extends your city, now worth about %n point(s)</source>
        <translation>
            <numerusform>расширяет ваш город, теперь он стоит около %n очка</numerusform>
            <numerusform>расширяет ваш город, теперь он стоит около %n очков</numerusform>
            <numerusform>расширяет ваш город, теперь он стоит около %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves an opponent&apos;s road unable to be finished</source>
        <translation>не даёт сопернику завершить дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s monastery unable to be completed</source>
        <translation>не даёт сопернику завершить монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s garden unable to be completed</source>
        <translation>не даёт сопернику завершить сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an opponent&apos;s city unable to be closed</source>
        <translation>не даёт сопернику завершить город</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>makes an opponent&apos;s road harder to finish</source>
        <translation>мешает сопернику завершить дорогу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s field worth less</source>
        <translation>уменьшает ценность поля соперника</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s monastery harder to complete</source>
        <translation>мешает сопернику завершить монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s garden harder to complete</source>
        <translation>мешает сопернику завершить сад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>makes an opponent&apos;s city harder to close</source>
        <translation>мешает сопернику завершить город</translation>
    </message>
</context>
<context>
    <name>MoveTileCommand</name>
    <message>
        <location filename="../editor/movetilecommand.cpp" line="+13"/>
        <source>Move tile %1</source>
        <translation>перемещение тайла «%1»</translation>
    </message>
</context>
<context>
    <name>NewGameSettings</name>
    <message>
        <location filename="../app/newgamesettings.cpp" line="+33"/>
        <location line="+33"/>
        <location filename="../app/preferencesdialog.cpp" line="+159"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+20"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+21"/>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+51"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>base game</source>
        <translation>базовая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>река</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>both expansions</source>
        <translation>оба дополнения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard deck (%1)</source>
        <extracomment>%1 lists the sets of tiles in play, as in &quot;base game, river and Inns &amp; Cathedrals&quot;</extracomment>
        <translation>Стандартная колода (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… и ещё %n ошибка</numerusform>
            <numerusform>… и ещё %n ошибки</numerusform>
            <numerusform>… и ещё %n ошибок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation>Номер раздачи — целое число от 0 до %1.</translation>
    </message>
</context>
<context>
    <name>PreviewTexts</name>
    <message>
        <location filename="../app/previewtexts.cpp" line="+27"/>
        <source>Ending the turn scores:</source>
        <extracomment>Above the list of what the move would score, before the player ends the turn</extracomment>
        <translation>Если завершить ход, очки получат:</translation>
    </message>
</context>
<context>
    <name>PrintAndPlayExporter</name>
    <message>
        <location filename="../editor/printandplayexporter.cpp" line="+44"/>
        <source>Tiles of %1 mm do not fit on this page.</source>
        <translation>Тайлы размером %1 мм не помещаются на эту страницу.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck has no tiles to print.</source>
        <translation>В колоде нет тайлов для печати.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The PDF could not be started.</source>
        <translation>Не удалось начать запись PDF.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../app/qtdialogtexts.cpp" line="+22"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>The Type column of Qt&apos;s file dialog, for a folder.</extracomment>
        <translation>Папка</translation>
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
        <translation>удаление тайла «%1»</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <location filename="../app/translations.cpp" line="+106"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../app/windowmenus.cpp" line="+67"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Main</source>
        <translation>Основная</translation>
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
        <translation>%1 — не рисунок PNG или JPEG, который Bastide может прочитать.</translation>
    </message>
</context>
<context>
    <name>bastide::BoardOverview</name>
    <message>
        <location filename="../app/boardoverview.cpp" line="+49"/>
        <source>Board overview</source>
        <translation>Обзор карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole board: click or drag to look there</source>
        <translation>Вся карта: щёлкните или потяните, чтобы перейти туда</translation>
    </message>
</context>
<context>
    <name>bastide::CanvasPanel</name>
    <message>
        <location filename="../editor/canvaspanel.cpp" line="+77"/>
        <source>Show the picture drawn from the features</source>
        <translation>Показать рисунок, построенный по объектам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This tile has its own picture; tick to see its features drawn instead</source>
        <translation>У этого тайла свой рисунок; отметьте, чтобы вместо него увидеть нарисованные объекты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the feature zones over it</source>
        <translation>Показать области объектов поверх него</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tints each feature&apos;s area in its colour over the tile&apos;s own picture, to check that the picture lines up with the features</source>
        <translation>Закрашивает область каждого объекта его цветом поверх собственного рисунка тайла, чтобы проверить, совпадает ли рисунок с объектами</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No tile</source>
        <translation>Нет тайла</translation>
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
        <translation>У колоды ещё нет имени файла.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The copy of the previous file, %1, could not be written (%2), so nothing was saved.</source>
        <extracomment>%1 is the backup file (&quot;deck.json.bak&quot;), %2 why it failed.</extracomment>
        <translation>Не удалось записать копию прежнего файла, %1 (%2), поэтому ничего не сохранено.</translation>
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
        <translation>&amp;Новая из стандартной колоды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Empty Deck</source>
        <translation>Новая &amp;пустая колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print and Play (PDF)…</source>
        <translation>&amp;Распечатать для игры (PDF)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close Editor</source>
        <translation>&amp;Закрыть редактор</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo %1</source>
        <extracomment>Edit menu: %1 names the edit to undo.</extracomment>
        <translation>&amp;Отменить %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo %1</source>
        <extracomment>Edit menu: %1 names the edit to redo.</extracomment>
        <translation>&amp;Повторить %1</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>&amp;Add Tile</source>
        <translation>&amp;Добавить тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;uplicate Tile</source>
        <translation>Ду&amp;блировать тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;lete Tile</source>
        <translation>&amp;Удалить тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move Tile &amp;Up</source>
        <translation>Переместить тайл вы&amp;ше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move Tile &amp;Down</source>
        <translation>Переместить тайл ни&amp;же</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play This Deck</source>
        <translation>&amp;Играть этой колодой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Tile</source>
        <translation>&amp;Копировать тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Tile</source>
        <translation>&amp;Вставить тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Turn Tile Clockwise</source>
        <translation>&amp;Повернуть тайл по часовой стрелке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn Tile C&amp;ounter-Clockwise</source>
        <translation>Повернуть тайл п&amp;ротив часовой стрелки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mirror Tile</source>
        <translation>&amp;Отразить тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import Tile &amp;Picture…</source>
        <translation>Загрузить &amp;рисунок тайла…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import Pictures by Tile &amp;Id…</source>
        <translation>Загрузить рисунки по &amp;идентификаторам тайлов…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Drawing &amp;Template…</source>
        <translation>Сохранить &amp;шаблон для рисования…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck Editor &amp;Help</source>
        <translation>&amp;Справка редактора колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Recent Decks</source>
        <translation>&amp;Очистить список недавних колод</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&amp;City</source>
        <translation>&amp;Город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Road</source>
        <translation>&amp;Дорога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ri&amp;ver</source>
        <translation>&amp;Река</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Field</source>
        <translation>&amp;Поле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join or Separate</source>
        <translation>&amp;Объединить или разделить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Shield</source>
        <translation>&amp;Щит</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Monastery</source>
        <translation>&amp;Монастырь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Garden</source>
        <translation>&amp;Сад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Inn</source>
        <translation>&amp;Трактир</translation>
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
        <translation>Тк&amp;ань</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inn&amp;er Field</source>
        <translation>Вн&amp;утреннее поле</translation>
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
        <translation>Открыть &amp;недавнюю</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw</source>
        <translation>&amp;Рисование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;ck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo %1</source>
        <translation>Отменить %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo %1</source>
        <translation>Повторить %1</translation>
    </message>
    <message>
        <location filename="../editor/deckeditorwindow.cpp" line="+210"/>
        <source>Copied tile %1: paste it into any deck, or as text.</source>
        <translation>Тайл «%1» скопирован: вставьте его в любую колоду или как текст.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot paste</source>
        <translation>Не удаётся вставить</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The filter “%1” hides every tile: this deck has none in that group. Choose “All groups” to see its tiles.</source>
        <translation>Фильтр «%1» скрывает все тайлы: в этой колоде нет тайлов этой группы. Выберите «Все группы», чтобы увидеть её тайлы.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Untitled deck</source>
        <translation>Колода без названия</translation>
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
        <translation>Начать новую игру с этой колодой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fix the problems listed below to play this deck</source>
        <translation>Чтобы играть этой колодой, исправьте ошибки из списка ниже</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Opened %1. Problems to fix: %2.</source>
        <translation>Открыт файл %1. Ошибок для исправления: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opened %1.</source>
        <translation>Открыт файл %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved %1.</source>
        <translation>Сохранён файл %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot export the PDF</source>
        <translation>Не удаётся экспортировать PDF</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1 (pages: %2).</source>
        <translation>Записан файл %1 (страниц: %2).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Export Print and Play</source>
        <translation>Распечатать для игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fix the deck&apos;s problems to play it.</source>
        <translation>Чтобы играть этой колодой, исправьте её ошибки.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot play the deck</source>
        <translation>Не удаётся играть этой колодой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A copy of the deck to play could not be written to %1: %2</source>
        <translation>Не удалось записать копию колоды для игры в %1: %2</translation>
    </message>
    <message>
        <location filename="../editor/tilecommands.cpp" line="+35"/>
        <source>Add tile %1</source>
        <translation>добавление тайла «%1»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Duplicate tile %1</source>
        <translation>дублирование тайла «%1»</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Turn clockwise</source>
        <translation>поворот по часовой стрелке</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn counter-clockwise</source>
        <translation>поворот против часовой стрелки</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Mirror</source>
        <translation>отражение</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The clipboard holds no tile: copy a tile in the deck editor, or the JSON text of one.</source>
        <translation>В буфере обмена нет тайла: скопируйте тайл в редакторе колод или его текст JSON.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the clipboard</source>
        <translation>буфер обмена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The clipboard holds no tile.</source>
        <translation>В буфере обмена нет тайла.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Paste tile %1</source>
        <translation>вставка тайла «%1»</translation>
    </message>
</context>
<context>
    <name>bastide::DeckFiles</name>
    <message>
        <location filename="../editor/deckfiles.cpp" line="+138"/>
        <source>%1 was changed by another program, and this deck has changes that are not saved. Reload the file and lose your changes?</source>
        <translation>Файл %1 изменён другой программой, а в этой колоде есть несохранённые изменения. Загрузить файл заново и потерять ваши изменения?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>Файл %1 изменён другой программой. Загрузить его заново?</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+90"/>
        <source>Deck changed on disk</source>
        <translation>Колода изменена на диске</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Reload</source>
        <translation>Загрузить заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep My Changes</source>
        <translation>Оставить мои изменения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Не обращать внимания</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Deck file moved or deleted</source>
        <translation>Файл колоды перемещён или удалён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was moved, renamed or deleted by another program. The deck is still open here, with every change: save it again to keep it.</source>
        <translation>Файл %1 перемещён, переименован или удалён другой программой. Колода по-прежнему открыта здесь со всеми изменениями: сохраните её снова, чтобы не потерять.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save Again</source>
        <extracomment>Writes the deck back to the file name it had.</extracomment>
        <translation>Сохранить снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not Now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot open the deck</source>
        <translation>Не удаётся открыть колоду</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This is a saved game</source>
        <translation>Это сохранённая игра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open in the Game Window</source>
        <translation>Открыть в окне игры</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was changed by another program since it was opened here. Save over those changes?</source>
        <translation>Файл %1 изменён другой программой после того, как его открыли здесь. Сохранить поверх этих изменений?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Over Them</source>
        <translation>Сохранить поверх</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save the deck</source>
        <translation>Не удаётся сохранить колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has changes that are not saved. Save them first?</source>
        <translation>В колоде есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Don&apos;t Save</source>
        <extracomment>The button that closes without saving the changes.</extracomment>
        <translation>Не сохранять</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Open Deck</source>
        <translation>Открыть колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json);;All files (*)</source>
        <translation>Колоды Bastide (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Save Deck</source>
        <translation>Сохранить колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json)</source>
        <translation>Колоды Bastide (*.json)</translation>
    </message>
</context>
<context>
    <name>bastide::DeckOpenErrors</name>
    <message>
        <location filename="../editor/deckopenerrors.cpp" line="+44"/>
        <source>%1 is not a readable deck: the JSON text is broken at line %3, column %4 (%2).</source>
        <extracomment>%1 is the file, %2 what the JSON reader found wrong (e.g. &quot;a text in quotes is not closed&quot;), %3 and %4 where.</extracomment>
        <translation>%1 — не колода, которую можно прочитать: текст JSON нарушен в строке %3, столбце %4 (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a saved game, not a deck. Open it in the game window?</source>
        <translation>%1 — сохранённая игра, а не колода. Открыть её в окне игры?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a Bastide deck: a deck file says %2 near its top, and this one does not. It may belong to another program.</source>
        <extracomment>%1 is the file, %2 the line a deck file has.</extracomment>
        <translation>%1 — не колода Bastide: в начале файла колоды стоит %2, а в этом файле нет. Возможно, это файл другой программы.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It must be a whole number from %1 to %2.</source>
        <extracomment>Added after a bad number in a deck file: the range it must be in.</extracomment>
        <translation>Это должно быть целое число от %1 до %2.</translation>
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
        <translation>Название колоды по-английски</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Необязательно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in English:</source>
        <translation>Название (англ.):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in Russian:</source>
        <translation>Название (рус.):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in Ukrainian:</source>
        <translation>Название (укр.):</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rename deck</source>
        <translation>переименование колоды</translation>
    </message>
</context>
<context>
    <name>bastide::DrawingTemplate</name>
    <message>
        <location filename="../editor/drawingtemplate.cpp" line="+82"/>
        <source>Bastide tile drawing template. Draw in the group &quot;drawing&quot;. The groups &quot;bastide-guides&quot; (the slots N0 to W2 of each edge, the middle) and &quot;bastide-reference&quot; (the tile as Bastide draws it) are left out when the picture is imported. North is up.</source>
        <extracomment>A note inside the drawing template file (an SVG comment; no markup).</extracomment>
        <translation>Шаблон Bastide для рисунка тайла. Рисуйте в группе «drawing». Группы «bastide-guides» (участки каждого края и середина тайла) и «bastide-reference» (тайл, как его рисует Bastide) при загрузке рисунка отбрасываются. Север — сверху.</translation>
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
        <translation>История</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deck as opened</source>
        <extracomment>The first line of the History panel: the deck before any edit.</extracomment>
        <translation>исходная колода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems (%1)</source>
        <translation>Ошибки (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems</source>
        <translation>Ошибки</translation>
    </message>
</context>
<context>
    <name>bastide::EditorHelpDialog</name>
    <message>
        <location filename="../editor/editorhelpdialog.cpp" line="+47"/>
        <source>Deck Editor Help</source>
        <translation>Справка редактора колод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawing a Deck</source>
        <translation>Как рисовать колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyboard Shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deck is a list of tile types, each with a number of copies. Pick a tile on the left to draw it on the canvas; its id, names, copies and group are on the right.</source>
        <translation>Колода — это список видов тайлов, у каждого своё число копий. Выберите тайл слева, чтобы рисовать его на холсте; его идентификатор, названия, копии и группа — справа.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The brushes City, Road, River and Field set an edge: click an edge, or drag across edges to draw one city, road or river over them. Join or Separate makes one feature of two, or takes a piece off. Shield, Monastery and Garden go on with a click. Right-click the tile for the same edits where you point.</source>
        <translation>Кисти «Город», «Дорога», «Река» и «Поле» задают край: щёлкните по краю или проведите через несколько краёв, чтобы нарисовать по ним один город, дорогу или реку. «Объединить или разделить» делает из двух объектов один или отделяет часть. Щит, монастырь и сад ставятся щелчком. Щелчок правой кнопкой по тайлу даёт те же правки там, куда вы указали.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The expansions&apos; marks go on with a click too: Inn on a road; Cathedral, Wine, Grain and Cloth on a city (Shift+click takes a symbol away); Inner Field puts a field inside a city, touching no edge. A tile&apos;s group says which games take it: the base game, the river, an expansion set or a set of your own; Play This Deck asks which sets to play.</source>
        <translation>Метки дополнений тоже ставятся щелчком: Трактир — на дорогу; Собор, Вино, Зерно и Ткань — в город (Shift+щелчок убирает символ); Внутреннее поле помещает в город поле, не касающееся краёв. Группа тайла определяет, в какие игры он попадает: базовая игра, река, дополнение или ваш собственный набор; «Играть этой колодой» спрашивает, какие наборы взять в игру.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every edit can be undone; the History panel lists them all. The Problems tab lists what keeps the deck from being played, and notes worth a look. Statistics count edges and edge patterns, and test games measure how often a tile fits nowhere.</source>
        <translation>Любую правку можно отменить; панель «История» перечисляет их все. Вкладка «Ошибки» показывает, что мешает играть колодой, и заметки, на которые стоит взглянуть. «Статистика» считает края и наборы краёв, а пробные партии измеряют, как часто тайл никуда не подходит.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can show a picture of your own (SVG, PNG or JPEG) in place of the drawing: Import Tile Picture in the Edit menu. Import Pictures by Tile Id in the Deck menu gives many tiles theirs at once, each file named after its tile&apos;s id. Export Drawing Template writes an SVG with the parts of each edge marked, to draw on. A picture that is not square is cropped or fitted whole, as you choose. Where a problem&apos;s mend is plain, the Problems tab offers it on a Fix button.</source>
        <translation>Тайл может показывать собственный рисунок (SVG, PNG или JPEG) вместо построенного: «Загрузить рисунок тайла» в меню «Правка». «Загрузить рисунки по идентификаторам тайлов» в меню «Колода» задаёт рисунки сразу многим тайлам, если каждый файл назван по идентификатору своего тайла. «Сохранить шаблон для рисования» записывает файл SVG с отмеченными участками краёв, на котором удобно рисовать. Не квадратный рисунок обрезается или показывается целиком — как вы выберете. Если ошибку можно исправить очевидным образом, на вкладке «Ошибки» для этого есть кнопка «Исправить».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play This Deck starts a game with the deck as it is. Print and Play writes a PDF of every tile with its back, to cut out and play at a table.</source>
        <translation>«Играть этой колодой» начинает игру с колодой в её нынешнем виде. «Распечатать для игры» создаёт PDF со всеми тайлами и их рубашками, чтобы вырезать их и играть за столом.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>bastide::EndGameDialog</name>
    <message>
        <location filename="../app/endgamedialog.cpp" line="+88"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the board</source>
        <translation>Посмотреть на карту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 побеждает, набрав %n очко!</numerusform>
            <numerusform>%1 побеждает, набрав %n очка!</numerusform>
            <numerusform>%1 побеждает, набрав %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 делят победу, набрав по %n очку!</numerusform>
            <numerusform>%1 делят победу, набрав по %n очка!</numerusform>
            <numerusform>%1 делят победу, набрав по %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>Выложен %n тайл</numerusform>
            <numerusform>Выложено %n тайла</numerusform>
            <numerusform>Выложено %n тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>bastide::ExpansionChoice</name>
    <message>
        <location filename="../app/expansionchoice.cpp" line="+68"/>
        <source>House rules:</source>
        <translation>Домашние правила:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules: leave a part of the expansion out of the game</source>
        <translation>Домашние правила: убрать часть дополнения из игры</translation>
    </message>
</context>
<context>
    <name>bastide::FeatureListPanel</name>
    <message>
        <location filename="../editor/featurelistpanel.cpp" line="+60"/>
        <source>Features</source>
        <translation>Объекты</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The whole tile: %1</source>
        <extracomment>The marks of the whole tile (volcano, magic portal…), before the features&apos; rows.</extracomment>
        <translation>Весь тайл: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Shields: </source>
        <extracomment>Before the number of shields in a spin box, with a trailing space.</extracomment>
        <translation>Щитов: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shields of %1</source>
        <translation>Щиты: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cathedral</source>
        <translation>Собор</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals: a finished city with a cathedral scores 3 a tile and 3 a shield, an unfinished one nothing</source>
        <translation>«Трактиры и соборы»: завершённый город с собором приносит 3 очка за тайл и 3 за щит, незавершённый — ничего</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Add a shield</source>
        <comment>edit</comment>
        <translation>добавление щита</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a shield</source>
        <comment>edit</comment>
        <translation>удаление щита</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inn</source>
        <translation>Трактир</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals: a finished road with an inn scores 2 a tile, an unfinished one nothing</source>
        <translation>«Трактиры и соборы»: завершённая дорога с трактиром приносит 2 очка за тайл, незавершённая — ничего</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Borders:</source>
        <translation>Граничит с:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Farmers on this field score the city when it is complete</source>
        <translation>Крестьяне на этом поле получат очки за город, когда он будет завершён</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Change the cities a field borders</source>
        <translation>изменение соседних городов поля</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>as drawn</source>
        <translation>как на рисунке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As drawn</source>
        <translation>Как на рисунке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Border the cities next to this field along the tile&apos;s edge, as the picture shows</source>
        <translation>Граничить с городами, которые примыкают к этому полю вдоль края тайла, как на рисунке</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Border the cities as drawn</source>
        <translation>восстановление соседних городов по рисунку</translation>
    </message>
</context>
<context>
    <name>bastide::FigureInfoOverlay</name>
    <message numerus="yes">
        <location filename="../app/figureinfooverlay.cpp" line="+64"/>
        <source>Worth %n point(s) now</source>
        <translation>
            <numerusform>Сейчас стоит %n очко</numerusform>
            <numerusform>Сейчас стоит %n очка</numerusform>
            <numerusform>Сейчас стоит %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Worth %n point(s) now to %1</source>
        <translation>
            <numerusform>%1: сейчас %n очко</numerusform>
            <numerusform>%1: сейчас %n очка</numerusform>
            <numerusform>%1: сейчас %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fields do not score in this game</source>
        <translation>В этой игре поля не приносят очков</translation>
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
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Again</source>
        <translation>Сыграть &amp;ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Game…</source>
        <translation>&amp;Открыть игру…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save Game</source>
        <translation>&amp;Сохранить игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game &amp;As…</source>
        <translation>Сохранить игру &amp;как…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;play a Game…</source>
        <translation>Просмотреть &amp;запись игры…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay This Game</source>
        <translation>П&amp;росмотреть эту игру заново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck Editor…</source>
        <translation>&amp;Редактор колод…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn Tile &amp;Clockwise</source>
        <translation>Повернуть тайл по &amp;часовой стрелке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn Tile &amp;Anticlockwise</source>
        <translation>Повернуть тайл п&amp;ротив часовой стрелки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Turn</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Back</source>
        <translation>&amp;Шаг назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Spot or Ring</source>
        <translation>&amp;Следующая клетка или кружок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious Spot or Ring</source>
        <translation>&amp;Предыдущая клетка или кружок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay Tile or Place Figure There</source>
        <translation>&amp;Выложить тайл или поставить подданного здесь</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No Figure</source>
        <translation>&amp;Без подданного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Back &amp;Abbot</source>
        <translation>Забрать &amp;аббата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Suggest a Move</source>
        <translation>&amp;Подсказать ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Whole Board</source>
        <translation>Показать всю &amp;карту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Centre on Your Tile</source>
        <translation>&amp;Центрировать на своём тайле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side &amp;Panel</source>
        <translation>Боковая &amp;панель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;Overview</source>
        <translation>&amp;Обзор карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tiles Left…</source>
        <translation>Оставшиеся &amp;тайлы…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Bastide</source>
        <translation>&amp;О программе Bastide</translation>
    </message>
</context>
<context>
    <name>bastide::GameFileController</name>
    <message>
        <location filename="../app/gamefilecontroller.cpp" line="+73"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Open a game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+39"/>
        <source>Bastide games (*.json);;All files (*)</source>
        <translation>Игры Bastide (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1</source>
        <translation>Открыт файл %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Replay a game</source>
        <translation>Просмотр записи игры</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bastide games (*.json)</source>
        <translation>Игры Bastide (*.json)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Resume game?</source>
        <translation>Продолжить игру?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have an unfinished game with %1 (%n move(s) played). Would you like to carry on?</source>
        <translation>
            <numerusform>У вас есть незаконченная игра (игроки: %1; сделан %n ход). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная игра (игроки: %1; сделано %n хода). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная игра (игроки: %1; сделано %n ходов). Продолжить её?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bastide game %1.json</source>
        <extracomment>The file name the save dialog suggests; %1 is the date and time, e.g. 2026-12-01 14.05</extracomment>
        <translation>Игра Bastide %1.json</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Leave the game?</source>
        <translation>Покинуть игру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress is not finished. Leave it?</source>
        <translation>Текущая игра не закончена. Покинуть её?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save it to play it on later. Until the next game&apos;s first move it can also be resumed when Bastide starts.</source>
        <translation>Сохраните её, чтобы доиграть позже. До первого хода следующей игры её также можно продолжить при запуске Bastide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save and Leave…</source>
        <translation>Сохранить и выйти…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave Unsaved</source>
        <translation>Выйти без сохранения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Продолжить игру</translation>
    </message>
</context>
<context>
    <name>bastide::GameInfoLabel</name>
    <message>
        <location filename="../app/gameinfolabel.cpp" line="+19"/>
        <source>modern farmers</source>
        <translation>крестьяне по новым правилам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>classic farmers</source>
        <translation>крестьяне по классическим правилам</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no farmers</source>
        <translation>без крестьян</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>standard deck</source>
        <translation>стандартная колода</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>river</source>
        <translation>река</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>abbot</source>
        <translation>аббат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>seed %1</source>
        <translation>раздача %1</translation>
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
        <translation>Финальный подсчёт</translation>
    </message>
</context>
<context>
    <name>bastide::GroupNames</name>
    <message>
        <location filename="../editor/groupnames.cpp" line="+18"/>
        <source>Base game</source>
        <translation>Базовая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns &amp; Cathedrals</source>
        <extracomment>The expansion set, as the Russian and Ukrainian editions name it.</extracomment>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
</context>
<context>
    <name>bastide::HoleFillView</name>
    <message>
        <location filename="../editor/holefillview.cpp" line="+57"/>
        <source>Which tiles fill a hole</source>
        <translation>Какие тайлы закроют пустое место</translation>
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
        <translation>нет соседа</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n copies fit it (of %1 tile types), turned as needed.</source>
        <extracomment>%n copies, of %1 tile types, have a turn that fits the hole.</extracomment>
        <translation>
            <numerusform>Подходит %n копия (видов тайлов: %1), если её повернуть.</numerusform>
            <numerusform>Подходят %n копии (видов тайлов: %1), если их повернуть.</numerusform>
            <numerusform>Подходит %n копий (видов тайлов: %1), если их повернуть.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::HowToPlayDialog</name>
    <message>
        <location filename="../app/howtoplaydialog.cpp" line="+56"/>
        <source>How to Play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Spring</source>
        <translation>Исток</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lake</source>
        <translation>Озеро</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abbot</source>
        <translation>Аббат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Garden</source>
        <translation>Сад</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The basics</source>
        <translation>Основы игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Together you build a countryside of roads, cities, monasteries and fields, one tile at a time. Claim what you build with your figures: whoever has the most points when the last tile is laid wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Вместе вы тайл за тайлом выкладываете карту местности с дорогами, городами, монастырями и полями. Занимайте построенное своими подданными: побеждает тот, у кого больше всего очков, когда выложен последний тайл.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;You draw a tile and lay it next to the tiles already on the table, so that every edge it touches matches: road to road, city to city, field to field. Gold spots on the board show where it fits; press &lt;b&gt;R&lt;/b&gt; or right-click to turn it. A tile that fits nowhere is put aside and you draw another.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Вы тянете тайл и выкладываете его рядом с уже лежащими так, чтобы совпадали все края, которых он касается: дорога к дороге, город к городу, поле к полю. Золотые клетки на карте показывают, куда он подходит; нажмите &lt;b&gt;R&lt;/b&gt; или правую кнопку мыши, чтобы повернуть его. Тайл, который никуда не подходит, откладывается, и вы тянете другой.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Then you may put one of your seven followers on the tile you have just laid: in a city as a knight, on a road as a thief, or in a monastery as a monk. Fields take no figures in this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Затем можно поставить одного из семи своих подданных на только что выложенный тайл: в город рыцарем, на дорогу разбойником или в монастырь монахом. На поля в этой игре подданных не ставят.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Then you may put one of your seven followers on the tile you have just laid: in a city as a knight, on a road as a thief, in a monastery as a monk, or lying in a field as a farmer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Затем можно поставить одного из семи своих подданных на только что выложенный тайл: в город рыцарем, на дорогу разбойником, в монастырь монахом или положить на поле крестьянином.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;You may only claim a road, city or field that nobody holds yet, counting everything it joins up with. Features that grow together later can end up shared. Press &lt;b&gt;Enter&lt;/b&gt; to end your turn; &lt;b&gt;Esc&lt;/b&gt; picks the tile up again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Занять можно только дорогу, город или поле, где ещё никого нет, — с учётом всего, с чем они соединены. Объекты, которые позже срастутся, могут оказаться общими. Нажмите &lt;b&gt;Enter&lt;/b&gt;, чтобы завершить ход; &lt;b&gt;Esc&lt;/b&gt; возвращает тайл в руку.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figures</source>
        <translation>Подданные</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring during the game</source>
        <translation>Подсчёт очков во время игры</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;When a tile finishes something, it scores at once and its figures come back to their owners:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;a road with both ends closed: 1 point per tile;&lt;/li&gt;&lt;li&gt;a city with a closed wall: 2 points per tile and 2 per shield;&lt;/li&gt;&lt;li&gt;a monastery with all eight tiles around it: 9 points.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;When several players have figures on one feature, the one with the most scores it; a tie scores in full for each of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Когда тайл что-то завершает, оно сразу приносит очки, а стоявшие на нём подданные возвращаются к владельцам:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;дорога, закрытая с обоих концов: 1 очко за тайл;&lt;/li&gt;&lt;li&gt;город с замкнутой стеной: 2 очка за тайл и 2 за щит;&lt;/li&gt;&lt;li&gt;монастырь, окружённый всеми восемью тайлами: 9 очков.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Если на объекте стоят подданные нескольких игроков, очки получает тот, у кого их больше; при равенстве каждый из них получает полные очки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>&lt;p&gt;Inns and cathedrals make a road or a city worth more, but only if it is finished. And each player has a big follower.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Трактиры и соборы делают дорогу или город ценнее, но только если они завершены. А ещё у каждого игрока есть крупный подданный.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inns</source>
        <translation>Трактиры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;A road with an &lt;b&gt;inn&lt;/b&gt; scores 2 points per tile when finished, but nothing at the end of the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Завершённая дорога с &lt;b&gt;трактиром&lt;/b&gt; приносит 2 очка за тайл, но в финальном подсчёте — ничего.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cathedrals</source>
        <translation>Соборы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;A city with a &lt;b&gt;cathedral&lt;/b&gt; scores 3 points per tile and per shield when finished, but nothing at the end of the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Завершённый город с &lt;b&gt;собором&lt;/b&gt; приносит 3 очка за тайл и за щит, но в финальном подсчёте — ничего.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The big follower</source>
        <translation>Крупный подданный</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Follower</source>
        <translation>Подданный</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Big follower</source>
        <translation>Крупный подданный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each player also has a &lt;b&gt;big follower&lt;/b&gt;. It goes wherever a follower may and counts as two followers when the majority on a feature is decided.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У каждого игрока есть ещё &lt;b&gt;крупный подданный&lt;/b&gt;. Он ставится туда же, куда и обычный подданный, и считается за двух, когда решается, у кого на объекте больше подданных.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;Trade goods in cities, a builder that brings a second tile and a pig for your farmers.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Товары в городах, строитель, дающий второй тайл, и свинья для ваших крестьян.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trade goods</source>
        <translation>Товары</translation>
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
        <translation>Ткань</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Whoever finishes a city takes a &lt;b&gt;trade goods&lt;/b&gt; token for each wine, grain and cloth symbol in it, whoever holds the city. At the end, whoever has the most tokens of a kind scores 10 points for it (a tie: each).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кто завершает город, получает &lt;b&gt;жетон товара&lt;/b&gt; за каждый символ вина, зерна и ткани в нём, чей бы ни был город. В конце игры тот, у кого больше всего жетонов одного товара, получает за него 10 очков (при равенстве — каждый из них).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The builder</source>
        <translation>Строитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;The &lt;b&gt;builder&lt;/b&gt; joins a road or city where you already have a follower. Each time you extend that road or city later, you lay a second tile in the same turn; its road or city glows on the board while you do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Строитель&lt;/b&gt; ставится на дорогу или в город, где у вас уже есть подданный. Каждый раз, когда вы потом продлеваете эту дорогу или город, вы выкладываете в тот же ход второй тайл; пока вы его выкладываете, дорога или город строителя подсвечены на карте.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;A second tile never brings a third: even when it extends the builder&apos;s road or city again, the turn ends after it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Второй тайл никогда не приносит третьего: даже если он снова продлевает дорогу или город строителя, ход после него заканчивается.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pig</source>
        <translation>Свинья</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The &lt;b&gt;pig&lt;/b&gt; joins a field of your farmers: each finished city it supplies scores 1 point more for you.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Свинья&lt;/b&gt; ставится на поле к вашим крестьянам: каждый завершённый город, который снабжает это поле, приносит вам на 1 очко больше.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bridge</source>
        <translation>Мост</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;On the crossing tile one road runs over the other on a &lt;b&gt;bridge&lt;/b&gt;. They stay two roads, each finished and scored on its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;На тайле перекрёстка одна дорога проходит над другой по &lt;b&gt;мосту&lt;/b&gt;. Это по-прежнему две дороги: каждая завершается и приносит очки сама по себе.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>The abbot</source>
        <translation>Аббат</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Each player also has an abbot. It goes only into a monastery or a garden, and gardens take nothing else. A garden scores like a monastery. Instead of placing a figure you may take your abbot back; its monastery or garden then scores at once as if the game had ended.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У каждого игрока есть ещё и аббат. Его ставят только в монастырь или сад, а в сад нельзя ставить никого другого. Сад приносит очки так же, как монастырь. Вместо того чтобы выставить подданного, можно забрать аббата: его монастырь или сад тут же приносит очки, как в конце игры.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The river</source>
        <translation>Река</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game starts at the spring, and the river tiles are drawn before all others, the lake last. Each one must continue the river. The river may not bend the same way twice in a row, and no figure goes on the water.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра начинается с истока, а тайлы реки тянут раньше всех остальных, озеро — последним. Каждый из них должен продолжать реку. Река не может дважды подряд поворачивать в одну сторону, а на воду подданных не ставят.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>&lt;p&gt;After the last tile, everything unfinished scores too: a road 1 point per tile, a city 1 per tile and 1 per shield, a monastery or garden 1 point plus 1 for each tile around it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;После последнего тайла очки приносит и всё незавершённое: дорога — 1 очко за тайл, город — 1 за тайл и 1 за щит, монастырь или сад — 1 очко и ещё по 1 за каждый тайл вокруг.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Then the fields: whoever has the most farmers in a field scores 3 points for every finished city that field touches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Затем поля: у кого больше всего крестьян на поле, тот получает 3 очка за каждый завершённый город, которого касается это поле.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;Then the fields, city by city: for each finished city, the player with the most farmers in all the fields touching it scores 4 points. Each city counts once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Затем поля, город за городом: за каждый завершённый город 4 очка получает тот, у кого больше всего крестьян на всех полях, которые его касаются. Каждый город считается один раз.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The end of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;i&gt;Scroll or pinch to zoom, drag to move the board, and hover a figure to see what its feature is worth now. Without a mouse, &lt;b&gt;]&lt;/b&gt; and &lt;b&gt;[&lt;/b&gt; step through the spots (or the rings, once the tile is down) and &lt;b&gt;Space&lt;/b&gt; takes one. Help ▸ Keyboard Shortcuts lists every key.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Колесо мыши или щипок меняют масштаб, перетаскивание сдвигает карту, а если навести указатель на подданного, видно, сколько сейчас стоит его объект. Без мыши клавиши &lt;b&gt;]&lt;/b&gt; и &lt;b&gt;[&lt;/b&gt; перебирают клетки (или кружки, когда тайл уже выложен), а &lt;b&gt;Пробел&lt;/b&gt; выбирает текущую. Все клавиши перечислены в меню Справка ▸ Горячие клавиши.&lt;/i&gt;&lt;/p&gt;</translation>
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
        <translation>Код языка: две или три строчные латинские буквы, за ними можно добавить _ или - и регион или письменность (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a Language</source>
        <translation>Добавить язык</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Russian name:</source>
        <translation>Название (рус.):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ukrainian name:</source>
        <translation>Название (укр.):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name in %1:</source>
        <extracomment>A name field&apos;s label for a language Qt does not know: %1 is its code</extracomment>
        <translation>Название (%1):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name in %1 (%2):</source>
        <extracomment>A name field&apos;s label: %1 is the language&apos;s own name for itself, %2 its code, e.g. &quot;Name in Deutsch (de):&quot;</extracomment>
        <translation>Название (%1, %2):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Optional</source>
        <translation>Необязательно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove the name in %1</source>
        <extracomment>The button beside a name in a language the designer added; %1 is the language (&quot;Deutsch&quot;, or a code).</extracomment>
        <translation>Убрать название на языке «%1»</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>English has its own field above.</source>
        <translation>Для английского есть своё поле выше.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” is not a language code: use two or three lower-case letters, optionally with _ or - and a region or script (%2).</source>
        <translation>«%1» — не код языка: используйте две или три строчные латинские буквы, можно с _ или - и регионом или письменностью (%2).</translation>
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
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tiles laid so far. Arrow keys scroll, R turns the tile in hand.</source>
        <translation>Уже выложенные тайлы. Стрелки прокручивают карту, R поворачивает тайл в руке.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game options</source>
        <translation>Параметры игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Open file</source>
        <translation>Открыть файл</translation>
    </message>
</context>
<context>
    <name>bastide::MoveSuggestion</name>
    <message>
        <location filename="../app/movesuggestion.cpp" line="+69"/>
        <source>Looking for a good move…</source>
        <translation>Ищем хороший ход…</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Suggestion: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
</context>
<context>
    <name>bastide::NameLengthHint</name>
    <message numerus="yes">
        <location filename="../app/namelengthhint.cpp" line="+29"/>
        <source>A name can be at most %n character(s) long.</source>
        <translation>
            <numerusform>Имя может быть не длиннее %n символа.</numerusform>
            <numerusform>Имя может быть не длиннее %n символов.</numerusform>
            <numerusform>Имя может быть не длиннее %n символов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::NewGameDialog</name>
    <message>
        <location filename="../app/newgamedialog.cpp" line="+187"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck file:</source>
        <translation>Файл колоды:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none chosen</source>
        <translation>не выбран</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with the river</source>
        <translation>Начать с реки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abbots and gardens</source>
        <translation>Аббаты и сады</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expansions</source>
        <translation>Дополнения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inns on roads, cathedrals in cities and a big follower that counts as two</source>
        <translation>Трактиры на дорогах, соборы в городах и крупный подданный, который считается за двух</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade goods in cities, a builder that brings a second tile and a pig for your farmers</source>
        <translation>Товары в городах, строитель, дающий второй тайл, и свинья для ваших крестьян</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+130"/>
        <source>This deck&apos;s own set: %n tile(s)</source>
        <translation>
            <numerusform>Собственный набор колоды: %n тайл</numerusform>
            <numerusform>Собственный набор колоды: %n тайла</numerusform>
            <numerusform>Собственный набор колоды: %n тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Modern: 3 points per completed city</source>
        <translation>Новые правила: 3 очка за каждый завершённый город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic: 4 points per city, most farmers</source>
        <translation>Классические: 4 очка за город тому, у кого больше крестьян</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No farmers</source>
        <translation>Без крестьян</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Farmers:</source>
        <translation>Крестьяне:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed deals the tiles in the same order</source>
        <translation>С одинаковым номером раздачи тайлы выходят в одном и том же порядке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Номер раздачи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to Play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+204"/>
        <source>Choose a deck</source>
        <translation>Выбор колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bastide decks (*.json);;All files (*)</source>
        <translation>Колоды Bastide (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deck cannot be used:
%1</source>
        <translation>Эту колоду нельзя использовать:
%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This deck has no river tiles</source>
        <translation>В этой колоде нет тайлов реки</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The seed must be a whole number</source>
        <translation>Номер раздачи должен быть целым числом</translation>
    </message>
</context>
<context>
    <name>bastide::NewGroupDialog</name>
    <message>
        <location filename="../editor/newgroupdialog.cpp" line="+21"/>
        <source>New Group</source>
        <translation>Новая группа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name of the set (1 to 32 characters: a–z, digits and -):</source>
        <translation>&amp;Название набора (от 1 до 32 знаков: латинские a–z, цифры и -):</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>“%1” is a group already: choose it in the list.</source>
        <translation>«%1» — уже группа: выберите её в списке.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set&apos;s name is at most 32 characters; this one has %1.</source>
        <translation>В названии набора не больше 32 знаков, а в этом их %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set&apos;s name is written in small letters a–z, digits and - only: “%2” would do for “%1”.</source>
        <extracomment>%1 is what was typed, %2 the same name as a deck file can hold it.</extracomment>
        <translation>Название набора пишется только строчными латинскими a–z, цифрами и -: вместо «%1» подойдёт «%2».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set&apos;s name is 1 to 32 characters: small letters a–z, digits and -, and not “base” or “river”.</source>
        <translation>Название набора — от 1 до 32 знаков: строчные латинские буквы a–z, цифры и -, но не «base» и не «river».</translation>
    </message>
</context>
<context>
    <name>bastide::OutlookOverlay</name>
    <message>
        <location filename="../app/outlookoverlay.cpp" line="+109"/>
        <source>Empty spot</source>
        <translation>Свободная клетка</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Fits here: %n of the %1 tiles to come</source>
        <extracomment>%n tiles of the %1 still in the bag after the one in hand</extracomment>
        <translation>
            <numerusform>Сюда подходят: %n из %1 ещё не вытянутых тайлов</numerusform>
            <numerusform>Сюда подходят: %n из %1 ещё не вытянутых тайлов</numerusform>
            <numerusform>Сюда подходят: %n из %1 ещё не вытянутых тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Fields do not score in this game</source>
        <translation>В этой игре поля не приносят очков</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Worth %n point(s) now, scored at the end</source>
        <translation>
            <numerusform>Сейчас %n очко, подсчёт в конце игры</numerusform>
            <numerusform>Сейчас %n очка, подсчёт в конце игры</numerusform>
            <numerusform>Сейчас %n очков, подсчёт в конце игры</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Completed by this tile: %n point(s)</source>
        <translation>
            <numerusform>Этот тайл его завершает: %n очко</numerusform>
            <numerusform>Этот тайл его завершает: %n очка</numerusform>
            <numerusform>Этот тайл его завершает: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 now · %2 if completed</source>
        <extracomment>A figure ring&apos;s preview, e.g. &quot;8 now · 14 if completed&quot;</extracomment>
        <translation>%1 сейчас · %2, если завершить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Big follower: counts as two followers when the majority is decided</source>
        <translation>Крупный подданный: считается за двух, когда решается, у кого больше подданных</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Builder: you will lay a second tile whenever you extend this city</source>
        <translation>Строитель: каждый раз, продлевая этот город, вы выложите второй тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Builder: you will lay a second tile whenever you extend this road</source>
        <translation>Строитель: каждый раз, продлевая эту дорогу, вы выложите второй тайл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pig: each completed city scores 1 point more for your farmers here</source>
        <translation>Свинья: каждый завершённый город принесёт вашим крестьянам здесь на 1 очко больше</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n point(s) if completed</source>
        <translation>
            <numerusform>%n очко, если завершить</numerusform>
            <numerusform>%n очка, если завершить</numerusform>
            <numerusform>%n очков, если завершить</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) to come could complete it</source>
        <translation>
            <numerusform>Завершить его может %n ещё не вытянутый тайл</numerusform>
            <numerusform>Завершить его могут %n ещё не вытянутых тайла</numerusform>
            <numerusform>Завершить его могут %n ещё не вытянутых тайлов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::PictureImporter</name>
    <message>
        <location filename="../editor/pictureimporter.cpp" line="+38"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is larger than 2 MB; a tile picture should be far smaller.</source>
        <translation>%1 больше 2 МБ; рисунок тайла должен быть гораздо меньше.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pictures (%1);;SVG pictures (%2);;PNG and JPEG pictures (%3)</source>
        <extracomment>File dialog filters; %1, %2, %3 are file patterns.</extracomment>
        <translation>Рисунки (%1);;Рисунки SVG (%2);;Рисунки PNG и JPEG (%3)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 is not an SVG picture Bastide can draw.</source>
        <translation>%1 — не рисунок SVG, который Bastide может отобразить.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Set the picture</source>
        <translation>установка рисунка</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Import pictures for %n tile(s)</source>
        <extracomment>An edit in the History: pictures given to several tiles at once.</extracomment>
        <translation>
            <numerusform>загрузка рисунков для %n тайла</numerusform>
            <numerusform>загрузка рисунков для %n тайлов</numerusform>
            <numerusform>загрузка рисунков для %n тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Picture Not Square</source>
        <translation>Рисунок не квадратный</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pictures that are not square: %n. A tile is square: cut each to a square from its middle, or show it whole with its border colour round it?</source>
        <extracomment>%n counts the pictures that are not square.</extracomment>
        <translation>
            <numerusform>Не квадратных рисунков: %n. Тайл квадратный: обрезать каждый рисунок до квадрата по середине или показать целиком, заполнив края цветом его кромки?</numerusform>
            <numerusform>Не квадратных рисунков: %n. Тайл квадратный: обрезать каждый рисунок до квадрата по середине или показать целиком, заполнив края цветом его кромки?</numerusform>
            <numerusform>Не квадратных рисунков: %n. Тайл квадратный: обрезать каждый рисунок до квадрата по середине или показать целиком, заполнив края цветом его кромки?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Crop to Square</source>
        <translation>Обрезать до квадрата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit Whole</source>
        <translation>Показать целиком</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Import Tile Picture</source>
        <translation>Загрузка рисунка тайла</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot use the picture</source>
        <translation>Не удаётся использовать рисунок</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import Pictures by Tile Id</source>
        <translation>Загрузка рисунков по идентификаторам тайлов</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <location line="+6"/>
        <source>Pictures set for %n tile(s): %1.</source>
        <translation>
            <numerusform>Рисунки заданы для %n тайла: %1.</numerusform>
            <numerusform>Рисунки заданы для %n тайлов: %1.</numerusform>
            <numerusform>Рисунки заданы для %n тайлов: %1.</numerusform>
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
        <translation>Ни у одного тайла нет идентификатора, по которому названы эти файлы, поэтому они пропущены: %1. Называйте файл по его тайлу, например «%2» для тайла «%3».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Some pictures were not used</source>
        <translation>Часть рисунков не использована</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Drawing Template</source>
        <translation>Сохранение шаблона для рисования</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG pictures (%1)</source>
        <translation>Рисунки SVG (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot write the template</source>
        <translation>Не удаётся записать шаблон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1: draw on it, then import it as the tile&apos;s picture.</source>
        <translation>Записан файл %1: нарисуйте на нём рисунок и загрузите его как рисунок тайла.</translation>
    </message>
</context>
<context>
    <name>bastide::PlayGroupsDialog</name>
    <message>
        <location filename="../editor/playgroupsdialog.cpp" line="+33"/>
        <source>Play This Deck</source>
        <translation>Игра этой колодой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Groups in the game</source>
        <translation>Группы тайлов в игре</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 (%n tile(s))</source>
        <extracomment>A group in the Play This Deck dialog and its tiles: &quot;Inns &amp; Cathedrals (18 tiles)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%n тайл)</numerusform>
            <numerusform>%1 (%n тайла)</numerusform>
            <numerusform>%1 (%n тайлов)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The base game is always in play</source>
        <translation>Тайлы базовой игры участвуют всегда</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>River tiles are in play with the river rule, chosen in the new game</source>
        <translation>Тайлы реки в игре, если в новой игре включено правило реки</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A set of your own: its tiles are shuffled in with the base tiles</source>
        <translation>Ваш собственный набор: его тайлы замешиваются в базовые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The set&apos;s tiles are shuffled in with the base tiles, and its figures and scoring are in play</source>
        <translation>Тайлы набора замешиваются в базовые, и в игре его фигуры и правила подсчёта</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The river is played when the new game&apos;s river rule is on.</source>
        <translation>Река участвует в игре, если в настройках новой игры включено правило реки.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
</context>
<context>
    <name>bastide::PreferencesDialog</name>
    <message>
        <location filename="../app/preferencesdialog.cpp" line="-26"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Quick</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Normal</source>
        <translation>Умеренно</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Board</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate tiles, figures and scoring</source>
        <translation>&amp;Анимировать тайлы, подданных и подсчёт очков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation s&amp;peed:</source>
        <translation>&amp;Скорость анимации:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark every &amp;spot where the tile fits</source>
        <translation>Отмечать &amp;все клетки, куда подходит тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follow play: centre the view on each tile laid</source>
        <translation>Следить за и&amp;грой: показывать каждый выложенный тайл в центре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The view moves to every tile laid and, between turns, shows the whole board. When this is off, the board stays where you left it and moves only to show a tile out of sight.</source>
        <translation>Вид переходит к каждому выложенному тайлу, а между ходами показывает всю карту. Когда флажок снят, карта остаётся там, где вы её оставили, и сдвигается, только чтобы показать тайл, которого не видно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show what each player would score if the game &amp;ended now</source>
        <translation>Показывать, сколько очков получил бы каждый игрок, если бы игра &amp;закончилась сейчас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm before ending a turn (press Enter or End Turn)</source>
        <translation>&amp;Подтверждать конец хода (Enter или «Завершить ход»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When this is off, your turn ends as soon as you have placed a figure or chosen none.</source>
        <translation>Если выключено, ход заканчивается сразу, как только вы выставили подданного или решили его не ставить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relaxed</source>
        <translation>Неспешно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players &amp;move:</source>
        <translation>&amp;Компьютер ходит:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;hints (Suggest a Move) in games against the computer</source>
        <translation>Разрешить &amp;подсказки («Подсказать ход») в играх с компьютером</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn ▸ Suggest a Move shows the move the Hard computer player would make. In games between people it is always there.</source>
        <translation>Ход ▸ Подсказать ход показывает ход, который сделал бы компьютер уровня «Сильный». В играх между людьми подсказка доступна всегда.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New games start with</source>
        <translation>Новая игра по умолчанию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Opponents:</source>
        <translation>Сопе&amp;рников:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents a&amp;re:</source>
        <translation>Кт&amp;о соперники:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People at this computer</source>
        <translation>Люди за этим компьютером</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer · %1</source>
        <translation>Компьютер · %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
</context>
<context>
    <name>bastide::PrintExportDialog</name>
    <message>
        <location filename="../editor/printexportdialog.cpp" line="+103"/>
        <source>Cut marks in the margins</source>
        <translation>Метки обреза на полях</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Print and Play</source>
        <translation>Печать для игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the deck to cut out and play</source>
        <translation>Распечатайте колоду, вырежьте тайлы и играйте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every copy of every tile is printed at the size you choose, its id small in a corner, with cut marks in the margins. Print at 100% (no “fit to page”) so the tiles come out at their size; print the backs on the reverse, turning the paper over on its long edge.</source>
        <translation>Каждая копия каждого тайла печатается в выбранном размере, с маленьким идентификатором в углу и метками обреза на полях. Печатайте в масштабе 100% (без «подогнать по размеру страницы»), чтобы тайлы вышли своего размера; рубашки печатайте на обороте, переворачивая лист по длинному краю.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
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
        <translation>В настольной игре тайлы размером 45 мм</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tile size:</source>
        <translation>&amp;Размер тайла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bleed:</source>
        <translation>&amp;Вылеты за обрез:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <extracomment>The bleed spin box at 0.</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Art printed past the cut lines, so a cut a little off the line leaves no white edge; 2 to 3 mm is usual</source>
        <translation>Рисунок печатается за линиями обреза, чтобы неточный рез не оставил белой каймы; обычно 2–3 мм</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tile backs behind each sheet, by group</source>
        <translation>Рубашки тайлов на обороте каждого листа, по группам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The river, the start tile and each expansion get a back of their own, so they can be told apart face down</source>
        <translation>У реки, стартового тайла и каждого дополнения своя рубашка, чтобы их можно было различить лицом вниз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A contents sheet to check the cut deck against</source>
        <translation>Лист с составом колоды, чтобы проверить вырезанные тайлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Tiles this large do not fit on the paper.</source>
        <translation>Тайлы такого размера не помещаются на бумагу.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pages in all: %1.</source>
        <translation>Всего страниц: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Tiles: %1, laid %2 × %3 on a sheet. Sheets of tiles: %4.</source>
        <translation>Тайлов: %1, по %2 × %3 на листе. Листов с тайлами: %4.</translation>
    </message>
</context>
<context>
    <name>bastide::PrintPagePainter</name>
    <message>
        <location filename="../editor/printpagepainter.cpp" line="+169"/>
        <source>tiles, sheet %1 of %2: cut along the marks</source>
        <extracomment>What a print-and-play page holds, in its caption.</extracomment>
        <translation>тайлы, лист %1 из %2: разрежьте по меткам</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>backs of sheet %1: print on its reverse, turned over on the long edge</source>
        <translation>рубашки листа %1: напечатайте на его обороте, перевернув по длинному краю</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>contents</source>
        <translation>состав колоды</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · page %3 of %4</source>
        <extracomment>Caption printed under each print-and-play page.</extracomment>
        <translation>%1 · %2 · страница %3 из %4</translation>
    </message>
    <message>
        <location filename="../editor/printcontentspage.cpp" line="+24"/>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Base game</source>
        <translation>Базовая игра</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Contents of %1</source>
        <translation>Состав колоды «%1»</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n tiles of %1 types. Check the cut deck against this list: each type&apos;s copies, id and back.</source>
        <translation>
            <numerusform>%n тайл, видов: %1. Сверьте вырезанную колоду с этим списком: копии каждого вида, идентификатор и рубашку.</numerusform>
            <numerusform>%n тайла, видов: %1. Сверьте вырезанную колоду с этим списком: копии каждого вида, идентификатор и рубашку.</numerusform>
            <numerusform>%n тайлов, видов: %1. Сверьте вырезанную колоду с этим списком: копии каждого вида, идентификатор и рубашку.</numerusform>
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
        <translation> · стартовый тайл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · lake, drawn last</source>
        <translation> · озеро, тянется последним</translation>
    </message>
</context>
<context>
    <name>bastide::ProblemFixes</name>
    <message>
        <location filename="../editor/problemfixes.cpp" line="+88"/>
        <source>Make tile %1 the start tile</source>
        <translation>Сделать тайл «%1» стартовым</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keep tile %1 as the only start tile</source>
        <translation>Оставить стартовым только тайл «%1»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Make tile %1 the spring</source>
        <translation>Сделать тайл «%1» истоком</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Make tile %1 the lake</source>
        <translation>Сделать тайл «%1» озером</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep tile %1 as the only spring</source>
        <translation>Оставить истоком только тайл «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep tile %1 as the only lake</source>
        <translation>Оставить озером только тайл «%1»</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give tile %1 one copy</source>
        <translation>Оставить у тайла «%1» одну копию</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the lake mark off tile %1</source>
        <translation>Снять с тайла «%1» отметку озера</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the start mark off tile %1</source>
        <translation>Снять с тайла «%1» отметку стартового</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give the tile the id %1</source>
        <translation>Дать тайлу идентификатор «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change the id %1 to %2</source>
        <translation>Заменить идентификатор «%1» на «%2»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Take the inn off feature %1 of tile %2</source>
        <translation>Убрать трактир с объекта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the cathedral off feature %1 of tile %2</source>
        <translation>Убрать собор с объекта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the goods off feature %1 of tile %2</source>
        <translation>Убрать товары с объекта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the shields off feature %1 of tile %2</source>
        <translation>Убрать щиты с объекта №%1 тайла «%2»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Mend the cities feature %1 of tile %2 borders</source>
        <translation>Исправить список городов, соседних с объектом №%1 тайла «%2»</translation>
    </message>
</context>
<context>
    <name>bastide::ProblemListPanel</name>
    <message>
        <location filename="../editor/problemlistpanel.cpp" line="+77"/>
        <source>Problems</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No problems: the deck is ready to play. Notes worth a look: %1.</source>
        <translation>Ошибок нет: колодой можно играть. Заметок, на которые стоит взглянуть: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problems: the deck is ready to play.</source>
        <translation>Ошибок нет: колода готова к игре.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Problems: %1. The deck can be saved, but not played until they are fixed.</source>
        <translation>Ошибок: %1. Колоду можно сохранить, но играть ею можно будет только после исправления.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no city</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>city #%1</source>
        <translation>город №%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Tile %1, field #%2: it borders %3, but the drawing puts it beside %4. Farmers score by what the field says; check it is meant.</source>
        <extracomment>A soft note, not an error. %1 tile id, %2 field number, %3 and %4 lists of cities (&quot;city #0, city #1&quot; or &quot;no city&quot;).</extracomment>
        <translation>Тайл «%1», поле №%2: соседние города по данным поля — %3, а по рисунку — %4. Крестьяне получают очки по данным поля; проверьте, что так и задумано.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+12"/>
        <source>Click to show the tile</source>
        <translation>Щёлкните, чтобы показать тайл</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Fix: %1</source>
        <extracomment>The button under the problem list that mends the selected problem: &quot;Fix: Make tile D the start tile&quot;.</extracomment>
        <translation>Исправить: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One edit, undone with Ctrl+Z like any other</source>
        <translation>Одна правка; отменяется Ctrl+Z, как любая другая</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mend a problem (tile %1)</source>
        <extracomment>An edit in the History: a problem mended by its Fix button; %1 is a tile id.</extracomment>
        <translation>исправление ошибки (тайл «%1»)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mend a problem</source>
        <extracomment>An edit in the History: a problem of the deck mended by its Fix button.</extracomment>
        <translation>исправление ошибки</translation>
    </message>
</context>
<context>
    <name>bastide::RecentDecksMenu</name>
    <message>
        <location filename="../editor/recentdecksmenu.cpp" line="+32"/>
        <source>No decks opened yet</source>
        <translation>Колоды ещё не открывались</translation>
    </message>
</context>
<context>
    <name>bastide::RecentFilesMenu</name>
    <message>
        <location filename="../app/recentfilesmenu.cpp" line="+17"/>
        <location line="+44"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние игры</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>No recent games</source>
        <translation>Недавних игр нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Очистить список</translation>
    </message>
</context>
<context>
    <name>bastide::RemainingTilesDialog</name>
    <message>
        <location filename="../app/remainingtilesdialog.cpp" line="+91"/>
        <source>Tiles left</source>
        <translation>Оставшиеся тайлы</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Faded tiles are used up. River tiles come first, the lake last.</source>
        <translation>Бледные тайлы уже вышли. Первыми идут тайлы реки, озеро — последним из них.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faded tiles are used up.</source>
        <translation>Бледные тайлы уже вышли.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base game</source>
        <translation>Базовая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns &amp; Cathedrals</source>
        <translation>«Трактиры и соборы»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Traders &amp; Builders</source>
        <translation>«Купцы и строители»</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>Tile %1: %n left</source>
        <translation>
            <numerusform>Тайл «%1»: остался %n</numerusform>
            <numerusform>Тайл «%1»: осталось %n</numerusform>
            <numerusform>Тайл «%1»: осталось %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-37"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>В мешке остался %n тайл</numerusform>
            <numerusform>В мешке осталось %n тайла</numerusform>
            <numerusform>В мешке осталось %n тайлов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ReplayPanel</name>
    <message>
        <location filename="../app/replaypanel.cpp" line="+111"/>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Просмотр записи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First move (%1)</source>
        <translation>К началу игры (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back one move (%1)</source>
        <translation>На ход назад (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward one move (%1)</source>
        <translation>На ход вперёд (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move (%1)</source>
        <translation>К последнему ходу (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pace:</source>
        <translation>&amp;Темп:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Умеренно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Очень быстро</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play On from Here</source>
        <translation>Доиграть с этого хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position shown</source>
        <translation>Начать новую игру с показанного хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close Replay</source>
        <translation>Закрыть просмотр</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Start of the game, %n move(s) recorded</source>
        <translation>
            <numerusform>Начало игры, записан %n ход</numerusform>
            <numerusform>Начало игры, записано %n хода</numerusform>
            <numerusform>Начало игры, записано %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pause (%1)</source>
        <translation>Пауза (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the moves one by one (%1)</source>
        <translation>Показывать ходы один за другим (%1)</translation>
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
            <numerusform>%1: %n очка</numerusform>
            <numerusform>%1: %n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ScorePanel</name>
    <message>
        <location filename="../app/scorepanel.cpp" line="+52"/>
        <source>SCORES</source>
        <translation>ОЧКИ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles…</source>
        <translation>Тайлы…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which tiles are still in the bag (T)</source>
        <translation>Какие тайлы ещё остались в мешке (T)</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No tiles left</source>
        <translation>Тайлов не осталось</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>Остался %n тайл</numerusform>
            <numerusform>Осталось %n тайла</numerusform>
            <numerusform>Осталось %n тайлов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bastide::ScoreRow</name>
    <message>
        <location filename="../app/scorerow.cpp" line="+49"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Computer player (%1)</source>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human player</source>
        <translation>Игрок-человек</translation>
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
            <numerusform>Если бы игра закончилась сейчас: %n очко</numerusform>
            <numerusform>Если бы игра закончилась сейчас: %n очка</numerusform>
            <numerusform>Если бы игра закончилась сейчас: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n подданный</numerusform>
            <numerusform>%n подданных</numerusform>
            <numerusform>%n подданных</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · abbot</source>
        <translation>%1 · аббат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · abbot out</source>
        <translation>%1 · аббат на карте</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: in supply</source>
        <translation>%1: в запасе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: on the board</source>
        <translation>%1: на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>big follower</source>
        <translation>крупный подданный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builder</source>
        <translation>строитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pig</source>
        <translation>свинья</translation>
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
            <numerusform>Вино: %n жетона</numerusform>
            <numerusform>Вино: %n жетонов</numerusform>
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
            <numerusform>Зерно: %n жетона</numerusform>
            <numerusform>Зерно: %n жетонов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cloth %1</source>
        <translation>ткань %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Cloth: %n token(s)</source>
        <translation>
            <numerusform>Ткань: %n жетон</numerusform>
            <numerusform>Ткань: %n жетона</numerusform>
            <numerusform>Ткань: %n жетонов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — leads, 10 points at the end</source>
        <translation>%1 — больше всех, 10 очков в конце</translation>
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
        <translation>ходы</translation>
    </message>
</context>
<context>
    <name>bastide::SeatEditor</name>
    <message>
        <location filename="../app/seateditor.cpp" line="+53"/>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer</source>
        <translation>Человек или компьютер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer · %1</source>
        <translation>Компьютер · %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Remove this player</source>
        <translation>Убрать этого игрока</translation>
    </message>
</context>
<context>
    <name>bastide::ShortcutsDialog</name>
    <message>
        <location filename="../app/shortcutsdialog.cpp" line="+21"/>
        <source>Keyboard Shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Other</source>
        <translation>Прочее</translation>
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
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score Chart</source>
        <translation>График очков</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone&apos;s score move by move, and where it came from</source>
        <translation>Очки каждого игрока ход за ходом и за что они получены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a line to see it on the board</source>
        <translation>Щёлкните строку, чтобы увидеть её на карте</translation>
    </message>
</context>
<context>
    <name>bastide::StatisticsPanel</name>
    <message>
        <location filename="../editor/statisticspanel.cpp" line="+111"/>
        <source>Play test games again</source>
        <translation>Сыграть пробные партии заново</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Contents</source>
        <translation>Состав</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge patterns</source>
        <translation>Наборы краёв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test games</source>
        <translation>Пробные партии</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Bastide plays %n whole games on this deck with random moves and counts the tiles that fit nowhere when drawn and must be discarded. People leave fewer awkward holes than random play, so real games discard fewer.</source>
        <translation>
            <numerusform>Bastide играет этой колодой %n полную партию случайными ходами и считает тайлы, которые при вытягивании никуда не подходят и откладываются. Люди оставляют меньше неудобных дыр, чем случайная игра, поэтому в настоящих партиях таких тайлов меньше.</numerusform>
            <numerusform>Bastide играет этой колодой %n полные партии случайными ходами и считает тайлы, которые при вытягивании никуда не подходят и откладываются. Люди оставляют меньше неудобных дыр, чем случайная игра, поэтому в настоящих партиях таких тайлов меньше.</numerusform>
            <numerusform>Bastide играет этой колодой %n полных партий случайными ходами и считает тайлы, которые при вытягивании никуда не подходят и откладываются. Люди оставляют меньше неудобных дыр, чем случайная игра, поэтому в настоящих партиях таких тайлов меньше.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+94"/>
        <source>In play:</source>
        <extracomment>Before the boxes of the expansion sets the statistics count: &quot;In play: [x] Inns &amp; Cathedrals [x] my-set&quot;.</extracomment>
        <translation>В игре:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The statistics and test games count the base game and the sets ticked here, as a game with them plays. Play This Deck starts with the same sets.</source>
        <translation>Статистика и пробные партии учитывают базовую игру и отмеченные здесь наборы, как их разыграет партия. «Игра этой колодой» начинается с теми же наборами.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Fix the deck&apos;s problems to play test games on it.</source>
        <translation>Чтобы сыграть пробные партии, исправьте ошибки колоды.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing test games…</source>
        <translation>Идут пробные партии…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test games start a moment after the last edit.</source>
        <translation>Пробные партии начинаются вскоре после последней правки.</translation>
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
        <translation>город</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>river</source>
        <translation>река</translation>
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
        <translation>Тайлов: &lt;b&gt;%1&lt;/b&gt; (базовая игра: %2, река: %3) · Видов: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles: &lt;b&gt;%1&lt;/b&gt; (base game %2, river %3, expansion sets %4) · Types: %5</source>
        <translation>Тайлов: &lt;b&gt;%1&lt;/b&gt; (базовая игра: %2, река: %3, наборы дополнений: %4) · Видов: %5</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>In play after the river: the base game alone, %n tile(s). The figures below count these.</source>
        <translation>
            <numerusform>В игре после реки — только базовая игра, %n тайл. Цифры ниже считают их.</numerusform>
            <numerusform>В игре после реки — только базовая игра, %n тайла. Цифры ниже считают их.</numerusform>
            <numerusform>В игре после реки — только базовая игра, %n тайлов. Цифры ниже считают их.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>In play after the river: the base game and %1, %n tile(s). The figures below count these.</source>
        <translation>
            <numerusform>В игре после реки — базовая игра и %1, %n тайл. Цифры ниже считают их.</numerusform>
            <numerusform>В игре после реки — базовая игра и %1, %n тайла. Цифры ниже считают их.</numerusform>
            <numerusform>В игре после реки — базовая игра и %1, %n тайлов. Цифры ниже считают их.</numerusform>
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
        <translation>Краёв</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tiles that can meet it</source>
        <translation>Тайлов, которые к нему подходят</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shields: %1 · Monasteries: %2 · Gardens: %3</source>
        <translation>Щитов: %1 · Монастырей: %2 · Садов: %3</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Holes: the share of holes with one neighbour, or two side by side, that some turn of the tile fills, the neighbours&apos; edges drawn like the edges of the tiles in play. Points: what finishing everything on the tile is worth (2 per city part and per shield, 1 per road, 9 for a monastery or garden).</source>
        <translation>Места и углы: доля пустых мест с одним соседом или с двумя соседями по смежным краям, которые тайл закрывает в каком-нибудь повороте; края соседей — как у тайлов в игре. Очки: сколько стоит всё на тайле, если это завершить (2 за часть города и за щит, 1 за дорогу, 9 за монастырь или сад).</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>By group</source>
        <translation>По группам</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Group</source>
        <translation>Группа</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Types</source>
        <translation>Виды</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shields</source>
        <translation>Щиты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inns</source>
        <extracomment>Column of the statistics by group: copies with an inn.</extracomment>
        <translation>Трактиры</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cathedrals</source>
        <translation>Соборы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inner fields</source>
        <translation>Внутр. поля</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trade goods</source>
        <translation>Товары</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Tiles that fit nowhere:</source>
        <translation>Тайлы, которые никуда не подходят:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Tiles that fill few corner holes</source>
        <translation>Тайлы, которые редко закрывают угол</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2): of the holes with two neighbours side by side, edges drawn like the deck&apos;s, it fills %3%; they come with every bend of the board&apos;s edge.</source>
        <translation>%1 (%2): из пустых мест с двумя соседями по смежным краям (края как в колоде) он закрывает %3%; такие места появляются на каждом изгибе края карты.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Edge pattern</source>
        <translation>Набор краёв</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+65"/>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Tiles in play: road ends %1, roads running through %2; city parts reaching one edge %3, two %4, three %5, four %6</source>
        <translation>Тайлы в игре: концов дорог — %1, сквозных дорог — %2; частей города на одном крае — %3, на двух — %4, на трёх — %5, на четырёх — %6</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points per tile in play when all it holds is finished: %1 on average (fields left out)</source>
        <translation>Очков на тайл в игре, если завершить всё, что на нём есть: в среднем %1 (без полей)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>no other tile in play has an edge they can meet, so no hole takes them: %1.</source>
        <translation>ни у одного другого тайла в игре нет края, к которому они подошли бы, так что их не выложить ни на одно пустое место: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every tile in play has an edge some other tile can meet, so it fits a hole with one neighbour. Holes with more neighbours ask for a turn whose whole edge pattern matches: how often a tile then fits nowhere, the test games measure.</source>
        <translation>У каждого тайла в игре есть край, к которому подходит какой-нибудь другой тайл, так что он подойдёт к пустому месту с одним соседом. Пустому месту с несколькими соседями нужен поворот, при котором совпадает весь набор краёв; как часто тайл тогда никуда не подходит, показывают пробные партии.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Tile</source>
        <translation>Тайл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One-neighbour holes</source>
        <translation>Места с 1 соседом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corner holes</source>
        <translation>Углы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Road ends</source>
        <translation>Концы дорог</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1% discarded</source>
        <translation>%1% отложено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games: %1 · tiles drawn: %2 · fitting nowhere: %3</source>
        <translation>Партий: %1 · вытянуто тайлов: %2 · не подошло никуда: %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Would have fit nowhere, had it been drawn:</source>
        <translation>Никуда бы не подошли, если бы их вытянули:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: at %2% of the turns; discarded %3 of %4 times drawn</source>
        <translation>%1: в %2% ходов; отложен %3 раз из %4 вытянутых</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is often: add tiles with the edges these tiles need, or give them more kinds of edge.</source>
        <translation>Это часто: добавьте тайлы с нужными им краями или сделайте их края разнообразнее.</translation>
    </message>
</context>
<context>
    <name>bastide::TileCanvas</name>
    <message>
        <location filename="../editor/canvastools.cpp" line="+12"/>
        <source>Click an edge to make it city. Drag across edges to make one city of them.</source>
        <translation>Щёлкните край, чтобы сделать его городом. Протяните через несколько краёв, чтобы сделать из них один город.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click an edge to start a road there. Drag from edge to edge to run one road between them.</source>
        <translation>Щёлкните край, чтобы начать там дорогу. Протяните от края к краю, чтобы провести между ними дорогу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click an edge to let the river reach it. Drag from edge to edge for a river flowing through.</source>
        <translation>Щёлкните край, чтобы довести до него реку. Протяните от края к краю, чтобы река текла насквозь.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only tiles of the river group carry a river: set the group to River first.</source>
        <translation>Река бывает только на тайлах группы «Река»: сначала выберите эту группу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click an edge to make it field again.</source>
        <translation>Щёлкните край, чтобы снова сделать его полем.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag from one city, road or field to another to make them one. Click a piece to separate it.</source>
        <translation>Протяните от одного города, дороги или поля к другому, чтобы объединить их. Щёлкните часть, чтобы отделить её.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to add a shield; Shift+click takes one away.</source>
        <translation>Щёлкните город, чтобы добавить щит; Shift+щелчок убирает щит.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile to place a monastery in the middle, or to remove it.</source>
        <translation>Щёлкните тайл, чтобы поставить монастырь в середину или убрать его.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile to place a garden in the middle, or to remove it.</source>
        <translation>Щёлкните тайл, чтобы поставить сад в середину или убрать его.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a road to put an inn by it, or to take the inn away (Inns &amp; Cathedrals: a finished road with an inn scores double).</source>
        <translation>Щёлкните дорогу, чтобы поставить у неё трактир или убрать его («Трактиры и соборы»: завершённая дорога с трактиром приносит вдвое больше).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to build a cathedral in it, or to take it away (Inns &amp; Cathedrals: a finished city with a cathedral scores 3 a tile and 3 a shield).</source>
        <translation>Щёлкните город, чтобы построить в нём собор или убрать его («Трактиры и соборы»: завершённый город с собором приносит 3 очка за тайл и 3 за щит).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a city to add a wine symbol; Shift+click takes one away.</source>
        <translation>Щёлкните город, чтобы добавить символ вина; Shift+щелчок убирает символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to add a grain symbol; Shift+click takes one away.</source>
        <translation>Щёлкните город, чтобы добавить символ зерна; Shift+щелчок убирает символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to add a cloth symbol; Shift+click takes one away.</source>
        <translation>Щёлкните город, чтобы добавить символ ткани; Shift+щелчок убирает символ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a city to put a field inside it that touches no edge (farmers there supply only that city); click again to take it away.</source>
        <translation>Щёлкните город, чтобы поместить в него поле, не касающееся краёв (крестьяне на нём снабжают только этот город); повторный щелчок убирает поле.</translation>
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
        <translation>Добавьте тайл в колоду, чтобы начать рисовать.</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="+38"/>
        <source>That edge is already drawn so.</source>
        <translation>Этот край уже так нарисован.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make an edge city</source>
        <translation>превращение края в город</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a city across edges</source>
        <translation>рисование города через края</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge road</source>
        <translation>превращение края в дорогу</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a road between edges</source>
        <translation>рисование дороги между краями</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge river</source>
        <translation>превращение края в реку</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a river between edges</source>
        <translation>рисование реки между краями</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make an edge field</source>
        <translation>превращение края в поле</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Make edges field</source>
        <translation>превращение краёв в поле</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This piece stands on its own already.</source>
        <translation>Эта часть и так отдельная.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Separate a city edge</source>
        <translation>отделение края города</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate a road end</source>
        <translation>отделение конца дороги</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate a river end</source>
        <translation>отделение конца реки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate part of a field</source>
        <translation>отделение части поля</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only like joins like: a city with a city, a road with a road, a field with a field.</source>
        <translation>Объединяется только однородное: город с городом, дорога с дорогой, поле с полем.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join two cities</source>
        <translation>объединение двух городов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two roads</source>
        <translation>объединение двух дорог</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two rivers</source>
        <translation>объединение двух рек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join two fields</source>
        <translation>объединение двух полей</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Shields go on cities.</source>
        <translation>Щиты ставятся только на города.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a shield</source>
        <comment>edit</comment>
        <extracomment>The name of an edit in the Undo menu</extracomment>
        <translation>добавление щита</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove a shield</source>
        <comment>edit</comment>
        <translation>удаление щита</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>An inn stands on a road: click a road.</source>
        <translation>Трактир стоит у дороги: щёлкните дорогу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove the inn</source>
        <extracomment>The name of an edit in the Undo menu</extracomment>
        <translation>удаление трактира</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place an inn</source>
        <translation>размещение трактира</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A cathedral stands in a city: click a city.</source>
        <translation>Собор стоит в городе: щёлкните город.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the cathedral</source>
        <translation>удаление собора</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place a cathedral</source>
        <translation>размещение собора</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The mark “%1” stands in a city: click a city.</source>
        <translation>Отметка «%1» ставится в город: щёлкните город.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mark “%1” stands on a road: click a road.</source>
        <translation>Отметка «%1» ставится на дорогу: щёлкните дорогу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The mark “%1” stands in a field: click a field.</source>
        <translation>Отметка «%1» ставится в поле: щёлкните поле.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Remove the mark “%1”</source>
        <extracomment>The name of an edit in the Undo menu; %1 is a mark (&quot;princess&quot;).</extracomment>
        <translation>удаление отметки «%1»</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Add the mark “%1”</source>
        <translation>добавление отметки «%1»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trade goods go on cities: click a city.</source>
        <translation>Товары бывают только в городах: щёлкните город.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This city has none of these goods to take away.</source>
        <translation>В этом городе нет такого товара, убирать нечего.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add wine</source>
        <translation>добавление вина</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove wine</source>
        <translation>удаление вина</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add grain</source>
        <translation>добавление зерна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove grain</source>
        <translation>удаление зерна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add cloth</source>
        <translation>добавление ткани</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove cloth</source>
        <translation>удаление ткани</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Remove an inner field</source>
        <translation>удаление внутреннего поля</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>An inner field lies inside a city, touching no edge: click a city.</source>
        <translation>Внутреннее поле лежит внутри города и не касается краёв: щёлкните город.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../editor/canvasmenu.cpp" line="+77"/>
        <source>Add an inner field</source>
        <translation>добавление внутреннего поля</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="-7"/>
        <source>Add a shield</source>
        <translation>Добавить щит</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove a shield</source>
        <translation>Убрать щит</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="-120"/>
        <location line="+18"/>
        <source>Remove the monastery</source>
        <translation>удаление монастыря</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Put a monastery in place of the garden</source>
        <translation>замена сада монастырём</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Place a monastery</source>
        <translation>размещение монастыря</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+14"/>
        <source>Remove the garden</source>
        <translation>удаление сада</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Put a garden in place of the monastery</source>
        <translation>замена монастыря садом</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Place a garden</source>
        <translation>размещение сада</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="-23"/>
        <source>Make this edge city</source>
        <translation>Сделать край городом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge road</source>
        <translation>Сделать край дорогой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge river</source>
        <translation>Сделать край рекой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make this edge field</source>
        <translation>Сделать край полем</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Separate this piece</source>
        <translation>Отделить эту часть</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Cathedral in this city</source>
        <translation>Собор в этом городе</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Princess in this city</source>
        <extracomment>The princess stands in this city (The Princess &amp; the Dragon).</extracomment>
        <translation>Принцесса в этом городе</translation>
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
        <translation>Волшебный портал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tower foundation</source>
        <translation>Основание башни</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Remove the inner field</source>
        <translation>Убрать внутреннее поле</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marks of the whole tile</source>
        <translation>Отметки всего тайла</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Inn by this road</source>
        <translation>Трактир у этой дороги</translation>
    </message>
    <message>
        <location filename="../editor/canvasedits.cpp" line="-86"/>
        <source>Separate a piece</source>
        <translation>отделение части</translation>
    </message>
    <message>
        <location filename="../editor/canvasmenu.cpp" line="+83"/>
        <source>Monastery in the middle</source>
        <translation>Монастырь в середине</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garden in the middle</source>
        <translation>Сад в середине</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the middle</source>
        <translation>Ничего в середине</translation>
    </message>
    <message>
        <location filename="../editor/tilecanvas.cpp" line="+164"/>
        <source>No tile selected</source>
        <translation>Тайл не выбран</translation>
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
        <translation>исток</translation>
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
        <translation>Тайлы</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>All groups</source>
        <translation>Все группы</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Show the tiles of one group only</source>
        <translation>Показывать тайлы только одной группы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile group filter</source>
        <translation>Фильтр по группе тайлов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiles of the deck</source>
        <translation>Тайлы колоды</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Types: %1 · Tiles: %2</source>
        <extracomment>Below the tile list.</extracomment>
        <translation>Видов: %1 · Тайлов: %2</translation>
    </message>
</context>
<context>
    <name>bastide::TilePropertiesPanel</name>
    <message>
        <location filename="../editor/tilepropertiespanel.cpp" line="+222"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Tile</source>
        <translation>Тайл</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>A tile has from %1 to %2 copies (a deck holds at most %2 tiles).</source>
        <translation>У тайла от %1 до %2 копий (в колоде не больше %2 тайлов).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Change the id</source>
        <translation>изменение идентификатора</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove the name in %1</source>
        <extracomment>An edit in the History; %1 is a language code (&quot;de&quot;).</extracomment>
        <translation>удаление названия на языке «%1»</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Remove the picture</source>
        <translation>удаление рисунка</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1 to 16 letters A–Z, digits, _ or -; unique in the deck. Game records name tiles by it.</source>
        <translation>От 1 до 16 латинских букв A–Z, цифр, _ или -; уникален в колоде. По нему тайлы называются в записях партий.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Id:</source>
        <translation>&amp;Идентификатор:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name in English</source>
        <translation>Название по-английски</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;English name:</source>
        <translation>Название (&amp;англ.):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many copies of this tile the deck holds, the start copy included</source>
        <translation>Сколько копий этого тайла в колоде, включая стартовую</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copies:</source>
        <translation>&amp;Копий:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Group:</source>
        <translation>&amp;Группа:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Role:</source>
        <translation>&amp;Роль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture</source>
        <translation>Рисунок</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>An id has at most 16 characters, so “%1” was left out.</source>
        <extracomment>%1 is the character that was typed and left out.</extracomment>
        <translation>В идентификаторе не больше 16 знаков, поэтому «%1» пропущен.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A space was left out: an id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -.</source>
        <translation>Пробел пропущен: идентификатор — от 1 до 16 знаков: латинские буквы A–Z и a–z, цифры, _ и -.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” was left out: an id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -.</source>
        <extracomment>%1 is the character that was typed and left out.</extracomment>
        <translation>«%1» пропущен: идентификатор — от 1 до 16 знаков: латинские буквы A–Z и a–z, цифры, _ и -.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An id is 1 to 16 characters: letters A–Z and a–z, digits, _ and -; what was pasted or typed was left out.</source>
        <translation>Идентификатор — от 1 до 16 знаков: латинские буквы A–Z и a–z, цифры, _ и -; вставленное или набранное пропущено.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Start tile (laid first)</source>
        <translation>Стартовый тайл (выкладывается до первого хода)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Drawn from its features. Import a picture (SVG, PNG or JPEG) to show it in place of the drawing; the features still rule the game.</source>
        <translation>Нарисован по объектам. Загрузите рисунок (SVG, PNG или JPEG), чтобы показывать его вместо этого; в игре по-прежнему действуют объекты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown with its own picture. The features below still rule the game.</source>
        <translation>Показан собственный рисунок. В игре по-прежнему действуют объекты ниже.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Change the name</source>
        <translation>переименование</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Move to the river</source>
        <translation>перенос в реку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move to the base game</source>
        <translation>перенос в базовую игру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move to %1</source>
        <extracomment>The name of an edit in the Undo menu, followed by the tile; %1 is a group (&quot;Inns &amp; Cathedrals&quot;, &quot;my-set&quot;).</extracomment>
        <translation>перенос в группу %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Unmark tile %1</source>
        <translation>снятие отметки с тайла «%1»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make tile %1 the spring</source>
        <translation>назначение тайла «%1» истоком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make tile %1 the start</source>
        <translation>назначение тайла «%1» стартовым</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make tile %1 the lake</source>
        <translation>назначение тайла «%1» озером</translation>
    </message>
    <message>
        <location line="-259"/>
        <source>Change number of copies</source>
        <translation>изменение числа копий</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>River tiles are used only with the river rule, and are drawn before every base tile. The tiles of an expansion set, or of a set of your own, are in a game only when it is chosen.</source>
        <translation>Тайлы реки используются только с правилом реки и тянутся раньше всех базовых. Тайлы дополнения или вашего собственного набора попадают в игру, только если набор выбран.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import Picture…</source>
        <translation>Загрузить рисунок…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An SVG, PNG or JPEG picture, shown in place of the drawing</source>
        <translation>Рисунок SVG, PNG или JPEG, показываемый вместо построенного</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>River tile</source>
        <translation>Тайл реки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring (laid first)</source>
        <translation>Исток (выкладывается первым)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lake (drawn last)</source>
        <translation>Озеро (выходит последним)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A spring or lake has one river edge and one copy.</source>
        <translation>У истока и озера один речной край и одна копия.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A river tile has two river edges.</source>
        <translation>У тайла реки два речных края.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Ordinary tile</source>
        <translation>Обычный тайл</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Shuffled in with the base tiles when a game takes this set.</source>
        <translation>Замешивается в базовые тайлы, если игра берёт этот набор.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One base tile is the start tile.</source>
        <translation>Один тайл базовой игры — стартовый.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>New Group…</source>
        <translation>Новая группа…</translation>
    </message>
</context>
<context>
    <name>bastide::TurnHints</name>
    <message>
        <location filename="../app/turnhints.cpp" line="+34"/>
        <source>Start a new game from the Game menu (%1)</source>
        <translation>Начните новую игру в меню «Игра» (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: place your tile on a gold spot — R to rotate</source>
        <translation>%1: выложите тайл на золотую клетку — R поворачивает его</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: turned this way the tile fits nowhere — press R to rotate it</source>
        <translation>%1: так повёрнутый тайл никуда не подходит — нажмите R, чтобы повернуть его</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: press Enter to take the abbot back and end your turn — press A or click the abbot again to leave it on the board</source>
        <translation>%1: нажмите Enter, чтобы забрать аббата и завершить ход, — нажмите A или щёлкните аббата ещё раз, чтобы оставить его на карте</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: press Enter to end your turn — click the figure again to take it off</source>
        <translation>%1: нажмите Enter, чтобы завершить ход, или щёлкните подданного ещё раз, чтобы убрать его</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click a ring to place a figure, or press Enter to end your turn</source>
        <translation>%1: щёлкните кружок, чтобы выставить подданного, или нажмите Enter, чтобы завершить ход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: click your abbot to take it back, or press Enter to end your turn</source>
        <translation>%1: щёлкните своего аббата, чтобы забрать его, или нажмите Enter, чтобы завершить ход</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: press Enter to end your turn — Esc picks the tile up</source>
        <translation>%1: нажмите Enter, чтобы завершить ход, или Esc, чтобы взять тайл обратно</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: choose the dragon&apos;s next tile</source>
        <translation>%1: выберите следующий тайл для дракона</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose where your wagon goes, or keep it in your supply</source>
        <translation>%1: выберите, куда поедет ваша повозка, или оставьте её в запасе</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: lay your abbey in a hole closed on all four sides, or draw a tile</source>
        <translation>%1: выложите аббатство в дыру, закрытую со всех четырёх сторон, или возьмите тайл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: lay your abbey in this last round, or pass</source>
        <translation>%1: выложите аббатство в этом последнем круге или пропустите</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 decides</source>
        <translation>%1 принимает решение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: move %1 of the game</source>
        <translation>Просмотр записи: ход %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move taken back</source>
        <translation>Ход отменён</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not this way round: %1. Press R to turn the tile.</source>
        <translation>Так не подходит: %1. Нажмите R, чтобы повернуть тайл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tile cannot go there: %1.</source>
        <translation>Сюда тайл выложить нельзя: %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s tile fits nowhere, so it was put aside and another drawn</source>
        <translation>%1: тайл никуда не подходит — он отложен, вытянут другой</translation>
    </message>
</context>
<context>
    <name>bastide::TurnPanel</name>
    <message>
        <location filename="../app/turnpanel.cpp" line="+150"/>
        <source>Turn the tile anticlockwise (Shift+R)</source>
        <translation>Повернуть тайл против часовой стрелки (Shift+R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile anticlockwise</source>
        <translation>Повернуть тайл против часовой стрелки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile clockwise (R)</source>
        <translation>Повернуть тайл по часовой стрелке (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the tile clockwise</source>
        <translation>Повернуть тайл по часовой стрелке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click, right-click or scroll to turn the tile</source>
        <translation>Щелчок, правая кнопка или колесо мыши поворачивают тайл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tile in hand</source>
        <translation>Тайл в руке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No figure</source>
        <translation>Без подданного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the turn without placing a figure</source>
        <translation>Завершить ход, не выставляя подданного</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back abbot</source>
        <translation>Забрать аббата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take your abbot back and score its monastery or garden now</source>
        <translation>Забрать аббата и сразу получить очки за его монастырь или сад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the tile up again (Esc)</source>
        <translation>Взять тайл обратно (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm and end your turn (Enter)</source>
        <translation>Подтвердить и завершить ход (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again</source>
        <translation>Сыграть ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No game yet</source>
        <translation>Игра не начата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up the players and start playing</source>
        <translation>Выберите игроков и начните игру</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every tile has been laid</source>
        <translation>Все тайлы выложены</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s turn</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer · %1</source>
        <translation>Компьютер · %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>В мешке остался %n тайл</numerusform>
            <numerusform>В мешке осталось %n тайла</numerusform>
            <numerusform>В мешке осталось %n тайлов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · second tile</source>
        <extracomment>The builder&apos;s double turn: the player lays a second tile in the same turn.</extracomment>
        <translation>%1 · второй тайл</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Taking back the abbot</source>
        <translation>Аббат будет забран</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a spot on the tile for a figure, or end the turn without one</source>
        <translation>Выберите место для подданного на тайле или завершите ход без него</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No figure can go on this tile, but you may take back your abbot</source>
        <translation>На этот тайл нельзя выставить подданного, но можно забрать аббата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No figure can go on this tile</source>
        <translation>На этот тайл нельзя выставить подданного</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the tile on a gold spot</source>
        <translation>Выложите тайл на золотую клетку</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Second tile: you extended the feature of your builder</source>
        <translation>Второй тайл: вы продлили объект своего строителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second tile: you extended the city of your builder</source>
        <translation>Второй тайл: вы продлили город своего строителя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second tile: you extended the road of your builder</source>
        <translation>Второй тайл: вы продлили дорогу своего строителя</translation>
    </message>
</context>
<context>
    <name>bastide::UndoControl</name>
    <message>
        <location filename="../app/undocontrol.cpp" line="+41"/>
        <source>Undo move</source>
        <translation>Отмена хода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo %1&apos;s move?</source>
        <translation>Отменить ход игрока %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The move is taken back for everyone, with any computer moves after it.</source>
        <translation>Ход отменяется для всех, вместе с ходами компьютера после него.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the Move</source>
        <translation>Отменить ход</translation>
    </message>
</context>
<context>
    <name>bastide::WindowDialogs</name>
    <message>
        <location filename="../app/windowdialogs.cpp" line="+90"/>
        <source>Game window</source>
        <translation>Окно игры</translation>
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
        <translation>О программе Bastide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Bastide %1&lt;/h3&gt;&lt;p&gt;A tile-laying game of roads, cities, monasteries and fields.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bastide %1&lt;/h3&gt;&lt;p&gt;Игра о выкладывании тайлов: дороги, города, монастыри и поля.&lt;/p&gt;</translation>
    </message>
</context>
</TS>
