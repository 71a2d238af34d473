package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A character was killed in game turn {@code turn}. */
public record CharacterKilled(String piece, int turn, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withDied(turn)));
    }

    @Override
    public String describe() {
        return piece + " is killed (" + cause + ")";
    }
}
