package herald.engine.lonewolf.events;

import herald.engine.lonewolf.Condition;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.Wound;
import java.util.ArrayList;
import java.util.List;

/**
 * K5 Healing worked: the patient's wound number {@code index} on its record sheet is cured ({@code after} null) or
 * becomes {@code after}, one severity less in the same location. Its penalties go with it (H3 sums what is left).
 */
public record WoundHealed(String healer, String patient, int index, Wound before, Wound after) implements LoneWolfEvent {

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        var p = state.pieceOrThrow(patient);
        List<Wound> wounds = new ArrayList<>(p.condition().wounds());
        if (after == null) {
            wounds.remove(index);
        } else {
            wounds.set(index, after);
        }
        return reported(state.withPiece(p.withCondition(new Condition(wounds, p.condition().stunnedTurn()))));
    }

    @Override
    public String describe() {
        return healer + " heals " + (healer.equals(patient) ? "himself" : patient) + ": the " + before.severity().toLowerCase(java.util.Locale.ROOT)
                + " (" + before.location() + ") " + (after == null ? "is cured" : "becomes " + after.severity().toLowerCase(java.util.Locale.ROOT)
                + ": " + after.effect().text());
    }
}
