package herald.engine.fantasywarriors;

import herald.engine.Side;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The CAST order, strictly: the spell, BY the caster, then what the spell names.
 * <pre>
 * CAST TERROR BY W1 AT O2                 phase 1, arcane terror on an enemy unit
 * CAST SHIELD BY W1 ON D1 2 COUNTERS      phase 2, before the first volley at D1
 * CAST DUEL BY W1 AT W2 10 POWER          phase 2, the arcane duel
 * CAST ANSWER BY W2 TO DEATH 5 POWER      how W2 answers if challenged (or DEFEND 5 POWER)
 * CAST ENCHANT BY E1 AT O2                phase 2, the enchantress
 * CAST SUMMON BY W1 / CAST CONTROL BY W1 3 DICE / CAST BANISH BY W1    phase 3, the fiend
 * CAST HASTE BY W1 ON O1 6 INCHES         phase 3, 1D6 a 3 inches
 * CAST HOSTILE BY D1 ON wood1             phase 3, initiate or maintain (IMPASSABLE, SPIRIT alike)
 * </pre>
 */
public final class SpellOrders {
    private SpellOrders() {}

    /** A CAST order accepted: the side, the caster and target as the scenario spells them. */
    public record Cast(String side, String caster, Spell spell, String target, int amount, boolean toDeath) {}

    static Optional<OrderLine> parse(int n, String[] w) {
        if (w.length < 4 || !w[2].equals("BY")) {
            return Optional.empty();
        }
        Optional<Spell> spell = Spell.of(w[1]);
        if (spell.isEmpty()) {
            return Optional.empty();
        }
        String by = w[3];
        int k = w.length;
        return switch (spell.get()) {
            case TERROR, ENCHANT -> k == 6 && w[4].equals("AT") ? cast(n, by, spell.get(), w[5], 0, false) : Optional.empty();
            case HOSTILE, IMPASSABLE, SPIRIT -> k == 6 && w[4].equals("ON") ? cast(n, by, spell.get(), w[5], 0, false)
                    : Optional.empty();
            case SUMMON, BANISH -> k == 4 ? cast(n, by, spell.get(), "", 0, false) : Optional.empty();
            case CONTROL -> k == 6 && w[5].matches("DICE|DIE") ? number(w[4], 1, 12)
                    .flatMap(d -> cast(n, by, Spell.CONTROL, "", d, false)) : Optional.empty();
            case SHIELD -> k == 8 && w[4].equals("ON") && w[7].matches("COUNTERS?") ? number(w[6], 1, 18)
                    .flatMap(c -> cast(n, by, Spell.SHIELD, w[5], c, false)) : Optional.empty();
            case HASTE -> k == 8 && w[4].equals("ON") && w[7].matches("INCH(ES)?") ? number(w[6], 3, 12)
                    .filter(i -> i % 3 == 0).flatMap(i -> cast(n, by, Spell.HASTE, w[5], i, false)) : Optional.empty();
            case DUEL -> k == 8 && w[4].equals("AT") && w[7].equals("POWER") ? number(w[6], 5, 99)
                    .flatMap(p -> cast(n, by, Spell.DUEL, w[5], p, false)) : Optional.empty();
            case ANSWER -> answer(n, by, w);
        };
    }

    private static Optional<OrderLine> answer(int n, String by, String[] w) {
        if (w.length == 8 && w[4].equals("TO") && w[5].equals("DEATH") && w[7].equals("POWER")) {
            return number(w[6], 0, 99).flatMap(p -> cast(n, by, Spell.ANSWER, "", p, true));
        }
        if (w.length == 7 && w[4].equals("DEFEND") && w[6].equals("POWER")) {
            return number(w[5], 0, 99).flatMap(p -> cast(n, by, Spell.ANSWER, "", p, false));
        }
        return Optional.empty();
    }

    private static Optional<OrderLine> cast(int n, String by, Spell spell, String target, int amount, boolean toDeath) {
        return Optional.of(new OrderLine.Cast(n, by, spell, target, amount, toDeath));
    }

    private static Optional<Integer> number(String word, int least, int most) {
        if (!word.matches("\\d{1,2}")) {
            return Optional.empty();
        }
        int v = Integer.parseInt(word);
        return v >= least && v <= most ? Optional.of(v) : Optional.empty();
    }

    /** The form a CAST line should take, for the spell it names if it names one. */
    static String problem(String[] w) {
        String form = w.length < 2 ? null : Spell.of(w[1]).map(SpellOrders::form).orElse(null);
        return form != null ? "write " + form : "write CAST <spell> BY <caster> ...: the spells are TERROR, SHIELD, DUEL,"
                + " ANSWER, ENCHANT, SUMMON, CONTROL, BANISH, HASTE, HOSTILE, IMPASSABLE and SPIRIT, e.g. CAST TERROR BY W1 AT O2";
    }

    static String form(Spell s) {
        return switch (s) {
            case TERROR -> "CAST TERROR BY <wizard> AT <enemy unit>, e.g. CAST TERROR BY W1 AT O2";
            case ENCHANT -> "CAST ENCHANT BY <enchantress> AT <enemy unit>, e.g. CAST ENCHANT BY E1 AT O2";
            case SHIELD -> "CAST SHIELD BY <wizard> ON <unit he touches> <1-18> COUNTERS, e.g. CAST SHIELD BY W1 ON D1 2 COUNTERS";
            case HASTE -> "CAST HASTE BY <wizard> ON <piece he touches, or himself> <3, 6, 9 or 12> INCHES, e.g. CAST HASTE BY W1 ON D1 6 INCHES";
            case DUEL -> "CAST DUEL BY <wizard> AT <enemy wizard> <5-99> POWER, e.g. CAST DUEL BY W1 AT W2 10 POWER";
            case ANSWER -> "CAST ANSWER BY <wizard> TO DEATH <power> POWER, or CAST ANSWER BY <wizard> DEFEND <power> POWER";
            case SUMMON -> "CAST SUMMON BY <wizard>";
            case CONTROL -> "CAST CONTROL BY <wizard> <1-12> DICE, e.g. CAST CONTROL BY W1 3 DICE";
            case BANISH -> "CAST BANISH BY <wizard>";
            case HOSTILE, IMPASSABLE, SPIRIT -> "CAST " + s + " BY <druid> ON <terrain feature he touches>, e.g. CAST " + s
                    + " BY D1 ON wood1";
        };
    }

    static String normalised(OrderLine.Cast c) {
        String head = "CAST " + c.spell() + " BY " + c.piece();
        return switch (c.spell()) {
            case TERROR, ENCHANT -> head + " AT " + c.target();
            case HOSTILE, IMPASSABLE, SPIRIT -> head + " ON " + c.target();
            case SUMMON, BANISH -> head;
            case CONTROL -> head + " " + c.amount() + (c.amount() == 1 ? " DIE" : " DICE");
            case SHIELD -> head + " ON " + c.target() + " " + c.amount() + (c.amount() == 1 ? " COUNTER" : " COUNTERS");
            case HASTE -> head + " ON " + c.target() + " " + c.amount() + " INCHES";
            case DUEL -> head + " AT " + c.target() + " " + c.amount() + " POWER";
            case ANSWER -> head + (c.toDeath() ? " TO DEATH " : " DEFEND ") + c.amount() + " POWER";
        };
    }

    /** The target as the scenario spells it: a piece's id, or a terrain feature's. */
    static String target(FantasyWarriorsState s, OrderLine.Cast c) {
        if (c.target().isEmpty()) {
            return "";
        }
        if (c.spell().druidic()) {
            return feature(s, c.target()).map(Feature::id).orElse(c.target());
        }
        return Orders.find(s, c.target()).orElse(c.target());
    }

    static Optional<Feature> feature(FantasyWarriorsState s, String written) {
        return s.table().features().stream().filter(f -> f.id().equalsIgnoreCase(written)).findFirst();
    }

    /** Every side's CAST orders as accepted, in the order of the scenario's sides and of each mail. */
    public static List<Cast> of(FantasyWarriorsState s, Map<String, List<String>> written) {
        List<Cast> out = new ArrayList<>();
        for (Side side : s.sides()) {
            for (OrderLine l : OrderParser.ordersOf(written.getOrDefault(side.id(), List.of()))) {
                if (l instanceof OrderLine.Cast c) {
                    Optional<String> caster = Orders.find(s, c.piece());
                    caster.ifPresent(id -> out.add(new Cast(side.id(), id, c.spell(), target(s, c), c.amount(),
                            c.toDeath())));
                }
            }
        }
        return out;
    }

    /** Whether a round base stands in contact with a terrain feature: on it, or its edge within a hundredth of it. */
    static boolean touches(Footprint ground, Feature f) {
        if (f.under(ground) || f.holds(ground.at())) {
            return true;
        }
        double reach = ground instanceof Footprint.Round r ? r.radius() : 0.5;
        List<Point> o = f.outline();
        for (int i = 0; i < o.size(); i++) {
            if (toSegment(ground.at(), o.get(i), o.get((i + 1) % o.size())) <= reach + 0.01) {
                return true;
            }
        }
        return false;
    }

    private static double toSegment(Point p, Point a, Point b) {
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double len = dx * dx + dy * dy;
        double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / len));
        return Math.hypot(p.x() - a.x() - t * dx, p.y() - a.y() - t * dy);
    }

    static String word(Spell s) {
        return s.name().toLowerCase(Locale.ROOT);
    }
}
