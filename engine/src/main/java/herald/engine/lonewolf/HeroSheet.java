package herald.engine.lonewolf;

import herald.engine.SideNames;
import herald.engine.Side;
import herald.engine.lonewolf.events.ControlChanged;
import herald.engine.lonewolf.events.HypnotiseTried;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The record sheet's skills table: each hero's, Kai Lord's or monster's Kai Disciplines, Heroic Abilities and Evil
 * Tricks (those he holds this battle, K0), the uses he has left of each limited one (Healing 3, Mindblast 2, Salmon
 * Leap 2, Hypnotise 1), Hard as Nails spent or not, his standing orders (defaults shown), and a hypnotised piece's
 * state, on its own side's sheet and on its controller's.
 */
final class HeroSheet {
    private HeroSheet() {}

    static Optional<SheetTable> of(LoneWolfState s, Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (Piece p : s.pieces()) {
            boolean ours = p.side().equals(side.id()) || Hypnosis.mark(p, ControlChanged.OWNER).filter(side.id()::equals).isPresent();
            String state = state(s, p);
            if (!ours || !p.alive() || Disciplines.held(p).isEmpty() && state.isEmpty()) {
                continue;
            }
            rows.add(List.of(p.id(), p.title(), skills(s, p), uses(s, p), standing(p), state.isEmpty() ? "-" : state));
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new SheetTable("Skills: " + side.name(),
                List.of("Piece", "Hero", "Skills", "Uses left", "Standing orders", "Hypnosis"), rows));
    }

    /** "Camouflage, Healing, Weaponskill (sword)": the skills held this battle, as the card lists them. */
    private static String skills(LoneWolfState s, Piece p) {
        List<String> out = new ArrayList<>();
        for (String entry : Disciplines.held(p)) {
            Skill k = Skill.parse(entry).orElseThrow();
            out.add(s.skills().of(k).title() + Skill.weaponOf(entry).map(w -> " (" + w.replace('_', ' ') + ")").orElse(""));
        }
        return out.isEmpty() ? "-" : String.join(", ", out);
    }

    private static String uses(LoneWolfState s, Piece p) {
        List<String> parts = new ArrayList<>();
        for (String entry : Disciplines.held(p)) {
            Skill k = Skill.parse(entry).orElseThrow();
            Integer uses = s.skills().of(k).uses();
            if (uses != null) {
                parts.add(s.skills().of(k).title() + " " + s.usesLeft(p, k) + " of " + uses);
            }
        }
        if (p.has(Skill.HARD_AS_NAILS)) {
            parts.add("Hard as Nails: " + (p.powers().usedOf(Skill.HARD_AS_NAILS) > 0 ? "spent" : "ready"));
        }
        return parts.isEmpty() ? "-" : String.join("; ", parts);
    }

    /** Every standing order the piece's skills allow, with its value or default. */
    private static String standing(Piece p) {
        List<String> parts = new ArrayList<>();
        for (Standing.Kind k : Standing.KINDS) {
            if (k.skills().stream().anyMatch(p::has)) {
                parts.add(k.name() + " " + Standing.value(p, k.name()));
            }
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
        return until.map(u -> "hypnotised: moved by " + SideNames.inSentence(s.sideName(p.side())) + " to the end of turn " + u).orElse("");
    }
}
