package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;

/** An accepted order could no longer be carried out when its turn came, and why (its target destroyed earlier...). */
public record OrderHeld(String unit, String order, String reason) implements BasicFantasyEvent {

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return unit + " does not carry out \"" + order + "\": " + reason;
    }
}
