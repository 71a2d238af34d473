/** The events of a skirmish: one sealed hierarchy, each record applying itself to the state. */
package herald.engine.skirmish.events;
