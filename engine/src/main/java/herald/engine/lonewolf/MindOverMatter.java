package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.MissileDeflected;
import herald.engine.lonewolf.events.SkillRolled;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * K10 Mind over Matter (L1799-1807): a Kai Lord about to be shot at rolls 1D100 (standing order MINDOVERMATTER, default
 * ON); on 1-30 the missile lands in a square next to him that his player chooses, and any piece there is hit without a
 * roll; the firer does not roll. The choice is the standing order DEFLECT: ENEMY (default) the square of an enemy of the
 * Kai Lord next to him, the one nearest the firer, else an empty square nearest the firer; EMPTY only an empty square.
 * With no empty square either, the missile strikes the adjacent piece nearest the firer. Ties: N, NE, E ... clockwise.
 */
final class MindOverMatter {
    private MindOverMatter() {}

    /** Rolls for a Kai Lord about to be shot; true when the missile was deflected (and its landing resolved). */
    static boolean deflects(TurnLog log, int phase, Piece firer, Piece target, Fire.Shot shot, Dice dice) {
        if (!target.has(Skill.MIND_OVER_MATTER) || !Standing.on(target, "MINDOVERMATTER")) {
            return false;
        }
        Reveal.opening(log, firer, "it opens fire");
        int roll = dice.roll(100);
        boolean deflected = log.state().skills().of(Skill.MIND_OVER_MATTER).inBand("deflected", roll);
        log.emit(new SkillRolled(phase, target.id(), Skill.MIND_OVER_MATTER.key(), firer.id(), "turns aside " + firer.id()
                + "'s " + shot.weapon(), roll, log.state().skills().of(Skill.MIND_OVER_MATTER).bands().get("deflected"),
                deflected ? "deflected" : "not deflected", false));
        if (!deflected) {
            return false;
        }
        LoneWolfState s = log.state();
        Square landing = landing(s, firer, target);
        Optional<Piece> struck = s.occupant(landing);
        log.emit(new MissileDeflected(phase, firer.id(), shot.weapon(), target.id(), landing, struck.map(Piece::id).orElse(null)));
        struck.ifPresent(p -> Hits.take(log, p, "struck by " + firer.id() + "'s missile, deflected by " + target.id(), dice));
        return true;
    }

    static Square landing(LoneWolfState s, Piece firer, Piece target) {
        List<Square> around = target.square().neighbours().stream().filter(q -> s.board().contains(q)).toList();
        Comparator<Square> nearest = Comparator.comparingInt(q -> q.rangeTo(firer.square()));
        if (!"EMPTY".equals(Standing.value(target, "DEFLECT"))) {
            Optional<Square> enemy = around.stream()
                    .filter(q -> s.occupantSeenBy(q, target.side()).filter(p -> !p.side().equals(target.side())).isPresent())
                    .min(nearest);
            if (enemy.isPresent()) {
                return enemy.get();
            }
        }
        return around.stream().filter(q -> s.occupant(q).isEmpty()).min(nearest)
                .orElseGet(() -> around.stream().min(nearest).orElseThrow());
    }
}
