package herald.engine.darkage;

import herald.engine.table.Point;
import java.util.List;

/**
 * What a side can see. By day the whole table; at night (a scenario's {@code night}, Herald's) an enemy only within
 * sight of one of its own figures (or an ally's, where the scenario lets allies share sight), or in light: within a
 * lit torch's 6" (W8) or a burning feature's. A side always sees its own and its allies' figures.
 */
public final class Eyes {
    private final DarkAgeState state;
    private final Ground ground;

    public Eyes(DarkAgeState state) {
        this.state = state;
        this.ground = new Ground(state);
    }

    /** Whether {@code side} sees {@code f}; the umpire (null) sees everything. */
    public boolean sees(String side, Figure f) {
        if (side == null || state.scenario().night() == null || state.allied(side, f.side())) {
            return true;
        }
        if (lit(f.at())) {
            return true;
        }
        double sight = state.scenario().night().sight() == null ? 3 : state.scenario().night().sight();
        boolean shared = state.spec(side).alliesShareSight();
        return state.inGame().stream()
                .filter(o -> o.side().equals(side) || shared && state.allied(side, o.side()))
                .anyMatch(o -> o.at().distanceTo(f.at()) <= sight + Ground.diameter() + Ground.TOUCH);
    }

    /** Whether a point stands in light: a lit torch's or a burning feature's. */
    public boolean lit(Point p) {
        double light = state.scenario().night() == null || state.scenario().night().torchLight() == null
                ? Data.sheet().bases().lightRadius() : state.scenario().night().torchLight();
        boolean torch = state.inGame().stream().anyMatch(o -> o.torchLit() && o.at().distanceTo(p) <= light);
        boolean fire = state.fires().keySet().stream().map(ground::feature).flatMap(java.util.Optional::stream)
                .anyMatch(x -> x.holds(p) || Ground.nearest(x, p).distanceTo(p) <= light);
        return torch || fire;
    }

    /** The figures {@code side} sees, in scenario order. */
    public List<Figure> seen(String side) {
        return state.inGame().stream().filter(f -> sees(side, f)).toList();
    }
}
