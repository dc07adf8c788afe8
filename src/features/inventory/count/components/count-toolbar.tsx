// The count's toolbar: the search box, the category and counted/uncounted filters, and what a
// scanned code found.
import { Alert, CloseButton, Flex, Input, type InputProps, SegmentGroup } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { SelectBox } from '../../../../lib/ui/select-box';
import type { DrinkFilterMode } from '../goods-search';

export type Filter = 'all' | 'todo' | 'done';

export const SearchInput = memo(function SearchInput({
  value,
  mode,
  onQuery,
  onConfirm,
  ...inputProps
}: Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  mode: DrinkFilterMode;
  onQuery(text: string): void;
  onConfirm(text: string): void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  return (
    <Input
      // The props InputGroup gives its input (the padding for the search icon).
      {...inputProps}
      type="search"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onQuery(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onConfirm(e.currentTarget.value);
      }}
      placeholder={t`Buscar por nombre, SKU, categoría o código`}
      aria-label={t`Buscar mercadería`}
      bg="bg.panel"
      autoComplete="off"
      enterKeyHint="search"
      size="lg"
      fontSize="md"
      data-testid="count-search"
      data-mode={mode}
    />
  );
});

export type ScanNotice = { kind: 'unknown'; code: string } | { kind: 'found'; code: string; name: string };

export function ScanNoticeAlert({ notice, onClose }: { notice: ScanNotice; onClose(): void }) {
  const { t } = useLingui();
  const code = notice.code;
  return (
    <Alert.Root
      status={notice.kind === 'unknown' ? 'warning' : 'success'}
      variant="surface"
      borderRadius="l3"
      py="2"
      data-testid={notice.kind === 'unknown' ? 'scan-unknown' : 'scan-found'}
      data-code={code}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {notice.kind === 'unknown' ? (
            <Trans>
              El código <strong>{code}</strong> no corresponde a ninguna mercadería de este local.
            </Trans>
          ) : (
            <Trans>
              Código {code}: <strong>{notice.name}</strong>
            </Trans>
          )}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="center" onClick={onClose} aria-label={t`Cerrar`} />
    </Alert.Root>
  );
}

/** The category and counted/uncounted filters (memoised: a keystroke in the search leaves them be). */
export const CountFilters = memo(function CountFilters({
  category,
  categories,
  filter,
  onCategory,
  onFilter,
}: {
  category: string;
  categories: { name: string; goods: number }[];
  filter: Filter;
  onCategory(category: string): void;
  onFilter(filter: Filter): void;
}) {
  const { t } = useLingui();
  return (
    <Flex gap="3" flex={{ base: '1 1 100%', md: '0 1 auto' }} minW="0" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <SelectBox
        size="lg"
        flex={{ base: '1 1 100%', sm: '1 1 12rem', md: '0 0 14rem' }}
        minW="0"
        value={category}
        onChange={onCategory}
        label={t`Categoría`}
        fieldBg="bg.panel"
        testId="count-category"
        placeholder={t`Todas las categorías`}
        options={categories.map((c) => ({ value: c.name, label: `${c.name} (${c.goods})` }))}
      />
      <SegmentGroup.Root
        value={filter}
        onValueChange={(e) => onFilter((e.value as Filter | null) ?? 'all')}
        aria-label={t`Mostrar`}
        size="lg"
        bg="bg.panel"
        flex={{ base: '1 1 100%', sm: '0 0 auto' }}
        data-testid="count-filter"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          flex={{ base: '1', sm: 'initial' }}
          justifyContent="center"
          items={[
            { value: 'all', label: t`Todas` },
            { value: 'todo', label: t`Sin contar` },
            { value: 'done', label: t`Contadas` },
          ]}
        />
      </SegmentGroup.Root>
    </Flex>
  );
});
