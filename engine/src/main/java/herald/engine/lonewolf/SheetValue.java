package herald.engine.lonewolf;

/** One number on a play sheet with where it comes from: "rulebook L501", or "ours" with a note. */
public record SheetValue(Integer value, String source, String note) {}
