package herald.engine.fantasywarriors;

import java.util.HashMap;
import java.util.Map;

/**
 * What the artillery and huge creatures module (Companion L681-860) carries from turn to turn: the crew each engine has
 * left, the breath counters each dragon has left, and the turn each cannon blew up in (a command test that turn,
 * L731). An engine or dragon not named has what its list gives it, so a fresh battle needs nothing here.
 *
 * @param crew crew members left, by engine
 * @param breath dragon breath counters left, by dragon (L842-848)
 * @param exploded the battle turn each cannon exploded, by cannon
 */
public record Artillery(Map<String, Integer> crew, Map<String, Integer> breath, Map<String, Integer> exploded) {
    public static final Artillery NONE = new Artillery(Map.of(), Map.of(), Map.of());

    public Artillery {
        crew = Map.copyOf(crew);
        breath = Map.copyOf(breath);
        exploded = Map.copyOf(exploded);
    }

    /** The crew {@code engine} has left; its list's full crew while none has fallen. */
    public int crewOf(FantasyWarriorsState s, Unit engine) {
        return crew.getOrDefault(engine.id(), s.profile(engine).crew().map(c -> c.count().value()).orElse(0));
    }

    /** The breath counters {@code dragon} has left; its list's 6 while it has not breathed. */
    public int breathOf(FantasyWarriorsState s, Unit dragon) {
        return breath.getOrDefault(dragon.id(), s.profile(dragon).breathCounters().map(Profile.Sourced::value).orElse(0));
    }

    /** Whether a cannon of {@code side} blew up in battle turn {@code turn}. */
    public boolean explodedIn(FantasyWarriorsState s, String side, int turn) {
        return exploded.entrySet().stream().anyMatch(e -> e.getValue() == turn
                && s.unit(e.getKey()).map(u -> u.side().equals(side)).orElse(false));
    }

    public Artillery withCrew(String engine, int left) {
        return new Artillery(put(crew, engine, left), breath, exploded);
    }

    public Artillery withBreath(String dragon, int left) {
        return new Artillery(crew, put(breath, dragon, left), exploded);
    }

    public Artillery withExploded(String cannon, int turn) {
        return new Artillery(crew, breath, put(exploded, cannon, turn));
    }

    private static Map<String, Integer> put(Map<String, Integer> m, String key, int value) {
        Map<String, Integer> copy = new HashMap<>(m);
        copy.put(key, value);
        return copy;
    }
}
