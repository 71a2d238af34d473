/**
 * The facts of a Lone Wolf game, one sealed hierarchy of records. Each applies itself to
 * {@link herald.engine.lonewolf.LoneWolfState}; each die-decided event carries {@code roll} and,
 * where a number had to be met, {@code need}; each round-trips through a plain Jackson ObjectMapper.
 */
package herald.engine.lonewolf.events;
