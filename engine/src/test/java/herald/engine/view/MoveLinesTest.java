package herald.engine.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveLinesTest {
    @Test
    void a_pieces_steps_one_after_another_are_told_as_one_move_and_nothing_else_is_joined() {
        List<String> steps = List.of(
                "G3 moves I7 to I8 (1 MP, 7 left)",
                "G3 moves I8 to I9 (2 MP, 5 left)",
                "G3 moves I9 to I10 (1 MP, 4 left)",
                "G3 moves I10 to I11 (1 MP, 3 left)",
                "G4 turns from E to face S (1 MP, 6 left)",
                "G4 moves D9 to C8 (2 MP, 4 left)",
                "S5 halts at D6: S5 is adjacent to G4",
                "G3 moves I11 to I12 (1 MP, 2 left)");
        assertEquals(List.of(
                "G3 moves I7 → I11, 4 squares via I8, I9, I10 (5 MP, 3 left)",
                "G4 turns from E to face S (1 MP, 6 left)",
                "G4 moves D9 → C8, 1 square (2 MP, 4 left)",
                "S5 halts at D6: S5 is adjacent to G4",
                "G3 moves I11 → I12, 1 square (1 MP, 2 left)"), MoveLines.joined(steps, "square", "squares"));
    }

    @Test
    void hexes_are_counted_as_hexes() {
        assertEquals(List.of("B1 moves 1408 → 1209, 2 hexes via 1309 (2 MP, 3 left)"), MoveLines.joined(List.of(
                "B1 moves 1408 → 1309 (1 MP, 4 left)", "B1 moves 1309 → 1209 (1 MP, 3 left)"), "hex", "hexes"));
    }
}
