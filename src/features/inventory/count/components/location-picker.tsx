import { Badge, Box, Button, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTile } from '../../../../lib/ui/icon-tile';
import { BarIcon, WarehouseIcon } from '../../shared/icons';
import type { CountLocation, CountSummary, LocationKind } from '../data/use-stock-count';

interface LocationPickerProps {
  locations: CountLocation[];
  openCounts: Map<string, CountSummary[]>;
  onPick(locationId: string): void;
}

export function LocationIcon({ kind, boxSize = '5' }: { kind: LocationKind | null; boxSize?: string }) {
  return <Icon as={kind === 'bar' ? BarIcon : WarehouseIcon} boxSize={boxSize} />;
}

function LocationButton({ location, open, onPick }: { location: CountLocation; open: boolean; onPick(id: string): void }) {
  return (
    <Button
      variant="outline"
      bg="bg.panel"
      h="auto"
      minH="16"
      py="3"
      px="4"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      onClick={() => onPick(location.id)}
      data-testid="count-location"
      _hover={{ borderColor: 'brand.emphasized', bg: 'bg.panel' }}
    >
      <HStack gap="3" w="full">
        <IconTile>
          <LocationIcon kind={location.kind} />
        </IconTile>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {location.name}
          </Text>
          {open && (
            <Box>
              <Badge colorPalette="green" variant="subtle" size="sm">
                <Trans>Conteo abierto</Trans>
              </Badge>
            </Box>
          )}
        </Stack>
      </HStack>
    </Button>
  );
}

/** Step one of a count: where it is taken (warehouses, then bars). */
export function LocationPicker({ locations, openCounts, onPick }: LocationPickerProps) {
  const { t } = useLingui();
  const groups: { kind: LocationKind | null; title: string }[] = [
    { kind: 'warehouse', title: t`Depósitos` },
    { kind: 'bar', title: t`Barras` },
    { kind: null, title: t`Otras ubicaciones` },
  ];
  return (
    <Stack gap="6" data-testid="location-picker">
      <Text color="fg.muted">
        <Trans>Elige dónde vas a contar. El conteo se guarda en este dispositivo y funciona sin conexión.</Trans>
      </Text>
      {groups.map(({ kind, title }) => {
        const inGroup = locations.filter((l) => l.kind === kind);
        if (inGroup.length === 0) return null;
        return (
          <Stack key={kind ?? 'other'} gap="3">
            <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {title}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
              {inGroup.map((location) => (
                <LocationButton
                  key={location.id}
                  location={location}
                  open={(openCounts.get(location.id)?.length ?? 0) > 0}
                  onPick={onPick}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
