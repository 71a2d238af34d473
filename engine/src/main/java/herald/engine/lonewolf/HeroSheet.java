package herald.engine.lonewolf;

import herald.engine.Side;
import herald.engine.lonewolf.events.ControlChanged;
import herald.engine.lonewolf.events.HypnotiseTried;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The record sheet's page for Heroic Abilities and Evil Tricks: each hero's skills, the uses he has left (Salmon Leap
 * 2, Hypnotise 1), Hard as Nails spent or not, his standing orders (with the defaults shown), and a hypnotised
 * piece's state, on its own side's sheet and on its controller's.
 */
final class HeroSheet {
    private HeroSheet() {}

    static Optional<SheetTable> of(LoneWolfState s, Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (Piece p : s.pieces()) {
            boolean ours = p.side().equals(side.id()) || Hypnosis.mark(p, ControlChanged.OWNER).filter(side.id()::equals).isPresent();
            String state = state(s, p);
            if (!ours || (p.card() == null || heroic(p).isEmpty()) && state.isEmpty()) {
                continue;
            }
            rows.add(List.of(p.id(), p.title(), String.join(", ", heroic(p).stream().map(k -> s.skills().of(k).title()).toList()),
                    uses(s, p), standing(p), state.isEmpty() ? "-" : state));
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new SheetTable("Heroic Abilities and Evil Tricks: " + side.name(),
                List.of("Piece", "Hero", "Skills", "Uses left", "Standing orders", "Hypnosis"), rows));
    }

    private static List<Skill> heroic(Piece p) {
        List<Skill> out = new ArrayList<>();
        if (p.card() == null) {
            return out;
        }
        for (String entry : p.card().skills()) {
            Skill.parse(entry).filter(k -> k.ordinal() >= Skill.SALMON_LEAP.ordinal() && !out.contains(k)).ifPresent(out::add);
        }
        return out;
    }

    private static String uses(LoneWolfState s, Piece p) {
        List<String> parts = new ArrayList<>();
        for (Skill k : List.of(Skill.SALMON_LEAP, Skill.HYPNOTISE)) {
            if (p.has(k)) {
                parts.add(s.skills().of(k).title() + " " + Heroics.usesLeft(s, p, k));
            }
        }
        if (p.has(Skill.HARD_AS_NAILS)) {
            parts.add("Hard as Nails: " + (p.powers().usedOf(Skill.HARD_AS_NAILS) > 0 ? "spent" : "ready"));
        }
        return parts.isEmpty() ? "-" : String.join("; ", parts);
    }

    private static String standing(Piece p) {
        List<String> parts = new ArrayList<>();
        if (p.has(Skill.SECRET_PARRY)) {
            parts.add("PARRY " + Heroics.standing(p, Heroics.PARRY));
        }
        if (p.has(Skill.BRUTALITY)) {
            parts.add("BRUTALITY " + Heroics.standing(p, Heroics.BRUTALITY));
        }
        return parts.isEmpty() ? "-" : String.join("; ", parts);
    }

    private static String state(LoneWolfState s, Piece p) {
        if (!p.alive()) {
            return "";
        }
        if (Heroics.hypnotised(s, p)) {
            return "hypnotised by " + Hypnosis.mark(p, HypnotiseTried.HYPNOTIST).orElse("?") + ": stands still this turn";
        }
        Optional<String> until = Hypnosis.mark(p, ControlChanged.CONTROLLED);
        return until.map(u -> "hypnotised: moved by the " + s.sideName(p.side()) + " to the end of turn " + u).orElse("");
    }
}
