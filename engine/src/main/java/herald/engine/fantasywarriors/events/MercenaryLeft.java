package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A mercenary command's individual left the battle because its battle leader was killed (Companion L621): he is
 * removed from play.
 */
public record MercenaryLeft(String individual, String leader, String command) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return individual + " leaves the battlefield: " + leader + ", who led the mercenaries of " + command
                + ", has fallen";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state.withIndividual(state.individual(individual).orElseThrow().withDead(state.turn())));
    }
}
