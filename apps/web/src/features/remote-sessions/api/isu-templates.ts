import {
  IsuTemplate,
  IsuTemplateConnection,
  type IsuTemplateInput,
  MAX_PAGE_SIZE,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { useRefreshingMutation } from '@/shared/lib/refreshing-mutation';
import { accountPath, isuTemplatesQueryKey } from './query-keys';

const templatesPath = (partnerAccountId: string) => `${accountPath(partnerAccountId)}/isuTemplates`;
const templatePath = (partnerAccountId: string, templateId: string) =>
  `${templatesPath(partnerAccountId)}/${encodeURIComponent(templateId)}`;

/** GET .../isuTemplates: one page of the company's installer set-up templates. */
export function getIsuTemplates(
  partnerAccountId: string,
  page: PageRequest,
  first?: number,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${templatesPath(partnerAccountId)}?${pageQuery(page, first)}`,
    IsuTemplateConnection,
    { signal },
  );
}

export function useIsuTemplates(partnerAccountId: string, page: PageRequest) {
  return useQuery({
    queryKey: [...isuTemplatesQueryKey(partnerAccountId), page],
    queryFn: ({ signal }) => getIsuTemplates(partnerAccountId, page, undefined, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The templates to choose from when applying one to a thermostat: the first hundred. */
export function useTemplateChoices(partnerAccountId: string, enabled: boolean) {
  const page: PageRequest = { after: undefined };
  return useQuery({
    queryKey: [...isuTemplatesQueryKey(partnerAccountId), 'choices'],
    queryFn: ({ signal }) => getIsuTemplates(partnerAccountId, page, MAX_PAGE_SIZE, signal),
    enabled,
  });
}

/** A change to the company's templates; once done, their lists refetch. */
function useTemplatesMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  return useRefreshingMutation(call, [isuTemplatesQueryKey(partnerAccountId)]);
}

/** POST .../isuTemplates. */
export function useCreateIsuTemplate(partnerAccountId: string) {
  return useTemplatesMutation(partnerAccountId, (template: IsuTemplateInput) =>
    apiRequest(templatesPath(partnerAccountId), IsuTemplate, { method: 'POST', body: template }),
  );
}

/** PUT .../isuTemplates/{partnerIsuTemplateId}. */
export function useUpdateIsuTemplate(partnerAccountId: string) {
  return useTemplatesMutation(
    partnerAccountId,
    ({ templateId, template }: { templateId: string; template: IsuTemplateInput }) =>
      apiRequest(templatePath(partnerAccountId, templateId), IsuTemplate, {
        method: 'PUT',
        body: template,
      }),
  );
}

/** DELETE .../isuTemplates/{partnerIsuTemplateId}. */
export function useDeleteIsuTemplate(partnerAccountId: string) {
  return useTemplatesMutation(partnerAccountId, (templateId: string) =>
    apiRequest(templatePath(partnerAccountId, templateId), ignoreBody, { method: 'DELETE' }),
  );
}
