import { MAX_SELLING_QUANTITY } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Alert, Button, NumberInput } from '@shop/ui';
import { useEffect, useState } from 'react';
import { ProductReviews } from '../content/reviews/ProductReviews';
import { useCatalogText } from '../screens/PageFrame';
import { AddToCart } from './AddToCart';
import { AskForOffer } from './AskForOffer';
import { AvailabilityNote, isOrderable } from './AvailabilityNote';
import { InstallmentCalculator } from './InstallmentCalculator';
import { combinationOf, type ProductAnswer, valueIdsOf } from './load-product';
import { Downloads, ProductCodes, ProductDescription, RelatedProducts, SpecsTable } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductSafetySection } from './ProductSafety';
import styles from './ProductView.module.css';
import { setQuery } from './url-state';
import { VariantPicker } from './VariantPicker';
import { WithdrawalNote } from './WithdrawalNote';

interface ProductViewProps {
  lang: StorefrontLanguage;
  answer: ProductAnswer;
  /** A newer variant is on its way; the shown one stays until it arrives. */
  refreshing: boolean;
  /** The combination in the address (`?c=`), which the pickers show at once, before its variant arrives. */
  requested?: string;
}

/** The product page's content: photos, the buy box, then description, data, files and related products. */
export function ProductView({ lang, answer, refreshing, requested }: ProductViewProps) {
  const t = useCatalogText(lang);
  const { product, missing } = answer;
  const variant = product.variants.find((candidate) => candidate.id === product.chosen.variantId);
  const price = variant?.price ?? product.price;
  const availability = variant?.availability ?? product.availability;
  const availableFrom = variant?.availableFrom ?? product.availableFrom;
  const maxQuantity = Math.min(product.maxQuantity, MAX_SELLING_QUANTITY);
  const [quantity, setQuantity] = useState(product.minQuantity);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new product starts at its own minimum
  useEffect(() => setQuantity(product.minQuantity), [product.id]);

  const axes = product.options.filter((option) => option.variantAxis);
  const chosen = missing?.valueIds ?? (requested ? valueIdsOf(requested) : product.chosen.valueIds);
  const orderable = !missing && isOrderable(availability);
  const dealerPath = `${pathFor('storeLocator', lang)}?${new URLSearchParams({
    ...(product.collections[0] ? { collection: String(product.collections[0].id) } : {}),
    product: product.name,
  })}`;

  return (
    <div className={styles.product} data-product-id={product.id}>
      <div className={styles.product__top}>
        <ProductGallery lang={lang} images={product.gallery} productName={product.name} />
        <div className={styles.product__buy} aria-busy={refreshing || undefined}>
          {product.shortDescription && <p className={styles.product__lead}>{product.shortDescription}</p>}
          <ProductPrice price={price} lang={lang} size="large" />
          <div className={styles.product__availability}>
            <AvailabilityNote lang={lang} availability={availability} availableFrom={availableFrom} />
            {orderable && (
              <span className={styles.product__processing}>
                {t('product.processing.label', { time: t(`product.processing.${product.processingTime}`) })}
              </span>
            )}
          </div>
          {axes.length > 0 && (
            <VariantPicker
              lang={lang}
              options={axes}
              chosen={chosen}
              onChoose={(valueIds) => setQuery({ c: combinationOf(valueIds) })}
            />
          )}
          {missing && (
            <Alert tone="warning" announce="assertive">
              {t('product.missingVariant')}
            </Alert>
          )}
          {orderable && (
            <div className={styles.product__cart}>
              <NumberInput
                label={t('product.quantity')}
                value={quantity}
                min={product.minQuantity}
                max={maxQuantity}
                onChange={setQuantity}
                decrementLabel={t('collection.detailed.fewer')}
                incrementLabel={t('collection.detailed.more')}
                hint={
                  product.minQuantity > 1
                    ? t('collection.detailed.minimum', {
                        min: product.minQuantity,
                        unit: t(`product.units.${product.unit}`),
                      })
                    : undefined
                }
                className={styles.product__quantity}
              />
              <AddToCart
                lang={lang}
                productId={product.id}
                variantId={product.chosen.variantId}
                quantity={quantity}
                disabled={refreshing}
                options={product.options}
                unitPrice={{ amount: price.gross, currency: price.currency }}
              />
              <AskForOffer
                lang={lang}
                productId={product.id}
                variantId={product.chosen.variantId}
                quantity={quantity}
                disabled={refreshing}
              />
            </div>
          )}
          <WithdrawalNote lang={lang} product={product} />
          {!missing && (
            <InstallmentCalculator lang={lang} unitPrice={price.gross} currency={price.currency} quantity={quantity} />
          )}
          <div>
            <Button href={dealerPath} variant="secondary">
              {t('product.findDealer')}
            </Button>
          </div>
          <ProductCodes
            lang={lang}
            product={product}
            sku={variant?.sku ?? product.sku}
            barcode={variant?.barcode ?? product.barcode}
          />
        </div>
      </div>
      <section className={styles.product__section} aria-labelledby="product-description">
        <h2 id="product-description">{t('product.sections.description')}</h2>
        <ProductDescription text={product.description} />
      </section>
      <section className={styles.product__section} aria-labelledby="product-specs">
        <h2 id="product-specs">{t('product.sections.specs')}</h2>
        <SpecsTable lang={lang} specs={product.specs} />
      </section>
      <section className={styles.product__section} aria-labelledby="product-downloads">
        <h2 id="product-downloads">{t('product.sections.downloads')}</h2>
        <Downloads lang={lang} product={product} downloads={product.downloads} />
      </section>
      <ProductSafetySection
        className={styles.product__section}
        lang={lang}
        product={product}
        sku={variant?.sku ?? product.sku}
        barcode={variant?.barcode ?? product.barcode}
      />
      <RelatedProducts lang={lang} relations={product.relations} />
      <ProductReviews lang={lang} productId={product.id} />
    </div>
  );
}
