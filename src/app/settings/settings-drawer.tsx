import { Box, Button, Drawer, HStack, IconButton, SegmentGroup, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { browserAsksNotToTrack, useAnalyticsConfig } from '../../lib/analytics';
import {
  DEFAULT_SETTINGS,
  DRINK_FILTER_MODES,
  type DrinkFilterMode,
  THEME_COLORS,
  type ThemeColor,
  updateSettings,
  useSettings,
} from '../../lib/settings';
import { DrawerFrame } from '../../lib/ui/drawer-frame';
import { CheckIcon, SettingsIcon } from '../../lib/ui/shell-icons';
import { presetSwatch } from '../theme/theme-colors';

function useColorNames(): Record<ThemeColor, string> {
  const { t } = useLingui();
  return {
    default: t`Verde`,
    purple: t`Violeta`,
    cyan: t`Cian`,
    blue: t`Azul`,
    orange: t`Naranja`,
    red: t`Rojo`,
    noctua: t`Noctua neón`,
  };
}

function SettingBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.08em" textTransform="uppercase" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The gear of the top bar and its drawer, the local settings of SPEC §3: theme mode, accent
 * colour, content width and when a stock count's goods list follows its search box (drinkFilter).
 */
/** A setting turned on or off: its name and a line on what it does, the switch at the end. */
function SwitchSetting({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: React.ReactNode;
  hint: React.ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  testId?: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      w="full"
      data-testid={testId}
    >
      <Switch.HiddenInput />
      <Switch.Label>
        <Stack gap="0.5">
          <Text textStyle="sm" fontWeight="medium">
            {label}
          </Text>
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {hint}
          </Text>
        </Stack>
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

/**
 * "Estadísticas de uso": shown only when the operator configured an analytics script
 * (src/lib/analytics.ts), off until this user switches it on, locked off when the browser asks not
 * to be tracked.
 */
function AnalyticsSetting() {
  const { t } = useLingui();
  const config = useAnalyticsConfig();
  const settings = useSettings();
  if (!config.data) return null;
  const refused = browserAsksNotToTrack();
  return (
    <SettingBlock title={t`Estadísticas de uso`}>
      <SwitchSetting
        checked={settings.analytics && !refused}
        disabled={refused}
        onChange={(checked) => updateSettings({ analytics: checked })}
        label={<Trans>Compartir estadísticas de uso</Trans>}
        hint={
          refused ? (
            <Trans>Su navegador pide no ser rastreado: no se envía nada.</Trans>
          ) : (
            <Trans>Qué pantallas se abren, sin su nombre ni cookies, para mejorar Noctua. Apagado salvo que lo active.</Trans>
          )
        }
        testId="settings-analytics"
      />
    </SettingBlock>
  );
}

export function SettingsDrawer() {
  const { t } = useLingui();
  const settings = useSettings();
  const names = useColorNames();
  const label = t`Preferencias`;
  const drinkFilter: DrinkFilterMode = settings.drinkFilter === 'enter' ? 'enter' : 'incremental';

  return (
    <DrawerFrame
      size="xs"
      trigger={
        <IconButton variant="ghost" size="sm" aria-label={label} title={label}>
          <SettingsIcon />
        </IconButton>
      }
      title={<Trans>Preferencias</Trans>}
      bodyPy="6"
      footer={
        <HStack w="full" justify="space-between">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              updateSettings({
                themeMode: DEFAULT_SETTINGS.themeMode,
                themeColor: DEFAULT_SETTINGS.themeColor,
                themeStretch: DEFAULT_SETTINGS.themeStretch,
                drinkFilter: DEFAULT_SETTINGS.drinkFilter,
              })
            }
          >
            <Trans>Restablecer</Trans>
          </Button>
          <Drawer.ActionTrigger asChild>
            <Button size="sm" colorPalette="brand">
              <Trans>Listo</Trans>
            </Button>
          </Drawer.ActionTrigger>
        </HStack>
      }
    >
      <Stack gap="8">
        <SettingBlock title={t`Tema`}>
          <SegmentGroup.Root
            value={settings.themeMode}
            onValueChange={({ value }) => {
              if (value === 'light' || value === 'dark') updateSettings({ themeMode: value });
            }}
            w="full"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              flex="1"
              justifyContent="center"
              items={[
                { value: 'light', label: t`Claro` },
                { value: 'dark', label: t`Oscuro` },
              ]}
            />
          </SegmentGroup.Root>
        </SettingBlock>

        <SettingBlock title={t`Color de acento`}>
          <SimpleGrid columns={4} gap="3" role="radiogroup" aria-label={t`Color de acento`}>
            {THEME_COLORS.map((color) => {
              const selected = settings.themeColor === color;
              return (
                <Stack key={color} align="center" gap="1.5">
                  <Box
                    as="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={names[color]}
                    title={names[color]}
                    onClick={() => updateSettings({ themeColor: color })}
                    boxSize="11"
                    borderRadius="full"
                    bg={presetSwatch(color)}
                    color="white"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    outline={selected ? '2px solid' : 'none'}
                    outlineColor="fg"
                    outlineOffset="3px"
                    cursor="pointer"
                    transition="transform 0.15s"
                    _hover={{ transform: 'scale(1.06)' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '3px' }}
                  >
                    {selected && <CheckIcon boxSize="5" />}
                  </Box>
                  <Text textStyle="2xs" color="fg.muted" textAlign="center" lineClamp={1}>
                    {names[color]}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </SettingBlock>

        <SettingBlock title={t`Diseño`}>
          <SwitchSetting
            checked={settings.themeStretch}
            onChange={(checked) => updateSettings({ themeStretch: checked })}
            label={<Trans>Usar todo el ancho</Trans>}
            hint={<Trans>El contenido ocupa toda la pantalla en monitores grandes.</Trans>}
          />
        </SettingBlock>

        <SettingBlock title={t`Búsqueda de bebidas`}>
          <SegmentGroup.Root
            value={drinkFilter}
            onValueChange={({ value }) => {
              const mode = DRINK_FILTER_MODES.find((m) => m === value);
              if (mode) updateSettings({ drinkFilter: mode });
            }}
            w="full"
            data-testid="settings-drink-filter"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              flex="1"
              justifyContent="center"
              items={[
                { value: 'incremental', label: t`Al escribir` },
                { value: 'enter', label: t`Al pulsar Intro` },
              ]}
            />
          </SegmentGroup.Root>
          <Text textStyle="xs" color="fg.muted">
            {drinkFilter === 'incremental' ? (
              <Trans>En los conteos de stock, la lista se filtra con cada letra que escribe.</Trans>
            ) : (
              <Trans>
                En los conteos de stock, la lista se filtra cuando pulsa Intro o el botón de buscar: más cómodo en tablets lentas.
              </Trans>
            )}
          </Text>
        </SettingBlock>

        <AnalyticsSetting />
      </Stack>
    </DrawerFrame>
  );
}
