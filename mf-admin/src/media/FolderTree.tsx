import type { MediaFolder } from '@shop/contracts';
import { ApiError, describeError } from '@shop/platform';
import { Button, TextField } from '@shop/ui';
import { type FormEvent, useId, useState } from 'react';
import type { StaffMember } from '../access/staff';
import { createFolder, deleteFolder, renameFolder } from '../api/media';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { AdminLink, goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './media.module.css';

// The library's folders as a tree of links (the chosen folder is the list's `filters[folder]` in the address),
// and, for staff holding media.folders, a new folder inside the chosen one, renaming and deleting it (a folder
// that is not empty is refused by the server with a message that says so).

/** Where a folder's files are listed: the address with `filters[folder]` set (or left out for all files). */
export const folderHref = (folder: number | 'top' | null) =>
  `${window.location.pathname}${folder === null ? '' : `?filters%5Bfolder%5D=${folder}`}`;

export function FolderTree({
  folders,
  chosen,
  staff,
  onChanged,
}: {
  folders: MediaFolder[];
  chosen: number | 'top' | null;
  staff: StaffMember;
  onChanged: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const titleId = useId();
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const current = typeof chosen === 'number' ? folders.find((folder) => folder.id === chosen) : undefined;

  const branch = (parentId: number | null) => {
    const children = folders.filter((folder) => folder.parentId === parentId);
    if (children.length === 0) return null;
    return (
      <ul>
        {children.map((folder) => (
          <li key={folder.id}>
            <AdminLink href={folderHref(folder.id)} aria-current={chosen === folder.id ? 'true' : undefined}>
              {folder.name} ({folder.fileCount})
            </AdminLink>
            {branch(folder.id)}
          </li>
        ))}
      </ul>
    );
  };

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast(done);
      setDialog(null);
      onChanged();
      return true;
    } catch (error) {
      // A refused name says why at the name ('This value already exists'), not only that something was wrong.
      const atField = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      toast(atField ?? describeError(error, lang), { tone: 'danger' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const parentId = current?.id ?? null;
    if (await run(() => createFolder({ name: trimmed, parentId }), t('media.folders.created', { name: trimmed })))
      setName('');
  }

  return (
    <nav className={styles.tree} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('media.folders.title')}</h2>
      <ul>
        <li>
          <AdminLink href={folderHref(null)} aria-current={chosen === null ? 'true' : undefined}>
            {t('media.folders.all')}
          </AdminLink>
        </li>
        <li>
          <AdminLink href={folderHref('top')} aria-current={chosen === 'top' ? 'true' : undefined}>
            {t('media.folders.top')}
          </AdminLink>
        </li>
      </ul>
      {branch(null)}
      {staff.may('media.folders') && (
        <>
          <form onSubmit={(event) => void add(event)} className={styles.row} data-form="new-folder">
            <TextField
              label={current ? t('media.folders.newInside', { name: current.name }) : t('media.folders.new')}
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              {t('media.folders.add')}
            </Button>
          </form>
          {current && (
            <div className={styles.treeActions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setNewName(current.name);
                  setDialog('rename');
                }}
              >
                {t('media.folders.rename')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDialog('delete')}>
                {t('media.folders.delete')}
              </Button>
            </div>
          )}
        </>
      )}
      {current && (
        <>
          <ConfirmDialog
            open={dialog === 'rename'}
            title={t('media.folders.renameTitle', { name: current.name })}
            confirmLabel={t('media.folders.rename')}
            busy={busy}
            onCancel={() => setDialog(null)}
            onConfirm={() =>
              void run(
                () => renameFolder(current.id, current.version, newName.trim()),
                t('media.folders.renamed', { name: newName.trim() }),
              )
            }
          >
            <TextField
              label={t('media.folders.name')}
              value={newName}
              maxLength={80}
              onChange={(event) => setNewName(event.target.value)}
            />
          </ConfirmDialog>
          <ConfirmDialog
            open={dialog === 'delete'}
            tone="danger"
            title={t('media.folders.deleteTitle', { name: current.name })}
            confirmLabel={t('media.folders.delete')}
            busy={busy}
            onCancel={() => setDialog(null)}
            onConfirm={() =>
              void run(() => deleteFolder(current.id), t('media.folders.deleted', { name: current.name })).then(
                (deleted) => {
                  if (deleted) goTo(folderHref(null), { replace: true });
                },
              )
            }
          >
            <p>{t('media.folders.deleteText')}</p>
          </ConfirmDialog>
        </>
      )}
    </nav>
  );
}
