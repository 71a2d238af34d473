package herald.journal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import java.util.zip.CRC32C;

/**
 * What {@link HeadFile} holds: one page of two slots, each a copy of the head with a serial number and a
 * check line over both. A commit writes the slot that holds the older copy, so the newer one stays whole
 * whatever becomes of the write: a kill in the middle of it, a reader in another process copying the page
 * at that moment, a power cut. The reader takes the intact slot with the higher serial; a slot cut short
 * is at most one commit behind its twin, which is no fault (a head behind the journal only proves less).
 * A file an older Herald wrote (one copy, with or without a check line) is read as it was.
 */
final class HeadPage {
    /** The size of the file written in place: one page of the page cache. */
    static final int PAGE = 4096;
    static final int SLOT = PAGE / 2;
    private static final String SERIAL = "serial=";
    /** Fixed width, so that a writer finds the other slot's serial at the same place every time. */
    private static final int SERIAL_DIGITS = 19;
    private static final String CHECK = "check=";

    private HeadPage() {}

    /** A whole page holding {@code head} in its first slot (serial 1) and nothing in its second. */
    static byte[] fresh(JournalHead head) {
        byte[] slot = slot(head, 1);
        if (slot == null) {
            return null;
        }
        byte[] page = new byte[PAGE];
        System.arraycopy(slot, 0, page, 0, SLOT);
        System.arraycopy(blank(), 0, page, SLOT, SLOT);
        return page;
    }

    /** An older Herald's form, one copy with its check line: for a head too long for a slot. */
    static byte[] single(JournalHead head) {
        return checked(head.toText().getBytes(StandardCharsets.UTF_8));
    }

    /** One slot's bytes: the serial, the head's lines, the check line, a comment of spaces to the slot's end. Null: too long. */
    static byte[] slot(JournalHead head, long serial) {
        String digits = Long.toString(serial);
        byte[] text = checked((SERIAL + "0".repeat(SERIAL_DIGITS - digits.length()) + digits + "\n" + head.toText())
                .getBytes(StandardCharsets.UTF_8));
        if (text.length + 2 > SLOT) {
            return null; // a Message-ID of a thousand wide characters: the head is written whole instead
        }
        byte[] slot = blank();
        System.arraycopy(text, 0, slot, 0, text.length);
        return slot;
    }

    /** {@code said} and its check line. */
    private static byte[] checked(byte[] said) {
        byte[] check = (CHECK + checksum(said) + "\n").getBytes(StandardCharsets.US_ASCII);
        byte[] text = Arrays.copyOf(said, said.length + check.length);
        System.arraycopy(check, 0, text, said.length, check.length);
        return text;
    }

    /** A comment of spaces the size of a slot, ending in a new line. */
    private static byte[] blank() {
        byte[] slot = new byte[SLOT];
        Arrays.fill(slot, (byte) ' ');
        slot[0] = '#';
        slot[SLOT - 1] = '\n';
        return slot;
    }

    /** The serial written at the start of the slot at {@code offset}; -1 when it holds none. */
    static long serialAt(ByteBuffer page, int offset) {
        for (int i = 0; i < SERIAL.length(); i++) {
            if (page.get(offset + i) != SERIAL.charAt(i)) {
                return -1;
            }
        }
        long serial = 0;
        for (int i = 0; i < SERIAL_DIGITS; i++) {
            int digit = page.get(offset + SERIAL.length() + i) - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            serial = serial * 10 + digit;
        }
        return serial;
    }

    /** What a head file's text says, as read; see {@link #read}. */
    sealed interface Said {
        record Head(JournalHead head, long serial) implements Said {}

        /** The text is not a head: {@code problem} says how. */
        record NotAHead(String problem) implements Said {}

        /** Every copy's check line disagrees with it: a write under way, or damage. */
        record Unchecked() implements Said {}
    }

    /** The newest intact head in a head file's {@code bytes}: its two slots, or an older Herald's single copy. */
    static Said read(byte[] bytes) {
        ByteBuffer page = ByteBuffer.wrap(bytes);
        if (bytes.length == PAGE && (serialAt(page, 0) >= 0 || serialAt(page, SLOT) >= 0)) {
            Said newest = new Said.Unchecked();
            for (int offset : new int[] {0, SLOT}) {
                if (serialAt(page, offset) >= 0
                        && copy(new String(bytes, offset, SLOT, StandardCharsets.UTF_8)) instanceof Said.Head h
                        && !(newest instanceof Said.Head n && n.serial() >= h.serial())) {
                    newest = h;
                }
            }
            return newest;
        }
        return copy(new String(bytes, StandardCharsets.UTF_8));
    }

    /** One copy of the head: its lines up to a check line that must match them, or (an older Herald's) no check line. */
    private static Said copy(String text) {
        int line = text.indexOf("\n" + CHECK);
        String said = text;
        if (line >= 0) {
            said = text.substring(0, line + 1);
            int end = text.indexOf('\n', line + 1);
            String check = text.substring(line + 1 + CHECK.length(), end < 0 ? text.length() : end).strip();
            if (!check.equals(checksum(said.getBytes(StandardCharsets.UTF_8)))) {
                return new Said.Unchecked();
            }
        }
        Optional<JournalHead> head = JournalHead.parse(said);
        if (head.isEmpty()) {
            return new Said.NotAHead("it should hold position=, hash=, ... lines");
        }
        long serial = said.startsWith(SERIAL) ? Long.parseLong(said.substring(SERIAL.length(), said.indexOf('\n')).strip()) : 0;
        return new Said.Head(head.get(), serial);
    }

    private static String checksum(byte[] said) {
        CRC32C crc = new CRC32C();
        crc.update(said);
        String hex = Long.toHexString(crc.getValue());
        return "crc32c:" + "0".repeat(8 - hex.length()) + hex; // String.format costs a commit tens of microseconds
    }

    static String checkProblem() {
        return "its " + CHECK + " line does not match the lines before it: damaged";
    }
}
