import { escapeHtml } from '../mail/messages';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}[role=alert]{color:#a00;border:1px solid #a00;padding:.5rem;margin-top:1rem}
:focus-visible{outline:3px solid #1463d6;outline-offset:2px}`;

/** A small server-rendered page (no script, so it works under the portal's CSP). */
export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Aeris Pro Portal</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
) {
  const action = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return page(title, `<p>${escapeHtml(message)}</p>${action}`);
}

function alert(error: string | undefined) {
  return error ? `<p role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

function hidden(values: Record<string, string | undefined>) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
    )
    .join('');
}

export function resetPasswordPage(ticket: string, error?: string) {
  const described = error
    ? ' aria-describedby="form-error password-rules"'
    : ' aria-describedby="password-rules"';
  return page(
    'Choose a new password',
    `${alert(error)}<form method="post" action="/auth/reset-password">${hidden({ ticket })}
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="7" maxlength="128"${described}>
<p id="password-rules">At least 7 characters; common passwords are refused.</p>
<button type="submit">Save the new password</button></form>`,
  );
}

export function loginPage(params: Record<string, string | undefined>, error?: string) {
  const email = params.login_hint ?? '';
  return page(
    'Sign in',
    `${alert(error)}<form method="post" action="/auth/authorize">${hidden({ ...params, login_hint: undefined })}
<label for="username">Email</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
  );
}
