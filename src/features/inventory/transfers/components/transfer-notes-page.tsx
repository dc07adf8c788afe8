// "Transferencias" (remitos): the list of transfer notes, a new or edited draft, and one note with
// its next step. Which one shows lives in the URL (?remito=…, ?nuevo=1, &editar=1), so a
// notification about a note with differences opens that note, and reload or back work as expected.
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNightsLive } from '../../../../lib/replica/nights';
import { useReplica } from '../../../../lib/sync/use-replica';
import { PlusIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { documentNumber } from '../../shared/document-number';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useTransferNoteQuery } from '../api/transfer-notes';
import { useReplicaTransferNote } from '../data/replica-history';
import { LoadError, OfflineNotice } from './common';
import { TransferNoteEditor } from './transfer-note-editor';
import { TransferNoteList } from './transfer-note-list';
import { TransferNoteView } from './transfer-note-view';

export interface TransferView {
  remito?: string;
  nuevo?: boolean;
  editar?: boolean;
}

interface PageProps extends TransferView {
  onNavigate(next: TransferView, replace?: boolean): void;
}

function NoLocalData() {
  return (
    <NoReplicaNotice title={<Trans>Faltan los datos del local en este dispositivo</Trans>}>
      <Trans>
        Los depósitos, las barras y las mercaderías se descargan al iniciar sesión. Espera a que termine la primera sincronización
        o vuelve a iniciar sesión.
      </Trans>
    </NoReplicaNotice>
  );
}

function Loading() {
  return (
    <Stack gap="3" data-testid="transfer-loading">
      <Skeleton height="24" borderRadius="l3" />
      <Skeleton height="64" borderRadius="l3" />
    </Stack>
  );
}

export function TransferNotesPage({ remito, nuevo, editar, onNavigate }: PageProps) {
  const { t } = useLingui();
  const online = useOnline();
  const replica = useReplica();
  const places = usePlacesLive(true);
  const goods = useGoodsLive();
  const nights = useNightsLive();
  const detail = useTransferNoteQuery(remito);
  // Offline, the note as the replica holds it (its booked costs unknown).
  const replicated = useReplicaTransferNote(online ? undefined : remito);
  const note = detail.data ?? replicated ?? undefined;

  const title = nuevo ? t`Nuevo remito` : remito && editar ? t`Editar remito` : t`Transferencias`;
  useDocumentTitle(note && !nuevo ? t`Remito N° ${documentNumber(note.number)}` : title);

  const listView = !remito && !nuevo;
  const replicaReady = replica && places && goods && nights;
  const editorData = replicaReady && places.length > 0 && goods.length > 0;

  let body: ReactNode;
  if (nuevo || (remito && editar)) {
    if (remito && !note) body = detail.isError ? null : <Loading />;
    else if (!replicaReady) body = <Loading />;
    else if (!editorData) body = <NoLocalData />;
    else if (note && note.status !== 'draft') {
      // Only drafts are edited: a sent note opens as it is.
      body = <TransferNoteView note={note} online={online} onBack={() => onNavigate({})} onEdit={() => undefined} />;
    } else {
      body = (
        <TransferNoteEditor
          key={note?.id ?? 'new'}
          places={places}
          goods={goods}
          nights={nights}
          online={online}
          initial={note}
          onSaved={(saved) => onNavigate({ remito: saved.id }, true)}
          onCancel={() => onNavigate(note ? { remito: note.id } : {})}
        />
      );
    }
  } else if (remito) {
    body = note ? (
      <TransferNoteView
        note={note}
        online={online}
        onBack={() => onNavigate({})}
        onEdit={() => onNavigate({ remito: note.id, editar: true })}
      />
    ) : detail.isError || (!online && replicated === null) ? (
      <Button variant="outline" alignSelf="flex-start" onClick={() => onNavigate({})}>
        <Trans>Volver a la lista</Trans>
      </Button>
    ) : (
      <Loading />
    );
  } else {
    body = <TransferNoteList places={places ?? []} online={online} onOpen={(id) => onNavigate({ remito: id })} />;
  }

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="transfer-notes-page">
      <PageHeader
        title={title}
        description={
          listView ? (
            <Trans>
              Remitos entre depósitos y barras: se preparan como borrador, al enviarlos sale el stock del origen y al recibirlos
              entra en el destino lo que realmente llegó.
            </Trans>
          ) : undefined
        }
        actions={
          listView ? (
            <Button colorPalette="brand" onClick={() => onNavigate({ nuevo: true })} disabled={!online} data-testid="new-note">
              <PlusIcon /> <Trans>Nuevo remito</Trans>
            </Button>
          ) : undefined
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>
            Se muestran los remitos guardados en este dispositivo. Crear, enviar y recibir un remito necesita conexión; lo que
            escribiste se conserva hasta entonces.
          </Trans>
        </OfflineNotice>
      )}
      {online && remito && detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {body}
    </Stack>
  );
}
