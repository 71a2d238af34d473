package herald.engine.basicfantasy;

import java.util.ArrayList;
import java.util.List;

/**
 * The order grammar as a player reads it, kept once and set two ways: for the welcome mail in columns of plain text
 * (examples on the left, what they do on the right, wrapped to a mail's width), and for the opening PDF's report as
 * one line an order or paragraph, which the PDF wraps in its own type (columns of spaces do not survive a
 * proportional font).
 */
final class OrderHelp {
    private OrderHelp() {}

    /** One or more example lines and what they do. */
    record Entry(List<String> examples, String meaning) {}

    static final String HEAD = "Orders for your player turn, one a line (any case; # starts a comment):";

    static final List<Entry> ENTRIES = List.of(
            new Entry(List.of("MOVE U1 TO 24,30"), "phase 1: the unit's front centre goes to 24,30; it faces the way it"
                    + " marches"),
            new Entry(List.of("MOVE U1 TO 20,20 THEN 24,30"), "the same, by way of 20,20"),
            new Entry(List.of("MOVE U1 6 AT 45"), "6\" on bearing 45"),
            new Entry(List.of("MOVE U1 4 N"), "4\" north (or NE E SE S SW W NW)"),
            new Entry(List.of("FACE U1 90", "FACE U1 NE"), "turn on the front centre after moving, or instead; turning"
                    + " is free"),
            new Entry(List.of("SHOOT U2 AT E3"), "phase 2: one D6 a figure, aim or less hits; the target must be in"
                    + " range and in sight"),
            new Entry(List.of("CAST W1 HEAL U1"), "phase 2: a friend within 12\" mends up to 2 wounds of its front"
                    + " figure"),
            new Entry(List.of("CAST W1 BLAST E2"), "an enemy within 18\": one S4 hit on it and on every unit, friend"
                    + " or foe, within 6\" of it"),
            new Entry(List.of("CAST W1 MONSTER U1"), "a friend within 12\": +1 strength, resilience, speed and combat"
                    + " skill this player turn (MELEE-MONSTER too)"),
            new Entry(List.of("CAST W1 ASSAIL E2"), "an enemy within 24\": one S5 hit"),
            new Entry(List.of("CHARGE U1 E2"), "phase 3: an enemy within the unit's speed, base to base; its front"
                    + " centre goes straight to the enemy's nearest point and it strikes first"),
            new Entry(List.of("HOLD U1"), "do nothing"));

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

    private static final int WIDTH = 78;
    private static final int EXAMPLES = 30;

    /** The welcome mail's text: the examples in a column, what they do wrapped beside them, then the notes as paragraphs. */
    static String mail() {
        List<String> out = new ArrayList<>();
        out.add(HEAD);
        for (Entry e : ENTRIES) {
            List<String> meaning = wrap(e.meaning(), WIDTH - 2 - EXAMPLES);
            int rows = Math.max(e.examples().size(), meaning.size());
            for (int i = 0; i < rows; i++) {
                String example = i < e.examples().size() ? e.examples().get(i) : "";
                String said = i < meaning.size() ? meaning.get(i) : "";
                out.add(("  " + pad(example, EXAMPLES) + said).stripTrailing());
            }
        }
        for (String note : NOTES) {
            out.add("");
            out.addAll(wrap(note, WIDTH));
        }
        return String.join("\n", out);
    }

    /** The opening report's lines: the head, each order with its meaning, each note, one line apiece. */
    static List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(HEAD);
        for (Entry e : ENTRIES) {
            out.add(String.join(" | ", e.examples()) + ": " + e.meaning());
        }
        out.addAll(NOTES);
        return out;
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }

    /** Words into lines of at most {@code width} characters (a longer word has a line of its own). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}
