package herald.engine.lonewolf;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Hero Card (G2): the values on it take precedence over the race's play sheet. Weapons, armour
 * and shield are the piece's own (as for any piece); the card adds a name and may replace the MP
 * allowance and any row of Basic Firing % or Combat Value % (a weaponskill is written into its row).
 *
 * @param alignment good, evil or neutral; shown on the record sheet
 * @param movement MP allowance, or null for the play sheet's
 * @param skills its Kai Disciplines, Heroic Abilities or Evil Tricks by {@link Skill#key()}; a weaponskill as "weaponskill:sword"
 */
public record HeroCard(String name, String alignment, Integer movement, Map<String, ArmourRow> basicFiring,
        Map<String, ArmourRow> combatValue, List<String> skills, String source, String note) {

    public HeroCard {
        basicFiring = basicFiring == null ? Map.of() : new TreeMap<>(basicFiring);
        combatValue = combatValue == null ? Map.of() : new TreeMap<>(combatValue);
        skills = skills == null ? List.of() : List.copyOf(skills);
    }
}
