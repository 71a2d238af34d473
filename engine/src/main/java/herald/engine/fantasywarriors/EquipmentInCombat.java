package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import herald.engine.table.Footprint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Battlefield equipment in the combat phase. Units fight through it without touching: a unit whose mantlets or
 * pavises touch an enemy (L369, L488), two units touching one palisade from either side (L411), a unit behind chevaux
 * de frise and an enemy facing them from the front (L441, FW-EX-12). And it takes from their worth
 * ({@link EquipmentWorth}, table 4.9): the mantlets and pavises touching the enemy from both units, the lengths of
 * palisade or chevaux de frise the attacker touches from the attacker (the unit before the piece's front: it is
 * assaulting it), a pit from the unit standing in it, once.
 */
final class EquipmentInCombat {
    private EquipmentInCombat() {}

    /** Pairs of enemy units in combat through a piece of equipment, the earlier in scenario order first. */
    static List<Melee.Contact> contacts(FantasyWarriorsState s, List<Unit> on) {
        List<Melee.Contact> out = new ArrayList<>();
        for (int i = 0; i < on.size(); i++) {
            for (int j = i + 1; j < on.size(); j++) {
                Unit a = on.get(i);
                Unit b = on.get(j);
                if (!s.allied(a.side(), b.side()) && s.equipment().values().stream().anyMatch(p -> through(p, a, b))) {
                    out.add(new Melee.Contact(a.id(), b.id()));
                }
            }
        }
        return out;
    }

    private static boolean through(EquipmentPiece p, Unit a, Unit b) {
        Footprint ga = a.ground();
        Footprint gb = b.ground();
        return switch (p.kind()) {
            case MANTLET, PAVIS -> p.carriedBy(a.id()) && p.ground().touches(gb) || p.carriedBy(b.id())
                    && p.ground().touches(ga);
            case PALISADE -> p.ground().touches(ga) && p.ground().touches(gb)
                    && Edges.standsBefore(ga, p.ground()) != Edges.standsBefore(gb, p.ground());
            case CHEVAUX_DE_FRISE -> facing(a, p) && EquipmentWorth.behindTheStakes(gb, p.ground())
                    || facing(b, p) && EquipmentWorth.behindTheStakes(ga, p.ground());
            case SPIKED_PIT -> false;
        };
    }

    private static boolean facing(Unit u, EquipmentPiece stakes) {
        return u.ground() instanceof Footprint.Block b && EquipmentWorth.inFrontOfTheStakes(b, stakes.ground());
    }

    /** What equipment takes from each fighting unit's worth, by unit. */
    static Map<String, List<Modifier>> penalties(FantasyWarriorsState s, List<Melee> melees) {
        EquipmentTables t = EquipmentTables.shipped();
        Map<String, List<Modifier>> out = new LinkedHashMap<>();
        for (Melee m : melees) {
            for (Melee.Contact c : m.contacts()) {
                Unit a = s.unitOrThrow(c.unit());
                Unit b = s.unitOrThrow(c.enemy());
                both(out, a, b, carried(s, Equipment.MANTLET, a, b), EquipmentWorth::mantlets, t);
                both(out, a, b, carried(s, Equipment.PAVIS, a, b), EquipmentWorth::pavises, t);
                for (EquipmentPiece p : s.equipment().values()) {
                    if (p.kind() == Equipment.PALISADE || p.kind() == Equipment.CHEVAUX_DE_FRISE) {
                        assaulted(out, p, a, b, t);
                        assaulted(out, p, b, a, t);
                    }
                }
            }
            for (String id : m.units()) {
                Unit u = s.unitOrThrow(id);
                boolean inAPit = s.equipment().values().stream().anyMatch(p -> p.kind() == Equipment.SPIKED_PIT
                        && EquipmentWorth.inThePit(u.ground(), p.ground()));
                if (inAPit) {
                    add(out, id, EquipmentWorth.spikedPit(true, false, t).attacker());
                }
            }
        }
        return out;
    }

    /** The pieces of {@code kind} that either unit carries and that touch the other: those "involved" (L370, L489). */
    private static int carried(FantasyWarriorsState s, Equipment kind, Unit a, Unit b) {
        int n = 0;
        for (EquipmentPiece p : s.equipment().values()) {
            if (p.kind() == kind && p.carriedBy(a.id())) {
                n += p.stepsTouching(b.ground());
            } else if (p.kind() == kind && p.carriedBy(b.id())) {
                n += p.stepsTouching(a.ground());
            }
        }
        return n;
    }

    private static void both(Map<String, List<Modifier>> out, Unit a, Unit b, int pieces,
            java.util.function.BiFunction<Integer, EquipmentTables, EquipmentWorth.Penalty> rule, EquipmentTables t) {
        if (pieces > 0) {
            EquipmentWorth.Penalty p = rule.apply(pieces, t);
            add(out, a.id(), p.attacker());
            add(out, b.id(), p.defender());
        }
    }

    /** {@code attacker} before the palisade's or the stakes' front, {@code defender} touching them from behind. */
    private static void assaulted(Map<String, List<Modifier>> out, EquipmentPiece p, Unit attacker, Unit defender,
            EquipmentTables t) {
        if (!p.ground().touches(attacker.ground()) || !p.ground().touches(defender.ground())
                || !Edges.standsBefore(attacker.ground(), p.ground()) || Edges.standsBefore(defender.ground(), p.ground())) {
            return;
        }
        int lengths = p.stepsTouching(attacker.ground());
        EquipmentWorth.Penalty penalty = p.kind() == Equipment.PALISADE ? EquipmentWorth.palisade(lengths, t)
                : attacker.ground() instanceof Footprint.Block b ? EquipmentWorth.chevauxDeFrise(b, p.ground(), lengths, t)
                        : null;
        if (penalty != null) {
            add(out, attacker.id(), penalty.attacker());
        }
    }

    private static void add(Map<String, List<Modifier>> out, String unit, Modifier m) {
        if (m.value() != 0) {
            out.computeIfAbsent(unit, k -> new ArrayList<>()).add(m);
        }
    }
}
