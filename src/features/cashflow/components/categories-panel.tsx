// Income and expense categories: create, rename, retire. A retired category is no longer offered
// for new movements; the movements booked under it keep its name in lists and reports. A system
// category (cash sales, VIP money, a register's over/short, wages: the bookings find it by its key)
// is renamed like any other but never retired.
import { Badge, Button, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { CATEGORY_KINDS, type CategoryDto, type CategoryKind, categoryCreateSchema } from '../../../contract/cashflow';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { useRecordSave } from '../../../lib/ui/use-record-save';
import { useCategoriesQuery, useRetireCategory, useSaveCategory } from '../api/cashflow';
import { translateMessage } from '../messages';
import { Select } from './select';

function CategoryDialog({ category, onClose }: { category: CategoryDto | null; onClose(): void }) {
  const { t } = useLingui();
  const save = useRecordSave(useSaveCategory(), category?.id, onClose, translateMessage);
  const [kind, setKind] = useState<CategoryKind>(category?.kind ?? 'expense');
  const [name, setName] = useState(category?.name ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const submit = () => {
    const result = v.safeParse(categoryCreateSchema, { kind, name });
    if (!result.success) {
      setInvalid(result.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    save.save(result.output);
  };
  return (
    <FormDialog
      onlineOnly
      title={category ? t`Editar categoría` : t`Nueva categoría`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={category ? t`Guardar` : t`Crear`}
      pending={save.pending}
      error={save.error}
      testId="category-dialog"
    >
      <FormField label={t`Tipo`} required>
        <Select
          value={kind}
          onChange={(k) => setKind(k as CategoryKind)}
          name="kind"
          label={t`Tipo`}
          options={CATEGORY_KINDS.map((k) => ({
            value: k,
            label: k === 'income' ? t`Ingreso` : t`Egreso`,
            disabled: Boolean(category) && k !== category?.kind,
          }))}
        />
      </FormField>
      <FormField translate={translateMessage} label={t`Nombre`} error={invalid} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="name" autoFocus />
      </FormField>
    </FormDialog>
  );
}

export function CategoriesPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const categories = useCategoriesQuery();
  const retire = useRetireCategory();
  const [kind, setKind] = useState('all');
  const [editing, setEditing] = useState<CategoryDto | 'new' | null>(null);
  const [retiring, setRetiring] = useState<CategoryDto | null>(null);
  const rows = useMemo(() => categories.data?.filter((c) => kind === 'all' || c.kind === kind), [categories.data, kind]);

  const columns = useMemo<DataColumn<CategoryDto>[]>(
    () => [
      {
        key: 'name',
        header: t`Categoría`,
        value: (r) => r.name,
        render: (r) => (
          <HStack gap="2" wrap="wrap">
            <span>{r.name}</span>
            {r.systemKey && (
              <Badge variant="outline" size="sm" title={t`La usan los registros automáticos: se puede renombrar, no dar de baja`}>
                {t`Del sistema`}
              </Badge>
            )}
          </HStack>
        ),
      },
      {
        key: 'kind',
        header: t`Tipo`,
        value: (r) => (r.kind === 'income' ? t`Ingreso` : t`Egreso`),
        render: (r) => (
          <Badge colorPalette={r.kind === 'income' ? 'green' : 'orange'} variant="subtle">
            {r.kind === 'income' ? t`Ingreso` : t`Egreso`}
          </Badge>
        ),
      },
      { key: 'uses', header: t`Movimientos`, value: (r) => r.movementCount, numeric: true, hideBelowSm: true },
      rowActionsColumn(
        t`Acciones`,
        (r) => [
          { value: 'edit', label: t`Editar`, onSelect: () => setEditing(r) },
          ...(r.systemKey ? [] : [{ value: 'retire', label: t`Dar de baja`, danger: true, onSelect: () => setRetiring(r) }]),
        ],
        () => !online,
      ),
    ],
    [t, online],
  );

  return (
    <>
      <HStack justify="flex-end" mb="3">
        <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!online} data-testid="category-new">
          <Trans>Nueva categoría</Trans>
        </Button>
      </HStack>
      <DataTable
        rows={rows}
        loading={categories.isLoading}
        columns={columns}
        rowKey={(r) => r.id}
        searchText={(r) => r.name}
        searchPlaceholder={t`Buscar categoría`}
        exportName="categorias"
        filters={
          <FilterSelect
            label={t`Tipo`}
            value={kind}
            onChange={setKind}
            options={[
              { value: 'all', label: t`Ingresos y egresos` },
              { value: 'income', label: t`Ingresos` },
              { value: 'expense', label: t`Egresos` },
            ]}
          />
        }
        emptyTitle={t`No hay categorías`}
        testId="categories-table"
      />
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {retiring && (
        <MutationConfirmDialog
          title={t`Dar de baja «${retiring.name}»`}
          confirmLabel={t`Dar de baja`}
          mutation={retire}
          variables={retiring.id}
          onClose={() => setRetiring(null)}
          translate={translateMessage}
          testId="category-retire"
          confirmTestId="category-retire-confirm"
        >
          <Trans>No se ofrecerá para movimientos nuevos; los movimientos ya cargados la conservan.</Trans>
        </MutationConfirmDialog>
      )}
    </>
  );
}
