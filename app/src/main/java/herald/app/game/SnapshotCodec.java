package herald.app.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.Ruleset;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Writes a {@link GameRecord} as JSON for a snapshot and reads it back. Every record component is
 * written by reflection, so a field someone adds to GameRecord or to a rules state is kept without
 * touching this class; and the {@link #format} names the shape of every record involved, so a
 * snapshot written before such a change no longer matches and is ignored instead of misread.
 */
public final class SnapshotCodec {
    /** Bump to disown every snapshot written so far, e.g. when the JSON mapping itself changes. */
    static final int VERSION = 1;

    private final Ruleset ruleset;
    private final ObjectMapper mapper = EventCodec.mapper();
    private final Class<?> rulesType;
    private final String format;

    public SnapshotCodec(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.rulesType = ruleset.initial().getClass();
        this.format = "v" + VERSION + ":" + fingerprint(rulesType);
    }

    /** The snapshot format: the codec version and a digest of the shape of GameRecord and the rules state. */
    public String format() {
        return format;
    }

    public String write(GameRecord game) {
        ObjectNode node = mapper.createObjectNode();
        for (RecordComponent c : GameRecord.class.getRecordComponents()) {
            if (c.getType() != Ruleset.class) {
                node.set(c.getName(), mapper.valueToTree(value(c, game)));
            }
        }
        try {
            return mapper.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a snapshot of " + game.id(), e);
        }
    }

    /** The game the JSON holds; empty when it cannot be read, so the caller folds the stream instead. */
    public Optional<GameRecord> read(String json) {
        try {
            JsonNode node = mapper.readTree(json);
            RecordComponent[] components = GameRecord.class.getRecordComponents();
            Object[] args = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                RecordComponent c = components[i];
                types[i] = c.getType();
                if (c.getType() == Ruleset.class) {
                    args[i] = ruleset;
                } else if (!node.has(c.getName())) {
                    return Optional.empty();
                } else {
                    JsonNode value = node.get(c.getName());
                    args[i] = c.getType() == herald.engine.RulesState.class
                            ? mapper.treeToValue(value, rulesType)
                            : mapper.treeToValue(value, mapper.constructType(c.getGenericType()));
                }
            }
            Constructor<GameRecord> canonical = GameRecord.class.getDeclaredConstructor(types);
            return Optional.of(canonical.newInstance(args));
        } catch (JsonProcessingException | IllegalArgumentException | ReflectiveOperationException e) {
            return Optional.empty();
        }
    }

    private static Object value(RecordComponent c, GameRecord game) {
        try {
            return c.getAccessor().invoke(game);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of a game", e);
        }
    }

    private static String fingerprint(Class<?> rulesType) {
        StringBuilder shape = new StringBuilder();
        Set<Type> seen = new LinkedHashSet<>();
        describe(GameRecord.class, shape, seen);
        describe(rulesType, shape, seen);
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(shape.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256", e);
        }
    }

    private static void describe(Type type, StringBuilder out, Set<Type> seen) {
        if (type instanceof ParameterizedType p) {
            describe(p.getRawType(), out, seen);
            for (Type arg : p.getActualTypeArguments()) {
                describe(arg, out, seen);
            }
            return;
        }
        if (!(type instanceof Class<?> c) || !seen.add(c) || c.getName().startsWith("java.")) {
            return;
        }
        out.append(c.getName()).append('{');
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) {
                out.append(rc.getName()).append(':').append(rc.getGenericType().getTypeName()).append(';');
            }
            out.append('}');
            for (RecordComponent rc : c.getRecordComponents()) {
                describe(rc.getGenericType(), out, seen);
            }
        } else if (c.isEnum()) {
            for (Object constant : c.getEnumConstants()) {
                out.append(constant).append(';');
            }
            out.append('}');
        } else {
            out.append('}');
            if (c.isSealed()) {
                for (Class<?> sub : c.getPermittedSubclasses()) {
                    describe(sub, out, seen);
                }
            }
        }
    }
}
