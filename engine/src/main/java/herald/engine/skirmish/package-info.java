/**
 * A man-to-man medieval skirmish on hexes in the style of Cry Havoc (rule text 001, digest R1-R21),
 * organised by phase: {@link herald.engine.skirmish.Missile} (1), {@link herald.engine.skirmish.Movement}
 * with {@link herald.engine.skirmish.Jump} (2), {@link herald.engine.skirmish.Combat} with
 * {@link herald.engine.skirmish.Retreat} and {@link herald.engine.skirmish.Effects} (3),
 * {@link herald.engine.skirmish.Recovery} (4), run by {@link herald.engine.skirmish.PlayerTurn}; orders by
 * {@link herald.engine.skirmish.OrderParser} and {@link herald.engine.skirmish.OrderCheck}.
 *
 * <p>The map is flat-topped "odd-q" hexes printed {@code CCRR} from 01, row 01 at the top, even-numbered
 * columns half a hex lower (see {@code herald.engine.board}). Sides take whole player turns, A then B:
 * one order window per player turn, "T3-A" then "T3-B".
 *
 * <p>Scenario format (schema 1): {@code title}, {@code description}, {@code turnLimit}, {@code board}
 * ({@code columns}, {@code rows}, {@code terrain}: one string per row, row 01 first, and an optional
 * {@code key} from character to terrain), two {@code sides} ({@code id}, {@code name}, {@code colour}),
 * {@code characters} ({@code id}, {@code side}, {@code type} from characters.json, {@code hex},
 * {@code mounted}, and to start part-way through a fight {@code wounded}, {@code stunned}, {@code dismounted}),
 * {@code victory} ({@code text}, optional {@code objective}: {@code side}, {@code hexes}, {@code name}),
 * optional {@code overrides} ({@code types} and {@code terrain} by key, see {@link herald.engine.skirmish.Overrides}),
 * {@code source}, {@code note}. Unknown keys are errors naming the file
 * and the key. The data (terrain.json, tables.json, characters.json), every ruling and the house-rule
 * options are described in the ruleset's README.md beside the data.
 */
package herald.engine.skirmish;
