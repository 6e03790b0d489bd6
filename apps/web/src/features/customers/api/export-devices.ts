import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/shared/lib/api-client';
import { saveFile } from '@/shared/lib/save-file';
import { accountPath } from './query-keys';

/** The name the file is saved under when the server names none. */
export const EXPORT_FALLBACK_NAME = 'claimed-devices.csv';

/**
 * GET .../devices/claimed/export: the company's claimed devices as CSV, fetched with the bearer
 * token (a link could not send it) and saved as a file.
 */
export async function exportClaimedDevices(partnerAccountId: string): Promise<void> {
  const file = await apiDownload(
    `${accountPath(partnerAccountId)}/devices/claimed/export`,
    'text/csv',
  );
  saveFile(file.blob, file.filename ?? EXPORT_FALLBACK_NAME);
}

export function useExportDevices(partnerAccountId: string) {
  return useMutation({ mutationFn: () => exportClaimedDevices(partnerAccountId) });
}
