package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A rider was thrown from a living horse (its place follows as {@link HorseLoose}). */
public record RiderDismounted(String piece, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withDismounted()));
    }

    @Override
    public String describe() {
        return piece + " is dismounted (" + cause + ")";
    }
}
