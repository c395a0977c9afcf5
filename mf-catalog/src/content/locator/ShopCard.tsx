import type { Shop, ShopTag } from '@shop/contracts';
import { formatOpeningHours } from '@shop/contracts/format';
import type { StorefrontLanguage } from '@shop/i18n';
import { Badge, type BadgeTone, Button, VisuallyHidden } from '@shop/ui';
import type { Ref } from 'react';
import { useContentText } from '../../screens/PageFrame';
import { telHref } from '../contact/phone-link';
import styles from './locator.module.css';

const tagTones: Record<ShopTag, BadgeTone> = {
  shop: 'neutral',
  branch: 'brand',
  premium: 'accent',
  test: 'info',
  service: 'success',
  rental: 'warning',
};

interface ShopCardProps {
  shop: Shop;
  lang: StorefrontLanguage;
  selected: boolean;
  onSelect: () => void;
  ref?: Ref<HTMLLIElement>;
}

/** One shop of the locator: its kinds, address, website, phones, e-mail and opening hours. */
export function ShopCard({ shop, lang, selected, onSelect, ref }: ShopCardProps) {
  const t = useContentText(lang);
  const titleId = `shop-${shop.id}-name`;
  return (
    <li ref={ref} className={styles.card} data-selected={selected || undefined} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.card__name}>
        {shop.name}
      </h3>
      {shop.tags.length > 0 && (
        <p className={styles.card__tags}>
          {shop.tags.map((tag) => (
            <Badge key={tag} tone={tagTones[tag]}>
              {t(`storeLocator.tags.${tag}`)}
            </Badge>
          ))}
        </p>
      )}
      <address className={styles.card__address}>
        {shop.street}
        <br />
        {shop.zip} {shop.city}, {shop.regionName}
      </address>
      <dl className={styles.card__contacts}>
        {shop.website && (
          <>
            <dt>{t('storeLocator.website')}</dt>
            <dd>
              <a href={shop.website} target="_blank" rel="noopener noreferrer">
                {shop.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                <VisuallyHidden> {t('common:social.opensInNewTab')}</VisuallyHidden>
              </a>
            </dd>
          </>
        )}
        {shop.phones.length > 0 && (
          <>
            <dt>{t('storeLocator.phone')}</dt>
            <dd>
              {shop.phones.map((phone, index) => (
                <span key={phone}>
                  {index > 0 && ', '}
                  <a href={telHref(phone)}>{phone}</a>
                </span>
              ))}
            </dd>
          </>
        )}
        {shop.email && (
          <>
            <dt>{t('storeLocator.email')}</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </>
        )}
        {shop.openingHours.length > 0 && (
          <>
            <dt>{t('storeLocator.openingHours')}</dt>
            <dd>{formatOpeningHours(shop.openingHours, lang)}</dd>
          </>
        )}
      </dl>
      <div>
        <Button size="sm" variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} onClick={onSelect}>
          {t('storeLocator.showOnMap')}
        </Button>
      </div>
    </li>
  );
}
