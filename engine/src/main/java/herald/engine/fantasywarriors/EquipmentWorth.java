package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Footprint;

/**
 * What battlefield equipment takes from the total worth of the units in a combat (table 4.9): mantlets from both
 * units (L370), pavises from both (L489, as {@link Pavis}), palisades from the attacker (L412), chevaux de frise from
 * an attacker in front of the stakes (L442), a spiked pit from the unit in it (L515). A "length" of palisade or
 * chevaux de frise is one step of the length they are bought in (6in, 3in): Herald's reading, the README.
 */
public final class EquipmentWorth {
    private EquipmentWorth() {}

    /** The worth each unit of the combat loses: the attacking and the defending one (0 or a negative number). */
    public record Penalty(Modifier attacker, Modifier defender) {
        static Penalty none(Equipment e) {
            return new Penalty(new Modifier(e.title(), 0), new Modifier(e.title(), 0));
        }
    }

    /** {@code mantlets} mantlets in the combat: each takes 2 from both units. */
    public static Penalty mantlets(int mantlets, EquipmentTables t) {
        return both(Equipment.MANTLET, mantlets, t);
    }

    /** {@code pavises} pavises in the combat: each two, rounding up, take 1 from both units (FW-D-1). */
    public static Penalty pavises(int pavises, EquipmentTables t) {
        return both(Equipment.PAVIS, pavises, t);
    }

    /** {@code lengths} lengths of palisade in the combat: each takes 4 from the attacking unit. */
    public static Penalty palisade(int lengths, EquipmentTables t) {
        return new Penalty(per(Equipment.PALISADE, lengths, t), new Modifier(Equipment.PALISADE.title(), 0));
    }

    /**
     * {@code lengths} lengths of chevaux de frise in the combat: each takes 2 from the attacking unit, if it is in
     * front of the stakes ({@link #inFrontOfTheStakes}).
     */
    public static Penalty chevauxDeFrise(Footprint.Block attacker, Footprint.Block stakes, int lengths, EquipmentTables t) {
        if (!inFrontOfTheStakes(attacker, stakes)) {
            return Penalty.none(Equipment.CHEVAUX_DE_FRISE);
        }
        return new Penalty(per(Equipment.CHEVAUX_DE_FRISE, lengths, t), new Modifier(Equipment.CHEVAUX_DE_FRISE.title(), 0));
    }

    /** A unit in a spiked pit fights at 2 less; only such a unit can attack one facing the pit frontally (L514). */
    public static Penalty spikedPit(boolean attackerInThePit, boolean defenderInThePit, EquipmentTables t) {
        int w = t.item(Equipment.SPIKED_PIT).combatWorth().whole();
        String why = "in a " + Equipment.SPIKED_PIT.title();
        return new Penalty(new Modifier(why, attackerInThePit ? w : 0), new Modifier(why, defenderInThePit ? w : 0));
    }

    /**
     * A unit is in front of chevaux de frise, and facing them, when its front edge is in base contact with them and it
     * stands on the side the stakes point to (L420, FW-EX-12). Touching them with a flank or the rear is not facing.
     */
    public static boolean inFrontOfTheStakes(Footprint.Block unit, Footprint.Block stakes) {
        return Edges.frontTouches(unit, stakes) && Edges.standsBefore(unit, stakes);
    }

    /**
     * Behind them: in base contact with the stakes on the side away from their points. Such a unit is in combat with an
     * enemy facing the same stakes from the front (L441).
     */
    public static boolean behindTheStakes(Footprint unit, Footprint.Block stakes) {
        return Edges.touch(unit, stakes) && !Edges.standsBefore(unit, stakes);
    }

    /** Whether a unit is in the pit: its base stands on the pit's ground. */
    public static boolean inThePit(Footprint unit, Footprint pit) {
        return unit.overlaps(pit);
    }

    private static Penalty both(Equipment e, int pieces, EquipmentTables t) {
        Modifier m = per(e, pieces, t);
        return new Penalty(m, m);
    }

    private static Modifier per(Equipment e, int pieces, EquipmentTables t) {
        if (pieces < 0) {
            throw new IllegalArgumentException("a count of " + e.title() + " is not negative: " + pieces);
        }
        EquipmentTables.Item i = t.item(e);
        int per = i.combatWorthPer().whole();
        int groups = (pieces + per - 1) / per;
        return new Modifier(pieces + " " + e.title(), groups * i.combatWorth().whole());
    }
}
