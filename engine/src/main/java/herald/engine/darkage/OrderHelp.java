package herald.engine.darkage;

import herald.engine.view.OrderCard;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The order grammar as a player reads it, kept once as a reference card: whole in the opening PDF, and in the welcome
 * mail within 78 columns, without the shooting, torches, axes, powers and Heroes no figure of the game has.
 */
final class OrderHelp {
    private OrderHelp() {}

    static final String HEAD = "Orders for the whole turn, one a line (any case; # starts a comment):";

    static final List<OrderCard.Entry> ENTRIES = List.of(
            new OrderCard.Entry(List.of("MOVE Ulf TO 12,20"), "Movement: to 12,20, up to 6\" + Speed (Heavy armour loses"
                    + " the Speed); difficult ground takes 1\", 2\" or 3\", the worst entered"),
            new OrderCard.Entry(List.of("MOVE Ulf TO 10,14 THEN 12,20"), "the same by way of 10,14: measured along the legs"),
            new OrderCard.Entry(List.of("MOVE Ulf AT Brand"), "straight at a figure into base contact, as far as the move"
                    + " reaches: touching an enemy starts a Fight"),
            new OrderCard.Entry(List.of("RUN Ulf TO 12,20", "RUN Ulf AT Brand"), "3\" more; not in Medium or Heavy armour"),
            new OrderCard.Entry(List.of("DISENGAGE Ulf TO 10,4"), "leave a Fight: the only move a figure in a Fight"
                    + " may make"),
            new OrderCard.Entry(List.of("DISENGAGE Ulf TO 10,4 RUNNING"), "the same, running"),
            new OrderCard.Entry(List.of("STAND Ulf"), "a knocked-down figure gets up where it lies; a MOVE gets it up"
                    + " too, for half its move, and it cannot run"),
            new OrderCard.Entry(List.of("SHOOT Orm AT Brand"), "Shooting: at an enemy in range and in sight when it"
                    + " shoots"),
            new OrderCard.Entry(List.of("SHOOT Orm AT Brand WITH war-bow"), "WITH names one of its shooting weapons"),
            new OrderCard.Entry(List.of("VOLLEY Orm Kol AT Brand"), "one attack by the first named, +1 for each other"
                    + " shooter; none of them shoots otherwise"),
            new OrderCard.Entry(List.of("SHOOT Orm AT t2 USING fire-arrow"), "from a bow or crossbow, lit at a torch or a fire: sets a"
                    + " building, wagon, boat or haystack alight; no use against figures"),
            new OrderCard.Entry(List.of("SHOOT Aelfric AT Thora USING holy-water"), "thrown by hand: a figure with Wyrd"
                    + " Powers it hits may lose them"),
            new OrderCard.Entry(List.of("LIGHT Ulf", "DOUSE Ulf"), "light the torch it carries (its Shooting action),"
                    + " or put it out"),
            new OrderCard.Entry(List.of("FIGHT Ulf AT Brand"), "Fighting: the whole FV at an enemy in base contact"),
            new OrderCard.Entry(List.of("FIGHT Ulf AT Brand 3, Odo 2 WITH axe"), "the FV split into whole parts that add"
                    + " up to it, one attack a part; WITH names one of its fighting weapons"),
            new OrderCard.Entry(List.of("SUNDER Ulf AT Brand"), "with an axe: strike the opponent's shield instead"),
            new OrderCard.Entry(List.of("BURN Ulf t2"), "with a lit torch, set alight a feature it touches: a Fighting"
                    + " attack against AR 7"),
            new OrderCard.Entry(List.of("CAST Aelfric blessing"), "Fighting phase: friends within 6\" add 1 to their Fate"
                    + " rolls this turn"),
            new OrderCard.Entry(List.of("CAST Aelfric raise-the-fallen AT Ulf"), "Movement phase: a knocked-down friend"
                    + " within 6\" stands up at once"),
            new OrderCard.Entry(List.of("CAST Aelfric banishment AT Thora"), "Shooting phase: an enemy within 12\" with"
                    + " Wyrd Powers makes a Fate roll or loses them"),
            new OrderCard.Entry(List.of("CAST Thora bolt-of-fire AT Brand", "CAST Thora bolt-of-fire AT t2"), "Shooting"
                    + " phase: an attack within 12\"; a feature hit burns"),
            new OrderCard.Entry(List.of("CAST Thora storm-of-fire AT 20,18"), "Shooting phase: an attack on every figure"
                    + " within 2\" of a point within 12\""),
            new OrderCard.Entry(List.of("CAST Thora ice-grip AT Brand", "CAST Thora ice-grip AT t2"), "Shooting phase:"
                    + " an attack within 9\"; it puts a burning feature out"),
            new OrderCard.Entry(List.of("CAST Thora sea-mist AT 20,18"), "Movement phase: a mist 3\" about a point within"
                    + " 12\"; shooting into or out of it at -2 until next turn"),
            new OrderCard.Entry(List.of("HOLD Ulf"), "nothing this turn, not even striking back in a Fight"),
            new OrderCard.Entry(List.of("HEROIC Ulf REROLL FATE LAST ACT", "HEROIC Ulf REROLL BOTH LAST SPEECH Odin, I come!"),
                    "a Hero's standing orders, kept until changed: when it spends a Hero Point on a re-roll (FATE,"
                            + " ATTACKS, BOTH or NEVER), and what it does when taken out before it acts: its ordered ACT,"
                            + " or a Death SPEECH"));

    static final List<String> NOTES = List.of(
            "Every side mails its orders for the whole turn at once. The turn is played phase by phase, Movement,"
                    + " Shooting, Fighting; the side with the highest initiative acts first in each phase.",
            "A figure has one order in each phase at most: a move, then a shot or a torch, then a fight; a power counts"
                    + " in its own phase. HOLD goes alone; HEROIC goes with anything.",
            "Where things are: x,y in inches from the table's bottom-left corner (x to the right, y up the table), the"
                    + " centre of a figure's base. Figures and terrain features are named by their ids, as the map"
                    + " shows them.",
            "Orders are checked at once against the table as it stands: every error comes back with its line, and"
                    + " accepted moves with what was measured. Contact, range and sight are judged when an order is"
                    + " carried out: a target out of sight or range loses the shot. Your latest accepted orders replace"
                    + " earlier ones.");

    /** The whole grammar, as the opening PDF's card prints it. */
    static final OrderCard CARD = new OrderCard(HEAD, List.of(new OrderCard.Section("", ENTRIES, NOTES)));

    /** The orders some figure of {@code s} can give: shooting, torches, axes, each power and HEROIC where one can. */
    static OrderCard usable(DarkAgeState s) {
        List<Figure> fs = List.copyOf(s.figures().values());
        Predicate<Predicate<Figure>> any = p -> fs.stream().anyMatch(p);
        return CARD.keeping(e -> {
            String example = e.examples().get(0);
            String[] w = example.split(" ");
            if (example.contains("USING")) {
                return any.test(f -> f.ammo(w[w.length - 1]) > 0);
            }
            switch (w[0]) {
                case "SHOOT":
                case "VOLLEY":
                    return any.test(f -> !s.profileOf(f).shooting().isEmpty());
                case "LIGHT":
                case "BURN":
                    return any.test(f -> f.torchLit() || f.ammo("torch") > 0);
                case "SUNDER":
                    return any.test(f -> s.profileOf(f).fighting().stream()
                            .anyMatch(k -> Data.weapons().fightingWeapon(k).sunder()));
                case "CAST":
                    return any.test(f -> s.profileOf(f).powers().contains(w[2].toLowerCase(Locale.ROOT)));
                case "HEROIC":
                    return any.test(f -> s.profileOf(f).has("hero"));
                default:
                    return true;
            }
        });
    }
}
