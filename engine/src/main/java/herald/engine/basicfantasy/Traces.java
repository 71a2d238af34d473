package herald.engine.basicfantasy;

import herald.engine.RuleEvent;
import herald.engine.basicfantasy.events.BasicFantasyEvent;
import herald.engine.basicfantasy.events.CombatStruck;
import herald.engine.basicfantasy.events.MagicTested;
import herald.engine.basicfantasy.events.ShotsFired;
import herald.engine.basicfantasy.events.UnitCharged;
import herald.engine.basicfantasy.events.UnitDestroyed;
import herald.engine.basicfantasy.events.UnitMoved;
import herald.engine.table.Point;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.List;

/**
 * A player turn's moves, charges, shots, spells, continuing combats and the units destroyed, in inches, for the map. Nothing is hidden,
 * so every side sees them all. A line runs between the units' named points (front centres, round bases' centres) as
 * they stood when it happened.
 */
final class Traces {
    private Traces() {}

    static List<Trace> of(BasicFantasyState before, List<RuleEvent> events) {
        TraceBuilder out = new TraceBuilder();
        BasicFantasyState s = before;
        for (RuleEvent e : events) {
            BasicFantasyState at = s;
            s = ((BasicFantasyEvent) e).applyTo(s);
            if (e instanceof UnitMoved m) {
                for (int i = 1; i < m.path().size(); i++) {
                    out.step(m.unit(), colour(at, m.unit()), View.place(m.path().get(i - 1)), View.place(m.path().get(i)));
                }
            } else if (e instanceof UnitCharged c) {
                out.charge(c.unit(), colour(at, c.unit()), c.path().stream().map(View::place).toList());
            } else if (e instanceof ShotsFired f) {
                out.fire(f.shooter(), colour(at, f.shooter()), place(at, f.shooter()), place(at, f.target()),
                        f.hits() > 0 && f.wound().wounds() > 0);
            } else if (e instanceof MagicTested m && !m.caster().equals(m.target())) {
                out.spell(m.caster(), colour(at, m.caster()), place(at, m.caster()), place(at, m.target()), m.passed());
            } else if (e instanceof CombatStruck c && c.kind().equals("continuing")) {
                out.attack(c.striker(), colour(at, c.striker()), place(at, c.striker()), place(at, c.target()),
                        c.hits() > 0 && c.wound().wounds() > 0);
            } else if (e instanceof UnitDestroyed d) {
                out.fell(d.unit(), colour(at, d.unit()), place(at, d.unit()));
            }
        }
        return out.build();
    }

    private static String colour(BasicFantasyState s, String unit) {
        return s.colour(s.unitOrThrow(unit).side());
    }

    private static Trace.Place place(BasicFantasyState s, String unit) {
        Point p = s.unitOrThrow(unit).at();
        return View.place(p);
    }
}
