package herald.app.replay;

import herald.app.game.GameEvent;
import herald.app.game.GameRecord;
import herald.app.game.Keys;
import herald.app.loop.Dispatch;
import herald.engine.Side;
import herald.engine.view.ReportSection;
import herald.renderer.BookRenderer;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** The battle book's cover: what was fought, by whom, how it ended, and whether the dice can be trusted. */
final class Cover {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy").withZone(ZoneOffset.UTC);

    private Cover() {}

    /** @param windows how many windows were resolved, in {@code turns} turns (more where sides take turns) */
    static BookRenderer.Cover of(GameRecord game, String side, int windows, int turns) {
        GameEvent.GameCreated created = game.created();
        String scenario = game.ruleset().view(game.rules(), null).scenarioTitle();
        List<String> battle = new ArrayList<>();
        battle.add(scenario + ", played under " + game.ruleset().title() + " (rules version " + created.rulesetVersion()
                + "), scenario \"" + created.scenario() + "\".");
        String played = windows == turns ? turns + (turns == 1 ? " turn" : " turns")
                : windows + " player turns, in " + turns + (turns == 1 ? " turn" : " turns");
        battle.add("Game " + game.id() + ", begun " + DAY.format(created.createdAt()) + "; " + played + " resolved.");
        if (!created.options().isEmpty()) {
            battle.add("House rules: " + created.options() + ".");
        }
        battle.add(side == null ? "This is the umpire's book: everything, hidden pieces included."
                : "This is the book of " + Dispatch.sideName(game, side) + ": only what that side saw.");
        List<String> sides = new ArrayList<>();
        for (Side s : game.ruleset().sides(game.rules())) {
            String player = game.seatOf(s.id()).map(GameEvent.Seat::email).orElse("no player");
            String resigned = game.table().left().contains(s.id()) ? " (resigned)" : "";
            sides.add(s.name() + " (" + s.id() + "): commanded by " + player + resigned);
        }
        String result = game.finished() ? Dispatch.outcomeLine(game)
                : "Not over yet: " + Dispatch.status(game) + ".";
        return new BookRenderer.Cover(scenario, List.of(new ReportSection("The battle", battle),
                new ReportSection("Sides", sides), new ReportSection("Result", List.of(result)),
                new ReportSection("Dice", List.of(dice(game)))));
    }

    /** Whether anyone holding the journal can check every roll. */
    static String dice(GameRecord game) {
        GameEvent.GameCreated created = game.created();
        if (game.scripted()) {
            return "Scripted dice: the organiser set all " + created.scriptedDice().size()
                    + " results in advance (a test, or a published battle re-created). Not a fair game; every page says so.";
        }
        String commitment = created.diceCommitment();
        String shortCommitment = commitment.substring(0, Math.min(16, commitment.length()));
        if (game.seedHex() == null) {
            return "Fair dice, from a seed that is still secret: only its SHA-256 (" + shortCommitment
                    + "…) is in the journal. The seed is revealed when the game ends, and then every roll can be checked.";
        }
        boolean matches = Keys.sha256Hex(HexFormat.of().parseHex(game.seedHex())).equals(commitment);
        return matches
                ? "Fair dice, checked: the seed revealed at the end matches the SHA-256 (" + shortCommitment
                        + "…) journalled when the game began, so every roll can be re-derived (`herald verify "
                        + game.id() + "`)."
                : "WARNING: the seed revealed at the end does NOT match the SHA-256 journalled when the game began."
                        + " These dice cannot be trusted.";
    }
}
