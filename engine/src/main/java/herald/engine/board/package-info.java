/**
 * Grid geometry shared by rulesets; nothing here is a ruleset's rules. The open table measured in inches is
 * {@code herald.engine.table}, beside this package.
 *
 * <p><b>Squares</b>: {@link herald.engine.board.Square} (x = 0 left, y = 0 bottom, printed "A1" bottom
 * left), the eight {@link herald.engine.board.Compass} directions, the four
 * {@link herald.engine.board.Facing}s a piece may take, range counted as Lone Wolf counts it
 * (Chebyshev: own square excluded, target's included), the 45° arc of fire from the front corners,
 * and centre-to-centre line of sight in which corner-grazing does not cross a square.
 *
 * <p><b>Hexes</b>: {@link herald.engine.board.Hex} on a {@link herald.engine.board.HexGrid}. Hexes are
 * FLAT-TOPPED in the "odd-q" offset layout: x is the column from 0 at the left, y the row from 0 at
 * the TOP; columns with an odd x, printed with an EVEN number (02, 04, ...), sit half a hex lower.
 * A hex is printed {@code CCRR} from 01, so x = 4, y = 6 is "0507". This is how the renderer draws
 * {@code BoardKind.HEXES} with {@code originAtBottom = false} and labels "01".."NN" / "01".."MM".
 * Six {@link herald.engine.board.HexDirection}s: N, NE, SE, S, SW, NW. Distance is counted in cube
 * coordinates (a neighbour is 1). {@link herald.engine.board.HexLine} gives the hexes a
 * centre-to-centre line crosses, with the steps that run exactly along an edge holding both hexes.
 */
package herald.engine.board;
