package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.UnitTested;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Companion's huge creatures (L762-860) where they differ from a unit of one figure: the war giant bellows as two
 * musicians when it threatens and the mammoth trumpets as one (L773, L809); one that makes four or more saving throws
 * in a phase and lives takes the test of that phase (L770, L806, L837, L858).
 */
final class HugeCreatures {
    private HugeCreatures() {}

    /** The enemy musicians a unit it threatens counts for it. */
    static int musicians(Profile p) {
        return switch (p.role()) {
            case WAR_GIANT -> Tables.companion().number("war-giant-bellow-musicians");
            case WAR_MAMMOTH -> Tables.companion().number("war-mammoth-trumpet-musicians");
            default -> 0;
        };
    }

    /**
     * The casualty tests of the shooting phase for each huge creature that made {@code saves} enough throws and lost
     * nothing (a creature is one figure: a loss is its death).
     */
    static List<FantasyWarriorsEvent> afterSaves(FantasyWarriorsState s, Map<String, Integer> saves,
            Map<String, Integer> lost, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        int enough = Tables.companion().number("huge-creature-saves-for-a-test");
        saves.forEach((id, n) -> {
            Unit t = s.unitOrThrow(id);
            if (n >= enough && lost.getOrDefault(id, 0) == 0
                    && s.profile(t).role().category() == Role.Category.HUGE_CREATURE) {
                Scored test = CasualtyTest.take(new CasualtyTest.Losses(t.standing(), t.figures(), 0, t.startFigures(), 0),
                        dice, Tables.core());
                events.add(UnitTested.of(id, "casualty test", "made " + n + " saving throws this phase and lives"
                        + " (L770)", test));
            }
        });
        return events;
    }
}
