package herald.app.loop;

import herald.app.game.GameEvent.Seat;
import herald.app.game.GameRecord;
import herald.app.game.Keys;
import herald.journal.Journal;
import herald.journal.OutboxMail;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Per-player reply addresses, {@code herald+LW-7KQ3M.TOKEN@club.org}, so that replying to Herald's
 * mail is enough to submit orders. The token is HMAC-SHA256(game's reply key, game id, side, key
 * salt): a NEWKEY gives the seat a new salt and so a new token, and since the reply key is kept
 * only beside the dice seed (never in an event, never revealed) no reader of the journal can
 * make one.
 */
final class ReplyTokens {
    /** 15 bytes of HMAC, 120 bits: unguessable, and 24 base-32 letters fit any mail address. */
    private static final int TOKEN_BYTES = 15;
    private static final String BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

    private final Journal journal;
    private final String heraldAddress;

    ReplyTokens(Journal journal, String heraldAddress) {
        this.journal = journal;
        this.heraldAddress = heraldAddress;
    }

    static byte[] newKey() {
        return Keys.seed();
    }

    /**
     * Why the mail does not prove it comes from {@code seat}: "missing", "wrong" (a KEY line that
     * does not match) or "token" (sent to a tokened address that is not this seat's current one);
     * empty when it does. A KEY line, when there is one, decides alone.
     */
    Optional<String> keyProblem(GameRecord game, Seat seat, Optional<String> keyLine, MailHeaders headers) {
        if (keyLine.isPresent()) {
            return Keys.matches(seat, keyLine.get()) ? Optional.empty() : Optional.of("wrong");
        }
        List<String> offered = headers.replyTokens(game.id());
        if (offered.isEmpty()) {
            return Optional.of("missing");
        }
        Optional<byte[]> key = journal.replyKey(game.id());
        if (key.isPresent()) {
            byte[] expected = token(key.get(), game.id(), seat).getBytes(StandardCharsets.US_ASCII);
            for (String t : offered) {
                if (MessageDigest.isEqual(expected, t.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.US_ASCII))) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of("token");
    }

    /** The mail with its player's reply address, when it goes to a seat of a game that has a reply key. */
    OutboxMail stamp(OutboxMail mail, GameRecord game) {
        return stamp(List.of(mail), game, journal.replyKey(game.id())).get(0);
    }

    List<OutboxMail> stamp(List<OutboxMail> mails, GameRecord game) {
        return stamp(mails, game, journal.replyKey(game.id()));
    }

    List<OutboxMail> stamp(List<OutboxMail> mails, GameRecord game, Optional<byte[]> key) {
        if (key.isEmpty()) {
            return mails;  // a game from before reply tokens: players keep using KEY lines
        }
        return mails.stream().map(m -> game.seatByEmail(m.recipient().toLowerCase(Locale.ROOT))
                .flatMap(seat -> address(game.id(), token(key.get(), game.id(), seat)))
                .map(m::withReplyTo).orElse(m)).toList();
    }

    /** Herald's own address with "+GAME.TOKEN" before the "@", or empty if Herald's address has no "@". */
    Optional<String> address(String gameId, String token) {
        String bare = heraldAddress.strip();
        int open = bare.indexOf('<');
        int close = bare.indexOf('>', open + 1);
        if (open >= 0 && close > open) {
            bare = bare.substring(open + 1, close);  // "Herald <herald@club.org>"
        }
        int at = bare.lastIndexOf('@');
        if (at <= 0) {
            return Optional.empty();
        }
        return Optional.of(bare.substring(0, at) + "+" + gameId + "." + token + bare.substring(at));
    }

    static String token(byte[] key, String gameId, Seat seat) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] digest = mac.doFinal((gameId.toUpperCase(Locale.ROOT) + "\n" + seat.side() + "\n" + seat.keySalt())
                    .getBytes(StandardCharsets.UTF_8));
            return base32(digest, TOKEN_BYTES);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java", e);
        }
    }

    /** Lower-case RFC 4648 base 32 of the first {@code n} bytes (n a multiple of 5): no padding needed. */
    private static String base32(byte[] bytes, int n) {
        StringBuilder out = new StringBuilder(n * 8 / 5);
        int buffer = 0;
        int bits = 0;
        for (int i = 0; i < n; i++) {
            buffer = (buffer << 8) | (bytes[i] & 0xff);
            bits += 8;
            while (bits >= 5) {
                out.append(BASE32.charAt((buffer >> (bits - 5)) & 31));
                bits -= 5;
            }
        }
        return out.toString();
    }
}
