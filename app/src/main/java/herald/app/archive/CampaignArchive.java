package herald.app.archive;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.CampaignVerifier;
import herald.app.campaign.Campaigns;
import herald.app.game.EventCodec;
import herald.app.game.Games;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.StaleVersionException;
import herald.journal.StoredEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * A campaign as one zip: its own stream ({@value #STREAM}, one event a line, as a game archive's journal), and
 * each battle's full game archive ({@value #BATTLES}GAME.zip, as `herald export` writes it). Imported, every battle
 * comes first, then the campaign stream, each checked before anything is written; verified, it is imported into a
 * journal of its own and checked as `herald verify --campaign` checks one.
 */
public final class CampaignArchive {
    static final String STREAM = "campaign.jsonl";
    static final String BATTLES = "battles/";
    private static final String README = "README.txt";

    private CampaignArchive() {}

    /** Whether {@code file} is a campaign's archive rather than a game's. */
    public static boolean is(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (ZipFile zip = new ZipFile(file.toFile(), StandardCharsets.UTF_8)) {
            return zip.getEntry(STREAM) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** Writes campaign {@code name}: the lines of its stream, then every battle's archive; returns the battles written. */
    public static int export(Journal journal, String name, Path file) {
        CampaignRecord c = new Campaigns(journal, new Games(journal), Clock.systemUTC()).load(name);
        ObjectMapper json = EventCodec.mapper();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            zip.putNextEntry(new ZipEntry(README));
            zip.write(readme(c).getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            StringBuilder lines = new StringBuilder();
            for (StoredEvent e : journal.read(Campaigns.streamOf(name))) {
                lines.append(json.writeValueAsString(Archives.line(e, false))).append('\n');
            }
            zip.putNextEntry(new ZipEntry(STREAM));
            zip.write(lines.toString().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            Path temp = Files.createTempDirectory("herald-campaign");
            try {
                for (CampaignRecord.Battle b : c.battles()) {
                    Path one = temp.resolve(b.gameId() + ".zip");
                    new ArchiveWriter(journal, Clock.systemUTC()).export(b.gameId(), null, false, one);
                    zip.putNextEntry(new ZipEntry(BATTLES + b.gameId() + ".zip"));
                    zip.write(Files.readAllBytes(one));
                    zip.closeEntry();
                    Files.delete(one);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            Files.write(file, bytes.toByteArray());
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage(), e);
        }
        return c.battles().size();
    }

    /** Imports the campaign in {@code file}: every battle, then its stream. Returns its name. */
    public static String importInto(Journal journal, Path file) {
        List<StoredEvent> stream = new ArrayList<>();
        List<Archive> battles = new ArrayList<>();
        Path temp;
        try {
            temp = Files.createTempDirectory("herald-campaign");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (ZipFile zip = new ZipFile(file.toFile(), StandardCharsets.UTF_8)) {
            ObjectMapper json = EventCodec.mapper();
            String[] text = new String(zip.getInputStream(zip.getEntry(STREAM)).readAllBytes(), StandardCharsets.UTF_8)
                    .split("\n");
            for (int i = 0; i < text.length; i++) {
                if (!text[i].isBlank()) {
                    try {
                        stream.add(Archives.event(json.readValue(text[i], ArchiveLine.class)));
                    } catch (JsonProcessingException e) {
                        throw new UserError(file + ": " + STREAM + " line " + (i + 1) + " cannot be read: "
                                + e.getOriginalMessage(), e);
                    }
                }
            }
            for (ZipEntry entry : Collections.list(zip.entries())) {
                if (entry.getName().startsWith(BATTLES) && entry.getName().endsWith(".zip")) {
                    Path one = temp.resolve(entry.getName().substring(BATTLES.length()).replaceAll("[^A-Za-z0-9.-]", "_"));
                    Files.write(one, zip.getInputStream(entry).readAllBytes());
                    battles.add(ArchiveReader.read(one));
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot read campaign archive " + file + ": " + e.getMessage(), e);
        } finally {
            Archives.deleteTree(temp);
        }
        if (stream.isEmpty()) {
            throw new UserError(file + ": " + STREAM + " holds no events");
        }
        String id = stream.get(0).gameId();
        if (Games.isGame(id)) {
            throw new UserError(file + ": " + STREAM + " is the stream of " + id + ", not of a campaign");
        }
        for (Archive battle : battles) {
            ArchiveImport.into(journal, battle, false);
        }
        try {
            journal.transact(tx -> {
                tx.restore(id, stream);
                return null;
            });
        } catch (StaleVersionException e) {
            throw new UserError("a campaign " + id + " is already in this journal; its battles were imported, not it", e);
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": the campaign cannot be imported: " + e.getMessage(), e);
        }
        return new Campaigns(journal, new Games(journal), Clock.systemUTC())
                .load(id.substring(Games.CAMPAIGN_PREFIX.length())).name();
    }

    /** Imports {@code file} into a journal of its own and verifies the campaign there. */
    public static boolean verify(Path file, PrintWriter out) {
        Path temp = null;
        try {
            temp = Files.createTempDirectory("herald-verify");
            try (Journal journal = Journal.openH2(temp)) {
                return new CampaignVerifier(out).verify(journal, importInto(journal, file));
            }
        } catch (IOException e) {
            throw new UserError("cannot make a temporary folder to verify " + file + " in: " + e.getMessage(), e);
        } finally {
            Archives.deleteTree(temp);
        }
    }

    private static String readme(CampaignRecord c) {
        return "Herald campaign archive: " + c.name() + " (" + c.created().rulesetId() + ", " + c.battles().size()
                + " battles)\n\n"
                + STREAM + ": the campaign's own journal stream, one event a line in version order, each with the\n"
                + "SHA-256 hash chain a game's journal has (see any battle's README.txt for how a hash is made).\n"
                + "CampaignCreated holds the players, the rosters as mustered and the campaign rules; BattleBegun\n"
                + "names each battle's game; BattleApplied holds the rosters after a battle and every change and roll.\n"
                + BATTLES + "GAME.zip: each battle's own archive, as `herald export GAME` writes it.\n\n"
                + "`herald verify THIS.zip` checks every chain, re-adjudicates every battle and applies each battle's\n"
                + "end to the rosters again; `herald import THIS.zip` restores the campaign into a journal.\n";
    }
}
