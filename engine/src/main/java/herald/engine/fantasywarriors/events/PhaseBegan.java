package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** One of the battle turn's seven phases began (the core §1): the report opens its section. */
public record PhaseBegan(int phase, String name) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "Phase " + phase + ": " + name;
    }

    @Override
    public boolean heading() {
        return true;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withSection(describe());
    }
}
