/**
 * The open table, measured in inches as a player measures with a tape, shared by every ruleset played on one
 * (the basic fantasy rules, the dark-age skirmish, Fantasy Warriors).
 *
 * <p>A {@link herald.engine.table.Point} is inches from the table's bottom-left corner, x to the right and y up
 * the table; it is always held to a tenth of an inch, so that what a player reads on a record sheet is exactly
 * where the piece stands. A {@link herald.engine.table.Bearing} is degrees clockwise from "up the table" (0 = towards
 * the top edge, 90 = the right edge). A piece stands on a {@link herald.engine.table.Footprint}: a block of bases
 * whose coordinates name <b>the centre of its front edge</b>, or a round base whose coordinates name its centre.
 * That choice is made here once for every table ruleset, printed in the map's key and said in the welcome mail.
 *
 * <p>Distances are base to base: from the nearest point of one footprint to the nearest point of the other,
 * {@linkplain herald.engine.table.Inches#measure rounded to a tenth}, and "within N inches" means a measured
 * distance of at most N. Terrain is {@link herald.engine.table.Feature} polygons; what a feature does is the
 * ruleset's data. {@link herald.engine.table.Travel} walks a footprint along a path and
 * {@link herald.engine.table.Sight} looks for a clear line between two footprints.
 *
 * <p>The geometry is JTS, and stays inside this package: rules read in inches and bearings.
 */
package herald.engine.table;
