package herald.engine.lonewolf;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;

/**
 * One Weapon Chart row: the greatest range, in squares, of each band. A range up to {@code short}
 * is short, up to {@code medium} medium, up to {@code long} long; beyond is out of range.
 *
 * @param bothPhases true for weapons that fire in both firing phases (bows, slings, javelins);
 *     false for those that fire once a turn (crossbows)
 */
public record RangeBands(@JsonProperty("short") Integer shortMax, Integer medium, @JsonProperty("long") Integer longMax,
        Boolean bothPhases, String source, String note) {

    public Optional<Band> band(int range) {
        if (range <= shortMax) {
            return Optional.of(Band.SHORT);
        }
        if (range <= medium) {
            return Optional.of(Band.MEDIUM);
        }
        return range <= longMax ? Optional.of(Band.LONG) : Optional.empty();
    }
}
