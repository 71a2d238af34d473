package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * A fight of the combat phase begins: the units in it and who touches whom, each contact as "O1 with D1".
 *
 * @param units the units in the fight, in the scenario's order
 * @param contacts each pair of enemies base to base
 */
public record FightJoined(List<String> units, List<String> contacts) implements FantasyWarriorsEvent {
    public FightJoined {
        units = List.copyOf(units);
        contacts = List.copyOf(contacts);
    }

    @Override
    public String describe() {
        return "Combat: " + String.join(", ", contacts);
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
