package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Bearing;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A unit moved (R1, R2): its front centre went along {@code path} (start first), {@code inches} as measured, and it
 * ended facing {@code facing}.
 *
 * @param allowance the inches it had: its speed, or half of it through difficult ground (R2)
 * @param difficult the difficult features its bases crossed, described (under part-in-terrain, only those its front
 *     centre travelled inside: the rest cost it nothing); empty for none
 * @param doubled under the house option part-in-terrain, the inches inside difficult ground, counted twice; else 0
 */
public record UnitMoved(String unit, List<Point> path, double facing, double inches, double allowance,
        List<String> difficult, double doubled) implements BasicFantasyEvent {

    public UnitMoved {
        path = List.copyOf(path);
        difficult = List.copyOf(difficult);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state.withUnit(state.unitOrThrow(unit).withPlace(path.get(path.size() - 1), facing)));
    }

    @Override
    public String describe() {
        String route = path.stream().map(Point::toString).collect(Collectors.joining(" → "));
        String cost = doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground"
                : Inches.measured(inches);
        String terrain = difficult.isEmpty() ? "" : doubled > 0 ? "; through " + String.join(", ", difficult)
                : ", half speed through " + String.join(", ", difficult);
        return unit + " moves " + cost + " (allowance " + Inches.show(allowance) + terrain + "): " + route + ", facing "
                + Bearing.show(facing);
    }
}
