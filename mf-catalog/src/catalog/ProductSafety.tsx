import type { ProductDetail, SafetyContact } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { useCatalogText } from '../screens/PageFrame';
import { ProductDescription } from './ProductFacts';
import styles from './ProductSafety.module.css';

// Product safety information an online listing must give (GPSR, Regulation (EU) 2023/988 art. 19): who made
// the product and how to reach them, the EU responsible person of a maker outside the EU, what identifies
// the product, and its warnings in the page's language. It comes with the product's answer: no extra call.

function Contact({ lang, contact }: { lang: StorefrontLanguage; contact: SafetyContact }) {
  const t = useCatalogText(lang);
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(contact.country) ?? contact.country;
  return (
    <>
      <address className={styles.safety__address}>
        <strong>{contact.name}</strong>
        {contact.address.split('\n').map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{country}</span>
      </address>
      {contact.email && (
        <p className={styles.safety__line}>
          {t('product.safety.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
      {contact.web && (
        <p className={styles.safety__line}>
          {t('product.safety.web')}: <a href={contact.web}>{contact.web}</a>
        </p>
      )}
    </>
  );
}

/** "Bezpieczeństwo produktu" / "Product safety"; nothing for a product that names no maker (a service). */
export function ProductSafetySection({
  lang,
  product,
  sku,
  barcode,
  className,
}: {
  lang: StorefrontLanguage;
  product: ProductDetail;
  sku: string;
  barcode?: string;
  /** The page's section style (spacing, heading). */
  className?: string;
}) {
  const t = useCatalogText(lang);
  const safety = product.safety;
  if (!safety) return null;
  return (
    <section
      className={[className, styles.safety].filter(Boolean).join(' ')}
      aria-labelledby="product-safety"
      data-product-safety=""
    >
      <h2 id="product-safety">{t('product.sections.safety')}</h2>
      <div className={styles.safety__grid}>
        <div>
          <h3 className={styles.safety__title}>{t('product.safety.manufacturer')}</h3>
          <Contact lang={lang} contact={safety.manufacturer} />
        </div>
        {safety.responsiblePerson && (
          <div>
            <h3 className={styles.safety__title}>{t('product.safety.responsible')}</h3>
            <Contact lang={lang} contact={safety.responsiblePerson} />
          </div>
        )}
        <div>
          <h3 className={styles.safety__title}>{t('product.safety.product')}</h3>
          <dl className={styles.safety__codes}>
            <dt>{t('product.safety.type')}</dt>
            <dd>{product.name}</dd>
            <dt>{t('product.safety.sku')}</dt>
            <dd>{sku}</dd>
            {barcode && (
              <>
                <dt>{t('product.safety.barcode')}</dt>
                <dd>{barcode}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {safety.warnings && (
        <>
          <h3 className={styles.safety__title}>{t('product.safety.warnings')}</h3>
          <ProductDescription text={safety.warnings} />
        </>
      )}
      <p className={styles.safety__line}>
        {t('product.safety.report')} <a href={pathFor('contact', lang)}>{t('product.safety.contact')}</a>
      </p>
    </section>
  );
}
