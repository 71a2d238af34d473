package herald.engine.skirmish.events;

import herald.engine.skirmish.SkirmishState;

/** A rider's horse was killed under him: he is on foot from now on. */
public record HorseKilled(String piece, String cause) implements SkirmishEvent {

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return reported(state.withCharacter(state.characterOrThrow(piece).withDismounted()));
    }

    @Override
    public String describe() {
        return piece + "'s horse is killed; " + piece + " is on foot (" + cause + ")";
    }
}
