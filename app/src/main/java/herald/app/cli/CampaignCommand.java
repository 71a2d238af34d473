package herald.app.cli;

import herald.app.campaign.CampaignBook;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.Campaigns;
import herald.app.game.Games;
import herald.journal.Journal;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "campaign", mixinStandardHelpOptions = true,
        description = "Prints a campaign's table (its battles, results and every side's roster), or with no NAME lists"
                + " the campaigns; --book writes the campaign book as a PDF.")
public final class CampaignCommand implements Callable<Integer> {
    @Mixin
    Common common;

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME")
    String name;

    @Option(names = "--book", paramLabel = "OUT.pdf", description = "Write the campaign book: the table, every battle"
            + " and what it did to each side, each roster.")
    Path book;

    @Override
    public Integer call() {
        try (Journal journal = common.openExistingJournal()) {
            Campaigns campaigns = new Campaigns(journal, new Games(journal), java.time.Clock.systemUTC());
            if (name == null) {
                campaigns.names().forEach(n -> {
                    CampaignRecord c = campaigns.load(n);
                    System.out.println(c.name() + "  " + c.created().rulesetId() + "  " + c.battles().size() + " battles");
                });
                return 0;
            }
            CampaignRecord c = campaigns.load(name);
            if (book != null) {
                try {
                    PdfFile.write(book, CampaignBook.pdf(c));
                } catch (java.io.IOException e) {
                    throw new herald.app.game.UserError("cannot write " + book + ": " + e.getMessage(), e);
                }
                System.err.println("wrote " + book);
                return 0;
            }
            System.out.print(CampaignBook.text(c));
        }
        return 0;
    }
}
