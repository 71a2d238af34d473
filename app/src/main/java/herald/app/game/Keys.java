package herald.app.game;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/** Order keys, game ids and seeds: random where secret, hashed where stored. */
public final class Keys {
    // No 0/O, 1/I/L: a key is copied by hand from a mail on a phone.
    private static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Keys() {}

    public static String orderKey() {
        return chunk(4) + "-" + chunk(4) + "-" + chunk(4);
    }

    /** E.g. "LW-7KQ3M" for "Lone Wolf: The Board Game": the initials of the title's first two words. */
    public static String gameId(String rulesetTitle) {
        String[] words = rulesetTitle.split(":")[0].trim().split("[^A-Za-z]+");
        String prefix = words.length >= 2 && !words[0].isEmpty() && !words[1].isEmpty()
                ? ("" + words[0].charAt(0) + words[1].charAt(0)).toUpperCase() : "GM";
        return prefix + "-" + chunk(5);
    }

    public static String salt() {
        return chunk(12);
    }

    public static byte[] seed() {
        byte[] seed = new byte[32];
        RANDOM.nextBytes(seed);
        return seed;
    }

    public static String sha256Hex(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }

    public static String keyHash(String salt, String key) {
        return sha256Hex((salt + ":" + normalise(key)).getBytes(StandardCharsets.UTF_8));
    }

    /** Keys are compared without case, spaces or dashes: a player may retype one loosely. */
    public static String normalise(String key) {
        return key.toUpperCase().replaceAll("[^A-Z0-9]", "");
    }

    public static boolean matches(GameEvent.Seat seat, String key) {
        return MessageDigest.isEqual(keyHash(seat.keySalt(), key).getBytes(StandardCharsets.US_ASCII),
                seat.keyHash().getBytes(StandardCharsets.US_ASCII));
    }

    /** The game master's key, checked exactly as a seat's. */
    public static boolean matches(GameEvent.Gm gm, String key) {
        return MessageDigest.isEqual(keyHash(gm.keySalt(), key).getBytes(StandardCharsets.US_ASCII),
                gm.keyHash().getBytes(StandardCharsets.US_ASCII));
    }

    private static String chunk(int n) {
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            b.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return b.toString();
    }
}
