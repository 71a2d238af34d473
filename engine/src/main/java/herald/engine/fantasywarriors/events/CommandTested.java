package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Command;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import java.util.List;

/**
 * A command took its command test (phase 7; core-tables.json H10): "no-change", "command-shaken" (every unit of it
 * shaken) or "command-rout" (every unit of it routs).
 */
public record CommandTested(String command, String leader, List<Integer> roll, String workings, int score,
        String result) implements FantasyWarriorsEvent {

    public CommandTested {
        roll = List.copyOf(roll);
    }

    public static CommandTested of(String command, String leader, Scored s) {
        return new CommandTested(command, leader, s.dice(), s.line(), s.score(), s.result());
    }

    @Override
    public String describe() {
        String then = switch (result) {
            case "no-change" -> "no change";
            case "command-shaken" -> "every unit of " + command + " is shaken";
            default -> "every unit of " + command + " routs";
        };
        return command + " (" + leader + ") takes the command test: " + workings + "; " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Command c = state.commands().get(command);
        FantasyWarriorsState s = state;
        for (String u : c.units()) {
            if (s.unitOrThrow(u).onTable()) {
                s = s.withUnit(Reaction.after(s.unitOrThrow(u), result, s.turn()));
            }
        }
        return reported(s);
    }
}
