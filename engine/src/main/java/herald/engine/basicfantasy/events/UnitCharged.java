package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.table.Bearing;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;

/**
 * A unit charged an enemy within its reach (R10): its front centre went straight to the target's nearest point and it
 * faces the target in contact; both are locked in close combat.
 *
 * @param inches the distance measured before the charge, base to base
 * @param reach its speed, halved when the line to the target crosses difficult ground (not under part-in-terrain)
 * @param difficult the difficult features the line crosses, described; empty for none
 * @param doubled under the house option part-in-terrain, the inches of the line inside difficult ground, counted twice;
 *     else 0
 */
public record UnitCharged(String unit, String target, List<Point> path, double facing, double inches, double reach,
        List<String> difficult, double doubled) implements BasicFantasyEvent {

    public UnitCharged {
        path = List.copyOf(path);
        difficult = List.copyOf(difficult);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        BasicFantasyState s = state.withUnit(state.unitOrThrow(unit).withPlace(path.get(path.size() - 1), facing).withLock(target));
        return reported(s.withUnit(s.unitOrThrow(target).withLock(unit)));
    }

    @Override
    public String describe() {
        String cost = doubled > 0 ? Inches.measured(inches) + " + " + Inches.measured(doubled) + " in difficult ground"
                : Inches.measured(inches);
        String terrain = difficult.isEmpty() ? "" : doubled > 0 ? "; across " + String.join(", ", difficult)
                : ", half speed across " + String.join(", ", difficult);
        return unit + " charges " + target + ", " + cost + " (reach " + Inches.show(reach) + terrain + "): "
                + path.get(0) + " → " + path.get(path.size() - 1) + ", facing " + Bearing.show(facing)
                + "; they are locked in close combat";
    }
}
