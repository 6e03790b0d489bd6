import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Translated messages for a schema's problems, keyed by dotted path as @mantine/form expects.
 * The contracts' schemas carry the server's English messages; the portal shows its own, chosen by
 * the kind of problem, and `custom` lets a form name the message of a refinement by its path.
 */
export function translatedErrors(
  t: TFunction,
  issues: readonly z.core.$ZodIssue[],
  custom: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined) {
      errors[path] = custom[path] ?? issueMessage(t, issue);
    }
  }
  return errors;
}

function issueMessage(t: TFunction, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return t('forms.required');
    case 'too_big':
      return t('forms.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('forms.invalidEmail');
      if (issue.format === 'url') return t('forms.invalidUrl');
      if (issue.format === 'regex') return t('forms.countryCode');
      return t('forms.invalid');
    case 'invalid_type':
      return t('forms.required');
    default:
      return t('forms.invalid');
  }
}
