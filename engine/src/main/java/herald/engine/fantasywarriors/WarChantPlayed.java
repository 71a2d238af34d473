package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.Side;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.WarChantRaised;
import herald.engine.fantasywarriors.events.WarChantStopped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The goblin war chant on the table (Companion L525-564): CHANT in the first turn's orders begins it in phase 1, when
 * every command is on hold and no unit reacting; while it goes on (10-13) the army does nothing else, and CHANT each
 * turn keeps it up, its roll in that turn's threat phase; leaving CHANT out ends it. A unit of the army that reacts
 * or is drawn into a fight breaks it, as a score of 7 (L538-541). The roll is {@link WarChant}'s.
 */
public final class WarChantPlayed {
    private WarChantPlayed() {}

    /** Why {@code side} may not chant now, if it may not. */
    public static Optional<String> refusal(FantasyWarriorsState s, String side) {
        Army army = s.army(side);
        MercenariesAndTricks m = s.companion().mercenariesAndTricks();
        if (!CompanionModule.WAR_CHANT.fieldedBy(army)) {
            return Optional.of("the war chant is a goblin army's trick (L525), and the " + army.name()
                    + " list does not use it");
        }
        if (m.chanted(side) && !m.chanting(side)) {
            return Optional.of("your war chant is over for this battle (L548-562): it is begun only once");
        }
        if (!m.chanted(side) && s.turn() != 1) {
            return Optional.of("the war chant begins in the first threat phase of the battle (L531)");
        }
        if (warchief(s, side).isEmpty()) {
            return Optional.of("your warchief has fallen: no one leads the chant");
        }
        if (m.chanting(side)) {
            return Optional.empty();
        }
        for (Command c : s.commands().values()) {
            // Herald's reading: the mercenaries take part (L536) though they must start on oppose (L627)
            if (c.side().equals(side) && c.order() != Order.HOLD && Mercenaries.pay(s, c.id()).isEmpty()) {
                return Optional.of(c.id() + " is on " + c.order().name().toLowerCase(java.util.Locale.ROOT)
                        + " orders: every command must be on hold to begin the chant (L533)");
            }
        }
        return s.onTable(side).stream().filter(u -> u.standing().bloodLust() || u.standing().shaken()).findFirst()
                .map(u -> u.id() + " is reacting (" + (u.standing().bloodLust() ? "blood lust" : "shaken")
                        + "): no unit may be reacting when the chant begins (L534)");
    }

    /** Why {@code l} may not stand beside CHANT in one mail: a chanting army does nothing else (L538-541). */
    static Optional<String> alongside(List<OrderLine> mail, OrderLine l) {
        boolean chant = mail.stream().anyMatch(o -> o instanceof OrderLine.Chant);
        if (!chant || l instanceof OrderLine.Chant) {
            return Optional.empty();
        }
        return Optional.of("while the army chants no unit, leader or individual does anything else (L538-541): leave"
                + " out CHANT to end the chant, or this order");
    }

    /**
     * Phase 1's chants, before the threats: each side's that wrote CHANT, and those left off. In a game of several
     * players to a side each mails his own orders, so a side may chant while a battle leader's player orders something
     * else: that breaks the chant, as a 7 (L538-541).
     */
    public static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState s, List<TurnOrders> orders, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        for (Side side : s.sides()) {
            String id = side.id();
            List<TurnOrders> its = orders.stream().filter(o -> o.side().equals(id)).toList();
            if (its.stream().anyMatch(TurnOrders::chant)) {
                Optional<String> no = refusal(s, id);
                if (no.isPresent()) {
                    events.add(new OrderRefused(warchief(s, id).map(Individual::id).orElse(id), "chant", no.get()));
                    continue;
                }
                if (its.stream().anyMatch(WarChantPlayed::busy)) {
                    events.add(new WarChantStopped(id, null, "its army was ordered to do something else than chant",
                            true));
                    continue;
                }
                Individual warchief = warchief(s, id).orElseThrow();
                int leadership = s.profile(warchief).leadership().map(Profile.Sourced::value).orElse(0);
                boolean enemyBadOmens = s.sides().stream().anyMatch(o -> !s.allied(o.id(), id)
                        && Omens.of(s, o.id()) == CommandTest.Sign.BAD);
                WarChant.Chant c = new WarChant.Chant(leadership, s.night(), s.talismans(id),
                        Omens.of(s, id) == CommandTest.Sign.GOOD, enemyBadOmens, false);
                events.add(WarChantRaised.of(id, warchief.id(), WarChant.raise(c, dice, Tables.companion())));
            } else if (s.companion().mercenariesAndTricks().chanting(id)) {
                events.add(new WarChantStopped(id, null, "its warchief leaves off the chant", false));
            }
        }
        return events;
    }

    private static boolean busy(TurnOrders o) {
        return !o.threats().isEmpty() || !o.answers().isEmpty() || !o.shots().isEmpty() || !o.moves().isEmpty()
                || !o.reorganise().isEmpty() || !o.newOrders().isEmpty() || !o.influence().isEmpty()
                || !o.snipes().isEmpty() || !o.flights().isEmpty();
    }

    /** A chant broken since the last event: a unit of the chanting army reacting, routed or in a fight (L538-541). */
    static List<FantasyWarriorsEvent> broken(FantasyWarriorsState s) {
        List<FantasyWarriorsEvent> out = new ArrayList<>();
        for (Side side : s.sides()) {
            if (!s.companion().mercenariesAndTricks().chanting(side.id())) {
                continue;
            }
            s.units().values().stream().filter(u -> u.side().equals(side.id())).map(u -> why(s, u))
                    .flatMap(Optional::stream).findFirst()
                    .ifPresent(why -> out.add(new WarChantStopped(side.id(), why[0], why[1], true)));
        }
        return out;
    }

    private static Optional<String[]> why(FantasyWarriorsState s, Unit u) {
        if (u.routed() != 0) {
            return Optional.of(new String[] {u.id(), u.id() + " has routed"});
        }
        if (!u.onTable()) {
            return Optional.empty();
        }
        if (u.standing().bloodLust() || u.standing().shaken()) {
            return Optional.of(new String[] {u.id(), u.id() + " is " + (u.standing().bloodLust() ? "in blood lust"
                    : "shaken")});
        }
        return Worth.inCombat(s, u) ? Optional.of(new String[] {u.id(), u.id() + " is drawn into a fight"})
                : Optional.empty();
    }

    static Optional<Individual> warchief(FantasyWarriorsState s, String side) {
        return s.individuals().values().stream().filter(i -> i.side().equals(side) && i.onTable()
                && s.profile(i).role() == Role.WARCHIEF).findFirst();
    }
}
