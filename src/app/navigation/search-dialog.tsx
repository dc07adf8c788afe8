import {
  Badge,
  Box,
  Button,
  Dialog,
  Flex,
  HStack,
  Icon,
  Input,
  Kbd,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type NavEntry, searchEntries } from '../../contract/navigation';
import { useAuth } from '../../lib/auth/use-auth';
import { entryLabel, groupLabel, sectionLabel } from '../../lib/i18n/navigation-labels';
import { HomeIcon, SECTION_ICONS, SearchIcon } from '../../lib/ui/nav-icons';
import { toAppPath } from './paths';

/** SPEC §9: the results list is 300 px high. */
const RESULTS_HEIGHT = '300px';

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Ctrl+K (⌘+K on a Mac) anywhere in the signed-in area opens the search. */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** The top bar's search button: a field-like button on wide screens, an icon on phones. */
export function SearchButton({ onOpen }: { onOpen(): void }) {
  const { t } = useLingui();
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onOpen}
      aria-keyshortcuts="Control+K Meta+K"
      color="fg.muted"
      px={{ base: '2', sm: '3' }}
      // The field's width and its shortcut on a wide desktop: a narrower bar also holds the sync
      // state, "Requieren atención" and the user menu without scrolling sideways (issue 37).
      minW={{ xl: '52' }}
      justifyContent="flex-start"
      borderRadius="l2"
      bg="bg.panel"
    >
      {/* Named by its text, never an aria-label that differs from it (axe label-content-name-mismatch):
          "Buscar…" from a tablet on, a hidden "Buscar" on a phone where only the icon shows. */}
      <SearchIcon boxSize="4" aria-hidden />
      <VisuallyHidden hideFrom="sm">{t`Buscar`}</VisuallyHidden>
      <Box as="span" display={{ base: 'none', sm: 'inline' }} flex="1" textAlign="start" fontWeight="normal">
        <Trans>Buscar…</Trans>
      </Box>
      {/* aria-keyshortcuts says it; as text it would not match the button's name (axe). */}
      <Kbd size="sm" display={{ base: 'none', xl: 'inline-flex' }} aria-hidden>
        {shortcut}
      </Kbd>
    </Button>
  );
}

function ResultRow({ entry, selected, onPick }: { entry: NavEntry; selected: boolean; onPick(): void }) {
  const { i18n } = useLingui();
  const EntryIcon = entry.section ? SECTION_ICONS[entry.section] : HomeIcon;
  const where = [entry.section && sectionLabel(i18n, entry.section), entry.group && groupLabel(i18n, entry.group)]
    .filter(Boolean)
    .join(' › ');
  return (
    <Flex
      as="li"
      role="option"
      aria-selected={selected}
      data-search-result={entry.id}
      align="center"
      gap="3"
      px="3"
      py="2.5"
      borderRadius="l2"
      cursor="pointer"
      bg={selected ? 'brand.subtle' : 'transparent'}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
    >
      <Icon as={EntryIcon} boxSize="4.5" color={selected ? 'brand.fg' : 'fg.muted'} flexShrink={0} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {entryLabel(i18n, entry.id)}
        </Text>
        {where && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {where}
          </Text>
        )}
      </Stack>
      {entry.status === 'planned' && (
        <Badge size="sm" variant="subtle" colorPalette="gray">
          <Trans>Próximamente</Trans>
        </Badge>
      )}
    </Flex>
  );
}

interface SearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The global search (SPEC §2): typed text against the action keywords of the entries the user
 * may see; empty text shows nothing; arrows move, Enter or a click opens and closes the dialog.
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [selected, setSelected] = useState(0);
  const privi = user?.privi;
  const results = useMemo(() => searchEntries(privi ?? [], text), [privi, text]);

  useEffect(() => {
    if (!open) {
      setText('');
      setSelected(0);
    }
  }, [open]);

  const pick = (entry: NavEntry | undefined) => {
    if (!entry) return;
    onOpenChange(false);
    void navigate({ to: toAppPath(entry.path), ...(entry.search ? { search: entry.search as never } : {}) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(results[selected]);
    }
  };

  const trimmed = text.trim();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={t`Buscador`} mt={{ base: '3', sm: '16' }} mx={{ base: '3', sm: 'auto' }}>
            <Dialog.Header pb="2">
              <HStack w="full" gap="2" borderBottomWidth="1px" pb="2">
                <SearchIcon boxSize="5" color="fg.muted" />
                <Input
                  ref={inputRef}
                  variant="flushed"
                  border="none"
                  size="lg"
                  placeholder={t`Buscador`}
                  aria-label={t`Buscador`}
                  role="combobox"
                  aria-expanded={results.length > 0}
                  aria-controls="noctua-search-results"
                  autoComplete="off"
                  value={text}
                  onChange={(e) => {
                    setText(e.target.value);
                    setSelected(0);
                  }}
                  onKeyDown={onKeyDown}
                />
                <Kbd size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
                  Esc
                </Kbd>
                <Dialog.CloseTrigger asChild position="static" display={{ base: 'inline-flex', sm: 'none' }}>
                  <Button size="sm" variant="ghost">
                    <Trans>Cerrar</Trans>
                  </Button>
                </Dialog.CloseTrigger>
              </HStack>
            </Dialog.Header>
            <Dialog.Body pt="0" pb="4">
              <Box h={RESULTS_HEIGHT} overflowY="auto" data-testid="search-results">
                {results.length > 0 ? (
                  <Stack as="ul" role="listbox" id="noctua-search-results" gap="0.5" listStyleType="none" m="0" p="0">
                    {results.map((entry, i) => (
                      <ResultRow key={entry.id} entry={entry} selected={i === selected} onPick={() => pick(entry)} />
                    ))}
                  </Stack>
                ) : (
                  <Flex h="full" align="center" justify="center" textAlign="center" color="fg.muted" px="6">
                    <Text textStyle="sm">
                      {trimmed ? (
                        <Trans>Nada coincide con «{trimmed}» entre las pantallas que puedes ver.</Trans>
                      ) : (
                        <Trans>Escribe el nombre de una pantalla o una acción, por ejemplo «stock» o «anulaciones».</Trans>
                      )}
                    </Text>
                  </Flex>
                )}
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
