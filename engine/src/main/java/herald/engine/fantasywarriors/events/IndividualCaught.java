package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * An individual stood within a foot of a war cannon that blew up (Companion L730): killed, unless a saving throw of his
 * own, tried once, passed ({@code saveRoll} the 2D6 total, passing at or under {@code saveNeed}; none without a save).
 */
public record IndividualCaught(String individual, String cannon, List<Integer> saveRoll, int saveNeed, boolean killed)
        implements FantasyWarriorsEvent {

    public IndividualCaught {
        saveRoll = List.copyOf(saveRoll);
    }

    @Override
    public String describe() {
        String save = saveRoll.isEmpty() ? "" : " (save " + saveRoll.get(0) + " against " + saveNeed + " or under)";
        return individual + (killed ? " is killed by " + cannon + "'s explosion" : " lives through " + cannon
                + "'s explosion") + save;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(killed ? state.withIndividual(state.individual(individual).orElseThrow().withDead(state.turn()))
                : state);
    }
}
