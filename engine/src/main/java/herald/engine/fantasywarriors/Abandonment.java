package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.EquipmentAbandoned;
import java.util.ArrayList;
import java.util.List;

/**
 * The mantlets and pavises their units leave where they stand: a unit in blood lust comes out from behind them and
 * abandons them (L349, L466), a routing one leaves them on the battlefield (L348, L465), and a unit destroyed has no
 * one left to carry them. Asked after every event of a turn, so that a piece is left the moment its unit's reaction
 * changes, whichever phase changed it.
 */
public final class Abandonment {
    private Abandonment() {}

    public static List<EquipmentAbandoned> after(FantasyWarriorsState s) {
        List<EquipmentAbandoned> out = new ArrayList<>();
        for (EquipmentPiece p : s.equipment().values()) {
            if (!p.carried()) {
                continue;
            }
            Unit u = s.unitOrThrow(p.carrier());
            if (!u.onTable()) {
                out.add(new EquipmentAbandoned(p.id(), u.id(), u.figures() == 0 ? "destroyed" : "routed"));
            } else if (p.kind().abandonedBy(u.standing())) {
                out.add(new EquipmentAbandoned(p.id(), u.id(), "in blood lust"));
            }
        }
        return out;
    }
}
