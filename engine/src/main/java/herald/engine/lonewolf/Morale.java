package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.RuleEvent;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.PieceAttacked;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 5, morale (M1-M8): red's units that must test do so, then blue's; one test a unit a turn
 * however many reasons (M3). Only rank-and-file units test (M1). A Retire or Rout is carried out at
 * once ({@link Flight}); a rout makes every other friendly unit with a piece within 6 squares of a
 * routed piece test too, in the same phase (M2e).
 */
public final class Morale {
    private Morale() {}

    /** A unit: the living and dead rank-and-file pieces of one side sharing a {@code unit} name. */
    public record Unit(String side, String name) {
        List<Piece> pieces(LoneWolfState s) {
            return s.pieces().stream().filter(p -> p.side().equals(side) && p.unit().equals(name)
                    && p.kind() == PieceClass.RANK_AND_FILE).toList();
        }

        List<Piece> living(LoneWolfState s) {
            return pieces(s).stream().filter(Piece::alive).toList();
        }
    }

    /** Why a unit must test, the modifiers that follow, and the threat it would turn from. */
    public record Reasons(List<String> why, List<Modifier> modifiers, Square threat) {
        public boolean mustTest() {
            return !why.isEmpty();
        }
    }

    static void phase(TurnLog log, Dice dice) {
        Set<Unit> tested = new HashSet<>();
        for (String side : List.of(log.state().red(), log.state().blue())) {
            Set<Unit> nearRout = new HashSet<>();
            while (true) {
                Optional<Unit> next = Optional.empty();
                Reasons reasons = null;
                for (Unit u : units(log.state(), side)) {
                    if (tested.contains(u) || u.living(log.state()).isEmpty()) {
                        continue;
                    }
                    Reasons r = reasons(log.start(), log.state(), log.events(), u, nearRout.contains(u));
                    if (r.mustTest()) {
                        next = Optional.of(u);
                        reasons = r;
                        break;
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                tested.add(next.get());
                if (MoraleZones.brutality(log, next.get(), reasons)) {
                    continue;
                }
                List<MoraleZones.Zone> zones = MoraleZones.zones(log.state(), next.get());
                MoraleResult result = test(log, next.get(), reasons, dice);
                if (result == MoraleResult.CARRY_ON) {
                    MoraleZones.withstood(log, next.get(), zones);
                }
                if (result == MoraleResult.ROUT) {
                    List<Piece> routed = next.get().living(log.state());
                    for (Unit other : units(log.state(), side)) {
                        if (!other.equals(next.get()) && other.living(log.state()).stream()
                                .anyMatch(p -> routed.stream().anyMatch(r -> r.rangeTo(p) <= 6))) {
                            nearRout.add(other);
                        }
                    }
                }
                if (result != MoraleResult.CARRY_ON && reasons.threat() != null) {
                    Flight.flee(log, next.get().living(log.state()).stream().filter(p -> !Heroics.hypnotised(log.state(), p)).toList(),
                            reasons.threat(), result == MoraleResult.ROUT);
                }
            }
        }
    }

    /** The units of a side, in the order their first piece is listed. */
    static List<Unit> units(LoneWolfState s, String side) {
        Set<Unit> out = new LinkedHashSet<>();
        s.pieces().stream().filter(p -> p.side().equals(side) && p.kind() == PieceClass.RANK_AND_FILE)
                .forEach(p -> out.add(new Unit(side, p.unit())));
        return List.copyOf(out);
    }

    /**
     * M2 for one unit: {@code start} is the state as the turn began, {@code now} the state now and
     * {@code events} the turn's events so far.
     */
    public static Reasons reasons(LoneWolfState start, LoneWolfState now, List<RuleEvent> events, Unit u, boolean friendRouted) {
        MoraleSheet sheet = now.sheet(u.pieces(now).get(0)).morale();
        MoraleSheet.Modifiers mm = sheet.modifiers();
        List<String> why = new ArrayList<>();
        List<Modifier> mods = new ArrayList<>();
        Square threat = null;
        int original = u.pieces(now).size();
        int living = u.living(now).size();
        int atStart = u.living(start).size();
        int lostInTurn = atStart - living;
        if (atStart > 0 && lostInTurn * 100 >= sheet.casualtiesInTurn().value() * atStart && lostInTurn > 0) {
            why.add("lost " + lostInTurn + " of " + atStart + " this turn");
        }
        if ((original - living) * 100 >= sheet.halfStrength().value() * original) {
            why.add("down to " + living + " of " + original);
            mods.add(new Modifier("half strength", mm.halfStrength().value()));
        }
        Set<String> members = new HashSet<>(u.pieces(now).stream().map(Piece::id).toList());
        for (RuleEvent e : events) {
            if (e instanceof PieceAttacked a && members.contains(a.defender())
                    && a.modifiers().stream().anyMatch(m -> m.name().equals("flank") || m.name().equals("rear"))) {
                if (why.stream().noneMatch(w -> w.startsWith("attacked in flank or rear"))) {
                    why.add("attacked in flank or rear by " + a.attacker());
                    mods.add(new Modifier("flank or rear", mm.flankOrRear().value()));
                }
                threat = threat == null ? now.pieceOrThrow(a.attacker()).square() : threat;
            }
        }
        for (RuleEvent e : events) {
            if (e instanceof PieceAttacked a) {
                String monster = members.contains(a.defender()) && isMonster(now, a.attacker()) ? a.attacker()
                        : members.contains(a.attacker()) && isMonster(now, a.defender()) ? a.defender() : null;
                if (monster != null && why.stream().noneMatch(w -> w.startsWith("fought"))) {
                    why.add("fought the monster " + monster);
                    mods.add(new Modifier("monster", mm.monster().value()));
                    threat = threat == null ? now.pieceOrThrow(monster).square() : threat;
                }
            }
        }
        Optional<String> leader = now.scenario().sides().stream().filter(sd -> sd.id().equals(u.side()))
                .map(Scenario.SideSpec::leader).filter(l -> l != null).findFirst();
        if (leader.isPresent() && start.pieceOrThrow(leader.get()).alive() && !now.pieceOrThrow(leader.get()).alive()) {
            why.add("their leader " + now.pieceOrThrow(leader.get()).title() + " has fallen");
            mods.add(new Modifier("leader killed", mm.leaderKilled().value()));
        }
        if (friendRouted) {
            why.add("a friendly unit routed within 6 squares");
            mods.add(new Modifier("friends routed", mm.friendRouted().value()));
        }
        MoraleZones.add(now, u, why, mods);
        boolean heroNear = now.living(u.side()).stream().anyMatch(h -> h.kind().character()
                && u.living(now).stream().anyMatch(p -> p.adjacentTo(h)));
        if (heroNear && !why.isEmpty()) {
            mods.add(new Modifier("hero with the unit", mm.heroWithUnit().value()));
        }
        if (threat == null && !why.isEmpty()) {
            threat = nearestEnemy(now, u).orElse(null);
        }
        return new Reasons(why, mods, threat);
    }

    private static boolean isMonster(LoneWolfState s, String id) {
        return s.pieceOrThrow(id).kind() == PieceClass.MONSTER;
    }

    /** M8: with no direction to the trigger, the threat is the enemy nearest any piece of the unit (of those it can see). */
    private static Optional<Square> nearestEnemy(LoneWolfState s, Unit u) {
        List<Piece> mine = u.living(s);
        return s.seenBy(u.side()).livingEnemiesOf(u.side()).stream()
                .min(Comparator.comparingInt((Piece e) -> mine.stream().mapToInt(p -> p.rangeTo(e)).min().orElse(0)))
                .map(Piece::square);
    }

    private static MoraleResult test(TurnLog log, Unit u, Reasons r, Dice dice) {
        Piece first = u.living(log.state()).get(0);
        MoraleSheet sheet = log.state().sheet(first).morale();
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < sheet.d6().value(); i++) {
            rolls.add(dice.roll(6));
        }
        int basic = sheet.base().value() + rolls.stream().mapToInt(Integer::intValue).sum();
        int value = basic + r.modifiers().stream().mapToInt(Modifier::value).sum();
        MoraleSheet.Bands bands = sheet.results().of(first.training());
        MoraleResult result = bands.of(value);
        log.emit(new MoraleTested(u.side(), log.state().sideName(u.side()), u.name(), r.why(), sheet.base().value(), rolls,
                r.modifiers(), value, first.training().key(), bands.carryOn(), bands.retire(), result.title()));
        return result;
    }
}
