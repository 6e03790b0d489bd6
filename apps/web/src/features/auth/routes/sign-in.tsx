import { Alert, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { useAuth } from '@/shared/lib/auth/auth-context';
import {
  RETURN_TO_PARAM,
  resolveReturnPath,
  returnPathFromState,
  SIGN_IN_EMAIL_PARAM,
} from '@/shared/lib/auth/return-path';
import { DocumentTitle } from '@/shared/ui/DocumentTitle';
import { PageLoader } from '@/shared/ui/PageLoader';

// Most visits only sign in: the forgotten-password form loads when asked for.
const ForgotPasswordForm = lazy(async () => ({
  default: (await import('@/features/auth/components/ForgotPasswordForm')).ForgotPasswordForm,
}));

interface Entry {
  returnPath: string;
  verified: boolean;
  /** Prefilled email: an invite's sign-in link carries the invited address (spec 000 §2). */
  email: string;
}

/** What the visit brought along, read once: the history entry is replaced right after. */
function useEntry(): Entry {
  const location = useLocation();
  const [entry] = useState<Entry>(() => {
    const params = new URLSearchParams(location.search);
    return {
      returnPath: resolveReturnPath(
        [returnPathFromState(location.state), params.get(RETURN_TO_PARAM)],
        window.location.origin,
      ),
      verified: params.get('verified') === 'true',
      email: params.get(SIGN_IN_EMAIL_PARAM) ?? '',
    };
  });
  return entry;
}

/**
 * /sign-in (spec 000 §2). The route first replaces the browser's history entry with the root
 * path, so Back after signing in never returns to the form and a reload starts from the root
 * (which leads back here while signed out). Signed in already: on to the return path.
 */
export function SignInRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const entry = useEntry();
  const [mode, setMode] = useState<{ forgot: false } | { forgot: true; email: string }>({
    forgot: false,
  });
  const [verificationChecked, setVerificationChecked] = useState(false);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', '/');
  }, []);

  // Back from the verification link in the same browser: renew the tokens to learn the news
  // before going on, or the unverified session would lead straight back to /email-verify.
  const { status, session, refresh } = auth;
  const needsRefresh =
    entry.verified && status === 'authenticated' && session?.emailVerified === false;
  const waitingForRefresh = needsRefresh && !verificationChecked;
  useEffect(() => {
    if (waitingForRefresh) {
      void refresh().finally(() => setVerificationChecked(true));
    }
  }, [waitingForRefresh, refresh]);

  if ((status === 'loading' && !auth.mockMode) || waitingForRefresh) {
    return <PageLoader />;
  }
  if (status === 'authenticated') {
    return <Navigate to={entry.returnPath} replace />;
  }

  const title = mode.forgot ? t('forgotPassword.title') : t('routes.signIn');
  return (
    <Box maw="36rem" w="100%" mx="auto">
      <DocumentTitle title={title} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {entry.verified && (
          <Alert color="green" variant="light" role="status">
            {t('signIn.verified')}
          </Alert>
        )}
        {mode.forgot ? (
          <Suspense fallback={<PageLoader />}>
            <ForgotPasswordForm
              initialEmail={mode.email}
              onBack={() => setMode({ forgot: false })}
            />
          </Suspense>
        ) : (
          <>
            <SignInForm
              initialError={auth.error?.message}
              initialEmail={entry.email}
              onSubmit={({ email, password }) => auth.signIn(email, password)}
              onForgotPassword={(email) => setMode({ forgot: true, email })}
            />
            <Text>
              {t('signIn.noAccount')}{' '}
              <Anchor component={Link} to="/sign-up">
                {t('signIn.signUpLink')}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </Box>
  );
}
