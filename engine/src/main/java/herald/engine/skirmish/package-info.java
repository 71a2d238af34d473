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
 * <p>The scenario format is in {@code SCENARIOS.md} beside the data, with a small complete example; the data
 * (terrain.json, tables.json, characters.json), every ruling and the house-rule options in README.md there.
 */
package herald.engine.skirmish;
