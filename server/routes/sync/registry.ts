// The offline command registry: which handler applies each queued command the app pushes
// (src/contract/sync.ts has their args, codes and lanes). The handlers live with their resources
// (<name>.commands.ts); what they receive is server/domain/command-context.ts.
import type { CommandName } from '../../../src/contract/sync';
import type { CommandHandler } from '../../domain/command-context';
import { freeEntryCheckIn } from '../entradas/entradas.commands';
import { breakageRecord } from '../inventarios/breakage.commands';
import { compRecord } from '../inventarios/comps.commands';
import { stockCountOpen, stockCountSubmit, stockCountUpsertLine } from '../inventarios/counts.commands';
import { cancellationRequest } from '../tickets/tickets.commands';

export const HANDLERS: { [N in CommandName]: CommandHandler<N> } = {
  'stockCount.open': stockCountOpen,
  'stockCount.upsertLine': stockCountUpsertLine,
  'stockCount.submit': stockCountSubmit,
  'cancellation.request': cancellationRequest,
  'breakage.record': breakageRecord,
  'comp.record': compRecord,
  'freeEntry.checkIn': freeEntryCheckIn,
};
