import { createFileRoute, Navigate } from '@tanstack/react-router';
import { canAccess } from '../../../../contract/privileges';
import { useAuth } from '../../../../lib/auth/use-auth';

/** Saldos (206|207): the summary for whoever may open it, else the board. */
function SaldosIndex() {
  const { user } = useAuth();
  const summary = canAccess(user?.privi ?? [], ['206']);
  return <Navigate to={summary ? '/logged/cashFlow/saldos/resumen' : '/logged/cashFlow/saldos/tablero'} replace />;
}

export const Route = createFileRoute('/logged/cashFlow/saldos/')({ component: SaldosIndex });
