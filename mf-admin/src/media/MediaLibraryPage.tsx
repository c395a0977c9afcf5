import type { MediaFile, MediaFolder } from '@shop/contracts';
import { LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { listFiles, listFolders } from '../api/media';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { useSearch } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { FolderTree } from './FolderTree';
import styles from './media.module.css';
import { UploadPanel } from './UploadPanel';

/** A file's size as people read it (KB under a megabyte, else MB). */
export function formatSize(bytes: number, lang: string): string {
  const format = (value: number) =>
    value.toLocaleString(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} KB` : `${format(bytes / (1024 * 1024))} MB`;
}

/** A folder's place in the tree, for a folder choice ('Rowery / Galeria'). */
export function folderLabel(folders: MediaFolder[], folder: MediaFolder): string {
  const parent = folders.find((other) => other.id === folder.parentId);
  return parent ? `${folderLabel(folders, parent)} / ${folder.name}` : folder.name;
}

/** The chosen folder, from the list's `filters[folder]` in the address. */
function chosenFolder(search: string): number | 'top' | null {
  const value = new URLSearchParams(search).get('filters[folder]');
  if (value === 'top') return 'top';
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The media library (`media.*`): the folder tree, uploads with a progress bar per file into the chosen folder,
 * and the files of that folder, searched by name and filtered by kind, each leading to its page.
 */
export function MediaLibraryPage({ staff, title }: { staff: StaffMember; title: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const search = useSearch();
  const chosen = chosenFolder(search);
  const folders = useLoad((signal) => listFolders(signal), []);
  const [round, setRound] = useState(0);
  const folderList = folders.loaded.state === 'ready' ? folders.loaded.data.items : [];

  return (
    <AdminPage title={title}>
      <div className={styles.library}>
        {folders.loaded.state === 'loading' && <Skeleton lines={6} />}
        {folders.loaded.state === 'failed' && (
          <LoadFailed
            title={t('media.loadFailed')}
            message={folders.loaded.message}
            retryLabel={t('kit.retry')}
            retry={folders.reload}
          />
        )}
        {folders.loaded.state === 'ready' && (
          <FolderTree folders={folders.loaded.data.items} chosen={chosen} staff={staff} onChanged={folders.reload} />
        )}
        <div className={styles.main}>
          {staff.may('media.upload') && (
            <UploadPanel
              folderId={typeof chosen === 'number' ? chosen : null}
              onUploaded={() => {
                setRound((count) => count + 1);
                folders.reload();
              }}
            />
          )}
          <ServerList<MediaFile>
            key={round}
            caption={t('media.caption')}
            load={listFiles}
            rowKey={(file) => file.id}
            rowHref={(file) => adminPath(lang, 'media', file.id)}
            filters={[
              { name: 'q', label: t('media.filters.q') },
              {
                name: 'folder',
                label: t('media.fields.folder'),
                options: [
                  { value: 'top', label: t('media.folders.top') },
                  ...folderList.map((folder) => ({ value: String(folder.id), label: folderLabel(folderList, folder) })),
                ],
              },
              {
                name: 'kind',
                label: t('media.fields.kind'),
                options: (['image', 'document', 'archive'] as const).map((kind) => ({
                  value: kind,
                  label: t(`media.kinds.${kind}`),
                })),
              },
            ]}
            columns={[
              { key: 'name', label: t('media.fields.name'), sortKey: 'name', cell: (file) => file.name },
              {
                key: 'preview',
                label: t('media.fields.preview'),
                cell: (file) =>
                  file.preview ? <img className={styles.thumb} src={file.preview} alt="" loading="lazy" /> : '—',
              },
              { key: 'kind', label: t('media.fields.kind'), cell: (file) => t(`media.kinds.${file.kind}`) },
              {
                key: 'size',
                label: t('media.fields.size'),
                sortKey: 'size',
                align: 'end',
                cell: (file) => formatSize(file.size, lang),
              },
              {
                key: 'usedBy',
                label: t('media.fields.usedBy'),
                align: 'end',
                cell: (file) => String(file.usedBy.length),
              },
              {
                key: 'createdAt',
                label: t('media.fields.createdAt'),
                sortKey: 'createdAt',
                cell: (file) => formatDateTime(file.createdAt),
              },
            ]}
            empty={{ title: t('media.empty') }}
          />
        </div>
      </div>
    </AdminPage>
  );
}
