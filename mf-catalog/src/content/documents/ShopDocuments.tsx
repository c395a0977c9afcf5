import type { ProductCard } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { Alert, Button, Select, Skeleton } from '@shop/ui';
import { type ReactNode, useId, useState } from 'react';
import { useContentText } from '../../screens/PageFrame';
import { errorText, LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { downloadShopFile, fetchDeclaredBikes, type ShopFile } from './documents';
import styles from './documents.module.css';

/** One file to download: a button that fetches it, busy while it travels, with what went wrong under it. */
function FileButton({ file, lang, children }: { file: ShopFile; lang: StorefrontLanguage; children: ReactNode }) {
  const t = useContentText(lang);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = () => {
    setState({ busy: true });
    downloadShopFile(file, lang).then(
      () => setState({ busy: false }),
      (error: unknown) => setState({ busy: false, error: errorText(error, t('documents.failed')) }),
    );
  };
  return (
    <div className={styles.file}>
      <Button variant="secondary" onClick={download} loading={state.busy} data-document={file.kind}>
        {children}
      </Button>
      {state.error && <Alert tone="danger" title={state.error} announce="assertive" />}
    </div>
  );
}

/** The papers every rider may want: the warranty terms and the user manual. */
export function RiderPapers({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  return (
    <section className={styles.group} aria-labelledby="documents-papers">
      <h2 id="documents-papers">{t('documents.papersTitle')}</h2>
      <p>{t('documents.papersText')}</p>
      <div className={styles.files}>
        <FileButton file={{ kind: 'paper', paper: 'warranty-terms' }} lang={lang}>
          {t('documents.warrantyTerms')}
        </FileButton>
        <FileButton file={{ kind: 'paper', paper: 'user-manual' }} lang={lang}>
          {t('documents.userManual')}
        </FileButton>
      </div>
    </section>
  );
}

/** A bike's declaration of conformity and spec card, for the model chosen from the catalogue's bikes. */
export function BikeDocuments({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const id = useId();
  const bikes = useLoad((signal) => fetchDeclaredBikes(signal), [lang]);
  const [chosen, setChosen] = useState('');
  const bike: ProductCard | undefined =
    bikes.state === 'ready' ? bikes.data.find((candidate) => String(candidate.id) === chosen) : undefined;
  return (
    <section className={styles.group} aria-labelledby="documents-bikes">
      <h2 id="documents-bikes">{t('documents.bikesTitle')}</h2>
      <p>{t('documents.bikesText')}</p>
      {bikes.state === 'loading' && <Skeleton lines={2} label={t('documents.loadingBikes')} />}
      {bikes.state === 'failed' && <LoadError lang={lang} error={bikes.error} onRetry={bikes.retry} />}
      {bikes.state === 'ready' && (
        <>
          <Select
            id={`${id}-bike`}
            label={t('documents.bike')}
            placeholder={t('documents.chooseBike')}
            options={bikes.data.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          />
          {bike && (
            <div className={styles.files} data-bike-documents={bike.id}>
              <FileButton file={{ kind: 'declaration', bike }} lang={lang}>
                {t('documents.declaration')}
              </FileButton>
              <FileButton file={{ kind: 'card', bike }} lang={lang}>
                {t('documents.card')}
              </FileButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The whole catalogue and the retail price list, as they are today. */
export function CatalogueDocuments({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  return (
    <section className={styles.group} aria-labelledby="documents-catalogue">
      <h2 id="documents-catalogue">{t('documents.catalogueTitle')}</h2>
      <p>{t('documents.catalogueText')}</p>
      <div className={styles.files}>
        <FileButton file={{ kind: 'catalogue' }} lang={lang}>
          {t('documents.catalogue')}
        </FileButton>
        <FileButton file={{ kind: 'priceList' }} lang={lang}>
          {t('documents.priceList')}
        </FileButton>
      </div>
    </section>
  );
}
