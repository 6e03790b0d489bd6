import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

/** A thin bar along the top while the next screen's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation('blueprint');
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return <div className={classes.bar} role="progressbar" aria-label={t('progress.label')} />;
}
