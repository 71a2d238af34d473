package herald.engine.lonewolf;

import herald.engine.lonewolf.events.BrutalityUsed;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.ZoneWithstood;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The heroes' part in the morale phase. Aura of Goodness (HA6): an evil unit with a piece within 2 squares (G5)
 * of an enemy hero with it must test, at −2. Inspire Terror (ET6): a good unit in such a zone tests at −2, a
 * neutral one at −1. Once a unit carries on in a hero's zone it is steady against that hero for the rest of the
 * game: that zone no longer makes it test, and (house rule zone-steady, default "ignore") no longer changes the
 * tests it takes for other reasons either; with "modifier" it still does. Rally (HA7): +3 to the test of a unit a
 * friendly hero with it is next to, once however many such heroes. Brutality (ET3): see {@link #brutality}.
 */
final class MoraleZones {
    private MoraleZones() {}

    /** A hero whose zone reaches the unit, and what it is worth; {@code steady}: the unit has carried on in it before. */
    record Zone(Piece hero, Skill skill, int modifier, boolean steady) {}

    static List<Zone> zones(LoneWolfState s, Morale.Unit u) {
        List<Piece> mine = u.living(s);
        if (mine.isEmpty()) {
            return List.of();
        }
        Camp camp = Heroics.camp(s, mine.get(0));
        List<Zone> out = new ArrayList<>();
        for (Piece h : s.livingEnemiesOf(u.side())) {
            boolean steady = mine.get(0).powers().marks().contains(ZoneWithstood.MARK + h.id());
            if (steady && !s.houseRules().zoneSteadyKeepsModifier()) {
                continue;
            }
            boolean near = mine.stream().anyMatch(p -> p.rangeTo(h) <= range(s, h));
            if (!near) {
                continue;
            }
            if (h.has(Skill.AURA_OF_GOODNESS) && camp == Camp.EVIL) {
                out.add(new Zone(h, Skill.AURA_OF_GOODNESS, s.skills().of(Skill.AURA_OF_GOODNESS).modifier("moraleEvil"), steady));
            }
            if (h.has(Skill.INSPIRE_TERROR) && camp != Camp.EVIL) {
                SkillBook.Entry e = s.skills().of(Skill.INSPIRE_TERROR);
                out.add(new Zone(h, Skill.INSPIRE_TERROR, camp == Camp.GOOD ? e.modifier("moraleGood") : e.modifier("moraleNeutral"),
                        steady));
            }
        }
        return out;
    }

    private static int range(LoneWolfState s, Piece h) {
        Integer a = h.has(Skill.AURA_OF_GOODNESS) ? s.skills().of(Skill.AURA_OF_GOODNESS).range() : null;
        Integer t = h.has(Skill.INSPIRE_TERROR) ? s.skills().of(Skill.INSPIRE_TERROR).range() : null;
        return Math.max(a == null ? 0 : a, t == null ? 0 : t);
    }

    /** Adds the zones' reasons and modifiers, then Rally's +3 if the unit tests at all. */
    static void add(LoneWolfState s, Morale.Unit u, List<String> why, List<Modifier> mods) {
        List<Zone> zones = zones(s, u);
        for (Zone z : zones) {
            if (z.steady()) {
                continue;
            }
            boolean aura = z.skill() == Skill.AURA_OF_GOODNESS;
            why.add("within 2 squares of " + z.hero().title() + "'s " + (aura ? "Aura of Goodness (HA6)" : "Inspire Terror (ET6)"));
            mods.add(new Modifier(aura ? "aura of goodness" : "inspire terror", z.modifier()));
        }
        if (!why.isEmpty()) {
            for (Zone z : zones) {
                if (z.steady()) {
                    mods.add(new Modifier(z.skill() == Skill.AURA_OF_GOODNESS ? "aura of goodness" : "inspire terror", z.modifier()));
                }
            }
        }
        if (!why.isEmpty() && rally(s, u).isPresent()) {
            mods.add(new Modifier("rally by " + rally(s, u).get().id(), s.skills().of(Skill.RALLY).modifier("morale")));
        }
    }

    /** A friendly hero with Rally next to a piece of the unit (HA7). */
    static Optional<Piece> rally(LoneWolfState s, Morale.Unit u) {
        return s.living(u.side()).stream().filter(h -> h.has(Skill.RALLY) && !Heroics.hypnotised(s, h))
                .filter(h -> u.living(s).stream().anyMatch(p -> p.rangeTo(h) <= s.skills().of(Skill.RALLY).range()))
                .findFirst();
    }

    /** After a Carry On, the unit is steady against each zone it tested in. */
    static void withstood(TurnLog log, Morale.Unit u, List<Zone> zones) {
        for (Zone z : zones) {
            if (z.steady()) {
                continue;
            }
            log.emit(new ZoneWithstood(u.side(), u.name(), z.hero().id(), z.skill().key()));
        }
    }

    /**
     * ET3: a friendly hero with Brutality next to the unit kills one of its pieces instead of its test, once per
     * unit. His standing order BRUTALITY says when: ALWAYS, NEVER, or ROUT (the default: only when the worst roll of
     * the dice with these modifiers would rout the unit). The victim is the unit's piece next to him listed first.
     * Returns whether it was used.
     */
    static boolean brutality(TurnLog log, Morale.Unit u, Morale.Reasons r) {
        LoneWolfState s = log.state();
        List<Piece> mine = u.living(s);
        if (mine.size() < 2 || mine.stream().anyMatch(p -> p.powers().marks().contains(BrutalityUsed.MARK))) {
            return false;
        }
        for (Piece h : s.living(u.side())) {
            if (!h.has(Skill.BRUTALITY) || Heroics.hypnotised(s, h)) {
                continue;
            }
            Optional<Piece> victim = mine.stream().filter(p -> p.rangeTo(h) <= s.skills().of(Skill.BRUTALITY).range())
                    .findFirst();
            if (victim.isEmpty()) {
                continue;
            }
            String when = Standing.value(h, Heroics.BRUTALITY);
            if (when.equals("NEVER") || when.equals("ROUT") && !couldRout(s, mine.get(0), r)) {
                continue;
            }
            log.emit(new BrutalityUsed(h.id(), u.side(), u.name(), victim.get().id()));
            return true;
        }
        return false;
    }

    private static boolean couldRout(LoneWolfState s, Piece first, Morale.Reasons r) {
        MoraleSheet sheet = s.sheet(first).morale();
        int worst = sheet.base().value() + sheet.d6().value() + r.modifiers().stream().mapToInt(Modifier::value).sum();
        return sheet.results().of(first.training()).of(worst) == MoraleResult.ROUT;
    }
}
