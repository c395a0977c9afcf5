import type { AdminProductPictures, MediaFile } from '@shop/contracts';
import { ApiError, describeError } from '@shop/platform';
import { Alert, Button, LoadFailed, Skeleton, TextField } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { getProductPictures, listFiles, saveProductPictures } from '../api/media';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './media.module.css';

// A product's pictures as staff arrange them (issue 13): the order, alt texts in Polish and English, library
// pictures added and pictures taken off the product (never out of the library). Saved at the product's
// version like any product edit: a save made meanwhile is refused and nothing is overwritten.

export interface ProductPicturesProps {
  productId: number;
  /** The product's version as its page read it: the panel reads the pictures again when it changes. */
  version: number;
  /** Called with the product's new version after the pictures were saved. */
  onChanged: (version: number) => void;
}

interface Arranged {
  /** The picture's id on the product, or absent for a library picture not saved yet. */
  id?: number;
  fileId: string | null;
  src: string;
  name: string;
  alt: { pl: string; en: string };
}

const arrangedOf = (answer: AdminProductPictures): Arranged[] =>
  answer.pictures.map((picture) => ({
    id: picture.id,
    fileId: picture.fileId,
    src: picture.image.widths[0]!.url,
    name: picture.alt.pl,
    alt: { ...picture.alt },
  }));

/** The name of a file without its extension, as a first alt text. */
const plainName = (name: string) => name.replace(/\.[a-z0-9]{2,5}$/i, '');

export function ProductPictures({ productId, version, onChanged }: ProductPicturesProps) {
  const t = useText();
  const lang = useAdminLanguage();
  const titleId = useId();
  const reportAccess = useReportAccess();
  const { loaded, reload } = useLoad((signal) => getProductPictures(productId, signal), [productId, version]);
  const [pictures, setPictures] = useState<Arranged[]>([]);
  const [readAt, setReadAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  useEffect(() => {
    if (loaded.state !== 'ready') return;
    setPictures(arrangedOf(loaded.data));
    setReadAt(loaded.data.version);
    setProblem(null);
  }, [loaded]);

  const move = (index: number, by: -1 | 1) =>
    setPictures((current) => {
      const next = [...current];
      const [picture] = next.splice(index, 1);
      next.splice(index + by, 0, picture!);
      return next;
    });
  const setAlt = (index: number, language: 'pl' | 'en', text: string) =>
    setPictures((current) =>
      current.map((picture, at) =>
        at === index ? { ...picture, alt: { ...picture.alt, [language]: text } } : picture,
      ),
    );

  async function save() {
    if (readAt === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveProductPictures(productId, {
        version: readAt,
        pictures: pictures.map((picture) =>
          picture.id !== undefined
            ? { id: picture.id, alt: picture.alt }
            : { fileId: picture.fileId!, alt: picture.alt },
        ),
      });
      setPictures(arrangedOf(answer));
      setReadAt(answer.version);
      toast(t('media.pictures.saved'));
      onChanged(answer.version);
    } catch (error) {
      if (reportAccess(error)) return;
      setProblem({ message: describeError(error, lang), fields: error instanceof ApiError ? error.fields : {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} data-panel="product-pictures">
      <h2 id={titleId}>{t('media.pictures.title')}</h2>
      {loaded.state === 'loading' && <Skeleton lines={4} />}
      {loaded.state === 'failed' && (
        <LoadFailed
          title={t('media.pictures.loadFailed')}
          message={loaded.message}
          retry={reload}
          retryLabel={t('kit.retry')}
        />
      )}
      {loaded.state === 'ready' && (
        <>
          {pictures.length === 0 && <p>{t('media.pictures.none')}</p>}
          <ol className={styles.pictures}>
            {pictures.map((picture, index) => {
              const position = index + 1;
              const error = (field: string) => problem?.fields[`pictures.${index}.${field}`];
              return (
                <li key={picture.id ?? `new-${picture.fileId}-${index}`} className={styles.picture}>
                  <img src={picture.src} alt="" />
                  <div>
                    <TextField
                      label={t('media.pictures.altPl', { position })}
                      value={picture.alt.pl}
                      required
                      maxLength={200}
                      error={error('alt.pl') ?? error('alt') ?? error('fileId') ?? error('id')}
                      onChange={(event) => setAlt(index, 'pl', event.target.value)}
                    />
                    <TextField
                      label={t('media.pictures.altEn', { position })}
                      value={picture.alt.en}
                      required
                      maxLength={200}
                      error={error('alt.en')}
                      onChange={(event) => setAlt(index, 'en', event.target.value)}
                    />
                  </div>
                  <div className={styles.pictureActions}>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      aria-label={t('media.pictures.upLabel', { position })}
                      onClick={() => move(index, -1)}
                    >
                      {t('media.pictures.up')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === pictures.length - 1}
                      aria-label={t('media.pictures.downLabel', { position })}
                      onClick={() => move(index, 1)}
                    >
                      {t('media.pictures.down')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('media.pictures.removeLabel', { position })}
                      onClick={() => setPictures((current) => current.filter((_, at) => at !== index))}
                    >
                      {t('media.pictures.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          {problem && <Alert tone="danger">{problem.message}</Alert>}
          <Button onClick={() => void save()} loading={busy}>
            {t('media.pictures.save')}
          </Button>
          <LibraryPicker
            onPick={(file) =>
              setPictures((current) => [
                ...current,
                {
                  fileId: file.id,
                  src: file.preview ?? file.url,
                  name: file.name,
                  alt: { pl: plainName(file.name), en: plainName(file.name) },
                },
              ])
            }
          />
        </>
      )}
    </section>
  );
}

/** Pictures of the library found by name, each added to the product with one button. */
function LibraryPicker({ onPick }: { onPick: (file: MediaFile) => void }) {
  const t = useText();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const { loaded } = useLoad(
    (signal) =>
      listFiles(
        {
          page: 1,
          limit: 24,
          sort: 'createdAt',
          dir: 'desc',
          filters: { kind: 'image', ...(asked ? { q: asked } : {}) },
        },
        signal,
      ),
    [asked],
  );
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('media.pictures.addTitle')}</h3>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(query.trim());
        }}
      >
        <TextField label={t('media.filters.q')} value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button type="submit" variant="secondary" size="sm">
          {t('media.pictures.search')}
        </Button>
      </form>
      {loaded.state === 'loading' && <Skeleton lines={2} />}
      {loaded.state === 'failed' && <Alert tone="danger">{loaded.message}</Alert>}
      {loaded.state === 'ready' &&
        (loaded.data.items.length === 0 ? (
          <p>{t('media.empty')}</p>
        ) : (
          <ul className={styles.picker}>
            {loaded.data.items.map((file) => (
              <li key={file.id}>
                <img src={file.preview ?? ''} alt="" loading="lazy" />
                <span>{file.name}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('media.pictures.addLabel', { name: file.name })}
                  onClick={() => onPick(file)}
                >
                  {t('media.pictures.add')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
