package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Point;

/**
 * The Companion's battlefield equipment (L311-515): what a unit may carry (mantlets, pavises) and what an army sets
 * up at deployment (palisades, chevaux de frise, spiked pits). Their numbers are in equipment.json.
 */
public enum Equipment {
    MANTLET("mantlet", "mantlet"),
    PAVIS("pavis", "pavis"),
    PALISADE("palisade", "palisade"),
    CHEVAUX_DE_FRISE("chevaux-de-frise", "chevaux de frise"),
    SPIKED_PIT("spiked-pit", "spiked pit");

    private final String key;
    private final String title;

    Equipment(String key, String title) {
        this.key = key;
        this.title = title;
    }

    /** Its key in equipment.json. */
    public String key() {
        return key;
    }

    /** As a message to a player names it: "chevaux de frise". */
    public String title() {
        return title;
    }

    /**
     * A unit in blood lust comes out from behind mantlets, pavises and palisades and leaves them (L349, L392, L466):
     * they shelter it no more. Stakes and pits are not sheltered behind; blood lust is felt there in the crossing.
     */
    public boolean abandonedBy(Standing unit) {
        return unit.bloodLust() && (this == MANTLET || this == PAVIS || this == PALISADE);
    }

    /** Mantlets and pavises are carried by a unit (L363-364, L483-484); the obstacles are immobile. */
    public boolean carried() {
        return this == MANTLET || this == PAVIS;
    }

    /** Palisades, chevaux de frise and spiked pits: crossed, not carried (table 4.9). */
    public boolean obstacle() {
        return !carried();
    }

    /** A piece of it {@code length} inches long, at {@code at} (its front-edge centre), its front towards {@code facing}. */
    public Footprint.Block footprint(Point at, double facing, double length, EquipmentTables t) {
        return new Footprint.Block(at, facing, length, t.item(this).depthInches().value());
    }
}
