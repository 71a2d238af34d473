package herald.journal;

/**
 * The result of recomputing a game's hash chain.
 *
 * @param checkedEvents how many events were examined, up to and including the first bad one
 * @param problem       null when intact; otherwise names the game, version and type of the first bad
 *                      event and what was wrong with it
 */
public record ChainCheck(boolean intact, long checkedEvents, String problem) {

    static ChainCheck intact(long checkedEvents) {
        return new ChainCheck(true, checkedEvents, null);
    }

    static ChainCheck broken(long checkedEvents, String problem) {
        return new ChainCheck(false, checkedEvents, problem);
    }
}
