package herald.engine;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Rolls derived from a game's secret seed: roll n of a window is HMAC-SHA256(seed, window + ":" + n),
 * so re-adjudication gives the same dice and, once the seed is revealed, anyone can check them.
 */
public final class SeededDice implements Dice {
    private final Mac mac;
    private final String window;
    private int counter;

    public SeededDice(byte[] seed, String window) {
        try {
            this.mac = Mac.getInstance("HmacSHA256");
            this.mac.init(new SecretKeySpec(seed, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java 17", e);
        }
        this.window = window;
    }

    @Override
    public int roll(int sides) {
        if (sides < 2) {
            throw new IllegalArgumentException("a die has at least two faces, not " + sides);
        }
        // Rejection sampling keeps every face equally likely; the retry counter stays inside the roll.
        long bound = (1L << 62) - ((1L << 62) % sides);
        for (int attempt = 0; ; attempt++) {
            byte[] h = mac.doFinal((window + ":" + counter + ":" + attempt).getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = (v << 8) | (h[i] & 0xff);
            }
            v &= (1L << 62) - 1;
            if (v < bound) {
                counter++;
                return (int) (v % sides) + 1;
            }
        }
    }

    @Override
    public int used() {
        return counter;
    }
}
