import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProgramProduct } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProgramProduct } from '@/features/admin/api/update-program-product';
import {
  type ProductValues,
  productValues,
  validateProduct,
} from '@/features/admin/components/product-values';
import { toastSuccess } from '@/shared/lib/toasts';

interface ProductEditModalProps {
  product: ProgramProduct;
  onClose(): void;
}

/** Edits a catalogue product's name, price and whether the store sells it. Rendered while open. */
export function ProductEditModal({ product, onClose }: ProductEditModalProps) {
  const { t } = useTranslation();
  const update = useUpdateProgramProduct();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ProductValues>({
    mode: 'controlled',
    initialValues: productValues(product),
    validate: (values) => {
      const result = validateProduct(t, values);
      return result.ok ? {} : result.errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const result = validateProduct(t, values);
    if (!result.ok) return;
    setProblem(null);
    try {
      const saved = await update.mutateAsync({ productId: product.id, update: result.request });
      toastSuccess(t('admin.products.saved', { name: saved.name }));
      onClose();
    } catch {
      // The form checks what the server checks (ProgramProductUpdate): what is left is a product
      // gone (404) or a failure, which the common error text covers.
      setProblem(t('common.toast.error'));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('admin.products.editTitle', { name: product.name })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem !== null && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t('admin.products.name')}
            description={product.sku}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <NumberInput
            label={t('admin.products.priceLabel', { currency: product.currency })}
            required
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator
            {...form.getInputProps('price')}
          />
          <Switch
            label={t('admin.products.onSale')}
            description={t('admin.products.onSaleHint')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('admin.products.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
