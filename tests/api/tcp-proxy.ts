// A TCP proxy the test controls, between the server's pool and PostgreSQL: `cut()` drops every
// connection and refuses new ones (PostgreSQL stopped), `hang()` accepts connections and forwards
// nothing (a network that lost its packets), `resume()` forwards again on the same port.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  hang(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'hang' = 'forward';
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang') return;
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const dropAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  const stop = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  return {
    port,
    async cut() {
      mode = 'forward';
      const closed = stop();
      dropAll();
      await closed;
    },
    async hang() {
      dropAll();
      mode = 'hang';
      if (!server.listening) await listen(port);
    },
    async resume() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stop();
      dropAll();
      await closed;
    },
  };
}
