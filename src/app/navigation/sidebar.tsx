import { Box, Collapsible, Flex, Icon, Menu, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo } from 'react';
import { type NavEntry, type NavItem, type VisibleSection, visibleSections } from '../../contract/navigation';
import { useAuth } from '../../lib/auth/use-auth';
import { entryLabel, groupLabel, sectionLabel } from '../../lib/i18n/navigation-labels';
import { BrandLogo } from '../../lib/ui/brand-logo';
import { ChevronDownIcon, HomeIcon, SECTION_ICONS } from '../../lib/ui/nav-icons';
import { toAppPath, useActiveEntry } from './paths';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-state';

/** The sections the signed-in user may see (SPEC §5), recomputed when their codes change. */
export function useVisibleSections(): VisibleSection[] {
  const { user } = useAuth();
  const privi = user?.privi;
  return useMemo(() => visibleSections(privi ?? []), [privi]);
}

function itemContains(item: NavItem, entry: NavEntry | undefined): boolean {
  if (!entry) return false;
  return item.kind === 'entry' ? item.entry.id === entry.id : item.entries.some((e) => e.id === entry.id);
}

/** A link of the menu in the brand colours when it is (or holds) the current page, muted otherwise. */
function linkColors(active: boolean) {
  return {
    color: active ? 'brand.fg' : 'fg.muted',
    bg: active ? 'brand.subtle' : 'transparent',
    _hover: { bg: active ? 'brand.subtle' : 'bg.muted', color: active ? 'brand.fg' : 'fg' },
  };
}

interface NavLinkProps {
  entry: NavEntry;
  active: boolean;
  depth?: number;
  onNavigate?: () => void;
}

function NavLink({ entry, active, depth = 0, onNavigate }: NavLinkProps) {
  const { i18n } = useLingui();
  return (
    <Box asChild>
      <RouterLink to={toAppPath(entry.path)} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        <Flex
          align="center"
          gap="3"
          minH="9"
          ps={depth > 0 ? '12' : '10'}
          pe="3"
          borderRadius="l2"
          textStyle="sm"
          fontWeight={active ? 'semibold' : 'medium'}
          {...linkColors(active)}
          transition="background 0.15s, color 0.15s"
          position="relative"
        >
          <Box
            boxSize="1.5"
            borderRadius="full"
            bg={active ? 'brand.solid' : 'border'}
            flexShrink={0}
            transform={active ? 'scale(1.3)' : undefined}
          />
          <Text truncate>{entryLabel(i18n, entry.id)}</Text>
        </Flex>
      </RouterLink>
    </Box>
  );
}

/**
 * The button that folds a section (or, `group`, a group inside one) of the tree: its mark
 * (children), name and chevron. A section's name is brighter while it holds the current page.
 */
function TreeTrigger({
  label,
  group = false,
  holdsActive = false,
  children,
}: {
  label: string;
  group?: boolean;
  holdsActive?: boolean;
  children: ReactNode;
}) {
  return (
    <Collapsible.Trigger asChild>
      <Flex
        as="button"
        w="full"
        align="center"
        gap="3"
        minH={group ? '9' : '10'}
        ps={group ? '10' : '3'}
        pe="3"
        borderRadius="l2"
        textStyle="sm"
        fontWeight={group ? 'medium' : 'semibold'}
        color={holdsActive ? 'fg' : 'fg.muted'}
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        cursor="pointer"
      >
        {children}
        <Text flex="1" textAlign="start" truncate>
          {label}
        </Text>
        <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }} display="flex">
          <ChevronDownIcon boxSize={group ? '3' : '3.5'} />
        </Collapsible.Indicator>
      </Flex>
    </Collapsible.Trigger>
  );
}

function SectionTree({ section, active, onNavigate }: { section: VisibleSection; active?: NavEntry; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const SectionIcon = SECTION_ICONS[section.id];
  const holdsActive = section.items.some((item) => itemContains(item, active));
  return (
    <Collapsible.Root defaultOpen data-nav-section={section.id}>
      <TreeTrigger label={sectionLabel(i18n, section.id)} holdsActive={holdsActive}>
        <Icon as={SectionIcon} boxSize="4.5" color={holdsActive ? 'brand.fg' : undefined} />
      </TreeTrigger>
      <Collapsible.Content>
        <Stack gap="0.5" pt="0.5" pb="1">
          {section.items.map((item) =>
            item.kind === 'entry' ? (
              <NavLink key={item.entry.id} entry={item.entry} active={item.entry.id === active?.id} onNavigate={onNavigate} />
            ) : (
              <Collapsible.Root key={item.id} defaultOpen={itemContains(item, active)} data-nav-group={item.id}>
                <TreeTrigger label={groupLabel(i18n, item.id)} group>
                  <Box boxSize="1.5" borderRadius="full" borderWidth="1.5px" borderColor="fg.subtle" flexShrink={0} />
                </TreeTrigger>
                <Collapsible.Content>
                  <Stack gap="0.5" pt="0.5">
                    {item.entries.map((entry) => (
                      <NavLink key={entry.id} entry={entry} depth={1} active={entry.id === active?.id} onNavigate={onNavigate} />
                    ))}
                  </Stack>
                </Collapsible.Content>
              </Collapsible.Root>
            ),
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function HomeLink({ active, collapsed, onNavigate }: { active: boolean; collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useLingui();
  return (
    <Box asChild>
      <RouterLink to="/logged/home" onClick={onNavigate} aria-current={active ? 'page' : undefined} aria-label={t`Inicio`}>
        <Flex
          align="center"
          justify={collapsed ? 'center' : 'flex-start'}
          gap="3"
          minH="10"
          px="3"
          borderRadius="l2"
          textStyle="sm"
          fontWeight="semibold"
          {...linkColors(active)}
        >
          <HomeIcon boxSize={collapsed ? '5' : '4.5'} />
          {!collapsed && <Text>{t`Inicio`}</Text>}
        </Flex>
      </RouterLink>
    </Box>
  );
}

/** Collapsed mode: one icon per section, its name in a tooltip, its entries in a menu. */
function CollapsedSection({ section, active }: { section: VisibleSection; active?: NavEntry }) {
  const { i18n } = useLingui();
  const triggerId = useId();
  const SectionIcon = SECTION_ICONS[section.id];
  const label = sectionLabel(i18n, section.id);
  const holdsActive = section.items.some((item) => itemContains(item, active));
  const entryItem = (entry: NavEntry) => (
    <Menu.Item key={entry.id} value={entry.id} asChild>
      <RouterLink to={toAppPath(entry.path)} aria-current={entry.id === active?.id ? 'page' : undefined}>
        <Text
          fontWeight={entry.id === active?.id ? 'semibold' : undefined}
          color={entry.id === active?.id ? 'brand.fg' : undefined}
        >
          {entryLabel(i18n, entry.id)}
        </Text>
      </RouterLink>
    </Menu.Item>
  );
  return (
    <Menu.Root ids={{ trigger: triggerId }} positioning={{ placement: 'right-start', gutter: 12 }}>
      <Tooltip.Root ids={{ trigger: triggerId }} positioning={{ placement: 'right' }} openDelay={200}>
        <Tooltip.Trigger asChild>
          <Menu.Trigger asChild>
            <Flex
              as="button"
              data-nav-section={section.id}
              aria-label={label}
              direction="column"
              align="center"
              justify="center"
              w="full"
              minH="14"
              borderRadius="l2"
              {...linkColors(holdsActive)}
              _expanded={{ bg: 'bg.muted', color: 'fg' }}
              cursor="pointer"
            >
              <Icon as={SectionIcon} boxSize="6" />
            </Flex>
          </Menu.Trigger>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {section.items.map((item) =>
                item.kind === 'entry' ? (
                  entryItem(item.entry)
                ) : (
                  <Menu.ItemGroup key={item.id}>
                    <Menu.ItemGroupLabel ps="4" fontWeight="medium" color="fg.muted">
                      {groupLabel(i18n, item.id)}
                    </Menu.ItemGroupLabel>
                    {item.entries.map(entryItem)}
                  </Menu.ItemGroup>
                ),
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface NavTreeProps {
  collapsed?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The menu itself: home, then the visible sections with their nested entries. */
export function NavTree({ collapsed = false, onNavigate }: NavTreeProps) {
  const { t } = useLingui();
  const sections = useVisibleSections();
  const active = useActiveEntry();
  return (
    <Stack as="nav" aria-label={t`Menú principal`} gap={collapsed ? '1' : '1.5'} data-nav-collapsed={collapsed || undefined}>
      <HomeLink active={active?.id === 'home'} collapsed={collapsed} onNavigate={onNavigate} />
      {collapsed
        ? sections.map((section) => <CollapsedSection key={section.id} section={section} active={active} />)
        : sections.map((section) => <SectionTree key={section.id} section={section} active={active} onNavigate={onNavigate} />)}
    </Stack>
  );
}

/** The docked sidebar of large screens: 280 px, or 102 px with icons only. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      as="aside"
      data-testid="sidebar"
      position="sticky"
      top="0"
      h="100dvh"
      w={`${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      transition="width 0.2s ease"
    >
      <Flex h="16" align="center" justify={collapsed ? 'center' : 'flex-start'} px={collapsed ? '0' : '6'} flexShrink={0}>
        <RouterLink to="/logged/home" aria-label="Noctua">
          {collapsed ? <BrandLogo variant="mark" boxSize="9" /> : <BrandLogo h="8" w="auto" />}
        </RouterLink>
      </Flex>
      <Box flex="1" overflowY="auto" px={collapsed ? '2' : '4'} pb="6" pt="2">
        <NavTree collapsed={collapsed} />
      </Box>
    </Box>
  );
}
