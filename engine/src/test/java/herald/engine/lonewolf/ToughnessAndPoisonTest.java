package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.WoundIgnored;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Strength (HA2), Hard as Nails (ET4), Immunity to poison (HA3) and Poisoner (ET5). */
class ToughnessAndPoisonTest {

    /**
     * <pre>
     *   3 . . G . .     G1 Giak, or K1 Kootak the poisoner, facing S
     *   2 . . P . .     P1 a hero of Sommerlund, facing N
     *   1 . . . . .
     *     A B C D E
     * </pre>
     */
    private static Battle duel(String pSkills, String gLine) {
        return Heroes.of(Battle.open(5, 3),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar" + (pSkills == null ? "" : " skills=" + pSkills),
                gLine);
    }

    private static final String GIAK = "G1 giaks giak sword mail - regular C3 S";
    private static final String KOOTAK = "K1 giaks drakkarim sword plate shield veteran C3 S class=hero name=Kootak skills=poisoner,hard-as-nails";

    @Test
    void given_Strength_when_a_slight_wound_strikes_then_it_is_ignored_and_a_worse_one_is_not() {
        // initiative 6 v 3: Sommerlund red, P1 holds; G1 hits (1): severity 10 slight, location 90 body
        Battle.Turn t = duel("strength", GIAK).turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK G1 P1"), 6, 3, 1, 10, 90);
        WoundIgnored w = t.all(WoundIgnored.class).get(0);
        assertEquals("strength", w.skill());
        assertTrue(t.after().piece("P1").condition().wounds().isEmpty());
        // a Wound (severity 50) is taken as usual
        t = duel("strength", GIAK).turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK G1 P1"), 6, 3, 1, 50, 90);
        assertEquals(1, t.after().piece("P1").condition().wounds().size());
    }

    @Test
    void given_Hard_as_Nails_when_the_first_wound_is_critical_then_it_is_ignored_and_spent_and_the_second_counts() {
        Battle b = Heroes.of(Battle.open(5, 3),
                "S1 sommerlund human sword leather - regular C2 N",
                "K1 giaks drakkarim sword plate shield veteran C3 S class=hero name=Kootak skills=hard-as-nails");
        // S1 hits (1): severity 95 critical, location 5 head: deadly, but ignored
        Battle.Turn t = b.turn(Map.of("sommerlund", "ATTACK S1 K1", "giaks", "HOLD K1"), 6, 3, 1, 95, 5);
        assertTrue(t.after().piece("K1").alive());
        assertEquals(1, t.after().piece("K1").powers().usedOf(Skill.HARD_AS_NAILS));
        assertTrue(t.lines().stream().anyMatch(l -> l.contains("Hard as Nails") && l.contains("spent")));
        t = t.after().turn(Map.of("sommerlund", "ATTACK S1 K1", "giaks", "HOLD K1"), 6, 3, 1, 95, 5);
        assertFalse(t.after().piece("K1").alive());
    }

    @Test
    void given_a_Poisoner_when_he_strikes_rank_and_file_then_it_counts_as_unarmoured_and_its_shield_is_ignored() {
        Battle plain = Heroes.of(Battle.open(5, 3), "S1 sommerlund human sword mail shield regular C2 N",
                "K1 giaks drakkarim sword plate shield veteran C3 S class=hero name=Kootak");
        Battle poisoner = Heroes.of(Battle.open(5, 3), "S1 sommerlund human sword mail shield regular C2 N", KOOTAK);
        Combat.Blow normal = Combat.assess(plain.state, plain.piece("K1"), plain.piece("S1")).value();
        Combat.Blow poisoned = Combat.assess(poisoner.state, poisoner.piece("K1"), poisoner.piece("S1")).value();
        assertEquals(poisoner.state.sheet(poisoner.piece("K1")).combatValue().weapons().get("sword").of(Armour.NONE), poisoned.basic(),
                "read in the no-armour column");
        assertTrue(normal.modifiers().stream().anyMatch(m -> m.name().equals("shield")));
        assertFalse(poisoned.modifiers().stream().anyMatch(m -> m.name().equals("shield")));
        assertTrue(poisoned.basic() > normal.basic());
    }

    @Test
    void given_a_Poisoner_when_he_wounds_a_hero_then_20_is_added_to_the_severity_roll_unless_the_hero_is_immune() {
        // Kootak (blue) replies: hits (1), severity 60 +20 = 80 serious, location 90 body
        Battle.Turn t = duel(null, KOOTAK).turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK K1 P1"), 6, 3, 1, 60, 90);
        HitRolled hit = t.all(HitRolled.class).get(0);
        assertEquals("Serious wound", hit.severity());
        assertTrue(hit.cause().contains("60 +20 = 80"), hit.cause());

        t = duel("immunity-to-poison", KOOTAK).turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK K1 P1"), 6, 3, 1, 60, 90);
        assertEquals("Wound", t.all(HitRolled.class).get(0).severity());
        PieceAttacked a = t.all(PieceAttacked.class).get(0);
        assertTrue(a.modifiers().stream().map(Modifier::name).noneMatch(n -> n.startsWith("poisoned")));
    }

    /**
     * <pre>
     *   3 . K J . .     K1 Kootak the poisoner and J1 his shield-bearer, one unit, on P1's front diagonal and front
     *   2 . . P . .     P1 a hero of Sommerlund, facing N
     * </pre>
     * With diagonal-combat=join the two add their percentages (C5); the grouping's hit is poisoned (ours).
     */
    @Test
    void given_a_Poisoner_in_a_combat_grouping_when_its_hits_wound_a_hero_then_they_are_poisoned_too() {
        Battle b = Heroes.of(Battle.open(5, 3), "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar",
                "K1 giaks drakkarim sword plate shield veteran B3 S class=hero name=Kootak unit=band skills=poisoner",
                "J1 giaks drakkarim sword plate shield veteran C3 S class=hero name=Jarak unit=band")
                .withOptions(Map.of("diagonal-combat", "join"));
        Battle.Turn t = b.turn(Map.of("sommerlund", "HOLD P1", "giaks", "ATTACK J1 K1 P1"), 6, 3, 1, 60, 90, 99, 99, 99);
        HitRolled hit = t.all(HitRolled.class).get(0);
        assertTrue(hit.cause().startsWith("multiple combat by J1, K1") && hit.cause().contains("severity 60 +20 = 80"), hit.cause());
    }

    @Test
    void poisoned_arrows_strip_a_soldier_s_armour_and_shield_too() {
        Battle b = Heroes.of(Battle.open(5, 8), "S1 sommerlund human sword mail shield regular C1 N",
                "K1 giaks giak shortbow,sword mail - veteran C6 S class=hero name=Archer skills=poisoner");
        Fire.Shot shot = Fire.assess(b.state, b.piece("K1"), b.piece("S1")).value();
        assertEquals(b.state.sheets().get("giak").basicFiring().weapons().get("shortbow").of(Armour.NONE), shot.basic());
        assertFalse(shot.modifiers().stream().anyMatch(m -> m.name().equals("shield")));
    }
}
