package herald.engine.lonewolf;

import java.util.Optional;

/**
 * A race's play sheet: the numbers the firing, combat and movement rules read. The firer's (or
 * attacker's, or mover's) sheet is the one consulted. Loaded from
 * {@code herald/engine/lonewolf/playsheets/<race>.json}; see the README there.
 *
 * @param camp good, evil or neutral (L62-72): the camp of the race's pieces unless a Hero Card says otherwise
 * @param morale the morale sections; required for a race whose rank-and-file pieces are in play
 * @param hits a monster's own hit chart (H2); required for a race whose pieces are monsters
 */
public record PlaySheet(String race, String name, String camp, String source, String note,
        WeaponChart weaponChart, PercentTable basicFiring, PercentTable combatValue,
        FiringModifiers firingModifiers, CoverRow cover, CombatModifiers combatModifiers,
        ArmourRow movement, TerrainRow terrainCost, MoraleSheet morale, HitChart hits) {

    public boolean isMissile(String weapon) {
        return weaponChart.weapons().containsKey(weapon);
    }

    public boolean isHandWeapon(String weapon) {
        return combatValue.weapons().containsKey(weapon);
    }

    public Optional<RangeBands> range(String missileWeapon) {
        return Optional.ofNullable(weaponChart.weapons().get(missileWeapon));
    }
}
