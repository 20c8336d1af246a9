#ifndef ADDER_CSQLITECLOSE_H
#define ADDER_CSQLITECLOSE_H

/// Makes closing this connection leave its write-ahead log as it is instead of checkpointing it
/// into the database file (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE). Swift cannot call the variadic
/// sqlite3_db_config. `connection` is a `sqlite3 *`. Returns SQLite's result code.
int adder_sqlite_keep_log_on_close(void *connection);

#endif
