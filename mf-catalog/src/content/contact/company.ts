// The shop's own contact details, shown beside the contact form. They change about as often as the
// company moves, so they are kept with the page's texts rather than fetched. The e-mail is the general
// mailbox the CMS routes the 'general' contact topic to.
export const company = {
  name: 'Zefir Sp. z o.o.',
  street: 'ul. Fabryczna 14',
  zip: '55-040',
  city: 'Kobierzyce',
  phone: '+48 71 700 30 00',
  email: 'kontakt@zefir.example',
  taxId: '8961234567',
} as const;

/** A phone number as a tel: link wants it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
