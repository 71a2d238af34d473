package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * HA0 and ET0, checked when a scenario is read: which skills a hero's card may list. A good hero takes
 * Heroic Abilities only, an evil hero Evil Tricks only, a neutral hero either (L1817-1819); only Vordak and
 * Helghast take Mind Blast and Mind Shield (L1886-1888); a weaponskill only for a weapon on the race's play
 * sheet, never a missile weaponskill for a Gourgaz, an arquebus only for a Dwarf (L1821-1825, L1894-1897).
 * Kai Lords choose Kai Disciplines (K0), which are checked elsewhere: their cards are left alone here.
 */
final class SkillChoice {
    private SkillChoice() {}

    static void check(Scenario.PieceSpec p, String at, String src, Map<String, PlaySheet> sheets, SkillBook book)
            throws ScenarioException {
        if (p.card() == null || p.card().skills().isEmpty() || "kai-lord".equals(p.kind())) {
            return;
        }
        PlaySheet sheet = sheets.get(p.race());
        Camp camp = ScenarioReader.camp(p, sheets);
        String who = p.id() + " (" + (p.card().name() == null ? p.race() : p.card().name()) + ", " + camp.key() + ")";
        for (int k = 0; k < p.card().skills().size(); k++) {
            String entry = p.card().skills().get(k);
            String place = src + ": " + at + ".card.skills[" + k + "]: ";
            Skill skill = Skill.parse(entry).orElseThrow();
            SkillBook.Entry e = book.of(skill);
            if (skill == Skill.WEAPONSKILL) {
                weaponskill(entry, place, who, p, sheet, camp, e);
                continue;
            }
            if (e.group().equals("kai")) {
                throw new ScenarioException(place + who + " cannot take " + e.title() + ": it is a Kai Discipline,"
                        + " for Kai Lords only (K0); heroes take Heroic Abilities or Evil Tricks (HA0, ET0)");
            }
            if (camp == Camp.GOOD && !e.group().equals("heroic")) {
                throw new ScenarioException(place + who + " cannot take " + e.title() + ": good heroes take Heroic"
                        + " Abilities only, not Evil Tricks (HA0, L1817-1818)");
            }
            if (camp == Camp.EVIL && !e.group().equals("evil")) {
                throw new ScenarioException(place + who + " cannot take " + e.title() + ": evil heroes take Evil"
                        + " Tricks only, not Heroic Abilities (ET0, L1817-1818)");
            }
            if (!e.races().isEmpty() && !e.races().contains(p.race())) {
                throw new ScenarioException(place + who + " cannot take " + e.title() + ": only "
                        + String.join(" and ", e.races()) + " heroes may (ET0, L1886-1888)");
            }
        }
    }

    private static void weaponskill(String entry, String place, String who, Scenario.PieceSpec p, PlaySheet sheet,
            Camp camp, SkillBook.Entry e) throws ScenarioException {
        String weapon = Skill.weaponOf(entry).orElseThrow(() -> new ScenarioException(place
                + "write a weaponskill with its weapon, e.g. \"weaponskill:sword\""));
        boolean missile = sheet.isMissile(weapon);
        if (!missile && !sheet.isHandWeapon(weapon)) {
            throw new ScenarioException(place + who + " cannot take a " + weapon + " weaponskill: the " + sheet.name()
                    + " play sheet has no " + weapon + " (HA0, ET0, L1821-1825)");
        }
        if (missile && p.race().equals("gourgaz")) {
            throw new ScenarioException(place + who + " cannot take a " + weapon + " weaponskill: Gourgaz never take a"
                    + " missile weaponskill (ET0, L1896-1897)");
        }
        if (weapon.equals("arquebus") && !p.race().equals("dwarf")) {
            throw new ScenarioException(place + who + " cannot take an arquebus weaponskill: only Dwarves use"
                    + " arquebuses (HA0, L1824)");
        }
        List<String> allowed = new ArrayList<>();
        if (camp != Camp.EVIL) {
            allowed.addAll(e.weapons().getOrDefault("heroic", List.of()));
        }
        if (camp != Camp.GOOD) {
            allowed.addAll(e.weapons().getOrDefault("evil", List.of()));
        }
        if (!allowed.contains(weapon)) {
            throw new ScenarioException(place + who + " cannot take a " + weapon + " weaponskill: a " + camp.key()
                    + " hero's list has no " + weapon + " (" + (camp == Camp.EVIL ? "ET0" : "HA0") + ")");
        }
    }
}
