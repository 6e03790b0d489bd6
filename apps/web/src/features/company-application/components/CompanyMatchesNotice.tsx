import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyMatches } from '@/features/company-application/api/find-company-matches';

interface CompanyMatchesNoticeProps {
  name: string;
  countryCode: string | undefined;
}

/**
 * Registered companies whose name resembles the one typed: the applicant may belong to one of
 * them already. Silent while nothing matches, and when the lookup fails (it is only a hint).
 */
export function CompanyMatchesNotice({ name, countryCode }: CompanyMatchesNoticeProps) {
  const { t } = useTranslation();
  const matches = useCompanyMatches({ name, ...(countryCode ? { countryCode } : {}) });
  const found = matches.data?.matches ?? [];
  if (found.length === 0) {
    return null;
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('companyApplication.matches.title')}
      role="status"
    >
      <Text size="sm">{t('companyApplication.matches.description')}</Text>
      <List size="sm" mt="xs">
        {found.map((match) => (
          <List.Item key={match.id}>
            <strong>{match.name}</strong>
            {' — '}
            {[match.city, match.state, match.countryCode].filter(Boolean).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
