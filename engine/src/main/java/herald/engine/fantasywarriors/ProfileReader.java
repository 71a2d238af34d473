package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.Profile.Arms;
import herald.engine.fantasywarriors.Profile.Crew;
import herald.engine.fantasywarriors.Profile.Flags;
import herald.engine.fantasywarriors.Profile.Move;
import herald.engine.fantasywarriors.Profile.Size;
import herald.engine.fantasywarriors.Profile.Sourced;
import herald.engine.fantasywarriors.Profile.Special;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads one entry of an army list strictly: every key known, every number a whole number in its range and either
 * with its source or covered by the entry's "herald" note, every word one the rules know. A mistake is named by the
 * file and the place ("armies/orcs.json: units.orc-archers.volleyCounters: at most 6, not 7").
 */
final class ProfileReader {
    static final Set<String> KEYS = Set.of("name", "role", "race", "mercenary", "move", "worth", "strength",
            "attackStrength", "resilience", "weapon", "armour", "save", "quality", "kind", "leadership", "points", "size",
            "volleyCounters", "magicPower", "enchantmentCounters", "breathCounters", "crew", "terrible", "undead", "flyer",
            "mounted",
            "specials", "poisonedArrows", "herald");

    private final String file;
    private final String at;
    private final Optional<String> heraldNote;

    private ProfileReader(String file, String at, Optional<String> heraldNote) {
        this.file = file;
        this.at = at;
        this.heraldNote = heraldNote;
    }

    /** The entry {@code key} of an army of {@code armyRace}, found at {@code at} ("units.orc-archers") in {@code file}. */
    static Profile read(JsonNode n, String key, String armyRace, String file, String at) throws ScenarioException {
        require(n != null && n.isObject(), file, at, "an entry is an object of its numbers");
        keys(n, KEYS, file, at);
        Optional<String> herald = text(n, "herald", file, at, false);
        ProfileReader r = new ProfileReader(file, at, herald);
        Role role = word(n.get("role"), Role.values(), Role::key, file, at + ".role");
        String race = text(n, "race", file, at, false).orElse(armyRace);
        JsonNode m = r.object(n, "move", Set.of("ground", "air"));
        Move move = new Move(r.number(m, "move.ground", 0, 99), r.optional(m, "move.air", 1, 99));
        Arms weapon = r.weapon(n);
        Quality quality = word(n.get("quality"), Quality.values(), q -> q.name().toLowerCase(Locale.ROOT), file,
                at + ".quality");
        Kind kind = word(n.get("kind"), Kind.values(), k -> k.name().toLowerCase(Locale.ROOT), file, at + ".kind");
        Armour armour = word(n.get("armour"), Armour.values(), Armour::key, file, at + ".armour");
        Optional<Size> size = Optional.empty();
        if (n.has("size")) {
            JsonNode s = r.object(n, "size", Set.of("min", "max"));
            Size z = new Size(r.number(s, "size.min", 1, 999), r.number(s, "size.max", 1, 999));
            require(z.min().value() <= z.max().value(), file, at + ".size", "min " + z.min().value()
                    + " is more than max " + z.max().value());
            size = Optional.of(z);
        }
        Optional<Crew> crew = Optional.empty();
        if (n.has("crew")) {
            JsonNode c = r.object(n, "crew", Set.of("count", "profile"));
            crew = Optional.of(new Crew(r.number(c, "crew.count", 1, 99), text(c, "profile", file, at + ".crew", true)
                    .orElseThrow()));
        }
        Flags flags = new Flags(flag(n, "terrible", file, at), flag(n, "undead", file, at), flag(n, "flyer", file, at),
                flag(n, "mounted", file, at));
        Profile p = new Profile(key, text(n, "name", file, at, true).orElseThrow(), role, race,
                flag(n, "mercenary", file, at), move, r.number(n, "worth", 0, 99), r.number(n, "strength", 0, 20),
                r.number(n, "attackStrength", 0, 20), r.number(n, "resilience", 0, 20), weapon, armour,
                r.optional(n, "save", 2, 12), quality, kind, r.optional(n, "leadership", 1, 6),
                r.number(n, "points", 0, 9999), size, r.optional(n, "volleyCounters", 0, 6),
                r.optional(n, "magicPower", 0, 99), r.optional(n, "enchantmentCounters", 0, 6),
                r.optional(n, "breathCounters", 0, 6), crew, flags, r.specials(n), flag(n, "poisonedArrows", file, at),
                herald);
        RoleChecks.check(p, file, at);
        return p;
    }

    private Arms weapon(JsonNode n) throws ScenarioException {
        JsonNode w = object(n, "weapon", Set.of("line", "strength", "shortRange", "longRange"));
        WeaponLine line = word(w.get("line"), WeaponLine.values(), WeaponLine::key, file, at + ".weapon.line");
        Arms a = new Arms(line, optional(w, "weapon.strength", 0, 20), optional(w, "weapon.shortRange", 1, 99),
                optional(w, "weapon.longRange", 1, 99));
        boolean ranged = a.strength().isPresent() || a.shortRange().isPresent() || a.longRange().isPresent();
        if (a.isMissile()) {
            require(a.strength().isPresent() && a.shortRange().isPresent() && a.longRange().isPresent(), file,
                    at + ".weapon", "a " + line.key() + " has a strength, a shortRange and a longRange");
            require(a.shortRange().get().value() <= a.longRange().get().value(), file, at + ".weapon.shortRange",
                    "no longer than the longRange " + a.longRange().get().value() + ", not " + a.shortRange().get().value());
        } else {
            require(!ranged, file, at + ".weapon", "a " + line.key() + " is not shot: no strength or ranges");
        }
        return a;
    }

    private Map<Special, Sourced> specials(JsonNode n) throws ScenarioException {
        Map<Special, Sourced> out = new EnumMap<>(Special.class);
        if (!n.has("specials")) {
            return out;
        }
        JsonNode s = object(n, "specials", Arrays.stream(Special.values()).map(Special::key).collect(
                java.util.stream.Collectors.toSet()));
        for (Special sp : Special.values()) {
            if (s.has(sp.key())) {
                out.put(sp, number(s, "specials." + sp.key(), 0, 999));
            }
        }
        return out;
    }

    private JsonNode object(JsonNode n, String field, Set<String> known) throws ScenarioException {
        JsonNode o = n.get(field);
        require(o != null && !o.isNull(), file, at + "." + field, "required");
        require(o.isObject(), file, at + "." + field, "an object with " + new TreeSet<>(known));
        keys(o, known, file, at + "." + field);
        return o;
    }

    /** {@code path} is "worth" or "move.ground": the last part is read from {@code n}. */
    private Sourced number(JsonNode n, String path, int least, int most) throws ScenarioException {
        return optional(n, path, least, most).orElseThrow(() -> new ScenarioException(file + ": " + at + "." + path
                + ": required"));
    }

    private Optional<Sourced> optional(JsonNode n, String path, int least, int most) throws ScenarioException {
        String field = path.substring(path.lastIndexOf('.') + 1);
        String place = at + "." + path;
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        Sourced s;
        if (v.isObject()) {
            keys(v, Set.of("value", "source", "herald"), file, place);
            s = new Sourced(whole(v.get("value"), place + ".value"), text(v, "source", file, place, false),
                    text(v, "herald", file, place, false));
            require(s.source().isPresent() != s.herald().isPresent(), file, place,
                    "says where it comes from: the book (\"source\") or Herald's reasoning (\"herald\"), one of the two");
        } else {
            int w = whole(v, place);
            require(heraldNote.isPresent(), file, place, "a bare number is Herald's, and the entry's \"herald\" note"
                    + " must say why; a number of the book's is {\"value\": " + w + ", \"source\": \"Lnnn\"}");
            s = new Sourced(w, Optional.empty(), heraldNote);
        }
        require(s.value() >= least, file, place, "at least " + least + ", not " + s.value());
        require(s.value() <= most, file, place, "at most " + most + ", not " + s.value());
        return Optional.of(s);
    }

    private int whole(JsonNode v, String place) throws ScenarioException {
        require(v != null && v.isIntegralNumber() && v.canConvertToInt(), file, place,
                "a whole number, not " + (v == null ? "nothing" : v.toString()));
        return v.intValue();
    }

    static void keys(JsonNode n, Set<String> known, String file, String at) throws ScenarioException {
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            String k = e.getKey();
            require(known.contains(k), file, at, "unknown key \"" + k + "\" (known keys: " + String.join(", ",
                    new TreeSet<>(known)) + ")");
        }
    }

    static Optional<String> text(JsonNode n, String field, String file, String at, boolean required)
            throws ScenarioException {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            require(!required, file, at + "." + field, "required");
            return Optional.empty();
        }
        require(v.isTextual() && !v.asText().isBlank(), file, at + "." + field, "a text, not " + v);
        return Optional.of(v.asText());
    }

    private static boolean flag(JsonNode n, String field, String file, String at) throws ScenarioException {
        JsonNode v = n.get(field);
        require(v == null || v.isBoolean(), file, at + "." + field, "true or false, not " + v);
        return v != null && v.booleanValue();
    }

    static <E> E word(JsonNode v, E[] values, java.util.function.Function<E, String> key, String file, String place)
            throws ScenarioException {
        List<String> known = Arrays.stream(values).map(key).toList();
        require(v != null && !v.isNull(), file, place, "required, one of " + known);
        for (E e : values) {
            if (v.isTextual() && key.apply(e).equals(v.asText())) {
                return e;
            }
        }
        throw new ScenarioException(file + ": " + place + ": one of " + known + ", not " + v);
    }
}
