package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * A unit left the mantlets or pavises it carried where they stand: in blood lust it comes out from behind them
 * (L349, L466), routing it leaves them on the battlefield (L348, L465). They shelter no one after.
 *
 * @param cause "in blood lust", "routed"
 */
public record EquipmentAbandoned(String piece, String unit, String cause) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return unit + ", " + cause + ", abandons " + piece + " where it stands";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        var p = state.equipment().get(piece);
        if (p == null) {
            throw new IllegalStateException("no piece of equipment " + piece);
        }
        return reported(state.withEquipment(p.withCarrier(null)));
    }
}
