/**
 * The basic fantasy rules (rule text 003, digest R0-R17) on the open table, organised by phase:
 * {@link herald.engine.basicfantasy.Movement} (1), {@link herald.engine.basicfantasy.Shooting} and
 * {@link herald.engine.basicfantasy.Magic} (2), {@link herald.engine.basicfantasy.Charge} and
 * {@link herald.engine.basicfantasy.Combat} (3), with the {@link herald.engine.basicfantasy.WoundTable} they share,
 * run by {@link herald.engine.basicfantasy.PlayerTurn}; {@link herald.engine.basicfantasy.Victory} after each player
 * turn. Orders by {@link herald.engine.basicfantasy.OrderParser} and {@link herald.engine.basicfantasy.OrderCheck}.
 *
 * <p>All geometry is {@code herald.engine.table}'s: a unit's coordinates name the centre of its front edge (a round
 * base's centre), distances are base to base to a tenth of an inch. Sides take whole player turns: one order window
 * per player turn, "T3-elves". The data (units.json, terrain.json, spells.json), every ruling and the house-rule
 * options are in the ruleset's README.md beside the data; the scenario format in SCENARIOS.md there.
 */
package herald.engine.basicfantasy;
