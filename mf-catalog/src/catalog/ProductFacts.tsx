import type { ProductDetail, ProductDownload, ProductRelationGroup, ProductSpec } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { useState } from 'react';
import { downloadSpecCard } from '../api/catalog';
import { useCatalogText } from '../screens/PageFrame';
import styles from './ProductFacts.module.css';
import { ProductTile } from './ProductTile';

/** The description: plain text, paragraphs split by a blank line. */
export function ProductDescription({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className={styles.description}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The technical data, one table per group (motor, battery, frame…). */
export function SpecsTable({ lang, specs }: { lang: StorefrontLanguage; specs: ProductSpec[] }) {
  const t = useCatalogText(lang);
  if (specs.length === 0) return <p className={styles.muted}>{t('product.specs.none')}</p>;
  const groups = [...new Set(specs.map((spec) => spec.group))];
  return (
    <div className={styles.specs}>
      {groups.map((group) => (
        <table key={group} className={styles.specs__table}>
          <caption className={styles.specs__group}>{group || t('product.specs.general')}</caption>
          <tbody>
            {specs
              .filter((spec) => spec.group === group)
              .map((spec) => (
                <tr key={spec.name}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** The product's spec card, printed by the shop on request (a PDF in the page's language). */
function SpecCardDownload({ lang, product }: { lang: StorefrontLanguage; product: { id: number; slug: string } }) {
  const t = useCatalogText(lang);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadSpecCard(product, lang).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <li>
      <button
        type="button"
        className={styles.downloads__button}
        onClick={download}
        aria-busy={state === 'busy' || undefined}
      >
        {t('product.downloads.specCard')}
      </button>
      {state === 'failed' && <p role="alert">{t('product.downloads.specCardFailed')}</p>}
    </li>
  );
}

/** The spec card, then manuals and other files of the product. */
export function Downloads({
  lang,
  product,
  downloads,
}: {
  lang: StorefrontLanguage;
  product: { id: number; slug: string };
  downloads: ProductDownload[];
}) {
  const t = useCatalogText(lang);
  return (
    <ul className={styles.downloads}>
      <SpecCardDownload lang={lang} product={product} />
      {downloads.map((download) => (
        <li key={download.url}>
          <a href={download.url} download className={styles.downloads__link}>
            {download.name}
          </a>{' '}
          <span className={styles.muted}>({t(`product.downloads.types.${download.fileType}`)})</span>
        </li>
      ))}
      {downloads.length === 0 && <li className={styles.muted}>{t('product.downloads.none')}</li>}
    </ul>
  );
}

/** Accessories, sets, services… each relation type under its own heading. */
export function RelatedProducts({ lang, relations }: { lang: StorefrontLanguage; relations: ProductRelationGroup[] }) {
  const t = useCatalogText(lang);
  const groups = relations.filter((group) => group.products.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.related}>
      {groups.map((group) => (
        <section key={group.type} className={styles.related__group} data-relation={group.type}>
          <h2 className={styles.related__title}>{t(`product.relations.${group.type}`)}</h2>
          <ul className={styles.related__list}>
            {group.products.map((product) => (
              <li key={product.id}>
                <ProductTile lang={lang} product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** SKU, barcode, condition, category: the small print under the buy box. */
export function ProductCodes({
  lang,
  product,
  sku,
  barcode,
}: {
  lang: StorefrontLanguage;
  product: ProductDetail;
  sku: string;
  barcode?: string;
}) {
  const t = useCatalogText(lang);
  return (
    <dl className={styles.codes}>
      <div>
        <dt>{t('product.codes.sku')}</dt>
        <dd data-sku="">{sku}</dd>
      </div>
      {barcode && (
        <div>
          <dt>{t('product.codes.barcode')}</dt>
          <dd>{barcode}</dd>
        </div>
      )}
      {product.condition !== 'new' && (
        <div>
          <dt>{t('product.codes.condition')}</dt>
          <dd>{t(`product.conditions.${product.condition}`)}</dd>
        </div>
      )}
    </dl>
  );
}
