package herald.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * A large open-table battle for the basic fantasy rules, built in code: a 48×72 table with 30 terrain features
 * in the middle band (woods, hills, marsh, rough ground, buildings) and 40 units, 20 a side in two lines of ten,
 * facing each other across it. Every unit is a block four figures wide and two deep on one-inch bases but the
 * two wizards, one a side, on round bases.
 */
final class TableScenario {
    static final double WIDTH = 48;
    static final double DEPTH = 72;
    static final int PER_SIDE = 20;
    static final int FEATURES = 30;
    private static final String[] TERRAIN = {"wood", "hill", "marsh", "rough", "building"};
    private static final String[] TYPES = {"spearmen", "archers", "swordsmen", "cavalry"};

    private TableScenario() {}

    /** The scenario document. */
    static String json() {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = m.createObjectNode();
        root.put("schema", 1).put("title", "The great table").put("description", "A benchmark battle").put("turns", 8);
        root.putObject("table").put("width", WIDTH).put("depth", DEPTH);
        ArrayNode terrain = root.putArray("terrain");
        for (int i = 0; i < FEATURES; i++) {
            double x = 2 + (i % 6) * 8;
            double y = 22 + (i / 6) * 6;
            ObjectNode f = terrain.addObject().put("id", "f" + (i + 1)).put("type", TERRAIN[i % TERRAIN.length]).put("name", "");
            ArrayNode outline = f.putArray("outline");
            for (double[] c : new double[][] {{x, y}, {x + 4, y}, {x + 4.5, y + 2}, {x + 3, y + 3.5}, {x, y + 3}}) {
                outline.add(Point.of(c[0], c[1]).toString());
            }
        }
        ArrayNode sides = root.putArray("sides");
        sides.addObject().put("id", "south").put("name", "The Southern host");
        sides.addObject().put("id", "north").put("name", "The Northern host");
        ArrayNode units = root.putArray("units");
        for (Unit u : units()) {
            ObjectNode n = units.addObject().put("id", u.id()).put("side", u.side()).put("type", u.type())
                    .put("figures", u.figures()).put("at", u.at().toString()).put("facing", (int) u.facing());
            if (u.figures() > 1) {
                n.put("files", 4);
            }
        }
        return root.toString();
    }

    /** One unit as the scenario places it. */
    record Unit(String id, String side, String type, int figures, Point at, double facing) {
        Footprint footprint() {
            return figures == 1 ? new Footprint.Round(at, facing, 0.5) : new Footprint.Block(at, facing, 4, 2);
        }
    }

    static List<Unit> units() {
        List<Unit> out = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            boolean south = s == 0;
            for (int i = 0; i < PER_SIDE; i++) {
                int line = i / 10;
                double x = 2.4 + (i % 10) * 4.8;
                double y = south ? 14 - line * 6 : DEPTH - 14 + line * 6;
                boolean wizard = i == PER_SIDE - 1;
                String id = (south ? "S" : "N") + (i + 1);
                String type = wizard ? "wizard" : TYPES[i % TYPES.length];
                out.add(new Unit(id, south ? "south" : "north", type, wizard ? 1 : 8, Point.of(x, y), south ? 0 : 180));
            }
        }
        return out;
    }
}
