package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OmensRead;
import java.util.ArrayList;
import java.util.List;

/**
 * The omens, read for each army in the boasts and omens step before the battle (the core §11, omens.json): 1D6, +1
 * with a soothsayer on the table (L1418); good omens are +1 to every command test of the battle, bad ones −1. Played
 * when the scenario asks for them (its {@code omens}), since the base book's table is missing and the bands are
 * Herald's (H17); rolled in turn 1's phase 0, before the speeches.
 */
public final class Omens {
    private Omens() {}

    record File(String source, int soothsayer, List<Band> bands) {}

    record Band(int upTo, String omens, String herald) {}

    private static File data;

    static boolean read(FantasyWarriorsState s) {
        return s.turn() == 1 && s.deployment().scenario().omens();
    }

    /** Phase 0: each army's omens, in the scenario's order. */
    static List<FantasyWarriorsEvent> read(FantasyWarriorsState s, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        if (!read(s)) {
            return events;
        }
        for (herald.engine.Side side : s.sides()) {
            int roll = dice.roll(6);
            boolean soothsayer = s.individuals().values().stream().anyMatch(i -> i.side().equals(side.id())
                    && i.onTable() && s.profile(i).role() == Role.SOOTHSAYER);
            int score = roll + (soothsayer ? data().soothsayer() : 0);
            String omens = data().bands().stream().filter(b -> score <= b.upTo()).findFirst().orElseThrow().omens();
            events.add(new OmensRead(side.id(), roll, soothsayer, score, omens));
        }
        return events;
    }

    /** How the army's omens count in its command tests. */
    static CommandTest.Sign of(FantasyWarriorsState s, String side) {
        return switch (s.companion().omens().getOrDefault(side, "neutral")) {
            case "good" -> CommandTest.Sign.GOOD;
            case "bad" -> CommandTest.Sign.BAD;
            default -> CommandTest.Sign.NONE;
        };
    }

    private static synchronized File data() {
        if (data == null) {
            data = Shipped.load("the shipped Fantasy Warriors omens.json", () -> StrictJson.bind(StrictJson.tree(
                    Shipped.text("/herald/engine/fantasywarriors/omens.json"), "omens.json"), File.class, "omens.json", ""));
        }
        return data;
    }
}
