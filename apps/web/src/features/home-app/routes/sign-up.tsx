import { Anchor, Text } from '@mantine/core';
import type { SignUpUserType } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { updateMe } from '@/features/home-app/api/update-me';
import { NarrowFrame } from '@/features/home-app/components/NarrowFrame';
import { authPath, returnPathOf, SIGN_IN_PATH } from '@/features/home-app/components/paths';
import { type HomeownerSignUpValues, SignUpForm } from '@/features/home-app/components/SignUpForm';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { RETURN_TO_PARAM, SIGN_IN_EMAIL_PARAM } from '@/shared/lib/auth/return-path';
import { signUp } from '@/shared/lib/auth/sign-up';
import { toastError } from '@/shared/lib/toasts';
import { PageLoader } from '@/shared/ui/PageLoader';

const HOMEOWNER: (typeof SignUpUserType)[number] = 'CONSUMER';

/**
 * /home-app/sign-up: a new homeowner account (first and last name, email, password), signed in
 * at once, then on to ?returnTo= (else my homes). Signed in already: on at once.
 */
export function HomeownerSignUpRoute() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Signing in happens mid-submit: the screen stays until the name is saved too.
  const [creating, setCreating] = useState(false);
  const email = params.get(SIGN_IN_EMAIL_PARAM) ?? '';
  const returnTo = params.get(RETURN_TO_PARAM) ?? undefined;

  const submit = async ({ firstName, lastName, email, password }: HomeownerSignUpValues) => {
    setCreating(true);
    try {
      await signUp({
        name: `${firstName} ${lastName}`,
        email,
        password,
        metadata: { userType: HOMEOWNER },
      });
      await auth.signIn(email, password);
    } catch (error) {
      setCreating(false);
      throw error;
    }
    try {
      // The provider splits one name at its first space; the homeowner's own parts are exact.
      await updateMe({ firstName, lastName, locale: i18n.resolvedLanguage ?? i18n.language });
    } catch {
      toastError(t('homeApp.signUp.nameNotSaved'));
    }
    navigate(returnPathOf(params), { replace: true });
  };

  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'authenticated' && !creating) {
    return <Navigate to={returnPathOf(params)} replace />;
  }

  return (
    <NarrowFrame title={t('homeApp.signUp.title')}>
      <Text>{t('homeApp.signUp.intro')}</Text>
      <SignUpForm initialEmail={email} onSubmit={submit} />
      <Text>
        {t('homeApp.signUp.haveAccount')}{' '}
        <Anchor component={Link} to={authPath(SIGN_IN_PATH, { email, returnTo })}>
          {t('homeApp.signUp.signInLink')}
        </Anchor>
      </Text>
    </NarrowFrame>
  );
}
