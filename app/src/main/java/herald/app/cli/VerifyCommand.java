package herald.app.cli;

import herald.app.archive.Archive;
import herald.app.archive.ArchiveCheck;
import herald.app.archive.ArchiveImport;
import herald.app.archive.ArchiveReader;
import herald.app.archive.Verifier;
import herald.app.game.UserError;
import herald.journal.Journal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Checks a game's hash chain and dice commitment and re-adjudicates every turn from its journal "
                + "(or from an archive FILE, without importing it), with a verdict per turn. Exit 3 on any difference.")
public final class VerifyCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Option(names = "--head", paramLabel = "VERSION:HASH", description = "Only says, in one line,"
            + " whether the journal still holds the event a player's mail or PDF printed as its journal head"
            + " (VERSION:HASH, or at least 16 hex digits of the hash): exit 0 if it does, 3 if the journal is behind it.")
    String head;

    @picocli.CommandLine.Option(names = "--campaign", paramLabel = "NAME", description = "Verifies a campaign instead:"
            + " its hash chain, every battle as a game, and every battle's end applied to the rosters again.")
    String campaign;

    @Parameters(paramLabel = "GAME|FILE", arity = "0..1", description = "A game id, or an archive file (a file that"
            + " exists, or a path with a folder or ending in .zip or .pdf): a zip from `herald export`, or a battle book"
            + " PDF from `herald book`, whose archive inside is checked.")
    String target;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (campaign != null) {
            if (target != null || head != null) {
                throw new UserError("--campaign verifies a campaign: give no GAME, FILE or --head with it");
            }
            try (Journal journal = common.openExistingJournal()) {
                boolean ok = new herald.app.campaign.CampaignVerifier(out).verify(journal, campaign);
                out.println(ok ? "verified" : "NOT verified");
                return ok ? 0 : 3;
            }
        }
        if (target == null) {
            throw new UserError("give a GAME, an archive FILE, or --campaign NAME");
        }
        if (head != null) {
            common.requireDataFolder();
            // Unchecked: a journal behind its head file still answers whether it holds the player's event.
            try (Journal journal = common.openUncheckedJournal()) {
                HeadProof.Verdict v = HeadProof.check(journal, target.toUpperCase(), head);
                out.println(v.line());
                return v.held() ? 0 : 3;
            }
        }
        boolean ok;
        String lower = target.toLowerCase();
        if (Files.isRegularFile(Path.of(target)) || lower.endsWith(".zip") || lower.endsWith(".pdf")
                || target.contains("/") || target.contains(java.io.File.separator)) {
            ok = verifyFile(Path.of(target), out);
        } else {
            try (Journal journal = common.openExistingJournal()) {
                ok = new Verifier(out).verify(journal, target.toUpperCase());
            }
        }
        out.println(ok ? "verified" : "NOT verified");
        return ok ? 0 : 3;
    }

    private static boolean verifyFile(Path file, PrintWriter out) {
        if (herald.app.archive.BookArchive.isPdf(file)) {
            return verifyBook(file, out);
        }
        if (herald.app.archive.CampaignArchive.is(file)) {
            return herald.app.archive.CampaignArchive.verify(file, out);
        }
        Archive archive = ArchiveReader.read(file);
        var m = archive.manifest();
        out.println("archive: " + m.game() + " (" + m.rulesetId() + " " + m.rulesetVersion() + ", " + m.scenario() + "), "
                + archive.lines().size() + " events, " + (m.full() ? "everything" : "the copy of side " + m.scope()));
        ArchiveCheck check = ArchiveCheck.of(archive);
        if (!check.sound()) {
            out.println("hash chain: BROKEN: " + check.problem());
            return false;
        }
        if (archive.redactedCount() > 0) {
            out.println("hash chain: links intact over " + check.checked() + " events; " + archive.redactedCount()
                    + " are hidden from " + m.scope() + ", so only their links were checked");
            out.println("turns not re-adjudicated: a side's archive of a running game lacks the other side's orders");
            return true;
        }
        Path temp = null;
        try {
            temp = Files.createTempDirectory("herald-verify");
            try (Journal journal = Journal.openH2(temp)) {
                ArchiveImport.into(journal, archive, false);
                return new Verifier(out).verify(journal, m.game());
            }
        } catch (IOException e) {
            throw new UserError("cannot make a temporary folder to verify " + file + " in: " + e.getMessage(), e);
        } finally {
            herald.app.archive.Archives.deleteTree(temp);
        }
    }

    /** A battle book: the archive inside it is checked exactly as the same zip would be. */
    private static boolean verifyBook(Path book, PrintWriter out) {
        Path temp = null;
        try {
            temp = Files.createTempDirectory("herald-verify-book");
            Path zip = herald.app.archive.BookArchive.extract(book, temp);
            out.println("the archive inside the book " + book + ": " + zip.getFileName());
            return verifyFile(zip, out);
        } catch (IOException e) {
            throw new UserError("cannot make a temporary folder to verify " + book + " in: " + e.getMessage(), e);
        } finally {
            herald.app.archive.Archives.deleteTree(temp);
        }
    }
}
