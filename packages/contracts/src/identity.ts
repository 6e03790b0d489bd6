import { z } from 'zod';

/** The Auth0 database connection the portal signs up and signs in with. */
export const AUTH_CONNECTION = 'Username-Password-Authentication';
export const PASSWORD_REALM_GRANT = 'http://auth0.com/oauth/grant-type/password-realm';
export const PASSWORDLESS_OTP_GRANT = 'http://auth0.com/oauth/grant-type/passwordless/otp';

/** Every error of the identity service (/auth/*), in Auth0's shape. */
export const Auth0ErrorBody = z
  .object({
    error: z
      .string()
      .meta({ description: 'e.g. invalid_grant, invalid_request, too_many_attempts' }),
    error_description: z.string(),
  })
  .meta({ id: 'Auth0Error' });
export type Auth0ErrorBody = z.infer<typeof Auth0ErrorBody>;

const optionalText = z.string().optional();

/** POST /auth/oauth/token. Grant-specific fields are checked by the handler, as Auth0 does. */
export const TokenRequest = z
  .object({
    grant_type: z.string().min(1),
    client_id: optionalText,
    username: optionalText,
    password: optionalText,
    realm: optionalText,
    scope: optionalText,
    audience: optionalText,
    refresh_token: optionalText,
    otp: optionalText,
  })
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z
  .object({
    access_token: z.string(),
    id_token: z.string().optional(),
    refresh_token: z.string().optional(),
    scope: z.string(),
    expires_in: z.number().int(),
    token_type: z.literal('Bearer'),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /auth/oauth/ro (legacy resource-owner login). */
export const RoRequest = z.object({
  client_id: optionalText,
  username: optionalText,
  password: optionalText,
  connection: optionalText,
  grant_type: optionalText,
  scope: optionalText,
  device: optionalText,
});
export const RoResponse = z.object({
  id_token: z.string().optional(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

/** POST /auth/dbconnections/signup (spec 000 §3 sign-up payload). */
export const SignupRequest = z
  .object({
    client_id: optionalText,
    connection: z.string(),
    email: z.string(),
    password: z.string(),
    name: optionalText,
    user_metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof SignupRequest>;

export const SignupResponse = z
  .object({
    _id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    name: z.string().optional(),
    user_metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof SignupResponse>;

export const ChangePasswordRequest = z.object({
  client_id: optionalText,
  email: z.string(),
  connection: z.string(),
  captcha: optionalText,
});

export const UserInfo = z
  .object({
    sub: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    name: z.string(),
    nickname: z.string(),
    picture: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const PasswordlessStartRequest = z.object({
  client_id: optionalText,
  connection: z.string(),
  send: z.enum(['code', 'link']).optional(),
  email: optionalText,
  phone_number: optionalText,
  authParams: z.record(z.string(), z.unknown()).optional(),
});

export const PasswordlessVerifyRequest = z.object({
  client_id: optionalText,
  clientID: optionalText,
  connection: z.string(),
  email: optionalText,
  phone_number: optionalText,
  verification_code: z.string(),
  scope: optionalText,
  audience: optionalText,
});

export const ChallengeRequest = z.object({ state: optionalText });
export const ChallengeResponse = z.object({ required: z.boolean() });

/** The mail outbox of development (GET /api/dev/mail). */
export const OutboxMail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMail>;
