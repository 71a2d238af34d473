package herald.engine.darkage;

import java.util.List;
import java.util.Map;

/**
 * The armour table (5.1) as the sheet prints it, with the pieces whose bonuses every row obeys: AR = 7 + body + helm +
 * shield (A1). A figure's AR is computed from what it wears, so a combination the sheet never prints (there is none
 * it leaves out, short of two helms or leather under mail) still has one.
 *
 * @param base the AR of ordinary clothes
 * @param weightByAr the AR from which armour counts as Medium and as Heavy under armour-weight=by-ar
 */
public record Armour(int base, Map<String, Piece> pieces, WeightByAr weightByAr, List<Row> table) {

    public Armour {
        pieces = Map.copyOf(pieces);
        table = List.copyOf(table);
    }

    /** One piece: its slot (body, helm or shield), its AR bonus, and for body armour its weight (Herald's). */
    public record Piece(String name, String slot, int bonus, String weight) {}

    /** One printed row: the sheet's words, the pieces they mean, the AR printed. */
    public record Row(String sheet, List<String> wears, int ar) {
        public Row {
            wears = List.copyOf(wears);
        }
    }

    public record WeightByAr(int medium, int heavy, String source, String note) {}

    /** How heavy a figure's armour is for movement (M3, M4). */
    public enum Weight { LIGHT, MEDIUM, HEAVY }

    /** The AR of a figure wearing {@code wears} (keys of {@link #pieces}). */
    public int ar(List<String> wears) {
        return base + wears.stream().mapToInt(w -> pieces.get(w).bonus()).sum();
    }

    /** The shield's bonus a figure wears, 0 without one: what Sunder (W10) defends with and what a lost shield costs. */
    public int shieldBonus(List<String> wears) {
        return wears.stream().map(pieces::get).filter(p -> p.slot().equals("shield")).mapToInt(Piece::bonus).sum();
    }

    /**
     * Light, Medium or Heavy: by the body armour worn (Herald's weights, house option armour-weight=by-body) or by the
     * AR the whole outfit gives (armour-weight=by-ar).
     */
    public Weight weight(List<String> wears, Options options) {
        if (options.armourWeight().equals("by-ar")) {
            int ar = ar(wears);
            return ar >= weightByAr.heavy() ? Weight.HEAVY : ar >= weightByAr.medium() ? Weight.MEDIUM : Weight.LIGHT;
        }
        return wears.stream().map(pieces::get).filter(p -> p.weight() != null)
                .map(p -> Weight.valueOf(p.weight().toUpperCase(java.util.Locale.ROOT))).findFirst().orElse(Weight.LIGHT);
    }
}
