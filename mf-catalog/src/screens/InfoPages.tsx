import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { ActionRow, ContentArticle } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

// The shop's information pages: a title and the introduction a shopper reads first. The full texts come
// from the CMS in the content issue.

export function TermsPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="terms" lang={lang} title={t('terms.title')}>
      <ContentArticle paragraphs={[t('terms.p1'), t('terms.p2')]} />
    </PageFrame>
  );
}

export function PrivacyPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="privacy" lang={lang} title={t('privacy.title')}>
      <ContentArticle paragraphs={[t('privacy.p1'), t('privacy.p2')]} />
    </PageFrame>
  );
}

export function DeliveryPaymentPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="deliveryPayment" lang={lang} title={t('deliveryPayment.title')}>
      <ContentArticle paragraphs={[t('deliveryPayment.p1'), t('deliveryPayment.p2'), t('deliveryPayment.p3')]} />
    </PageFrame>
  );
}

export function WarrantyReturnsPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="warrantyReturns" lang={lang} title={t('warrantyReturns.title')}>
      <ContentArticle paragraphs={[t('warrantyReturns.p1'), t('warrantyReturns.p2')]} />
      <ActionRow>
        <Button href={pathFor('rmaCreate', lang)} variant="secondary">
          {t('warrantyReturns.fileClaim')}
        </Button>
      </ActionRow>
    </PageFrame>
  );
}

export function QualityWarrantyPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="qualityWarranty" lang={lang} title={t('qualityWarranty.title')}>
      <ContentArticle paragraphs={[t('qualityWarranty.p1'), t('qualityWarranty.p2')]} />
    </PageFrame>
  );
}

export function HowItWorksPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="howItWorks" lang={lang} title={t('howItWorks.title')}>
      <ContentArticle paragraphs={[t('howItWorks.p1'), t('howItWorks.p2')]} />
    </PageFrame>
  );
}

export function AboutUsPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="aboutUs" lang={lang} title={t('aboutUs.title')}>
      <ContentArticle paragraphs={[t('aboutUs.p1'), t('aboutUs.p2')]} />
    </PageFrame>
  );
}
