// The double served over real HTTP (tests: port 0 picks a free port), so the client's transport,
// timeouts and dropped connections are exercised exactly as against the authority.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AfipEndpoints, afipDoubleEndpoints } from '../afip/endpoints';
import { type AfipDouble, type AfipDoubleOptions, createAfipDouble } from './index';

export interface RunningAfipDouble extends AfipDouble {
  /** "http://127.0.0.1:<port>". */
  url: string;
  endpoints: AfipEndpoints;
  /** Answers what is held back, closes every connection and the listener. */
  close(): Promise<void>;
}

export async function startAfipDouble(
  options: AfipDoubleOptions & { port?: number; hostname?: string } = {},
): Promise<RunningAfipDouble> {
  const { port = 0, hostname = '127.0.0.1', ...doubleOptions } = options;
  const double = createAfipDouble(doubleOptions);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: double.app.fetch, port, hostname }, () => resolve(s));
  });
  const address = server.address() as AddressInfo;
  const url = `http://${hostname}:${address.port}`;
  return {
    ...double,
    url,
    endpoints: afipDoubleEndpoints(url),
    close: () =>
      new Promise<void>((resolve, reject) => {
        double.controls.releaseHeld();
        server.close((err) => (err ? reject(err) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
