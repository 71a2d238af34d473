package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Individual;
import herald.engine.fantasywarriors.Players;
import herald.engine.fantasywarriors.Unit;
import java.util.List;

/**
 * A player resigned from a battle of three or more players that goes on without him ({@link Players#leave}). A
 * warchief's player takes his army off the field: {@code removed} are its pieces still on the table. A battle leader's
 * player leaves his command to his warchief's player, and nothing leaves the table.
 */
public record PlayerLeft(String seat, String name, List<String> removed) implements FantasyWarriorsEvent {
    public PlayerLeft {
        removed = List.copyOf(removed);
    }

    @Override
    public String describe() {
        return name + " leaves the battle" + (removed.isEmpty() ? "" : ": " + String.join(", ", removed) + " quit the field");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = state.withCompanion(state.companion().withLeft(seat));
        for (String id : removed) {
            Unit u = s.units().get(id);
            if (u != null) {
                s = s.withUnit(u.withRouted(s.turn()));
            }
            Individual i = s.individuals().get(id);
            if (i != null) {
                s = s.withIndividual(i.withDead(s.turn()));
            }
        }
        String army = Players.army(state, seat);
        return s.withReportLine(removed.isEmpty() && !Players.warchief(state, seat)
                ? name + " leaves the battle: " + state.sideName(army) + "'s warchief orders his command from now on"
                : name + " leaves the battle, and " + state.sideName(army) + " quit the field" + (removed.isEmpty() ? ""
                        : ": " + String.join(", ", removed)));
    }
}
