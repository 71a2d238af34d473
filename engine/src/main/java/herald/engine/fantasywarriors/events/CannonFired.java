package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Unit;
import java.util.List;

/**
 * A dwarven war cannon laid a spark to {@code charges} gunpowder charges (Companion L702-736): the ignition, 1D6 and
 * its modifiers, and what the score did. When the gun fires, the shot follows as a {@link VolleyShot} that spends the
 * counters; a misfire or an explosion spends them here (L731-733).
 *
 * @param roll the ignition die
 * @param workings the ignition as the report prints it: "rolled 3 -2 treble charge = 1: misfire"
 * @param result the line of table 4.4: excellent, good, ok, poor, bad, misfire, explodes
 * @param worth the worth it fires at (8 a charge and the loading's change), 0 when it does not fire
 */
public record CannonFired(String unit, String target, int charges, List<Integer> roll, String workings, int score,
        String result, int worth) implements FantasyWarriorsEvent {

    public CannonFired {
        roll = List.copyOf(roll);
    }

    public boolean fires() {
        return worth > 0;
    }

    @Override
    public String describe() {
        String what = switch (result) {
            case "misfire" -> "it misfires: no effect, and the " + charges + " counters of the charge are lost";
            case "explodes" -> "the gun explodes! every figure within a foot of it is killed, saves allowed once, and"
                    + " the army takes a command test this turn";
            default -> "it fires at worth " + worth;
        };
        return unit + " lays a spark to " + charges + (charges == 1 ? " charge" : " charges") + " aimed at " + target
                + ", ignition " + workings + ": " + what;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        if (fires()) {
            return reported(state);
        }
        Unit u = state.unitOrThrow(unit);
        FantasyWarriorsState spent = state.withUnit(u.withVolleys(Math.max(0, u.volleys() - charges),
                Math.min(u.poisoned(), Math.max(0, u.volleys() - charges))));
        if (result.equals("explodes")) {
            spent = spent.withCompanion(spent.companion().withArtillery(spent.companion().artillery()
                    .withExploded(unit, state.turn())));
        }
        return reported(spent);
    }
}
