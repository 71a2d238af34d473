package db.migration;

import herald.journal.InboundRecord;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Issue 13: a mail is identified by its Message-ID and the SHA-256 of its raw bytes, so that a
 * different mail reusing an earlier Message-ID is kept too (its bytes were lost before). Adds
 * inbound.raw_sha256 (lower-case hex), fills it for the rows already there, and makes
 * (message_id, raw_sha256) the key instead of message_id alone. In Java rather than SQL because
 * H2 and PostgreSQL spell both the hash and the primary key's name differently; the hash is
 * {@link InboundRecord#sha256}, as for every mail recorded later.
 */
public class V7__inbound_by_hash extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws Exception {
        Connection c = context.getConnection();
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE inbound ADD COLUMN raw_sha256 VARCHAR(64)");
        }
        List<String> ids = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT message_id FROM inbound")) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        // one row at a time: a journal holds years of mail, each up to the size limit
        try (PreparedStatement read = c.prepareStatement("SELECT raw FROM inbound WHERE message_id = ?");
                PreparedStatement write = c.prepareStatement("UPDATE inbound SET raw_sha256 = ? WHERE message_id = ?")) {
            for (String id : ids) {
                read.setString(1, id);
                try (ResultSet rs = read.executeQuery()) {
                    rs.next();
                    write.setString(1, InboundRecord.sha256(rs.getBytes(1)));
                }
                write.setString(2, id);
                write.executeUpdate();
            }
        }
        String key = primaryKeyName(c);
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE inbound ALTER COLUMN raw_sha256 SET NOT NULL");
            s.execute("ALTER TABLE inbound DROP CONSTRAINT " + key);
            s.execute("ALTER TABLE inbound ADD CONSTRAINT inbound_mail PRIMARY KEY (message_id, raw_sha256)");
            s.execute("CREATE INDEX inbound_sha ON inbound (raw_sha256)");
        }
    }

    private static String primaryKeyName(Connection c) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        for (String table : new String[] {"INBOUND", "inbound"}) {
            try (ResultSet rs = meta.getPrimaryKeys(null, null, table)) {
                while (rs.next()) {
                    if (c.getSchema() == null || c.getSchema().equalsIgnoreCase(rs.getString("TABLE_SCHEM"))) {
                        return rs.getString("PK_NAME");
                    }
                }
            }
        }
        throw new SQLException("the inbound table has no primary key to replace");
    }
}
