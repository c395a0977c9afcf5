import type { ProductCard } from '@shop/contracts';
import { MAX_SELLING_QUANTITY } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { Alert, Button, NumberInput, Table, type TableColumn } from '@shop/ui';
import { useState } from 'react';
import { addLinesToCart } from '../api/cart';
import { useCatalogText } from '../screens/PageFrame';
import { AvailabilityNote, isOrderable } from './AvailabilityNote';
import { cartErrorText } from './cart-errors';
import styles from './DetailedList.module.css';
import { ProductPicture } from './ProductPicture';
import { ProductPrice } from './ProductPrice';
import { productPath } from './ProductTile';

type AddState =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; lines: number }
  | { kind: 'failed'; message: string };

interface DetailedListProps {
  lang: StorefrontLanguage;
  products: ProductCard[];
}

/**
 * The detailed list (SPEC §2): one line per product with a quantity to choose, the minimum a line takes,
 * and one button that adds every chosen line to the cart.
 */
export function DetailedList({ lang, products }: DetailedListProps) {
  const t = useCatalogText(lang);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [state, setState] = useState<AddState>({ kind: 'idle' });

  const chosen = products.filter((product) => (quantities[product.id] ?? 0) > 0);
  const belowMinimum = chosen.filter((product) => (quantities[product.id] ?? 0) < product.minQuantity);
  const pieces = chosen.reduce((sum, product) => sum + (quantities[product.id] ?? 0), 0);

  const setQuantity = (product: ProductCard, quantity: number) => {
    setQuantities((current) => ({ ...current, [product.id]: quantity }));
    if (state.kind !== 'adding') setState({ kind: 'idle' });
  };

  async function addChosen() {
    setState({ kind: 'adding' });
    try {
      await addLinesToCart(
        chosen.map((product) => ({
          productId: product.id,
          variantId: product.variantId,
          quantity: quantities[product.id] ?? 0,
        })),
      );
      setState({ kind: 'added', lines: chosen.length });
      setQuantities({});
    } catch (error) {
      setState({ kind: 'failed', message: cartErrorText(error) ?? t('collection.detailed.addFailed') });
    }
  }

  const columns: TableColumn<ProductCard>[] = [
    {
      key: 'picture',
      header: <span className={styles.visuallyHidden}>{t('collection.detailed.picture')}</span>,
      cell: (product) => <ProductPicture image={product.image} sizes="4rem" alt="" className={styles.line__picture} />,
    },
    {
      key: 'name',
      header: t('collection.detailed.product'),
      rowHeader: true,
      cell: (product) => (
        <div className={styles.line__name}>
          <a href={productPath(product, lang)}>{product.name}</a>
          <span className={styles.line__sku}>{t('product.sku', { sku: product.sku })}</span>
        </div>
      ),
    },
    {
      key: 'availability',
      header: t('collection.detailed.availability'),
      cell: (product) => (
        <AvailabilityNote lang={lang} availability={product.availability} availableFrom={product.availableFrom} />
      ),
    },
    {
      key: 'price',
      header: t('collection.detailed.price'),
      align: 'end',
      cell: (product) => <ProductPrice price={product.price} from={product.priceFrom} lang={lang} />,
    },
    {
      key: 'quantity',
      header: t('collection.detailed.quantity'),
      cell: (product) => (
        <QuantityCell lang={lang} product={product} quantity={quantities[product.id] ?? 0} onChange={setQuantity} />
      ),
    },
  ];

  return (
    <div className={styles.detailed} data-layout="detailed">
      <Table
        caption={t('collection.detailed.caption')}
        hideCaption
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
      />
      <div className={styles.detailed__footer}>
        <p className={styles.detailed__summary} aria-live="polite">
          {t('collection.detailed.selected', { lines: chosen.length, pieces })}
        </p>
        <Button
          onClick={addChosen}
          disabled={chosen.length === 0 || belowMinimum.length > 0}
          loading={state.kind === 'adding'}
          loadingLabel={t('collection.detailed.adding')}
        >
          {t('collection.detailed.add')}
        </Button>
      </div>
      {state.kind === 'added' && (
        <Alert tone="success" announce="polite">
          {t('collection.detailed.added', { lines: state.lines })}
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert tone="danger" announce="assertive">
          {state.message}
        </Alert>
      )}
    </div>
  );
}

interface QuantityCellProps {
  lang: StorefrontLanguage;
  product: ProductCard;
  quantity: number;
  onChange: (product: ProductCard, quantity: number) => void;
}

function QuantityCell({ lang, product, quantity, onChange }: QuantityCellProps) {
  const t = useCatalogText(lang);
  if (product.hasVariants) {
    return <a href={productPath(product, lang)}>{t('collection.detailed.chooseVariant')}</a>;
  }
  if (!isOrderable(product.availability)) return <span className={styles.line__muted}>—</span>;
  const unit = t(`product.units.${product.unit}`);
  const tooFew = quantity > 0 && quantity < product.minQuantity;
  const minimum =
    product.minQuantity > 1 ? t('collection.detailed.minimum', { min: product.minQuantity, unit }) : undefined;
  return (
    <NumberInput
      label={t('collection.detailed.quantityOf', { name: product.name })}
      hideLabel
      value={quantity}
      min={0}
      max={Math.min(product.maxQuantity, MAX_SELLING_QUANTITY)}
      onChange={(value) => onChange(product, value)}
      decrementLabel={t('collection.detailed.fewer')}
      incrementLabel={t('collection.detailed.more')}
      hint={tooFew ? undefined : minimum}
      error={tooFew ? minimum : undefined}
      className={styles.line__quantity}
    />
  );
}
