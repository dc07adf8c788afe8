// SPEC §2's gerencia/extraccion (141): extraction is an action on a register, so the registers
// screen of cash flow holds it (issue 37, item 1). The route stays, guarded by its own code, and
// an old link or bookmark lands on the registers screen.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/logged/gerencia/extraccion')({
  beforeLoad: () => {
    throw redirect({ to: '/logged/cashFlow/cajas', replace: true });
  },
});
