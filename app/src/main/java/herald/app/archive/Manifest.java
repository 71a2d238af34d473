package herald.app.archive;

import java.time.Instant;

/**
 * manifest.json: what an archive holds. Written by Herald, checked against journal.jsonl on import.
 *
 * @param scope "full", or the side whose view this is (hidden events redacted)
 * @param seedHex the dice seed when the archive may carry it (revealed at the end, or a running game's
 *     full archive exported with --with-secret-seed); null otherwise
 * @param seed how the dice of this game can be checked, in words
 */
public record Manifest(String format, int formatVersion, String game, String rulesetId, String rulesetVersion,
        String scenario, String scope, boolean finished, long events, String lastHash, String seedHex, String seed,
        Instant exportedAt, String exportedBy) {
    public static final String FORMAT = "herald-archive";
    public static final int FORMAT_VERSION = 1;
    public static final String FULL = "full";

    public boolean full() {
        return FULL.equals(scope);
    }
}
