package herald.engine.lonewolf;

/**
 * The combat modifiers the engine knows; their values are play-sheet data. {@code coverLight},
 * {@code coverMedium} and {@code coverHeavy} are what each degree of the defender's cover is worth to
 * this race's attackers (CV1, L1424: cover affects combat as well as fire). They are optional so that a
 * game set up before they existed (its set-up event carries the sheets it was played with) goes on with
 * the old flat {@code defenderInCover} for any cover, as it was played: see {@link CombatCover}.
 */
public record CombatModifiers(String source, String note,
        SheetValue attackerVeteran, SheetValue attackerPoor, SheetValue defenderShield, SheetValue defenderInCover,
        SheetValue flankAttack, SheetValue rearAttack, SheetValue coverLight, SheetValue coverMedium, SheetValue coverHeavy) {

    /** Does this sheet give combat cover by degree (all three values), or only the old flat value? */
    public boolean byDegree() {
        return coverLight != null && coverMedium != null && coverHeavy != null;
    }

    /** What a degree of cover is worth in combat; X (only met in odd data) counts as heavy: the defender can be reached. */
    public int cover(CoverDegree degree) {
        return switch (degree) {
            case LIGHT -> coverLight.value();
            case MEDIUM -> coverMedium.value();
            case HEAVY, IMPASSABLE_TO_SIGHT -> coverHeavy.value();
            case NONE -> 0;
        };
    }
}
