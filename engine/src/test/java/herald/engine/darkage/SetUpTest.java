package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SetUpTest {
    @Test
    void figuresStandWhereTheScenarioPutsThemAndSidesComeInItsOrder() {
        Game g = Game.table().terrain("wooden-building 10,10 16,10 16,18 10,18 burning=9")
                .figures("Ulf vikings viking-huscarl 10,20 torch", "Wulf saxons viking-hero 20,20 hp=2",
                        "Odo normans norman-knight 30,30")
                .play();
        assertEquals(List.of("vikings", "saxons", "normans"), g.state.sideIds());
        assertEquals(2, g.f("Wulf").heroPoints());
        assertEquals(20.0, g.f("Ulf").at().y());
        assertEquals(9, g.state.fires().get("t1").rating());
    }
}
