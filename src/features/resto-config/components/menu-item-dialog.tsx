// Putting a product on the menu (or editing its item): the product, its category on the menu, the
// station that prepares it and its place in the list; and its modifiers, each with what it adds
// to the price (pesos typed, cents saved; 0 allowed).
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { parseMoney } from '../../../contract/numbers';
import type { MenuAnswer, MenuItemDto } from '../../../contract/resto-config';
import { fMoney } from '../../../lib/format-number';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { useDeleteModifier, useSaveMenuItem, useSaveModifier } from '../api/resto-config';

export function MenuItemDialog({ item, menu, onClose }: { item: MenuItemDto | null; menu: MenuAnswer; onClose(): void }) {
  const { t } = useLingui();
  const save = useSaveMenuItem();
  const onMenu = new Set(menu.items.map((i) => i.productId));
  const [productId, setProductId] = useState(item?.productId ?? '');
  const [category, setCategory] = useState(item?.category ?? '');
  const [stationId, setStationId] = useState(item?.stationId ?? '');
  const [sortOrder, setSortOrder] = useState(String(item?.sortOrder ?? 0));
  const products = menu.products.filter((p) => p.id === item?.productId || !onMenu.has(p.id));

  const submit = () =>
    save.mutate(
      {
        id: item?.id ?? null,
        body: {
          productId,
          category,
          stationId: stationId || null,
          available: item?.available ?? true,
          sortOrder: /^\d+$/.test(sortOrder) ? Number(sortOrder) : 0,
        },
      },
      { onSuccess: onClose },
    );

  return (
    <FormDialog
      onClose={onClose}
      title={item ? t`Editar ${item.productName}` : t`Agregar al menú`}
      submitLabel={t`Guardar`}
      pending={save.isPending}
      error={save.error}
      onlineOnly
      onSubmit={submit}
      testId="menu-item-dialog"
    >
      <Stack gap="4">
        <FormField label={t`Producto`} required>
          <SelectBox
            value={productId}
            onChange={(id) => {
              setProductId(id);
              if (!category) setCategory(menu.products.find((p) => p.id === id)?.category ?? '');
            }}
            options={products.map((p) => ({ value: p.id, label: p.name }))}
            placeholder={t`Elige un producto`}
            testId="menu-item-product"
          />
        </FormField>
        <FormField label={t`Categoría en el menú`} required>
          <Input value={category} onChange={(e) => setCategory(e.target.value)} data-testid="menu-item-category" />
        </FormField>
        <HStack gap="3" align="start">
          <FormField label={t`Estación`}>
            <SelectBox
              value={stationId}
              onChange={setStationId}
              options={menu.stations.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t`Ninguna`}
            />
          </FormField>
          <FormField label={t`Orden`}>
            <Input inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} maxW="8rem" />
          </FormField>
        </HStack>
        {item && <Modifiers item={item} />}
      </Stack>
    </FormDialog>
  );
}

function Modifiers({ item }: { item: MenuItemDto }) {
  const { t } = useLingui();
  const save = useSaveModifier();
  const remove = useDeleteModifier();
  const error = useErrorMessage();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const cents = parseMoney(price);
    if (!cents.ok) {
      setProblem(t`Indica un importe de 0 o más`);
      return;
    }
    setProblem(null);
    save.mutate(
      { itemId: item.id, id: null, body: { name, priceDelta: cents.value } },
      {
        onSuccess: () => {
          setName('');
          setPrice('0');
        },
        onError: (e) => setProblem(error(e)),
      },
    );
  };

  return (
    <Stack gap="2" data-testid="modifiers">
      <Text fontWeight="semibold">
        <Trans>Modificadores</Trans>
      </Text>
      {item.modifiers.map((m) => (
        <HStack key={m.id} justify="space-between">
          <Text>
            {m.name} · {m.priceDelta === 0 ? t`sin cargo` : `+${fMoney(m.priceDelta)}`}
          </Text>
          <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(m.id)}>
            <Trans>Quitar</Trans>
          </Button>
        </HStack>
      ))}
      <HStack gap="2" align="end">
        <FormField label={t`Nuevo modificador`}>
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t`Sin hielo`} data-testid="modifier-name" />
        </FormField>
        <FormField label={t`Suma ($)`}>
          <Input
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            maxW="8rem"
            data-testid="modifier-price"
          />
        </FormField>
        <Button size="sm" onClick={add} loading={save.isPending} disabled={!name.trim()} data-testid="modifier-add">
          <Trans>Agregar</Trans>
        </Button>
      </HStack>
      {problem && (
        <Text color="fg.error" textStyle="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
