// The card actions' dialogs and their fields: the frame is the app's form dialog (title, what the
// action does, the server's translated refusal inside, confirm/cancel; a refusal keeps what was
// typed); the amount/text field and the payment method select are shared by the card dialogs.
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useEffect } from 'react';
import { MONEY_METHODS, type MoneyMethod } from '../../../contract/vip';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { SelectBox } from '../../../lib/ui/select-box';
import { type CardAction, useOpenRegistersQuery } from '../api/cards';
import { METHOD_LABELS } from '../labels';

/** What every card action dialog gets from the screen: whether it is open, the running action and its refusal. */
export interface CardDialogProps {
  open: boolean;
  pending: boolean;
  error: unknown;
  onClose(): void;
  onRun(action: CardAction): void;
}

/** A holder's e-mail address, when one is typed (issue and edit). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The card actions use the app's form dialog (src/lib/ui/form-dialog.tsx) with their buttons' test ids. */
export function ActionDialog(props: ComponentProps<typeof FormDialog>) {
  return <FormDialog submitTestId="dialog-confirm" errorTestId="dialog-error" {...props} />;
}

export function TextField({
  label,
  value,
  onChange,
  helper,
  required,
  inputMode,
  placeholder,
  testId,
  type = 'text',
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  helper?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  placeholder?: string;
  testId?: string;
  type?: string;
  autoFocus?: boolean;
}) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={inputMode}
        placeholder={placeholder}
        type={type}
        autoComplete="off"
        data-testid={testId}
        autoFocus={autoFocus}
      />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

export function MethodField({ value, onChange }: { value: MoneyMethod; onChange(value: MoneyMethod): void }) {
  const { t, i18n } = useLingui();
  return (
    <Field.Root>
      <Field.Label>{t`Medio de pago`}</Field.Label>
      <SelectBox
        value={value}
        onChange={(m) => onChange(m as MoneyMethod)}
        testId="action-method"
        options={MONEY_METHODS.map((m) => ({ value: m, label: i18n._(METHOD_LABELS[m]) }))}
      />
    </Field.Root>
  );
}

/**
 * Which register takes (or gives back) the cash: one of the registers open tonight, picked; the
 * only one when only one is open. Left empty, the server takes the user's own open register — which
 * a VIP host never has, so the field no longer offers that as its default (issue 37 item 12). Shown
 * only for cash; the server refuses when none is open.
 */
export function CashRegisterField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useLingui();
  const registers = useOpenRegistersQuery(true);
  const none = registers.data !== undefined && registers.data.length === 0;
  const only = registers.data?.length === 1 ? registers.data[0]?.pointOfSaleId : undefined;
  useEffect(() => {
    if (only && value === '') onChange(only);
  }, [only, value, onChange]);
  return (
    <Field.Root>
      <Field.Label>{t`Caja`}</Field.Label>
      <SelectBox
        value={value}
        onChange={onChange}
        testId="action-register"
        placeholder={t`Elige la caja`}
        options={(registers.data ?? []).map((r) => ({ value: r.pointOfSaleId, label: r.name }))}
      />
      <Field.HelperText>
        {none
          ? t`No hay cajas abiertas esta noche: el efectivo necesita una caja abierta (o elige otro medio de pago).`
          : t`El efectivo entra (o sale) de esta caja y se cuenta en su cierre.`}
      </Field.HelperText>
    </Field.Root>
  );
}
