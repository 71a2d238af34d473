package herald.engine.lonewolf;

/** A wound on a hero's or monster's record sheet: when, how bad, where, and what it does. */
public record Wound(int turn, String severity, String location, HitEffect effect) {}
