package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.ArcOfFire;
import herald.engine.board.LineOfSight;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceFired;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Missile fire (F1-F9; F7 ranks through {@link Ranks}): who may shoot whom, the percentage, and the firing phases 1 and 3. */
public final class Fire {
    private Fire() {}

    /** A shot that may be taken, with every number behind its {@code need}. */
    public record Shot(String weapon, int range, Band band, int basic, List<Modifier> modifiers, int modified, boolean halved,
            int need) {}

    /** The shot {@code firer} may take at {@code target} now, or why it may not (a message for the player). */
    public static Ruling<Shot> assess(LoneWolfState s, Piece firer, Piece target) {
        Optional<String> weapon = firer.missileWeapon();
        if (weapon.isEmpty()) {
            return Ruling.no(firer.id() + " has no missile weapon");
        }
        if (!target.alive()) {
            return Ruling.no(target.id() + " has been removed");
        }
        if (target.side().equals(firer.side())) {
            return Ruling.no(target.id() + " is on your own side: fire at an enemy");
        }
        if (Heroics.hypnotised(s, firer)) {
            return Ruling.no(firer.id() + " is hypnotised: he may not fire this turn (ET7)");
        }
        Optional<String> spared = Hypnosis.sparedFriend(s, firer, target);
        if (spared.isPresent()) {
            return Ruling.no(spared.get());
        }
        if (s.stunned(firer)) {
            return Ruling.no(firer.id() + " is stunned this turn: no moving, shooting or close combat (H6)");
        }
        if (firer.adjacentTo(target)) {
            return Ruling.no(target.id() + " is 1 square away: adjacent pieces fight, they do not shoot (minimum range 2)");
        }
        Ruling<Shot> first = null;
        for (Square at : target.squares().stream()
                .sorted(java.util.Comparator.comparingInt(q -> firer.square().rangeTo(q))).toList()) {
            Ruling<Shot> r = assessAt(s, firer, target, at, weapon.get());
            if (!r.refused()) {
                return r;
            }
            first = first == null ? r : first;
        }
        return first;
    }

    /**
     * The shot at {@code target} aimed at its square {@code at}: a mounted target (MV5) may be shot at either half,
     * in arc and in sight; the range is to that square (the nearest is tried first), as is its cover.
     */
    private static Ruling<Shot> assessAt(LoneWolfState s, Piece firer, Piece target, Square at, String missile) {
        Optional<String> weapon = Optional.of(missile);
        List<Piece> engaged = s.adjacentEnemies(firer);
        int range = firer.square().rangeTo(at);
        if (range < 2) {
            return Ruling.no(target.id() + " is 1 square away: adjacent pieces fight, they do not shoot (minimum range 2)");
        }
        if (!engaged.isEmpty()) {
            return Ruling.no(firer.id() + " is adjacent to " + engaged.get(0).id() + ": pieces locked in combat cannot shoot");
        }
        RangeBands bands = s.sheet(firer).range(weapon.get()).orElseThrow();
        Optional<Band> band = bands.band(range);
        if (band.isEmpty()) {
            return Ruling.no(firer.id() + "'s " + weapon.get() + " reaches " + bands.longMax() + " squares; "
                    + target.id() + " is " + range + " away");
        }
        List<Square> crossed = LineOfSight.crossed(firer.square(), at);
        int ranksAhead = 0;
        for (Square sq : crossed) {
            Optional<Piece> between = s.occupant(sq);
            if (between.isPresent() && between.get().side().equals(firer.side()) && between.get().unit().equals(firer.unit())) {
                ranksAhead++;
            }
        }
        int depth = 0;
        while (depth + 1 < Ranks.firing(firer.training()) && s.occupant(Ranks.ahead(firer, depth + 1))
                .filter(p -> p.side().equals(firer.side()) && p.unit().equals(firer.unit())).isPresent()) {
            depth++;
        }
        Square front = Ranks.ahead(firer, depth);
        if (!ArcOfFire.contains(front, firer.facing(), at)) {
            return Ruling.no(target.id() + " is outside " + firer.id() + "'s arc of fire (it faces " + firer.facing() + ")"
                    + (depth > 0 ? ", measured from the front of its unit (F4)" : ""));
        }
        CoverRow targetCover = s.sheet(target).cover();
        if (targetCover.of(s.board().terrain(at)) == CoverDegree.IMPASSABLE_TO_SIGHT) {
            return Ruling.no(firer.id() + " cannot see " + target.id() + " in the " + s.board().terrain(at).title().toLowerCase(java.util.Locale.ROOT)
                    + " at " + at + " (X on the play sheet: CV1)");
        }
        Optional<String> hill = Hills.blocks(s.board(), firer.square(), at, crossed);
        if (hill.isPresent()) {
            return Ruling.no(firer.id() + " cannot shoot " + target.id() + ": " + hill.get());
        }
        Optional<String> grazed = Corners.blocks(s, target, firer.square(), target.square());
        if (grazed.isPresent()) {
            return Ruling.no(firer.id() + " cannot see " + target.id() + ": " + grazed.get());
        }
        for (Square sq : crossed) {
            Terrain t = s.board().terrain(sq);
            if (t.isOpening() && !firer.square().adjacentTo(sq) && !at.adjacentTo(sq)) {
                return Ruling.no(firer.id() + " cannot see " + target.id() + ": from further away one sees through the "
                        + t.title().toLowerCase(java.util.Locale.ROOT) + " at " + sq + " only into the square behind it (CV8, CV9)");
            }
            if (t.blocksSight() || targetCover.of(t) == CoverDegree.IMPASSABLE_TO_SIGHT) {
                return Ruling.no(firer.id() + " cannot see " + target.id() + ": the line of fire passes through "
                        + (t == Terrain.TREES ? "trees at " + sq : "a " + t.title().toLowerCase(java.util.Locale.ROOT) + " at " + sq + " (CV6)"));
            }
            Optional<Piece> between = s.occupantSeenBy(sq, firer.side()).filter(o -> !o.id().equals(target.id()));
            boolean ownRank = between.isPresent() && between.get().side().equals(firer.side())
                    && between.get().unit().equals(firer.unit()) && ranksAhead < Ranks.firing(firer.training());
            if (between.isPresent() && !ownRank && !Hills.overhead(s.board(), firer.square(), sq)) {
                return Ruling.no(firer.id() + " cannot shoot " + target.id() + ": " + between.get().id() + " at " + sq + " is in the way"
                        + (between.get().unit().equals(firer.unit()) && between.get().side().equals(firer.side())
                                ? " (" + firer.training().name().toLowerCase(java.util.Locale.ROOT) + " troops fire in "
                                        + Ranks.firing(firer.training()) + " rank" + (Ranks.firing(firer.training()) == 1 ? "" : "s")
                                        + "; from " + target.id() + " it would be rank " + (ranksAhead + 1) + ": F7)"
                                : ""));
            }
        }
        PlaySheet sheet = s.sheet(firer);
        FiringModifiers fm = sheet.firingModifiers();
        List<Modifier> mods = new ArrayList<>();
        if (target.moved()) {
            mods.add(new Modifier("moved", fm.targetMoved().value()));
        }
        if (Poison.shieldCounts(firer, target)) {
            mods.add(new Modifier("shield", fm.targetShield().value()));
        }
        Poison.note(firer, target).ifPresent(mods::add);
        cover(s, target, at, crossed, fm).ifPresent(mods::add);
        if (firer.training() == Training.VETERAN) {
            mods.add(new Modifier("veteran", fm.firerVeteran().value()));
        } else if (firer.training() == Training.POOR) {
            mods.add(new Modifier("poor", fm.firerPoor().value()));
        }
        mods.addAll(Disciplines.firing(s, firer, target, weapon.get()));
        ArmourRow row = firer.card() != null && firer.card().basicFiring().containsKey(weapon.get())
                ? firer.card().basicFiring().get(weapon.get()) : sheet.basicFiring().weapons().get(weapon.get());
        int basic = row.of(Poison.armourStruck(firer, target));
        int modified = basic + mods.stream().mapToInt(Modifier::value).sum();
        int need = Math.floorDiv(modified, band.get().divisor());
        boolean halved = firer.condition().halfChances();
        if (halved) {
            need = Math.floorDiv(need, 2);
        }
        return Ruling.yes(new Shot(weapon.get(), range, band.get(), basic, mods, modified, halved, need));
    }

    /** The cover {@code target} would claim against {@code firer} ("none" if none), for F10's condition 2. */
    static String coverName(LoneWolfState s, Piece firer, Piece target) {
        Square at = target.nearestSquareTo(firer.square());
        List<Square> crossed = LineOfSight.crossed(firer.square(), at);
        return cover(s, target, at, crossed, s.sheet(firer).firingModifiers()).map(Modifier::name).orElse("none");
    }

    /**
     * The best cover the target claims (CV1): its own square's scrub, rocks or trees (CV2, CV5), or a low
     * wall, hedge or fence the line of fire crosses last, next to the target (CV4); a window or arrow slit
     * the missile passes through (CV9). The degree is the
     * target's race's (its play sheet's {@code cover}); what the degree is worth, the firer's. Only one counts.
     */
    private static Optional<Modifier> cover(LoneWolfState s, Piece target, Square at, List<Square> crossed, FiringModifiers fm) {
        CoverRow row = s.sheet(target).cover();
        List<Modifier> options = new ArrayList<>();
        Terrain ground = s.board().terrain(at);
        if (ground == Terrain.SCRUB || ground == Terrain.ROCKS || ground == Terrain.TREES) {
            options.add(coverModifier(ground, row.of(ground), fm));
        }
        for (Square sq : crossed) {
            Terrain t = s.board().terrain(sq);
            if (t == Terrain.WINDOW || t == Terrain.ARROW_SLIT) {
                options.add(coverModifier(t, row.of(t), fm));
            }
        }
        if (!crossed.isEmpty()) {
            Square last = crossed.get(crossed.size() - 1);
            Terrain t = s.board().terrain(last);
            if (t.isLowWall() && last.adjacentTo(at)) {
                options.add(coverModifier(t, row.of(t), fm));
            }
        }
        return options.stream().filter(m -> m.value() != 0).min((a, b) -> Integer.compare(a.value(), b.value()));
    }

    /** Named after the terrain (as F10's condition 2 compares it); the degree shows in the value. */
    private static Modifier coverModifier(Terrain t, CoverDegree degree, FiringModifiers fm) {
        return new Modifier(t.key(), fm.cover(degree));
    }

    /** Firing phase 1 or 3: red's FIRE orders in the order written, then the surviving blue pieces'. */
    static void phase(TurnLog log, int phase, Map<String, List<Order>> orders, Dice dice) {
        for (String side : List.of(log.state().red(), log.state().blue())) {
            KaiPowers.firePhase(log, phase, side, orders.getOrDefault(side, List.of()), dice);
            for (Order o : orders.getOrDefault(side, List.of())) {
                if (o instanceof Order.Fire fire && log.state().piece(fire.piece()).filter(p -> p.side().equals(side)).isPresent()) {
                    if (fire.concentrated()) {
                        Concentration.fire(log, phase, fire, dice);
                    } else {
                        shoot(log, phase, fire, dice);
                    }
                }
            }
        }
    }

    static void shoot(TurnLog log, int phase, Order.Fire order, Dice dice) {
        LoneWolfState s = log.state();
        Optional<Piece> firer = s.piece(order.piece());
        Optional<Piece> target = s.piece(order.target());
        if (firer.isEmpty() || target.isEmpty() || firer.get().missileWeapon().isEmpty()) {
            return;
        }
        Piece f = firer.get();
        if (!f.alive()) {
            if (f.removedTurn() == s.turn()) {
                log.emit(new FireHeld(phase, f.id(), f.id() + " was removed before it could shoot"));
            }
            return;
        }
        RangeBands bands = s.sheet(f).range(f.missile()).orElseThrow();
        if (phase == 3 && !bands.bothPhases() && f.fired()) {
            log.emit(new FireHeld(phase, f.id(), "the " + f.missile() + " is reloading: it fired in phase 1"));
            return;
        }
        Ruling<Shot> ruling = assess(s, f, target.get());
        if (ruling.refused()) {
            log.emit(new FireHeld(phase, f.id(), ruling.reason()));
            return;
        }
        Shot shot = ruling.value();
        if (MindOverMatter.deflects(log, phase, f, target.get(), shot, dice)) {
            return;
        }
        int roll = dice.roll(100);
        boolean hit = roll <= shot.need();
        log.emit(new PieceFired(phase, f.id(), shot.weapon(), order.target(), shot.range(), shot.band().key(), shot.basic(),
                shot.modifiers(), shot.modified(), shot.band().divisor(), shot.halved(), shot.need(), roll, hit));
        if (hit) {
            Hits.take(log, target.get(), "shot by " + f.id() + " in phase " + phase, dice, Poison.severity(s, f, target.get()));
        }
    }
}
