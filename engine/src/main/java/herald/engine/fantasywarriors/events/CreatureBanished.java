package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import java.util.List;

/**
 * A creature left the table: its wizard banished it for 2D6 of power (Companion L1292-1300), or its controller fell
 * or let it go. A wizard who overdraws to banish it dies and the banishment fails; the enemy, who cannot answer within
 * the turn by mail, is taken to decline control, so the fiend goes all the same (the README).
 *
 * @param roll the banishing dice, empty when it went because its controller fell
 */
public record CreatureBanished(String caster, String creature, List<Integer> roll, int cost, int powerLeft,
        boolean slain, String reason) implements FantasyWarriorsEvent {

    public CreatureBanished {
        roll = List.copyOf(roll);
    }

    @Override
    public String describe() {
        if (roll.isEmpty()) {
            return creature + " is gone from the table: " + reason;
        }
        return caster + " banishes " + creature + ", " + String.join("+", roll.stream().map(String::valueOf).toList())
                + " = " + cost + " magic power: " + (slain ? "more than he has; he overdraws and is slain, the"
                + " banishment fails and no enemy takes the fiend: it is gone" : creature + " is gone; " + powerLeft + " left");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = roll.isEmpty() ? state : Magic.paid(state, caster, powerLeft, slain);
        s = s.withIndividual(s.individual(creature).orElseThrow().withDead(s.turn()));
        Magic m = s.magic().withSummoned(creature, null, 0);
        if (m.druidic(caster).filter(d -> creature.equals(d.spirit())).isPresent()) {
            m = m.withDruidic(caster, null);
        }
        return reported(s.withMagic(m));
    }
}
