// Who the invoice is for: document type (CUIT, CUIL, DNI or a final consumer without one), the
// number — a CUIT's check digit judged as it is typed — the name and the VAT condition of RG 5616
// that the authority requires on every invoice since 2025-07-01.
import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EINVOICE_DOC_TYPES, EINVOICE_VAT_CONDITIONS } from '../../../contract/einvoicing';
import { FormField } from '../../../lib/ui/form-field';
import { SelectBox } from '../../../lib/ui/select-box';
import { type CustomerDraft, type CustomerProblem, cuitState, digitsOf, FINAL_CONSUMER, formatCuit } from '../form';
import { DOC_TYPE_NAMES, type DocType, VAT_CONDITION_NAMES, type VatConditionId } from '../labels';
import { customerProblemText } from '../messages';

/**
 * Below a CUIT as it is typed: how many digits are missing, or that it is valid. A wrong check
 * digit is the field's error instead (`liveCuitError`), so it shows while typing too.
 */
export function CuitHint({ value }: { value: string }) {
  const state = cuitState(value);
  if (state !== 'incomplete' && state !== 'valid') return null;
  const missing = 11 - digitsOf(value).length;
  return (
    <Text textStyle="xs" color={state === 'valid' ? 'fg.success' : 'fg.muted'} data-testid="cuit-hint" data-state={state}>
      {state === 'valid' ? <Trans>CUIT válido: {formatCuit(value)}</Trans> : <Trans>Faltan {missing} dígitos</Trans>}
    </Text>
  );
}

/** The error of a CUIT whose check digit (or length, or characters) is wrong, as it is typed. */
export function liveCuitError(i18n: I18n, value: string): string | undefined {
  return cuitState(value) === 'invalid' ? customerProblemText(i18n, 'cuit') : undefined;
}

export function CustomerFields({
  value,
  onChange,
  errors,
}: {
  value: CustomerDraft;
  onChange(next: CustomerDraft): void;
  /** Shown once the form was submitted. */
  errors: { docNumber?: CustomerProblem; name?: CustomerProblem };
}) {
  const { t, i18n } = useLingui();
  const withCuit = value.docType === 80 || value.docType === 86;
  const changeDocType = (docType: DocType) => {
    if (docType === 99) return onChange({ ...FINAL_CONSUMER, name: value.name.trim() ? value.name : FINAL_CONSUMER.name });
    const wasFinal = value.docType === 99;
    onChange({
      docType,
      docNumber: wasFinal ? '' : value.docNumber,
      name: wasFinal && value.name === FINAL_CONSUMER.name ? '' : value.name,
      // A business with a CUIT is usually a responsable inscripto; a DNI, a final consumer.
      vatConditionId: wasFinal && docType === 80 ? 1 : value.vatConditionId,
    });
  };
  // A wrong check digit shows while typing; other problems once the form was submitted.
  const docError = (withCuit ? liveCuitError(i18n, value.docNumber) : undefined) ?? customerProblemText(i18n, errors.docNumber);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <FormField label={t`Documento`} required>
        <SelectBox
          value={String(value.docType)}
          onChange={(v) => changeDocType(Number(v) as DocType)}
          options={EINVOICE_DOC_TYPES.map((d) => ({ value: String(d), label: DOC_TYPE_NAMES[d] }))}
          name="docType"
          testId="issue-doc-type"
        />
      </FormField>
      {value.docType === 99 ? (
        <FormField label={t`Número`}>
          <Input value="" disabled placeholder={t`Sin documento`} name="docNumber" data-testid="issue-doc-number" />
        </FormField>
      ) : (
        <FormField label={withCuit ? DOC_TYPE_NAMES[value.docType] : t`Número de DNI`} required error={docError}>
          <Input
            value={value.docNumber}
            onChange={(e) => onChange({ ...value, docNumber: e.target.value })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={withCuit ? 13 : 10}
            placeholder={withCuit ? '20-12345678-6' : '30123456'}
            name="docNumber"
            data-testid="issue-doc-number"
          />
          {withCuit && !docError && <CuitHint value={value.docNumber} />}
        </FormField>
      )}
      <FormField label={t`Nombre o razón social`} required error={customerProblemText(i18n, errors.name)}>
        <Input
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
          maxLength={120}
          autoComplete="off"
          name="customerName"
          data-testid="issue-name"
        />
      </FormField>
      <FormField label={t`Condición frente al IVA`} required>
        <SelectBox
          value={String(value.vatConditionId)}
          onChange={(v) => onChange({ ...value, vatConditionId: Number(v) as VatConditionId })}
          options={EINVOICE_VAT_CONDITIONS.map((c) => ({ value: String(c), label: VAT_CONDITION_NAMES[c] }))}
          name="vatConditionId"
          testId="issue-vat-condition"
        />
      </FormField>
    </SimpleGrid>
  );
}
