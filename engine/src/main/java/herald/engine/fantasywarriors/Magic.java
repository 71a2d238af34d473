package herald.engine.fantasywarriors;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What magic keeps from one battle turn to the next (Companion L930-1303): the features a druid holds hostile or
 * impassable, the fiends and tree spirits and who controls them, the units an enchantress holds and the counters she
 * has left. Casters' magic power itself is on each {@link Individual}.
 *
 * @param druidic each druid's power in force: the feature and the power ("hostile", "impassable", "spirit")
 * @param summoned each summoned creature's id and the caster who controls it
 * @param summonedIn the battle turn each creature was summoned in (its first control is due the turn after)
 * @param enchanted each enchanted unit and the enchantress who holds it
 * @param counters each enchantress's enchantment counters left, once she has used any (her list's 6 before)
 * @param hasted the inches haste adds to each piece's move in battle turn {@code hasteTurn} (L1213)
 * @param stayPut each creature kept from moving and the battle turn it may not move in: its wizard only just
 *     regained control of it (L1288)
 */
public record Magic(Map<String, Druidic> druidic, Map<String, String> summoned, Map<String, Integer> summonedIn,
        Map<String, String> enchanted, Map<String, Integer> counters, Map<String, Integer> hasted, int hasteTurn,
        Map<String, Integer> stayPut) {

    public static final Magic NONE = new Magic(Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), 0, Map.of());

    /** A druid's power in force on a feature: "hostile", "impassable" or "spirit" (the spirit's id in {@code spirit}). */
    public record Druidic(String power, String feature, String spirit) {}

    public Magic {
        druidic = Map.copyOf(druidic);
        summoned = Map.copyOf(summoned);
        summonedIn = Map.copyOf(summonedIn);
        enchanted = Map.copyOf(enchanted);
        counters = Map.copyOf(counters);
        hasted = Map.copyOf(hasted);
        stayPut = Map.copyOf(stayPut);
    }

    /** {@code creature} may not move in battle turn {@code turn}. */
    public Magic withStayPut(String creature, int turn) {
        Map<String, Integer> m = new LinkedHashMap<>(stayPut);
        m.put(creature, turn);
        return new Magic(druidic, summoned, summonedIn, enchanted, counters, hasted, hasteTurn, m);
    }

    /** The inches haste adds to {@code piece}'s move this turn (0 when none). */
    public int haste(FantasyWarriorsState s, String piece) {
        return hasteTurn == s.turn() ? hasted.getOrDefault(piece, 0) : 0;
    }

    /** {@code pieces} hasted by {@code inches} in turn {@code turn}; an earlier turn's haste is forgotten. */
    public Magic withHaste(java.util.Collection<String> pieces, int inches, int turn) {
        Map<String, Integer> m = new LinkedHashMap<>(hasteTurn == turn ? hasted : Map.of());
        pieces.forEach(p -> m.merge(p, inches, Integer::sum));
        return new Magic(druidic, summoned, summonedIn, enchanted, counters, m, turn, stayPut);
    }

    public Optional<Druidic> druidic(String druid) {
        return Optional.ofNullable(druidic.get(druid));
    }

    /** The creature a caster controls, if any. */
    public Optional<String> creatureOf(String caster) {
        return summoned.entrySet().stream().filter(e -> e.getValue().equals(caster)).map(Map.Entry::getKey).findFirst();
    }

    /** An enchantress's counters left: her list's until she has used any, 0 once her power is spent. */
    public int counters(FantasyWarriorsState s, Individual enchantress) {
        return counters.getOrDefault(enchantress.id(), s.profile(enchantress).enchantmentCounters()
                .map(Profile.Sourced::value).orElse(0));
    }

    /**
     * The caster's power after a spell: {@code left}, or, when the dice asked more than he had, nothing and his life
     * (overdrawing kills: L1259, L1295, the core §11).
     */
    public static FantasyWarriorsState paid(FantasyWarriorsState s, String caster, int left, boolean overdrawn) {
        Individual i = s.individual(caster).orElseThrow(() -> new IllegalStateException("no caster " + caster));
        return s.withIndividual(overdrawn ? i.withMagicPower(0).withDead(s.turn()) : i.withMagicPower(left));
    }

    /** What a caster's power reads after paying {@code cost} from {@code power}: never below 0. */
    public static int after(int power, int cost) {
        return Math.max(0, power - cost);
    }

    public Magic withDruidic(String druid, Druidic power) {
        Map<String, Druidic> m = new LinkedHashMap<>(druidic);
        if (power == null) {
            m.remove(druid);
        } else {
            m.put(druid, power);
        }
        return new Magic(m, summoned, summonedIn, enchanted, counters, hasted, hasteTurn, stayPut);
    }

    /** {@code creature} now controlled by {@code caster}, or gone from the table when {@code caster} is null. */
    public Magic withSummoned(String creature, String caster, int turn) {
        Map<String, String> m = new LinkedHashMap<>(summoned);
        Map<String, Integer> t = new LinkedHashMap<>(summonedIn);
        if (caster == null) {
            m.remove(creature);
            t.remove(creature);
        } else {
            m.put(creature, caster);
            t.putIfAbsent(creature, turn);
        }
        return new Magic(druidic, m, t, enchanted, counters, hasted, hasteTurn, stayPut);
    }

    /** {@code unit} enchanted by {@code enchantress}, or freed when she is null. */
    public Magic withEnchanted(String unit, String enchantress) {
        Map<String, String> m = new LinkedHashMap<>(enchanted);
        if (enchantress == null) {
            m.remove(unit);
        } else {
            m.put(unit, enchantress);
        }
        return new Magic(druidic, summoned, summonedIn, m, counters, hasted, hasteTurn, stayPut);
    }

    public Magic withCounters(String enchantress, int left) {
        Map<String, Integer> m = new LinkedHashMap<>(counters);
        m.put(enchantress, left);
        return new Magic(druidic, summoned, summonedIn, enchanted, m, hasted, hasteTurn, stayPut);
    }
}
