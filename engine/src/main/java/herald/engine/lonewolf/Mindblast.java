package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.lonewolf.events.SkillRolled;
import java.util.Optional;

/**
 * K7 Mindblast (L1697-1713) and ET1 Mind Blast (L1905-1923): in a firing phase instead of firing, by an unwounded
 * character, range 4 (G5), a visible target, twice a game. Rank-and-file die on 1-40; a monster is hit on 1-40 and rolls
 * its hit chart with location −30 and severity +10; a hero or Kai Lord on 1-35 with location −20 (Kai) or −25 (evil;
 * option mindblast-location). Rolls clamped to 1..100. A target with K8 Mindshield or ET2 Mind Shield then rolls to
 * parry (1-50; a Kai Lord against an evil Mind Blast 1-60, option kai-mindshield).
 */
final class Mindblast {
    private Mindblast() {}

    /** The blast skill {@code p} holds: the Kai one first. */
    static Optional<Skill> skillOf(Piece p) {
        return p.has(Skill.MINDBLAST) ? Optional.of(Skill.MINDBLAST) : p.has(Skill.MIND_BLAST) ? Optional.of(Skill.MIND_BLAST) : Optional.empty();
    }

    static Optional<String> problem(LoneWolfState s, Piece p, Piece target, String targetId) {
        Optional<Skill> skill = skillOf(p);
        if (skill.isEmpty()) {
            return Optional.of(p.id() + " has no Mindblast (K7) or Mind Blast (ET1)");
        }
        if (!p.condition().wounds().isEmpty()) {
            return Optional.of(p.id() + " is wounded: only an unwounded character may use " + s.skills().of(skill.get()).title()
                    + " (" + s.skills().of(skill.get()).rule() + ")");
        }
        if (s.usesLeft(p, skill.get()) <= 0) {
            return Optional.of(p.id() + " has used " + s.skills().of(skill.get()).title() + " twice: no uses left");
        }
        if (target == null) {
            return Optional.of("there is no piece " + targetId);
        }
        if (!target.alive()) {
            return Optional.of(target.id() + " was removed in turn " + target.removedTurn());
        }
        if (target.side().equals(p.side())) {
            return Optional.of(target.id() + " is on your own side: blast an enemy");
        }
        int range = p.rangeTo(target);
        int max = s.skills().of(skill.get()).range();
        if (range > max) {
            return Optional.of(target.id() + " is " + range + " squares away: a mind blast reaches " + max);
        }
        if (!SkillOrders.sees(s, p, target)) {
            return Optional.of(p.id() + " cannot see " + target.id() + ": the target must be visible");
        }
        return Optional.empty();
    }

    static void blast(TurnLog log, int phase, Order.Mindblast order, Dice dice) {
        LoneWolfState s = log.state();
        Piece p = s.pieceOrThrow(order.piece());
        if (!p.alive()) {
            return;
        }
        Piece target = s.piece(order.target()).orElse(null);
        Optional<String> why = problem(s, p, target, order.target());
        if (why.isPresent()) {
            log.emit(new FireHeld(phase, p.id(), "no mind blast: " + why.get()));
            return;
        }
        Reveal.opening(log, p, "it launches a mind blast");
        Skill skill = skillOf(p).orElseThrow();
        SkillBook.Entry e = s.skills().of(skill);
        String band = target.kind().key();
        int roll = dice.roll(100);
        boolean hit = e.inBand(band, roll);
        log.emit(new SkillRolled(phase, p.id(), skill.key(), target.id(), "mind-blasts " + target.id(), roll, e.bands().get(band),
                hit ? "it strikes" : "no effect", true));
        if (!hit || parried(log, phase, skill, target, dice)) {
            return;
        }
        String cause = e.title().toLowerCase(java.util.Locale.ROOT) + " of " + p.id() + " in phase " + phase;
        if (target.kind() == PieceClass.RANK_AND_FILE) {
            log.emit(new PieceRemoved(target.id(), "killed by the " + cause));
        } else if (target.kind() == PieceClass.MONSTER) {
            Hits.take(log, target, cause, dice, e.modifier("monsterLocation"), e.modifier("monsterSeverity"));
        } else {
            String option = s.houseRules().values().get(HouseRules.MINDBLAST_LOCATION);
            SkillBook.Entry by = "kai".equals(option) ? s.skills().of(Skill.MINDBLAST)
                    : "evil".equals(option) ? s.skills().of(Skill.MIND_BLAST) : e;
            Hits.take(log, target, cause, dice, by.modifier("heroLocation"), by.modifier("heroSeverity"));
        }
    }

    /** K8/ET2: the target's shield roll, if it has one and its standing order MINDSHIELD is not OFF. */
    private static boolean parried(TurnLog log, int phase, Skill blast, Piece target, Dice dice) {
        Skill shield = target.has(Skill.MINDSHIELD) ? Skill.MINDSHIELD : target.has(Skill.MIND_SHIELD) ? Skill.MIND_SHIELD : null;
        if (shield == null || !Standing.on(target, "MINDSHIELD")) {
            return false;
        }
        LoneWolfState s = log.state();
        boolean sixty = shield == Skill.MINDSHIELD && blast == Skill.MIND_BLAST
                && "evil-60".equals(s.houseRules().values().get(HouseRules.KAI_MINDSHIELD));
        SkillBook.Entry e = sixty ? s.skills().of(Skill.MIND_SHIELD) : s.skills().of(shield);
        String band = sixty ? "kai-lord-parried" : "parried";
        int roll = dice.roll(100);
        boolean parried = e.inBand(band, roll);
        log.emit(new SkillRolled(phase, target.id(), shield.key(), null, "shields his mind", roll, e.bands().get(band),
                parried ? "parried" : "not parried", false));
        return parried;
    }
}
