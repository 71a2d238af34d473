package herald.engine.darkage;

/**
 * Fire attacks (5.2.5): a torch (Fighting), a fire arrow (Shooting), Bolt of Fire or Storm of Fire hitting AR 7 sets
 * a building, wagon, boat or haystack alight as Dangerous Terrain of the source's rating (9, 9, 8, 7). The rating
 * falls by 1 at the end of each subsequent turn until it reaches 2, and stays there.
 */
public final class Fire {
    private Fire() {}

    /** The AR every fire attack is made against. */
    public static int againstAr() {
        return Data.sheet().fire().againstAr();
    }

    /** The rating an object set alight by {@code source} (torch, fire-arrow, bolt-of-fire, storm-of-fire) starts at. */
    public static int rating(String source) {
        Integer r = Data.sheet().fire().ratings().get(source);
        if (r == null) {
            throw new IllegalArgumentException("no fire source " + source);
        }
        return r;
    }

    /**
     * The rating after the end of turn {@code ended} of a fire lit at {@code rating} in turn {@code lit}: the turn it
     * was lit does not count ("each subsequent turn").
     */
    public static int ratingAfter(int rating, int lit, int ended) {
        return Math.max(Math.min(rating, Data.sheet().fire().floor()), rating - Math.max(0, ended - lit));
    }
}
