package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.OrderLost;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A turn being played: the state as its events have left it so far, the events, the dice. Each phase lists the acts
 * still to come ({@link #pending}), so a Hero taken out before its act can still make it (H2).
 */
final class Play {
    DarkAgeState s;
    final Dice dice;
    final List<RuleEvent> events = new ArrayList<>();
    /** The acts of the current phase not yet made, by figure, in the order they will be made. */
    final Map<String, Order> pending = new LinkedHashMap<>();
    /** Heroes out of the game allowed one last act this phase. */
    final Set<String> lastActs = new HashSet<>();
    /** The Fighting phase's acts Herald gave figures in contact that had no fighting order (ruling 35). */
    final Set<String> defaults = new HashSet<>();
    /** Who attacks whom in the Fighting phase, by opponent: the attackers (ruling 17's mobbing). */
    final Map<String, Set<String>> attackers = new java.util.HashMap<>();

    Play(DarkAgeState s, Dice dice) {
        this.s = s;
        this.dice = dice;
    }

    void add(DarkAgeEvent e) {
        events.add(e);
        s = e.applyTo(s);
    }

    void addAll(List<DarkAgeEvent> es) {
        es.forEach(this::add);
    }

    Options o() {
        return s.options();
    }

    Ground ground() {
        return new Ground(s);
    }

    Figure f(String id) {
        return s.figureOrThrow(id);
    }

    Profile profile(String id) {
        return s.profileOf(f(id));
    }

    /** Whether the figure may act now: in the game and on its feet, or a Hero making its Last Heroic Act. */
    boolean canAct(String id) {
        Figure f = f(id);
        return f.inGame() && !f.down() || lastActs.contains(id);
    }

    /** The order cannot be carried out; the player reads why. */
    void lost(Order o, String why) {
        add(new OrderLost(o.figure(), o.line(), why));
    }
}
