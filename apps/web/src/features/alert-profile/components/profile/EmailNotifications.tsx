import { Checkbox, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ProfileValues, SEVERITIES } from './profile-rules';
import { RecipientsField } from './RecipientsField';

type EmailValues = Pick<ProfileValues, 'emailEnabled' | 'emailRecipients' | 'emailSeverities'>;

interface EmailNotificationsProps {
  values: EmailValues;
  onChange(values: Partial<EmailValues>): void;
  recipientsMissing: boolean;
}

/** Whether alerts are mailed, to whom, and of which severities. */
export function EmailNotifications({
  values,
  onChange,
  recipientsMissing,
}: EmailNotificationsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Switch
        label={t('alertProfile.email.enabled')}
        description={t('alertProfile.email.enabledDescription')}
        checked={values.emailEnabled}
        onChange={(event) => onChange({ emailEnabled: event.currentTarget.checked })}
      />
      <RecipientsField
        recipients={values.emailRecipients}
        onChange={(emailRecipients) => onChange({ emailRecipients })}
        missing={recipientsMissing}
      />
      <Checkbox.Group
        label={t('alertProfile.email.severities')}
        description={t('alertProfile.email.severitiesDescription')}
        value={values.emailSeverities}
        onChange={(checked) =>
          onChange({ emailSeverities: SEVERITIES.filter((severity) => checked.includes(severity)) })
        }
      >
        <Group gap="lg" mt="xs">
          {SEVERITIES.map((severity) => (
            <Checkbox
              key={severity}
              value={severity}
              label={t(`alertSettings.severity.${severity}`)}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
