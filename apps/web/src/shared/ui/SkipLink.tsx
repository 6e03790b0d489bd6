import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** First stop for keyboard users: jumps past the header to the main landmark. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('blueprint');

  // Moving focus by hand keeps the URL free of a #fragment the router would treat as navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (target) {
      event.preventDefault();
      target.focus();
      target.scrollIntoView();
    }
  };

  return (
    <a className={classes.skipLink} href={`#${targetId}`} onClick={skip}>
      {t('skipLink.label')}
    </a>
  );
}
