<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>FeatureNames</name>
    <message numerus="yes">
        <source>%n wine</source>
        <extracomment>Trade-goods symbols on a city: "2 wine".</extracomment>
        <translation><numerusform>%n wine</numerusform><numerusform>%n wine</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation><numerusform>%n grain</numerusform><numerusform>%n grain</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cloth</source>
        <translation><numerusform>%n cloth</numerusform><numerusform>%n cloth</numerusform></translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <extracomment>Only ever the %1 of "road of %1", "city of %1 and %2" and the like below, so in the case that follows "of" (ru: из 3 тайлов).</extracomment>
        <translation><numerusform>%n tile</numerusform><numerusform>%n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <extracomment>Only ever the %2 of "city of %1 and %2": after "and", in the same case as the tiles.</extracomment>
        <translation><numerusform>%n shield</numerusform><numerusform>%n shields</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>abbot taken back from a monastery with %n neighbour(s)</source>
        <translation><numerusform>abbot taken back from a monastery with %n neighbour</numerusform><numerusform>abbot taken back from a monastery with %n neighbours</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>abbot taken back from a garden with %n neighbour(s)</source>
        <translation><numerusform>abbot taken back from a garden with %n neighbour</numerusform><numerusform>abbot taken back from a garden with %n neighbours</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>monastery with %n neighbour(s)</source>
        <translation><numerusform>monastery with %n neighbour</numerusform><numerusform>monastery with %n neighbours</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>garden with %n neighbour(s)</source>
        <translation><numerusform>garden with %n neighbour</numerusform><numerusform>garden with %n neighbours</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>field supplying %n completed city(-ies)</source>
        <translation><numerusform>field supplying %n completed city</numerusform><numerusform>field supplying %n completed cities</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n point(s) each</source>
        <extracomment>%1: the players, %2: what scored ("city of 4 tiles"), then the points each got.</extracomment>
        <translation><numerusform>%1: %2, %n point each</numerusform><numerusform>%1: %2, %n points each</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n point(s)</source>
        <extracomment>%1: the player, %2: what scored ("city of 4 tiles"), then the points.</extracomment>
        <translation><numerusform>%1: %2, %n point</numerusform><numerusform>%1: %2, %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n wine</source>
        <extracomment>Trade-goods tokens: "2 wine" (ru: 2 жетона вина).</extracomment>
        <translation><numerusform>%n wine</numerusform><numerusform>%n wine</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <translation><numerusform>%n grain</numerusform><numerusform>%n grain</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cloth</source>
        <translation><numerusform>%n cloth</numerusform><numerusform>%n cloth</numerusform></translation>
    </message>
</context>
<context>
    <name>MoveReasonText</name>
    <message numerus="yes">
        <source>takes the abbot back for %n point(s)</source>
        <translation><numerusform>takes the abbot back for %n point</numerusform><numerusform>takes the abbot back for %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>closes the road for %n point(s)</source>
        <translation><numerusform>closes the road for %n point</numerusform><numerusform>closes the road for %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>completes the monastery for %n point(s)</source>
        <translation><numerusform>completes the monastery for %n point</numerusform><numerusform>completes the monastery for %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>completes the garden for %n point(s)</source>
        <translation><numerusform>completes the garden for %n point</numerusform><numerusform>completes the garden for %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>closes the city for %n point(s)</source>
        <translation><numerusform>closes the city for %n point</numerusform><numerusform>closes the city for %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>a thief on a road worth about %n point(s)</source>
        <translation><numerusform>a thief on a road worth about %n point</numerusform><numerusform>a thief on a road worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>a figure on a monastery worth about %n point(s)</source>
        <translation><numerusform>a figure on a monastery worth about %n point</numerusform><numerusform>a figure on a monastery worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>the abbot on a garden worth about %n point(s)</source>
        <translation><numerusform>the abbot on a garden worth about %n point</numerusform><numerusform>the abbot on a garden worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>a knight on a city worth about %n point(s)</source>
        <translation><numerusform>a knight on a city worth about %n point</numerusform><numerusform>a knight on a city worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>joins the road to share it (about %n point(s))</source>
        <translation><numerusform>joins the road to share it (about %n point)</numerusform><numerusform>joins the road to share it (about %n points)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>joins the field to share it (about %n point(s))</source>
        <translation><numerusform>joins the field to share it (about %n point)</numerusform><numerusform>joins the field to share it (about %n points)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>joins the city to share it (about %n point(s))</source>
        <translation><numerusform>joins the city to share it (about %n point)</numerusform><numerusform>joins the city to share it (about %n points)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>extends your road, now worth about %n point(s)</source>
        <translation><numerusform>extends your road, now worth about %n point</numerusform><numerusform>extends your road, now worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>extends your field, now worth about %n point(s)</source>
        <translation><numerusform>extends your field, now worth about %n point</numerusform><numerusform>extends your field, now worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>fills around your monastery, now worth about %n point(s)</source>
        <translation><numerusform>fills around your monastery, now worth about %n point</numerusform><numerusform>fills around your monastery, now worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>fills around your garden, now worth about %n point(s)</source>
        <translation><numerusform>fills around your garden, now worth about %n point</numerusform><numerusform>fills around your garden, now worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>extends your city, now worth about %n point(s)</source>
        <translation><numerusform>extends your city, now worth about %n point</numerusform><numerusform>extends your city, now worth about %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>a farmer on a field beside %n completed city(-ies)</source>
        <translation><numerusform>a farmer on a field beside %n completed city</numerusform><numerusform>a farmer on a field beside %n completed cities</numerusform></translation>
    </message>
</context>
<context>
    <name>NewGameSettings</name>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation><numerusform>… and %n more problem</numerusform><numerusform>… and %n more problems</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::EndGameDialog</name>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation><numerusform>%1 wins with %n point!</numerusform><numerusform>%1 wins with %n points!</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation><numerusform>%1 share the win with %n point!</numerusform><numerusform>%1 share the win with %n points!</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation><numerusform>%n tile laid</numerusform><numerusform>%n tiles laid</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::FigureInfoOverlay</name>
    <message numerus="yes">
        <source>Worth %n point(s) now</source>
        <translation><numerusform>Worth %n point now</numerusform><numerusform>Worth %n points now</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Worth %n point(s) now to %1</source>
        <translation><numerusform>Worth %n point now to %1</numerusform><numerusform>Worth %n points now to %1</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::GameFileController</name>
    <message numerus="yes">
        <source>You have an unfinished game with %1 (%n move(s) played). Would you like to carry on?</source>
        <translation><numerusform>You have an unfinished game with %1 (%n move played). Would you like to carry on?</numerusform><numerusform>You have an unfinished game with %1 (%n moves played). Would you like to carry on?</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::HoleFillView</name>
    <message numerus="yes">
        <source>%n copies fit it (of %1 tile types), turned as needed.</source>
        <extracomment>%n copies, of %1 tile types, have a turn that fits the hole.</extracomment>
        <translation><numerusform>%n copies fit it (of %1 tile types), turned as needed.</numerusform><numerusform>%n copies fit it (of %1 tile types), turned as needed.</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::NameLengthHint</name>
    <message numerus="yes">
        <source>A name can be at most %n character(s) long.</source>
        <translation><numerusform>A name can be at most %n character long.</numerusform><numerusform>A name can be at most %n characters long.</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::NewGameDialog</name>
    <message numerus="yes">
        <source>This deck's own set: %n tile(s)</source>
        <translation><numerusform>This deck's own set: %n tile</numerusform><numerusform>This deck's own set: %n tiles</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::OutlookOverlay</name>
    <message numerus="yes">
        <source>Fits here: %n of the %1 tiles to come</source>
        <extracomment>%n tiles of the %1 still in the bag after the one in hand</extracomment>
        <translation><numerusform>Fits here: %n of the %1 tiles to come</numerusform><numerusform>Fits here: %n of the %1 tiles to come</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Worth %n point(s) now, scored at the end</source>
        <translation><numerusform>Worth %n point now, scored at the end</numerusform><numerusform>Worth %n points now, scored at the end</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Completed by this tile: %n point(s)</source>
        <translation><numerusform>Completed by this tile: %n point</numerusform><numerusform>Completed by this tile: %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if completed</source>
        <translation><numerusform>%n point if completed</numerusform><numerusform>%n points if completed</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to come could complete it</source>
        <translation><numerusform>%n tile to come could complete it</numerusform><numerusform>%n tiles to come could complete it</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::PictureImporter</name>
    <message numerus="yes">
        <source>Import pictures for %n tile(s)</source>
        <extracomment>An edit in the History: pictures given to several tiles at once.</extracomment>
        <translation><numerusform>Import pictures for %n tile</numerusform><numerusform>Import pictures for %n tiles</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Pictures set for %n tile(s): %1.</source>
        <translation><numerusform>Pictures set for %n tile: %1.</numerusform><numerusform>Pictures set for %n tiles: %1.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Pictures that are not square: %n. A tile is square: cut each to a square from its middle, or show it whole with its border colour round it?</source>
        <extracomment>%n counts the pictures that are not square.</extracomment>
        <translation><numerusform>Pictures that are not square: %n. A tile is square: cut each to a square from its middle, or show it whole with its border colour round it?</numerusform><numerusform>Pictures that are not square: %n. A tile is square: cut each to a square from its middle, or show it whole with its border colour round it?</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::PlayGroupsDialog</name>
    <message numerus="yes">
        <source>%1 (%n tile(s))</source>
        <extracomment>A group in the Play This Deck dialog and its tiles: "Inns &amp; Cathedrals (18 tiles)".</extracomment>
        <translation><numerusform>%1 (%n tile)</numerusform><numerusform>%1 (%n tiles)</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::PrintPagePainter</name>
    <message numerus="yes">
        <source>%n tiles of %1 types. Check the cut deck against this list: each type's copies, id and back.</source>
        <translation><numerusform>%n tiles of %1 types. Check the cut deck against this list: each type's copies, id and back.</numerusform><numerusform>%n tiles of %1 types. Check the cut deck against this list: each type's copies, id and back.</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::RemainingTilesDialog</name>
    <message numerus="yes">
        <source>Tile %1: %n left</source>
        <translation><numerusform>Tile %1: %n left</numerusform><numerusform>Tile %1: %n left</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation><numerusform>%n tile left in the bag</numerusform><numerusform>%n tiles left in the bag</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::ReplayPanel</name>
    <message numerus="yes">
        <source>Start of the game, %n move(s) recorded</source>
        <translation><numerusform>Start of the game, %n move recorded</numerusform><numerusform>Start of the game, %n moves recorded</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::ScoreChart</name>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>A score chart's tooltip: the player's whole name and their points</extracomment>
        <translation><numerusform>%1: %n point</numerusform><numerusform>%1: %n points</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::ScorePanel</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation><numerusform>%n tile left</numerusform><numerusform>%n tiles left</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::ScoreRow</name>
    <message numerus="yes">
        <source>Score if the game ended now: %n point(s)</source>
        <translation><numerusform>Score if the game ended now: %n point</numerusform><numerusform>Score if the game ended now: %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation><numerusform>%n follower</numerusform><numerusform>%n followers</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Wine: %n token(s)</source>
        <translation><numerusform>Wine: %n token</numerusform><numerusform>Wine: %n tokens</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Grain: %n token(s)</source>
        <translation><numerusform>Grain: %n token</numerusform><numerusform>Grain: %n tokens</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Cloth: %n token(s)</source>
        <translation><numerusform>Cloth: %n token</numerusform><numerusform>Cloth: %n tokens</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::StatisticsPanel</name>
    <message numerus="yes">
        <source>Bastide plays %n whole games on this deck with random moves and counts the tiles that fit nowhere when drawn and must be discarded. People leave fewer awkward holes than random play, so real games discard fewer.</source>
        <translation><numerusform>Bastide plays %n whole games on this deck with random moves and counts the tiles that fit nowhere when drawn and must be discarded. People leave fewer awkward holes than random play, so real games discard fewer.</numerusform><numerusform>Bastide plays %n whole games on this deck with random moves and counts the tiles that fit nowhere when drawn and must be discarded. People leave fewer awkward holes than random play, so real games discard fewer.</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::StatisticsText</name>
    <message numerus="yes">
        <source>In play after the river: the base game alone, %n tile(s). The figures below count these.</source>
        <translation><numerusform>In play after the river: the base game alone, %n tile. The figures below count these.</numerusform><numerusform>In play after the river: the base game alone, %n tiles. The figures below count these.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>In play after the river: the base game and %1, %n tile(s). The figures below count these.</source>
        <translation><numerusform>In play after the river: the base game and %1, %n tile. The figures below count these.</numerusform><numerusform>In play after the river: the base game and %1, %n tiles. The figures below count these.</numerusform></translation>
    </message>
</context>
<context>
    <name>bastide::TurnPanel</name>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation><numerusform>%n tile left in the bag</numerusform><numerusform>%n tiles left in the bag</numerusform></translation>
    </message>
</context>
</TS>