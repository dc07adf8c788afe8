// Add or edit an app: name, platform, version, notes, and where it comes from — a file the server
// stores (uploaded with progress) or an external link. Editing an entry with a file may replace
// it. A failed save keeps the dialog open with what was typed and the server's message; when the
// entry was created but its upload failed, trying again saves that same entry (with whatever was
// changed meanwhile) and uploads to it, never creating a second one.
import { Button, Input, Progress, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import {
  ACCEPTED_EXTENSIONS,
  type AppDownloadDto,
  appDownloadBodySchema,
  isHttpUrl,
  MAX_APP_NAME,
  MAX_APP_NOTES,
  MAX_APP_VERSION,
  PLATFORMS,
  type Platform,
} from '../../../contract/downloads';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineSaveAlert, useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useSaveAppDownload, useUploadAppFile } from '../api/app-downloads';
import { checkAppFile } from '../file-check';
import { fileSizeLabel, PLATFORM_LABELS } from '../labels';

type Source = 'file' | 'link';

interface Errors {
  name?: string;
  appVersion?: string;
  url?: string;
  file?: string;
}

export function AppFormDialog({ editing, onClose }: { editing: AppDownloadDto | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveAppDownload();
  const upload = useUploadAppFile();
  const dialogSize = useDialogSize('lg');
  const [name, setName] = useState(editing?.name ?? '');
  const [platform, setPlatform] = useState<Platform>(editing?.platform ?? 'android');
  const [appVersion, setAppVersion] = useState(editing?.appVersion ?? '');
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [source, setSource] = useState<Source>(editing && !editing.hasFile && editing.url ? 'link' : 'file');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The entry this dialog already created, when its upload failed: a retry only uploads.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const busy = save.isPending || upload.isPending;
  const needsFile = source === 'file' && !editing?.hasFile;

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    setErrors((e) => ({ ...e, file: undefined }));
    if (!picked) return;
    const problem = await checkAppFile(picked);
    if (problem === 'type')
      setErrors((e) => ({ ...e, file: t`Tipo de archivo no permitido: se aceptan ${ACCEPTED_EXTENSIONS.join(', ')}` }));
    if (problem === 'content') setErrors((e) => ({ ...e, file: t`El contenido del archivo no corresponde a su tipo` }));
    if (problem === 'empty') setErrors((e) => ({ ...e, file: t`El archivo está vacío` }));
  };

  const finish = (title: string) => {
    toaster.create({ type: 'success', title });
    onClose();
  };

  const sendFile = (id: string, chosen: File, title: string) => {
    setProgress(0);
    upload.mutate(
      { id, file: chosen, onProgress: setProgress },
      {
        onSuccess: () => finish(title),
        onError: (error) => {
          setProgress(null);
          setSaveError(errorMessage(error, i18n, online));
        },
      },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = t`Indica un nombre`;
    if (!appVersion.trim()) next.appVersion = t`Indica la versión, por ejemplo 2.4.1`;
    if (source === 'link' && !isHttpUrl(url.trim())) next.url = t`El enlace debe empezar con http:// o https://`;
    if (source === 'file' && needsFile && !file) next.file = t`Elige el archivo del aplicativo`;
    if (source === 'file' && file) {
      const problem = await checkAppFile(file);
      if (problem) next.file = errors.file ?? t`El contenido del archivo no corresponde a su tipo`;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaveError(null);
    const body = v.parse(appDownloadBodySchema, {
      name,
      platform,
      appVersion,
      notes,
      url: source === 'link' ? url.trim() : '',
    });
    const title = editing ? t`Cambios guardados` : t`Se agregó «${body.name}»`;
    // After a failed upload the entry exists: the retry updates it (what was typed since
    // included) instead of creating a second one, then uploads again.
    save.mutate(
      { id: editing?.id ?? createdId ?? undefined, body },
      {
        onSuccess: (row) => {
          if (source === 'file' && file) {
            if (!editing) setCreatedId(row.id);
            sendFile(row.id, file, title);
          } else finish(title);
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online)),
      },
    );
  };

  return (
    <DialogFrame
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      size={dialogSize}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      testId="app-form-dialog"
      closeDisabled={busy}
      title={editing ? t`Editar aplicativo` : t`Agregar aplicativo`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button" disabled={busy}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!online} data-testid="app-save">
            <Trans>Guardar</Trans>
          </Button>
        </>
      }
      form={{ onSubmit: (e) => void submit(e), noValidate: true }}
    >
      <Stack gap="4">
        <OfflineSaveAlert />
        <ErrorAlert message={saveError} testId="app-save-error" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t`Nombre`} error={errors.name} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_APP_NAME} name="name" autoFocus />
          </FormField>
          <FormField label={t`Plataforma`} required>
            <SelectBox
              value={platform}
              onChange={(p) => setPlatform(p as Platform)}
              name="platform"
              options={PLATFORMS.map((p) => ({ value: p, label: i18n._(PLATFORM_LABELS[p]) }))}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t`Versión`} error={errors.appVersion} required>
          <Input
            value={appVersion}
            onChange={(e) => setAppVersion(e.target.value)}
            maxLength={MAX_APP_VERSION}
            name="appVersion"
            placeholder="2.4.1"
          />
        </FormField>
        <FormField label={t`Notas`} help={t`Qué cambió, para qué equipos es, cómo se instala.`}>
          <Textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={MAX_APP_NOTES}
            rows={3}
            autoresize
            name="notes"
          />
        </FormField>
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            <Trans>Origen</Trans>
          </Text>
          <SegmentGroup.Root
            value={source}
            onValueChange={(e) => e.value && setSource(e.value as Source)}
            size="sm"
            disabled={Boolean(editing?.hasFile)}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'file', label: t`Archivo` },
                { value: 'link', label: t`Enlace externo` },
              ]}
            />
          </SegmentGroup.Root>
        </Stack>
        {source === 'link' ? (
          <FormField label={t`Enlace`} error={errors.url} required>
            <Input value={url} onChange={(e) => setUrl(e.target.value)} inputMode="url" name="url" placeholder="https://" />
          </FormField>
        ) : (
          <FormField
            label={editing?.hasFile ? t`Reemplazar el archivo (opcional)` : t`Archivo`}
            error={errors.file}
            required={needsFile}
            help={
              file
                ? `${file.name} · ${fileSizeLabel(file.size, i18n)}`
                : editing?.fileName
                  ? t`Actual: ${editing.fileName} · ${fileSizeLabel(editing.fileSize, i18n)}`
                  : t`Se aceptan ${ACCEPTED_EXTENSIONS.join(', ')}`
            }
          >
            <Input
              type="file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              onChange={(e) => void pickFile(e.target.files?.[0] ?? null)}
              name="file"
              p="1.5"
              data-testid="app-file"
            />
          </FormField>
        )}
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" data-testid="app-upload-progress">
            <Progress.Label mb="1">
              <Trans>Subiendo archivo…</Trans>
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText />
          </Progress.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
