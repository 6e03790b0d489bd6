import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CompanyMatch } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAskToJoin } from '@/features/company-application/api/ask-to-join';
import {
  MIN_MATCH_NAME_LENGTH,
  useCompanyMatches,
} from '@/features/company-application/api/find-company-matches';
import { ApplicationPage } from '@/features/company-application/components/ApplicationPage';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import {
  APPLICATION_STATUS_PATH,
  COMPANY_APPLICATION_PATH,
} from '@/shared/lib/auth/redirect-order';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { LoadError } from '@/shared/ui/LoadError';

const SEARCH_DEBOUNCE_MS = 400;

function place(match: CompanyMatch): string {
  return [match.city, match.state, match.countryCode].filter(Boolean).join(', ');
}

/**
 * /company/application/join: a user without a company finds a registered one by name and asks
 * to join it. The company's owners and admins answer; meanwhile the status page says REQUESTED.
 */
export function JoinCompanyRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { facts } = useViewerFacts();
  const [query, setQuery] = useState('');
  const [name] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useCompanyMatches({ name });
  const ask = useAskToJoin();
  const [asking, setAsking] = useState<string | null>(null);

  if (facts.partnerUsersLength > 0) {
    return <Navigate to={FALLBACK_LANDING_PATH} replace />;
  }

  const askToJoin = async (match: CompanyMatch) => {
    setAsking(match.id);
    try {
      await ask.mutateAsync(match.id);
    } catch (failure) {
      notifications.show({ color: 'red', message: t(conflictMessageKey('askToJoin', failure)) });
      return;
    } finally {
      setAsking(null);
    }
    notifications.show({ color: 'green', message: t('joinCompany.sent', { company: match.name }) });
    navigate(APPLICATION_STATUS_PATH);
  };

  const searching = name.length >= MIN_MATCH_NAME_LENGTH;
  const found = matches.data?.matches ?? [];

  return (
    <ApplicationPage title={t('routes.joinCompany')} intro={t('joinCompany.intro')}>
      <search>
        <TextInput
          label={t('joinCompany.search')}
          description={t('joinCompany.searchHint', { count: MIN_MATCH_NAME_LENGTH })}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={searching && matches.isFetching ? <Loader size="xs" aria-hidden /> : null}
        />
      </search>
      {searching && matches.isError && <LoadError onRetry={() => void matches.refetch()} />}
      {searching && matches.isSuccess && found.length === 0 && (
        <Text role="status">{t('joinCompany.empty')}</Text>
      )}
      {searching && found.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {found.map((match) => (
            <Paper component="li" key={match.id} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{match.name}</Text>
                  <Text size="sm" c="dimmed">
                    {place(match)}
                  </Text>
                </div>
                <Button
                  loading={asking === match.id}
                  disabled={asking !== null && asking !== match.id}
                  onClick={() => void askToJoin(match)}
                  aria-label={t('joinCompany.askNamed', { company: match.name })}
                >
                  {t('joinCompany.ask')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Text>
        {t('joinCompany.applyInstead')}{' '}
        <Anchor component={Link} to={COMPANY_APPLICATION_PATH}>
          {t('joinCompany.applyLink')}
        </Anchor>
      </Text>
    </ApplicationPage>
  );
}
