package herald.engine.skirmish;

import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterKilled;
import herald.engine.skirmish.events.CharacterStunned;
import herald.engine.skirmish.events.CharacterWounded;
import herald.engine.skirmish.events.HorseKilled;
import herald.engine.skirmish.events.HorseLoose;
import herald.engine.skirmish.events.RiderDismounted;
import java.util.Comparator;
import java.util.List;

/**
 * What a table result does to the character it falls on (keys L47-53, L95-137). A second wound
 * kills. S on a rider also dismounts him (as the combat key says, for missiles too); his horse, if
 * it lives, stands riderless in a free neighbouring hex (the one farthest from the enemy; if none is
 * free it bolts off the map). A rider killed by K leaves his unharmed horse riderless in his hex.
 */
final class Effects {
    private Effects() {}

    /** Applies a result to the defender or target; {@code enemies} are the hexes it retreats away from. */
    static void onDefender(TurnLog log, String id, Result r, String cause, List<Hex> enemies) {
        Character c = log.state().characterOrThrow(id);
        if (!c.alive()) {
            return;
        }
        switch (r) {
            case K:
                kill(log, id, cause, true);
                break;
            case K_HK:
                kill(log, id, cause, false);
                break;
            case W:
                wound(log, id, cause);
                break;
            case W_HK:
                if (c.wounded()) {
                    kill(log, id, cause + ", a second wound", false);
                } else {
                    wound(log, id, cause);
                    horseKilled(log, id, cause);
                }
                break;
            case S:
                stun(log, id, cause);
                break;
            case S_HK:
                horseKilled(log, id, cause);
                stun(log, id, cause);
                break;
            case HK:
                horseKilled(log, id, cause);
                break;
            case R1:
                Retreat.retreat(log, id, 1, enemies, cause);
                break;
            case R2:
                Retreat.retreat(log, id, 2, enemies, cause);
                break;
            default:
                break;
        }
    }

    static void kill(TurnLog log, String id, String cause, boolean horseStays) {
        Character c = log.state().characterOrThrow(id);
        log.emit(new CharacterKilled(id, log.state().turn(), cause));
        if (c.mounted() && horseStays) {
            log.emit(new HorseLoose("H" + id, id, c.hex()));
        }
    }

    static void wound(TurnLog log, String id, String cause) {
        Character c = log.state().characterOrThrow(id);
        if (c.wounded()) {
            kill(log, id, cause + ", a second wound", true);
        } else {
            log.emit(new CharacterWounded(id, cause));
        }
    }

    /** Stuns; a rider stunned is also dismounted, his horse loose nearby. */
    static void stun(TurnLog log, String id, String cause) {
        log.emit(new CharacterStunned(id, cause));
        Character c = log.state().characterOrThrow(id);
        if (c.mounted()) {
            log.emit(new RiderDismounted(id, "stunned"));
            log.emit(new HorseLoose("H" + id, id, freeHexNear(log.state(), c).orElse(null)));
        }
    }

    static void horseKilled(TurnLog log, String id, String cause) {
        if (log.state().characterOrThrow(id).mounted()) {
            log.emit(new HorseKilled(id, cause));
        }
    }

    private static java.util.Optional<Hex> freeHexNear(SkirmishState s, Character rider) {
        Character mountedProbe = new Character("H" + rider.id(), rider.side(), rider.type(), rider.hex(), true, false,
                false, false, 0);
        List<Character> enemies = s.livingEnemiesOf(rider.side());
        return rider.hex().neighbours().stream()
                .filter(h -> Movement.step(s, mountedProbe, rider.hex(), h, true).problem() == null)
                .max(Comparator.comparingInt((Hex h) -> enemies.stream().mapToInt(e -> e.hex().distance(h)).min().orElse(99))
                        .thenComparing(Comparator.comparingInt((Hex h) -> rider.hex().neighbours().indexOf(h)).reversed()));
    }
}
