package herald.engine.lonewolf;

/**
 * One cell of a hit chart, as the closed set of effects the engine knows (H2-H10). Absent numbers
 * are 0 and absent flags false.
 *
 * @param mp movement points lost for the rest of the game (H3)
 * @param combat combat value lost, in percentage points of the Final Combat % (H9)
 * @param stunned no moving, shooting or close combat next turn; attackers' chance doubled (H6)
 * @param halfChances Final Firing % and Final Combat % halved (H5)
 * @param blinded must be led by an adjacent friend or moves randomly (H7)
 * @param noCharge may not charge (H8)
 * @param noMove may not move (H10)
 * @param noFight may not attack in close combat (H10)
 * @param dead removed from play
 */
public record HitEffect(String text, Integer mp, Integer combat, Boolean stunned, Boolean halfChances, Boolean blinded,
        Boolean noCharge, Boolean noMove, Boolean noFight, Boolean dead) {

    public HitEffect {
        mp = mp == null ? 0 : mp;
        combat = combat == null ? 0 : combat;
        stunned = Boolean.TRUE.equals(stunned);
        halfChances = Boolean.TRUE.equals(halfChances);
        blinded = Boolean.TRUE.equals(blinded);
        noCharge = Boolean.TRUE.equals(noCharge);
        noMove = Boolean.TRUE.equals(noMove);
        noFight = Boolean.TRUE.equals(noFight);
        dead = Boolean.TRUE.equals(dead);
    }
}
