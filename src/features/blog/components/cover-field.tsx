// The cover of a post in the editor: the current one or the picked file's preview, and a file
// picker checked here like the server does (JPG, PNG or WebP by name, up to 4 MB) so a wrong file
// is refused before anything is sent; the server checks the first bytes again on upload.
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PHOTO_ACCEPT, photoTypeOf } from '../../../contract/account';
import { MAX_COVER_BYTES } from '../../../contract/blog';
import { ownCover } from '../own-images';

export function CoverField({
  current,
  file,
  onPick,
  disabled,
}: {
  current: string | null;
  file: File | null;
  onPick(file: File | null): void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!photoTypeOf(picked.name)) return setRefusal(t`La portada debe ser JPG, PNG o WebP`);
    if (picked.size > MAX_COVER_BYTES) return setRefusal(t`La portada no puede superar 4 MB`);
    setRefusal(null);
    onPick(picked);
  };
  const shown = preview ?? ownCover(current);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        <Trans>Portada</Trans>
      </Text>
      {shown ? (
        <Box borderRadius="l2" overflow="hidden" borderWidth="1px" maxW="md">
          <Image src={shown} alt="" aspectRatio={16 / 9} objectFit="cover" width="full" data-testid="blog-cover-preview" />
        </Box>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Sin portada.</Trans>
        </Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="blog-cover-input"
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
          {shown ? <Trans>Cambiar portada</Trans> : <Trans>Elegir portada</Trans>}
        </Button>
        {file && (
          <Button size="sm" variant="ghost" onClick={() => onPick(null)}>
            <Trans>Quitar la imagen elegida</Trans>
          </Button>
        )}
        <Text textStyle="xs" color="fg.muted">
          <Trans>JPG, PNG o WebP, hasta 4 MB.</Trans>
        </Text>
      </HStack>
      {refusal && (
        <Text textStyle="sm" color="fg.error" data-testid="blog-cover-refused">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
