package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The terrain table (L3-15) cell by cell: foot MP, horse MP (- impassable), cover, terrain advantage. */
class TerrainTest {
    /** key, foot, horse, cover, advantage — as printed, with the single values read for both (digest §4.1). */
    static final List<List<String>> PRINTED = List.of(
            List.of("flat", "1", "1", "none", "0"),
            List.of("scrub", "2", "4", "yes", "-"),
            List.of("tree", "2", "-", "yes", "-"),
            List.of("slope", "2", "4", "top-lip", "-"),
            List.of("house", "1", "-", "none", "0"),
            List.of("window", "4", "-", "yes", "def+"),
            List.of("door", "1", "1", "yes", "def+"),
            List.of("stairs", "2", "-", "none", "-"),
            List.of("lowwall", "4", "-", "crossed", "def+"),
            List.of("balcony", "1", "-", "yes", "0"),
            List.of("anvil", "2", "4", "yes", "-"),
            List.of("bucket", "2", "4", "yes", "-"));

    @Test
    void every_cell_of_the_terrain_table_is_as_printed() {
        Map<String, TerrainType> t = Data.terrain();
        for (List<String> row : PRINTED) {
            TerrainType type = t.get(row.get(0));
            assertEquals(row.get(1), type.foot() == null ? "-" : type.foot().toString(), row.get(0) + " foot");
            assertEquals(row.get(2), type.horse() == null ? "-" : type.horse().toString(), row.get(0) + " horse");
            assertEquals(row.get(3), type.cover(), row.get(0) + " cover");
            assertEquals(row.get(4), type.advantage(), row.get(0) + " advantage");
            assertTrue(type.source() != null && type.source().startsWith("L"), row.get(0) + " names its line");
        }
    }

    @Test
    void the_one_row_not_in_the_table_is_marked_ours() {
        assertEquals(13, Data.terrain().size());
        assertEquals("ours", Data.terrain().get("wall").source());
        assertEquals(null, Data.terrain().get("wall").foot());
    }

    @Test
    void every_character_type_is_marked_ours() {
        Data.roster().values().forEach(c -> assertEquals("ours", c.source(), c.name()));
    }
}
