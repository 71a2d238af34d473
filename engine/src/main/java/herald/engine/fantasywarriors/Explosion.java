package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.IndividualCaught;
import herald.engine.table.Footprint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A war cannon that blows up (Companion L730-731, ignition 0 or less): every figure within a foot of the cannon's base
 * is killed, friend or foe, its crew with it; a figure with a saving throw tries it once. A figure is within when its
 * own base is (Herald's: the base-to-base measure of every other range); individuals too, each with his own save.
 */
final class Explosion {
    private Explosion() {}

    /** The figures killed, by unit, in the scenario's order; the saves are rolled unit by unit, figure by figure. */
    static Map<String, Integer> of(FantasyWarriorsState s, Unit cannon, Dice dice) {
        int reach = Tables.companion().number("cannon-explosion-inches");
        Map<String, Integer> killed = new LinkedHashMap<>();
        for (Unit u : s.onTable()) {
            int caught = u.id().equals(cannon.id()) ? EngineCrew.figures(s, u) : caught(s, u, cannon.ground(), reach);
            if (caught == 0) {
                continue;
            }
            Profile p = EngineCrew.profile(s, u);
            int dead = caught;
            if (p.save().isPresent()) {
                int value = p.save().get().value();
                dead = (int) SavingThrow.against(caught, value, 0, dice).totals().stream().filter(t -> t > value).count();
            }
            if (dead > 0) {
                killed.put(u.id(), dead);
            }
        }
        return killed;
    }

    /** The individuals within the foot, after the units' saves, in the scenario's order. */
    static List<IndividualCaught> individuals(FantasyWarriorsState s, Unit cannon, Dice dice) {
        int reach = Tables.companion().number("cannon-explosion-inches");
        List<IndividualCaught> caught = new ArrayList<>();
        for (Individual i : s.individuals().values()) {
            if (i.onTable() && i.ground().distanceTo(cannon.ground()) <= reach) {
                Profile p = s.profile(i);
                if (p.save().isEmpty()) {
                    caught.add(new IndividualCaught(i.id(), cannon.id(), List.of(), 0, true));
                } else {
                    int value = p.save().get().value();
                    int roll = SavingThrow.against(1, value, 0, dice).totals().get(0);
                    caught.add(new IndividualCaught(i.id(), cannon.id(), List.of(roll), value, roll > value));
                }
            }
        }
        return caught;
    }

    /** The figures of {@code u} whose bases lie within {@code reach} of the cannon's; an engine's whole crew or none. */
    private static int caught(FantasyWarriorsState s, Unit u, Footprint gun, int reach) {
        if (EngineCrew.isEngine(s, u) || !(u.ground() instanceof Footprint.Block)) {
            return u.ground().distanceTo(gun) <= reach ? EngineCrew.figures(s, u) : 0;
        }
        int files = Math.max(1, Math.min(u.files(), u.figures()));
        int ranks = Math.max(1, (u.figures() + files - 1) / files);
        return (int) EquipmentCover.figures(new EquipmentCover.Target(u.ground(), files, ranks, u.standing())).stream()
                .limit(u.figures()).filter(f -> f.distanceTo(gun) <= reach).count();
    }
}
