package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The play sheet's tables as data (5.1, 5.2), and Herald's warband and powers beside them. */
class PlaySheetDataTest {
    private static final Armour ARMOUR = Data.armour();

    @Test
    void the_armour_table_has_the_sheets_24_rows_and_every_row_obeys_AR_7_plus_body_helm_shield() {
        assertEquals(24, ARMOUR.table().size());
        for (Armour.Row r : ARMOUR.table()) {
            int body = r.wears().contains("leather") ? 1 : r.wears().contains("byrnie") ? 2 : r.wears().contains("hauberk") ? 3 : 0;
            int helm = r.wears().contains("light-helm") ? 1 : r.wears().contains("full-helm") ? 2 : 0;
            int shield = r.wears().contains("shield") ? 2 : 0;
            assertEquals(r.ar(), 7 + body + helm + shield, r.sheet());
            assertEquals(r.ar(), ARMOUR.ar(r.wears()), r.sheet());
        }
        Map<Integer, Long> perAr = ARMOUR.table().stream().collect(Collectors.groupingBy(Armour.Row::ar, Collectors.counting()));
        assertEquals(Map.of(7, 1L, 8, 2L, 9, 4L, 10, 5L, 11, 5L, 12, 4L, 13, 2L, 14, 1L), perAr, "the sheet's groups");
    }

    @Test
    void derived_004_D_1_byrnie_full_helm_and_shield_is_13_and_hauberk_full_helm_and_shield_14() {
        assertEquals(13, ARMOUR.ar(List.of("byrnie", "full-helm", "shield")));
        assertEquals(14, ARMOUR.ar(List.of("hauberk", "full-helm", "shield")));
        assertEquals(2, ARMOUR.shieldBonus(List.of("hauberk", "shield")));
    }

    @Test
    void armour_weight_by_body_or_by_AR() throws ScenarioException {
        Options byBody = Options.defaults();
        Options byAr = Options.parse(Map.of("armour-weight", "by-ar"));
        assertEquals(Armour.Weight.LIGHT, ARMOUR.weight(List.of("leather", "full-helm", "shield"), byBody));
        assertEquals(Armour.Weight.MEDIUM, ARMOUR.weight(List.of("byrnie"), byBody));
        assertEquals(Armour.Weight.HEAVY, ARMOUR.weight(List.of("hauberk"), byBody));
        assertEquals(Armour.Weight.MEDIUM, ARMOUR.weight(List.of("leather", "full-helm", "shield"), byAr), "AR 12");
        assertEquals(Armour.Weight.LIGHT, ARMOUR.weight(List.of("hauberk"), byAr), "AR 10");
        assertEquals(Armour.Weight.HEAVY, ARMOUR.weight(List.of("byrnie", "full-helm", "shield"), byAr), "AR 13");
    }

    @Test
    void both_weapon_tables_exactly_as_printed() {
        String fighting = Data.weapons().fighting().stream().map(w -> w.name() + "," + Modifier.signed(w.attack()) + ","
                + Modifier.signed(w.fate()) + (w.sunder() ? ",can Sunder" : "")).collect(Collectors.joining("\n"));
        assertEquals(String.join("\n", "Unarmed – unskilled,+0,+1", "Unarmed – skilled,+1,+0", "Improvised weapon,+0,+1",
                "Improvised weapon, large,+0,+0", "Club,+1,+0", "Club, large,+2,+0", "Quarterstaff,+3,+0", "Dagger,+1,−1",
                "Javelin,+1,−1", "Axe, throwing,+2,−1", "Sword, short,+2,−1", "Axe, one-handed,+3,−1,can Sunder",
                "Spear,+2,−2", "Sword, long,+3,−1", "Axe, two-handed,+4,−2,can Sunder", "Lance,+4,−2"), fighting);
        String shooting = Data.weapons().shooting().stream().map(w -> w.name() + "," + Modifier.signed(w.attack()) + ","
                + w.range() + "," + Modifier.signed(w.fate()) + (w.reload() ? ",*" : "")).collect(Collectors.joining("\n"));
        assertEquals(String.join("\n", "Improvised weapon,+0,3,+1", "Dagger,+1,6,−1", "Javelin,+1,9,−1",
                "Axe, throwing,+2,6,−1", "Sling,+2,12,−1", "Bow, hunting,+2,16,−1", "Spear,+2,9,−2", "Crossbow,+2,20,−2,*",
                "Bow, war,+2,20,−2"), shooting);
        assertEquals("war bow", Data.weapons().shootingWeapon("war-bow").called());
        assertEquals("two-handed axe", Data.weapons().fightingWeapon("great-axe").called());
    }

    @Test
    void the_warband_is_heralds_and_holds_every_figure_the_issue_asks_for() {
        Map<String, Profile> w = Data.warband();
        assertTrue(w.values().stream().allMatch(p -> p.source().equals("Herald")));
        assertEquals(List.of("Norman", "Saxon", "Viking"), w.values().stream().map(Profile::culture).distinct().sorted().toList());
        assertTrue(w.get("viking-hero").has("hero"));
        assertEquals("miracle", Data.powers().get(w.get("saxon-priest").powers().get(0)).kind());
        assertEquals("wyrd", Data.powers().get(w.get("viking-seeress").powers().get(0)).kind());
        assertEquals(14, ARMOUR.ar(w.get("norman-knight").armour()));
        assertTrue(Data.powers().values().stream().allMatch(p -> p.source().equals("Herald")));
        assertEquals(8, Data.powers().get("bolt-of-fire").fireRating(), "the sheet's rating (5.2.5)");
        assertEquals(7, Data.powers().get("storm-of-fire").fireRating());
    }

    @Test
    void a_mistake_in_a_profile_names_the_file_the_path_and_what_is_allowed() {
        String json = "{\"source\": \"x\", \"note\": null, \"profiles\": {\"odd\": {\"name\": \"Odd\", \"culture\": \"Viking\","
                + " \"speed\": 1, \"sv\": 1, \"fv\": 1, \"fate\": 5, \"leadership\": 1, \"armour\": [\"byrnie\", \"hauberk\"],"
                + " \"fighting\": [], \"shooting\": [], \"traits\": [], \"heroPoints\": 0, \"powers\": [], \"source\": \"Herald\","
                + " \"note\": null}}}";
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> Data.readWarband(json, "w.json", ARMOUR, Data.weapons(), Data.powers()));
        assertEquals("w.json: profiles.odd.armour: two pieces in one slot", e.getMessage());
        ScenarioException unknown = assertThrows(ScenarioException.class, () -> Data.readWarband(
                json.replace("\"byrnie\", \"hauberk\"", "\"plate\""), "w.json", ARMOUR, Data.weapons(), Data.powers()));
        assertTrue(unknown.getMessage().startsWith("w.json: profiles.odd.armour: unknown piece \"plate\""), unknown.getMessage());
        ScenarioException key = assertThrows(ScenarioException.class, () -> Data.readWarband(
                json.replace("\"speed\": 1,", "\"speed\": 1, \"pace\": 2,"), "w.json", ARMOUR, Data.weapons(), Data.powers()));
        assertTrue(key.getMessage().contains("profiles.odd: unknown key \"pace\""), key.getMessage());
    }
}
