package herald.engine.lonewolf.events;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import herald.engine.lonewolf.HitEffect;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Wound;

/**
 * A hero, Kai Lord or monster was hit (H2): a D100 for severity and a D100 for location, crossed on
 * its hit chart; the effect is written on its record sheet and lasts the game (H3). A deadly effect
 * is followed by the piece's removal.
 */
@JsonIgnoreProperties(value = "roll", allowGetters = true)
public record HitRolled(String piece, String cause, int severityRoll, String severity, int locationRoll,
        String location, HitEffect effect) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return reported(state.withPiece(state.pieceOrThrow(piece).withWound(new Wound(state.turn(), severity, location, effect))));
    }

    @Override
    public String describe() {
        return piece + " is hit (" + cause + "): severity rolled " + severityRoll + ", " + severity + "; location rolled "
                + locationRoll + ", " + location + ": " + effect.text();
    }

    /** Both D100s as every die-decided event names them: severity, then location (read-only in the journal). */
    @JsonProperty("roll")
    public java.util.List<Integer> roll() {
        return java.util.List.of(severityRoll, locationRoll);
    }
}
