import type { ComponentType } from 'react';
import type { StaffMember } from '../access/staff';
import { AdminsSection } from '../admins/AdminsSection';
import { BlogSection } from '../blog/BlogSection';
import { CollectionsSection } from '../collections/CollectionsSection';
import { CustomersSection } from '../customers/CustomersSection';
import { DashboardSection } from '../dashboard/DashboardSection';
import { DiscountsSection } from '../discounts/DiscountsSection';
import { FactorySection } from '../factory/FactorySection';
import { FeaturesSection } from '../features/FeaturesSection';
import { GiftCardsSection } from '../gift-cards/GiftCardsSection';
import { GroupsSection } from '../groups/GroupsSection';
import { InsuranceSection } from '../insurance/InsuranceSection';
import { InvoicesSection } from '../invoices/InvoicesSection';
import { ManufacturersSection } from '../manufacturers/ManufacturersSection';
import { FoldersSection, MediaSection } from '../media/MediaSection';
import { OptionsSection } from '../options/OptionsSection';
import { OrdersSection } from '../orders/OrdersSection';
import { PreordersSection } from '../preorders/PreordersSection';
import { PriceListsSection } from '../price-lists/PriceListsSection';
import { ProductsSection } from '../products/ProductsSection';
import { RefundsSection } from '../refunds/RefundsSection';
import { ReturnsSection } from '../returns/ReturnsSection';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { SafetyReportsSection } from '../safety-reports/SafetyReportsSection';
import { SettingsSection } from '../settings/SettingsSection';
import { ShopsSection } from '../shops/ShopsSection';
import { TransactionsSection } from '../transactions/TransactionsSection';
import { WarehouseSection } from '../warehouse/WarehouseSection';
import { WithdrawalsSection } from '../withdrawals/WithdrawalsSection';
import type { AdminSection } from './sections';

/** What a section's screen is given by the frame. */
export interface SectionScreenProps {
  /** The path's segments after the section's slug: `/admins/new` → `['new']`, `/admins` → `[]`. */
  path: string[];
  /** The signed-in staff member (their type's permissions decide which buttons show). */
  staff: StaffMember;
}

/**
 * The screen of each section that has one; a section without one shows "coming soon". A later issue adds its
 * section's line here (and its permission is already in sections.ts), nothing else in the frame.
 */
export const sectionScreens: Partial<Record<AdminSection, ComponentType<SectionScreenProps>>> = {
  dashboard: DashboardSection,
  discounts: DiscountsSection,
  factory: FactorySection,
  features: FeaturesSection,
  manufacturers: ManufacturersSection,
  admins: AdminsSection,
  blog: BlogSection,
  collections: CollectionsSection,
  customers: CustomersSection,
  groups: GroupsSection,
  options: OptionsSection,
  media: MediaSection,
  folders: FoldersSection,
  orders: OrdersSection,
  priceLists: PriceListsSection,
  preorders: PreordersSection,
  products: ProductsSection,
  refunds: RefundsSection,
  returns: ReturnsSection,
  reviews: ReviewsSection,
  safetyReports: SafetyReportsSection,
  withdrawals: WithdrawalsSection,
  settings: SettingsSection,
  shops: ShopsSection,
  transactions: TransactionsSection,
  giftCards: GiftCardsSection,
  insurance: InsuranceSection,
  invoices: InvoicesSection,
  warehouse: WarehouseSection,
};
