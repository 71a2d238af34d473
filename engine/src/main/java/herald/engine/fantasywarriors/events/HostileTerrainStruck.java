package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * Hostile terrain struck what stood on it as the druid initiated or maintained it (Companion L1098-1111): a unit
 * {@code roll}s the dice the table says, an individual alone 2D6, each 6 a kill, resolved as shooting: the specials
 * check, then saves at or under {@code saveNeed}. A unit's dead are removed by the {@link FiguresLost} that follows; an
 * individual's by this event.
 */
public record HostileTerrainStruck(String feature, String piece, List<Integer> roll, int kills, List<Integer> specialsRoll,
        int onSpecials, List<Integer> saveRoll, int saveNeed, int lost, boolean individual) implements FantasyWarriorsEvent {

    public HostileTerrainStruck {
        roll = List.copyOf(roll);
        specialsRoll = List.copyOf(specialsRoll);
        saveRoll = List.copyOf(saveRoll);
    }

    @Override
    public String describe() {
        return "the hostile " + feature + " strikes " + piece + ": " + roll.size() + "D6 " + String.join(" ", roll.stream()
                .map(String::valueOf).toList()) + ", " + kills + (kills == 1 ? " kill" : " kills") + " on the 6s"
                + (specialsRoll.isEmpty() ? "" : "; specials check " + String.join(" ", specialsRoll.stream()
                        .map(String::valueOf).toList()) + ", on specials: " + onSpecials)
                + (saveRoll.isEmpty() ? "" : "; saves at " + saveNeed + " or under: " + String.join(" ", saveRoll.stream()
                        .map(String::valueOf).toList())) + "; " + lost + " slain";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        if (individual && lost > 0) {
            return reported(state.withIndividual(state.individual(piece).orElseThrow().withDead(state.turn())));
        }
        return reported(state);
    }
}
