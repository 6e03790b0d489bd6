import type { FastifyReply } from 'fastify';

/** Redirects (302) with the values in the fragment, as Auth0's implicit flow answers. */
export function redirectWithFragment(
  reply: FastifyReply,
  url: string,
  values: Record<string, string | undefined>,
) {
  const fragment = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) fragment.set(key, value);
  }
  return reply.redirect(`${url}#${fragment}`, 302);
}
