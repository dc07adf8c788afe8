// Installing the app (SPEC §1, issue 5). Chromium offers installation through a
// `beforeinstallprompt` event that fires once, early, and only if nobody is listening is it lost:
// install-prompt.ts captures it as soon as main.tsx starts and keeps it until the user menu's
// "Instalar aplicación" here uses it. iOS Safari has no such event; there
// storage is only safe once the app is on the Home Screen, so iPhone and iPad users get a short,
// dismissible hint instead (its dismissal is kept in localStorage under IOS_HINT_KEY).
import { Alert, CloseButton, Menu } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { readString, writeString } from '../storage';
import { DownloadIcon } from '../ui/icons';
import { lineIcon } from '../ui/nav-icons';
import { IOS_HINT_KEY, isIosSafari, isStandalone, promptInstall, useInstallPrompt } from './install-prompt';

export {
  type BeforeInstallPromptEvent,
  IOS_HINT_KEY,
  isIosSafari,
  isStandalone,
  promptInstall,
  useInstallPrompt,
} from './install-prompt';

const ShareIcon = lineIcon('ShareIcon', 'M12 3v12', 'm8 7 4-4 4 4', 'M7 10H5v11h14V10h-2');

/** The user menu's "Instalar aplicación", present only while the browser offers installation. */
export function InstallMenuItem() {
  const prompt = useInstallPrompt();
  if (!prompt) return null;
  return (
    <Menu.Item value="install" onClick={() => void promptInstall()} data-testid="install-app-item">
      <DownloadIcon boxSize="4" />
      <Trans>Instalar aplicación</Trans>
    </Menu.Item>
  );
}

/** Whether the iOS Home Screen hint applies here: iOS Safari, not installed, not dismissed. */
export function shouldShowIosHint(): boolean {
  return isIosSafari() && !isStandalone() && readString('local', IOS_HINT_KEY) !== '1';
}

/** A small card saying how to add Noctua to the Home Screen on iOS; closing it is remembered. */
export function IosInstallHint() {
  const { t } = useLingui();
  const [shown, setShown] = useState(shouldShowIosHint);
  if (!shown) return null;
  return (
    <Alert.Root status="info" colorPalette="brand" variant="subtle" borderRadius="l3" data-testid="ios-install-hint">
      <Alert.Indicator>
        <ShareIcon boxSize="5" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title color="fg" fontWeight="semibold">
          <Trans>Instala Noctua en tu pantalla de inicio</Trans>
        </Alert.Title>
        <Alert.Description color="fg.muted">
          <Trans>Así tus datos quedan guardados y puedes usarla sin conexión: toca Compartir y luego «Agregar a inicio».</Trans>
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        alignSelf="flex-start"
        mt="-1"
        me="-1"
        aria-label={t`Cerrar aviso`}
        onClick={() => {
          writeString('local', IOS_HINT_KEY, '1');
          setShown(false);
        }}
      />
    </Alert.Root>
  );
}
