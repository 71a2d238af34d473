package herald.engine.skirmish;

import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterRetreated;
import herald.engine.skirmish.events.RetreatBlocked;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Retreats (R1, R2, AR1; the text gives no procedure, R18). Each hex of a retreat goes to a free
 * neighbouring hex the character could walk into (no MP cost, no jumps, no climbing the balcony).
 * Under {@code retreat=away-from-attacker} (default) that hex must be farther from the enemy that
 * caused the retreat (the attackers, the shooter, or the defender for AR1); the one farthest from it
 * is taken. Under {@code retreat=defender-chooses} the owner's standing choice applies: the free
 * hex next to the fewest enemies, then the farthest. Ties go to the hex most directly away (centre to
 * centre), then to the first direction clockwise from N.
 * A character that cannot retreat stays and is wounded ({@code retreat-blocked=wounded}, default)
 * or stunned ({@code retreat-blocked=stunned}).
 */
final class Retreat {
    private Retreat() {}

    static void retreat(TurnLog log, String id, int hexes, List<Hex> from, String cause) {
        for (int i = 0; i < hexes; i++) {
            Character c = log.state().characterOrThrow(id);
            if (!c.alive()) {
                return;
            }
            Optional<Hex> to = choose(log.state(), c, from);
            if (to.isEmpty()) {
                boolean wounded = log.state().options().retreatBlocked().equals("wounded");
                log.emit(new RetreatBlocked(id, c.hex(), wounded ? "wounded" : "stunned"));
                if (wounded) {
                    Effects.wound(log, id, "retreat blocked");
                } else {
                    Effects.stun(log, id, "retreat blocked");
                }
                return;
            }
            log.emit(new CharacterRetreated(id, c.hex(), to.get(), cause));
        }
    }

    static Optional<Hex> choose(SkirmishState s, Character c, List<Hex> from) {
        int now = distance(c.hex(), from);
        boolean away = s.options().retreat().equals("away-from-attacker");
        List<Hex> around = c.hex().neighbours();
        Comparator<Hex> byDistance = Comparator.comparingInt(h -> distance(h, from));
        Comparator<Hex> byExposure = Comparator.comparingInt(h -> -exposure(s, c, h));
        Comparator<Hex> order = away ? byDistance.thenComparing(byExposure) : byExposure.thenComparing(byDistance);
        return around.stream()
                .filter(h -> Movement.step(s, c, c.hex(), h, true).problem() == null)
                .filter(h -> !away || distance(h, from) > now)
                .max(order.thenComparingDouble(h -> straight(h, from))
                        .thenComparing(Comparator.comparingInt((Hex h) -> around.indexOf(h)).reversed()));
    }

    private static int distance(Hex h, List<Hex> from) {
        return from.stream().mapToInt(f -> f.distance(h)).min().orElse(0);
    }

    /** The straight-line distance between hex centres to the nearest source: the most directly away wins ties. */
    private static double straight(Hex h, List<Hex> from) {
        return from.stream().mapToDouble(f -> Math.hypot(1.5 * (h.q() - f.q()),
                Math.sqrt(3) * ((h.r() - f.r()) + (h.q() - f.q()) / 2.0))).min().orElse(0);
    }

    private static int exposure(SkirmishState s, Character c, Hex h) {
        return (int) s.livingEnemiesOf(c.side()).stream().filter(e -> e.hex().adjacentTo(h)).count();
    }
}
