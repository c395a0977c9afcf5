import { type AdminOption, OptionKind } from '@shop/contracts';
import { Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listOptions } from '../api/options';
import { AdminPage } from '../kit/AdminPage';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/** Option definitions: name, code, kind and display, how many values, how many products use one. */
export function OptionsListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'options', 'new');
  return (
    <AdminPage
      title={t('sections.options')}
      actions={
        staff.may('options.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('options.add')}
          </Button>
        )
      }
    >
      <ServerList<AdminOption>
        caption={t('options.caption')}
        load={listOptions}
        rowKey={(option) => String(option.id)}
        rowHref={(option) => adminPath(lang, 'options', String(option.id))}
        defaultSort={{ sort: 'name', dir: 'asc' }}
        filters={[
          { name: 'q', label: t('options.filters.q') },
          {
            name: 'kind',
            label: t('options.fields.kind'),
            options: OptionKind.options.map((kind) => ({ value: kind, label: t(`options.kinds.${kind}`) })),
          },
        ]}
        columns={[
          { key: 'name', label: t('options.fields.name'), sortKey: 'name', cell: (o) => o.name[lang] },
          { key: 'code', label: t('options.fields.code'), sortKey: 'code', cell: (o) => o.code },
          { key: 'kind', label: t('options.fields.kind'), cell: (o) => t(`options.kinds.${o.kind}`) },
          { key: 'display', label: t('options.fields.display'), cell: (o) => t(`options.displays.${o.display}`) },
          { key: 'values', label: t('options.fields.valueCount'), align: 'end', cell: (o) => o.values.length },
          { key: 'products', label: t('options.fields.productCount'), align: 'end', cell: (o) => o.productCount },
        ]}
        empty={{ title: t('options.empty'), text: t('options.emptyHint') }}
      />
    </AdminPage>
  );
}
