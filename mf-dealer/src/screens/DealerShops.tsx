import type { DealerShopList, OpeningHours } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, useSession } from '@shop/platform';
import { Alert, Button, Card, Checkbox, LoadFailed, Skeleton, TextField } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { requestShopChange, useDealerShops } from '../api/dealer-shops';
import styles from './downloads.module.css';
import pages from './pages.module.css';
import { useDealerText } from './text';

type DealerShop = DealerShopList['items'][number];
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The signed-in dealer's own shops as the store locator shows them, and a change (hours, phones, website)
 * asked of staff; the store locator page shows it to a dealer (mf-dealer/dealer-shops). Anyone else: nothing.
 */
export function DealerShops({ lang }: { lang: StorefrontLanguage }) {
  const t = useDealerText(lang);
  const { loaded, user } = useSession();
  const isDealer = user?.customerType === 'b2b';
  const { resource, reload } = useDealerShops(lang, loaded && isDealer);
  if (!loaded || !isDealer) return null;
  return (
    <section aria-labelledby="dealer-shops" className={styles.shops}>
      <h2 id="dealer-shops" className={pages.section__title}>
        {t('shops.title')}
      </h2>
      {resource.state === 'loading' ? (
        <Skeleton lines={3} label={t('common:status.loading')} />
      ) : resource.state === 'failed' ? (
        <LoadFailed
          title={t('shops.loadFailed')}
          message={resource.message}
          retry={reload}
          retryLabel={t('common:actions.retry')}
        />
      ) : resource.data.items.length === 0 ? (
        <p className={pages.section__text}>
          {t('shops.none')}. {t('shops.noneHint')}
        </p>
      ) : (
        <>
          <p className={pages.section__text}>{t('shops.intro')}</p>
          {resource.data.items.map((shop) => (
            <ShopCard key={shop.id} lang={lang} shop={shop} onAsked={reload} />
          ))}
        </>
      )}
    </section>
  );
}

function hoursText(hours: readonly OpeningHours[], t: ReturnType<typeof useDealerText>) {
  return hours.length
    ? hours.map((h) => `${t(`shops.days.${h.day}`)} ${h.opens}–${h.closes}`).join(', ')
    : t('shops.closed');
}

/** One shop as the locator shows it, its pending change, and the form asking for a new one. */
function ShopCard({ lang, shop, onAsked }: { lang: StorefrontLanguage; shop: DealerShop; onAsked: () => void }) {
  const t = useDealerText(lang);
  const [phones, setPhones] = useState(shop.phones.join(', '));
  const [website, setWebsite] = useState(shop.website ?? '');
  const [hours, setHours] = useState(() =>
    weekdays.map((day) => {
      const open = shop.openingHours.find((h) => h.day === day);
      return { day, open: Boolean(open), opens: open?.opens ?? '09:00', closes: open?.closes ?? '17:00' };
    }),
  );
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = shop.pendingRequest;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await requestShopChange(shop.id, {
        phones: phones
          .split(',')
          .map((phone) => phone.trim())
          .filter(Boolean),
        website: website.trim() === '' ? null : website.trim(),
        openingHours: hours.filter((h) => h.open).map(({ day, opens, closes }) => ({ day, opens, closes })),
      });
      onAsked();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
  return (
    <Card as="section" className={pages.section} aria-labelledby={`shop-${shop.id}`}>
      <h3 id={`shop-${shop.id}`} className={pages.section__title}>
        {shop.name}
      </h3>
      <p className={pages.section__text}>
        {shop.street}, {shop.zip} {shop.city}
      </p>
      <dl className={styles.contact}>
        <dt>{t('shops.hours')}</dt>
        <dd>{hoursText(shop.openingHours, t)}</dd>
        <dt>{t('shops.phones')}</dt>
        <dd>{shop.phones.join(', ') || t('shops.empty')}</dd>
        <dt>{t('shops.website')}</dt>
        <dd>{shop.website ?? t('shops.empty')}</dd>
      </dl>
      {pending && (
        <Alert tone="info" title={t('shops.pending')}>
          <p className={pages.section__text}>{t('shops.pendingText')}</p>
        </Alert>
      )}
      <form onSubmit={submit} aria-label={t('shops.formFor', { name: shop.name })} noValidate>
        <fieldset className={styles.files}>
          <legend>{t('shops.hours')}</legend>
          {hours.map((h, index) => {
            const set = (patch: Partial<typeof h>) =>
              setHours(hours.map((other, at) => (at === index ? { ...other, ...patch } : other)));
            return (
              <div key={h.day} className={styles.file}>
                <Checkbox
                  label={t('shops.openOn', { day: t(`shops.dayNames.${h.day}`) })}
                  checked={h.open}
                  onChange={(event) => set({ open: event.target.checked })}
                />
                {h.open && (
                  <>
                    <TextField
                      label={t('shops.opens', { day: t(`shops.dayNames.${h.day}`) })}
                      value={h.opens}
                      onChange={(event) => set({ opens: event.target.value })}
                    />
                    <TextField
                      label={t('shops.closes', { day: t(`shops.dayNames.${h.day}`) })}
                      value={h.closes}
                      onChange={(event) => set({ closes: event.target.value })}
                    />
                  </>
                )}
              </div>
            );
          })}
          {fieldError('openingHours') && <p role="alert">{fieldError('openingHours')}</p>}
        </fieldset>
        <TextField
          label={t('shops.phones')}
          hint={t('shops.phonesHint')}
          value={phones}
          error={fieldError('phones')}
          onChange={(event) => setPhones(event.target.value)}
        />
        <TextField
          label={t('shops.website')}
          type="url"
          value={website}
          error={fieldError('website')}
          onChange={(event) => setWebsite(event.target.value)}
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div>
          <Button type="submit" loading={busy} loadingLabel={t('common:status.sending')}>
            {t('shops.ask')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
