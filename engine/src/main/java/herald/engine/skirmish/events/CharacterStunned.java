package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A character was stunned: it recovers in its own side's next recovery phase. */
public record CharacterStunned(String piece, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withStunned(true)));
    }

    @Override
    public String describe() {
        return piece + " is stunned (" + cause + ")";
    }
}
