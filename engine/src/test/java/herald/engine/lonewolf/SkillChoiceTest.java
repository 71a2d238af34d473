package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import org.junit.jupiter.api.Test;

/** HA0 and ET0: which Heroic Abilities, Evil Tricks and weaponskills a hero's card may list, checked at set-up. */
class SkillChoiceTest {

    private static String problem(String hero) {
        String json = Heroes.json(Battle.open(5, 5), hero, "S9 sommerlund human sword leather - regular A1 N",
                "G9 giaks giak sword mail - regular E5 S");
        return assertThrows(ScenarioException.class, () -> Battle.RULES.setUp(json, "test.json")).getMessage();
    }

    private static void fine(String hero) {
        String json = Heroes.json(Battle.open(5, 5), hero, "S9 sommerlund human sword leather - regular A1 N",
                "G9 giaks giak sword mail - regular E5 S");
        assertDoesNotThrow(() -> Battle.RULES.setUp(json, "test.json"));
    }

    @Test
    void a_good_hero_takes_heroic_abilities_only() {
        fine("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=rally,salmon-leap");
        String m = problem("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=rally,poisoner");
        assertTrue(m.contains("pieces[0].card.skills[1]") && m.contains("P1 (Pelathar, good)") && m.contains("Poisoner")
                && m.contains("HA0"), m);
    }

    @Test
    void an_evil_hero_takes_evil_tricks_only_and_his_camp_is_his_race_s_without_an_alignment() {
        fine("K1 giaks giak sword mail - veteran C4 S class=hero name=Gorgak skills=brutality,hard-as-nails");
        String m = problem("K1 giaks giak sword mail - veteran C4 S class=hero name=Gorgak skills=strength");
        assertTrue(m.contains("K1 (Gorgak, evil)") && m.contains("ET0"), m);
    }

    @Test
    void a_neutral_hero_takes_both() {
        fine("K1 giaks giak sword mail - veteran C4 S class=hero name=Grim align=neutral skills=strength,poisoner");
    }

    @Test
    void only_vordak_and_helghast_take_mind_blast_and_mind_shield() {
        fine("V1 giaks vordak sword none - veteran C4 S class=hero name=Vordak skills=mind-blast,mind-shield");
        String m = problem("K1 giaks giak sword mail - veteran C4 S class=hero name=Gorgak skills=mind-blast");
        assertTrue(m.contains("only vordak and helghast heroes may (ET0"), m);
    }

    @Test
    void a_kai_discipline_is_for_kai_lords_only() {
        String m = problem("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=healing");
        assertTrue(m.contains("Kai Discipline"), m);
    }

    @Test
    void a_weaponskill_only_for_a_weapon_on_the_race_s_play_sheet() {
        fine("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=weaponskill:longbow");
        String m = problem("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=weaponskill:pike");
        assertTrue(m.contains("play sheet has no pike"), m);
    }

    @Test
    void a_gourgaz_never_takes_a_missile_weaponskill_though_his_sheet_has_javelins() {
        fine("Z1 giaks gourgaz sword mail - veteran C4 S class=hero name=Gourgaz_chief skills=weaponskill:sword");
        String m = problem("Z1 giaks gourgaz sword mail - veteran C4 S class=hero name=Gourgaz_chief skills=weaponskill:javelin");
        assertTrue(m.contains("Gourgaz never take a missile weaponskill"), m);
    }

    @Test
    void an_arquebus_weaponskill_for_a_dwarf_only_and_never_for_an_evil_hero() {
        fine("D1 sommerlund dwarf axe mail - veteran C2 N class=hero name=Dwarf_captain skills=weaponskill:arquebus");
        String m = problem("P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=weaponskill:arquebus");
        assertTrue(m.contains("play sheet has no arquebus"), m);
        m = problem("D1 giaks dwarf axe mail - veteran C4 S class=hero name=Renegade align=evil skills=weaponskill:arquebus");
        assertTrue(m.contains("evil hero's list has no arquebus"), m);
    }
}
