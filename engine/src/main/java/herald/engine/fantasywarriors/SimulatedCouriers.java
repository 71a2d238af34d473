package herald.engine.fantasywarriors;

import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The demo's warchiefs with couriers (`Messages`): every third battle turn a warchief whose courier stands at his
 * figure's side writes to the first ally he has, the courier keeping at his side through the movement phase; a
 * courier carrying a message rides toward its reader as far as the movement phase allows him.
 */
final class SimulatedCouriers {
    private static final int EVERY = 3;

    private SimulatedCouriers() {}

    /** {@code seat}'s simulated orders ({@code orders}, one a line) with his couriers' moves and messages. */
    static List<String> with(FantasyWarriorsState s, String seat, List<String> orders) {
        List<String> out = new ArrayList<>(orders);
        if (!Players.warchief(s, seat)) {
            return out;
        }
        String side = Players.army(s, seat);
        // the couriers are his to move: whatever else the simulated warchief meant for them, they carry messages
        out.removeIf(line -> s.individuals().values().stream().filter(i -> s.profile(i).role() == Role.COURIER)
                .anyMatch(i -> line.toUpperCase(java.util.Locale.ROOT).startsWith("MOVE " + i.id().toUpperCase(
                        java.util.Locale.ROOT) + " ")));
        for (Message m : s.companion().messages()) {
            if (m.onTheWay() && m.from().equals(seat)) {
                toward(s, side, m.courier(), Players.figure(s, m.to())).ifPresent(out::add);
            }
        }
        Optional<Individual> figure = Players.figure(s, seat).filter(Individual::onTable);
        Optional<String> reader = Players.seats(s).stream().map(herald.engine.Side::id)
                .filter(id -> !id.equals(seat) && s.allied(Players.army(s, id), side))
                .filter(id -> Players.figure(s, id).filter(Individual::onTable).isPresent()).findFirst();
        if (figure.isEmpty() || reader.isEmpty() || s.turn() % EVERY != 1) {
            return out;
        }
        Optional<Individual> courier = s.individuals().values().stream().filter(i -> i.side().equals(side))
                .filter(Individual::onTable).filter(i -> s.profile(i).role() == Role.COURIER)
                .filter(i -> i.ground().touches(figure.get().ground()))
                .filter(i -> s.companion().messages().stream().noneMatch(m -> m.onTheWay() && i.id().equals(m.courier())))
                .findFirst();
        if (courier.isEmpty()) {
            return out;
        }
        // the courier keeps beside his writer, who may be moving this turn, until the message is his
        Point writer = destination(s, figure.get(), orders);
        Point beside = new Point(writer.x() + 1, writer.y());
        String move = "MOVE " + courier.get().id() + " TO " + Inches.number(beside.x()) + "," + Inches.number(beside.y());
        if (!beside.equals(courier.get().ground().at())) {
            if (MovementPhase.refusal(s, side, new TurnOrders.Move(courier.get().id(), List.of(beside),
                    OptionalDouble.empty())).isPresent()) {
                return out;
            }
            out.add(move);
        }
        out.add("MESSAGE TO " + reader.get() + " BY " + courier.get().id() + ": battle turn " + s.turn() + ", "
                + figure.get().id() + " here; " + s.onTable(side).size() + " of our units stand. Hold fast.");
        return out;
    }

    /** Where the figure will stand after the movement phase: the last point of his MOVE, or where he is. */
    private static Point destination(FantasyWarriorsState s, Individual figure, List<String> orders) {
        for (OrderLine l : OrderParser.parse(String.join("\n", orders)).orders()) {
            if (l instanceof OrderLine.Move m && m.piece().equalsIgnoreCase(figure.id())) {
                return m.path().get(m.path().size() - 1);
            }
        }
        return figure.ground().at();
    }

    /** A move of the courier toward the reader's figure, as far as the rules let him go this turn, if any. */
    private static Optional<String> toward(FantasyWarriorsState s, String side, String courier,
            Optional<Individual> reader) {
        Optional<Individual> c = s.individual(courier).filter(Individual::onTable);
        if (c.isEmpty() || reader.isEmpty()) {
            return Optional.empty();
        }
        Point from = c.get().ground().at();
        Point to = reader.get().ground().at();
        double gap = Math.hypot(to.x() - from.x(), to.y() - from.y()) - 1;
        double allowance = s.profile(c.get()).move().ground().value();
        for (double go = Math.min(gap, allowance); go > 0.5; go -= 0.5) {
            double f = go / (gap + 1);
            Point p = new Point(Inches.measure(from.x() + (to.x() - from.x()) * f),
                    Inches.measure(from.y() + (to.y() - from.y()) * f));
            if (MovementPhase.refusal(s, side, new TurnOrders.Move(courier, List.of(p), OptionalDouble.empty())).isEmpty()) {
                return Optional.of("MOVE " + courier + " TO " + Inches.number(p.x()) + "," + Inches.number(p.y()));
            }
        }
        return Optional.empty();
    }
}
