import { Anchor, Button, VisuallyHidden } from '@mantine/core';
import type { DownloadBundle, DownloadItem } from '@portal/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { readableSize } from '@/shared/lib/file-size';

// Direct links to stored files: the browser downloads them itself, with no script in between.
// What a link shows says how and how big ("Download (PDF, 1.2 MB)"); a screen reader, which
// may reach the link without its row, also hears which file.

const hiddenName = { name: <VisuallyHidden /> };

/** One asset's link. */
export function DownloadFileLink({ item }: { item: DownloadItem }) {
  const { i18n } = useTranslation();
  return (
    <Anchor href={item.downloadLink} download style={{ whiteSpace: 'nowrap' }}>
      <Trans
        i18nKey="downloads.downloadFile"
        values={{
          name: item.text,
          type: item.ext.toUpperCase(),
          size: readableSize(item.size, i18n.language),
        }}
        components={hiddenName}
      />
    </Anchor>
  );
}

/** A category's download-all zip, named by the category. */
export function DownloadAllLink({
  bundle,
  category,
}: {
  bundle: DownloadBundle;
  category: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Button component="a" href={bundle.downloadLink} download variant="default" w="fit-content">
      {/* One flex item: the button's label would drop the spaces at the hidden name's edges. */}
      <span>
        <Trans
          i18nKey="downloads.downloadAll"
          values={{ category, size: readableSize(bundle.size, i18n.language) }}
          components={hiddenName}
        />
      </span>
    </Button>
  );
}
