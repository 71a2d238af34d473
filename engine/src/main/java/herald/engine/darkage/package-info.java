/**
 * The dark-age legendary skirmish (rule text 004, digest M1-M8, S1-S9, F1-F5, FT1-FT4, A1-A2, W1-W10, H1-H2,
 * MP1-MP3): single figures on the open table, one D10, two or more sides. The foundation only, one small class a rule
 * of the play sheet, each a pure function from the figures' numbers and the dice to events:
 * {@link herald.engine.darkage.Initiative} (3.1), {@link herald.engine.darkage.Movement} (3.2),
 * {@link herald.engine.darkage.Shooting} (3.3), {@link herald.engine.darkage.Fighting} and
 * {@link herald.engine.darkage.Sunder} (3.4), {@link herald.engine.darkage.FateRolls} (3.5),
 * {@link herald.engine.darkage.Heroics}, {@link herald.engine.darkage.Casting} (8.0) and
 * {@link herald.engine.darkage.Fire} (5.2.5).
 *
 * <p>Not yet a playable ruleset: no state, orders or scenarios. The data (sheet.json, armour.json, weapons.json,
 * warband.json, powers.json), every ruling and the house-rule options are in README.md beside the data.
 */
package herald.engine.darkage;
