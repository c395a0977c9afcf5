import type { PreorderPage } from '@shop/contracts';
import { PREORDER_PRICE_GUARANTEE_UNTIL } from '@shop/contracts/limits';
import { ApiError, describeError, formatDate, isAbortError, pathFor, useSession } from '@shop/platform';
import { Alert, Button, Card, EmptyState, Skeleton } from '@shop/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { openPreorder, tokenOfPage } from '../api/preorders';
import { PageFrame } from './PageFrame';
import { PreorderForm } from './PreorderForm';
import styles from './pages.module.css';
import own from './preorders.module.css';
import { type ScreenProps, useDealerText } from './text';

const priceDisplays = ['gross', 'net', 'hidden'] as const;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; page: PreorderPage }
  | { state: 'failed'; status: number | undefined; code: string | undefined; message: string };

/**
 * Season preorders for dealers (SPEC §2, §4). Opened from the e-mailed link (`?t=`) by the dealer it was sent
 * to: the form, or after the submit the notice that changes go through the dealer's contact. Another dealer's,
 * an expired or a closed season's link each get their own screen; without a link the page explains it.
 */
export function PreordersPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const token = tokenOfPage();
  const { loaded, user } = useSession();
  const signedIn = loaded && !!user;
  const [answer, setAnswer] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!token || !signedIn) return;
    const controller = new AbortController();
    openPreorder(token, controller.signal).then(
      (page) => setAnswer({ state: 'ready', page }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const known = error instanceof ApiError ? error : undefined;
        setAnswer({ state: 'failed', status: known?.status, code: known?.code, message: describeError(error, lang) });
      },
    );
    return () => controller.abort();
  }, [token, signedIn, lang]);

  const frame = (children: ReactNode) => (
    <PageFrame screen="preorders" lang={lang} title={t('preorders.title')}>
      {children}
    </PageFrame>
  );
  if (!token) return frame(<PreordersIntro lang={lang} />);
  if (!loaded || (signedIn && answer.state === 'loading'))
    return frame(<Skeleton lines={5} label={t('common:status.loading')} />);
  if (!user || (answer.state === 'failed' && answer.status === 401))
    return frame(
      <EmptyState
        title={t('common:auth.required')}
        text={t('preorders.signInForLink')}
        action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
      />,
    );
  if (answer.state === 'failed') {
    const title =
      answer.status === 403
        ? t('preorders.errors.foreign')
        : answer.code === 'invalid_link'
          ? t('preorders.errors.unusable')
          : answer.code === 'business_rule'
            ? t('preorders.errors.closed')
            : t('preorders.errors.failed');
    return frame(
      <div data-part="preorder-refused">
        <EmptyState title={title} text={answer.message} />
      </div>,
    );
  }
  if (answer.state !== 'ready') return frame(null);
  const { page } = answer;
  return frame(
    <>
      <p className={styles.lead}>
        {t('preorders.season', {
          name: page.season.name,
          to: formatDate(page.season.closesOn, lang),
          date: formatDate(page.season.priceGuaranteeUntil, lang),
        })}
      </p>
      {page.status === 'submitted' ? (
        <Submitted lang={lang} page={page} />
      ) : (
        <PreorderForm lang={lang} token={token} page={page} />
      )}
    </>,
  );
}

/** The second visit: what was submitted, and that changes go through the dealer's contact (SPEC §4). */
function Submitted({ lang, page }: Pick<ScreenProps, 'lang'> & { page: PreorderPage }) {
  const t = useDealerText(lang);
  return (
    <>
      <Alert tone="info" title={t('preorders.submitted.title', { number: page.orderNumber ?? '' })}>
        {t('preorderConfirmation.text')} <a href={pathFor('b2bContact', lang)}>{t('preorderConfirmation.b2bLink')}</a>
      </Alert>
      <Card as="section" className={styles.section} aria-labelledby="preorder-sent">
        <h2 id="preorder-sent" className={styles.section__title}>
          {t('preorders.submitted.lines')}
        </h2>
        <ul className={own.summary}>
          {page.lines
            .filter((line) => line.quantity > 0)
            .map((line) => (
              <li key={line.variantId}>
                {t('preorders.submitted.line', { name: line.name, quantity: line.quantity })}
              </li>
            ))}
        </ul>
      </Card>
    </>
  );
}

/** The page opened without a link: what a preorder is, and that the form comes from the e-mail. */
function PreordersIntro({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useDealerText(lang);
  return (
    <>
      <p className={styles.lead}>{t('preorders.intro', { date: formatDate(PREORDER_PRICE_GUARANTEE_UNTIL, lang) })}</p>
      <Alert tone="info">{t('preorders.formFromLink')}</Alert>
      <PriceDisplayNote lang={lang} />
      <p className={styles.note}>{t('preorders.paymentNote')}</p>
    </>
  );
}

/** The price display choice of SPEC §2: gross, net or hidden. */
function PriceDisplayNote({ lang }: Pick<ScreenProps, 'lang'>) {
  const t = useDealerText(lang);
  return (
    <Card as="section" className={styles.section}>
      <h2 className={styles.section__title}>{t('preorders.priceDisplay.title')}</h2>
      <p className={styles.section__text}>{t('preorders.priceDisplay.note')}</p>
      <ul className={styles.choices}>
        {priceDisplays.map((display) => (
          <li key={display} className={styles.choices__item}>
            {t(`preorders.priceDisplay.${display}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** After the preorder is submitted: its number, and that changes go through the dealer's contact (SPEC §4). */
export function PreorderConfirmationPage({ lang }: ScreenProps) {
  const t = useDealerText(lang);
  const number = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('n');
  return (
    <PageFrame
      screen="preorderConfirmation"
      lang={lang}
      title={t('preorderConfirmation.title')}
      trail={[{ label: t('preorders.title'), href: pathFor('preorders', lang) }]}
    >
      {number && <p className={styles.lead}>{t('preorderConfirmation.number', { number })}</p>}
      <Alert tone="success">{t('preorderConfirmation.text')}</Alert>
      <p className={styles.links}>
        <a href={pathFor('b2bContact', lang)}>{t('preorderConfirmation.b2bLink')}</a>
      </p>
    </PageFrame>
  );
}
