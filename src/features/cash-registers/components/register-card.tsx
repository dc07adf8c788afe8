// One register of the night. For 207 holders the card adds up, each line opening the movements
// behind it: float + cash in − cash out = expected (server/domain/register-expected.ts), then the
// count and its settlement. Whoever counts the register blind sees its float and extractions only,
// and what it should have held once the count is submitted.
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { CASH_IN_PARTS, CASH_OUT_PARTS, type RegisterLive, type RegisterPart } from '../../../contract/cash-registers';
import type { RegisterSummary } from '../../../contract/extraction';
import { fMoney } from '../../../lib/format-number';
import { type BadgeLook, StateBadge } from '../../../lib/ui/state-badge';
import { PART_LABELS, type PartRef, RegisterPartDialog } from './register-part-dialog';

const SESSION_LOOKS = {
  open: { palette: 'green', label: msg`Caja abierta` },
  counting: { palette: 'orange', label: msg`En arqueo` },
  closed: { palette: 'gray', label: msg`Caja cerrada` },
  none: { palette: 'gray', label: msg`Sin apertura`, variant: 'outline' },
} satisfies Record<NonNullable<RegisterSummary['sessionStatus']> | 'none', BadgeLook>;

interface LineProps {
  label: ReactNode;
  value: string;
  /** A sign before the label (+, −, =). */
  sign?: string;
  strong?: boolean;
  indent?: boolean;
  tone?: 'error' | 'success';
  /** Opens the movements behind the line. */
  onOpen?: () => void;
  testId?: string;
}

function Line({ label, value, sign, strong, indent, tone, onOpen, testId }: LineProps) {
  const text = strong ? 'md' : indent ? 'xs' : 'sm';
  const row = (
    <HStack justify="space-between" gap="3" w="full" pl={indent ? '5' : '0'}>
      <Text textStyle={text} color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : 'normal'} textAlign="start">
        {sign && (
          <Box as="span" display="inline-block" w="4" fontVariantNumeric="tabular-nums">
            {sign}
          </Box>
        )}
        {label}
      </Text>
      <Text
        textStyle={text}
        fontWeight={strong ? 'semibold' : 'normal'}
        fontVariantNumeric="tabular-nums"
        color={tone === 'error' ? 'fg.error' : tone === 'success' ? 'fg.success' : undefined}
        textDecoration={onOpen ? 'underline dotted' : undefined}
        textUnderlineOffset="3px"
        data-testid={testId}
      >
        {value}
      </Text>
    </HStack>
  );
  if (!onOpen) return row;
  return (
    <Button variant="ghost" size="xs" h="auto" py="0.5" px="1" mx="-1" onClick={onOpen} justifyContent="stretch" w="auto">
      {row}
    </Button>
  );
}

/** The lines of a card that adds up (207). */
function Figures({ live, open }: { live: RegisterLive; open(part: RegisterPart): void }) {
  const { i18n } = useLingui();
  const money = (cents: number) => fMoney(cents, undefined, i18n);
  const sub = (part: RegisterPart) =>
    live[part] !== 0 && (
      <Line key={part} indent label={i18n._(PART_LABELS[part])} value={money(live[part])} onOpen={() => open(part)} />
    );
  return (
    <Stack gap="0.5" data-testid="register-figures">
      {live.carried !== 0 && (
        <Line sign=" " label={i18n._(PART_LABELS.carried)} value={money(live.carried)} onOpen={() => open('carried')} />
      )}
      <Line
        sign=" "
        label={i18n._(PART_LABELS.float)}
        value={money(live.float)}
        onOpen={() => open('float')}
        testId="register-float"
      />
      <Line sign="+" label={<Trans>Ingresos en efectivo</Trans>} value={money(live.cashIn)} testId="register-cash-in" />
      {CASH_IN_PARTS.map(sub)}
      <Line sign="−" label={<Trans>Egresos en efectivo</Trans>} value={money(live.cashOut)} testId="register-cash-out" />
      {CASH_OUT_PARTS.map(sub)}
      <Box borderTopWidth="1px" mt="1" pt="1">
        <Line
          sign="="
          strong
          label={<Trans>Esperado en la caja</Trans>}
          value={money(live.expected)}
          testId="register-expected-live"
        />
      </Box>
    </Stack>
  );
}

export function RegisterCard({ r, nightId, actions }: { r: RegisterSummary; nightId: string; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const [drill, setDrill] = useState<PartRef | null>(null);
  const money = (cents: number | null) => fMoney(cents, undefined, i18n);
  const open = (part: RegisterPart) => setDrill({ nightId, accountId: r.accountId, registerName: r.pointOfSaleName, part });
  const live = r.live;
  const difference = r.countedAmount !== null && r.expectedAtCount !== null ? r.countedAmount - r.expectedAtCount : null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="extraction-register-card" data-pos={r.pointOfSaleId}>
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" lineClamp={2}>
            {r.pointOfSaleName}
          </Text>
          <StateBadge look={SESSION_LOOKS[r.sessionStatus ?? 'none']} />
        </HStack>
        {live ? (
          <Figures live={live} open={open} />
        ) : (
          <Stack gap="1">
            <Line label={i18n._(PART_LABELS.float)} value={money(r.openingFloat)} testId="register-float" />
            <Line
              label={<Plural value={r.count} _0="Sin extracciones" one="Extraído (# vez)" other="Extraído (# veces)" />}
              value={r.extracted > 0 ? `− ${money(r.extracted)}` : money(0)}
              tone={r.extracted > 0 ? 'error' : undefined}
            />
          </Stack>
        )}
        {(r.countedAmount !== null || !live) && (
          <Stack gap="1" borderTopWidth="1px" pt="2">
            {r.countedAmount === null ? (
              <Text textStyle="xs" color="fg.muted">
                <Trans>Lo esperado en la caja lo ve quien confirma el cierre: el conteo es a ciegas.</Trans>
              </Text>
            ) : (
              <>
                {(!live || live.expected !== r.expectedAtCount) && (
                  <Line label={<Trans>Esperado al contar</Trans>} value={money(r.expectedAtCount)} />
                )}
                <Line label={<Trans>Contado al cierre</Trans>} value={money(r.countedAmount)} testId="register-counted" />
                {difference !== null && (
                  <Line
                    label={
                      difference < 0 ? (
                        <Trans>Faltante</Trans>
                      ) : difference > 0 ? (
                        <Trans>Sobrante</Trans>
                      ) : (
                        <Trans>Diferencia</Trans>
                      )
                    }
                    value={money(difference)}
                    tone={difference < 0 ? 'error' : difference > 0 ? 'success' : undefined}
                    onOpen={live && live.overShort !== 0 ? () => open('overShort') : undefined}
                    testId="register-difference-line"
                  />
                )}
                {live && live.closed !== 0 && (
                  <Line label={i18n._(PART_LABELS.closed)} value={money(live.closed)} onOpen={() => open('closed')} />
                )}
                {live && live.afterCount !== 0 && (
                  <Line
                    label={i18n._(PART_LABELS.afterCount)}
                    value={money(live.afterCount)}
                    onOpen={() => open('afterCount')}
                    testId="register-after-count"
                  />
                )}
              </>
            )}
          </Stack>
        )}
        {actions}
      </Card.Body>
      {drill && <RegisterPartDialog target={drill} onClose={() => setDrill(null)} />}
    </Card.Root>
  );
}
