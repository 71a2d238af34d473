package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * A piece of battlefield equipment on the table (Companion L311-515): its kind, its owner, its ground (a block named by
 * its front edge's centre, facing the way its front looks), the steps of its kind it was bought in ({@code lengths}:
 * so many mantlets or pavises, lengths of palisade or chevaux de frise, pits), and the unit carrying it, if any.
 *
 * @param carrier the unit using the mantlets or pavises; null for an obstacle, and for a piece left on the table
 *     (abandoned in blood lust or rout, L348-349, L465-466, or set up with no one behind it)
 */
public record EquipmentPiece(String id, Equipment kind, String side, Footprint.Block ground, int lengths, String carrier) {

    public EquipmentPiece {
        if (lengths < 1) {
            throw new IllegalArgumentException("a piece is at least one step of its kind, not " + lengths);
        }
        if (carrier != null && !kind.carried()) {
            throw new IllegalArgumentException("a " + kind.title() + " stands where it was set up: no unit carries it");
        }
    }

    public boolean carried() {
        return carrier != null;
    }

    public boolean carriedBy(String unit) {
        return unit.equals(carrier);
    }

    public EquipmentPiece withCarrier(String unit) {
        return new EquipmentPiece(id, kind, side, ground, lengths, unit);
    }

    public EquipmentPiece withGround(Footprint.Block g) {
        return new EquipmentPiece(id, kind, side, g, lengths, carrier);
    }

    /**
     * Carried along as its unit moved from {@code from} to {@code to}: it keeps its place before the unit's front, the
     * unit's turn turning it too.
     */
    public EquipmentPiece carried(Footprint from, Footprint to) {
        double turn = to.facing() - from.facing();
        double r = Math.toRadians(turn);
        double dx = ground.at().x() - from.at().x();
        double dy = ground.at().y() - from.at().y();
        // bearings turn clockwise: a point north of the unit turned 90 degrees ends east of it
        Point at = new Point(to.at().x() + dx * Math.cos(r) + dy * Math.sin(r),
                to.at().y() - dx * Math.sin(r) + dy * Math.cos(r));
        return withGround(new Footprint.Block(at, ground.facing() + turn, ground.frontage(), ground.depth()));
    }

    /**
     * Its ground cut into the steps it was bought in, left to right: each is one mantlet or pavis, one length of
     * palisade or chevaux de frise, one pit (the README's "a length", the digest's BE-P5).
     */
    public List<Footprint.Block> steps() {
        double w = ground.frontage() / lengths;
        double r = Math.toRadians(ground.facing());
        List<Footprint.Block> out = new ArrayList<>();
        for (int i = 0; i < lengths; i++) {
            double across = -ground.frontage() / 2 + (i + 0.5) * w;
            Point at = new Point(ground.at().x() + Math.cos(r) * across, ground.at().y() - Math.sin(r) * across);
            out.add(new Footprint.Block(at, ground.facing(), w, ground.depth()));
        }
        return out;
    }

    /** How many of its steps touch {@code other}: the mantlets, pavises or lengths "involved" with it (L370, L412). */
    public int stepsTouching(Footprint other) {
        return (int) steps().stream().filter(b -> b.touches(other)).count();
    }
}
