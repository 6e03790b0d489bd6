import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_RECIPIENTS_MAX } from '@portal/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecipientProblem, recipientProblem } from './profile-rules';

interface RecipientsFieldProps {
  recipients: readonly string[];
  onChange(recipients: string[]): void;
  /** Email is on without a recipient: the field says so (spec 000 §5). */
  missing: boolean;
}

const PROBLEM_KEYS = {
  invalid: 'forms.invalidEmail',
  duplicate: 'alertProfile.recipients.duplicate',
  full: 'alertProfile.recipients.full',
} as const satisfies Record<RecipientProblem, string>;

/**
 * The addresses the alerts are mailed to: one typed at a time and checked before it joins the
 * list (format, repeats, at most EMAIL_RECIPIENTS_MAX), each listed with its own remove button.
 */
export function RecipientsField({ recipients, onChange, missing }: RecipientsFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<RecipientProblem | null>(null);

  const add = () => {
    const address = draft.trim();
    const found = recipientProblem(recipients, address);
    setProblem(found);
    if (found !== null) return;
    onChange([...recipients, address]);
    setDraft('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the address instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const remove = (address: string) => {
    onChange(recipients.filter((recipient) => recipient !== address));
    // The removed row's button is gone: focus goes back to the field rather than to the page.
    input.current?.focus();
  };

  const error =
    problem !== null
      ? t(PROBLEM_KEYS[problem], { max: EMAIL_RECIPIENTS_MAX })
      : missing && t('alertProfile.recipients.missing');

  return (
    <Stack gap="xs">
      <TextInput
        ref={input}
        type="email"
        autoComplete="off"
        label={t('alertProfile.recipients.label')}
        description={t('alertProfile.recipients.description', { max: EMAIL_RECIPIENTS_MAX })}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={addOnEnter}
        error={error}
        inputContainer={(field) => (
          <Group gap="xs" wrap="nowrap" align="center">
            <Box flex={1}>{field}</Box>
            <Button variant="default" onClick={add}>
              {t('alertProfile.recipients.add')}
            </Button>
          </Group>
        )}
      />
      {recipients.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} aria-label={t('alertProfile.recipients.list')}>
          {recipients.map((address) => (
            <Group component="li" key={address} justify="space-between" gap="xs" wrap="nowrap">
              <Text style={{ overflowWrap: 'anywhere' }}>{address}</Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => remove(address)}
                aria-label={t('alertProfile.recipients.remove', { address })}
              >
                {t('alertProfile.recipients.removeShort')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
