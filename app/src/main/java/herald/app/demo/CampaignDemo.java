package herald.app.demo;

import com.icegreen.greenmail.util.GreenMail;
import herald.app.Config;
import herald.app.campaign.CampaignRecord;
import herald.app.campaign.Campaigns;
import herald.app.game.GameRecord;
import herald.app.game.Rulesets;
import herald.app.game.ScenarioSource;
import herald.app.loop.Dispatch;
import herald.app.loop.MailLoop;
import herald.app.loop.Umpire;
import herald.engine.Ruleset;
import herald.journal.Journal;
import herald.mailer.ImapInbox;
import herald.mailer.InboundMail;
import herald.mailer.SmtpOutbox;
import herald.renderer.PdfRenderer;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A short Lone Wolf campaign over real mail on loopback, as {@link Demo} plays one game: a campaign mustered from
 * the shipped `outpost`, then battle after battle on that field with whoever is still alive, each played to its
 * end by simulated players; after each, every player reads its side's campaign sheet.
 */
public final class CampaignDemo {
    static final String MUSTER = "outpost";

    /** @param mail every mail each side's player read, by side, oldest first */
    public record Result(String campaign, List<String> battles, CampaignRecord record, List<Path> pdfs, List<String> log,
            Map<String, List<InboundMail>> mail) {}

    private final Path data;
    private final PrintStream out;

    public CampaignDemo(Path data, PrintStream out) {
        this.data = data;
        this.out = out;
    }

    /** Plays {@code battles} battles of a new campaign {@code name}; a non-null {@code seed} fixes every battle's dice. */
    public Result play(String name, int battles, String seed) {
        GreenMail mail = Demo.loopback();
        try {
            return play(mail, name, battles, seed);
        } finally {
            mail.stop();
        }
    }

    private Result play(GreenMail mail, String name, int battles, String seed) {
        int smtp = mail.getSmtp().getPort();
        int imap = mail.getImap().getPort();
        Config config = Demo.heraldOn(mail, data);
        Ruleset lw = Rulesets.byId("lonewolf");
        List<String> log = new ArrayList<>();
        int[] games = {0};
        try (Journal journal = Journal.openH2(data)) {
            // each battle its own seed, all fixed by the one given
            Umpire umpire = new Umpire(journal, new Dispatch(new PdfRenderer(), Demo.HERALD), Clock.systemUTC(),
                    seed == null ? herald.app.game.Keys::seed
                            : () -> (seed + "/" + ++games[0]).getBytes(StandardCharsets.UTF_8));
            Campaigns campaigns = umpire.campaigns();
            Map<String, String> seats = new LinkedHashMap<>();
            seats.put("kai", "kai@players.demo");
            seats.put("darklords", "darklords@players.demo");
            CampaignRecord c = campaigns.create(new Campaigns.NewCampaign(name, lw, MUSTER, seats, Map.of(),
                    Map.of("LW", List.of("healing", "hunting", "sixth-sense"), "CP", List.of("strength"))));
            out.println("demo campaign " + c.name() + ": " + c.roster().size() + " pieces mustered from " + MUSTER);
            List<SimulatedPlayer> players = new ArrayList<>();
            Path pdfDir = data.resolve("pdf").resolve(c.name());
            seats.forEach((side, email) -> {
                mail.setUser(email, side, side + "-secret");
                players.add(new SimulatedPlayer(side, email, Demo.account(smtp, imap, email, side, side + "-secret"), pdfDir));
            });
            List<String> fought = new ArrayList<>();
            try (ImapInbox inbox = new ImapInbox(config.mail()); SmtpOutbox outbox = new SmtpOutbox(config.mail())) {
                MailLoop loop = new MailLoop(umpire, journal, inbox, outbox, new PrintStream(new Demo.LogStream(log), true));
                for (int n = 1; n <= battles; n++) {
                    c = campaigns.load(name);
                    ScenarioSource deployed;
                    try {
                        deployed = campaigns.deploy(c, MUSTER, true);
                    } catch (herald.app.game.UserError e) {
                        out.println("the campaign is over before battle " + n + ": " + e.getMessage());
                        break;
                    }
                    players.forEach(SimulatedPlayer::forgetKey);
                    String gameId = umpire.createGame(new Umpire.NewGame(lw, MUSTER, seats, null, null), deployed,
                            c.name(), campaigns.begun(c, deployed)).gameId();
                    out.println("battle " + n + ": game " + gameId);
                    GameRecord game = Demo.fight(umpire, loop, players, gameId, Integer.MAX_VALUE, out, false);
                    // the pass after the end applies it to the rosters and mails the sheets
                    for (int pass = 0; pass < 3 && campaigns.load(name).battle(gameId).orElseThrow().applied() == null; pass++) {
                        loop.once();
                    }
                    loop.once();
                    players.forEach(SimulatedPlayer::readMail);
                    fought.add(gameId + ": " + (game.finished() ? Dispatch.outcomeLine(game) : "stopped (two minutes ran out)"));
                    out.println("  " + fought.get(fought.size() - 1));
                    if (!game.finished()) {
                        break;
                    }
                }
            } finally {
                players.forEach(SimulatedPlayer::close);
            }
            List<Path> pdfs = new ArrayList<>();
            players.forEach(p -> pdfs.addAll(p.pdfs()));
            Map<String, List<InboundMail>> read = new LinkedHashMap<>();
            players.forEach(p -> read.put(p.side(), p.received()));
            return new Result(c.name(), fought, campaigns.load(name), pdfs, log, read);
        }
    }
}
