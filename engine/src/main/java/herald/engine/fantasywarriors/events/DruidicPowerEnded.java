package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A druid's power broke (Companion L1046-1048): he did not maintain it, moved away, or was killed. Its counter leaves
 * the table (a tree spirit goes with its own {@link CreatureBanished}).
 */
public record DruidicPowerEnded(String druid, String power, String feature, String reason) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return druid + "'s " + power + " on " + feature + " ends: " + reason;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withMagic(state.magic().withDruidic(druid, null)));
    }
}
