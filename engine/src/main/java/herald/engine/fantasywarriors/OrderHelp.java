package herald.engine.fantasywarriors;

import herald.engine.view.OrderCard;
import java.util.List;

/**
 * The order grammar as a player reads it: whole in the opening PDF, and in the welcome mail as columns of plain text
 * within 78 characters.
 */
final class OrderHelp {
    private OrderHelp() {}

    static final String HEAD = "Orders for a battle turn, one a line (any case; # starts a comment). Every side's"
            + " orders are played together, phase by phase:";

    static final List<OrderCard.Entry> ENTRIES = List.of(
            new OrderCard.Entry(List.of("THREATEN O1 AT D1"), "phase 1: an enemy unit O1 sees within 12\" takes a"
                    + " threat test"),
            new OrderCard.Entry(List.of("ANSWER D1"), "phase 1: if threatened, D1 counter-threatens its threatener"),
            new OrderCard.Entry(List.of("SHOOT A1 AT D1 2 VOLLEYS", "SHOOT A1 AT D1 2 VOLLEYS 1 POISONED"), "phase 2:"
                    + " spend 1 to 3 volley counters at an enemy in range and in sight (1 if none is written); POISONED"
                    + " says how many of them are poisoned arrows, each -1 on the target's saves"),
            new OrderCard.Entry(List.of("SHOOT C1 AT O1 3 VOLLEYS", "SHOOT DR AT O1"), "phase 2: a war cannon's"
                    + " volleys are its gunpowder charges, 1 to 3 (8 worth each), then the ignition; a dragon breathes"
                    + " within 6\" (1D6 breath counters); a ballista, a war giant's ballistas and a mammoth's archers"
                    + " shoot as units do, the last two also at the enemy their creature fights"),
            new OrderCard.Entry(List.of("MOVE O1 TO 30,34", "MOVE O1 TO 30,30 THEN 34,24 FACING S"), "phase 3: the front"
                    + " centre goes there, within the unit's move; difficult ground counts double; ending base to base"
                    + " with an enemy is a charge"),
            new OrderCard.Entry(List.of("REORGANISE O1"), "phase 3: a disorganised unit stands still and is OK again"),
            new OrderCard.Entry(List.of("ORDER gorbags ATTACK"), "phase 5: a new order, HOLD, ATTACK or OPPOSE, for a"
                    + " command; its battle leader must pass the battle leaders test"),
            new OrderCard.Entry(List.of("INFLUENCE A1 WITH Gorbag"), "phase 6: the leader goes to a shaken, wild or"
                    + " disorganised unit of his command and tries to steady it"),
            new OrderCard.Entry(List.of("MESSAGE TO gorbag BY C1: hold the ford"), "phase 5: a message to a player"
                    + " of your army or an ally, carried by your courier C1 (at your figure's side then) and read when he"
                    + " reaches the reader's figure; without BY, words to a player whose figure touches yours"),
            new OrderCard.Entry(List.of("PLACE ashwood AT 20,30"), "before the battle, turn 1, where the scenario plays"
                    + " scouting: where your warchief sets a movable terrain feature down (its centre), if you win it"),
            new OrderCard.Entry(List.of("CHANT"), "phase 1, goblins: the whole army begins (turn 1, every command on"
                    + " hold) or keeps up the war chant, and does nothing else; leave it out to end the chant"),
            new OrderCard.Entry(List.of("SNIPE M1 AT Gorbag"), "phase 2: a marksman shoots once at an enemy individual"
                    + " standing with no unit, in range and in sight: 3+ short range, 4+ long, -1 in bad light"),
            new OrderCard.Entry(List.of("FLY E1", "LAND E1"), "phase 3, before anything moves: a flyer takes to the air"
                    + " (its air move, over units and terrain) or comes down"),
            new OrderCard.Entry(List.of("CAST TERROR BY W1 AT O2"), "phase 1, after the threats: arcane terror; cost a"
                    + " point a foot of range and a point a point of O2's worth, then 1D6 halves, keeps or doubles it"),
            new OrderCard.Entry(List.of("CAST SHIELD BY W1 ON D1 2 COUNTERS"), "phase 2: before the first volley at D1,"
                    + " which W1 touches, 1D6 a counter, each 4+ removes one; the dice are the cost"),
            new OrderCard.Entry(List.of("CAST DUEL BY W1 AT W2 10 POWER", "CAST ANSWER BY W2 TO DEATH 5 POWER",
                    "CAST ANSWER BY W2 DEFEND 5 POWER"), "phase 2: the arcane duel, 1D6 a 5 power committed; ANSWER says"
                    + " how W2 meets a challenge (unwritten: he defends with 5)"),
            new OrderCard.Entry(List.of("CAST ENCHANT BY E1 AT O2"), "phase 2: the enchantress tries O2, within 24\""),
            new OrderCard.Entry(List.of("CAST HASTE BY W1 ON O1 6 INCHES"), "phase 3, before any move: +3\" a 1D6 of"
                    + " power for W1 and O1, which he touches"),
            new OrderCard.Entry(List.of("CAST SUMMON BY W1", "CAST CONTROL BY W1 3 DICE", "CAST BANISH BY W1"), "phase 3,"
                    + " before any move: a fiend, 2D6 (over 6 succeeds); control it in later turns (2 dice if unwritten)"),
            new OrderCard.Entry(List.of("CAST HOSTILE BY D1 ON wood1", "CAST IMPASSABLE BY D1 ON wood1",
                    "CAST SPIRIT BY D1 ON wood1"), "phase 3: a druid touching the feature, 2D6 to begin, 1D6 each turn"
                    + " to keep it (unwritten, it lapses); he does not move"),
            new OrderCard.Entry(List.of("HOLD"), "nothing this turn: every command does as its orders say"));

    static final List<String> NOTES = List.of(
            "Units in base contact fight in phase 4, and every command with units tests in phase 7: neither needs an"
                    + " order.",
            "A command's order binds its units: on HOLD they stay put (they may turn), on ATTACK every move must close"
                    + " on the nearest enemy, on OPPOSE they go where they will.",
            "Where things are: x,y in inches from the table's bottom-left corner (x to the right, y up the table). A"
                    + " unit's coordinates name the centre of its front edge; an individual's, the centre of his base.",
            "Bearings: whole degrees clockwise from up the table, 0 (N) to the top edge, 180 (S) the bottom; N NE E SE"
                    + " S SW W NW are accepted.",
            "Distances are measured base to base, to a tenth of an inch.");

    static final OrderCard CARD = new OrderCard(HEAD, List.of(new OrderCard.Section("", ENTRIES, NOTES)));
}
