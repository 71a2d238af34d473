package herald.engine.skirmish;

import herald.engine.Dice;
import herald.engine.board.Hex;
import herald.engine.board.HexDirection;
import herald.engine.skirmish.events.CharacterMoved;
import herald.engine.skirmish.events.MoveHalted;
import java.util.List;

/**
 * Phase 2 (R1-R3): characters of the active side move, hex by hex, paying the terrain table's cost to
 * enter each hex (foot or horse). One character a hex (a riderless horse fills one too); no moving
 * through any other counter. Entering a hex next to an enemy ends the move (contact). The balcony is
 * raised: it is entered only from the staircase or another balcony hex; stepping off it anywhere
 * else, and entering a window hex, is a jump.
 */
final class Movement {
    private Movement() {}

    /** One step judged: its cost, whether it is a jump, or why it cannot be taken (problem != null). */
    record Step(int cost, boolean jump, String problem) {}

    static Step step(SkirmishState s, Character c, Hex from, Hex to, boolean retreating) {
        if (!s.board().contains(to)) {
            return new Step(0, false, to + " is off the map (" + s.board().grid().extent() + ")");
        }
        TerrainType t = s.terrainAt(to);
        if (t.cost(c.mounted()).isEmpty()) {
            return new Step(0, false, to + " is " + article(t) + ": impassable to " + (c.mounted() ? "mounted" : "foot") + " characters");
        }
        String other = s.occupant(to).orElse(null);
        if (other != null && !other.equals(c.id())) {
            return new Step(0, false, to + " is occupied by " + other + " (one counter a hex)");
        }
        String fromKey = s.board().terrain(from);
        String toKey = t.key();
        if (toKey.equals("balcony") && !raised(fromKey)) {
            return new Step(0, false, "the balcony at " + to + " cannot be climbed from " + from + ": go up by the staircase");
        }
        boolean jump = (toKey.equals("window") && !fromKey.equals("window")) || (fromKey.equals("balcony") && !raised(toKey));
        if (jump && retreating) {
            return new Step(0, false, "a retreat makes no jumps");
        }
        return new Step(t.cost(c.mounted()).getAsInt(), jump, null);
    }

    private static boolean raised(String key) {
        return key.equals("balcony") || key.equals("stairs");
    }

    static String article(TerrainType t) {
        String n = t.name().toLowerCase(java.util.Locale.ROOT);
        return (n.matches("[aeiou].*") ? "an " : "a ") + n;
    }

    static boolean inContact(SkirmishState s, Character c) {
        return !s.adjacentEnemies(c).isEmpty();
    }

    static void phase(TurnLog log, List<Order> orders, Dice dice) {
        for (Order o : orders) {
            if (o instanceof Order.Move m) {
                move(log, m, dice);
            }
        }
    }

    private static void move(TurnLog log, Order.Move m, Dice dice) {
        Character c = log.state().characterOrThrow(m.piece());
        if (!c.canAct()) {
            log.emit(new herald.engine.skirmish.events.ActionHeld(c.id(), c.alive() ? "stunned, it cannot move" : "it is dead"));
            return;
        }
        int mp = Stats.move(log.state(), c);
        for (int i = 0; i < m.steps().size(); i++) {
            c = log.state().characterOrThrow(m.piece());
            HexDirection d = m.steps().get(i);
            Hex to = c.hex().neighbour(d);
            Step st = step(log.state(), c, c.hex(), to, false);
            if (st.problem() != null) {
                log.emit(new MoveHalted(c.id(), c.hex(), st.problem()));
                return;
            }
            if (st.cost() > mp) {
                log.emit(new MoveHalted(c.id(), c.hex(), "entering " + to + " costs " + st.cost() + " MP, " + mp + " left"));
                return;
            }
            mp -= st.cost();
            Hex from = c.hex();
            log.emit(new CharacterMoved(c.id(), from, to, st.cost(), mp));
            if (st.jump() && !Jump.jump(log, c.id(), from, to, dice)) {
                if (i < m.steps().size() - 1) {
                    log.emit(new MoveHalted(c.id(), to, "it fell jumping, which ends its move"));
                }
                return;
            }
            Character now = log.state().characterOrThrow(c.id());
            if (inContact(log.state(), now) && i < m.steps().size() - 1) {
                log.emit(new MoveHalted(c.id(), to, "in contact with " + log.state().adjacentEnemies(now).get(0).id()
                        + ", which ends its move"));
                return;
            }
        }
    }
}
