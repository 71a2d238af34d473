package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderLines;
import herald.engine.table.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grammar of a battle turn's orders: each form read, each mistake answered with the form to write. */
class OrderParserTest {
    @Test
    void everyFormIsReadInAnyCaseAndNormalised() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                threaten o1 at d1
                ANSWER O2   # if they threaten us
                shoot a1 at x1
                Shoot A1 at X1 2 volleys
                move o1 to 30,34 then 32,30.5 facing s
                reorganise o2
                order gorbags attack
                influence a1 with gorbag
                HOLD
                """);
        assertEquals(List.of(), p.errors());
        assertEquals(List.of("THREATEN O1 AT D1", "ANSWER O2", "SHOOT A1 AT X1 1 VOLLEY", "SHOOT A1 AT X1 2 VOLLEYS",
                "MOVE O1 TO 30,34 THEN 32,30.5 FACING 180", "REORGANISE O2", "ORDER GORBAGS ATTACK",
                "INFLUENCE A1 WITH GORBAG", "HOLD"), p.orders().stream().map(OrderLine::normalised).toList());
        OrderLine.Move m = (OrderLine.Move) p.orders().get(4);
        assertEquals(List.of(Point.of(30, 34), Point.of(32, 30.5)), m.path());
        assertEquals(5, m.line());
    }

    @Test
    void aLineThatDoesNotParseIsAnsweredWithItsForm() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                shoot a1 x1
                move o1 to 30
                order gorbags charge
                charge!
                shoot a1 at x1 9 volleys
                """);
        assertEquals(5, p.errors().size());
        assertTrue(p.errors().get(0).message().startsWith("write SHOOT <your unit> AT <enemy unit>"), p.errors().toString());
        assertTrue(p.errors().get(1).message().startsWith("write MOVE <piece> TO <x,y>"));
        assertTrue(p.errors().get(2).message().contains("HOLD, ATTACK or OPPOSE"));
        assertTrue(p.errors().get(3).message().startsWith("not an order"));
        assertEquals(4, p.errors().get(3).line());
    }

    @Test
    void theCompanionsVerbsAreReadAndTheirMistakesAnswered() {
        OrderLines.Parsed<OrderLine> p = OrderParser.parse("""
                chant
                snipe m1 at gorbag
                fly e1
                Land E2
                chant loudly
                snipe m1 gorbag
                fly
                """);
        assertEquals(List.of("CHANT", "SNIPE M1 AT GORBAG", "FLY E1", "LAND E2"),
                p.orders().stream().map(OrderLine::normalised).toList());
        assertEquals(3, p.errors().size());
        assertEquals(5, p.errors().get(0).line());
        assertTrue(p.errors().get(0).message().startsWith("CHANT stands alone"), p.errors().toString());
        assertTrue(p.errors().get(1).message().startsWith("write SNIPE <your marksman> AT <enemy individual>"));
        assertTrue(p.errors().get(2).message().startsWith("write FLY <your flyer>"));
    }
}
