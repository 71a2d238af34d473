package herald.engine.darkage;

import java.util.List;

/**
 * A figure of a warband (warband.json): the stats the sheet names, every value Herald's. {@code armour} lists pieces
 * of armour.json, {@code fighting} and {@code shooting} keys of weapons.json, {@code powers} keys of powers.json.
 *
 * @param fate the number a Fate roll must beat (FT1): lower is luckier
 * @param traits from the closed set hero, leader, uncanny-accuracy, close-quarters-shooting, skilled-unarmed,
 *     legendary-shield (a shield that cannot be Sundered, 5.1.2)
 */
public record Profile(String name, String culture, int speed, int sv, int fv, int fate, int leadership,
        List<String> armour, List<String> fighting, List<String> shooting, List<String> traits, int heroPoints,
        List<String> powers, String source, String note) {

    public static final List<String> TRAITS = List.of("hero", "leader", "uncanny-accuracy", "close-quarters-shooting",
            "skilled-unarmed", "legendary-shield");

    public Profile {
        armour = List.copyOf(armour);
        fighting = List.copyOf(fighting);
        shooting = List.copyOf(shooting);
        traits = List.copyOf(traits);
        powers = List.copyOf(powers);
    }

    public boolean has(String trait) {
        return traits.contains(trait);
    }
}
