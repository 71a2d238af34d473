package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import herald.engine.lonewolf.events.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The Kai Disciplines that change numbers rather than add orders (K1 Camouflage, K2 Hunting, K4 Tracking,
 * K6 Weaponskill for every hero card), and K0: who may hold which skill, how a Kai Lord is armed by his
 * weaponskills, and which of a card's skills a piece holds when the disciplines are rolled for.
 */
public final class Disciplines {
    /** A piece's mark "kept:N": it holds only the first N skills of its card (K0, option kai-disciplines=roll). */
    static final String KEPT = "kept:";

    private Disciplines() {}

    /** The skills of {@code p}'s card it holds: all of them, or the first N after a K0 roll. */
    public static List<String> held(Piece p) {
        if (p.card() == null) {
            return List.of();
        }
        List<String> all = p.card().skills();
        return p.powers().marks().stream().filter(m -> m.startsWith(KEPT)).findFirst()
                .map(m -> all.subList(0, Math.min(all.size(), Integer.parseInt(m.substring(KEPT.length())))))
                .orElse(all);
    }

    /** K6/HA0/ET0 missile weaponskill (+10) and the target's K1 Camouflage (−2), named as the other firing modifiers. */
    static List<Modifier> firing(LoneWolfState s, Piece firer, Piece target, String weapon) {
        List<Modifier> out = new ArrayList<>();
        if (firer.hasWeaponskill(weapon)) {
            out.add(new Modifier("weaponskill", s.skills().of(Skill.WEAPONSKILL).modifier("firing")));
        }
        if (camouflaged(s, target)) {
            out.add(new Modifier("camouflage", s.skills().of(Skill.CAMOUFLAGE).modifier("enemyFiring")));
        }
        return out;
    }

    /**
     * K1: camouflaged in any terrain but flat (open ground), slope, rampart and steps. Slopes, hilltops, steps and
     * rampart walks are drawn as open ground on a level, so only a square whose terrain is not open and not listed counts.
     */
    static boolean camouflaged(LoneWolfState s, Piece p) {
        if (!p.has(Skill.CAMOUFLAGE)) {
            return false;
        }
        Terrain t = s.board().terrain(p.square());
        return t != Terrain.OPEN && !s.skills().of(Skill.CAMOUFLAGE).terrainExcept().contains(t.key()) && !s.board().isSlope(p.square());
    }

    /** K6/HA0/ET0 combat weaponskill with the hand weapon it fights with: +15. */
    static List<Modifier> combat(LoneWolfState s, Piece attacker) {
        return attacker.hasWeaponskill(attacker.hand())
                ? List.of(new Modifier("weaponskill", s.skills().of(Skill.WEAPONSKILL).modifier("combat")))
                : List.of();
    }

    /** K4 Tracking: +2 MP on the allowance. */
    static int extraMp(LoneWolfState s, Piece p) {
        return p.has(Skill.TRACKING) ? s.skills().of(Skill.TRACKING).modifier("mp") : 0;
    }

    /** K2 Hunting: rocks, scrub and trees cost what open ground costs, on foot only. */
    static OptionalInt cost(LoneWolfState s, Piece p, Terrain t) {
        if (p.has(Skill.HUNTING) && !p.mounted() && s.skills().of(Skill.HUNTING).terrainAsOpen().contains(t.key())) {
            return s.sheet(p).terrainCost().cost(Terrain.OPEN);
        }
        return s.sheet(p).terrainCost().cost(t);
    }

    /**
     * K0 at set-up: a Kai Lord takes only Kai Disciplines and weaponskills of the Kai list. Every other card is
     * {@link SkillChoice}'s (HA0, ET0).
     */
    static void check(Scenario scenario, Map<String, PlaySheet> sheets, SkillBook book, String src) throws ScenarioException {
        for (int i = 0; i < scenario.pieces().size(); i++) {
            Scenario.PieceSpec p = scenario.pieces().get(i);
            boolean kai = PieceClass.KAI_LORD.key().equals(p.kind());
            if (p.card() == null || !kai) {
                continue;
            }
            for (int k = 0; k < p.card().skills().size(); k++) {
                String entry = p.card().skills().get(k);
                Skill skill = Skill.parse(entry).orElseThrow();
                SkillBook.Entry e = book.of(skill);
                String at = src + ": pieces[" + i + "].card.skills[" + k + "]: " + p.id() + " ";
                if (skill == Skill.WEAPONSKILL) {
                    String group = "kai";
                    String weapon = Skill.weaponOf(entry).orElse("");
                    List<String> list = e.weapons().getOrDefault(group, List.of());
                    if (!list.contains(weapon)) {
                        throw new ScenarioException(at + "cannot take a weaponskill with \"" + weapon + "\": the " + group
                                + " list is " + String.join(", ", list) + " (K6, HA0, ET0)");
                    }
                } else if (!"kai".equals(e.group())) {
                    throw new ScenarioException(at + "is a Kai Lord: he takes only Kai Disciplines and weaponskills, not "
                            + e.title() + " (" + e.rule() + "; K0)");
                }
            }
        }
    }

    /**
     * K0 arming (L1629-1635), for every Kai Lord: a missile weaponskill gives him that weapon (in place of any other
     * missile weapon) and a sword if he has no hand weapon; a combat weaponskill gives him that weapon in place of his
     * hand weapon (the first such skill in his list, as a piece carries one hand weapon). Other pieces carry what the
     * scenario gives them.
     */
    static Scenario arm(Scenario scenario, Map<String, PlaySheet> sheets, String src) throws ScenarioException {
        List<Scenario.PieceSpec> out = new ArrayList<>();
        for (int i = 0; i < scenario.pieces().size(); i++) {
            Scenario.PieceSpec p = scenario.pieces().get(i);
            if (p.card() == null || !PieceClass.KAI_LORD.key().equals(p.kind())) {
                out.add(p);
                continue;
            }
            PlaySheet sheet = sheets.get(p.race());
            String missile = p.weapons().stream().filter(sheet::isMissile).findFirst().orElse(null);
            String hand = p.weapons().stream().filter(w -> !sheet.isMissile(w) && sheet.isHandWeapon(w)).findFirst().orElse(null);
            String skilledMissile = null;
            String skilledHand = null;
            for (String entry : p.card().skills()) {
                String w = Skill.weaponOf(entry).orElse(null);
                if (w == null) {
                    continue;
                }
                if (sheet.isMissile(w)) {
                    skilledMissile = skilledMissile == null ? w : skilledMissile;
                } else if (sheet.isHandWeapon(w)) {
                    skilledHand = skilledHand == null ? w : skilledHand;
                } else {
                    throw new ScenarioException(src + ": pieces[" + i + "].card.skills: " + p.id() + "'s weaponskill \"" + w
                            + "\" is no weapon of the " + sheet.name() + " play sheet (K0 arms him with it)");
                }
            }
            if (skilledMissile == null && skilledHand == null) {
                out.add(p);
                continue;
            }
            String newMissile = skilledMissile != null ? skilledMissile : missile;
            String newHand = skilledHand != null ? skilledHand : hand != null ? hand : "sword";
            List<String> weapons = new ArrayList<>();
            if (newMissile != null) {
                weapons.add(newMissile);
            }
            weapons.add(newHand);
            out.add(p.withWeapons(weapons));
        }
        return new Scenario(scenario.schema(), scenario.title(), scenario.description(), scenario.board(), scenario.sides(), out,
                scenario.turnLimit(), scenario.victory(), scenario.overrides(), scenario.source(), scenario.note());
    }
}
