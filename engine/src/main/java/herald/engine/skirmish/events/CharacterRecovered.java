package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A stunned character recovered in its own side's recovery phase. */
public record CharacterRecovered(String piece) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withStunned(false)));
    }

    @Override
    public String describe() {
        return piece + " recovers from being stunned";
    }
}
