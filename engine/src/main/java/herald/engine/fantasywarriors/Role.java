package herald.engine.fantasywarriors;

import java.util.Locale;

/**
 * What a profile in an army list is: a unit (or the crew that serves an engine), one of the individuals the base game
 * and the Companion name, an engine of the Companion's artillery or one of its huge creatures (L681-860).
 */
public enum Role {
    UNIT(Category.UNIT), CREW(Category.UNIT),
    WARCHIEF(Category.INDIVIDUAL), BATTLE_LEADER(Category.INDIVIDUAL), HERO(Category.INDIVIDUAL),
    WIZARD(Category.INDIVIDUAL), PRIEST(Category.INDIVIDUAL), SOOTHSAYER(Category.INDIVIDUAL), SCOUT(Category.INDIVIDUAL),
    COURIER(Category.INDIVIDUAL), PALADIN(Category.INDIVIDUAL), DESTROYER(Category.INDIVIDUAL),
    MARKSMAN(Category.INDIVIDUAL), ENCHANTRESS(Category.INDIVIDUAL), DRUID(Category.INDIVIDUAL),
    // summoned during play, never deployed: a wizard's fiend (L1279), a druid's tree spirit (L1126)
    FIEND(Category.INDIVIDUAL), TREE_SPIRIT(Category.INDIVIDUAL),
    BALLISTA(Category.ARTILLERY), WAR_CANNON(Category.ARTILLERY),
    WAR_GIANT(Category.HUGE_CREATURE), WAR_MAMMOTH(Category.HUGE_CREATURE), DRAGON(Category.HUGE_CREATURE),
    GIANT(Category.HUGE_CREATURE);

    /** Where an army list keeps it: individuals apart, everything that stands on the table as a unit in "units". */
    public enum Category {
        UNIT, INDIVIDUAL, ARTILLERY, HUGE_CREATURE
    }

    private final Category category;

    Role(Category category) {
        this.category = category;
    }

    public Category category() {
        return category;
    }

    /** Listed under "units" rather than "individuals". */
    public boolean isUnit() {
        return category != Category.INDIVIDUAL;
    }

    /** Leads a command, so has a leadership (the core §2). */
    public boolean leads() {
        return this == WARCHIEF || this == BATTLE_LEADER;
    }

    /** Its key in an army list: "battle-leader". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
