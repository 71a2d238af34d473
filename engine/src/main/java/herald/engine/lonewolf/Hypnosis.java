package herald.engine.lonewolf;

import herald.engine.SideNames;
import herald.engine.Dice;
import herald.engine.board.LineOfSight;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.ControlChanged;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.HypnotiseTried;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Hypnotise (ET7, L1956-1973): once a game, in the first firing phase, an evil hero not next to an enemy tries a
 * visible enemy within 3 squares (G5): D100 1-60 rank-and-file, 1-50 a monster, 1-40 a hero, 1-30 a Kai Lord. A hero
 * with Mental Strength (HA8) is immune. Ours: red's HYPNOTISE orders are tried before red's fire, then blue's before
 * blue's fire — we resolve both sides' attempts as the phase opens, red's first; the hypnotist may still fire.
 * The victim stands still for the rest of the turn, ignores coherency and morale, fires not and starts no combat
 * (it may reply to an attacker). As that turn ends the D6 is rolled: from the next turn the hypnotist's player moves
 * it, as one of his own pieces, for that many game turns; good troops may not attack their own hypnotised friend.
 */
final class Hypnosis {
    private Hypnosis() {}

    /** Why {@code h} may not try to hypnotise {@code targetId} now, if it may not. */
    static Optional<String> problem(LoneWolfState s, Piece h, String targetId) {
        SkillBook.Entry e = s.skills().of(Skill.HYPNOTISE);
        if (!h.has(Skill.HYPNOTISE)) {
            return Optional.of(h.id() + " has no Hypnotise on his card (ET7)");
        }
        if (s.usesLeft(h, Skill.HYPNOTISE) == 0) {
            return Optional.of(h.id() + " has used Hypnotise: once a game (ET7)");
        }
        Optional<Piece> t = s.piece(targetId).filter(Piece::alive);
        if (t.isEmpty()) {
            return Optional.of("there is no piece " + targetId + " to hypnotise");
        }
        Piece target = t.get();
        if (target.side().equals(h.side())) {
            return Optional.of(target.id() + " is on your own side: hypnotise an enemy");
        }
        if (target.has(Skill.MENTAL_STRENGTH)) {
            return Optional.of(target.title() + " has Mental Strength: hypnotism has no effect on him (HA8)");
        }
        if (s.stunned(h)) {
            return Optional.of(h.id() + " is stunned this turn (H6)");
        }
        List<Piece> engaged = s.adjacentEnemies(h);
        if (!engaged.isEmpty()) {
            return Optional.of(h.id() + " is adjacent to " + engaged.get(0).id() + ": too busy defending himself to hypnotise (ET7)");
        }
        int range = h.rangeTo(target);
        if (range > e.range()) {
            return Optional.of(target.id() + " is " + range + " squares away: Hypnotise reaches " + e.range() + " (ET7)");
        }
        Optional<String> unseen = unseen(s, h, target);
        return unseen.map(u -> h.id() + " cannot see " + target.id() + ": " + u + " (ET7)");
    }

    /** CV1-CV10 for sight alone: trees and high walls block, hills block as for fire, pieces do not. */
    private static Optional<String> unseen(LoneWolfState s, Piece h, Piece target) {
        List<Square> crossed = LineOfSight.crossed(h.square(), target.square());
        if (s.sheet(target).cover().of(s.board().terrain(target.square())) == CoverDegree.IMPASSABLE_TO_SIGHT) {
            return Optional.of("the " + s.board().terrain(target.square()).title().toLowerCase(Locale.ROOT) + " hides him");
        }
        Optional<String> hill = Hills.blocks(s.board(), h.square(), target.square(), crossed);
        if (hill.isPresent()) {
            return hill;
        }
        for (Square sq : crossed) {
            Terrain t = s.board().terrain(sq);
            if (t.blocksSight()) {
                return Optional.of("the " + t.title().toLowerCase(Locale.ROOT) + " at " + sq + " is in the way");
            }
        }
        return Optional.empty();
    }

    /** The D100 band's top for the target's class. */
    static int need(LoneWolfState s, Piece target) {
        String band = s.skills().of(Skill.HYPNOTISE).bands().get(target.kind().key());
        return Integer.parseInt(band.substring(band.indexOf('-') + 1).trim());
    }

    /** Phase 1 opens: red's HYPNOTISE orders, then blue's. */
    static void phase(TurnLog log, Map<String, List<Order>> orders, Dice dice) {
        for (String side : List.of(log.state().red(), log.state().blue())) {
            for (Order o : orders.getOrDefault(side, List.of())) {
                if (!(o instanceof Order.Hypnotise hy)) {
                    continue;
                }
                Optional<Piece> h = log.state().piece(hy.piece()).filter(Piece::alive).filter(p -> p.side().equals(side));
                if (h.isEmpty()) {
                    continue;
                }
                Optional<String> why = problem(log.state(), h.get(), hy.target());
                if (why.isPresent()) {
                    log.emit(new FireHeld(1, h.get().id(), why.get() + ": no hypnotism"));
                    continue;
                }
                Piece target = log.state().pieceOrThrow(hy.target());
                if (log.state().hidden(h.get().id())) {
                    // like a hidden piece that opens fire (L311-317), a hidden hypnotist shows himself
                    log.emit(new herald.engine.lonewolf.events.PieceRevealed(h.get().id(), h.get().square(), "he tries to hypnotise"));
                }
                int need = need(log.state(), target);
                int roll = dice.roll(100);
                log.emit(new HypnotiseTried(h.get().id(), target.id(), roll, need, roll <= need));
            }
        }
    }

    /**
     * The turn ends: a piece hypnotised this turn passes to its hypnotist's side for 1D6 turns; a piece whose control
     * ends with this turn returns to its own.
     */
    static void endOfTurn(TurnLog log, Dice dice) {
        LoneWolfState s = log.state();
        for (Piece p : s.pieces()) {
            if (!p.alive()) {
                continue;
            }
            Optional<Integer> until = mark(p, ControlChanged.CONTROLLED).map(Integer::parseInt);
            if (until.isPresent() && until.get() <= s.turn()) {
                log.emit(new ControlChanged(p.id(), mark(p, ControlChanged.OWNER).orElse(p.side()), 0, 0));
            }
        }
        for (Piece p : log.state().pieces()) {
            if (!p.alive() || !Heroics.hypnotised(log.state(), p)) {
                continue;
            }
            String hypnotist = mark(p, HypnotiseTried.HYPNOTIST).orElseThrow();
            String to = log.state().pieceOrThrow(hypnotist).side();
            int d6 = dice.roll(6);
            log.emit(new ControlChanged(p.id(), to, d6, log.state().turn() + d6));
        }
    }

    /** The value of the piece's mark {@code prefix}VALUE, if it has one. */
    static Optional<String> mark(Piece p, String prefix) {
        return p.powers().marks().stream().filter(m -> m.startsWith(prefix)).map(m -> m.substring(prefix.length())).findFirst();
    }

    /** Good troops may not attack (or shoot) a friend hypnotised and controlled by the enemy (ET7). */
    static Optional<String> sparedFriend(LoneWolfState s, Piece attacker, Piece target) {
        Optional<String> owner = mark(target, ControlChanged.OWNER);
        if (owner.isPresent() && owner.get().equals(attacker.side()) && Heroics.camp(s, attacker) == Camp.GOOD) {
            return Optional.of(target.id() + " is a hypnotised friend: good troops may not attack him (ET7)");
        }
        return Optional.empty();
    }

    /** A hypnotised piece starts no combat: red's may not attack, blue's may reply only to a piece that attacked it (ET7). */
    static Optional<String> mayNotStart(TurnLog log, Piece p) {
        LoneWolfState s = log.state();
        if (!Heroics.hypnotised(s, p)) {
            return Optional.empty();
        }
        boolean attacked = log.events().stream().anyMatch(e -> e instanceof herald.engine.lonewolf.events.PieceAttacked a
                && a.defender().equals(p.id()));
        return p.side().equals(s.red()) || !attacked
                ? Optional.of(p.id() + " is hypnotised: he may not start a combat, only reply to an attacker (ET7)")
                : Optional.empty();
    }

    /** ", under the control of ... until ..." for a hypnotised piece that changed hands. */
    static String controlNote(LoneWolfState s, Piece p) {
        Optional<String> until = mark(p, ControlChanged.CONTROLLED);
        return until.isPresent() ? ": it is hypnotised, under the control of " + SideNames.inSentence(s.sideName(p.side())) + " to the end of turn "
                + until.get() + " (ET7)" : "";
    }
}
