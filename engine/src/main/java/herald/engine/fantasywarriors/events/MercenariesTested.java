package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Command;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import herald.engine.fantasywarriors.Mercenaries;
import herald.engine.fantasywarriors.MercenariesAndTricks;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import herald.engine.fantasywarriors.Unit;
import java.util.List;
import java.util.Optional;

/**
 * A mercenary command took its command test (phase 7; Companion L645-668, table 4.3): 1D6 + leadership, its pay
 * (-1, -2 or -4) and the usual modifiers, on the mercenaries' own table; on 4 or less a second 1D6 (+2 paid up, -2
 * unpaid).
 *
 * @param result the first roll's line: "blood-lust", "no-change" or "second-roll"
 * @param secondRoll the second roll's die, empty when there was none
 * @param outcome "blood-lust" (every unit, disorganised ones staying so), "no-change", "shaken" (every unit), "rout"
 *        (battle leader, individual and units removed), "changes-sides" (the first betrayal, to {@code to}) or
 *        "betrayal-rout" (the second: it routs instead, L670)
 */
public record MercenariesTested(String command, String leader, List<Integer> roll, String workings, int score,
        String result, List<Integer> secondRoll, String secondWorkings, String outcome, String to)
        implements FantasyWarriorsEvent {

    public MercenariesTested {
        roll = List.copyOf(roll);
        secondRoll = List.copyOf(secondRoll);
    }

    public static MercenariesTested of(String command, String leader, Scored test, Optional<Scored> second,
            String outcome, String to) {
        return new MercenariesTested(command, leader, test.dice(), test.line(), test.score(), test.result(),
                second.map(Scored::dice).orElse(List.of()), second.map(Scored::line).orElse(""), outcome, to);
    }

    @Override
    public String describe() {
        String then = switch (outcome) {
            case "blood-lust" -> "the mercenaries see their pay in jeopardy: every unit of " + command
                    + " goes into blood lust";
            case "no-change" -> "no change";
            case "shaken" -> "every unit of " + command + " is shaken";
            case "rout" -> leader + ", his individual and every unit of " + command + " rout and are removed";
            case "changes-sides" -> command + " betrays its side and goes over to " + to + ", its orders unchanged";
            default -> command + " betrays its side a second time: it routs from the battlefield";
        };
        return command + " (" + leader + ", mercenaries) takes the command test: " + workings
                + (secondWorkings.isEmpty() ? "" : "; second roll " + secondWorkings) + "; " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Command c = state.commands().get(command);
        FantasyWarriorsState s = state;
        Optional<Individual> hired = Mercenaries.individualOf(state, c);
        for (String id : c.units()) {
            Unit u = s.unitOrThrow(id);
            s = switch (outcome) {
                case "blood-lust", "shaken" -> u.onTable() ? s.withUnit(Reaction.after(u, outcome, s.turn())) : s;
                case "rout", "betrayal-rout" -> u.onTable() ? s.withUnit(u.withRouted(s.turn())) : s;
                case "changes-sides" -> s.withUnit(u.withSide(to));
                default -> s;
            };
        }
        if (outcome.equals("rout") || outcome.equals("betrayal-rout")) {
            s = s.withIndividual(s.individual(leader).orElseThrow().withDead(s.turn()));
            if (hired.isPresent() && hired.get().onTable()) {
                s = s.withIndividual(hired.get().withDead(s.turn()));
            }
        } else if (outcome.equals("changes-sides")) {
            s = s.withCommand(c.withOrder(c.order()).withSide(to));
            s = s.withIndividual(s.individual(leader).orElseThrow().withSide(to));
            if (hired.isPresent()) {
                s = s.withIndividual(hired.get().withSide(to));
            }
            MercenariesAndTricks m = s.companion().mercenariesAndTricks().withTurned(command);
            s = s.withCompanion(s.companion().withMercenariesAndTricks(m));
        }
        return reported(s);
    }
}
