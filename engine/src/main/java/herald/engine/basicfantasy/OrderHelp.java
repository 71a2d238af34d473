package herald.engine.basicfantasy;

import herald.engine.view.OrderCard;
import java.util.List;
import java.util.Locale;

/**
 * The order grammar as a player reads it, kept once as a reference card: whole in the opening PDF (examples in
 * monospace beside their meaning), and in the welcome mail as columns of plain text within 78 characters, without
 * the spells and shooting no unit of the scenario has.
 */
final class OrderHelp {
    private OrderHelp() {}


    static final String HEAD = "Orders for your player turn, one a line (any case; # starts a comment):";

    static final List<OrderCard.Entry> ENTRIES = List.of(
            new OrderCard.Entry(List.of("MOVE U1 TO 24,30"), "phase 1: the unit's front centre goes to 24,30; it faces the way it"
                    + " marches"),
            new OrderCard.Entry(List.of("MOVE U1 TO 20,20 THEN 24,30"), "the same, by way of 20,20"),
            new OrderCard.Entry(List.of("MOVE U1 6 AT 45"), "6\" on bearing 45"),
            new OrderCard.Entry(List.of("MOVE U1 4 N"), "4\" north (or NE E SE S SW W NW)"),
            new OrderCard.Entry(List.of("FACE U1 90", "FACE U1 NE"), "turn on the front centre after moving, or instead; turning"
                    + " is free"),
            new OrderCard.Entry(List.of("SHOOT U2 AT E3"), "phase 2: one D6 a figure, aim or less hits; the target must be in"
                    + " range and in sight"),
            new OrderCard.Entry(List.of("CAST W1 HEAL U1"), "phase 2: a friend within 12\" mends up to 2 wounds of its front"
                    + " figure"),
            new OrderCard.Entry(List.of("CAST W1 BLAST E2"), "an enemy within 18\": one S4 hit on it and on every unit, friend"
                    + " or foe, within 6\" of it"),
            new OrderCard.Entry(List.of("CAST W1 MONSTER U1"), "a friend within 12\": +1 strength, resilience, speed and combat"
                    + " skill this player turn (MELEE-MONSTER too)"),
            new OrderCard.Entry(List.of("CAST W1 ASSAIL E2"), "an enemy within 24\": one S5 hit"),
            new OrderCard.Entry(List.of("CHARGE U1 E2"), "phase 3: an enemy within the unit's speed, base to base; its front"
                    + " centre goes straight to the enemy's nearest point and it strikes first"),
            new OrderCard.Entry(List.of("HOLD U1"), "do nothing"));

    static final List<String> NOTES = List.of(
            "Sides take turns: only the side whose player turn it is sends orders, and every side is mailed the result"
                    + " of each player turn with whose turn is next.",
            "In its player turn a unit may move (and FACE), then shoot or cast, then charge; HOLD goes alone.",
            "A caster casts one spell a player turn and does not also shoot. The Magic Test is a D6, the caster's"
                    + " morale or less; a BLAST or ASSAIL that fails strikes the caster instead.",
            "Where things are: x,y in inches from the table's bottom-left corner (x to the right, y up the table)."
                    + " A unit's coordinates name the CENTRE OF ITS FRONT EDGE; a single figure's (a round base),"
                    + " the centre of its base.",
            "Bearings: whole degrees clockwise from up the table: 0 (N) towards the top edge, 90 (E) the right edge,"
                    + " 180 (S) the bottom edge, 270 (W) the left edge; N NE E SE S SW W NW are accepted.",
            "Distances are measured base to base, to a tenth of an inch; \"within 12\" means 12.0 or less. A move's"
                    + " length is what its front centre travels; if its bases cross difficult ground anywhere, the"
                    + " whole move has half the unit's speed.",
            "A unit wheels on its front centre to face each leg of its move, so the ends of a wide unit swing as it"
                    + " turns: beside a wall, a wood or another unit, march straight ahead first and turn where there"
                    + " is room (MOVE U1 TO a point ahead THEN the next).",
            "Units locked in close combat cannot move or charge; they fight on in phase 3. Orders are checked at"
                    + " once: every error comes back with its line and the numbers; accepted lines come back with"
                    + " what was measured. Your latest accepted orders replace earlier ones.");

    /** The whole grammar, as the opening PDF's card prints it. */
    static final OrderCard CARD = new OrderCard(HEAD, List.of(new OrderCard.Section("", ENTRIES, NOTES)));

    /** The orders some unit of {@code s} can give: SHOOT where one shoots, each spell where one knows it. */
    static OrderCard usable(BasicFantasyState s) {
        List<UnitType> types = s.units().values().stream().map(s::typeOf).toList();
        boolean shooters = types.stream().anyMatch(UnitType::shoots);
        return CARD.keeping(e -> {
            String[] w = e.examples().get(0).split(" ");
            if (w[0].equals("SHOOT")) {
                return shooters;
            }
            if (w[0].equals("CAST")) {
                String spell = w[2].toLowerCase(Locale.ROOT);
                return types.stream().anyMatch(t -> t.spells().contains(spell));
            }
            return true;
        });
    }
}
