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
 * <h2>Scenario format (schema 1)</h2>
 * <pre>
 * {
 *   "schema": 1,                        optional, 1
 *   "title": "The Sommerlund patrol",
 *   "description": "...",               optional
 *   "source": "...", "note": "...",     optional, free text
 *   "board": {
 *     "width": 20, "height": 16,        2..26 columns (A..Z), 2..99 rows
 *     "key": {".": "open", "s": "scrub", "r": "rocks", "t": "trees", "w": "wall", "h": "hedge",
 *             "f": "fence", "W": "high_wall", "d": "door", "n": "window", "a": "arrow_slit",
 *             "c": "crenellations", "~": "water"},
 *                                       optional; this is the default key
 *     "terrain": ["....", ...]          one string per row, the TOP row (row 16) first
 *     "levels": ["0012100", ...]        optional, rows like terrain: one digit a square; 0 the plain,
 *                                       an odd digit a slope, an even one above 0 a hilltop plateau (CV3)
 *   },
 *   "sides": [                          exactly two; the first is drawn red #b3261e, the second blue #1f4e9e
 *     {"id": "sommerlund", "name": "Sommerlund patrol", "colour": "#b3261e", "leader": "P1"}
 *                                       colour and leader (a piece id of the side) optional
 *   ],
 *   "pieces": [
 *     {"id": "S1", "side": "sommerlund", "race": "human", "unit": "Longbowmen",
 *      "weapons": ["longbow", "dagger"],   at most one missile and one hand weapon of the race's sheet
 *      "armour": "leather",                none | leather | mail | plate
 *      "shield": false, "training": "regular",   poor | regular | veteran (default regular)
 *      "square": "H5", "facing": "N",      N | E | S | W
 *      "mounted": true,                    optional: two squares, "square" the front, the rear behind it (MV5)
 *      "class": "hero",                    rank-and-file (default) | hero | kai-lord | monster
 *      "card": {"name": "Prince Pelathar", "alignment": "good", "movement": 6,
 *               "combatValue": {"sword": {"none": 80, "leather": 67, "mail": 55, "plate": 43}}}}
 *                                       a hero's or Kai Lord's card (required for them); its values replace the sheet's
 *                                       "skills": ["rally", "weaponskill:lance"]: Kai Disciplines, Heroic Abilities or
 *                                       Evil Tricks by key (skills.json), checked at set-up (K0, HA, ET0); a monster
 *                                       may carry a card too
 *      "hidden": true,                     optional: placed hidden in cover (L311-317)
 *      "wounds": [{"severity": "serious", "location": "legs"}],   optional, heroes, Kai Lords, monsters:
 *                                       wounds brought into the battle, cells of its hit chart (none deadly)
 *      "stunned": true,                    optional: stunned throughout turn 1 (H6)
 *      "used": {"healing": 2},             optional: uses spent of limited skills on its card
 *      "standing": {"PARRY": "ALWAYS"},    optional: standing orders from the start (as STANDING)
 *      "parriedLastTurn": true,            optional: Secret Parry used after attacking: no attack in turn 1 (HA4)
 *      "steadyAgainst": ["V1"],            optional, rank-and-file: its unit carried on in that hero's zone (HA6, ET6)
 *      "brutalised": true                  optional, rank-and-file: Brutality already used on its unit (ET3)
 *   ],
 *   "turnLimit": 10,
 *   "victory": "text shown to the players",
 *   "overrides": {"human": {"movement": {"leather": 8}}}   optional
 * }
 * </pre>
 * Overrides are merged key by key over the shipped play sheet of that race (objects merge, any other
 * value replaces) and the result is checked as strictly as a shipped sheet. Unknown keys anywhere are
 * a {@link herald.engine.ScenarioException} naming the file, the place and the key. The set-up event
 * keeps the whole scenario and the effective sheets, so a journal replays without the files.
 *
 * <h2>Rulings</h2>
 * See {@code README.md} beside the play sheets: every choice this package makes where the rulebook is
 * silent or its play sheets are missing is listed there, one line each.
 */
package herald.engine.lonewolf;
