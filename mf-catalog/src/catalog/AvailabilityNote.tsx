import type { Availability } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate } from '@shop/platform';
import { Badge, type BadgeTone } from '@shop/ui';
import { useCatalogText } from '../screens/PageFrame';

const tones: Record<Availability, BadgeTone> = {
  available: 'success',
  available_from: 'info',
  available_on_request: 'info',
  preorder: 'info',
  unavailable_online: 'warning',
  unavailable: 'danger',
  hidden: 'neutral',
};

interface AvailabilityNoteProps {
  lang: StorefrontLanguage;
  availability: Availability;
  /** yyyy-MM-dd, with 'available_from'. */
  availableFrom?: string;
}

/** 'Available', 'Available from 12.03.2027', 'Only in shops'…, as a coloured badge. */
export function AvailabilityNote({ lang, availability, availableFrom }: AvailabilityNoteProps) {
  const t = useCatalogText(lang);
  return (
    <Badge tone={tones[availability]} data-availability={availability}>
      {t(`product.availability.${availability}`, { date: availableFrom ? formatDate(availableFrom) : '' })}
    </Badge>
  );
}

/** Whether a shopper can put the product in the cart at all: the catalogue's own rule. */
export { isOrderable } from '@shop/contracts/choices';
