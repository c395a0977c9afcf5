import type { ExchangeRate, Identity, StorefrontCurrency, StorefrontLanguage } from '@shop/contracts';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../logger';
import type { StaffMember } from './staff';

/** What the kit puts on ctx.state for every request. */
export interface ShopState {
  requestId: string;
  log: Logger;
  /** Language of the answer (X-Language; the storefront default is Polish). */
  lang: StorefrontLanguage;
  /** Currency of prices (X-Currency, else the one that follows the language). */
  currency: StorefrontCurrency;
  /**
   * In USD, CHF or GBP: the rate PLN prices are converted at for this whole request (the one in force when it
   * came); null in PLN and EUR, which have prices of their own.
   */
  conversion: ExchangeRate | null;
  /** Who is calling, as signed by the gateway. Set on every /api and /internal request. */
  identity: Identity;
  /** Set on admin routes (DESIGN §9) once the permission check passed: who acts, for the audit trail. */
  staff?: StaffMember;
}

export type ShopContext = ParameterizedContext<ShopState>;

/** The client's address: the gateway puts it in X-Forwarded-For (alone); else the socket's peer. */
export function clientAddressOf(ctx: ShopContext): string {
  const forwarded = ctx.get('x-forwarded-for');
  if (forwarded) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  return ctx.req.socket.remoteAddress ?? '';
}
