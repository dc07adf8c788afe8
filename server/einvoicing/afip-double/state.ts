// What the double remembers: the tickets it issued, the last number of every sequence, the
// vouchers it authorised, and the faults a test asked it to play next.

export interface DoubleNote {
  code: number;
  message: string;
}

/** A voucher the double authorised, as it holds it (amounts in cents, dates YYYY-MM-DD). */
export interface DoubleVoucher {
  cuit: string;
  pointOfSale: number;
  cbteTipo: number;
  number: number;
  date: string;
  concept: number;
  docType: number;
  docNumber: string;
  receiverVatConditionId: number;
  amounts: { total: number; untaxed: number; net: number; exempt: number; otherTaxes: number; vat: number };
  vat: { id: number; base: number; amount: number }[];
  associated: { type: number; pointOfSale: number; number: number; cuit: string | null; date: string | null }[];
  serviceFrom: string | null;
  serviceTo: string | null;
  paymentDue: string | null;
  cae: string;
  /** YYYY-MM-DD. */
  caeExpiry: string;
  observations: DoubleNote[];
  authorizedAt: Date;
}

export interface DoubleTicket {
  token: string;
  sign: string;
  /** The CUIT in the certificate's subject: the one Auth.Cuit must name. */
  cuit: string;
  fingerprint: string;
  service: string;
  expiresAt: Date;
}

export interface InitialLast {
  /** Absent: every CUIT. */
  cuit?: string;
  pointOfSale: number;
  cbteTipo: number;
  /** The last number already authorised (the demo data's). */
  number: number;
  /** Its date, YYYY-MM-DD: later vouchers may not be earlier. */
  date?: string;
}

export type AfterAuthorize = 'hold' | 'drop';

export class DoubleState {
  readonly tickets = new Map<string, DoubleTicket>();
  /** The latest ticket per certificate fingerprint and service. */
  readonly ticketByCertificate = new Map<string, DoubleTicket>();
  readonly sequences = new Map<string, { last: number; lastDate: string | null }>();
  readonly vouchers = new Map<string, DoubleVoucher>();
  readonly caes = new Set<string>();
  readonly requests: Record<string, number> = {};
  logins = 0;
  refusedLogins = 0;
  /** Total time spent answering requests (stats().answeringMs). */
  answeringMs = 0;
  down = false;
  /** Faults to play on the next FECAESolicitar calls, in order. */
  readonly refusals: DoubleNote[] = [];
  readonly observations: DoubleNote[] = [];
  readonly afterAuthorize: AfterAuthorize[] = [];
  /** Answers being held back (timeoutAfterAuthorize); released on close. */
  readonly held = new Set<() => void>();

  constructor(private readonly initialLast: InitialLast[]) {}

  static sequenceKey(cuit: string, pointOfSale: number, cbteTipo: number): string {
    return `${cuit}:${pointOfSale}:${cbteTipo}`;
  }

  static voucherKey(cuit: string, pointOfSale: number, cbteTipo: number, number: number): string {
    return `${cuit}:${pointOfSale}:${cbteTipo}:${number}`;
  }

  sequence(cuit: string, pointOfSale: number, cbteTipo: number): { last: number; lastDate: string | null } {
    const key = DoubleState.sequenceKey(cuit, pointOfSale, cbteTipo);
    let seq = this.sequences.get(key);
    if (!seq) {
      const initial =
        this.initialLast.find((i) => i.cuit === cuit && i.pointOfSale === pointOfSale && i.cbteTipo === cbteTipo) ??
        this.initialLast.find((i) => i.cuit === undefined && i.pointOfSale === pointOfSale && i.cbteTipo === cbteTipo);
      seq = { last: initial?.number ?? 0, lastDate: initial?.date ?? null };
      this.sequences.set(key, seq);
    }
    return seq;
  }

  count(operation: string): void {
    this.requests[operation] = (this.requests[operation] ?? 0) + 1;
  }

  releaseHeld(): void {
    for (const release of [...this.held]) release();
    this.held.clear();
  }
}
