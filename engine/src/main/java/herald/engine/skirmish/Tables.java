package herald.engine.skirmish;

import java.util.List;
import java.util.Map;

/** The printed tables (tables.json) as bound: combat, missile, ranges and jump. */
public record Tables(Combat combat, Missile missile, Map<String, Ranges> ranges, Jump jump, String source, String note) {

    /** Both combat tables: 10 rows (die 1..10) of 8 columns. */
    public record Combat(List<String> columns, List<Integer> lowest, List<List<String>> mounted,
            List<List<String>> infantry, String note) {

        /** The column index (0..7) for a difference attack − defence. */
        public int column(int difference) {
            int c = 0;
            for (int i = 0; i < lowest.size(); i++) {
                if (difference >= lowest.get(i)) {
                    c = i;
                }
            }
            return c;
        }

        public Result result(boolean mountedTable, int column, int die) {
            return Result.parse((mountedTable ? mounted : infantry).get(die - 1).get(column)).orElseThrow();
        }
    }

    public record Missile(List<String> toHit, List<String> infantry, List<String> rider, Integer longRange, Integer cover,
            Integer shooterWounded, Integer shooterInTree, Integer armour, Integer crossbow, String note) {

        public Result damage(boolean riderColumn, int die) {
            return Result.parse((riderColumn ? rider : infantry).get(die - 1)).orElseThrow();
        }

        /** The highest to-hit roll that hits (6 as printed). */
        public int hitsUpTo() {
            return toHit.lastIndexOf("H") + 1;
        }
    }

    public record Band(@com.fasterxml.jackson.annotation.JsonProperty("short") Integer shortMax,
            @com.fasterxml.jackson.annotation.JsonProperty("long") Integer longMax) {}

    public record Ranges(Band bow, Band crossbow, Band javelin, String source, String note) {
        public Band of(String weapon) {
            switch (weapon) {
                case "bow":
                    return bow;
                case "crossbow":
                    return crossbow;
                case "javelin":
                    return javelin;
                default:
                    return null;
            }
        }
    }

    public record Jump(Integer successUpTo, Integer stunnedUpTo, Integer armoured, String source, String note) {}
}
