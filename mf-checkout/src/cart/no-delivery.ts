import type { Cart } from './types';

/**
 * A cart of only services, downloads and gift cards ships nothing: its one offer is NONE (issue 24), taken by
 * the server without asking, so checkout asks for no delivery method and no delivery address.
 */
export const shipsNothing = (cart: Pick<Cart, 'deliveryMethods'>): boolean =>
  cart.deliveryMethods.length === 1 && cart.deliveryMethods[0]?.method === 'NONE';
