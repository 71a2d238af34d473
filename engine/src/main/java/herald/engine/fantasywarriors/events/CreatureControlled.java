package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Magic;
import java.util.List;

/**
 * A caster kept control of his creature in a movement phase after its summoning: a fiend's wizard rolled the dice he
 * chose, control on a total above {@code need} (L1281-1290); a tree spirit's druid 1D6, losing control on a 1 (L1130).
 * Either pays the total. Losing control he makes a saving throw, no priest nor magic helping: failing, he dies and the
 * creature goes; passing, he regains control but the creature stays put this turn.
 *
 * @param saveRoll the 2D6 save when control was lost (empty otherwise), passing at or under {@code saveNeed}
 */
public record CreatureControlled(String caster, String creature, List<Integer> roll, int need, boolean controlled,
        int cost, int powerLeft, boolean overdrawn, List<Integer> saveRoll, int saveNeed, boolean casterSlain)
        implements FantasyWarriorsEvent {

    public CreatureControlled {
        roll = List.copyOf(roll);
        saveRoll = List.copyOf(saveRoll);
    }

    @Override
    public String describe() {
        String dice = roll.size() == 1 ? "1D6 " + cost : roll.size() + "D6 " + String.join("+", roll.stream()
                .map(String::valueOf).toList()) + " = " + cost;
        String out;
        if (overdrawn) {
            out = "more than his power: he overdraws and is slain, and " + creature + " is gone";
        } else if (controlled) {
            out = "control kept; " + powerLeft + " magic power left";
        } else {
            out = "control lost; his save " + saveRoll.stream().mapToInt(Integer::intValue).sum() + " against " + saveNeed
                    + (casterSlain ? ": he dies and " + creature + " is gone" : ": he regains control, but " + creature
                    + " cannot move this turn") + "; " + powerLeft + " magic power left";
        }
        return caster + " controls " + creature + ", " + dice + (need > 0 ? " (more than " + need + " needed)" : "")
                + ": " + out;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = Magic.paid(state, caster, powerLeft, overdrawn || casterSlain);
        if (overdrawn || casterSlain) {
            s = s.withIndividual(s.individual(creature).orElseThrow().withDead(s.turn()))
                    .withMagic(s.magic().withSummoned(creature, null, 0));
        } else if (!controlled) {
            s = s.withMagic(s.magic().withStayPut(creature, s.turn()));
        }
        return reported(s);
    }
}
