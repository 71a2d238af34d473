package herald.engine.lonewolf;

import java.util.Comparator;
import java.util.Optional;

/**
 * The simulated player's use of the skill orders: a healer heals the worst-wounded character next to him (himself
 * included); a mind blaster blasts the nearest enemy character or monster in reach, else the nearest rank-and-file
 * piece. Either replaces the piece's fire that turn.
 */
final class SkillPlayer {
    private SkillPlayer() {}

    static Optional<String> line(LoneWolfState s, Piece p) {
        if (p.has(Skill.HEALING)) {
            Optional<Piece> patient = s.living(p.side()).stream()
                    .filter(f -> Healing.problem(s, p, f, f.id(), null).isEmpty())
                    .max(Comparator.comparingInt(f -> f.condition().wounds().size()));
            if (patient.isPresent()) {
                return Optional.of("HEAL " + p.id() + " " + patient.get().id());
            }
        }
        if (Mindblast.skillOf(p).isPresent()) {
            Optional<Piece> target = s.livingEnemiesOf(p.side()).stream()
                    .filter(e -> Mindblast.problem(s, p, e, e.id()).isEmpty())
                    .min(Comparator.comparingInt((Piece e) -> e.kind().takesWounds() ? 0 : 1)
                            .thenComparingInt(e -> p.rangeTo(e)));
            if (target.isPresent()) {
                return Optional.of("MINDBLAST " + p.id() + " AT " + target.get().id());
            }
        }
        return Optional.empty();
    }
}
