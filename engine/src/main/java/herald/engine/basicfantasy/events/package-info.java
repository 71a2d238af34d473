/** The events of a game of the basic fantasy rules: one sealed hierarchy, each record applying itself to the state. */
package herald.engine.basicfantasy.events;
