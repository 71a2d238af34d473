package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.fantasywarriors.events.CreatureSummoned;
import herald.engine.fantasywarriors.events.DruidicPowerUsed;
import herald.engine.fantasywarriors.events.DuelFought;
import herald.engine.fantasywarriors.events.EnchantmentCast;
import herald.engine.fantasywarriors.events.ShieldCast;
import herald.engine.fantasywarriors.events.TerrorCast;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Whole battles on the Witch Knoll (wizards on both sides, the enchantress, a druid by a wood), played by the simulated
 * warchiefs through the ruleset's own seams: every order they write is accepted, and magic is cast.
 */
class MagicBattleTest {

    static String field() throws java.io.IOException {
        try (var in = MagicBattleTest.class.getResourceAsStream("magic-field.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theSimulatedWarchiefsCastSpellsAndEveryOrderIsAccepted() throws Exception {
        Set<String> cast = new TreeSet<>();
        for (String seed : List.of("knoll-1", "knoll-2", "knoll-3", "knoll-4")) {
            SimulatedBattle.fight(field(), "magic-field.json", Map.of(), seed, 8, (before, e, w) -> {
                if (e instanceof TerrorCast || e instanceof ShieldCast || e instanceof DuelFought
                        || e instanceof CreatureSummoned || e instanceof EnchantmentCast || e instanceof DruidicPowerUsed) {
                    cast.add(e.getClass().getSimpleName());
                }
            });
        }
        System.out.println("magic cast on the Witch Knoll: " + cast);
        assertTrue(cast.size() >= 3, "several kinds of magic are cast: " + cast);
    }
}
