import { type MediaFile, MediaFileChange, type StorefrontLanguage } from '@shop/contracts';
import { DEALER_DOWNLOAD_ITEMS, type DealerDownloadItem } from '@shop/contracts/dealer-items';
import { describeError } from '@shop/platform';
import { Button, Checkbox, CheckboxGroup, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { changeFile, deleteFile, fileHistory, getFile, listFolders } from '../api/media';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { AdminLink, goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { folderLabel, formatSize } from './MediaLibraryPage';
import styles from './media.module.css';

interface FileValues extends Record<string, unknown> {
  name: string;
  folderId: string;
  dealer: boolean;
  dealerName: { pl: string; en: string };
  /** '' until chosen: the server then files it by the file's kind. */
  dealerItem: DealerDownloadItem | '';
  dealerLanguages: StorefrontLanguage[];
}

const valuesOf = (file: MediaFile): FileValues => ({
  name: file.name,
  folderId: file.folderId === null ? '' : String(file.folderId),
  dealer: file.dealerName !== null,
  dealerName: file.dealerName ?? { pl: '', en: '' },
  dealerItem: file.dealerItem ?? '',
  dealerLanguages: file.dealerLanguages,
});

/** One file: what it is, where products show it, its name, folder and dealer download (at the version read), delete, history. */
export function MediaFilePage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getFile(id, signal), [id]);
  const folders = useLoad((signal) => listFolders(signal), []);
  const trail = [{ label: t('sections.media'), href: adminPath(lang, 'media') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('media.detailTitle')}
        failedTitle={t('media.fileLoadFailed')}
        trail={trail}
      />
    );
  }
  const file = loaded.data;
  const folderList = folders.loaded.state === 'ready' ? folders.loaded.data.items : [];
  return (
    <AdminPage title={file.name} trail={trail} actions={staff.may('media.delete') && <DeleteFile file={file} />}>
      <dl className={styles.row}>
        <div>
          <dt>{t('media.fields.kind')}</dt>
          <dd>
            {t(`media.kinds.${file.kind}`)} ({file.mime})
          </dd>
        </div>
        <div>
          <dt>{t('media.fields.size')}</dt>
          <dd>
            {formatSize(file.size, lang)}
            {file.width !== null && `, ${file.width} × ${file.height} px`}
          </dd>
        </div>
        <div>
          <dt>{t('media.fields.usedBy')}</dt>
          <dd>
            {file.usedBy.length === 0
              ? t('media.unused')
              : file.usedBy.map((use, index) => (
                  <span key={use.productId}>
                    {index > 0 && ', '}
                    <AdminLink href={adminPath(lang, 'products', String(use.productId))}>{use.name}</AdminLink>
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      {file.preview && <img src={file.preview.replace('/320.webp', '/640.webp')} alt={file.name} width={320} />}
      <p>
        <a href={file.url} target="_blank" rel="noreferrer">
          {t('media.open')}
        </a>
      </p>
      {staff.may('media.update') && (
        <FormPage
          key={file.version}
          name="media-file"
          schema={MediaFileChange}
          initial={valuesOf(file)}
          prepare={(values) => ({
            version: file.version,
            name: values.name,
            folderId: values.folderId === '' ? null : Number(values.folderId),
            dealerName: values.dealer ? values.dealerName : null,
            ...(values.dealer && values.dealerItem !== '' ? { dealerItem: values.dealerItem } : {}),
            ...(values.dealer ? { dealerLanguages: values.dealerLanguages } : {}),
          })}
          onSubmit={async (change) => {
            replace(await changeFile(file.id, change));
            toast(t('media.saved'));
          }}
        >
          {(form) => (
            <>
              <TextField label={t('media.fields.name')} required maxLength={200} {...form.text('name')} />
              <Select
                label={t('media.fields.folder')}
                options={[
                  { value: '', label: t('media.folders.top') },
                  ...folderList.map((folder) => ({ value: String(folder.id), label: folderLabel(folderList, folder) })),
                ]}
                {...form.text('folderId')}
              />
              <Checkbox
                label={t('media.fields.dealer')}
                hint={t('media.dealerHint')}
                checked={form.values.dealer}
                onChange={(event) => form.set('dealer', event.target.checked)}
              />
              {form.values.dealer && (
                <TextField
                  label={`${t('media.fields.dealerName')} (PL)`}
                  required
                  value={form.values.dealerName.pl}
                  error={form.errors['dealerName.pl'] ?? form.errors.dealerName}
                  onChange={(event) => form.set('dealerName', { ...form.values.dealerName, pl: event.target.value })}
                />
              )}
              {form.values.dealer && (
                <TextField
                  label={`${t('media.fields.dealerName')} (EN)`}
                  required
                  value={form.values.dealerName.en}
                  error={form.errors['dealerName.en']}
                  onChange={(event) => form.set('dealerName', { ...form.values.dealerName, en: event.target.value })}
                />
              )}
              {form.values.dealer && (
                <Select
                  label={t('media.fields.dealerItem')}
                  required
                  options={[
                    ...(form.values.dealerItem === '' ? [{ value: '', label: t('common:actions.choose') }] : []),
                    ...DEALER_DOWNLOAD_ITEMS.map((item) => ({ value: item, label: t(`media.dealerItems.${item}`) })),
                  ]}
                  {...form.text('dealerItem')}
                />
              )}
              {form.values.dealer && (
                <CheckboxGroup
                  legend={t('media.fields.dealerLanguages')}
                  hint={t('media.dealerLanguagesHint')}
                  required
                  orientation="horizontal"
                  name="dealerLanguages"
                  options={(['pl', 'en'] as const).map((language) => ({
                    value: language,
                    label: t(`media.dealerLanguages.${language}`),
                  }))}
                  value={form.values.dealerLanguages}
                  onChange={(on) => form.set('dealerLanguages', on as StorefrontLanguage[])}
                  error={form.errors.dealerLanguages}
                />
              )}
            </>
          )}
        </FormPage>
      )}
      <HistoryPanel
        version={file.version}
        load={(query, signal) => fileHistory(file.id, query, signal)}
        fieldLabel={(field) => t(`media.fields.${field}`, { defaultValue: field })}
      />
    </AdminPage>
  );
}

/** Delete, asked first; a file a product shows is refused by the server, naming the products. */
function DeleteFile({ file }: { file: MediaFile }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteFile(file.id);
      toast(t('media.deleted', { name: file.name }));
      goTo(adminPath(lang, 'media'));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('media.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('media.deleteTitle', { name: file.name })}
        confirmLabel={t('media.delete')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>{t('media.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
