import { useTranslation } from 'react-i18next';
import {
  HomeAppPreview,
  type PreviewBrand,
} from '@/features/brand-profile/components/preview/HomeAppPreview';
import { TitledSection } from '@/shared/ui/TitledSection';

/**
 * The live preview beside the form: the homeowner app's home with the brand as typed now. A
 * titled region a screen reader can find, deliberately not live: it would repeat every keystroke.
 */
export function BrandPreview({ brand, size }: { brand: PreviewBrand; size?: 'default' | 'large' }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('brandProfile.preview.title')}>
      <HomeAppPreview brand={brand} {...(size ? { size } : {})} />
    </TitledSection>
  );
}
