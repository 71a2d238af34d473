package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.BrutalityUsed;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.MoraleTested;
import herald.engine.lonewolf.events.ZoneWithstood;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Aura of Goodness (HA6), Inspire Terror (ET6), Rally (HA7) and Brutality (ET3) in the morale phase. */
class MoraleZonesTest {

    private static int mod(MoraleTested m, String name) {
        return m.modifiers().stream().filter(x -> x.name().startsWith(name)).mapToInt(Modifier::value).sum();
    }

    /**
     * <pre>
     *   6 . . . . .
     *   5 . G G . .     G1 G2 one Giak unit, facing S
     *   4 . . . . .
     *   3 . . P . .     P1 a hero with Aura of Goodness: 2 squares from G1 and G2
     *   2 . . . . .
     *   1 . . . . .
     *     A B C D E
     * </pre>
     */
    private static Battle aura() {
        return Heroes.of(Battle.open(5, 6),
                "P1 sommerlund human sword plate shield veteran C3 N class=hero name=Pelathar skills=aura-of-goodness",
                "G1 giaks giak sword mail - regular B5 S unit=band",
                "G2 giaks giak sword mail - regular C5 S unit=band");
    }

    @Test
    void given_an_evil_unit_within_2_squares_of_an_Aura_of_Goodness_then_it_tests_at_minus_2_and_after_a_Carry_On_not_again() {
        // initiative 6 v 3; no fighting; the Giaks test: 2D6 6 + 6 = 4 + 12 − 2 = 14, Carry On
        Battle.Turn t = aura().turn(Map.of("sommerlund", "HOLD P1", "giaks", "HOLD G1"), 6, 3, 6, 6);
        MoraleTested m = t.all(MoraleTested.class).get(0);
        assertEquals(-2, mod(m, "aura of goodness"));
        assertTrue(m.reasons().get(0).contains("Aura of Goodness (HA6)"));
        assertEquals("Carry On", m.result());
        assertEquals(1, t.all(ZoneWithstood.class).size());
        Battle.Turn next = t.after().turn(Map.of("sommerlund", "HOLD P1", "giaks", "HOLD G1"), 6, 3);
        assertTrue(next.all(MoraleTested.class).isEmpty(), "steady against P1's aura");
    }

    @Test
    void given_a_good_unit_in_an_Inspire_Terror_zone_it_tests_at_minus_2_and_a_Rally_hero_next_to_it_adds_3() {
        Battle b = Heroes.of(Battle.open(5, 6),
                "S1 sommerlund human sword leather - regular B2 N unit=spears",
                "S2 sommerlund human sword leather - regular C2 N unit=spears",
                "P1 sommerlund human sword plate shield veteran D2 N class=hero name=Pelathar skills=rally",
                "V1 giaks vordak sword none - veteran C4 S class=hero name=Vordak skills=inspire-terror");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD P1", "giaks", "HOLD V1"), 6, 3, 1);
        MoraleTested m = t.all(MoraleTested.class).get(0);
        assertEquals(-2, mod(m, "inspire terror"));
        assertEquals(3, mod(m, "rally by P1"));
        assertEquals(10 + 1 - 2 + 3 + 1, m.value(), "10 + 1D6 1 − 2 terror + 3 rally + 1 hero with the unit");
    }

    @Test
    void a_neutral_unit_tests_at_minus_1_in_Inspire_Terror() {
        Battle b = Heroes.of(Battle.open(5, 6),
                "S1 sommerlund human sword leather - regular B2 N unit=spears",
                "P1 sommerlund human sword plate shield veteran E1 N class=hero name=Pelathar",
                "V1 giaks vordak sword none - veteran C4 S class=hero name=Vordak skills=inspire-terror");
        LoneWolfState s = b.state;
        Morale.Unit u = new Morale.Unit("sommerlund", "spears");
        assertEquals(-2, MoraleZones.zones(s, u).get(0).modifier());
        PlaySheet human = s.sheets().get("human");
        PlaySheet neutral = new PlaySheet(human.race(), human.name(), "neutral", human.source(), human.note(), human.weaponChart(),
                human.basicFiring(), human.combatValue(), human.firingModifiers(), human.cover(), human.combatModifiers(),
                human.movement(), human.terrainCost(), human.morale(), human.hits());
        Map<String, PlaySheet> sheets = new java.util.HashMap<>(s.sheets());
        sheets.put("human", neutral);
        LoneWolfState n = s.withSetUp(s.scenario(), sheets, s.board(), s.sides(), s.pieces(), s.hitRules(), s.houseRules(), s.hidden(),
                s.skills());
        assertEquals(-1, MoraleZones.zones(n, u).get(0).modifier());
    }

    @Test
    void given_Brutality_next_to_a_unit_that_could_rout_then_he_kills_one_instead_of_the_test_once_per_unit() {
        Battle b = Heroes.of(Battle.open(5, 6),
                "P1 sommerlund human sword plate shield veteran C3 N class=hero name=Pelathar skills=aura-of-goodness",
                "G1 giaks giak sword mail - regular B5 S unit=band",
                "G2 giaks giak sword mail - regular C5 S unit=band",
                "K1 giaks giak sword mail - veteran C6 S class=hero name=Gorgak skills=brutality");
        // worst roll 4 + 2 − 2 + 1 = 5: a Rout is possible, so Brutality (default ROUT) is used
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD P1", "giaks", "HOLD K1"), 6, 3);
        BrutalityUsed used = t.all(BrutalityUsed.class).get(0);
        assertEquals("G1", used.victim(), "the piece of the unit next to him listed first");
        assertTrue(t.all(MoraleTested.class).isEmpty());
        assertFalse(t.after().piece("G1").alive());
        // next turn the unit tests: Brutality works on a unit once
        Battle.Turn next = t.after().turn(Map.of("sommerlund", "HOLD P1", "giaks", "HOLD K1"), 6, 3, 6, 6);
        assertEquals(1, next.all(MoraleTested.class).size());
        assertTrue(next.all(BrutalityUsed.class).isEmpty());
    }

    @Test
    void brutality_standing_order_NEVER_keeps_the_test() {
        Battle b = Heroes.of(Battle.open(5, 6),
                "P1 sommerlund human sword plate shield veteran C3 N class=hero name=Pelathar skills=aura-of-goodness",
                "G1 giaks giak sword mail - regular B5 S unit=band",
                "G2 giaks giak sword mail - regular C5 S unit=band",
                "K1 giaks giak sword mail - veteran C6 S class=hero name=Gorgak skills=brutality");
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD P1", "giaks", "STANDING K1 BRUTALITY NEVER"), 6, 3, 6, 6);
        assertTrue(t.all(BrutalityUsed.class).isEmpty());
        assertEquals(1, t.all(MoraleTested.class).size());
        assertEquals(List.of("NEVER"), List.of(t.after().piece("K1").powers().standing().get("BRUTALITY")));
    }

    @Test
    void a_steady_unit_s_other_tests_ignore_the_zone_unless_the_house_rule_keeps_its_modifier() {
        Battle b = aura();
        LoneWolfState s = b.state;
        for (String id : List.of("G1", "G2")) {
            s = s.withPiece(s.pieceOrThrow(id).withPowers(s.pieceOrThrow(id).powers().withMark(ZoneWithstood.MARK + "P1")));
        }
        Morale.Unit band = new Morale.Unit("giaks", "band");
        assertTrue(MoraleZones.zones(s, band).isEmpty());
        LoneWolfState kept = new Battle(s).withOptions(Map.of(HouseRules.ZONE_STEADY, "modifier")).state;
        List<String> why = new java.util.ArrayList<>();
        List<Modifier> mods = new java.util.ArrayList<>();
        MoraleZones.add(kept, band, why, mods);
        assertTrue(why.isEmpty() && mods.isEmpty(), "no test for the zone itself");
        why.add("lost 1 of 2 this turn");
        MoraleZones.add(kept, band, why, mods);
        assertEquals(List.of(new Modifier("aura of goodness", -2)), mods);
        assertEquals(1, why.size());
    }
}
