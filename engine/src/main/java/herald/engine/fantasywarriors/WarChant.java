package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The goblin war chant (Companion L527-564): from the first threat phase the whole goblin army chants, on hold orders,
 * until the chant rises or fails. The book adds the warchief's worth (L544) where its example adds his leadership
 * (L552-554): the caller says which, by the game's option (see the ruleset's README).
 */
public final class WarChant {
    private WarChant() {}

    /**
     * One threat phase's chant.
     *
     * @param warchief the warchief's leadership, or his worth under the other reading
     */
    public record Chant(int warchief, boolean night, int talismans, boolean goodOmens, boolean enemyBadOmens,
            boolean battleDrum) {}

    public static Scored raise(Chant c, Dice dice, Tables t) {
        List<Integer> rolled = new ArrayList<>(List.of(dice.roll(6)));
        if (c.night()) {
            rolled.add(dice.roll(6)); // +1D6 at night
        }
        List<Modifier> m = new ArrayList<>();
        m.add(new Modifier("warchief", c.warchief()));
        for (int i = 0; i < c.talismans(); i++) {
            m.add(new Modifier("talisman", t.modifier("war-chant", "talisman")));
        }
        if (c.goodOmens()) {
            m.add(new Modifier("good omens", t.modifier("war-chant", "good-omens")));
        }
        if (c.enemyBadOmens()) {
            m.add(new Modifier("the enemy's omens bad", t.modifier("war-chant", "enemy-bad-omens")));
        }
        if (c.battleDrum()) {
            m.add(new Modifier("battle drum", t.modifier("war-chant", "battle-drum")));
        }
        return t.table("war-chant").score(rolled, m);
    }
}
