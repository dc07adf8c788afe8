// "Abrir caja": the opening float, counted by bill and coin (or as a total), leaves the safe for the
// register. The server refuses when the safe holds less, saying how much it holds.
import { useLingui } from '@lingui/react/macro';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useOpenRegister } from '../api/registers';
import { cashBody, cashFormSchema, emptyCashForm } from '../form';
import { CashFields } from './cash-fields';

export interface RegisterRef {
  nightId: string;
  pointOfSaleId: string;
  pointOfSaleName: string;
}

export function OpenRegisterDialog({ register, onClose }: { register: RegisterRef; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const open = useOpenRegister();
  const form = useValibotForm(cashFormSchema, { defaultValues: emptyCashForm(true) });
  const submit = form.handleSubmit((values) =>
    open.mutate(
      { nightId: register.nightId, pointOfSaleId: register.pointOfSaleId, ...cashBody(values) },
      {
        onSuccess: (session) => {
          toaster.create({
            type: 'success',
            title: t`${register.pointOfSaleName} abierta con ${fMoney(session.openingFloat, undefined, i18n)} de fondo`,
          });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      onClose={onClose}
      title={t`Abrir ${register.pointOfSaleName}`}
      description={t`El fondo de apertura sale de la caja fuerte y entra en esta caja. Cuenta los billetes y monedas que le entregas.`}
      submitLabel={t`Abrir caja`}
      pending={open.isPending}
      error={open.error}
      blocked={online ? null : t`Sin conexión: la caja se abre cuando vuelva la conexión.`}
      onlineOnly
      onSubmit={() => void submit()}
      testId="register-open-dialog"
      size="lg"
    >
      <CashFields form={form} testId="register-open" />
    </FormDialog>
  );
}
