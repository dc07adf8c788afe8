// Creating or editing a draft transfer note: origin, destination, night, remark and lines (a good
// found by typing, a quantity). Nothing moves until the note is sent. A failed save keeps every
// field as typed and shows the server's reason, already in the user's language.
import { Box, Button, Card, Field, Flex, Grid, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { MAX_NOTE_LENGTH, type TransferNoteBody, type TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { type NumberResult, numberInputText } from '../../../../contract/numbers';
import { fMoney, fQty } from '../../../../lib/format-number';
import { currentNight, type NightView } from '../../../../lib/replica/nights';
import { MinusIcon, PlusIcon } from '../../../../lib/ui/icons';
import { NightPicker } from '../../../../lib/ui/night-picker';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { ErrorText } from '../../../../lib/ui/status-alerts';
import { GoodCombobox } from '../../shared/good-combobox';
import { ArrowRightIcon, TrashIcon } from '../../shared/icons';
import { PlaceSelect } from '../../shared/place-select';
import { parseLineQuantity } from '../../shared/quantity';
import { unitShortLabel } from '../../shared/unit-names';
import { type Good, type Place, useOnHandLive } from '../../shared/use-inventory-replica';
import { useSaveTransferNote } from '../api/transfer-notes';

interface DraftLine {
  key: string;
  goodId: string;
  text: string;
}

interface EditorProps {
  places: readonly Place[];
  goods: readonly Good[];
  nights: readonly NightView[];
  online: boolean;
  /** The draft being edited; a new note when absent. */
  initial?: TransferNoteDetail;
  onSaved(note: TransferNoteDetail): void;
  onCancel(): void;
}

let keySeq = 0;
const nextKey = () => `l${++keySeq}`;

export function TransferNoteEditor({ places, goods, nights, online, initial, onSaved, onCancel }: EditorProps) {
  const { t, i18n } = useLingui();
  const active = places.filter((p) => p.active || p.id === initial?.from.id || p.id === initial?.to.id);
  const [fromId, setFromId] = useState(initial?.from.id ?? active.find((p) => p.kind === 'warehouse')?.id ?? active[0]?.id ?? '');
  const [toId, setToId] = useState(initial?.to.id ?? active.find((p) => p.kind === 'bar' && p.id !== fromId)?.id ?? '');
  const [nightId, setNightId] = useState(initial ? (initial.nightId ?? '') : (currentNight(nights)?.id ?? ''));
  const [note, setNote] = useState(initial?.note ?? '');
  const [lines, setLines] = useState<DraftLine[]>(
    () => initial?.lines.map((l) => ({ key: nextKey(), goodId: l.goodId, text: numberInputText(l.quantitySent) })) ?? [],
  );
  const [tried, setTried] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const save = useSaveTransferNote();
  const onHand = useOnHandLive(fromId || undefined);
  const goodsById = useMemo(() => new Map(goods.map((g) => [g.id, g])), [goods]);

  const checks = lines.map((l) => parseLineQuantity(l.text));
  const placeError =
    !fromId || !toId ? t`Elige el origen y el destino` : fromId === toId ? t`El origen y el destino deben ser distintos` : null;
  const linesError = lines.length === 0 ? t`Agrega al menos una mercadería` : null;
  const invalidLines = checks.filter((c) => !c.ok).length;
  const valid = !placeError && !linesError && invalidLines === 0;
  const totalValue = lines.reduce((sum, l, i) => {
    const c = checks[i];
    return sum + (c?.ok ? c.value * (goodsById.get(l.goodId)?.unitCost ?? 0) : 0);
  }, 0);

  const quantityMessage = (c: NumberResult): string | null => {
    if (c.ok) return null;
    switch (c.error) {
      case 'empty':
      case 'zero':
        return t`Indica una cantidad mayor que cero`;
      case 'negative':
        return t`La cantidad no puede ser negativa`;
      case 'decimals':
        return t`Hasta 3 decimales`;
      case 'max':
        return t`La cantidad es demasiado grande`;
      default:
        return t`Escribe un número, por ejemplo 12 o 0,5`;
    }
  };

  const addGood = (goodId: string | null) => {
    if (!goodId || lines.some((l) => l.goodId === goodId)) return;
    const key = nextKey();
    setLines((ls) => [...ls, { key, goodId, text: '1' }]);
    setFocusKey(key);
  };
  const setText = (key: string, text: string) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, text } : l)));
  const step = (key: string, delta: number) =>
    setLines((ls) =>
      ls.map((l) => {
        if (l.key !== key) return l;
        const c = parseLineQuantity(l.text, { allowZero: true });
        const base = c.ok ? c.value : 0;
        return { ...l, text: numberInputText(Math.max(0, Math.round((base + delta) * 1000) / 1000)) };
      }),
    );
  const remove = (key: string) => setLines((ls) => ls.filter((l) => l.key !== key));

  const submit = () => {
    setTried(true);
    if (!valid || !online) return;
    const body: TransferNoteBody = {
      fromLocationId: fromId,
      toLocationId: toId,
      nightId: nightId || null,
      note: note.trim(),
      lines: lines.map((l, i) => {
        const c = checks[i];
        return { goodId: l.goodId, quantity: c?.ok ? c.value : 0 };
      }),
    };
    save.mutate({ id: initial?.id, body }, { onSuccess: onSaved });
  };

  const excluded = useMemo(() => new Set(lines.map((l) => l.goodId)), [lines]);

  return (
    <Stack gap="5" data-testid="transfer-note-editor">
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4" p={{ base: '4', sm: '6' }}>
          <Grid templateColumns={{ base: '1fr', sm: '1fr auto 1fr' }} gap={{ base: '3', sm: '4' }} alignItems="end">
            <Field.Root invalid={tried && !!placeError && !fromId} required>
              <Field.Label>
                <Trans>Origen</Trans>
              </Field.Label>
              <PlaceSelect
                places={active}
                value={fromId}
                onChange={setFromId}
                emptyLabel={t`Elige de dónde sale`}
                ariaLabel={t`Origen`}
                testId="editor-from"
              />
            </Field.Root>
            <Box display={{ base: 'none', sm: 'flex' }} pb="2.5" color="fg.muted">
              <ArrowRightIcon boxSize="5" />
            </Box>
            <Field.Root invalid={tried && !!placeError && (!toId || toId === fromId)} required>
              <Field.Label>
                <Trans>Destino</Trans>
              </Field.Label>
              <PlaceSelect
                places={active}
                value={toId}
                onChange={setToId}
                exclude={fromId}
                emptyLabel={t`Elige a dónde llega`}
                ariaLabel={t`Destino`}
                testId="editor-to"
              />
            </Field.Root>
          </Grid>
          {tried && placeError && (
            <Text color="fg.error" textStyle="sm">
              {placeError}
            </Text>
          )}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap={{ base: '3', sm: '4' }}>
            <NightPicker nights={nights} value={nightId} onChange={setNightId} none={t`Sin noche`} testId="transfer-night" />
            <Field.Root>
              <Field.Label>
                <Trans>Nota</Trans>
              </Field.Label>
              <Textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={MAX_NOTE_LENGTH}
                rows={1}
                autoresize
                placeholder={t`Por ejemplo: reposición para la noche`}
              />
            </Field.Root>
          </Grid>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header pb="0">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Card.Title>
              <Trans>Mercaderías</Trans>
            </Card.Title>
            <Text textStyle="sm" color="fg.muted">
              <Plural value={lines.length} one="# línea" other="# líneas" /> · {fMoney(Math.round(totalValue), undefined, i18n)}
            </Text>
          </HStack>
        </Card.Header>
        <Card.Body gap="3" p={{ base: '4', sm: '6' }}>
          <GoodCombobox
            goods={goods}
            value={null}
            onChange={addGood}
            clearOnSelect
            exclude={excluded}
            onHand={onHand}
            placeholder={t`Agregar mercadería: escribe nombre o código`}
            testId="editor-add-good"
          />
          {lines.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="6" textAlign="center" color="fg.muted">
              <Trans>Busca una mercadería arriba para agregarla al remito.</Trans>
            </Box>
          ) : (
            <Stack gap="2" data-testid="editor-lines">
              {lines.map((line, i) => {
                const good = goodsById.get(line.goodId);
                const check = checks[i] ?? { ok: false, error: 'empty' };
                const available = onHand?.get(line.goodId) ?? 0;
                const over = check.ok && check.value > available;
                const message = tried || line.text !== '' ? quantityMessage(check) : null;
                return (
                  <Flex
                    key={line.key}
                    gap="3"
                    align={{ base: 'stretch', sm: 'center' }}
                    direction={{ base: 'column', sm: 'row' }}
                    borderWidth="1px"
                    borderRadius="l2"
                    p="3"
                    data-testid="editor-line"
                  >
                    <Box flex="1" minW="0">
                      <Text fontWeight="medium" truncate>
                        {good?.name ?? line.goodId.slice(0, 8)}
                      </Text>
                      <Text textStyle="xs" color={over ? 'orange.fg' : 'fg.muted'}>
                        {good?.sku} ·{' '}
                        <Trans>
                          En origen: {fQty(available, i18n)} {unitShortLabel(i18n, good?.unit ?? '')}
                        </Trans>
                        {over && (
                          <>
                            {' '}
                            · <Trans>más de lo que figura en stock</Trans>
                          </>
                        )}
                      </Text>
                    </Box>
                    <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }}>
                      <HStack gap="1">
                        <IconButton
                          variant="outline"
                          size="sm"
                          aria-label={t`Uno menos`}
                          onClick={() => step(line.key, -1)}
                          disabled={!check.ok || check.value <= 1}
                        >
                          <MinusIcon />
                        </IconButton>
                        <Input
                          ref={(el) => {
                            if (el && focusKey === line.key) {
                              el.focus();
                              el.select();
                              setFocusKey(null);
                            }
                          }}
                          size="sm"
                          w={{ base: 'full', sm: '24' }}
                          textAlign="end"
                          inputMode="decimal"
                          value={line.text}
                          onChange={(e) => setText(line.key, e.target.value)}
                          aria-label={t`Cantidad de ${good?.name ?? ''}`}
                          aria-invalid={!!message}
                          borderColor={message ? 'border.error' : undefined}
                        />
                        <IconButton variant="outline" size="sm" aria-label={t`Uno más`} onClick={() => step(line.key, 1)}>
                          <PlusIcon />
                        </IconButton>
                        <IconButton
                          variant="ghost"
                          size="sm"
                          colorPalette="red"
                          aria-label={t`Quitar ${good?.name ?? ''}`}
                          onClick={() => remove(line.key)}
                        >
                          <TrashIcon />
                        </IconButton>
                      </HStack>
                      {message && (
                        <Text color="fg.error" textStyle="xs">
                          {message}
                        </Text>
                      )}
                    </Stack>
                  </Flex>
                );
              })}
            </Stack>
          )}
          {tried && linesError && (
            <Text color="fg.error" textStyle="sm">
              {linesError}
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      {save.isError && (
        <NoticeAlert status="error" title={<Trans>No se pudo guardar el remito</Trans>} testId="editor-error">
          <ErrorText error={save.error} />
        </NoticeAlert>
      )}

      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button
          colorPalette="brand"
          onClick={submit}
          loading={save.isPending}
          disabled={!online}
          data-testid="editor-save"
          title={online ? undefined : t`Sin conexión a internet`}
        >
          {initial ? <Trans>Guardar cambios</Trans> : <Trans>Guardar borrador</Trans>}
        </Button>
      </Flex>
    </Stack>
  );
}
