package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.DisciplinesRolled;
import java.util.List;

/** Where the skill orders enter the turn: K0's roll before turn 1's initiative, Healing, Kinship and Mindblast in a firing phase. */
final class KaiPowers {
    private KaiPowers() {}

    /**
     * A side's skill orders at the start of its part of firing phase {@code phase}, before its FIRE orders: HEAL and
     * KINSHIP in phase 1, MINDBLAST in the phase it names (1 unless PHASE 3).
     */
    static void firePhase(TurnLog log, int phase, String side, List<Order> orders, Dice dice) {
        for (Order o : orders) {
            if (log.state().piece(o.piece()).filter(p -> p.side().equals(side)).isEmpty()) {
                continue;
            }
            if (o instanceof Order.Heal h && phase == 1) {
                Healing.heal(log, h, dice);
            } else if (o instanceof Order.Kinship k && phase == 1) {
                AnimalKinship.attempt(log, k, dice);
            } else if (o instanceof Order.Mindblast m && m.phase() == phase) {
                Mindblast.blast(log, phase, m, dice);
            }
        }
    }

    /**
     * K0 with option kai-disciplines=roll: at the start of turn 1 the umpire rolls 1D10 for each Kai Lord with a card
     * listing skills; he keeps that many, the first of his card's list (the player lists them by preference).
     */
    static void rollDisciplines(TurnLog log, Dice dice) {
        LoneWolfState s = log.state();
        if (s.turn() != 1 || !"roll".equals(s.houseRules().values().get(HouseRules.KAI_DISCIPLINES))) {
            return;
        }
        for (Piece p : s.pieces()) {
            if (p.alive() && p.kind() == PieceClass.KAI_LORD && p.card() != null && !p.card().skills().isEmpty()) {
                int roll = dice.roll(10);
                List<String> all = p.card().skills();
                log.emit(new DisciplinesRolled(p.id(), roll, all.subList(0, Math.min(roll, all.size()))));
            }
        }
    }
}
