package herald.engine.lonewolf;

import java.util.ArrayList;
import java.util.List;

/**
 * The wounds a hero, Kai Lord or monster carries. Effects stack and last the game (H3);
 * {@code stunnedTurn} is the game turn the latest stun applies to (0: never stunned).
 */
public record Condition(List<Wound> wounds, int stunnedTurn) {
    public static final Condition FIT = new Condition(List.of(), 0);

    public Condition {
        wounds = List.copyOf(wounds);
    }

    public Condition plus(Wound w) {
        List<Wound> all = new ArrayList<>(wounds);
        all.add(w);
        return new Condition(all, w.effect().stunned() ? Math.max(stunnedTurn, w.turn() + 1) : stunnedTurn);
    }

    public int mpLost() {
        return wounds.stream().mapToInt(w -> w.effect().mp()).sum();
    }

    public int combatLost() {
        return wounds.stream().mapToInt(w -> w.effect().combat()).sum();
    }

    public boolean halfChances() {
        return wounds.stream().anyMatch(w -> w.effect().halfChances());
    }

    public boolean blinded() {
        return wounds.stream().anyMatch(w -> w.effect().blinded());
    }

    public boolean noCharge() {
        return wounds.stream().anyMatch(w -> w.effect().noCharge());
    }

    public boolean noMove() {
        return wounds.stream().anyMatch(w -> w.effect().noMove());
    }

    public boolean noFight() {
        return wounds.stream().anyMatch(w -> w.effect().noFight());
    }

    /** Stunned in game turn {@code turn}: the turn after the hit, or (house rule "from-hit") also the rest of the turn of the hit. */
    public boolean stunnedIn(int turn, HouseRules rules) {
        return stunnedTurn != 0 && (turn == stunnedTurn || rules.stunFromHit() && turn == stunnedTurn - 1);
    }
}
