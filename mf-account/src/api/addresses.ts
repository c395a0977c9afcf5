import type { Address, AddressInput } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { api, useResource } from '@shop/platform';

// The address book (SPEC §7 /api/account/addresses): the list, one address, and its writes.

export function useAddresses(lang: StorefrontLanguage) {
  return useResource((signal) => api.get('/api/account/addresses', {}, { signal }), [], lang);
}

export function useAddress(id: string, lang: StorefrontLanguage) {
  return useResource((signal) => api.get('/api/account/addresses/:id', { params: { id } }, { signal }), [id], lang);
}

export async function createAddress(body: AddressInput): Promise<void> {
  await api.post('/api/account/addresses', { body });
}

export async function updateAddress(id: string, body: AddressInput): Promise<void> {
  await api.put('/api/account/addresses/:id', { params: { id }, body });
}

/** Stores an address again as it is, now as the default one. */
export function makeDefaultAddress(address: Address): Promise<void> {
  const { id, createdAt: _created, updatedAt: _updated, ...input } = address;
  return updateAddress(id, { ...input, isDefault: true });
}

export async function deleteAddress(id: string): Promise<void> {
  await api.delete('/api/account/addresses/:id', { params: { id } });
}
