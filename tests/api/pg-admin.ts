// One statement on the PostgreSQL server at `adminUrl`, on a connection of its own (CREATE and
// DROP DATABASE cannot run inside another database's pool): the API tests' throwaway and template
// databases and the benchmarks' databases. No vitest here: the benchmarks import it too.
import pg from 'pg';

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
