import type { AdminShop } from '@shop/contracts';
import { Badge, Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listShops } from '../api/shops';
import { AdminPage } from '../kit/AdminPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { ShopChangeRequests } from './ShopChangeRequests';
import { regionOptions } from './shop-form';
import styles from './shops.module.css';

/** A shop's tags as the locator shows them, premium included. */
export function ShopTags({ tags }: { tags: readonly string[] }) {
  const t = useText();
  return (
    <span className={styles.badges}>
      {tags.map((tag) => (
        <Badge key={tag} tone={tag === 'premium' ? 'success' : 'neutral'}>
          {t(`shops.tags.${tag}`)}
        </Badge>
      ))}
    </span>
  );
}

/** The store locator's shops: name, city, voivodeship and tags; filtered by tag, voivodeship or a search. */
export function ShopsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'shops', 'new');
  return (
    <AdminPage
      title={t('sections.shops')}
      actions={
        staff.may('shops.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('shops.add')}
          </Button>
        )
      }
    >
      <ShopChangeRequests staff={staff} />
      <ServerList<AdminShop>
        caption={t('shops.caption')}
        load={listShops}
        rowKey={(shop) => String(shop.id)}
        rowHref={(shop) => adminPath(lang, 'shops', String(shop.id))}
        defaultSort={{ sort: 'name', dir: 'asc' }}
        filters={[
          { name: 'q', label: t('shops.filters.q') },
          { name: 'region', label: t('shops.fields.region'), options: regionOptions(t) },
          {
            name: 'tag',
            label: t('shops.fields.tags'),
            options: ['shop', 'branch', 'premium', 'test', 'service', 'rental'].map((tag) => ({
              value: tag,
              label: t(`shops.tags.${tag}`),
            })),
          },
        ]}
        columns={[
          { key: 'name', label: t('shops.fields.name'), sortKey: 'name', cell: (shop) => shop.name },
          { key: 'city', label: t('shops.fields.city'), sortKey: 'city', cell: (shop) => `${shop.zip} ${shop.city}` },
          { key: 'region', label: t('shops.fields.region'), cell: (shop) => shop.regionName },
          { key: 'tags', label: t('shops.fields.tags'), cell: (shop) => <ShopTags tags={shop.tags} /> },
        ]}
        empty={{ title: t('shops.empty'), text: t('shops.emptyHint') }}
      />
    </AdminPage>
  );
}
