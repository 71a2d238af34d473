package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Unit;
import java.util.List;

/**
 * A mercenary dragon breathed in the shooting phase (Companion L840-850): 1D6 is the cost in breath counters. Without
 * enough it does not breathe and routs from the battle at once (L847); otherwise its breath follows as a
 * {@link VolleyShot} at the worth of its profile, whatever it cost.
 *
 * @param had the breath counters before; {@code left} after
 */
public record DragonBreathed(String unit, String target, List<Integer> roll, int had, int left, boolean routed)
        implements FantasyWarriorsEvent {

    public DragonBreathed {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        return unit + " breathes at " + target + ": rolled " + roll.get(0) + " breath counters of its " + had
                + (routed ? ": it has not enough breath, does not breathe, and routs from the battle (L847)"
                        : ", " + left + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Unit u = state.unitOrThrow(unit);
        FantasyWarriorsState s = state.withCompanion(state.companion().withArtillery(state.companion().artillery()
                .withBreath(unit, left)));
        return reported(routed ? s.withUnit(u.withRouted(state.turn())) : s);
    }
}
