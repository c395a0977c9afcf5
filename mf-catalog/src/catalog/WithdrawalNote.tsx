import { mayBeMadeToSpecification } from '@shop/contracts/withdrawal-rights';
import type { StorefrontLanguage } from '@shop/i18n';
import { useCatalogText } from '../screens/PageFrame';
import type { ProductAnswer } from './load-product';
import styles from './ProductView.module.css';

/**
 * Where the right of withdrawal does not reach (issue 27, docs/decisions/withdrawal-rights.md): goods made to
 * the buyer's specification (an engraving, a logo) and downloads delivered at once with the buyer's consent.
 * One sentence under the buy box; nothing for other products.
 */
export function WithdrawalNote({ lang, product }: { lang: StorefrontLanguage; product: ProductAnswer['product'] }) {
  const t = useCatalogText(lang);
  const key =
    product.type === 'download'
      ? 'product.noWithdrawal.download'
      : mayBeMadeToSpecification(product.type, product.options)
        ? 'product.noWithdrawal.madeToSpecification'
        : null;
  if (!key) return null;
  return (
    <p className={styles.product__note} data-no-withdrawal="">
      {t(key)}
    </p>
  );
}
