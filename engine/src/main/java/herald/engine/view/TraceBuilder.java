package herald.engine.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gathers a window's traces in the order things happened. A piece's steps are joined into one path
 * while each starts where the last ended, so a four-square move is one arrow, not four.
 */
public final class TraceBuilder {
    private final List<Trace> done = new ArrayList<>();
    private final Map<String, Trace> moving = new LinkedHashMap<>();

    public void step(String piece, String colour, Trace.Place from, Trace.Place to) {
        Trace open = moving.get(piece);
        if (open != null && open.last().equals(from)) {
            moving.put(piece, open.plus(to));
            return;
        }
        if (open != null) {
            done.add(open);
        }
        moving.put(piece, new Trace(Trace.Kind.MOVE, piece, colour, List.of(from, to), false));
    }

    public void fire(String shooter, String colour, Trace.Place from, Trace.Place at, boolean hit) {
        done.add(new Trace(Trace.Kind.FIRE, shooter, colour, List.of(from, at), hit));
    }

    public void attack(String attacker, String colour, Trace.Place from, Trace.Place at, boolean hit) {
        done.add(new Trace(Trace.Kind.ATTACK, attacker, colour, List.of(from, at), hit));
    }

    public void charge(String charger, String colour, List<Trace.Place> path) {
        done.add(new Trace(Trace.Kind.CHARGE, charger, colour, path, false));
    }

    public void spell(String caster, String colour, Trace.Place from, Trace.Place at, boolean told) {
        done.add(new Trace(Trace.Kind.SPELL, caster, colour, List.of(from, at), told));
    }

    /** {@code piece} was killed or removed at {@code at}: it leaves the map, so this mark is how the map shows it. */
    public void fell(String piece, String colour, Trace.Place at) {
        done.add(new Trace(Trace.Kind.FELL, piece, colour, List.of(at), false));
    }

    /** Moves first, then charges (paths are drawn under the lines of fire and attacks), then the rest in order. */
    public List<Trace> build() {
        List<Trace> out = new ArrayList<>();
        done.stream().filter(t -> t.kind() == Trace.Kind.MOVE).forEach(out::add);
        out.addAll(moving.values());
        // charges come after every move, as the charging phase comes after movement
        done.stream().filter(t -> t.kind() == Trace.Kind.CHARGE).forEach(out::add);
        done.stream().filter(t -> !t.isPath()).forEach(out::add);
        return out;
    }
}
