package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.BattleLeadersTested;
import herald.engine.fantasywarriors.events.CommandTested;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.UnitTested;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Where the battle turn plays magic (the README's "Magic on the table"): arcane terror after the threat tests; the
 * duels and the enchantress before the volleys, the shield at each volley; hastes, fiends and druids as the movement
 * phase begins, before anyone moves. Each step sees the table as the step before it left it.
 */
public final class Spellcasting {
    private Spellcasting() {}

    /** Phase 1, after the threats: enchantments broken by a threat (L989-991), then arcane terror. */
    public static List<FantasyWarriorsEvent> afterThreats(FantasyWarriorsState s, List<?> phase,
            List<SpellOrders.Cast> casts, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        Set<String> freed = new HashSet<>();
        for (Object e : phase) {
            if (e instanceof UnitTested t && t.test().equals("threat test") && freed.add(t.unit())) {
                out.addAll(EnchantressPower.broken(s, t.unit(), "threatened"));
            }
        }
        return then(s, out, now -> WizardSpells.terror(now, casts, dice));
    }

    /**
     * Phases 5 and 7, after the tests: a battle leaders test passed (the new order comes) frees its command's enchanted
     * units and a reaction replaces their enchantment (L1008-1011); a command test's reaction overrides it. Either
     * way the counter goes back to the enchantress.
     */
    public static List<FantasyWarriorsEvent> afterTests(FantasyWarriorsState s, List<?> phase) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        for (Object e : phase) {
            String command = null;
            String why = null;
            if (e instanceof BattleLeadersTested t && (t.result().equals("new-order") || t.result().equals("command-shaken"))) {
                command = t.command();
                why = t.result().equals("new-order") ? "its battle leader passed his test: it obeys its new order"
                        : "its command is shaken by the battle leaders test";
            } else if (e instanceof CommandTested t && !t.result().equals("no-change")) {
                command = t.command();
                why = "the command test's reaction overrides it";
            }
            if (command != null) {
                for (String unit : s.commands().get(command).units()) {
                    out.addAll(EnchantressPower.broken(s, unit, why));
                }
            }
        }
        return out;
    }

    /** Phase 2, before the volleys: the arcane duels, then the enchantress. */
    public static List<FantasyWarriorsEvent> beforeVolleys(FantasyWarriorsState s, List<SpellOrders.Cast> casts, Dice dice) {
        return then(s, WizardSpells.duels(s, casts, dice), now -> EnchantressPower.enchant(now, casts, dice));
    }

    /**
     * Phase 3, before the moves: hastes, fiends and druidic powers, enchanted units' march, then the moves of pieces that may not move refused
     * (a wizard summoning, a druid using his power, an enchanted unit, a fiend its wizard only just mastered again).
     */
    public static List<FantasyWarriorsEvent> beforeMoves(FantasyWarriorsState s, List<SpellOrders.Cast> casts,
            List<TurnOrders.Move> moves, Dice dice) {
        return then(s, List.of(), now -> Haste.cast(now, casts, dice), now -> Summoning.fiends(now, casts, dice),
                now -> DruidicPowers.resolve(now, casts, dice), EnchantedMarch::march, now -> moves.stream().flatMap(m -> held(now, casts,
                        m.piece()).map(why -> new OrderRefused(m.piece(), "move", why)).stream()).toList());
    }

    /** The moves of the phase less those {@link #beforeMoves} refused. */
    public static List<TurnOrders.Move> moving(FantasyWarriorsState s, List<SpellOrders.Cast> casts,
            List<TurnOrders.Move> moves) {
        return moves.stream().filter(m -> held(s, casts, m.piece()).isEmpty()).toList();
    }

    /** Why a piece stays put this movement phase for magic's sake, if it does. */
    private static Optional<String> held(FantasyWarriorsState s, List<SpellOrders.Cast> casts, String piece) {
        Optional<SpellOrders.Cast> rooted = casts.stream().filter(c -> c.caster().equals(piece)
                && (c.spell() == Spell.SUMMON || c.spell().druidic())).findFirst();
        if (rooted.isPresent()) {
            return Optional.of(piece + (rooted.get().spell() == Spell.SUMMON
                    ? " summons a fiend this phase and cannot move (L1279)"
                    : " uses his druidic power this phase and cannot move (L1024)"));
        }
        if (s.magic().stayPut().getOrDefault(piece, 0) == s.turn()) {
            return Optional.of(piece + " cannot move this turn: its wizard has only just regained control of it (L1288)");
        }
        return s.magic().enchanted().containsKey(piece) ? Optional.of(piece + " is enchanted by "
                + s.magic().enchanted().get(piece) + " and moves by her will, not its orders (L980-984)") : Optional.empty();
    }

    /** What comes before a volley: an enchantment it breaks, a shield cast against it, and the counters shielded. */
    public record BeforeVolley(List<FantasyWarriorsEvent> events, int removed, int poisonedRemoved) {}

    public static BeforeVolley beforeVolley(FantasyWarriorsState s, TurnOrders.Shoot volley, List<SpellOrders.Cast> casts,
            Set<String> used, Dice dice) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        if (used.add("freed " + volley.target())) {
            out.addAll(WizardSpells.shotAt(s, volley));
        }
        var shield = WizardSpells.shield(s, volley, casts, used, dice);
        shield.ifPresent(out::add);
        return new BeforeVolley(out, shield.map(x -> x.removed()).orElse(0), shield.map(x -> x.poisonedRemoved()).orElse(0));
    }

    @SafeVarargs
    private static List<FantasyWarriorsEvent> then(FantasyWarriorsState s, List<? extends FantasyWarriorsEvent> first,
            Function<FantasyWarriorsState, List<? extends FantasyWarriorsEvent>>... steps) {
        List<FantasyWarriorsEvent> out = new ArrayList<>(first);
        FantasyWarriorsState now = s;
        for (FantasyWarriorsEvent e : first) {
            now = e.applyTo(now);
        }
        for (Function<FantasyWarriorsState, List<? extends FantasyWarriorsEvent>> step : steps) {
            for (FantasyWarriorsEvent e : step.apply(now)) {
                out.add(e);
                now = e.applyTo(now);
            }
        }
        return out;
    }
}
