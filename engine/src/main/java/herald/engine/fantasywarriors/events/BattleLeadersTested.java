package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Command;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Order;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import java.util.List;
import java.util.Locale;

/**
 * A battle leader handed a new order took the battle leaders test (phase 5; core-tables.json H9): "new-order" brings it
 * into force, "delayed" keeps it on its way to be tested again next turn, "refused" drops it, "command-shaken" drops it
 * and shakes every unit of the command.
 */
public record BattleLeadersTested(String command, String leader, Order order, List<Integer> roll, String workings,
        int score, String result) implements FantasyWarriorsEvent {

    public BattleLeadersTested {
        roll = List.copyOf(roll);
    }

    public static BattleLeadersTested of(String command, String leader, Order order, Scored s) {
        return new BattleLeadersTested(command, leader, order, s.dice(), s.line(), s.score(), s.result());
    }

    @Override
    public String describe() {
        String word = order.name().toLowerCase(Locale.ROOT);
        String then = switch (result) {
            case "new-order" -> command + " is now on " + word + " orders";
            case "delayed" -> "the " + word + " order is delayed: tested again next turn";
            case "refused" -> "the " + word + " order is refused";
            default -> "the " + word + " order is refused, and every unit of " + command + " is shaken";
        };
        return leader + " takes the battle leaders test for a new order: " + workings + "; " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Command c = state.commands().get(command);
        FantasyWarriorsState s = state.withCommand(switch (result) {
            case "new-order" -> c.withOrder(order);
            case "delayed" -> c.withSent(order);
            default -> c.withOrder(c.order());
        });
        if (result.equals("command-shaken")) {
            for (String u : c.units()) {
                if (s.unitOrThrow(u).onTable()) {
                    s = s.withUnit(Reaction.after(s.unitOrThrow(u), "shaken", s.turn()));
                }
            }
        }
        return reported(s);
    }
}
