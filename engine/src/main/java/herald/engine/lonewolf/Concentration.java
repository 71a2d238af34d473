package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.AttackHeld;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PercentagesAdded;
import herald.engine.lonewolf.events.PercentagesAdded.Part;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Concentrated fire (F10) and multiple combat (C5, C6): the pieces of one unit add their final percentages against
 * one enemy unit whose pieces share armour and cover; each full 100% is a certain hit and one D100 decides one more
 * (LW-EX-2, LW-EX-3). Hits beyond the first are allocated by F11 (fire) and C5 (combat).
 */
final class Concentration {
    private Concentration() {}

    /** The living pieces of {@code target}'s unit, in scenario order. */
    static List<Piece> unitOf(LoneWolfState s, Piece target) {
        return s.pieces().stream().filter(p -> p.alive() && p.side().equals(target.side()) && p.unit().equals(target.unit()))
                .toList();
    }

    /** Why the target unit may not be fired at together (F10 condition 2), judged from {@code firer}, if it may not. */
    static Optional<String> fireCondition(LoneWolfState s, Piece firer, Piece target) {
        return sameArmourAndCover(unitOf(s, target), p -> Fire.coverName(s, firer, p), "fire");
    }

    /** Why the target unit may not be fought together (C5 condition 2), if it may not. */
    static Optional<String> combatCondition(LoneWolfState s, Piece target) {
        return sameArmourAndCover(unitOf(s, target), p -> Combat.coverName(s, p), "combat");
    }

    private static Optional<String> sameArmourAndCover(List<Piece> unit, java.util.function.Function<Piece, String> cover,
            String what) {
        Piece first = unit.get(0);
        for (Piece p : unit) {
            if (p.armour() != first.armour()) {
                return Optional.of("the pieces of " + first.unit() + " wear different armour (" + first.id() + " "
                        + first.armour().key() + ", " + p.id() + " " + p.armour().key() + "): no " + what + " percentages may be added"
                        + (what.equals("fire") ? " (F10)" : " (C5)"));
            }
            if (!cover.apply(p).equals(cover.apply(first))) {
                return Optional.of("the pieces of " + first.unit() + " are in different cover (" + first.id() + " "
                        + cover.apply(first) + ", " + p.id() + " " + cover.apply(p) + "): no " + what + " percentages may be added"
                        + (what.equals("fire") ? " (F10)" : " (C5)"));
            }
        }
        return Optional.empty();
    }

    /** A FIRE order naming several pieces, in phase 1 or 3. */
    static void fire(TurnLog log, int phase, Order.Fire order, Dice dice) {
        LoneWolfState s = log.state();
        Optional<Piece> target = s.piece(order.target());
        if (target.isEmpty() || !target.get().alive()) {
            return;
        }
        List<Part> parts = new ArrayList<>();
        List<String> firers = new ArrayList<>();
        for (String id : order.group()) {
            Piece f = s.pieceOrThrow(id);
            if (!f.alive()) {
                if (f.removedTurn() == s.turn()) {
                    log.emit(new FireHeld(phase, f.id(), f.id() + " was removed before it could shoot"));
                }
                continue;
            }
            RangeBands bands = s.sheet(f).range(f.missile()).orElseThrow();
            if (phase == 3 && !bands.bothPhases() && f.fired()) {
                log.emit(new FireHeld(phase, f.id(), "the " + f.missile() + " is reloading: it fired in phase 1"));
                continue;
            }
            Ruling<Fire.Shot> shot = Fire.assess(s, f, target.get());
            if (shot.refused()) {
                log.emit(new FireHeld(phase, f.id(), shot.reason()));
                continue;
            }
            Fire.Shot sh = shot.value();
            // K10 turns aside each missile of a volley on its own: a deflected one adds nothing to the volley
            if (MindOverMatter.deflects(log, phase, f, log.state().pieceOrThrow(target.get().id()), sh, dice)) {
                if (!log.state().pieceOrThrow(target.get().id()).alive()) {
                    return;
                }
                continue;
            }
            String working = sh.range() + " squares, " + sh.band().key() + ": " + chain(sh.basic(), sh.modifiers(), sh.modified())
                    + (sh.band().divisor() > 1 ? ", ÷" + sh.band().divisor() + " = " + Math.floorDiv(sh.modified(), sh.band().divisor()) : "")
                    + (sh.halved() ? ", halved (wounded) = " + sh.need() : "");
            parts.add(new Part(f.id(), sh.weapon(), target.get().id(), working, Math.max(0, sh.need())));
            firers.add(f.id());
        }
        if (parts.isEmpty()) {
            return;
        }
        Optional<String> unfit = fireCondition(s, s.pieceOrThrow(firers.get(0)), target.get());
        if (unfit.isPresent()) {
            log.emit(new FireHeld(phase, firers.get(0), unfit.get() + ": each shoots on its own"));
            for (String id : firers) {
                Fire.shoot(log, phase, new Order.Fire(order.line(), id, order.target()), dice);
            }
            return;
        }
        int hits = add(log, phase, target.get(), parts, dice);
        allocate(log, target.get(), hits, firers, false, "concentrated fire by " + String.join(", ", firers) + " in phase " + phase,
                dice);
    }

    /** An ATTACK order naming several pieces, in phase 4. */
    static void combat(TurnLog log, Order.Attack order, Dice dice) {
        LoneWolfState s = log.state();
        Optional<Piece> target = s.piece(order.target());
        if (target.isEmpty() || !target.get().alive()) {
            return;
        }
        if (SecretParry.blocks(log, s.pieceOrThrow(order.piece()), target.get())) {
            return;
        }
        List<Piece> unit = unitOf(s, target.get());
        List<Part> parts = new ArrayList<>();
        List<String> attackers = new ArrayList<>();
        List<Piece[]> separate = new ArrayList<>();
        for (String id : order.group()) {
            Piece a = s.pieceOrThrow(id);
            if (!a.alive() || a.attacked()) {
                continue;
            }
            Optional<String> unable = Combat.unable(s, a);
            if (unable.isPresent()) {
                log.emit(new AttackHeld(a.id(), unable.get()));
                continue;
            }
            Optional<Piece> defender = defender(a, target.get(), unit);
            Optional<Ranks.Support> support = defender.isPresent() ? Optional.empty() : Ranks.support(s, a, unit, order.group());
            if (defender.isEmpty() && support.isEmpty()) {
                log.emit(new AttackHeld(a.id(), a.id() + " is not in contact with " + target.get().unit()
                        + " and supports no piece of its unit in front of it (C3)"));
                continue;
            }
            Piece d = defender.orElseGet(() -> support.get().defender());
            if (defender.isPresent() && Ranks.diagonal(a, d) && s.houseRules().diagonalSeparate()) {
                separate.add(new Piece[] {a, d});
                continue;
            }
            Ruling<Combat.Blow> blow = support.isPresent() ? Ranks.supportingBlow(s, a, support.get()) : Combat.assess(s, a, d);
            if (blow.refused()) {
                log.emit(new AttackHeld(a.id(), blow.reason()));
                continue;
            }
            Combat.Blow b = blow.value();
            String working = chain(b.basic(), b.modifiers(), b.need())
                    + support.map(x -> ", rear rank behind " + x.front().id()).orElse("");
            parts.add(new Part(a.id(), b.weapon(), d.id(), working, Math.max(0, b.need())));
            attackers.add(a.id());
        }
        for (Piece[] pair : separate) {
            log.emit(new AttackHeld(pair[0].id(), pair[0].id() + " attacks diagonally: calculated separately (C3, LW-EX-14)"));
            Piece a = log.state().pieceOrThrow(pair[0].id());
            Piece d = log.state().pieceOrThrow(pair[1].id());
            if (d.alive() && !Combat.assess(log.state(), a, d).refused()) {
                Combat.strike(log, a, d, false, dice);
            }
        }
        if (parts.isEmpty() || !log.state().pieceOrThrow(target.get().id()).alive()) {
            return;
        }
        Optional<String> unfit = combatCondition(s, target.get());
        if (unfit.isPresent()) {
            log.emit(new AttackHeld(attackers.get(0), unfit.get() + ": each attacks on its own"));
            for (Part p : parts) {
                Piece a = log.state().pieceOrThrow(p.piece());
                Piece d = log.state().pieceOrThrow(p.against());
                if (d.alive() && !Combat.assess(log.state(), a, d).refused()) {
                    Combat.strike(log, a, d, false, dice);
                }
            }
            return;
        }
        int hits = add(log, 4, target.get(), parts, dice);
        allocate(log, target.get(), hits, attackers, true, "multiple combat by " + String.join(", ", attackers), dice);
    }

    /**
     * The piece of the enemy unit a member strikes: the named target if it touches it square to square; else another
     * piece of the unit it touches square to square; else the target or another piece touching it diagonally.
     */
    private static Optional<Piece> defender(Piece a, Piece target, List<Piece> unit) {
        List<Piece> touching = new ArrayList<>(unit.stream().filter(u -> u.adjacentTo(a)).toList());
        touching.sort(Comparator.comparingInt((Piece u) -> Ranks.diagonal(a, u) ? 1 : 0).thenComparingInt(u -> u.equals(target) ? 0 : 1));
        return touching.stream().findFirst();
    }

    private static int add(TurnLog log, int phase, Piece target, List<Part> parts, Dice dice) {
        int total = parts.stream().mapToInt(Part::need).sum();
        int certain = total / 100;
        int chance = total % 100;
        int roll = chance > 0 ? dice.roll(100) : 0;
        int hits = certain + (chance > 0 && roll <= chance ? 1 : 0);
        log.emit(new PercentagesAdded(phase, target.id(), parts, total, certain, chance, roll, hits));
        return hits;
    }

    /**
     * F11: a hero, Kai Lord or monster takes every hit. Otherwise the first hit kills the target and each further hit
     * strikes the living piece nearest the target's square: in fire of either side (never a firer), in combat a
     * piece of the target's unit in contact with the grouping (C5), as its standing order CASUALTIES picks
     * ({@link Casualties}). Ties: option {@code crowd-ties}.
     */
    private static void allocate(TurnLog log, Piece target, int hits, List<String> group, boolean combat, String cause,
            Dice dice) {
        if (hits == 0) {
            return;
        }
        if (target.kind().takesWounds()) {
            // ours: a poisoner among the firers or attackers poisons the volley's hits (ET5, L1939-1948)
            int poison = group.stream().mapToInt(id -> Poison.severity(log.state(), log.state().pieceOrThrow(id), target)).max().orElse(0);
            for (int i = 0; i < hits && log.state().pieceOrThrow(target.id()).alive(); i++) {
                Hits.take(log, log.state().pieceOrThrow(target.id()), cause + ", hit " + (i + 1) + " of " + hits, dice, poison);
            }
            return;
        }
        Hits.take(log, target, cause, dice);
        for (int i = 1; i < hits; i++) {
            Optional<Piece> next = combat ? Casualties.next(log.state(), target, group) : nearest(log.state(), target, group, false);
            if (next.isEmpty()) {
                return;
            }
            Hits.take(log, next.get(), cause + ", hit " + (i + 1) + " of " + hits + " "
                    + (combat ? Casualties.why(target) : "strikes the piece nearest " + target.id()), dice);
        }
    }

    static Optional<Piece> nearest(LoneWolfState s, Piece target, List<String> group, boolean combat) {
        List<Piece> groupPieces = group.stream().map(s::pieceOrThrow).toList();
        String firingSide = groupPieces.get(0).side();
        boolean spareOwn = s.houseRules().crowdSparesOwn();
        return s.pieces().stream()
                .filter(p -> p.alive() && !group.contains(p.id()))
                .filter(p -> !combat || (p.side().equals(target.side()) && p.unit().equals(target.unit())
                        && groupPieces.stream().anyMatch(g -> g.adjacentTo(p))))
                .min(Comparator.comparingInt((Piece p) -> p.rangeTo(target))
                        .thenComparingInt(p -> spareOwn && !p.side().equals(firingSide) ? 1 : 0)
                        .thenComparingInt(p -> s.pieces().indexOf(p)));
    }

    /** "17 −2 moved −1 shield = 14", as the single-shot report writes it. */
    static String chain(int basic, List<Modifier> mods, int result) {
        if (mods.isEmpty()) {
            return String.valueOf(basic);
        }
        return basic + " " + mods.stream().map(Modifier::text).collect(Collectors.joining(" ")) + " = " + result;
    }
}
