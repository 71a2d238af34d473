/**
 * Fantasy Warriors with its Companion (issue 19), being built. So far, as pure functions over the dice, each named
 * as the book names it: the base game's tests (threat, casualty, combat, battle leaders, command, influence) and the
 * threat, shooting and combat phases on the table; shooting's and combat's dice (to hit, kills, specials, saves); the five kinds of battlefield equipment (cost,
 * cover, obstacles, worth in combat); and the Companion's score tables and the rolls that read them. They are
 * tested with the book's worked examples (FW-EX-1 to FW-EX-12) and the digest's derived cases (FW-D-1 to FW-D-4).
 * The numbers are data (core-tables.json, companion-tables.json, weapons.json and equipment.json, each with its
 * source); where the book is silent or contradicts itself the ruleset's README says how Herald reads it. Herald's
 * own army lists (armies/*.json, the book's being missing) are read and checked by ArmyLists, and a scenario may
 * override them. Not yet a ruleset: no whole turn is played here.
 */
package herald.engine.fantasywarriors;
