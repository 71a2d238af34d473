package herald.engine.skirmish;

import herald.engine.view.OrderCard;
import herald.engine.view.OrderCard.Entry;
import herald.engine.view.OrderCard.Section;
import java.util.List;

/** The skirmish order grammar as a reference card: whole in the opening PDF; FIRE left out of a mail where none can shoot. */
final class OrderCards {
    private OrderCards() {}

    private static final Entry FIRE = new Entry("FIRE A3 AT B2", "phase 1: shoot (bow, crossbow or javelin); a"
            + " shooter does nothing else this turn");

    static final OrderCard FULL = new OrderCard("Orders for your player turn, one a line (upper or lower case;"
            + " # starts a comment):", List.of(new Section("", List.of(
                    FIRE,
                    new Entry("MOVE A1 SE SE S", "phase 2: hex steps N NE SE S SW NW; entering a hex next to an enemy"
                            + " ends the move"),
                    new Entry("ATTACK A1 B2", "phase 3: attack an enemy next to you (after your move); several ATTACK"
                            + " lines on the same target are ONE combined attack (a column shift to the right)"),
                    new Entry("HOLD B4", "do nothing")),
            List.of("Hexes are written CCRR (0507 = column 05, row 07). A window or a drop from the balcony is a jump.",
                    "Your stunned characters recover at the end of your own player turn. Your latest accepted orders"
                            + " replace earlier ones."))));

    /** The orders some character of {@code s} can give. */
    static OrderCard usable(SkirmishState s) {
        boolean shooters = s.characters().stream().anyMatch(c -> s.typeOf(c).shoots());
        return FULL.keeping(e -> e != FIRE || shooters);
    }
}
