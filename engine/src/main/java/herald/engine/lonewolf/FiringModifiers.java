package herald.engine.lonewolf;

/**
 * The firing modifiers the engine knows; their values are play-sheet data. The cover a target claims
 * (light, medium, heavy: CV1) comes from the target's own sheet; what each degree is worth to the
 * shooter from the firer's.
 */
public record FiringModifiers(String source, String note,
        SheetValue targetMoved, SheetValue targetShield, SheetValue firerVeteran, SheetValue firerPoor,
        SheetValue coverLight, SheetValue coverMedium, SheetValue coverHeavy) {

    public int cover(CoverDegree degree) {
        return switch (degree) {
            case LIGHT -> coverLight.value();
            case MEDIUM -> coverMedium.value();
            case HEAVY -> coverHeavy.value();
            case NONE, IMPASSABLE_TO_SIGHT -> 0;
        };
    }
}
