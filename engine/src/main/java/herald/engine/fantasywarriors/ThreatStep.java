package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.UnitTested;
import herald.engine.table.Feature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 1 played on the battle: the units as {@link ThreatPhase} sees them, the sides' threats and answers, the tests
 * as events. A refusal is the reply to the mail; at the phase nothing has moved since, so a threat checked is still
 * legal when it is tested, but for turn 1's speeches (phase 0), whose blood lust or shaking forbids a threat.
 */
public final class ThreatStep {
    private ThreatStep() {}

    public static Optional<String> refusal(FantasyWarriorsState s, String side, TurnOrders.Threaten t) {
        Unit from = s.unitOrThrow(t.unit());
        if (!from.side().equals(side)) {
            return Optional.of(from.id() + " is not yours");
        }
        return ThreatPhase.refusal(contenders(s), new ThreatPhase.Declared(Map.of(t.unit(), t.target()), Set.of()),
                blocking(s), Tables.core()).stream().findFirst().map(ThreatPhase.Refusal::reason);
    }

    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders.Threaten> threats,
            Set<String> answers, Dice dice) {
        Map<String, String> declared = new LinkedHashMap<>();
        threats.forEach(t -> declared.put(t.unit(), t.target()));
        // turn 1's speeches come between the orders and this phase: a threat they made void is reported, not tested
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        ThreatPhase.refusal(contenders(s), new ThreatPhase.Declared(declared, Set.of()), blocking(s), Tables.core())
                .forEach(r -> events.add(new OrderRefused(r.unit(), "threaten " + declared.get(r.unit()), r.reason())));
        ThreatPhase.Outcome out = ThreatPhase.resolve(contenders(s), new ThreatPhase.Declared(declared, answers),
                blocking(s), side -> Light.bad(s, side), dice, Tables.core());
        out.tests().forEach(t -> events.add(UnitTested.of(t.unit(), "threat test",
                (t.counter() ? "counter-threatened by " : "threatened by ") + t.by(), t.roll())));
        return events;
    }

    static List<ThreatPhase.Contender> contenders(FantasyWarriorsState s) {
        // A contender's side is its alliance: allies neither threaten each other nor count each other's terror as an enemy's.
        return s.onTable().stream().map(u -> new ThreatPhase.Contender(u.id(), s.alliance(u.side()), u.ground(), u.standing(),
                Worth.of(s, u), s.profile(u).flags().terrible(), HugeCreatures.musicians(s.profile(u)), Worth.inCombat(s, u),
                Paladins.shelter(s, u))).toList();
    }

    static List<Feature> blocking(FantasyWarriorsState s) {
        Map<String, Terrain> types = Terrain.shipped();
        return s.table().features().stream().filter(f -> types.get(f.terrain()).blocksSight()).toList();
    }
}
