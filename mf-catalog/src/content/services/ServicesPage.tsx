import { ActionRow } from '../../screens/ContentArticle';
import { InfoPage } from '../../screens/InfoPages';
import type { ScreenProps } from '../../screens/PageFrame';
import { BookService, ServicePrices } from './ServicePrices';

/** The workshop: what it does (the article), its prices as the catalogue sells them, and booking a visit. */
export function ServicesPage(props: ScreenProps) {
  return (
    <InfoPage id="services" {...props}>
      <ServicePrices lang={props.lang} />
      <ActionRow>
        <BookService lang={props.lang} />
      </ActionRow>
    </InfoPage>
  );
}
