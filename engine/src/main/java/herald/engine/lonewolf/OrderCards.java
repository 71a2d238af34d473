package herald.engine.lonewolf;

import herald.engine.view.OrderCard;
import herald.engine.view.OrderCard.Entry;
import herald.engine.view.OrderCard.Section;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The Lone Wolf order grammar as a reference card: whole in the opening PDF, and in the welcome mail only the
 * orders some piece of the scenario can give (no Kai Disciplines where no piece holds one).
 */
final class OrderCards {
    private OrderCards() {}

    private static final String HEAD = "Orders, one a line (upper or lower case; # starts a comment):";

    private static final Entry FIRE = new Entry("FIRE S4 AT G7", "shoot in phase 1; a bow, sling or javelin shoots"
            + " again in phase 3 at the same target if it is still a legal target then (a crossbow shoots once a turn)");
    private static final Entry CONCENTRATED = new Entry("FIRE S1 S2 S3 AT G4", "concentrated fire (F10): pieces of"
            + " one unit add their percentages against G4's unit (all in the same armour and cover); each full 100% is a"
            + " certain hit, the rest one D100 for one more; further hits strike the pieces nearest G4, of either side");
    private static final Entry MULTIPLE = new Entry("ATTACK G3 G4 G5 S2", "multiple combat (C5, C6): pieces of one"
            + " unit touching S2's unit add their percentages; a spear, halberd or pike directly behind one of them adds"
            + " its own from the rear rank (C3); a piece attacking diagonally is calculated separately");

    private static final Section CORE = new Section("", List.of(
            FIRE,
            new Entry("MOVE G3 N N NE", "steps N NE E SE S SW W NW; a step that is not ahead or diagonally ahead first"
                    + " turns the piece to face that way (1 MP)"),
            new Entry("FACE S4 E", "turn to face N, E, S or W (1 MP); FACE and MOVE lines apply in the order written"),
            CONCENTRATED,
            new Entry("ATTACK G3 S2", "attack in phase 4 if S2 is adjacent then (it may come adjacent by your move)"),
            MULTIPLE,
            new Entry("HOLD S4", "do nothing all turn (not even fight back)")),
            List.of("A piece next to an enemy in phase 4 with no ATTACK or HOLD attacks the adjacent enemy it has the"
                    + " best chance against. Pieces next to an enemy cannot move, turn or shoot. Your latest accepted"
                    + " orders for a turn replace earlier ones."));

    private static final Entry HEAL = new Entry("HEAL LW P1", "Healing (K5), phase 1: heal P1 next to LW (or HEAL LW:"
            + " himself); 51-100 heals one wound, the worst unless you add ON HEAD, LEGS, ARMS or BODY; 3 uses, a"
            + " failure spends one");
    private static final Entry MINDBLAST = new Entry("MINDBLAST LW AT G4", "Mindblast (K7, ET1), phase 1 (add PHASE 3"
            + " for the second firing phase): range 4, an unwounded blaster, a visible target; 2 uses");
    private static final Entry KINSHIP = new Entry("KINSHIP LW AT W3 N FACE E", "Animal Kinship (K9), phase 1: a"
            + " mounted piece within 4; on 1-40 LW steps it one square and/or turns it at the start of his movement");
    private static final Entry LEAP = new Entry("LEAP P1 TO F7 FACE N", "Salmon Leap (HA1), twice a game: after his"
            + " move, up to 4 squares, over walls, hedges, fences and hills but not ramparts, houses or trees; FACE is"
            + " optional");
    private static final Entry LIGHTNING = new Entry("ATTACK P1 G4 THEN G5", "Lightning Attack (HA5): if the blow kills"
            + " G4, he steps into contact (one square, no MP) and attacks G5 (within 2 squares of G4); without THEN the"
            + " nearest enemy");
    private static final Entry HYPNOTISE = new Entry("HYPNOTISE V1 AT P1", "Hypnotise (ET7), once a game, in phase 1:"
            + " range 3, not next to an enemy");

    /** Which skill makes each skill order usable; a standing order's are in {@link Standing.Kind#skills()}. */
    private static final Map<Entry, List<Skill>> NEEDS = Map.of(
            HEAL, List.of(Skill.HEALING),
            MINDBLAST, List.of(Skill.MINDBLAST, Skill.MIND_BLAST),
            KINSHIP, List.of(Skill.ANIMAL_KINSHIP),
            LEAP, List.of(Skill.SALMON_LEAP),
            LIGHTNING, List.of(Skill.LIGHTNING_ATTACK),
            HYPNOTISE, List.of(Skill.HYPNOTISE));

    /** The whole grammar, as the opening PDF prints it. */
    static final OrderCard FULL = new OrderCard(HEAD, List.of(CORE,
            new Section("Skills (Kai Disciplines, Evil Tricks), each instead of firing that turn:",
                    List.of(HEAL, MINDBLAST, KINSHIP), List.of()),
            new Section("Heroes' orders (Heroic Abilities and Evil Tricks on the hero's card):",
                    List.of(LEAP, LIGHTNING, HYPNOTISE), List.of()),
            new Section("Standing orders, each kept on the record sheet until you change it (the first value is the"
                    + " default):", standing(), List.of())));

    /** The orders some piece of {@code s} can give. */
    static OrderCard usable(LoneWolfState s) {
        List<Piece> pieces = s.pieces();
        boolean missiles = pieces.stream().anyMatch(p -> p.missile() != null);
        boolean units = pieces.stream().anyMatch(p -> p.kind() == PieceClass.RANK_AND_FILE);
        Predicate<List<Skill>> held = skills -> pieces.stream().anyMatch(p -> skills.stream().anyMatch(p::has));
        return FULL.keeping(e -> {
            if (e == FIRE) {
                return missiles;
            }
            if (e == CONCENTRATED) {
                return missiles && units;
            }
            if (e == MULTIPLE) {
                return units;
            }
            if (NEEDS.containsKey(e)) {
                return held.test(NEEDS.get(e));
            }
            return Standing.KINDS.stream().filter(k -> e.examples().get(0).equals(example(k))).findFirst()
                    .map(k -> k.unit() ? units : held.test(k.skills())).orElse(true);
        });
    }

    private static List<Entry> standing() {
        List<Entry> entries = new ArrayList<>();
        for (Standing.Kind k : Standing.KINDS) {
            entries.add(new Entry(example(k), k.help() + (k.unit() ? "; given on any piece of the unit, for all of"
                    + " it (the latest wins)" : "")));
        }
        return entries;
    }

    private static String example(Standing.Kind k) {
        return "STANDING " + (k.unit() ? "G3" : "P1") + " " + k.name() + " " + String.join("|", k.values());
    }
}
