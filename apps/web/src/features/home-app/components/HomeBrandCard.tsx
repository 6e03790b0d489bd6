import type { HomeBrand } from '@portal/contracts';
import { BrandCard } from '@/shared/ui/BrandCard';

/**
 * The installer whose brand the home carries (the household accepted its branding), as the
 * home's page shows it above the devices; nothing for a home without one.
 */
export function HomeBrandCard({ brand }: { brand: HomeBrand | null }) {
  if (brand === null) return null;
  return (
    <BrandCard
      businessName={brand.businessName}
      logo={brand.logo}
      customerServiceNumber={brand.customerServiceNumber}
      businessEmail={brand.businessEmail}
      websiteUrl={brand.websiteUrl}
    />
  );
}
