package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;
import herald.engine.fantasywarriors.events.ObstacleCrossed;
import herald.engine.fantasywarriors.events.UnitDisorganised;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.table.Edges;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Battlefield equipment in the movement phase. A unit carrying mantlets or pavises moves at half speed (L363, L483);
 * no unit ends its move on a palisade's or chevaux de frise's ground (it halts before them or goes wholly over); and a
 * unit whose bases pass over an obstacle takes what {@link Obstacle} gives (L403-407, L432-437, L505-510): the hits,
 * struck as by spears, the kills, a casualty test at a quarter lost, a palisade's disorganisation. A move written to
 * end at the stakes or a pit is the unit halting; one written over them is the unit moving on through.
 */
final class Crossings {
    private Crossings() {}

    /** Why a unit's move as written may not be made for its equipment, or null. */
    static String problem(FantasyWarriorsState s, Movement.Piece p, Movement.Plan plan, int allowance, double cost) {
        if (!p.isUnit() || plan.turnsOnly()) {
            return null;
        }
        List<EquipmentPiece> carried = s.carriedBy(p.id());
        if (!carried.isEmpty() && !Inches.within(cost, allowance / 2.0)) {
            return p.id() + " carries " + carried.get(0).kind().title() + " (" + carried.get(0).id() + "), which move at half"
                    + " speed (L363, L483): at most " + Inches.show(allowance / 2.0) + ", not " + Inches.measured(cost);
        }
        Optional<EquipmentPiece> on = s.equipment().values().stream()
                .filter(e -> e.kind() == Equipment.PALISADE || e.kind() == Equipment.CHEVAUX_DE_FRISE)
                .filter(e -> e.ground().overlaps(plan.end())).findFirst();
        return on.map(e -> p.id() + " would end its move on " + e.id() + " (" + e.kind().title() + "): a unit halts before"
                + " it or goes wholly over it").orElse(null);
    }

    /**
     * What the obstacles did to unit {@code id} that has just moved from {@code from} along {@code path}, at a cost of
     * {@code cost} inches of its {@code allowance}; {@code now} is the table after the move.
     */
    static List<FantasyWarriorsEvent> crossed(FantasyWarriorsState now, String id, Footprint from, List<Point> path,
            double cost, int allowance, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        if (path.size() < 2) {
            return out;
        }
        Travel t = Travel.of(from, path, true);
        List<EquipmentPiece> met = now.equipment().values().stream().filter(e -> e.kind().obstacle())
                .filter(e -> e.steps().stream().anyMatch(t::crosses))
                .sorted(Comparator.comparingDouble(e -> from.distanceTo(e.ground()))).toList();
        FantasyWarriorsState s = now;
        for (EquipmentPiece e : met) {
            Unit u = s.unitOrThrow(id);
            if (!u.onTable()) {
                break;
            }
            int over = (int) e.steps().stream().filter(t::crosses).count();
            Obstacle.Crossing c = switch (e.kind()) {
                case PALISADE -> Obstacle.Crossing.palisade(u.standing(), !Inches.within(cost, allowance / 2.0));
                case CHEVAUX_DE_FRISE -> Obstacle.Crossing.chevauxDeFrise(u.standing(), Edges.standsBefore(from, e.ground()));
                default -> Obstacle.Crossing.spikedPits(u.standing(), over);
            };
            for (FantasyWarriorsEvent ev : struck(s, u, e, c, over, dice)) {
                out.add(ev);
                s = ev.applyTo(s);
            }
        }
        return out;
    }

    private static List<FantasyWarriorsEvent> struck(FantasyWarriorsState s, Unit u, EquipmentPiece e, Obstacle.Crossing c,
            int over, Dice dice) {
        Obstacle.Hits h = Obstacle.cross(c, dice, EquipmentTables.shipped());
        Tables core = Tables.core();
        Profile p = s.profile(u);
        Target target = new Target(u.figures(), p.resilience().value(), p.armour(), Cover.NONE, false,
                p.save().map(x -> OptionalInt.of(x.value())).orElse(OptionalInt.empty()),
                u.standing().leader() || u.standing().standard() || u.standing().hero(), p.flags().undead(), u.figures(), 0);
        Shooting.Ruling r = h.hits() > 0 ? Shooting.automatic(h.hits(), Weapon.spears(), target, dice, WeaponsChart.shipped(),
                core) : null;
        Kills.Casualties k = r == null ? null : r.casualties();
        List<String> workings = new ArrayList<>();
        if (!h.dice().isEmpty()) {
            workings.add("rolled " + join(h.dice()) + ", " + h.less() + (h.dice().size() > 1 ? " each" : "")
                    + ", none below 0");
        }
        if (k != null) {
            workings.add(k.kills().line());
            k.specials().ifPresent(x -> workings.add("specials check: " + join(x.dice()) + ", on specials or individuals: "
                    + x.onSpecials()));
            k.saves().ifPresent(x -> workings.add("saves at " + x.value() + " or under: " + join(x.totals())));
        }
        int lost = k == null ? 0 : Math.min(u.figures(), k.lost());
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        out.add(new ObstacleCrossed(u.id(), e.id(), e.kind().title(), over, why(c, h), h.dice(), -h.less().value(),
                h.hits(), k == null ? List.of() : k.kills().dice(), k == null ? 0 : k.kills().needs(),
                k == null ? List.of() : k.specials().map(Kills.Specials::dice).orElse(List.of()),
                k == null ? List.of() : k.saves().map(SavingThrow.Saves::totals).orElse(List.of()), lost, workings));
        if (lost > 0) {
            out.add(new FiguresLost(u.id(), lost, u.figures() - lost, "to " + e.id() + " (" + e.kind().title() + ")"));
        }
        if (lost > 0 && lost < u.figures() && h.casualtyTestDue(u.figures(), lost)) {
            int inAll = u.startFigures() - u.figures() + lost;
            Scored test = CasualtyTest.take(new CasualtyTest.Losses(u.standing(), u.figures(), lost, u.startFigures(), inAll),
                    dice, core);
            out.add(UnitTested.of(u.id(), "casualty test", "lost " + lost + " of " + u.figures() + " figures to "
                    + e.id() + ", " + inAll + " of " + u.startFigures() + " in all", test));
        }
        if (h.disorganised() && lost < u.figures() && !u.disorganised()) {
            out.add(new UnitDisorganised(u.id(), "it crossed " + e.id() + ", a palisade, which disorganises at any speed (L407)"));
        }
        return out;
    }

    private static String why(Obstacle.Crossing c, Obstacle.Hits h) {
        if (h.dice().isEmpty()) {
            return c.obstacle() == Equipment.PALISADE ? "at half speed or less: no hits" : "from behind the stakes: no hits";
        }
        String lust = c.unit().bloodLust() ? ", in blood lust" : "";
        return switch (c.obstacle()) {
            case PALISADE -> "at more than half speed" + lust;
            case CHEVAUX_DE_FRISE -> "moved on through from the front" + lust;
            default -> "moved on over" + lust;
        };
    }

    private static String join(List<Integer> dice) {
        return String.join(" ", dice.stream().map(String::valueOf).toList());
    }
}
