/**
 * Lone Wolf: The Board Game (the draft rulebook in {@code shared/rules/000_849cb5739ddd8a3c.txt}),
 * the core: initiative, two firing phases, movement, close combat and morale on a square grid, with
 * rank-and-file units, heroes, Kai Lords and monsters and the hit chart. Kai disciplines, heroic
 * abilities, mounted pieces, cover beyond the basics and hidden troops come later.
 *
 * <h2>Files by phase</h2>
 * {@code Initiative} (phase 0), {@code Fire} (phases 1 and 3), {@code Movement} (phase 2),
 * {@code Combat} (phase 4), {@code Hits} (the hit chart), {@code Wandering} (blinded pieces),
 * {@code Morale} and {@code Flight} (phase 5), {@code Victory}; {@code OrderParser} and {@code OrderCheck} (orders),
 * {@code Resolution} (the turn), {@code View}, {@code SimulatedPlayer}; data: {@code PlaySheet} and
 * its tables, {@code PlaySheets} (loading and overrides), {@code Scenario} and {@code ScenarioReader};
 * state: {@code LoneWolfState}, {@code Piece}, {@code Board}; facts: {@code events.LoneWolfEvent}.
 *
 * <h2>Scenario format</h2>
 * In {@code SCENARIOS.md} beside the play sheets (resources, {@code herald/engine/lonewolf/}): a club writes
 * scenarios from it, so it is not here. The set-up event keeps the whole scenario and the effective sheets, so a
 * journal replays without the files.
 *
 * <h2>Rulings</h2>
 * See {@code README.md} beside the play sheets: every choice this package makes where the rulebook is
 * silent or its play sheets are missing is listed there, one line each.
 */
package herald.engine.lonewolf;
