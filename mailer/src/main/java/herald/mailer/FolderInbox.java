package herald.mailer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Reads {@code *.eml} files from a folder, for offline play: oldest file first (by modification
 * time, then name). A processed mail is moved to {@code dir/processed}. Files whose name starts
 * with a dot are skipped, so a writer can create {@code .x.tmp} and rename it into place.
 */
public final class FolderInbox implements Inbox {

    private final Path dir;
    private final Path processed;
    private final Map<String, Path> files = new HashMap<>();  // SHA-256 of the bytes -> the file they came from

    public FolderInbox(Path dir) {
        this.dir = Objects.requireNonNull(dir, "dir");
        this.processed = dir.resolve("processed");
        try {
            Files.createDirectories(processed);
        } catch (IOException e) {
            throw new MailException("cannot create mail folder " + processed + ": " + Sessions.rootMessage(e), e);
        }
    }

    @Override
    public synchronized List<InboundMail> fetch() {
        files.clear();
        List<InboundMail> mails = new ArrayList<>();
        for (Path file : emlFiles()) {
            try {
                byte[] raw = Files.readAllBytes(file);
                Instant received = Files.getLastModifiedTime(file).toInstant();
                files.put(Inbound.syntheticId(raw), file);
                mails.add(Inbound.parse(raw, received, 0));
            } catch (NoSuchFileException e) {
                // taken away between listing and reading
            } catch (IOException e) {
                throw new MailException("cannot read " + file + ": " + Sessions.rootMessage(e), e);
            }
        }
        return mails;
    }

    @Override
    public synchronized void markProcessed(InboundMail mail) {
        Path file = files.get(Inbound.syntheticId(mail.raw()));
        if (file == null) {
            fetch();  // a mail from an earlier fetch, or another inbox on this folder
            file = files.get(Inbound.syntheticId(mail.raw()));
        }
        if (file == null) {
            return;  // moved already: markProcessed is idempotent
        }
        Path target = processed.resolve(file.getFileName());
        for (int n = 1; Files.exists(target); n++) {
            // an atomic rename would silently replace the earlier file of the same name
            target = processed.resolve(file.getFileName().toString().replaceFirst("\\.eml$", "") + "-" + n + ".eml");
        }
        try {
            Files.move(file, target, StandardCopyOption.ATOMIC_MOVE);
            files.values().remove(file);
        } catch (NoSuchFileException e) {
            // moved meanwhile
        } catch (IOException e) {
            throw new MailException("cannot move " + file + " to " + processed + ": " + Sessions.rootMessage(e), e);
        }
    }

    @Override
    public synchronized List<InboundMail> recentlyProcessed(int limit) {
        List<Path> moved = emlFiles(processed);
        List<InboundMail> mails = new ArrayList<>();
        for (int i = moved.size() - 1; i >= 0 && mails.size() < limit; i--) {
            try {
                mails.add(Inbound.parse(Files.readAllBytes(moved.get(i)), Files.getLastModifiedTime(moved.get(i)).toInstant(), 0));
            } catch (NoSuchFileException e) {
                // taken away meanwhile
            } catch (IOException e) {
                throw new MailException("cannot read " + moved.get(i) + ": " + Sessions.rootMessage(e), e);
            }
        }
        return mails;
    }

    private List<Path> emlFiles() {
        return emlFiles(dir);
    }

    private static List<Path> emlFiles(Path dir) {
        try (Stream<Path> listing = Files.list(dir)) {
            return listing
                    .filter(p -> {
                        String name = p.getFileName().toString();
                        return !name.startsWith(".") && name.toLowerCase(Locale.ROOT).endsWith(".eml")
                                && Files.isRegularFile(p);
                    })
                    .sorted(Comparator.comparing(FolderInbox::modified).thenComparing(p -> p.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            throw new MailException("cannot list mail folder " + dir + ": " + Sessions.rootMessage(e), e);
        }
    }

    private static Instant modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return Instant.MAX;
        }
    }

    @Override
    public void close() {
        // nothing is held open
    }
}
