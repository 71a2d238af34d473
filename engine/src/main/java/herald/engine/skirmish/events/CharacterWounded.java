package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A character was wounded (a second wound kills: that is a {@link CharacterKilled}). */
public record CharacterWounded(String piece, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withWounded()));
    }

    @Override
    public String describe() {
        return piece + " is wounded (" + cause + ")";
    }
}
