package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.MessageLost;
import herald.engine.fantasywarriors.events.MessageRead;
import herald.engine.fantasywarriors.events.MessageSent;
import herald.engine.view.ReportSection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Written messages between allies (Companion L1478): written in the new orders phase and placed with a courier in
 * base contact with the writer's figure, the courier then moved as any figure, and read when he reaches the figure
 * of the player they are for. Players of one army, or allies, whose figures touch may talk instead (L1464, L1476):
 * their words are read at once. A courier who falls loses what he carries, and so does a reader who falls.
 */
public final class Messages {
    private Messages() {}

    /** The new orders phase: each MESSAGE line of the turn, in the order written, sent or spoken. */
    static List<FantasyWarriorsEvent> written(FantasyWarriorsState start, List<OrderLine.Message> lines) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        FantasyWarriorsState s = start;
        for (OrderLine.Message m : lines) {
            int index = s.companion().messages().size();
            Optional<Individual> writer = standing(s, Players.figure(s, m.from()));
            Optional<Individual> reader = standing(s, Players.figure(s, m.to()));
            Optional<Individual> courier = Optional.ofNullable(m.courier()).flatMap(s::individual).filter(Individual::onTable);
            MessageSent sent = new MessageSent(m.from(), m.to(), m.courier(), m.text());
            s = sent.applyTo(s);
            out.add(sent);
            FantasyWarriorsEvent fate;
            if (writer.isEmpty()) {
                fate = new MessageLost(index, Players.figureId(s, m.from()) + " has fallen: nothing is sent to " + m.to());
            } else if (m.courier() == null) {
                fate = reader.filter(r -> touch(r, writer.get())).<FantasyWarriorsEvent>map(r -> new MessageRead(index))
                        .orElseGet(() -> new MessageLost(index, writer.get().id() + " and " + Players.figureId(start, m.to())
                                + " are not face to face: no words pass between them"));
            } else if (courier.isEmpty() || !touch(courier.get(), writer.get())) {
                fate = new MessageLost(index, m.courier() + " is not at " + writer.get().id() + "'s side: the message"
                        + " for " + Players.figureId(start, m.to()) + " is not sent");
            } else {
                fate = arrival(s, index).orElse(null);
            }
            if (fate != null) {
                s = fate.applyTo(s);
                out.add(fate);
            }
        }
        return out;
    }

    /** A message fits a small piece of paper folded twice (L1478): Herald's measure of one. */
    static final int MOST_CHARACTERS = 400;

    /** Why {@code seat} cannot send {@code m}, if he cannot. */
    static Optional<String> refusal(FantasyWarriorsState s, String seat, OrderLine.Message m) {
        if (m.from() != null && !m.from().equalsIgnoreCase(seat)) {
            return Optional.of("you write as " + seat + ", not " + m.from() + ": leave FROM out");
        }
        Optional<String> to = reader(s, m.to());
        String side = Players.army(s, seat);
        if (to.isEmpty() || to.get().equals(seat) || !s.allied(Players.army(s, to.get()), side)) {
            return Optional.of("there is no player " + m.to() + " on your side or among your allies; write to one of "
                    + String.join(", ", Players.seats(s).stream().map(herald.engine.Side::id).filter(id -> !id.equals(seat))
                    .filter(id -> s.allied(Players.army(s, id), side)).toList()));
        }
        if (Players.figure(s, seat).filter(Individual::onTable).isEmpty()) {
            return Optional.of("your figure has fallen: you can send no message");
        }
        if (m.courier() != null) {
            Optional<Individual> courier = Orders.find(s, m.courier()).flatMap(s::individual);
            if (courier.isEmpty() || !courier.get().side().equals(side) || s.profile(courier.get()).role() != Role.COURIER) {
                return Optional.of(m.courier() + " is not a courier of your army");
            }
            if (!courier.get().onTable()) {
                return Optional.of(courier.get().id() + " has fallen");
            }
        }
        return m.text().length() > MOST_CHARACTERS ? Optional.of("a message fits a small piece of paper: "
                + MOST_CHARACTERS + " characters at most, not " + m.text().length()) : Optional.empty();
    }

    /** A player's lines with each of his messages signed by him, as his army's orders carry them. */
    static List<String> signed(String seat, List<String> lines) {
        return lines.stream().map(line -> OrderParser.parse(line).orders().stream().findFirst()
                .filter(o -> o instanceof OrderLine.Message m && m.from() == null).map(o -> (OrderLine.Message) o)
                .map(m -> new OrderLine.Message(m.line(), seat, m.to(), m.courier(), m.text()).normalised()).orElse(line))
                .toList();
    }

    /** The accepted line: its writer named, every id as the scenario spells it. */
    static OrderLine.Message canonical(FantasyWarriorsState s, String seat, OrderLine.Message m) {
        return new OrderLine.Message(m.line(), seat, reader(s, m.to()).orElseThrow(),
                m.courier() == null ? null : Orders.find(s, m.courier()).orElseThrow(), m.text());
    }

    private static Optional<String> reader(FantasyWarriorsState s, String written) {
        return Players.seats(s).stream().map(herald.engine.Side::id).filter(id -> id.equalsIgnoreCase(written)).findFirst();
    }

    /** After the movement phase: each courier on the way who touches his reader delivers; a fallen one loses it. */
    static List<FantasyWarriorsEvent> arrivals(FantasyWarriorsState s) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        List<Message> all = s.companion().messages();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).onTheWay()) {
                arrival(s, i).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<FantasyWarriorsEvent> arrival(FantasyWarriorsState s, int index) {
        Message m = s.companion().messages().get(index);
        Optional<Individual> courier = s.individual(m.courier()).filter(Individual::onTable);
        Optional<Individual> reader = standing(s, Players.figure(s, m.to()));
        if (courier.isEmpty()) {
            return Optional.of(new MessageLost(index, m.courier() + " has fallen: the message he carried for "
                    + Players.figureId(s, m.to()) + " is lost"));
        }
        if (reader.isEmpty()) {
            return Optional.of(new MessageLost(index, Players.figureId(s, m.to()) + " has fallen: the message "
                    + m.courier() + " carries for him will not be read"));
        }
        return touch(courier.get(), reader.get()) ? Optional.of(new MessageRead(index)) : Optional.empty();
    }

    private static Optional<Individual> standing(FantasyWarriorsState s, Optional<Individual> figure) {
        return figure.filter(Individual::onTable);
    }

    private static boolean touch(Individual a, Individual b) {
        return a.id().equals(b.id()) || a.ground().touches(b.ground());
    }

    /**
     * What {@code seat} reads of messages: every one read by him, and every one he wrote with what became of it. None
     * when he has neither: a game without messages has no such section.
     */
    public static Optional<ReportSection> section(FantasyWarriorsState s, String seat) {
        List<String> lines = new ArrayList<>();
        for (Message m : s.companion().messages()) {
            String by = m.courier() == null ? "face to face" : "by " + m.courier();
            if (m.to().equals(seat) && m.delivered() > 0) {
                // the warchief in overall charge writes to the other armies' players as their superior (L1490)
                boolean orders = Players.commander(s, seat).filter(c -> c.equals(m.from())).isPresent();
                lines.add("Read in turn " + m.delivered() + ", " + (orders ? "orders from your commanding warchief, "
                        : "from ") + Players.name(s, m.from()) + " (" + by + "): " + m.text());
            } else if (m.from().equals(seat)) {
                String fate = m.lost() != null ? "lost: " + m.lost() : m.delivered() > 0 ? "read in turn "
                        + m.delivered() : "on the way";
                lines.add("Sent in turn " + m.sent() + " to " + Players.name(s, m.to()) + " (" + by + "), " + fate + ": "
                        + m.text());
            }
        }
        return lines.isEmpty() ? Optional.empty() : Optional.of(new ReportSection("Messages", lines));
    }
}
