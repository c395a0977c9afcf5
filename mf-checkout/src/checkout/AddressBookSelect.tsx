import type { StorefrontLanguage } from '@shop/i18n';
import { Select } from '@shop/ui';
import { useCheckoutText } from '../screens/text';
import type { AddressGroup } from './address-book';
import type { CheckoutForm } from './use-checkout-form';

/** Fills an address group from the customer's address book; shown only when there is something in it. */
export function AddressBookSelect({
  form,
  group,
  lang,
}: {
  form: CheckoutForm;
  group: AddressGroup;
  lang: StorefrontLanguage;
}) {
  const t = useCheckoutText(lang);
  const { addresses, chosen, choose } = form.addressBook;
  if (addresses.length === 0) return null;
  return (
    <Select
      label={t('checkout.fromAddressBook')}
      value={chosen[group]}
      placeholder={t('checkout.typeAddress')}
      options={addresses.map((address) => ({ value: address.id, label: address.alias }))}
      onChange={(event) => choose(event.target.value, group)}
    />
  );
}
