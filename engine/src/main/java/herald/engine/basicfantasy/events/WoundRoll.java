package herald.engine.basicfantasy.events;

import java.util.List;

/**
 * A wound test (R6 for shooting and spells against armour, R12 for close combat against resilience): one die per
 * hit, passing on {@code need} or more. An automatic result roll no die: {@code need} is 1 for an automatic pass
 * (strength 3 or more above) and 7 for an automatic fail (3 or more below).
 *
 * @param versus "A" (armour) or "R" (resilience)
 * @param value the target's armour or resilience
 */
public record WoundRoll(int strength, String versus, int value, int need, List<Integer> roll, int wounds) {

    public WoundRoll {
        roll = List.copyOf(roll);
    }

    public boolean automatic() {
        return need <= 1 || need >= 7;
    }

    /** "wounds S3 v A4 need 5+: 5 2 6 → 2 wounds", or "wounds S7 v A4: automatic pass → 3 wounds". */
    public String describe() {
        String head = "wounds S" + strength + " v " + versus + value;
        String tail = automatic() ? ": automatic " + (need <= 1 ? "pass" : "fail")
                : " need " + need + "+: " + Texts.dice(roll);
        return head + tail + " → " + Texts.count(wounds, "wound");
    }
}
