package herald.engine.fantasywarriors;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One army list (armies/*.json): its units (engines and huge creatures among them) and individuals by key, the
 * battlefield equipment and Companion modules it may use. Herald's own, since the book's lists are missing; a
 * scenario changes it with {@link ArmyLists#override}. {@code entries} keeps each entry's JSON, which an override
 * is merged into and read again, checked as the file was. An army is changed only that way, so that its profiles
 * and its entries always say the same.
 */
public record Army(String key, String name, String race, Set<CompanionModule> modules, Set<Equipment> equipment,
        Map<String, Profile> units, Map<String, Profile> individuals, String herald, Map<String, ObjectNode> entries) {

    public Army {
        // the entries' JSON is read by ArmyLists only, and an override merges into copies of it, never into these
        entries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(entries));
    }

    public List<Profile> profiles() {
        List<Profile> all = new ArrayList<>(units.values());
        all.addAll(individuals.values());
        return all;
    }

    /** The unit or individual {@code key}. */
    public Profile profile(String key) {
        Profile p = units.containsKey(key) ? units.get(key) : individuals.get(key);
        if (p == null) {
            throw new IllegalArgumentException("no entry " + key + " in the " + name + " army list");
        }
        return p;
    }

    boolean has(Role role) {
        return profiles().stream().anyMatch(p -> p.role() == role);
    }
}
