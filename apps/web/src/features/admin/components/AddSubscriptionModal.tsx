import { Alert, Button, Fieldset, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { EnrollmentCreate, type ProgramProduct } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateEnrollment } from '@/features/admin/api/change-enrollment';
import { formatPrice } from '@/features/admin/components/price';
import { refusalMessage } from '@/features/admin/components/refusal';
import { toastSuccess } from '@/shared/lib/toasts';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';

/** What the dialog reads of the products on sale: a TanStack Query result of their list. */
export interface ProductsQuery {
  isPending: boolean;
  isError: boolean;
  data: ProgramProduct[] | undefined;
  refetch: () => unknown;
}

interface AddSubscriptionModalProps {
  company: { id: string; name: string };
  products: ProductsQuery;
  onClose(): void;
}

/** The products of each programme, in the catalogue's order. */
function byProgram(products: readonly ProgramProduct[]): Map<string, ProgramProduct[]> {
  const programs = new Map<string, ProgramProduct[]>();
  for (const product of products) {
    programs.set(product.programName, [...(programs.get(product.programName) ?? []), product]);
  }
  return programs;
}

/**
 * "Add subscription": the administrator picks one product on sale (grouped by programme, with
 * its variation, billing cycle and price) and the company is enrolled in its programme.
 * Rendered while open.
 */
export function AddSubscriptionModal({ company, products, onClose }: AddSubscriptionModalProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateEnrollment(company.id);
  const [productId, setProductId] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = EnrollmentCreate.safeParse({ partnerProgramProductId: productId ?? '' });
    if (!request.success) {
      setChoiceError(t('admin.addSubscription.choose'));
      return;
    }
    setProblem(null);
    try {
      const enrollment = await create.mutateAsync(request.data);
      toastSuccess(
        t('admin.addSubscription.done', { program: enrollment.programName, company: company.name }),
      );
      onClose();
    } catch (failure) {
      setProblem(refusalMessage(t, failure, t('admin.addSubscription.refused')));
    }
  };

  const choose = (value: string) => {
    setProductId(value);
    setChoiceError(null);
  };

  const optionLabel = (product: ProgramProduct) =>
    t('admin.addSubscription.option', {
      variation: t(`admin.enrollment.variations.${product.variation}`),
      billingCycle: t(`admin.enrollment.billingCycles.${product.billingCycle}`),
      price: formatPrice(product.priceCents, product.currency, i18n.language),
    });

  const choice = () => {
    if (products.isPending) return <InlineLoader />;
    if (products.isError || products.data === undefined) {
      return <LoadError onRetry={() => void products.refetch()} />;
    }
    if (products.data.length === 0) {
      return <Text role="status">{t('admin.addSubscription.noProducts')}</Text>;
    }
    return (
      <Radio.Group
        label={t('admin.addSubscription.product')}
        description={t('admin.addSubscription.productHint')}
        value={productId}
        onChange={choose}
        error={choiceError}
        required
      >
        <Stack gap="sm" mt="xs">
          {[...byProgram(products.data)].map(([program, choices]) => (
            <Fieldset key={program} legend={program} variant="unstyled">
              <Stack gap="xs">
                {choices.map((product) => (
                  <Radio key={product.id} value={product.id} label={optionLabel(product)} />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
      </Radio.Group>
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.addSubscription.title', { company: company.name })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem !== null && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {choice()}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!products.data?.length}>
              {t('admin.addSubscription.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
