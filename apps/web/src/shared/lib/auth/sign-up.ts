import { AUTH_CLIENT_ID, AUTH_CONNECTION } from '@/shared/config/identity';
import { postToIdentity } from './identity-client';

/** The sign-up payload of spec 000 §3. */
export interface SignUpPayload {
  email: string;
  password: string;
  name: string;
  metadata?: Record<string, string>;
}

/** POST /dbconnections/signup (spec 001 §7.20); the provider then mails a verification link. */
export async function signUp({ email, password, name, metadata = {} }: SignUpPayload) {
  await postToIdentity('/dbconnections/signup', {
    client_id: AUTH_CLIENT_ID,
    connection: AUTH_CONNECTION,
    email,
    password,
    name,
    user_metadata: metadata,
  });
}
