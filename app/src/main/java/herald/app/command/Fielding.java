package herald.app.command;

import herald.app.campaign.CampaignRecord;
import herald.app.campaign.Campaigns;
import herald.app.game.GameEvent.FieldChosen;
import herald.app.game.GameRecord;
import herald.app.loop.Dispatch;
import herald.engine.campaign.Recruit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * FIELD LW CP H1: in a battle of a campaign, who of the player's side fights the campaign's next battle. Each must be
 * a living piece of the side's roster; the next battle's scenario places them, and leaves off the side's pieces not
 * named. Sent again, the latest choice counts.
 */
final class Fielding {
    private Fielding() {}

    static Answer of(Post post, Campaigns campaigns, GameRecord game, Asker asker, List<String> args) {
        String name = game.created().campaign();
        if (name == null) {
            return Answer.refused("FIELD chooses who fights the next battle of a campaign, and game " + game.id()
                    + " is a battle of none");
        }
        CampaignRecord c = campaigns.load(name);
        List<Recruit> roster = c.rosterOf(asker.side());
        List<String> living = roster.stream().filter(r -> !r.dead()).map(Recruit::id).toList();
        if (args.isEmpty()) {
            return Answer.refused("write FIELD and the pieces of your side that fight the next battle, e.g. FIELD "
                    + String.join(" ", living.stream().limit(3).toList()) + " (your side's living pieces: "
                    + String.join(", ", living) + ")");
        }
        List<String> chosen = new ArrayList<>();
        for (String arg : args) {
            Optional<Recruit> r = roster.stream().filter(x -> x.id().equalsIgnoreCase(arg.replace(",", ""))).findFirst();
            if (r.isEmpty()) {
                return Answer.refused(arg + " is not in your side's roster (its living pieces: " + String.join(", ", living)
                        + ")");
            }
            if (r.get().dead()) {
                return Answer.refused(r.get().id() + " is dead: " + r.get().fate());
            }
            if (chosen.contains(r.get().id())) {
                return Answer.refused(r.get().id() + " is named twice");
            }
            chosen.add(r.get().id());
        }
        FieldChosen field = new FieldChosen(asker.side(), chosen, asker.messageId(), asker.at());
        List<String> staying = living.stream().filter(id -> !chosen.contains(id)).toList();
        return Answer.done(List.of(field), List.of(post.mail(game, asker.email(), "command-field", Map.of(
                "campaign", c.name(), "sideName", Dispatch.sideName(game, asker.side()), "chosen", String.join(", ", chosen),
                "staying", String.join(", ", staying)), asker.messageId())), "fields "
                + String.join(" ", chosen));
    }
}
