// "Puerta": the door's screen, phone-first and fully offline. The night's list is the local
// replica; a guest is found by name, DNI or code — typed, sent by a keyboard-wedge scanner (it types
// the code and Enter into the focused search) or read from the QR with the camera — and checked in
// with one big button. The check-in is queued (local effect + outbox in one transaction), so the
// count moves at once, survives a reload, and reaches the server when there is a connection.
import { Alert, Box, Button, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type NightHours, remainingOf } from '../../../contract/free-entry';
import type { FreeEntryRow } from '../../../lib/db/noctua-db';
import { CameraScanDialog } from '../../../lib/scan/camera-scan-dialog';
import type { ScanFormat } from '../../../lib/scan/camera-scanner';
import { AsOf } from '../../../lib/sync/as-of';
import { useReplica, useTableFreshnessLive } from '../../../lib/sync/use-replica';
import { toaster } from '../../../lib/toaster';
import { SearchIcon } from '../../../lib/ui/nav-icons';
import { useCheckIn } from '../data/free-entry-repo';
import { useNightGuestsLive, useQueuedCheckInsLive } from '../data/use-free-entry-replica';
import { useVenueTimezone } from '../data/use-venue-timezone';
import { findByCode, headcount, searchGuests } from '../guest-search';
import { ArrivalCount, ScanIcon } from './common';
import { GuestCard } from './guest-card';

/** The guest's entry carries a QR code and nothing else. */
const GUEST_QR: readonly ScanFormat[] = ['qr_code'];

function GuestRow({ guest, onOpen }: { guest: FreeEntryRow; onOpen(): void }) {
  const done = remainingOf(guest) === 0;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="3"
        px="3"
        justifyContent="space-between"
        onClick={onOpen}
        data-testid="door-result"
        data-guest={guest.id}
      >
        <Stack gap="0" align="flex-start" minW="0">
          <Text fontWeight="semibold" truncate maxW="full">
            {guest.guestName}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate maxW="full">
            {[guest.document, guest.promoter].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Text
          fontWeight="bold"
          color={guest.status === 'void' ? 'fg.subtle' : done ? 'red.fg' : 'fg'}
          textDecoration={guest.status === 'void' ? 'line-through' : undefined}
        >
          <ArrivalCount arrived={guest.arrived} people={guest.people} />
        </Text>
      </Button>
    </Box>
  );
}

export function DoorTab({ nightId, night }: { nightId: string | undefined; night?: NightHours }) {
  const { t } = useLingui();
  const replica = useReplica();
  const guests = useNightGuestsLive(nightId);
  const queued = useQueuedCheckInsLive();
  const freshness = useTableFreshnessLive('freeEntries');
  const checkIn = useCheckIn();
  const timeZone = useVenueTimezone();
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const search = useRef<HTMLInputElement | null>(null);

  // Another night starts a new search; the night resolving on first load (from none) does not.
  const shownNight = useRef(nightId);
  useEffect(() => {
    if (shownNight.current && shownNight.current !== nightId) {
      setSelectedId(undefined);
      setQuery('');
    }
    shownNight.current = nightId;
  }, [nightId]);

  const list = guests ?? [];
  const results = useMemo(() => searchGuests(list, query), [list, query]);
  const selected = selectedId ? list.find((g) => g.id === selectedId) : undefined;
  const counts = headcount(list);

  const open = (raw: string) => {
    const found = findByCode(list, raw);
    if (found) {
      setSelectedId(found.id);
      setQuery('');
      return true;
    }
    return false;
  };

  const onScan = (code: string) => {
    setScanning(false);
    if (!open(code)) toaster.create({ type: 'error', title: t`El código no está en la lista de esta noche` });
  };

  const run = async (guest: FreeEntryRow, people: number) => {
    setBusy(true);
    try {
      await checkIn(guest.id, people);
      const name = guest.guestName;
      toaster.create({ type: 'success', title: people === 1 ? t`Ingresó: ${name}` : t`Ingresaron ${people}: ${name}` });
    } catch (error) {
      toaster.create({ type: 'error', title: t`No se pudo registrar el ingreso`, description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!replica) {
    return (
      <Alert.Root status="warning" variant="surface" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Description>
          <Trans>Este navegador no guarda datos sin conexión: la puerta necesita la lista descargada en el dispositivo.</Trans>
        </Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="4" maxW="xl" mx="auto" w="full" data-testid="door-tab">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold" data-testid="door-total">
          <Trans>
            Ingresaron {counts.arrived} de {counts.people}
          </Trans>
        </Text>
        <AsOf table="freeEntries" />
      </HStack>

      <HStack gap="2">
        <InputGroup flex="1" startElement={<SearchIcon boxSize="5" />}>
          <Input
            ref={search}
            size="xl"
            value={query}
            autoFocus
            autoComplete="off"
            inputMode="search"
            enterKeyHint="search"
            placeholder={t`Nombre, DNI o código`}
            aria-label={t`Buscar invitado`}
            onChange={(e) => {
              setQuery(e.target.value);
              setSelectedId(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const only = results.length === 1 ? results[0] : undefined;
              if (open(query)) return;
              if (only) {
                setSelectedId(only.id);
                setQuery('');
              }
            }}
            data-testid="door-search"
          />
        </InputGroup>
        <IconButton
          size="xl"
          variant="outline"
          aria-label={t`Escanear QR`}
          onClick={() => setScanning(true)}
          data-testid="door-scan"
        >
          <ScanIcon />
        </IconButton>
      </HStack>

      {guests === undefined || (freshness === null && list.length === 0) ? (
        <HStack gap="2" color="fg.muted" justify="center" py="6">
          <Spinner size="sm" />
          <Text>
            <Trans>Descargando la lista…</Trans>
          </Text>
        </HStack>
      ) : selected ? (
        <Stack gap="3">
          <GuestCard
            key={`${selected.id}:${selected.arrived}:${selected.status}`}
            guest={selected}
            pending={queued?.pending.get(selected.id) ?? 0}
            rejected={queued?.rejected.get(selected.id)}
            busy={busy}
            timeZone={timeZone}
            night={night}
            onCheckIn={(people) => void run(selected, people)}
          />
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              setSelectedId(undefined);
              search.current?.focus();
            }}
            data-testid="door-next"
          >
            <Trans>Buscar otro invitado</Trans>
          </Button>
        </Stack>
      ) : query.trim() === '' ? (
        <Text color="fg.muted" textAlign="center" py="6">
          {list.length === 0 ? (
            <Trans>Esta noche no tiene invitados en lista.</Trans>
          ) : (
            <Trans>Busca por nombre, DNI o código, o escanea el QR de la entrada.</Trans>
          )}
        </Text>
      ) : results.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="door-no-results">
          <Trans>Nadie en la lista coincide con la búsqueda.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="0" m="0" ps="0" borderWidth="1px" borderRadius="l3" divideY="1px" data-testid="door-results">
          {results.map((g) => (
            <GuestRow key={g.id} guest={g} onOpen={() => setSelectedId(g.id)} />
          ))}
        </Stack>
      )}

      <CameraScanDialog
        open={scanning}
        onOpenChange={setScanning}
        onScan={onScan}
        formats={GUEST_QR}
        aim="square"
        title={<Trans>Escanear el QR de la entrada</Trans>}
        hint={<Trans>Apunta al código QR de la entrada; se lee solo.</Trans>}
        testId="qr-scan-dialog"
      />
    </Stack>
  );
}
