// "Actualizar" on a screen that reads the replica: asks the sync engine for a pull now (the screen's
// live query shows what arrives). Disabled offline, where there is nothing to ask.
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useOnline } from '../ui/online-only';
import { useReplica } from './use-replica';

export function ReplicaRefreshButton() {
  const engine = useReplica()?.engine;
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    if (!engine) return;
    setBusy(true);
    try {
      await engine.sync();
    } catch {
      // The sync indicator tells what failed; the screen keeps the data it has.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void refresh()}
      loading={busy}
      disabled={!online || !engine}
      data-testid="replica-refresh"
    >
      <Trans>Actualizar</Trans>
    </Button>
  );
}
