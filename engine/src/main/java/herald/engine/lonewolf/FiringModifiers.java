package herald.engine.lonewolf;

/** The firing modifiers the engine knows; their values are play-sheet data. */
public record FiringModifiers(String source, String note,
        SheetValue targetMoved, SheetValue targetShield, SheetValue firerVeteran, SheetValue firerPoor,
        SheetValue targetInScrub, SheetValue targetInRocks, SheetValue targetInTrees, SheetValue targetBehindWall) {}
