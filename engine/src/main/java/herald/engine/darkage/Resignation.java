package herald.engine.darkage;

import herald.engine.RuleEvent;
import herald.engine.darkage.events.SideLeft;
import java.util.ArrayList;
import java.util.List;

/**
 * A side leaving a game of three or more: its figures taken off or held, as the scenario says; the game ends at once
 * when one side (or one alliance) is left.
 */
final class Resignation {
    private Resignation() {}

    static List<RuleEvent> of(DarkAgeState s, String side) {
        List<String> removed = s.scenario().resign().equals("remove")
                ? s.inGame(side).stream().map(Figure::id).toList() : List.of();
        List<RuleEvent> out = new ArrayList<>();
        SideLeft left = new SideLeft(side, s.sideName(side), removed);
        out.add(left);
        Victory.early(left.applyTo(s)).ifPresent(out::add);
        return out;
    }
}
