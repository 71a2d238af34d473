package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.TurnBegan;
import java.util.List;

/**
 * A small field for the equipment's tests: a 48 x 36 table with no terrain, Skarg's orcs (O1, 10 warriors five a rank
 * at 24,30 facing south; A1, 12 archers six a rank at 40,30) on attack orders, and Durin's dwarves (D1, 10 warriors five
 * a rank at 24,10 facing north: x 21.5 to 26.5, y 8 to 10) on hold. {@code dwarves} and {@code orcs} are each side's
 * "equipment" list, as JSON.
 */
final class EquipmentTable {
    private EquipmentTable() {}

    static String scenario(String dwarves, String orcs) {
        return """
                {"title": "Equipment", "table": {"width": 48, "depth": 36},
                 "sides": [
                  {"id": "orcs", "name": "Skarg's warband", "army": "orcs", "equipment": %s,
                   "commands": [{"id": "skargs", "order": "attack",
                     "leader": {"id": "Skarg", "entry": "orc-warchief", "at": "4,34", "facing": "S"},
                     "units": [{"id": "O1", "entry": "orc-warriors", "figures": 10, "files": 5, "at": "24,30", "facing": "S"},
                               {"id": "A1", "entry": "orc-archers", "figures": 12, "files": 6, "at": "40,30", "facing": "S"}]}]},
                  {"id": "dwarves", "name": "the host of Khazad Tor", "army": "dwarves", "equipment": %s,
                   "commands": [{"id": "durins", "order": "hold",
                     "leader": {"id": "Durin", "entry": "dwarf-warchief", "at": "4,2", "facing": "N"},
                     "units": [{"id": "D1", "entry": "dwarf-warriors", "figures": 10, "files": 5, "at": "24,10", "facing": "N"}]}]}
                 ]}""".formatted(orcs, dwarves);
    }

    /** The field deployed, its first turn begun. */
    static FantasyWarriorsState field(String dwarves, String orcs) throws Exception {
        FantasyWarriorsState s = FantasyWarriorsState.deployed(Deployment.read(scenario(dwarves, orcs), "equipment.json"));
        return new TurnBegan(1, s.period()).applyTo(s);
    }

    static FantasyWarriorsState placed(FantasyWarriorsState s, String unit, double x, double y, double facing) {
        Unit u = s.unitOrThrow(unit);
        return s.withUnit(u.withGround(u.ground().movedTo(new herald.engine.table.Point(x, y)).turnedTo(facing)));
    }

    static FantasyWarriorsState fold(FantasyWarriorsState s, List<? extends FantasyWarriorsEvent> events) {
        for (FantasyWarriorsEvent e : events) {
            s = e.applyTo(s);
        }
        return s;
    }
}
