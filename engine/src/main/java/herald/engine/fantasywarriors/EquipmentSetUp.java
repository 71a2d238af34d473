package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.table.Table;
import herald.engine.table.TableReader;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;

/**
 * A side's battlefield equipment as its scenario sets it up, checked as it is read, each mistake named by file and
 * place: a kind its army list may use (L325), a length the book sells ({@link Purchase}: table 4.8), wholly on the
 * table, off ground no piece enters, on no unit's or other piece's ground, and carried, if at all, by a unit of its
 * own side whose base touches it (L363, L483: the figures stand behind a mantlet or pavis to move it).
 */
final class EquipmentSetUp {
    private EquipmentSetUp() {}

    /** Where everything already placed stands, to check a new piece against. */
    record Placed(BattleScenario scenario, String src, Table table, Map<String, Terrain> types, Map<String, Unit> units,
            Collection<EquipmentPiece> pieces) {}

    static EquipmentPiece piece(BattleScenario.EquipmentSpec e, String side, Army army, String at, Placed p)
            throws ScenarioException {
        String src = p.src();
        Equipment kind = Arrays.stream(Equipment.values()).filter(k -> k.key().equals(e.kind())).findFirst()
                .orElseThrow(() -> new ScenarioException(src + ": " + at + ".kind: battlefield equipment is one of "
                        + String.join(", ", Arrays.stream(Equipment.values()).map(Equipment::key).toList()) + ", not \""
                        + e.kind() + "\""));
        require(army.equipment().contains(kind), src, at + ".kind", "the " + army.name() + " army list does not use "
                + kind.title() + " (it may use " + (army.equipment().isEmpty() ? "none"
                        : String.join(", ", army.equipment().stream().map(Equipment::title).toList())) + ")");
        require(e.front() != null && e.front().size() == 2, src, at + ".front",
                "a piece's front edge is two points, \"x,y\", its left end first as its own side sees it");
        Point left = TableReader.point(e.front().get(0), p.scenario().table(), src, at + ".front[0]");
        Point right = TableReader.point(e.front().get(1), p.scenario().table(), src, at + ".front[1]");
        double length = Inches.measure(left.distanceTo(right));
        Purchase.Ruling bought = Purchase.of(kind, length, EquipmentTables.shipped());
        if (bought instanceof Purchase.Refused r) {
            throw new ScenarioException(src + ": " + at + ".front: " + r.reason());
        }
        Point middle = new Point((left.x() + right.x()) / 2, (left.y() + right.y()) / 2);
        // it faces to the left of the way from its left end to its right: a line walked east faces north
        Footprint.Block ground = kind.footprint(middle, left.bearingTo(right) - 90, length, EquipmentTables.shipped());
        require(p.table().holds(ground), src, at + ".front", "its base is not wholly on the table");
        for (Feature f : p.table().under(ground)) {
            require(!p.types().get(f.terrain()).impassable(), src, at + ".front", "it stands in "
                    + (f.name().isBlank() ? f.id() : f.name()) + ", which no piece enters");
        }
        for (Unit u : p.units().values()) {
            require(!ground.overlaps(u.ground()), src, at + ".front", "its base overlaps " + u.id() + "'s");
        }
        for (EquipmentPiece o : p.pieces()) {
            require(!ground.overlaps(o.ground()), src, at + ".front", "its base overlaps " + o.id() + "'s");
        }
        String carrier = carrier(e, kind, side, ground, at, p);
        return new EquipmentPiece(e.id(), kind, side, ground, ((Purchase.Bought) bought).steps(), carrier);
    }

    private static String carrier(BattleScenario.EquipmentSpec e, Equipment kind, String side, Footprint ground, String at,
            Placed p) throws ScenarioException {
        if (e.carriedBy() == null) {
            return null;
        }
        String src = p.src();
        require(kind.carried(), src, at + ".carriedBy", kind.title() + " cannot be moved once set up (L405; set up at deployment, L381, L429, L502):"
                + " only mantlets and pavises are carried");
        Unit u = p.units().values().stream().filter(x -> x.id().equalsIgnoreCase(e.carriedBy())).findFirst()
                .orElseThrow(() -> new ScenarioException(src + ": " + at + ".carriedBy: there is no unit \""
                        + e.carriedBy() + "\""));
        require(u.side().equals(side), src, at + ".carriedBy", u.id() + " is not of this side: a side carries its own "
                + kind.title());
        require(u.ground().touches(ground), src, at + ".carriedBy", u.id() + "'s base does not touch it: the figures"
                + " using a " + kind.title() + " stand in base contact behind it (L363, L483)");
        return u.id();
    }
}
