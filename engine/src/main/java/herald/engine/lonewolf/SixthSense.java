package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.PieceRevealed;
import herald.engine.lonewolf.events.SkillRolled;

/**
 * K3 Sixth Sense (L1649-1658): at the start of his side's movement phase each turn (the digest's reading: every turn)
 * a Kai Lord with it rolls 1D100, unless his standing order SIXTHSENSE is OFF: 1-40 nothing, 41-60 roll again at once,
 * 61-100 the enemy places every hidden piece on the board. The roll is made whether or not the enemy has hidden pieces,
 * so the roll itself tells nothing. Once a Kai Lord of the side succeeds, the others do not roll that turn.
 */
final class SixthSense {
    private SixthSense() {}

    static void roll(TurnLog log, String side, Dice dice) {
        for (Piece k : log.state().living(side)) {
            if (!k.has(Skill.SIXTH_SENSE) || !Standing.on(k, "SIXTHSENSE")) {
                continue;
            }
            SkillBook.Entry e = log.state().skills().of(Skill.SIXTH_SENSE);
            while (true) {
                int roll = dice.roll(100);
                boolean again = e.inBand("again", roll);
                boolean reveal = e.inBand("reveal", roll);
                log.emit(new SkillRolled(2, k.id(), Skill.SIXTH_SENSE.key(), null, "senses for hidden dangers", roll,
                        "nothing " + e.bands().get("nothing") + ", again " + e.bands().get("again") + ", reveal " + e.bands().get("reveal"),
                        reveal ? "every hidden enemy is placed on the board" : again ? "roll again" : "nothing detected", false));
                if (reveal) {
                    for (Piece p : log.state().livingEnemiesOf(side)) {
                        if (log.state().hidden(p.id())) {
                            log.record(new PieceRevealed(p.id(), p.square(), k.id() + "'s Sixth Sense (K3)"));
                        }
                    }
                    return;
                }
                if (!again) {
                    break;
                }
            }
        }
    }
}
