package herald.engine.lonewolf;

/**
 * A race's Test Morale, Morale Value, Morale Modifiers and Morale Results (M2-M4).
 *
 * @param base the number of the Basic Morale Value (Humans 10, Giaks 4)
 * @param d6 how many D6 are added to it (Humans 1, Giaks 2)
 * @param casualtiesInTurn the % of the unit's strength at the start of the turn which, lost in the turn, forces a test
 * @param halfStrength the % of the unit's original strength which, once lost, forces a test every turn
 */
public record MoraleSheet(String source, String note, SheetValue base, SheetValue d6, SheetValue casualtiesInTurn,
        SheetValue halfStrength, Modifiers modifiers, Results results) {

    /** The morale modifiers the engine knows; their values are play-sheet data. */
    public record Modifiers(String source, String note, SheetValue halfStrength, SheetValue flankOrRear,
            SheetValue monster, SheetValue leaderKilled, SheetValue friendRouted, SheetValue heroWithUnit) {}

    /** Modified Morale Value × unit type (training, M4) → result. */
    public record Results(String source, String note, Bands poor, Bands regular, Bands veteran) {
        public Bands of(Training t) {
            return switch (t) {
                case POOR -> poor;
                case REGULAR -> regular;
                case VETERAN -> veteran;
            };
        }
    }

    /** At least {@code carryOn}: Carry On; at least {@code retire}: Retire; less: Rout. */
    public record Bands(Integer carryOn, Integer retire, String source, String note) {
        public MoraleResult of(int value) {
            return value >= carryOn ? MoraleResult.CARRY_ON : value >= retire ? MoraleResult.RETIRE : MoraleResult.ROUT;
        }
    }
}
