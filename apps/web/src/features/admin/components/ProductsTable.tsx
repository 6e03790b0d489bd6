import type { ProgramProduct } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductEditModal } from '@/features/admin/components/ProductEditModal';
import { formatPrice } from '@/features/admin/components/price';
import type { CursorPages } from '@/shared/lib/paging';
import { type ConnectionQuery, PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { RowActions } from '@/shared/ui/RowActions';

interface ProductsTableProps {
  query: ConnectionQuery<ProgramProduct>;
  pages: CursorPages;
}

/** The product catalogue, sold or not, each product editable in a dialog. */
export function ProductsTable({ query, pages }: ProductsTableProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<ProgramProduct | null>(null);
  const columns: TableColumn<ProgramProduct>[] = [
    { header: t('admin.enrollment.program'), cell: (product) => product.programName },
    { header: t('admin.products.sku'), cell: (product) => product.sku },
    { header: t('admin.products.name'), cell: (product) => product.name },
    {
      header: t('admin.enrollment.variation'),
      cell: (product) => t(`admin.enrollment.variations.${product.variation}`),
    },
    {
      header: t('admin.enrollment.billingCycle'),
      cell: (product) => t(`admin.enrollment.billingCycles.${product.billingCycle}`),
    },
    {
      header: t('admin.products.price'),
      cell: (product) => formatPrice(product.priceCents, product.currency, i18n.language),
    },
    {
      header: t('admin.products.onSale'),
      cell: (product) => t(product.active ? 'admin.products.yes' : 'admin.products.no'),
    },
    {
      header: t('admin.enrollment.actions'),
      cell: (product) => (
        <RowActions
          actions={[
            {
              label: t('admin.products.edit'),
              name: t('admin.products.editName', { name: product.name }),
              onClick: () => setEditing(product),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <PagedTable
        query={query}
        columns={columns}
        caption={t('admin.products.caption')}
        empty={t('admin.products.empty')}
        minWidth={900}
        pager={{ pages, label: t('admin.products.pages') }}
      />
      {editing !== null && <ProductEditModal product={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
