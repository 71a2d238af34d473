/**
 * Square-grid geometry shared by rulesets: {@link herald.engine.board.Square} (x = 0 left, y = 0
 * bottom, printed "A1" bottom left), the eight {@link herald.engine.board.Compass} directions, the
 * four {@link herald.engine.board.Facing}s a piece may take, range counted as Lone Wolf counts it
 * (Chebyshev: own square excluded, target's included), the 45° arc of fire from the front corners,
 * and centre-to-centre line of sight in which corner-grazing does not cross a square. A hex board
 * can sit beside this package with its own coordinate record; nothing here is Lone Wolf's rules.
 */
package herald.engine.board;
