package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** Melee monster (R9) lifts the target's strength, resilience, speed and combat skill by {@code bonus} this player turn. */
public record UnitEnhanced(String caster, String target, int bonus) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state.withUnit(state.unitOrThrow(target).withEnhanced(true)));
    }

    @Override
    public String describe() {
        return "Melee monster: " + target + " gains +" + bonus + " strength, resilience, speed and combat skill until the end"
                + " of this player turn";
    }
}
