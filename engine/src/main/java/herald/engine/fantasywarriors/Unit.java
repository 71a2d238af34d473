package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;

/**
 * A unit on the table (the core §2): its figures in ranks, the command it belongs to, its reaction and what it has
 * left to shoot. Engines and huge creatures stand as units too, one figure each.
 *
 * @param entry its army list entry's key
 * @param files figures in each rank; the block narrows when fewer are left
 * @param standing what its tests see: blood lust, shaken, firewater, quality, specials and hero
 * @param disorganised the fourth reaction, which may be held with shaken (L256) and is reorganised in phase 3
 * @param volleys the volley counters it has left, its poisoned ones among them
 * @param poisoned the poisoned-arrow counters among {@code volleys} (Companion L281-292: each replaces a plain one)
 * @param routed the battle turn it routed and left the table (L592), 0 while it stands
 */
public record Unit(String id, String side, String command, String entry, int figures, int startFigures, int files,
        Footprint ground, Standing standing, boolean disorganised, int volleys, int poisoned, int routed) {

    public boolean onTable() {
        return routed == 0 && figures > 0;
    }

    public Unit withGround(Footprint g) {
        return new Unit(id, side, command, entry, figures, startFigures, files, g, standing, disorganised, volleys, poisoned, routed);
    }

    public Unit withFigures(int left) {
        return new Unit(id, side, command, entry, left, startFigures, files, ground, standing, disorganised, volleys, poisoned, routed);
    }

    public Unit withStanding(Standing s) {
        return new Unit(id, side, command, entry, figures, startFigures, files, ground, s, disorganised, volleys, poisoned, routed);
    }

    public Unit withDisorganised(boolean d) {
        return new Unit(id, side, command, entry, figures, startFigures, files, ground, standing, d, volleys, poisoned, routed);
    }

    public Unit withVolleys(int v) {
        return new Unit(id, side, command, entry, figures, startFigures, files, ground, standing, disorganised, v, poisoned, routed);
    }

    /** Its counters after a volley: {@code v} left, {@code p} of them poisoned. */
    public Unit withVolleys(int v, int p) {
        return new Unit(id, side, command, entry, figures, startFigures, files, ground, standing, disorganised, v, p, routed);
    }

    public Unit withRouted(int turn) {
        return new Unit(id, side, command, entry, figures, startFigures, files, ground, standing, disorganised, volleys, poisoned, turn);
    }

    /** The side it fights for now: a mercenary unit that changed sides (Companion L666-668). */
    public Unit withSide(String changed) {
        return new Unit(id, changed, command, entry, figures, startFigures, files, ground, standing, disorganised, volleys, poisoned, routed);
    }
}
