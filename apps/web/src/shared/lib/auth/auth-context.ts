import { createContext, useContext } from 'react';
import type { StoredSession } from '@/shared/lib/session';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  session: StoredSession | null;
  /** A stored session that could not be read (CorruptSessionError), shown where it matters. */
  error: Error | null;
  /** The local stored-session mode of spec 000 §1. */
  mockMode: boolean;
  /** Signs in with email and password; throws IdentityError with the provider's answer. */
  signIn(email: string, password: string): Promise<StoredSession>;
  /** Forgets the session and leaves through the provider's logout to /sign-in. */
  signOut(): void;
  /** Trades the refresh token for new tokens; false when the session could not be kept. */
  refresh(): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state; the app provides it around the router (src/app/auth-provider.tsx). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) {
    throw new Error('useAuth needs the AuthProvider of src/app');
  }
  return value;
}
