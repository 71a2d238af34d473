package herald.engine.skirmish;

/**
 * One entry of the roster (characters.json). Every number is ours: the rule text gives none.
 *
 * @param mounted the profile on horseback, or null for a type that never rides
 * @param missile bow | crossbow | javelin | none
 */
public record CharacterType(String name, Profile foot, Profile mounted, Boolean armoured, String missile,
        String source, String note) {

    public record Profile(Integer attack, Integer defence, Integer move) {}

    public Profile profile(boolean onHorse) {
        return onHorse ? mounted : foot;
    }

    public boolean shoots() {
        return !"none".equals(missile);
    }
}
