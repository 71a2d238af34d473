package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** Heal (R9) mended {@code healed} wounds on the target's front figure, leaving {@code frontWounds}. */
public record UnitHealed(String caster, String target, int healed, int frontWounds) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state.withUnit(state.unitOrThrow(target).withFrontWounds(frontWounds)));
    }

    @Override
    public String describe() {
        return "Heal: " + target + " recovers " + Texts.count(healed, "wound") + "; its front figure has "
                + Texts.count(frontWounds, "wound") + " left";
    }
}
