package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Concentrated fire (F10, phase 1 or 3) or multiple combat (C5, phase 4): the pieces of one unit add their final
 * percentages into {@code total}; every full 100 is a {@code certain} hit and one D100 {@code roll} at or under the
 * rest ({@code need}) is one more (no roll, 0, when the rest is 0). {@code hits} is certain plus that one.
 */
public record PercentagesAdded(int phase, String target, List<Part> parts, int total, int certain, int need, int roll,
        int hits) implements LoneWolfEvent {

    /** One piece's share: its final percentage {@code need} and how it was worked out. */
    public record Part(String piece, String weapon, String against, String working, int need) {}

    public PercentagesAdded {
        parts = List.copyOf(parts);
    }

    public boolean combat() {
        return phase == 4;
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        LoneWolfState s = state;
        for (Part p : parts) {
            var piece = s.pieceOrThrow(p.piece());
            s = s.withPiece(combat() ? piece.withAttacked() : piece.withFired());
        }
        return reported(s);
    }

    @Override
    public String describe() {
        String shares = parts.stream()
                .map(p -> p.piece() + " " + p.weapon() + (p.against().equals(target) ? "" : " at " + p.against()) + " ("
                        + p.working() + ")")
                .collect(Collectors.joining("; "));
        String chances = (certain > 0 ? certain + " certain hit" + (certain == 1 ? "" : "s") : "")
                + (certain > 0 && need > 0 ? " and " : "")
                + (need > 0 ? need + "% for " + (certain > 0 ? "one more" : "one hit") : "")
                + (certain == 0 && need == 0 ? "no chance" : "");
        return (combat() ? "Multiple combat against " : "Concentrated fire at ") + target + ": " + shares + "; total "
                + total + "%: " + chances + (need > 0 ? "; rolled " + roll : "") + ": " + hits + " hit" + (hits == 1 ? "" : "s");
    }
}
