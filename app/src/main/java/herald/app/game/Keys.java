package herald.app.game;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.InvalidKeySpecException;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.util.HexFormat;

/** Order keys, game ids and seeds: random where secret, hashed where stored. */
public final class Keys {
    // No 0/O, 1/I/L: a key is copied by hand from a mail on a phone.
    private static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String PBKDF2 = "pbkdf2-sha256";
    /**
     * Tens of ms a check (111 ms measured on a heavily shared 2-core machine): nothing for a mail a minute, but a
     * journal reader guessing 60-bit keys offline gets nowhere (KeysTest measures it).
     */
    static final int ITERATIONS = 60_000;

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
        return HexFormat.of().formatHex(sha256(data));
    }

    /**
     * The stored form of a key: {@code pbkdf2-sha256$ITERATIONS$HEX}. The cost is in the string so
     * that it can be raised later without breaking seats hashed at the old cost.
     */
    public static String keyHash(String salt, String key) {
        return PBKDF2 + "$" + ITERATIONS + "$" + HexFormat.of().formatHex(pbkdf2(salt, normalise(key), ITERATIONS));
    }

    /** Keys are compared without case, spaces or dashes: a player may retype one loosely. */
    public static String normalise(String key) {
        return key.toUpperCase().replaceAll("[^A-Z0-9]", "");
    }

    public static boolean matches(GameEvent.Seat seat, String key) {
        return matches(seat.keySalt(), seat.keyHash(), key);
    }

    /**
     * Whether {@code key} is the one hashed as {@code stored}: a PBKDF2 string at whatever cost it
     * records, or the bare salted SHA-256 hex of seats journalled before keys were hashed slowly.
     */
    public static boolean matches(String salt, String stored, String key) {
        String[] parts = stored.split("\\$");
        byte[] expected;
        byte[] actual;
        if (parts.length == 3 && parts[0].equals(PBKDF2) && parts[1].matches("[1-9][0-9]{0,8}")) {
            expected = hex(parts[2]);
            actual = expected == null ? null : pbkdf2(salt, normalise(key), Integer.parseInt(parts[1]));
        } else {
            expected = hex(stored);
            actual = sha256((salt + ":" + normalise(key)).getBytes(StandardCharsets.UTF_8));
        }
        return expected != null && actual != null && MessageDigest.isEqual(expected, actual);
    }

    private static byte[] hex(String text) {
        try {
            return HexFormat.of().parseHex(text);
        } catch (IllegalArgumentException e) {
            return null;  // a damaged stored hash matches no key
        }
    }

    private static byte[] pbkdf2(String salt, String normalisedKey, int iterations) {
        try {
            PBEKeySpec spec = new PBEKeySpec(normalisedKey.toCharArray(), salt.getBytes(StandardCharsets.UTF_8),
                    iterations, 256);
            try {
                return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            } finally {
                spec.clearPassword();
            }
        } catch (NoSuchAlgorithmException | InvalidKeySpecException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every Java", e);
        }
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }

    /** The game master's key, checked exactly as a seat's. */
    public static boolean matches(GameEvent.Gm gm, String key) {
        return MessageDigest.isEqual(keyHash(gm.keySalt(), key).getBytes(StandardCharsets.US_ASCII),
                gm.keyHash().getBytes(StandardCharsets.US_ASCII));
    }

    /** One line that gives an order key: "KEY abcd-efgh-jkmn", "key: ...". Group 1 is the key. */
    public static final java.util.regex.Pattern KEY_LINE = java.util.regex.Pattern.compile(
            "^\\s*KEY\\s*:?\\s+(\\S.*?)\\s*$", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** {@code text} with the value of every KEY line replaced, so that it can be journalled; null stays null. */
    public static String withoutKeyLines(String text) {
        if (text == null) {
            return null;
        }
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            java.util.regex.Matcher m = KEY_LINE.matcher(lines[i]);
            if (m.matches()) {
                lines[i] = lines[i].substring(0, m.start(1)) + "(key not kept)" + lines[i].substring(m.end(1));
            }
        }
        return String.join("\n", lines);
    }

    private static String chunk(int n) {
        StringBuilder b = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            b.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return b.toString();
    }
}
