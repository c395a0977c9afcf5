import { type AdminProductRow, Availability, ProductCategory } from '@shop/contracts';
import { formatMoney } from '@shop/platform';
import { Badge, type BadgeTone, Button, Checkbox, VisuallyHidden } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { listProducts } from '../api/products';
import { AdminPage } from '../kit/AdminPage';
import { goTo } from '../kit/navigation';
import { ServerList, type ServerListColumn } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { BulkBar } from './BulkBar';

const availabilityTone: Record<Availability, BadgeTone> = {
  hidden: 'neutral',
  available: 'success',
  unavailable: 'danger',
  unavailable_online: 'warning',
  available_from: 'info',
  available_on_request: 'info',
  preorder: 'info',
};

/**
 * Every product, hidden ones too: name, SKU, category, availability setting, stock and price; filtered on
 * the server. Staff who may change products tick rows and change them together (BulkBar).
 */
export function ProductsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'products', 'new');
  const [selected, setSelected] = useState<number[]>([]);
  // A bulk change reloads the list (a new key) with what it changed.
  const [generation, setGeneration] = useState(0);
  const bulk = staff.may('products.update');
  const selectColumn: ServerListColumn<AdminProductRow> = {
    key: 'select',
    label: t('products.bulk.select'),
    cell: (product) => (
      <Checkbox
        label={<VisuallyHidden>{t('products.bulk.selectOne', { name: product.name[lang] })}</VisuallyHidden>}
        checked={selected.includes(product.id)}
        onChange={(event) =>
          setSelected((ids) =>
            event.target.checked ? [...ids, product.id] : ids.filter((selectedId) => selectedId !== product.id),
          )
        }
      />
    ),
  };
  return (
    <AdminPage
      title={t('sections.products')}
      actions={
        staff.may('products.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('products.add')}
          </Button>
        )
      }
    >
      {bulk && selected.length > 0 && (
        <BulkBar
          ids={selected}
          onDone={() => {
            setSelected([]);
            setGeneration((n) => n + 1);
          }}
          onClear={() => setSelected([])}
        />
      )}
      <ServerList<AdminProductRow>
        key={generation}
        caption={t('products.caption')}
        load={listProducts}
        rowKey={(product) => String(product.id)}
        rowHref={(product) => adminPath(lang, 'products', String(product.id))}
        filters={[
          { name: 'q', label: t('products.filters.q') },
          {
            name: 'availability',
            label: t('products.fields.availability'),
            options: Availability.options.map((value) => ({ value, label: t(`products.availability.${value}`) })),
          },
          {
            name: 'category',
            label: t('products.fields.category'),
            options: ProductCategory.options.map((value) => ({ value, label: t(`products.categories.${value}`) })),
          },
        ]}
        columns={[
          { key: 'name', label: t('products.fields.name'), sortKey: 'name', cell: (product) => product.name[lang] },
          { key: 'id', label: t('products.fields.id'), sortKey: 'id', align: 'end', cell: (product) => product.id },
          { key: 'sku', label: t('products.fields.sku'), cell: (product) => product.sku },
          {
            key: 'category',
            label: t('products.fields.category'),
            cell: (product) => t(`products.categories.${product.category}`),
          },
          {
            key: 'availability',
            label: t('products.fields.availability'),
            cell: (product) => (
              <Badge tone={availabilityTone[product.availability]}>
                {t(`products.availability.${product.availability}`)}
              </Badge>
            ),
          },
          {
            key: 'stock',
            label: t('products.fields.stock'),
            sortKey: 'stock',
            align: 'end',
            cell: (product) => t('products.stockOf', { stock: product.stock, variants: product.variantCount }),
          },
          {
            key: 'price',
            label: t('products.fields.price'),
            sortKey: 'price',
            align: 'end',
            cell: (product) =>
              product.priceGross === null ? '—' : formatMoney({ amount: product.priceGross, currency: 'PLN' }, lang),
          },
          ...(bulk ? [selectColumn] : []),
        ]}
        empty={{ title: t('products.empty') }}
      />
    </AdminPage>
  );
}
