// The reference of bench/api.ts for each authenticated read (issue 39, goal 4): the same work done
// plainly, with no framework of ours — node:http, the bearer token verified with jose (HS256, our
// issuer, the server's secret), the signed-in user read with pg (user, venue, codes: what the
// server's guard reads), then the read's own SQL, answered as JSON. Every request does all of it
// (no caches). Paths:
//   /my-account           the user
//   /current-night        the venue's open night, else its next planned one
//   /pull?after=N&limit=L the venue's nights changed after version N (L + 1 read, for "more")
// Env: PORT, DATABASE_URL, NOCTUA_DATA_DIR (its jwt-secret) or NOCTUA_JWT_SECRET.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { jwtVerify } from 'jose';
import pg from 'pg';

const secret = process.env.NOCTUA_JWT_SECRET
  ? new TextEncoder().encode(process.env.NOCTUA_JWT_SECRET)
  : new Uint8Array(
      Buffer.from(readFileSync(path.join(process.env.NOCTUA_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim(), 'base64'),
    );
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const USER_SQL = `select u.*, v.name as venue_name, v.timezone, v.business_day_cutoff_hour as cutoff_hour,
  (select array_agg(p.code order by p.code) from user_privileges p where p.user_id = u.id) as privi,
  exists (select 1 from user_totp t where t.user_id = u.id and t.confirmed_at is not null) as totp_enabled
  from users u left join venues v on v.id = u.default_venue_id where u.id = $1 and u.active`;
const NIGHT_SQL = `select * from nights where venue_id = $1 and deleted_at is null
  and (status = 'open' or (status = 'planned' and business_date >= $2))
  order by (status = 'open') desc, case when status = 'open' then business_date end desc nulls last, business_date asc limit 1`;
const PULL_SQL = 'select * from nights where venue_id = $1 and version > $2 order by version limit $3';

/** The venue's business date now: its local date, before the cutoff hour still the day before. */
function businessDate(timezone: string, cutoffHour: number): string {
  const shifted = new Date(Date.now() - cutoffHour * 3_600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(shifted);
}

const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

createServer(async (req, res) => {
  try {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return json(res, 401, { message: 'no token' });
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'noctua' });
    const user = (await pool.query(USER_SQL, [payload.sub])).rows[0];
    if (!user || user.token_version !== payload.tv) return json(res, 401, { message: 'no user' });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/my-account') {
      const { password_hash: _, ...account } = user;
      return json(res, 200, account);
    }
    if (url.pathname === '/current-night') {
      const today = businessDate(user.timezone, Number(user.cutoff_hour));
      const night = (await pool.query(NIGHT_SQL, [user.default_venue_id, today])).rows[0] ?? null;
      return json(res, 200, { night });
    }
    if (url.pathname === '/pull') {
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const rows = (await pool.query(PULL_SQL, [user.default_venue_id, Number(url.searchParams.get('after') ?? 0), limit + 1]))
        .rows;
      return json(res, 200, { changes: rows.slice(0, limit), hasMore: rows.length > limit });
    }
    return json(res, 404, { message: 'not found' });
  } catch (err) {
    json(res, 500, { message: String(err) });
  }
}).listen(Number(process.env.PORT), () => console.log(`reference reads listening on ${process.env.PORT}`));
