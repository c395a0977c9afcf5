import type { ScreenId } from '@shop/i18n';
import type { ComponentType } from 'react';
import { AccountPage } from './screens/AccountPage';
import { AddressCreatePage, AddressEditPage, AddressesPage } from './screens/AddressPages';
import { ChangePasswordPage } from './screens/ChangePasswordPage';
import { OrderDetailsPage, OrderRepeatPage, OrdersPage } from './screens/OrderPages';
import { RmaCreatePage, RmaDetailsPage, RmaListPage } from './screens/RmaPages';
import { AuthorizePage, LoginPage, ResetPasswordPage } from './screens/SignInPages';
import type { ScreenProps } from './screens/text';
import { WithdrawalPage } from './screens/withdrawal/WithdrawalPage';

/** The screens mf-account owns (docs/frontend.md, "Screen ownership"). */
export const accountScreens = {
  login: LoginPage,
  authorize: AuthorizePage,
  resetPassword: ResetPasswordPage,
  account: AccountPage,
  orders: OrdersPage,
  orderDetails: OrderDetailsPage,
  orderRepeat: OrderRepeatPage,
  addresses: AddressesPage,
  addressCreate: AddressCreatePage,
  addressEdit: AddressEditPage,
  changePassword: ChangePasswordPage,
  rmaList: RmaListPage,
  rmaCreate: RmaCreatePage,
  rmaDetails: RmaDetailsPage,
  withdrawal: WithdrawalPage,
} satisfies Partial<Record<ScreenId, ComponentType<ScreenProps>>>;

export interface AppProps {
  screen: ScreenId;
  lang: 'pl' | 'en';
  params: Record<string, string>;
}

/** mf-account's screens; the shell mounts it only on them, so another screen draws nothing. */
export default function App({ screen, lang, params }: AppProps) {
  const Screen: ComponentType<ScreenProps> | undefined = accountScreens[screen as keyof typeof accountScreens];
  return Screen ? <Screen lang={lang} params={params} /> : null;
}
