import { Box, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DownloadCategory, DownloadLanguage, type DownloadPageType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { assetLanguageOf, categoryOf } from '@/features/downloads/download-rules';
import { MOBILE_BREAKPOINT } from '@/shared/config/constants';
import { PageFrame } from '@/shared/ui/PageFrame';
import { CategoryDownloads } from './CategoryDownloads';
import { CategoryMenu } from './CategoryMenu';
import { CategorySelect } from './CategorySelect';

/** Below the mobile breakpoint of spec 000 §9 a dropdown takes the side menu's place. */
const MOBILE_QUERY = `(width < ${MOBILE_BREAKPOINT})`;

/**
 * /products/downloads/{pageType}: a library's assets by category, the category in the address
 * (?category=zoning) so Back, Forward and a shared link show the same one. The assets come in the
 * language closest to the portal's; the page says so when that is another one.
 */
export function DownloadsPage({ pageType }: { pageType: DownloadPageType }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Read at the first render, so a phone never draws the side menu first.
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const category = categoryOf(pageType, params.get('category'));
  const language = assetLanguageOf(i18n.language);
  const choose = (next: DownloadCategory) => setParams({ category: next });

  // Another category, library or language starts again on its first page.
  const downloads = (
    <CategoryDownloads
      key={`${pageType}/${category}/${language}`}
      pageType={pageType}
      category={category}
      language={language}
    />
  );
  return (
    <PageFrame
      title={t(
        pageType === 'proseries' ? 'routes.downloadsProseries' : 'routes.downloadsHvacWater',
      )}
    >
      {language !== i18n.language && (
        <AssetLanguageNote portalLanguage={i18n.language} assetLanguage={language} />
      )}
      {mobile ? (
        <>
          <CategorySelect pageType={pageType} chosen={category} onChoose={choose} />
          {downloads}
        </>
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="xl">
          <Box w="16rem" style={{ flexShrink: 0 }}>
            <CategoryMenu pageType={pageType} chosen={category} />
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>{downloads}</Box>
        </Group>
      )}
    </PageFrame>
  );
}

interface AssetLanguageNoteProps {
  portalLanguage: string;
  assetLanguage: DownloadLanguage;
}

/** "Assets are available in English, French (Canada) and Spanish (Latin America). These are …" */
function AssetLanguageNote({ portalLanguage, assetLanguage }: AssetLanguageNoteProps) {
  const { t } = useTranslation();
  const names = new Intl.DisplayNames([portalLanguage], {
    type: 'language',
    languageDisplay: 'standard',
  });
  const nameOf = (language: DownloadLanguage) => names.of(language) ?? language;
  const languages = new Intl.ListFormat(portalLanguage, { type: 'conjunction' }).format(
    DownloadLanguage.map(nameOf),
  );
  return <Text>{t('downloads.languageNote', { languages, language: nameOf(assetLanguage) })}</Text>;
}
