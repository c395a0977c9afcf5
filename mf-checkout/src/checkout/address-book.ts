import type { Address, CurrentUser } from '@shop/contracts';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { loadAddresses } from '../api/customer';
import type { CheckoutValues } from './checkout-form';

// A signed-in customer's address book on the checkout form: the form starts from their details and their
// default address, and either address group may be filled from a saved one.

export type AddressGroup = 'billing' | 'delivery';

const addressFields = ['firstName', 'lastName', 'companyName', 'street', 'zipCode', 'city', 'country'] as const;

/** The form's billing (or delivery) values for an address-book entry. */
export function fromAddress(address: Address, prefix: AddressGroup): Partial<CheckoutValues> {
  const values: Record<string, string> = {};
  for (const field of addressFields) values[`${prefix}.${field}`] = address[field] ?? '';
  if (prefix === 'billing') {
    values['billing.type'] = address.type;
    values['billing.taxId'] = address.taxId ?? '';
    values['billing.vatId'] = address.vatId ?? '';
    // A company known only by its EU VAT ID (a dealer from abroad) is billed with it.
    values.taxIdKind = !address.taxId && address.vatId ? 'vat' : 'nip';
    values['billing.region'] = address.region ?? '';
  } else values['delivery.phone'] = address.phone ?? '';
  if (!values[`${prefix}.country`]) values[`${prefix}.country`] = 'PL';
  return values as Partial<CheckoutValues>;
}

/** "I will type another address": the group's fields start empty (NIP again, no voivodeship). */
export function blankAddress(prefix: AddressGroup): Partial<CheckoutValues> {
  const cleared: Record<string, string> = {};
  for (const field of addressFields) cleared[`${prefix}.${field}`] = field === 'country' ? 'PL' : '';
  if (prefix === 'billing') {
    cleared['billing.taxId'] = '';
    cleared['billing.vatId'] = '';
    cleared['billing.region'] = '';
    cleared.taxIdKind = 'nip';
  }
  return cleared as Partial<CheckoutValues>;
}

/**
 * The address book of `user` for the form whose values `setValues` changes: the saved addresses, which one
 * each group was filled from, and `choose` to fill a group from another one ('' for none).
 */
export function useAddressBook(user: CurrentUser | null, setValues: Dispatch<SetStateAction<CheckoutValues>>) {
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [chosen, setChosen] = useState<Record<AddressGroup, string>>({ billing: '', delivery: '' });

  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      email: current.email || user.email || '',
      'billing.firstName': current['billing.firstName'] || user.firstName || '',
      'billing.lastName': current['billing.lastName'] || user.lastName || '',
    }));
    const controller = new AbortController();
    loadAddresses(controller.signal).then(
      (items) => {
        setAddresses(items);
        const preset = items.find((address) => address.isDefault) ?? items[0];
        if (!preset) return;
        setChosen((current) => ({ ...current, billing: preset.id }));
        setValues((current) =>
          current['billing.street'] ? current : { ...current, ...fromAddress(preset, 'billing') },
        );
      },
      () => setAddresses([]),
    );
    return () => controller.abort();
  }, [user, setValues]);

  function choose(id: string, prefix: AddressGroup) {
    setChosen((current) => ({ ...current, [prefix]: id }));
    const address = addresses.find((entry) => entry.id === id);
    setValues((current) => ({ ...current, ...(address ? fromAddress(address, prefix) : blankAddress(prefix)) }));
  }

  return { addresses, chosen, choose };
}
