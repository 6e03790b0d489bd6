import type { ReactNode } from 'react';
import { AuthContext } from '@/shared/lib/auth/auth-context';
import { type AuthStateOptions, useAuthState } from '@/shared/lib/auth/use-auth-state';

interface AuthProviderProps extends AuthStateOptions {
  children: ReactNode;
}

/** Gives every screen the authentication state (spec 000 §4) through useAuth(). */
export function AuthProvider({ children, ...options }: AuthProviderProps) {
  const auth = useAuthState(options);
  return <AuthContext value={auth}>{children}</AuthContext>;
}
