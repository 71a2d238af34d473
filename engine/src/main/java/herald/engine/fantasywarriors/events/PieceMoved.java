package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.table.Bearing;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * A unit or an individual moved in phase 3 (the core §12): its named point went along {@code path} (start first; one
 * point when it only turned on the spot) and it ended facing {@code facing}.
 *
 * @param inches what its named point travelled, as measured
 * @param allowance its move on the ground from the army list
 * @param inDifficult the inches it travelled with a base in difficult ground, counted twice (half rate, L364)
 * @param difficult those features, described ("the ford (swamp)")
 * @param orders its command's order, "attack", "hold" or "oppose"; "" for an individual
 * @param stopped why it stopped short of where it was sent, "" when it did not
 * @param charged the enemy it ended base to base with, "" for none: it is in combat (L1360)
 */
public record PieceMoved(String piece, List<Point> path, double facing, double inches, double allowance,
        double inDifficult, List<String> difficult, String orders, String stopped, String charged)
        implements FantasyWarriorsEvent {

    public PieceMoved {
        path = List.copyOf(path);
        difficult = List.copyOf(difficult);
    }

    public Point end() {
        return path.get(path.size() - 1);
    }

    @Override
    public String describe() {
        List<String> notes = new ArrayList<>();
        if (!orders.isEmpty()) {
            notes.add(orders + " orders");
        }
        notes.add("allowance " + Inches.show(allowance));
        if (inDifficult > 0) {
            notes.add(Inches.measured(inDifficult) + " in " + String.join(", ", difficult) + " counted double");
        }
        String why = " (" + String.join(", ", notes) + ")";
        if (path.size() < 2) {
            return piece + (stopped.isEmpty() ? " turns on the spot to face " + Bearing.show(facing) + why
                    : " does not move: " + stopped);
        }
        String to = Inches.measured(inches) + " to " + end();
        if (!charged.isEmpty()) {
            return piece + " charges " + charged + ": " + to + ", base to base" + (stopped.isEmpty() ? "" : " (" + stopped + ")")
                    + why;
        }
        String verb = orders.equals("attack") ? " advances " : " moves ";
        return piece + verb + to + ", facing " + Bearing.show(facing) + (stopped.isEmpty() ? "" : ", and stops: " + stopped)
                + why;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        if (state.unit(piece).isPresent()) {
            var u = state.unitOrThrow(piece);
            var to = u.ground().movedTo(end()).turnedTo(facing);
            var moved = state.withUnit(u.withGround(to));
            // the mantlets and pavises it carries go with it, before its front (L363-364, L483-484)
            for (var p : state.carriedBy(piece)) {
                moved = moved.withEquipment(p.carried(u.ground(), to));
            }
            return reported(moved);
        }
        var i = state.individual(piece).orElseThrow(() -> new IllegalStateException("no piece " + piece));
        // an individual who walks away from a unit no longer stands with it
        var moved = i.withGround(i.ground().movedTo(end()).turnedTo(facing));
        return reported(state.withIndividual(path.size() > 1 ? moved.withJoined(null) : moved));
    }
}
