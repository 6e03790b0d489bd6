// The Vite variables the portal reads (src/shared/config/identity.ts; apps/web/README.md).
interface ImportMetaEnv {
  readonly VITE_AUTH_DOMAIN?: string;
  readonly VITE_AUTH_CLIENT_ID?: string;
  readonly VITE_AUTH_AUDIENCE?: string;
  readonly VITE_AUTH_MOCK?: string;
}
