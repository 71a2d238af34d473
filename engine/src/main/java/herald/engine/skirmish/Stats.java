package herald.engine.skirmish;

/** A character's numbers as they stand: its type's profile changed by wounds and stuns under the house rules. */
final class Stats {
    private Stats() {}

    static CharacterType.Profile profile(SkirmishState s, Character c) {
        return s.typeOf(c).profile(c.mounted());
    }

    static int attack(SkirmishState s, Character c) {
        int a = profile(s, c).attack();
        if (!c.wounded()) {
            return a;
        }
        switch (s.options().woundedAttack()) {
            case "halve":
                return Math.max(1, a / 2);
            case "minus-2":
                return Math.max(1, a - 2);
            case "minus-4":
                return Math.max(1, a - 4);
            default:
                return a;
        }
    }

    /** Defence before terrain: halved while stunned under {@code stunned=cannot-act}. */
    static int defence(SkirmishState s, Character c) {
        int d = profile(s, c).defence();
        return c.stunned() && s.options().stunned().equals("cannot-act") ? Math.max(1, d / 2) : d;
    }

    static int move(SkirmishState s, Character c) {
        int m = profile(s, c).move();
        return c.wounded() && s.options().woundedMove().equals("halve") ? Math.max(1, m / 2) : m;
    }

    static boolean armoured(SkirmishState s, Character c) {
        return s.typeOf(c).armoured();
    }

    /** "healthy", "wounded", "stunned", "wounded, stunned" or "dead (turn 3)". */
    static String condition(Character c) {
        if (!c.alive()) {
            return "dead (turn " + c.diedTurn() + ")";
        }
        if (c.wounded() && c.stunned()) {
            return "wounded, stunned";
        }
        return c.wounded() ? "wounded" : c.stunned() ? "stunned" : "healthy";
    }
}
