import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import type { ReactNode } from 'react';
import { ArticleView } from '../content/articles/ArticleView';
import type { ArticleId } from '../content/articles/article';
import { ActionRow } from './ContentArticle';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

// The shop's information pages: the title at once, the text as soon as its small module arrives.

export function InfoPage({ id, lang, children }: ScreenProps & { id: ArticleId; children?: ReactNode }) {
  const t = useContentText(lang);
  return (
    <PageFrame screen={id} lang={lang} title={t(`${id}.title`)}>
      <ArticleView id={id} lang={lang} />
      {children}
    </PageFrame>
  );
}

export const TermsPage = (props: ScreenProps) => <InfoPage id="terms" {...props} />;
export const PrivacyPage = (props: ScreenProps) => <InfoPage id="privacy" {...props} />;
export const DeliveryPaymentPage = (props: ScreenProps) => <InfoPage id="deliveryPayment" {...props} />;
export const QualityWarrantyPage = (props: ScreenProps) => <InfoPage id="qualityWarranty" {...props} />;
export const HowItWorksPage = (props: ScreenProps) => <InfoPage id="howItWorks" {...props} />;
export const AboutUsPage = (props: ScreenProps) => <InfoPage id="aboutUs" {...props} />;
export const TechPage = (props: ScreenProps) => <InfoPage id="tech" {...props} />;
export const B2bOrdersPage = (props: ScreenProps) => <InfoPage id="b2bOrders" {...props} />;
export const B2bRmaPage = (props: ScreenProps) => <InfoPage id="b2bRma" {...props} />;

export function WarrantyReturnsPage(props: ScreenProps) {
  const t = useContentText(props.lang);
  return (
    <InfoPage id="warrantyReturns" {...props}>
      <ActionRow>
        <Button href={pathFor('rmaCreate', props.lang)} variant="secondary">
          {t('warrantyReturns.fileClaim')}
        </Button>
      </ActionRow>
    </InfoPage>
  );
}
