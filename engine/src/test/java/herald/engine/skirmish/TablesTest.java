package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every cell of the shipped tables against the rule text as printed (L32-146), copied here line by
 * line with its tabs; a blank cell is no effect.
 */
class TablesTest {
    static final String MOUNTED = """
            1	R1	S	W	W+HK	W+HK	K	K+HK	K+HK
            2	R1	R1	S+HK	W	W	W+HK	K	K
            3		R1	S	S+HK	W	W	W+HK	K
            4			R1	S	S+HK	W	W	W+HK
            5				R1	S	S+HK	W	W+HK
            6				R1	R1	S	S+HK	W
            7	AR1				R1	R1	S	S+HK
            8	AR1	AR1				R1	R1	S
            9	AW	AW	AR1				R1	R1
            10	AW	AW	AW	AR1	AR1			R1
            """;
    static final String INFANTRY = """
            1	R1	S	W	W	K	K	K	K
            2	R1	R1	S	W	W	K	K	K
            3		R1	R1	S	W	W	K	K
            4			R1	S	S	W	W	K
            5				R1	S	S	W	K
            6				R1	R1	S	W	W
            7	AR1				R1	R1	S	W
            8	AR1	AR1				R1	S	W
            9	AW	AW	AR1				R1	S
            10	AW	AW	AW	AR1	AR1			R1
            """;
    /** L34-45: die, to hit at short range, infantry, rider (the printed H is Cyrillic). */
    static final String MISSILE = """
            1	Н	K	K
            2	Н	K	W+HK
            3	Н	W	W
            4	Н	W	W
            5	Н	W	S
            6	Н	W	S
            7		R2	R2
            8		R2	R2
            9		R2	R2
            10\t\t\t
            """;

    private static String cell(String table, int die, int column) {
        String[] cells = table.lines().toList().get(die - 1).split("\t", -1);
        return column < cells.length ? cells[column].trim() : "";
    }

    @Test
    void every_cell_of_both_combat_tables_is_as_printed() {
        Tables.Combat c = Data.tables().combat();
        for (int die = 1; die <= 10; die++) {
            for (int col = 0; col < 8; col++) {
                assertEquals(cell(MOUNTED, die, col + 1), c.result(true, col, die).code(), "mounted " + die + "/" + col);
                assertEquals(cell(INFANTRY, die, col + 1), c.result(false, col, die).code(), "infantry " + die + "/" + col);
            }
        }
        assertEquals(List.of("<-5", "-5/-1", "0/4", "5/9", "10/19", "20/29", "30/39", ">=40"), c.columns());
    }

    @Test
    void the_columns_are_banded_as_printed_with_less_than_minus_5_read_as_minus_6_and_below() {
        Tables.Combat c = Data.tables().combat();
        int[][] cases = {{-30, 0}, {-6, 0}, {-5, 1}, {-1, 1}, {0, 2}, {4, 2}, {5, 3}, {9, 3}, {10, 4}, {19, 4},
                {20, 5}, {29, 5}, {30, 6}, {39, 6}, {40, 7}, {75, 7}};
        for (int[] k : cases) {
            assertEquals(k[1], c.column(k[0]), "difference " + k[0]);
        }
    }

    @Test
    void every_cell_of_the_missile_table_is_as_printed() {
        Tables.Missile m = Data.tables().missile();
        for (int die = 1; die <= 10; die++) {
            assertEquals(cell(MISSILE, die, 1).replace('Н', 'H'), m.toHit().get(die - 1), "to hit " + die);
            assertEquals(cell(MISSILE, die, 2), m.damage(false, die).code(), "infantry " + die);
            assertEquals(cell(MISSILE, die, 3), m.damage(true, die).code(), "rider " + die);
        }
        assertEquals(6, m.hitsUpTo());
        assertEquals(List.of(2, 2, 1, 1, 2, -2), List.of(m.longRange(), m.cover(), m.shooterWounded(), m.shooterInTree(),
                m.armour(), m.crossbow()));
    }

    @Test
    void the_jump_table_is_as_printed() {
        for (int total = 1; total <= 10; total++) {
            String expected = total <= 7 ? Jump.SUCCESS : total <= 9 ? Jump.STUNNED : Jump.WOUNDED;
            assertEquals(expected, Jump.outcome(total), "jump " + total);
        }
        assertEquals(2, Data.tables().jump().armoured());
    }

    @Test
    void ranges_reading_a_and_b_are_shipped() {
        Tables.Ranges a = Data.tables().ranges().get("A");
        Tables.Ranges b = Data.tables().ranges().get("B");
        assertEquals(List.of(10, 25, 15, 30, 12), List.of(a.bow().shortMax(), a.bow().longMax(), a.crossbow().shortMax(),
                a.crossbow().longMax(), a.javelin().longMax()));
        assertEquals(List.of(10, 15, 25, 30), List.of(b.bow().shortMax(), b.bow().longMax(), b.crossbow().shortMax(),
                b.crossbow().longMax()));
    }
}
