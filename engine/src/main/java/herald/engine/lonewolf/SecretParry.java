package herald.engine.lonewolf;

import herald.engine.lonewolf.events.AttackHeld;
import herald.engine.lonewolf.events.ParryUsed;
import java.util.Optional;

/**
 * Secret Parry (HA4, L1860-1865): when an enemy attacks him in combat, a hero with it may parry: no enemy attack on
 * him in that combat phase can wound him, and he makes no attack of his own — in this phase if he has not yet
 * attacked, else in the next turn's (digest HA4). In an email game nobody is at the table to decide as the blow
 * falls, so his player's standing order decides: {@code STANDING P1 PARRY ALWAYS|WOUNDED|NEVER}. The default,
 * WOUNDED, parries once he carries a wound (a fit hero trades blows; a hurt one saves himself).
 */
final class SecretParry {
    private SecretParry() {}

    /** Whether {@code defender} parries {@code attacker}'s blow; if so the events are emitted and the blow is not struck. */
    static boolean blocks(TurnLog log, Piece attacker, Piece defender) {
        LoneWolfState s = log.state();
        if (!defender.has(Skill.SECRET_PARRY) || !defender.alive() || Heroics.hypnotised(s, defender)) {
            return false;
        }
        if (!defender.powers().marks().contains(ParryUsed.PARRIED + s.turn())) {
            String when = Standing.value(defender, Heroics.PARRY);
            boolean parry = when.equals("ALWAYS") || when.equals("WOUNDED") && !defender.condition().wounds().isEmpty();
            if (!parry) {
                return false;
            }
            log.emit(new ParryUsed(defender.id(), attacker.id(), defender.attacked() ? s.turn() + 1 : s.turn()));
        }
        log.emit(new AttackHeld(attacker.id(), defender.id() + "'s Secret Parry blocks the blow: it cannot wound him (HA4)"));
        return true;
    }

    /** Why {@code p} may not attack this turn because he parried last turn after attacking, if so. */
    static Optional<String> forfeited(LoneWolfState s, Piece p) {
        return p.powers().marks().contains(ParryUsed.FORFEIT + s.turn()) && !p.powers().marks().contains(ParryUsed.PARRIED + s.turn())
                ? Optional.of(p.id() + " used Secret Parry after attacking last turn: he makes no attack this turn (HA4)")
                : Optional.empty();
    }
}
