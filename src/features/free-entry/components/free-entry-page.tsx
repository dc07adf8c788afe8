// "Entrada gratis" (102): two tabs on one night — Puerta (the door, offline from the replica,
// phone-first) and Listas (the guest lists by promoter, online). The night and the tab live in
// the URL so a reload or the back button returns to them; without a chosen night it is tonight's.
import { Box, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getEntry } from '../../../contract/navigation';
import { sectionLabel } from '../../../lib/i18n/navigation-labels';
import { useNightsLive } from '../../../lib/replica/nights';
import { NightPicker } from '../../../lib/ui/night-picker';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { pickTonight } from '../guest-search';
import { DoorTab } from './door-tab';
import { ManageTab } from './manage-tab';
import { nightLabel } from './night-label';

export type FreeEntryTab = 'puerta' | 'listas';

interface FreeEntryPageProps {
  tab: FreeEntryTab;
  nightId: string | undefined;
  onChange(next: { tab?: FreeEntryTab; night?: string }): void;
}

export function FreeEntryPage({ tab, nightId, onChange }: FreeEntryPageProps) {
  const { t, i18n } = useLingui();
  const title = t`Entrada gratis`;
  useDocumentTitle(title);
  const entry = getEntry('general.entradagratis');
  const nights = useNightsLive();
  const chosen = nights?.find((n) => n.id === nightId) ?? pickTonight(nights ?? []);

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="free-entry-page">
      <ScreenHeader
        title={title}
        section={entry.section ? sectionLabel(i18n, entry.section) : ''}
        description={
          // On a phone the door needs the room more than the explanation.
          <Box as="span" hideBelow="sm">
            <Trans>
              Listas de invitados por promotor. La puerta busca o escanea la entrada y registra el ingreso, también sin conexión.
            </Trans>
          </Box>
        }
        actions={
          nights && nights.length > 0 ? (
            <NightPicker nights={nights} value={chosen?.id} onChange={(night) => onChange({ night })} />
          ) : undefined
        }
      />
      <ScreenTabs
        value={tab}
        onChange={(next) => onChange({ tab: next })}
        rootProps={{ unmountOnExit: true }}
        listProps={{ className: 'no-print' }}
        tabs={[
          {
            value: 'puerta',
            label: <Trans>Puerta</Trans>,
            testId: 'tab-puerta',
            content: <DoorTab nightId={chosen?.id} night={chosen} />,
          },
          {
            value: 'listas',
            label: <Trans>Listas</Trans>,
            testId: 'tab-listas',
            content: <ManageTab nightId={chosen?.id} nightLabel={nightLabel(i18n, chosen)} />,
          },
        ]}
      />
    </Stack>
  );
}
