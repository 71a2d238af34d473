package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import java.util.List;

/**
 * An arcane duel (Companion L1202-1263): each wizard committed power and rolled a die for each 5 full points of it.
 * The higher total won: the winner takes the points the loser committed; the loser, fought to the death, makes as
 * many saves as the difference, or one when defending; a defender who wins makes his challenger pay double.
 *
 * @param winner the winner's id, or "" for a stalemate (both keep their power)
 * @param saveRoll the loser's saves, 2D6 each at or under {@code saveNeed}
 * @param slain the wizard killed, or ""
 * @param attackerPower the challenger's power after the duel; {@code targetPower} the target's
 */
public record DuelFought(String attacker, String target, boolean toDeath, int attackerCommits, int targetCommits,
        List<Integer> attackerRoll, List<Integer> targetRoll, String winner, List<Integer> saveRoll, int saveNeed,
        String slain, int attackerPower, int targetPower) implements FantasyWarriorsEvent {

    public DuelFought {
        attackerRoll = List.copyOf(attackerRoll);
        targetRoll = List.copyOf(targetRoll);
        saveRoll = List.copyOf(saveRoll);
    }

    @Override
    public String describe() {
        String a = attacker + " commits " + attackerCommits + " (" + dice(attackerRoll) + ")";
        String t = target + " " + (toDeath ? "fights to the death" : "defends") + " with " + targetCommits + " ("
                + dice(targetRoll) + ")";
        String out = winner.isEmpty() ? "a stalemate: both keep their power"
                : winner + " wins by " + Math.abs(total(attackerRoll) - total(targetRoll))
                        + (saveRoll.isEmpty() ? "" : "; " + (winner.equals(attacker) ? target : attacker) + "'s saves at " + saveNeed
                                + " or under: " + String.join(" ", saveRoll.stream().map(String::valueOf).toList()))
                        + (slain.isEmpty() ? "" : "; " + slain + " is slain");
        return attacker + " challenges " + target + " to an arcane duel: " + a + "; " + t + " — " + out + ". Power left: "
                + attacker + " " + attackerPower + ", " + target + " " + targetPower;
    }

    private static String dice(List<Integer> d) {
        if (d.size() < 2) {
            return d.isEmpty() ? "no die" : "rolls " + d.get(0);
        }
        return "rolls " + String.join("+", d.stream().map(String::valueOf).toList()) + " = " + total(d);
    }

    private static int total(List<Integer> d) {
        return d.stream().mapToInt(Integer::intValue).sum();
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = state;
        for (String id : List.of(attacker, target)) {
            Individual i = s.individual(id).orElseThrow();
            i = i.withMagicPower(id.equals(attacker) ? attackerPower : targetPower);
            s = s.withIndividual(id.equals(slain) ? i.withDead(s.turn()) : i);
        }
        return reported(s);
    }
}
