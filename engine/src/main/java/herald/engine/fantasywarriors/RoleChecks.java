package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.Profile.Special;
import java.util.EnumSet;
import java.util.Set;

/** What an entry must and must not have for its role, each rule with the line of the book or core it comes from. */
final class RoleChecks {
    private RoleChecks() {}

    // L618: a mercenary command's one individual is a hero, scout, marksman or destroyer; its battle leader leads it
    private static final Set<Role> MERCENARY_INDIVIDUALS = EnumSet.of(Role.BATTLE_LEADER, Role.HERO, Role.SCOUT,
            Role.MARKSMAN, Role.DESTROYER);
    // L285: poisoned arrows for goblins, orcs, amazons and mercenaries
    private static final Set<String> POISONERS = Set.of("goblin", "orc", "amazon");

    static void check(Profile p, String file, String at) throws ScenarioException {
        Role r = p.role();
        boolean unit = r == Role.UNIT || r == Role.CREW;
        require(unit == p.size().isPresent(), file, at + ".size", unit ? "a unit has a size {min, max}"
                : "only a unit has a size; a " + r.key() + " is one model");
        require(r.leads() == p.leadership().isPresent(), file, at + ".leadership", r.leads()
                ? "a " + r.key() + " has a leadership (1-6)" : "only warchiefs and battle leaders have a leadership");
        boolean caster = r == Role.WIZARD || r == Role.DRUID;
        require(caster == p.magicPower().isPresent(), file, at + ".magicPower", caster
                ? "a " + r.key() + " has magic power" : "only wizards and druids have magic power");
        require((r == Role.ENCHANTRESS) == p.enchantmentCounters().isPresent(), file, at + ".enchantmentCounters",
                r == Role.ENCHANTRESS ? "an enchantress has enchantment counters (L930)"
                        : "only an enchantress has enchantment counters");
        require((r == Role.DRAGON) == p.breathCounters().isPresent(), file, at + ".breathCounters",
                r == Role.DRAGON ? "a dragon has breath counters (L844)" : "only a dragon has breath counters");
        boolean engine = r.category() == Role.Category.ARTILLERY;
        require(engine == p.crew().isPresent(), file, at + ".crew", engine ? "an engine has a crew (L689, L721)"
                : "only an engine has a crew");
        boolean shoots = p.weapon().isMissile() && (r == Role.UNIT || engine || r == Role.WAR_GIANT
                || r == Role.WAR_MAMMOTH);
        require(!shoots || p.volleyCounters().isPresent(), file, at + ".volleyCounters",
                "a unit that shoots has volley counters (L286, L698, L778, L813)");
        require(r.isUnit() || p.volleyCounters().isEmpty(), file, at + ".volleyCounters",
                "an individual has no volley counters (a marksman needs none, L906)");
        require(p.flags().flyer() == p.move().air().isPresent(), file, at + ".move.air", p.flags().flyer()
                ? "a flyer has an air move (L309)" : "only a flyer has an air move");
        require(r != Role.DESTROYER || !p.flags().flyer(), file, at + ".flyer", "a destroyer is always on foot (L888)");
        require((r != Role.DRAGON && r != Role.GIANT) || p.mercenary(), file, at + ".mercenary",
                "a " + r.key() + " serves only in a mercenary command (L830, L853)");
        require(r.isUnit() || !p.mercenary() || MERCENARY_INDIVIDUALS.contains(r), file, at + ".mercenary",
                "a mercenary command's individual is a hero, scout, marksman or destroyer (L618), not a " + r.key());
        if (p.poisonedArrows()) {
            require(r == Role.UNIT, file, at + ".poisonedArrows", "poisoned arrows are a unit's volley counters (L284,"
                    + " L286; marksmen never use them, L907)");
            require(p.weapon().line() == WeaponLine.BOW, file, at + ".poisonedArrows",
                    "poisoned arrows are only for units armed with bows (L284)");
            require(POISONERS.contains(p.race()) || p.mercenary(), file, at + ".poisonedArrows",
                    "poisoned arrows are only for goblins, orcs, amazons and mercenaries (L285), not " + p.race());
        }
        for (Special s : p.specials().keySet()) {
            String place = at + ".specials." + s.key();
            switch (s) {
                case ARMY_STANDARD -> require(r == Role.WAR_GIANT || r == Role.WAR_MAMMOTH, file, place,
                        "only a war giant or war mammoth carries the army standard (L791, L822)");
                case CHAMPION -> require(r == Role.UNIT || r == Role.DRAGON || r == Role.GIANT, file, place,
                        "a champion is a unit's, or a dragon or giant's (L833, L856)");
                default -> require(r == Role.UNIT || r == Role.CREW, file, place,
                        "only a unit has a " + s.key().replace('-', ' ') + " special");
            }
        }
    }
}
