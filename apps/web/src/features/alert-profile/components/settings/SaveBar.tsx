import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SaveBar.module.css';

interface SaveBarProps {
  dirty: boolean;
  fromSetup: boolean;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
}

/**
 * The unsaved-changes banner (spec 000 §2, §4): Save and Discard while local edits differ from
 * the server's data. In the setup flow it is always there with Save and continue, which may be
 * pressed with nothing changed (spec 000 §5).
 */
export function SaveBar({ dirty, fromSetup, saving, onSave, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  const textId = useId();
  if (!dirty && !fromSetup) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={textId}
      className={classes.bar}
      withBorder
      shadow="sm"
      p="sm"
      bg="yellow.0"
    >
      <Group justify="space-between" gap="sm">
        <Text id={textId} fw={600}>
          {dirty ? t('alertSettings.unsaved.text') : t('alertSettings.unsaved.setupText')}
        </Text>
        <Group gap="sm">
          {dirty && (
            <Button variant="default" onClick={onDiscard} disabled={saving}>
              {t('alertSettings.unsaved.discard')}
            </Button>
          )}
          <Button onClick={onSave} loading={saving}>
            {fromSetup
              ? t('alertSettings.unsaved.saveAndContinue')
              : t('alertSettings.unsaved.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
