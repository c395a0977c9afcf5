import type { ProductCard } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useCurrency } from '@shop/platform';
import { Button, Skeleton, Table } from '@shop/ui';
import { ProductPrice } from '../../catalog/ProductPrice';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { fetchServices } from './services';

/**
 * The workshop's price list: the service products of the catalogue with their prices now (a sale or a
 * dealer's price included), each linked to its page where it can be bought.
 */
export function ServicePrices({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const currency = useCurrency();
  const services = useLoad((signal) => fetchServices(signal), [lang, currency]);
  return (
    <section aria-labelledby="service-prices" data-service-prices>
      <h2 id="service-prices">{t('services.pricesTitle')}</h2>
      {services.state === 'loading' && <Skeleton lines={4} label={t('services.loadingPrices')} />}
      {services.state === 'failed' && <LoadError lang={lang} error={services.error} onRetry={services.retry} />}
      {services.state === 'ready' && (
        <Table<ProductCard>
          caption={t('services.pricesTitle')}
          hideCaption
          rows={services.data.items}
          rowKey={(service) => service.id}
          empty={t('services.noServices')}
          columns={[
            {
              key: 'name',
              header: t('services.columns.service'),
              rowHeader: true,
              cell: (service) => (
                <a href={pathFor('product', lang, { id: service.id, slug: service.slug })}>{service.name}</a>
              ),
            },
            { key: 'what', header: t('services.columns.what'), cell: (service) => service.shortDescription },
            {
              key: 'price',
              header: t('services.columns.price'),
              align: 'end',
              cell: (service) => (
                <span data-service-price={service.id}>
                  <ProductPrice price={service.price} from={service.priceFrom} lang={lang} />
                  {service.unit === 'h' ? ` ${t('services.perHour')}` : ''}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

/** Booking a visit: the contact form with the service topic chosen. */
export function BookService({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  return (
    <Button href={`${pathFor('contact', lang)}?topic=service`} data-book-service>
      {t('services.book')}
    </Button>
  );
}
