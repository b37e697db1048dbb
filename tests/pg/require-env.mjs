// Fails fast when the PostgreSQL URL a test command needs is missing (it would run on DuckDB instead).
const name = process.argv[2];
if (!process.env[name]) {
  console.error(`Set ${name} to a PostgreSQL URL, e.g. the one tests/pg/cluster.sh start prints.`);
  process.exit(1);
}
