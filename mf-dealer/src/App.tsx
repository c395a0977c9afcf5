import type { ScreenId } from '@shop/i18n';
import type { ComponentType } from 'react';
import { B2bContactPage } from './screens/B2bContactPage';
import { DownloadsPage } from './screens/DownloadsPage';
import { PreorderConfirmationPage, PreordersPage } from './screens/PreorderPages';
import { RegisteredBikesPage } from './screens/RegisteredBikesPage';
import type { ScreenProps } from './screens/text';

/** The screens mf-dealer owns (docs/frontend.md, "Screen ownership"). */
export const dealerScreens = {
  preorders: PreordersPage,
  preorderConfirmation: PreorderConfirmationPage,
  downloads: DownloadsPage,
  b2bContact: B2bContactPage,
  registeredBikes: RegisteredBikesPage,
} satisfies Partial<Record<ScreenId, ComponentType<ScreenProps>>>;

export interface AppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

/** mf-dealer's screens; the shell mounts it only on them, so another screen draws nothing. */
export default function App({ screen, lang, params }: AppProps) {
  const Screen: ComponentType<ScreenProps> | undefined = dealerScreens[screen as keyof typeof dealerScreens];
  return Screen ? <Screen lang={lang} params={params} /> : null;
}
