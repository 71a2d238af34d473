package herald.engine.basicfantasy;

import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Sight;
import herald.engine.table.Travel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The table as the rules see it at one moment: where each unit's bases stand and what each terrain feature does
 * (terrain.json). Every measurement of the rules goes through here to herald.engine.table.
 */
final class Ground {
    private final BasicFantasyState state;
    private final List<Feature> difficult = new ArrayList<>();
    private final List<Feature> impassable = new ArrayList<>();
    private final List<Feature> openings = new ArrayList<>();
    private final List<Feature> blocking = new ArrayList<>();

    Ground(BasicFantasyState state) {
        this.state = state;
        for (Feature f : state.table().features()) {
            TerrainType t = state.terrain().get(f.terrain());
            if (t.difficult()) {
                difficult.add(f);
            }
            if (t.impassable()) {
                impassable.add(f);
            }
            if (t.crossing()) {
                openings.add(f);
            }
            if (t.blocksSight()) {
                blocking.add(f);
            }
        }
    }

    /**
     * A unit's bases: a block of {@code min(files, figures)} figures across and {@code ceil(figures / files)} ranks
     * deep, named by its front centre (casualties come off the rear, and a short last rank keeps the same front);
     * or one round base.
     */
    static Footprint footprint(UnitType type, Unit u) {
        UnitType.Base b = type.base();
        if (b.round()) {
            return new Footprint.Round(u.at(), u.facing(), b.radius());
        }
        int ranks = (u.figures() + u.files() - 1) / u.files();
        return new Footprint.Block(u.at(), u.facing(), u.frontRank() * b.width(), Math.max(1, ranks) * b.depth());
    }

    Footprint footprint(Unit u) {
        return footprint(state.typeOf(u), u);
    }

    List<Feature> difficult() {
        return difficult;
    }

    /** The difficult features the journey crosses, even partly (the ground it starts on included). */
    List<Feature> difficultCrossed(Travel t) {
        return difficult.stream().filter(t::crosses).toList();
    }

    /** The first impassable feature the journey crosses outside a crossing (a river, but not at its ford). */
    Optional<Feature> impassableCrossed(Travel t) {
        return impassable.stream().filter(f -> t.crosses(f, openings)).findFirst();
    }

    Optional<Feature> impassableUnder(Footprint f) {
        return impassable.stream().filter(x -> x.under(f, openings)).findFirst();
    }

    /** The first living unit, other than the mover and {@code except}, whose ground the journey crosses. */
    Optional<Unit> unitCrossed(Travel t, String mover, Set<String> except) {
        return state.living().stream().filter(u -> !u.id().equals(mover) && !except.contains(u.id()))
                .filter(u -> t.crosses(footprint(u))).findFirst();
    }

    Optional<Unit> unitUnder(Footprint f, String mover, Set<String> except) {
        return state.living().stream().filter(u -> !u.id().equals(mover) && !except.contains(u.id()))
                .filter(u -> footprint(u).overlaps(f)).findFirst();
    }

    /** Base to base, unrounded. */
    double distance(Unit a, Unit b) {
        return footprint(a).distanceTo(footprint(b));
    }

    /**
     * A clear line from {@code from}'s front edge (a round base: its rim) to any part of {@code to}, past terrain that
     * blocks sight (not the features either of them stands in) and every other living unit; empty when none is clear.
     */
    Optional<Sight.Line> sight(Unit from, Unit to) {
        Footprint a = footprint(from);
        Footprint b = footprint(to);
        List<Feature> walls = blocking.stream().filter(f -> !f.under(a) && !f.under(b)).toList();
        List<Footprint> screens = state.living().stream().filter(u -> !u.id().equals(from.id()) && !u.id().equals(to.id()))
                .map(this::footprint).toList();
        return Sight.between(a, b, walls, screens);
    }

    /** What blocks every line from {@code from} to {@code to}, for the message: a feature or a unit. */
    String screen(Unit from, Unit to) {
        Footprint a = footprint(from);
        Footprint b = footprint(to);
        List<Feature> walls = blocking.stream().filter(f -> !f.under(a) && !f.under(b)).toList();
        if (Sight.between(a, b, walls, List.of()).isEmpty()) {
            for (Feature f : walls) {
                if (Sight.between(a, b, List.of(f), List.of()).isEmpty()) {
                    return describe(f);
                }
            }
            return "terrain";
        }
        List<String> units = new ArrayList<>();
        for (Unit u : state.living()) {
            if (!u.id().equals(from.id()) && !u.id().equals(to.id())
                    && Sight.between(a, b, List.of(), List.of(footprint(u))).isEmpty()) {
                units.add(u.id());
            }
        }
        return units.isEmpty() ? "units in the way" : String.join(" and ", units) + " in the way";
    }

    /** "Old Wood (wood)" or "wood-1 (wood)". */
    String describe(Feature f) {
        String type = state.terrain().get(f.terrain()).name().toLowerCase(java.util.Locale.ROOT);
        return (f.name().isEmpty() ? f.id() : f.name()) + " (" + type + ")";
    }
}
