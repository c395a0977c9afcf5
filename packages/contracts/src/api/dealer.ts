import { z } from 'zod';
import { DEALER_DOWNLOAD_ITEMS } from '../dealer-items';
import { StorefrontLanguage } from '../enums';
import { translatedText } from '../translated-text';
import { ShopChangeRequest } from './admin/shops';
import { Shop } from './cms';

// The dealer area's downloads and B2B contacts (SPEC §2 Downloads and B2B contact, §6 B2B dealer; issue 15;
// docs/decisions/dealer-area.md). Downloads are media-library files (catalog) marked with the item of the
// downloads page they belong to; B2B contacts are entries staff keep in cms's settings.

export { DEALER_DOWNLOAD_ITEMS, type DealerDownloadGroup, groupOfDownload } from '../dealer-items';
export const DealerDownloadItem = z.enum(DEALER_DOWNLOAD_ITEMS);
export type DealerDownloadItem = z.infer<typeof DealerDownloadItem>;

/** The languages whose downloads page lists a file (insurance items show in Polish only, whatever is set). */
export const DealerDownloadLanguages = z.array(StorefrontLanguage).min(1, { error: 'field.required' }).max(2);

/** One file on a dealer's downloads page. */
export const DealerDownload = z.object({
  id: z.uuid(),
  item: DealerDownloadItem,
  /** The title in the page's language. */
  title: z.string(),
  /** The file's name as it downloads. */
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type DealerDownload = z.infer<typeof DealerDownload>;

export const DealerDownloadList = z.object({ items: z.array(DealerDownload) });
export type DealerDownloadList = z.infer<typeof DealerDownloadList>;

/** `GET /api/documents/service-training`: whether the downloads page offers the caller its training book. */
export const TrainingBookOffer = z.object({
  /** Offered only in Polish and only to a dealer whose tax id is on the training participants list. */
  offered: z.boolean(),
  /** The tax id the book is printed for (digits), when offered. */
  taxId: z.string().nullable(),
});
export type TrainingBookOffer = z.infer<typeof TrainingBookOffer>;

// ---------------------------------------------------------------------------------------------------------
// B2B contacts: entries staff keep in settings; a dealer gets them only after accepting the notice.

const contactText = (max: number) => z.string().trim().min(1).max(max);

/** One B2B contact as staff enter it: a name, a title per language, a phone and an e-mail (SPEC §2). */
export const B2bContactEntry = z.strictObject({
  name: contactText(120),
  title: translatedText(120),
  phone: z
    .string()
    .trim()
    .min(1)
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'field.phone' }),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
export type B2bContactEntry = z.input<typeof B2bContactEntry>;

/** The list as staff read and save it whole, at the version read. */
export const AdminB2bContacts = z.strictObject({
  version: z.number().int().min(0),
  contacts: z.array(B2bContactEntry).max(20),
});
export type AdminB2bContacts = z.input<typeof AdminB2bContacts>;

/** A contact as a dealer reads it: the title in the page's language. */
export const B2bContact = z.object({ name: z.string(), title: z.string(), phone: z.string(), email: z.string() });
export type B2bContact = z.infer<typeof B2bContact>;

/** `GET /api/cms/b2b-contacts`: the contacts only once the dealer accepted the notice; empty before. */
export const B2bContactsAnswer = z.object({
  /** When this dealer accepted the notice; null: not yet, and no contact is sent. */
  acceptedAt: z.string().nullable(),
  contacts: z.array(B2bContact),
});
export type B2bContactsAnswer = z.infer<typeof B2bContactsAnswer>;

// ---------------------------------------------------------------------------------------------------------
// The dealer's own shops in the store locator: seen by the dealer, changed through staff.

/** `GET /api/cms/dealer/shops`: the signed-in dealer's shops as the locator shows them, with a pending request. */
export const DealerShopList = z.object({
  items: z.array(Shop.extend({ pendingRequest: ShopChangeRequest.nullable() })),
});
export type DealerShopList = z.infer<typeof DealerShopList>;
