import {
  Box,
  Button,
  CloseButton,
  Field,
  Fieldset,
  Flex,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  type GoodDto,
  PRODUCT_KINDS,
  type ProductDto,
  type ProductKind,
  productSchema,
} from '../../../../contract/inventory-catalogue';
import { fMoney } from '../../../../lib/format-number';
import { normalizeSearch } from '../../../../lib/ui/data-table';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { SelectBox } from '../../../../lib/ui/select-box';
import { useSaveProduct } from '../api/products';
import { check, decimalInput, parseRecipeQuantity } from '../form-values';
import { productKindLabel, unitWithContent } from '../labels';
import { translateMessage } from '../messages';
import { useConfigSave } from './use-config-save';

interface Line {
  goodId: string;
  quantity: string;
}

/** The cost of a recipe as typed: lines that do not parse yet count as 0. */
export function draftCost(lines: readonly Line[], goods: ReadonlyMap<string, GoodDto>): number {
  let sum = 0;
  for (const l of lines) {
    const good = goods.get(l.goodId);
    const q = good ? parseRecipeQuantity(l.quantity, good.content) : null;
    if (good && q !== null && Number.isFinite(q) && q > 0) sum += q * good.unitCost;
  }
  return Math.round(sum);
}

function GoodPicker({ goods, exclude, onPick }: { goods: GoodDto[]; exclude: Set<string>; onPick(good: GoodDto): void }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => {
    const needle = normalizeSearch(deferred.trim());
    if (!needle) return [];
    return goods
      .filter((g) => !exclude.has(g.id) && normalizeSearch(`${g.name} ${g.sku} ${g.category}`).includes(needle))
      .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name))
      .slice(0, 8);
  }, [goods, exclude, deferred]);
  return (
    <Stack gap="2">
      <InputGroup>
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Buscar mercadería para agregar`}
          aria-label={t`Buscar mercadería para agregar`}
          type="search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              const first = matches[0];
              if (first) {
                onPick(first);
                setQuery('');
              }
            }
          }}
          data-testid="recipe-search"
        />
      </InputGroup>
      {deferred.trim() !== '' && (
        <Stack gap="1" borderWidth="1px" borderRadius="l2" p="1" bg="bg.subtle" data-testid="recipe-matches">
          {matches.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" px="2" py="1">
              <Trans>Ninguna mercadería coincide.</Trans>
            </Text>
          ) : (
            matches.map((g) => (
              <Button
                key={g.id}
                variant="ghost"
                size="sm"
                justifyContent="space-between"
                type="button"
                onClick={() => {
                  onPick(g);
                  setQuery('');
                }}
              >
                <Text truncate>
                  {g.name}
                  {!g.active && ` (${t`inactiva`})`}
                </Text>
                <Text color="fg.muted" textStyle="xs" flexShrink={0}>
                  {unitWithContent(i18n, g)} · {fMoney(g.unitCost, undefined, i18n)}
                </Text>
              </Button>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Create or edit a product and its recipe (the goods one unit of it consumes), with its live cost. */
export function ProductDialog({
  product,
  goods,
  categories,
  onClose,
}: {
  product?: ProductDto;
  goods: GoodDto[];
  categories: string[];
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveProduct();
  const [name, setName] = useState(product?.name ?? '');
  const [kind, setKind] = useState<ProductKind>(product?.kind ?? 'drink');
  const [category, setCategory] = useState(product?.category ?? '');
  const [active, setActive] = useState(product?.active ?? true);
  const [lines, setLines] = useState<Line[]>(
    () => product?.recipe.map((l) => ({ goodId: l.goodId, quantity: decimalInput(l.quantity) })) ?? [],
  );
  const { errors, setErrors, save: saveChecked, dialog } = useConfigSave(save, product?.id, onClose);

  const goodsById = useMemo(() => new Map(goods.map((g) => [g.id, g])), [goods]);
  const inRecipe = useMemo(() => new Set(lines.map((l) => l.goodId)), [lines]);
  const cost = draftCost(lines, goodsById);

  const submit = () => {
    const recipe = lines.map((l) => ({
      goodId: l.goodId,
      quantity: parseRecipeQuantity(l.quantity, goodsById.get(l.goodId)?.content ?? 0),
    }));
    saveChecked(check(productSchema, { name, kind, category, active, recipe }));
  };

  const setQuantity = (index: number, quantity: string) =>
    setLines((ls) => ls.map((l, i) => (i === index ? { ...l, quantity } : l)));

  return (
    <FormDialog
      {...dialog}
      title={product ? t`Editar producto` : t`Nuevo producto`}
      size="xl"
      onSubmit={submit}
      testId="product-dialog"
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} name="name" autoFocus />
        </FormField>
        <FormField translate={translateMessage} label={t`Tipo`} error={errors.kind} required>
          <SelectBox
            value={kind}
            onChange={(k) => setKind(k as ProductKind)}
            name="kind"
            options={PRODUCT_KINDS.map((k) => ({ value: k, label: productKindLabel(i18n, k) }))}
          />
        </FormField>
        <FormField translate={translateMessage} label={t`Categoría`} error={errors.category} required>
          <Input
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            list="product-categories"
            maxLength={60}
            name="category"
          />
          <datalist id="product-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </FormField>
      </SimpleGrid>
      <Switch.Root checked={active} onCheckedChange={(e) => setActive(e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Activo (se puede vender)</Trans>
        </Switch.Label>
      </Switch.Root>

      <Fieldset.Root invalid={Boolean(errors.recipe)} borderTopWidth="1px" pt="4">
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Fieldset.Legend>
            <Trans>Receta</Trans>
          </Fieldset.Legend>
          <Text fontWeight="semibold" data-testid="recipe-cost">
            <Trans>Costo: {fMoney(cost, undefined, i18n)}</Trans>
          </Text>
        </Flex>
        <Fieldset.HelperText>
          <Trans>
            Cantidad en unidades de la mercadería por cada unidad vendida. Puedes escribir «50 ml» y se convierte según el
            contenido (50 ml de una botella de 750 ml son 0,067).
          </Trans>
        </Fieldset.HelperText>
        {errors.recipe && <Fieldset.ErrorText>{translateMessage(i18n, errors.recipe)}</Fieldset.ErrorText>}
        <Stack gap="2" mt="2" data-testid="recipe-lines">
          {lines.length === 0 && (
            <Text textStyle="sm" color="fg.muted" py="2">
              {kind === 'drink' ? (
                <Trans>Sin receta: vender este producto no descuenta stock. Agrega las mercaderías que consume.</Trans>
              ) : (
                <Trans>Sin receta: vender este producto no descuenta stock.</Trans>
              )}
            </Text>
          )}
          {lines.map((line, index) => {
            const good = goodsById.get(line.goodId);
            const q = good ? parseRecipeQuantity(line.quantity, good.content) : null;
            const lineCost = good && q !== null && Number.isFinite(q) && q > 0 ? Math.round(q * good.unitCost) : null;
            const error = errors[`recipe.${index}.quantity`] ?? errors[`recipe.${index}.goodId`];
            const converted = /[a-z]\s*$/i.test(line.quantity) && q !== null && Number.isFinite(q);
            return (
              <Flex
                key={line.goodId}
                gap="2"
                align={{ base: 'stretch', sm: 'flex-start' }}
                direction={{ base: 'column', sm: 'row' }}
                borderWidth="1px"
                borderRadius="l2"
                p="2"
                data-testid="recipe-line"
              >
                <Stack gap="0" flex="1" minW="0" pt={{ sm: '1.5' }}>
                  <Text fontWeight="medium" truncate>
                    {good?.name ?? t`Mercadería no disponible`}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {good ? `${unitWithContent(i18n, good)} · ${fMoney(good.unitCost, undefined, i18n)}` : ''}
                  </Text>
                </Stack>
                <HStack gap="2" align="flex-start">
                  <Field.Root invalid={Boolean(error)} w={{ base: 'full', sm: '9rem' }}>
                    <Input
                      value={line.quantity}
                      onChange={(e) => setQuantity(index, e.target.value)}
                      inputMode="decimal"
                      aria-label={t`Cantidad de ${good?.name ?? ''}`}
                      textAlign="end"
                      placeholder="0,067"
                      data-testid="recipe-quantity"
                    />
                    {error ? (
                      <Field.ErrorText>{translateMessage(i18n, error)}</Field.ErrorText>
                    ) : converted ? (
                      <Field.HelperText>= {decimalInput(q)}</Field.HelperText>
                    ) : null}
                  </Field.Root>
                  <Text minW="6rem" textAlign="end" pt="2" fontVariantNumeric="tabular-nums" textStyle="sm">
                    {lineCost === null ? '-' : fMoney(lineCost, undefined, i18n)}
                  </Text>
                  <CloseButton
                    size="sm"
                    mt="0.5"
                    aria-label={t`Quitar ${good?.name ?? ''}`}
                    onClick={() => {
                      setLines((ls) => ls.filter((_, i) => i !== index));
                      setErrors({});
                    }}
                  />
                </HStack>
              </Flex>
            );
          })}
        </Stack>
        <Box mt="3">
          <GoodPicker
            goods={goods}
            exclude={inRecipe}
            onPick={(g) => setLines((ls) => [...ls, { goodId: g.id, quantity: '' }])}
          />
        </Box>
      </Fieldset.Root>
    </FormDialog>
  );
}
