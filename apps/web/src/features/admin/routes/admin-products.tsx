import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/features/admin/api/get-program-products';
import { ProductsTable } from '@/features/admin/components/ProductsTable';
import { useCursorPages } from '@/shared/lib/paging';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';

/** /admin/products: the online store's product catalogue, sold or not, 15 a page. */
export function AdminProductsRoute() {
  const { t } = useTranslation();
  const title = t('admin.products.title');
  const pages = useCursorPages();
  const catalogue = useCatalogue(pages.after);
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('admin.products.intro')}</Text>
      <ProductsTable query={catalogue} pages={pages} />
    </Stack>
  );
}
