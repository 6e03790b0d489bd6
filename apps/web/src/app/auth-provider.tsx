import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { AuthContext } from '@/shared/lib/auth/auth-context';
import { type AuthStateOptions, useAuthState } from '@/shared/lib/auth/use-auth-state';

interface AuthProviderProps extends AuthStateOptions {
  children: ReactNode;
}

/** Gives every screen the authentication state (spec 000 §4) through useAuth(). */
export function AuthProvider({ children, ...options }: AuthProviderProps) {
  const auth = useAuthState(options);
  const queryClient = useQueryClient();
  const previousStatus = useRef(auth.status);
  // Signed out (here or in another tab): nothing of that user's server state may outlive them.
  // Only a change to signed out clears: a visitor who arrives signed out has nothing to clear,
  // and clearing then would cancel the public queries the first screen has just started.
  useEffect(() => {
    if (previousStatus.current !== 'unauthenticated' && auth.status === 'unauthenticated') {
      queryClient.clear();
    }
    previousStatus.current = auth.status;
  }, [auth.status, queryClient]);
  return <AuthContext value={auth}>{children}</AuthContext>;
}
