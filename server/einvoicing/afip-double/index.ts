// A local double of the authority's WSAA and WSFEv1, as a Hono app: the test suite, the benchmark
// and `npm start` in demo mode talk to it instead of the internet. It is strict where the authority
// is (the CMS, the ticket, numbering, the arithmetic, the receiver's VAT condition), stricter where
// the authority is silently lenient (request shape: see request-shape.ts), and it can be told to
// fail the ways the authority fails in production: answer after the client gave up, drop the
// connection, refuse with a code, add observations, be down, be slow.
import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { AFIP_DOUBLE_PATHS } from '../afip/endpoints';
import { WSAA_NAMESPACE } from '../afip/wsaa';
import { WSFE_NAMESPACE } from '../afip/wsfe';
import { checkShape, OPERATION_SHAPES } from './request-shape';
import { BadSoapRequest, clientFault, readSoapRequest, soapAnswer, soapFault } from './soap-http';
import { type DoubleNote, DoubleState, type DoubleVoucher, type InitialLast } from './state';
import { loginCms, WSAA_FAULT_NAMESPACE } from './wsaa-double';
import { handleWsfe } from './wsfe-double';
import { messageFor } from './wsfe-rules';

export type { DoubleNote, DoubleVoucher, InitialLast } from './state';
export { DOUBLE_CODES } from './wsfe-rules';

export interface AfipDoubleOptions {
  /** The last numbers already authorised per sequence (the demo data holds invoices). */
  initialLast?: InitialLast[];
  /** Points of sale enabled for web services (FEParamGetPtosVenta, error 11002 otherwise); absent: all. */
  pointsOfSale?: number[];
  /** Ticket lifetime (default 12, the authority's). */
  ticketHours?: number;
  /** Simulated latency before every answer (e.g. 20 for the benchmark). */
  delayMs?: number;
  /** How long timeoutAfterAuthorize holds an answer back if the client does not hang up first (default 120 s). */
  hangMs?: number;
  /** Only these certificates (SHA-256 fingerprints) are known; absent: any certificate naming a CUIT. */
  trustedFingerprints?: string[];
  /** Events added to every WSFE answer. */
  events?: DoubleNote[];
  now?: () => Date;
}

export interface AfipDoubleControls {
  /** Latency before every answer, ms (settable). */
  delayMs: number;
  /** Events added to every WSFE answer (settable). */
  events: DoubleNote[];
  /** Answer every request with an HTML 503 page (a proxy in front of a service that is down). */
  down(on?: boolean): void;
  /** The next `times` authorisations are recorded but answered only after the client gave up (or hangMs). */
  timeoutAfterAuthorize(times?: number): void;
  /** The next `times` authorisations are recorded, then the connection is cut without an answer. */
  dropAfterAuthorize(times?: number): void;
  /** The next FECAESolicitar is rejected with this code (the number stays unused). */
  refuseNext(code: number, message?: string): void;
  /** The next authorised voucher carries this observation. */
  observeNext(code: number, message: string): void;
  /** Answers the held-back requests now. */
  releaseHeld(): void;
  /** Makes every issued ticket expire (WSFE then answers 600 and WSAA accepts a new login). */
  expireTickets(): void;
  /** The vouchers authorised, ordered by sequence and number. */
  vouchers(filter?: { cuit?: string; pointOfSale?: number; cbteTipo?: number }): DoubleVoucher[];
  /** The last number of a sequence (initialLast included). */
  lastNumber(sequence: { cuit: string; pointOfSale: number; cbteTipo: number }): number;
  stats(): {
    logins: number;
    refusedLogins: number;
    requests: Record<string, number>;
    /** Milliseconds spent answering, from a request's arrival to its answer (simulated latency included). */
    answeringMs: number;
  };
}

export interface AfipDouble {
  /** Mount with app.route(prefix, double.app) or serve it (startAfipDouble). */
  app: Hono;
  controls: AfipDoubleControls;
}

const DOWN_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
const BAD_GATEWAY_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAfipDouble(options: AfipDoubleOptions = {}): AfipDouble {
  const state = new DoubleState(options.initialLast ?? []);
  const now = options.now ?? (() => new Date());
  const hangMs = options.hangMs ?? 120_000;
  let delayMs = options.delayMs ?? 0;
  let events = options.events ?? [];

  /** Holds an answer back until the client hangs up, hangMs pass, or releaseHeld(). */
  const holdBack = (c: Context) =>
    new Promise<void>((resolve) => {
      const signal = c.req.raw.signal;
      const release = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', release);
        state.held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, hangMs);
      state.held.add(release);
      signal.addEventListener('abort', release);
    });

  const app = new Hono();
  // Hono's default handler prints to the console; the double answers like a broken proxy instead.
  app.onError((err, c) => c.text(`afip double: ${err.message}`, 500));

  app.use('*', async (c, next) => {
    const started = performance.now();
    try {
      if (delayMs > 0) await sleep(delayMs);
      if (state.down) return c.html(DOWN_PAGE, 503);
      await next();
    } finally {
      // The authority's own time (latency and work) per call: what a benchmark takes off its total.
      state.answeringMs += performance.now() - started;
    }
  });

  app.post(AFIP_DOUBLE_PATHS.wsaa, async (c) => {
    let request: ReturnType<typeof readSoapRequest>;
    try {
      request = readSoapRequest(c.req.header('content-type') ?? '', c.req.header('soapaction'), await c.req.text());
    } catch (err) {
      if (err instanceof BadSoapRequest) return clientFault('1.1', err.message);
      throw err;
    }
    state.count('loginCms');
    if (request.version !== '1.1' || request.operation !== 'loginCms' || request.namespace !== WSAA_NAMESPACE) {
      return clientFault(request.version, `no operation ${request.operation} (${request.namespace}) in SOAP ${request.version}`);
    }
    const answer = loginCms(
      state,
      { ticketHours: options.ticketHours ?? 12, now, trustedFingerprints: options.trustedFingerprints },
      request.content,
    );
    if (!answer.ok) return soapFault('1.1', `ns1:${answer.code}`, answer.message, { ns1: WSAA_FAULT_NAMESPACE });
    return soapAnswer('1.1', 'loginCmsResponse', WSAA_NAMESPACE, { loginCmsReturn: answer.loginTicketResponse });
  });

  app.post(AFIP_DOUBLE_PATHS.wsfe, async (c) => {
    let request: ReturnType<typeof readSoapRequest>;
    try {
      request = readSoapRequest(c.req.header('content-type') ?? '', c.req.header('soapaction'), await c.req.text());
    } catch (err) {
      if (err instanceof BadSoapRequest) return clientFault('1.1', err.message);
      throw err;
    }
    const { version, operation } = request;
    const shape = OPERATION_SHAPES[operation];
    if (request.namespace !== WSFE_NAMESPACE || !shape) {
      return clientFault(version, `the service has no operation {${request.namespace}}${operation}`);
    }
    // The service routes by SOAPAction: it must be there (SOAP 1.1) and name the Body's operation.
    if ((version === '1.1' || request.action !== '') && request.action !== `${WSFE_NAMESPACE}${operation}`) {
      return clientFault(
        version,
        `Server did not recognize the value of HTTP Header SOAPAction: "${request.action}" for ${operation}`,
      );
    }
    state.count(operation);
    // A missing CondicionIVAReceptorId is answered as the authority does (error 10246), not as a fault.
    const problems = checkShape(operation, request.content, shape).filter(
      (p) => !(p.problem === 'missing' && p.path.endsWith('/FECAEDetRequest[1]/CondicionIVAReceptorId')),
    );
    if (problems.length > 0) return clientFault(version, problems.map((p) => `${p.path}: ${p.problem}`).join('; '));

    const outcome = handleWsfe(
      state,
      { now, pointsOfSale: options.pointsOfSale, events: () => events },
      operation,
      request.content,
    );
    const answer = soapAnswer(version, `${operation}Response`, WSFE_NAMESPACE, { [`${operation}Result`]: outcome.result });
    if (outcome.after === 'hold') {
      await holdBack(c);
      return answer;
    }
    if (outcome.after === 'drop') {
      // Served by @hono/node-server the socket is at hand: cut it. In process (app.request) there is
      // none; a proxy's 502 page is the nearest thing.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming) {
        incoming.socket.destroy();
        return new Response(null, { status: 204 });
      }
      return c.html(BAD_GATEWAY_PAGE, 502);
    }
    return answer;
  });

  const controls: AfipDoubleControls = {
    get delayMs() {
      return delayMs;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    get events() {
      return events;
    },
    set events(list: DoubleNote[]) {
      events = list;
    },
    down(on = true) {
      state.down = on;
    },
    timeoutAfterAuthorize(times = 1) {
      for (let i = 0; i < times; i++) state.afterAuthorize.push('hold');
    },
    dropAfterAuthorize(times = 1) {
      for (let i = 0; i < times; i++) state.afterAuthorize.push('drop');
    },
    refuseNext(code, message) {
      state.refusals.push({ code, message: message ?? messageFor(code) });
    },
    observeNext(code, message) {
      state.observations.push({ code, message });
    },
    releaseHeld() {
      state.releaseHeld();
    },
    expireTickets() {
      const past = new Date(now().getTime() - 1);
      for (const ticket of state.tickets.values()) ticket.expiresAt = past;
    },
    vouchers(filter = {}) {
      return [...state.vouchers.values()]
        .filter(
          (v) =>
            (filter.cuit === undefined || v.cuit === filter.cuit) &&
            (filter.pointOfSale === undefined || v.pointOfSale === filter.pointOfSale) &&
            (filter.cbteTipo === undefined || v.cbteTipo === filter.cbteTipo),
        )
        .sort(
          (a, b) =>
            a.cuit.localeCompare(b.cuit) || a.pointOfSale - b.pointOfSale || a.cbteTipo - b.cbteTipo || a.number - b.number,
        );
    },
    lastNumber({ cuit, pointOfSale, cbteTipo }) {
      return state.sequence(cuit, pointOfSale, cbteTipo).last;
    },
    stats() {
      return {
        logins: state.logins,
        refusedLogins: state.refusedLogins,
        requests: { ...state.requests },
        answeringMs: state.answeringMs,
      };
    },
  };

  return { app, controls };
}
