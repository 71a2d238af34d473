package herald.engine.darkage;

import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One figure on the table, on a round base (the point is its centre). Its numbers are its profile's; what the game
 * did to it is here: knocked down or out, the Hero Points it holds, the weapons broken and powers lost by fumbles, a
 * Sundered shield, what it did this turn (moved, ran, shot a crossbow), special ammunition left and a lit torch.
 *
 * @param id as players write it in orders, e.g. "Ulf"; unique in the game, matched without regard to case
 * @param profile the key of its profile (warband.json or the scenario's own)
 * @param heroSpentIn the phase it last spent a Hero Point in, "T3 shooting", or null
 * @param moved the inches it moved this turn; {@code ran} whether it ran
 * @param shotCrossbow the turn it last shot a crossbow (it reloads through the next), 0 for never
 * @param ammo special ammunition left by kind ("fire-arrow", "holy-water"), limited (S8)
 * @param outTurn the turn it was taken out of the game, 0 while in it
 * @param blessed Fate-roll bonus until the end of this turn (Blessing)
 */
public record Figure(String id, String side, String profile, Point at, Condition condition, int heroPoints,
        String heroSpentIn, double moved, boolean ran, boolean shieldLost, List<String> broken, List<String> lostPowers,
        int shotCrossbow, Map<String, Integer> ammo, boolean torchLit, int outTurn, int blessed) {

    /** Standing, knocked down (FT1: equal to Fate) or out of the game (below it). */
    public enum Condition {
        STANDING, DOWN, OUT
    }

    public Figure {
        broken = List.copyOf(broken);
        lostPowers = List.copyOf(lostPowers);
        ammo = new TreeMap<>(ammo);
    }

    public static Figure placed(String id, String side, String profile, Point at, int heroPoints, Map<String, Integer> ammo,
            boolean torch) {
        return new Figure(id, side, profile, at, Condition.STANDING, heroPoints, null, 0, false, false, List.of(), List.of(),
                0, ammo, torch, 0, 0);
    }

    public boolean inGame() {
        return condition != Condition.OUT;
    }

    public boolean down() {
        return condition == Condition.DOWN;
    }

    public int ammo(String kind) {
        return ammo.getOrDefault(kind, 0);
    }

    public Figure withAt(Point to, double inches, boolean running) {
        return new Figure(id, side, profile, to, condition, heroPoints, heroSpentIn, moved + inches, ran || running,
                shieldLost, broken, lostPowers, shotCrossbow, ammo, torchLit, outTurn, blessed);
    }

    public Figure withCondition(Condition c, int turn) {
        return new Figure(id, side, profile, at, c, heroPoints, heroSpentIn, moved, ran, shieldLost, broken, lostPowers,
                shotCrossbow, ammo, c == Condition.OUT ? false : torchLit, c == Condition.OUT ? turn : outTurn, blessed);
    }

    public Figure withHeroPoints(int points, String spentIn) {
        return new Figure(id, side, profile, at, condition, points, spentIn, moved, ran, shieldLost, broken, lostPowers,
                shotCrossbow, ammo, torchLit, outTurn, blessed);
    }

    public Figure withShieldLost() {
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, true, broken, lostPowers,
                shotCrossbow, ammo, torchLit, outTurn, blessed);
    }

    public Figure withBroken(String weapon) {
        List<String> b = new ArrayList<>(broken);
        b.add(weapon);
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, b, lostPowers,
                shotCrossbow, ammo, torchLit, outTurn, blessed);
    }

    public Figure withLostPower(String power) {
        List<String> l = new ArrayList<>(lostPowers);
        l.add(power);
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, broken, l,
                shotCrossbow, ammo, torchLit, outTurn, blessed);
    }

    public Figure withCrossbowShot(int turn) {
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, broken,
                lostPowers, turn, ammo, torchLit, outTurn, blessed);
    }

    public Figure withAmmoUsed(String kind) {
        Map<String, Integer> a = new TreeMap<>(ammo);
        a.put(kind, Math.max(0, ammo(kind) - 1));
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, broken,
                lostPowers, shotCrossbow, a, torchLit, outTurn, blessed);
    }

    public Figure withTorch(boolean lit) {
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, broken,
                lostPowers, shotCrossbow, ammo, lit, outTurn, blessed);
    }

    public Figure withBlessed(int bonus) {
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, moved, ran, shieldLost, broken,
                lostPowers, shotCrossbow, ammo, torchLit, outTurn, bonus);
    }

    /** A new turn: nothing moved yet, no blessing left. */
    public Figure withTurnBegun() {
        return new Figure(id, side, profile, at, condition, heroPoints, heroSpentIn, 0, false, shieldLost, broken,
                lostPowers, shotCrossbow, ammo, torchLit, outTurn, 0);
    }
}
