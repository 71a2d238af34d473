package herald.engine.lonewolf;

/** The combat modifiers the engine knows; their values are play-sheet data. */
public record CombatModifiers(String source, String note,
        SheetValue attackerVeteran, SheetValue attackerPoor, SheetValue defenderShield, SheetValue defenderInCover,
        SheetValue flankAttack, SheetValue rearAttack) {}
