package herald.engine.fantasywarriors;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The Companion's modules an army list may allow (digest §3): what each needs in the army to be fielded, and the
 * race it is written for where the book names one. An army list names the modules it may use; reading it checks that
 * each named module is fielded and that nothing it fields is a module it does not name.
 */
public enum CompanionModule {
    SPEECH(null, Set.of(), a -> a.has(Role.WARCHIEF)),
    FIREWATER(null, Set.of(), a -> a.has(Role.UNIT)),
    POISONED_ARROWS(null, Set.of(), a -> a.profiles().stream().anyMatch(Profile::poisonedArrows)),
    FLYING(null, Set.of(), a -> a.profiles().stream().anyMatch(p -> p.flags().flyer())),
    BATTLEFIELD_EQUIPMENT(null, Set.of(), a -> !a.equipment().isEmpty()),
    // L525-564: a goblin warchief starts it
    WAR_CHANT(null, Set.of("goblin"), a -> a.has(Role.WARCHIEF)),
    // L574-576: an army solely of wood elves
    FORWARD_SET_UP(null, Set.of("wood-elf"), a -> a.profiles().stream().allMatch(p -> p.race().equals("wood-elf"))),
    MERCENARIES(null, Set.of(), a -> a.profiles().stream().anyMatch(Profile::mercenary)),
    BALLISTA(Role.BALLISTA, Set.of(), a -> a.has(Role.BALLISTA)),
    WAR_CANNON(Role.WAR_CANNON, Set.of("dwarf"), a -> a.has(Role.WAR_CANNON)),
    WAR_GIANT(Role.WAR_GIANT, Set.of("goblin"), a -> a.has(Role.WAR_GIANT)),
    // the Companion's mammoth is the barbarians' (L798); barbarians are men in Herald's lists
    WAR_MAMMOTH(Role.WAR_MAMMOTH, Set.of("man"), a -> a.has(Role.WAR_MAMMOTH)),
    MERCENARY_DRAGON(Role.DRAGON, Set.of(), a -> a.has(Role.DRAGON)),
    MERCENARY_GIANT(Role.GIANT, Set.of(), a -> a.has(Role.GIANT)),
    PALADIN(Role.PALADIN, Set.of(), a -> a.has(Role.PALADIN)),
    DESTROYER(Role.DESTROYER, Set.of(), a -> a.has(Role.DESTROYER)),
    MARKSMAN(Role.MARKSMAN, Set.of(), a -> a.has(Role.MARKSMAN)),
    ENCHANTRESS(Role.ENCHANTRESS, Set.of(), a -> a.has(Role.ENCHANTRESS)),
    DRUID(Role.DRUID, Set.of(), a -> a.has(Role.DRUID)),
    // arcane terror, shield, haste, the duel and the fiend are cast by a wizard (L1157-1159)
    NEW_SPELLS(null, Set.of(), a -> a.has(Role.WIZARD));

    private final Role role;
    private final Set<String> races;
    private final Predicate<Army> fielded;

    CompanionModule(Role role, Set<String> races, Predicate<Army> fielded) {
        this.role = role;
        this.races = races;
        this.fielded = fielded;
    }

    /** Its key in an army list: "poisoned-arrows". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The profile role that is this module, if it is one: a war cannon is the war-cannon module. */
    public Optional<Role> role() {
        return Optional.ofNullable(role);
    }

    /** The army races the book writes it for; empty if any army may. */
    public Set<String> races() {
        return races;
    }

    /** Whether {@code army} has what the module needs: it may name it and field it. */
    public boolean fieldedBy(Army army) {
        return army.modules().contains(this) && (races.isEmpty() || races.contains(army.race())) && fielded.test(army);
    }

    /** Whether the army has what it needs, whether or not it names it. */
    boolean couldBeFieldedBy(Army army) {
        return (races.isEmpty() || races.contains(army.race())) && fielded.test(army);
    }
}
