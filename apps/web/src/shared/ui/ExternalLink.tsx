import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/** A link that leaves the portal in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, ...anchorProps }: ExternalLinkProps) {
  const { t } = useTranslation('blueprint');
  return (
    <Anchor href={href} target="_blank" rel="noopener" {...anchorProps}>
      {children}
      <NewTabIcon />
      <VisuallyHidden>{t('externalLink.newTab')}</VisuallyHidden>
    </Anchor>
  );
}

function NewTabIcon() {
  return (
    <svg
      aria-hidden="true"
      width="0.75em"
      height="0.75em"
      viewBox="0 0 12 12"
      style={{ marginInlineStart: '0.25em', verticalAlign: 'baseline' }}
    >
      <path
        d="M5 1H1v10h10V7M7 1h4v4M11 1 5 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
