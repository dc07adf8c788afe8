// A bench's run on PostgreSQL: a database of its own on DATABASE_URL's server, created for the run
// and dropped afterwards (also when the run throws). Without DATABASE_URL it says so and skips.
import { type Database, openDatabase } from '../../server/db/client';
import { adminQuery } from '../../tests/api/pg-admin';

export async function withThrowawayPostgres(
  prefix: string,
  run: (database: Database, name: string) => Promise<void>,
): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nDATABASE_URL not set: PostgreSQL skipped.');
    return;
  }
  const name = `${prefix}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString() }, () => undefined);
    try {
      await run(database, name);
    } finally {
      await database.close();
    }
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
