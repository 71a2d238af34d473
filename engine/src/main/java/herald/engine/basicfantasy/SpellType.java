package herald.engine.basicfantasy;

/**
 * One spell's numbers from spells.json (R9): its range, whom it targets and what it deals. What each spell does is
 * {@link Magic}'s; only the numbers are data.
 *
 * @param targets friend | enemy
 * @param offensive a failed Magic Test turns it on the caster's own unit (R9b)
 * @param strength the hit it deals, or null
 * @param radius Blast's reach around its target, or null
 * @param heals wounds Heal mends, or null
 * @param bonus what Melee monster adds, or null
 */
public record SpellType(String name, Integer range, String targets, Boolean offensive, Integer strength, Integer radius,
        Integer heals, Integer bonus, String source, String note) {

    public boolean onFriends() {
        return "friend".equals(targets);
    }
}
